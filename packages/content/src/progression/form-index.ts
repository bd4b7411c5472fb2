import { definiteArticles, indefiniteArticles } from '../grammar/articles.ts';
import {
  COMPARISON_CHAPTER,
  comparisonExceptions,
  comparisonForms,
  inflectedForms,
  isCompared,
} from '../grammar/comparison.ts';
import { derWords, derWordTable } from '../grammar/der-words.ts';
import { nNounForms } from '../grammar/n-nouns.ts';
import { OBJECT_PRONOUNS_CHAPTER, personalPronouns } from '../grammar/personal-pronouns.ts';
import { POSSESSIVES_CHAPTER, einWordTable, possessiveAdjectives } from '../grammar/possessives.ts';
import { contractions, prepositions } from '../grammar/prepositions.ts';
import { REFLEXIVE_CHAPTER, reflexivePronouns } from '../grammar/reflexive-pronouns.ts';
import { RELATIVE_PRONOUNS_CHAPTER, relativePronouns } from '../grammar/relative-pronouns.ts';
import { STEM_CHANGES, regularPresent, splitSeparable } from '../grammar/verbs.ts';
import { verbsUpTo } from '../sets/verbs.ts';
import type { VerbConjugation } from '../sets/schema.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';

/**
 * The progression index (docs/product/content.md "The method"): every German word form a learner has been
 * taught by the end of a chapter, so that a drill or exercise of chapter n can be held to the
 * forms of chapters 1..n. Each kind of form counts from the chapter that teaches it.
 */

/** The chapter that teaches articles (chapter 2) and adjective endings (chapter 3). */
const ARTICLES_CHAPTER = 2;
const ADJECTIVE_ENDINGS_CHAPTER = 3;
/** The perfect tense and its participles. */
export const PARTICIPLES_CHAPTER = 8;
/** The imperative. */
export const IMPERATIVES_CHAPTER = 10;

function wordsOf(text: string): string[] {
  return text.split(/[^A-Za-zÄÖÜäöüß]+/).filter((word) => word.length > 0);
}

/** Whether a vocabulary verb's specialFeature names a stem change (i, ie, ä). */
export function hasStemChange(specialFeature: string | readonly string[] | undefined): boolean {
  return [specialFeature ?? []]
    .flat()
    .some((feature) => (STEM_CHANGES as readonly string[]).includes(feature));
}

/** A participle without the "ist" that marks a perfect with sein. */
export function withoutAuxiliary(participle: string): string {
  return participle.replace(/^ist /, '');
}

/**
 * The present forms of a regular vocabulary verb: its six forms and, for a separable verb, the
 * split forms (stehe … auf) as well as the joined ones of a dependent clause (weil ich aufstehe).
 */
function regularPresentWords(infinitive: string): string[] {
  const verb = infinitive.replace(/^sich /, '');
  const separable = splitSeparable(verb);
  return [
    ...regularPresent(verb),
    ...(separable ? [...regularPresent(separable.base), separable.prefix] : []),
  ];
}

/** The words of a verb table's present forms, with a separable verb's joined forms (aufstehe). */
function tablePresentWords(verb: VerbConjugation): string[] {
  const forms = verb.deutsch.flatMap(wordsOf);
  if (verb.category !== 'Separable Verbs') return forms;
  const joined = verb.deutsch.map((form) => {
    const [base, ...rest] = form.split(' ');
    const prefix = rest.at(-1) ?? '';
    return `${prefix}${base ?? ''}`;
  });
  return [...forms, ...joined];
}

const cache = new Map<number, ReadonlySet<string>>();

/**
 * Every form taught in chapters 1..chapter, lower-cased: the vocabulary (plurals, genitive
 * singulars, dative plurals, n-noun forms, pronoun forms, adjectives with their endings from
 * chapter 3), the present tense of table verbs from their table's chapter and of regular
 * vocabulary verbs without a table from their own chapter, past participles from chapter 8, imperatives from
 * chapter 10, and the grammar tables from the chapter that teaches each.
 *
 * @example formIndex(4).has('keinen') // true
 * @example formIndex(7).has('gegeben') // false: participles come with the perfect in chapter 8
 * @example formIndex(6).has('ersten') // true: ordinals take adjective endings
 */
