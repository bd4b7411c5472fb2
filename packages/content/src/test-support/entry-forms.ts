// The forms of vocabulary entries that the chapter tests compare the German of sets and lessons
// with: a noun's forms and genders, an adjective's endings, and whether a written word is a form
// of the entry it looks up. Each chapter test adds the entry types its chapter teaches. Not part
// of the package's public entry.
import { definiteArticles, indefiniteArticles, type Gender } from '../grammar/articles.ts';
import { einWordTable, possessiveAdjectives } from '../grammar/possessives.ts';
import { regularPresent } from '../grammar/verbs.ts';
import { verbsUpTo } from '../sets/verbs.ts';
import type { VocabularyEntry } from '../vocabulary/schema.ts';
import { lowerFirst, wordsOf } from './sentence-parts.ts';

/** A noun entry of the vocabulary. */
export type NounEntry = Extract<VocabularyEntry, { type: 'noun' }>;

/**
 * The forms of a noun a sentence may show: the root, its genitive in -s and -es (unless
 * `genitive: false`), the plural and the dative plural in -n.
 *
 * @example nounForms(tisch) // ['Tisch', 'Tischs', 'Tisches', 'Tische', 'Tischen']
 */
export function nounForms(entry: NounEntry, { genitive = true } = {}): string[] {
  const root = entry.germanRoot;
  return [
    root,
    ...(genitive ? [`${root}s`, `${root}es`] : []),
    entry.germanPl ?? '',
    entry.germanPl ? `${entry.germanPl}n` : '',
  ];
}

/** An adjective with each of its endings (and none). */
export function adjectiveForms(root: string): string[] {
  return ['', 'e', 'en', 'er', 'es', 'em'].map((ending) => root + ending);
}

/**
 * The genders a noun form can have among `nouns`: its own for the singular (and, with `genitive`,
 * the genitive in -s/-es), plural for the plural and the dative plural in -n.
 *
 * @example gendersOfNoun(nouns)('Tische') // ['plural']
 */
export function gendersOfNoun(
  nouns: readonly NounEntry[],
  { genitive = true } = {},
): (word: string) => Gender[] {
  return (word) => {
    const genders = new Set<Gender>();
    for (const noun of nouns) {
      const root = noun.germanRoot;
      const singular = noun.onlyPlural ? [] : genitive ? [root, `${root}s`, `${root}es`] : [root];
      const plural = noun.germanPl && !noun.onlySing ? [noun.germanPl, `${noun.germanPl}n`] : [];
      if (singular.includes(word) && noun.article !== '')
        genders.add(noun.article === 'der' ? 'masculine' : noun.article === 'die' ? 'feminine' : 'neuter');
      if (plural.includes(word)) genders.add('plural');
    }
    return [...genders];
  };
}

/**
 * Whether a written word is a form of an entry (as written, or with a small first letter), by the
 * chapter's `formsOf`; a phrase of several words must be the entry's words in any order.
 *
 * @example isFormOf('Tische', tisch, formsOfEntry) // true
 */
export function isFormOf(
  text: string,
  entry: VocabularyEntry,
  formsOf: (entry: VocabularyEntry) => string[],
): boolean {
  const words = wordsOf(text);
  if (words.length > 1) {
    const sorted = (list: string[]) =>
      list
        .map((word) => word.toLowerCase())
        .sort()
        .join(' ');
    return sorted(words) === sorted(wordsOf(entry.germanRoot));
  }
  const word = words[0] ?? '';
  const entryForms = formsOf(entry);
  return entryForms.includes(word) || entryForms.includes(lowerFirst(word));
}

/**
 * The present forms of a verb taught by the end of a chapter: its verb table's, or else the
 * regular forms.
 *
 * @example presentUpTo(4)('essen') // ['esse', 'isst', 'isst', 'essen', 'esst', 'essen']
 */
export function presentUpTo(chapter: number): (infinitive: string) => readonly string[] {
  const tables = verbsUpTo(chapter).map(({ verb }) => verb);
  return (infinitive) =>
    tables.find((verb) => verb.infinitive === infinitive)?.deutsch ?? regularPresent(infinitive);
}

/** The forms of the entries of one type, as a chapter treats that type its own way. */
export type OwnForms = {
  [Type in VocabularyEntry['type']]?: (entry: VocabularyEntry & { type: Type }) => string[];
};

/**
 * The forms a clickable word may show for an entry by the end of a chapter: a noun's `nounForms`,
 * an adjective with its endings, a verb's infinitive and present forms (`presentUpTo(chapter)`),
 * a possessive's ein-word table, a pronoun's further forms, and else the root; `own` gives the
 * forms of the types the chapter treats its own way (n-nouns, ordinals, kein …). Pass the result
 * to `isFormOf`.
 *
 * @example const formsOfEntry = formsOfEntryBy(9, { noun: (entry) => nounForms(entry, { genitive: false }) });
 */
export function formsOfEntryBy(chapter: number, own: OwnForms = {}): (entry: VocabularyEntry) => string[] {
  const presentOf = presentUpTo(chapter);
  return (entry) => {
    // The entry's type picks its function in `own`; TypeScript cannot pair the two by itself.
    const ownForms = own[entry.type] as ((entry: VocabularyEntry) => string[]) | undefined;
    if (ownForms) return ownForms(entry);
    const root = entry.germanRoot;
    switch (entry.type) {
      case 'noun':
        return nounForms(entry);
      case 'adjective':
        return adjectiveForms(root);
      case 'verb':
        return [root, ...presentOf(root)];
      case 'possessive adjective':
        return Object.values(einWordTable(root)).flat();
      case 'pronoun':
        return [root, ...wordsOf(entry.furtherForms ?? '')];
      default:
        return [root];
    }
  };
}

/**
 * The determiners after which a masculine singular noun is not in the nominative: the accusative,
 * dative and genitive of der, ein and every possessive (den may also be a dative plural).
 */
export const OBLIQUE_MASCULINE: ReadonlySet<string> = new Set([
  ...definiteArticles.masculine.slice(1),
  ...indefiniteArticles.masculine.slice(1),
  ...possessiveAdjectives.flatMap((row) => einWordTable(row.possessive).masculine.slice(1)),
]);
