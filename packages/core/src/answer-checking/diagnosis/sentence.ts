// The words of a German sentence as diagnosis reads them: each word with what the grammar
// tables say it can be (a verb form, a noun form, a determiner, a pronoun).
import { normaliseAnswer } from '../normalise.ts';
import type { GrammarIndex, NounForm, VerbForm } from './grammar-index.ts';

/** The words of a text as typed, punctuation at their edges removed (commas remembered). */
export interface Words {
  readonly words: readonly string[];
  /** Whether a comma (or other clause mark) follows the word. */
  readonly commaAfter: readonly boolean[];
}

export function wordsOf(text: string): Words {
  const words: string[] = [];
  const commaAfter: boolean[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const word = token.replace(/^[.,'"!?;:’‘“”„«»‚‹›…–-]+|[.,'"!?;:’‘“”„«»‚‹›…–-]+$/g, '');
    if (normaliseAnswer(word) === '') continue;
    words.push(word);
    commaAfter.push(/[,;:–-]$/.test(token));
  }
  return { words, commaAfter };
}

export const lower = (word: string): string => word.toLowerCase();

/** A word's verb forms (case-blind; a capitalised word mid-sentence is a noun, not a verb). */
export function verbFormsOf(index: GrammarIndex, word: string, first = true): readonly VerbForm[] {
  if (!first && /^[A-ZÄÖÜ]/.test(word) && word !== 'Sie') return [];
  return index.verbForms.get(lower(word)) ?? [];
}

const compounds = new WeakMap<GrammarIndex, Map<string, readonly NounForm[]>>();

/** The shortest last part of a compound noun that the tables hold (at least four letters). */
const MIN_PART = 4;

/**
 * A capitalised word's noun forms. A compound the tables do not hold takes the gender and plural
 * of its last part (die Bushaltestelle as die Haltestelle).
 */
export function nounFormsOf(index: GrammarIndex, word: string): readonly NounForm[] {
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  const known = index.nounForms.get(capital);
  if (known !== undefined) return known;
  if (capital.length < MIN_PART + 2 || !/^[A-ZÄÖÜ][a-zäöüß]+$/.test(capital)) return [];
  let cache = compounds.get(index);
  if (cache === undefined) {
    cache = new Map();
    compounds.set(index, cache);
  }
  const cached = cache.get(capital);
  if (cached !== undefined) return cached;
  let found: readonly NounForm[] = [];
  for (let start = 2; capital.length - start >= MIN_PART; start += 1) {
    const part = capital.charAt(start).toUpperCase() + capital.slice(start + 1);
    const forms = index.nounForms.get(part);
    if (forms === undefined) continue;
    const head = capital.slice(0, start);
    found = forms.map(({ noun, form }) => ({
      form,
      noun: {
        ...noun,
        noun: head + noun.noun.charAt(0).toLowerCase() + noun.noun.slice(1),
        ...(noun.plural === undefined
          ? {}
          : { plural: head + noun.plural.charAt(0).toLowerCase() + noun.plural.slice(1) }),
      },
    }));
    break;
  }
  cache.set(capital, found);
  return found;
}

export const FINITE_SLOTS = new Set<unknown>([0, 1, 2, 3, 4, 5, 'imp-du', 'imp-ihr', 'imp-Sie']);

/** Whether a word is a finite verb form (present or imperative) of the tables. */
export function isFinite(index: GrammarIndex, word: string, first: boolean): boolean {
  return verbFormsOf(index, word, first).some((form) => FINITE_SLOTS.has(form.slot));
}

/** The subject pronouns and the person (verb-table slot) each takes. */
export const SUBJECT_SLOTS: Readonly<Record<string, number>> = {
  ich: 0,
  du: 1,
  er: 2,
  sie: 2,
  es: 2,
  man: 2,
  wir: 3,
  ihr: 4,
  Sie: 5,
};

/** The verbs that build other verb forms: the auxiliaries and the modals. */
export const AUXILIARIES = new Set(['haben', 'sein', 'werden']);
export const MODALS = new Set(['können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten']);