export function formIndex(chapter: number): ReadonlySet<string> {
  const cached = cache.get(chapter);
  if (cached) return cached;
  const forms = new Set<string>();
  const tableVerbs = new Set(verbsUpTo(Number.POSITIVE_INFINITY).map(({ verb }) => verb.infinitive));
  const add = (...texts: readonly (string | undefined)[]) => {
    for (const text of texts) for (const word of wordsOf(text ?? '')) forms.add(word.toLowerCase());
  };

  for (const { chapter: taught, entry } of vocabularyEntries()) {
    if (taught > chapter) continue;
    add(entry.germanRoot);
    switch (entry.type) {
      case 'noun': {
        const plural = entry.germanPl;
        add(plural, `${entry.germanRoot}s`, `${entry.germanRoot}es`);
        if (plural && !/[ns]$/.test(plural)) add(`${plural}n`);
        if (entry.singularAddOn) {
          const nNoun = nNounForms({
            germanRoot: entry.germanRoot,
            singularAddOn: entry.singularAddOn,
            germanPl: plural,
          });
          add(...nNoun.singular);
        }
        break;
      }
      case 'verb':
        // A verb with a table in the course takes its present forms from the table, in the table's chapter.
        if (!hasStemChange(entry.specialFeature) && !tableVerbs.has(entry.germanRoot))
          add(...regularPresentWords(entry.germanRoot));
        if (chapter >= PARTICIPLES_CHAPTER) add(withoutAuxiliary(entry.pParticiple ?? ''));
        if (chapter >= IMPERATIVES_CHAPTER) add(entry.imperative2ps);
        break;
      case 'pronoun':
        add(entry.furtherForms);
        break;
      case 'adjective':
        if (chapter >= ADJECTIVE_ENDINGS_CHAPTER) add(...inflectedForms(entry.germanRoot));
        if (chapter >= COMPARISON_CHAPTER && isCompared(entry.germanRoot))
          add(...comparisonForms(entry.germanRoot));
        break;
      case 'number':
        // Ordinals take adjective endings: der erste Tag, am ersten Mai.
        if (/te$/.test(entry.germanRoot)) add(...inflectedForms(entry.germanRoot));
        break;
      default:
        if (chapter >= COMPARISON_CHAPTER && comparisonExceptions.includes(entry.germanRoot))
          add(...comparisonForms(entry.germanRoot));
    }
  }

  for (const { verb } of verbsUpTo(chapter)) {
    add(verb.infinitive, ...tablePresentWords(verb));
    if (chapter >= PARTICIPLES_CHAPTER) add(withoutAuxiliary(verb.pParticiple));
    if (chapter >= IMPERATIVES_CHAPTER) add(verb.imperative2ps, verb.imperative2pp, verb.imperativeFormal);
  }

  const tableForms = (table: Readonly<Record<string, readonly string[] | undefined>>) =>
    Object.values(table).flatMap((row) => row ?? []);
  if (chapter >= ARTICLES_CHAPTER) add(...tableForms(definiteArticles), ...tableForms(indefiniteArticles));
  if (chapter >= POSSESSIVES_CHAPTER) {
    for (const word of ['kein', ...possessiveAdjectives.map((row) => row.possessive)])
      add(...tableForms(einWordTable(word)));
  }
  add(...personalPronouns.map((row) => row.nominative));
  if (chapter >= OBJECT_PRONOUNS_CHAPTER)
    add(...personalPronouns.flatMap((row) => [row.accusative, row.dative]));
  add(...prepositions.filter((entry) => entry.chapter <= chapter).map((entry) => entry.preposition));
  add(...contractions.filter((entry) => entry.chapter <= chapter).map((entry) => entry.contraction));
  for (const derWord of derWords.filter((word) => word.chapter <= chapter))
    add(...tableForms(derWordTable(derWord.derWord)));
  if (chapter >= RELATIVE_PRONOUNS_CHAPTER) add(...tableForms(relativePronouns));
  if (chapter >= REFLEXIVE_CHAPTER) add(...reflexivePronouns.flatMap((row) => [row.accusative, row.dative]));

  cache.set(chapter, forms);
  return forms;
}
