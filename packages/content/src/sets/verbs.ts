import { verbs as chapter1 } from '../chapters/ch01/verbs.ts';
import { verbs as chapter4 } from '../chapters/ch04/verbs.ts';
import { verbs as chapter5 } from '../chapters/ch05/verbs.ts';
import { verbs as chapter6 } from '../chapters/ch06/verbs.ts';
import { verbs as chapter7 } from '../chapters/ch07/verbs.ts';
import { verbs as chapter8 } from '../chapters/ch08/verbs.ts';
import { verbs as chapter9 } from '../chapters/ch09/verbs.ts';
import { verbs as chapter10 } from '../chapters/ch10/verbs.ts';
import { verbs as chapter11 } from '../chapters/ch11/verbs.ts';
import { verbs as chapter12 } from '../chapters/ch12/verbs.ts';
import { verbs as chapter13 } from '../chapters/ch13/verbs.ts';
import type { VerbConjugation } from './schema.ts';

/** Each chapter's verb tables (`chapters/chNN/verbs.ts`). */
const verbsByChapter: Record<number, readonly VerbConjugation[]> = {
  1: chapter1,
  4: chapter4,
  5: chapter5,
  6: chapter6,
  7: chapter7,
  8: chapter8,
  9: chapter9,
  10: chapter10,
  11: chapter11,
  12: chapter12,
  13: chapter13,
};

/**
 * The persons the verb practice asks, as it shows them, with the form each uses (an index into
 * a verb table's `deutsch`: ich, du, er/sie/es, wir, ihr, sie/Sie).
 *
 * @example verb.deutsch[VERB_PRACTICE_PERSONS[3].form] // the 'sie (she)' form
 */
export const VERB_PRACTICE_PERSONS = [
  { label: 'ich', form: 0 },
  { label: 'du', form: 1 },
  { label: 'er', form: 2 },
  { label: 'sie (she)', form: 2 },
  { label: 'es', form: 2 },
  { label: 'wir', form: 3 },
  { label: 'ihr', form: 4 },
  { label: 'sie (they)', form: 5 },
  { label: 'Sie (formal you)', form: 5 },
] as const;

/** The verbs taught in chapters 1..chapter, with the chapter that teaches each. */
export function verbsUpTo(chapter: number): { chapter: number; verb: VerbConjugation }[] {
  return Object.entries(verbsByChapter)
    .filter(([number]) => Number(number) <= chapter)
    .flatMap(([number, verbs]) => verbs.map((verb) => ({ chapter: Number(number), verb })));
}

/**
 * The verbs a verb-conjugation practice mode asks (the catalogue's `modes` slugs): every verb
 * taught by the chapter, or one group of them.
 *
 * @example verbsForPracticeMode(6, 'ie').map((verb) => verb.infinitive) // ['lesen', 'sehen', 'empfehlen']
 */
export function verbsForPracticeMode(chapter: number, mode: string): VerbConjugation[] {
  const categories: Record<string, readonly (VerbConjugation['category'] & string)[]> = {
    regular: ['Regular Verbs'],
    special: ['Special Stems'],
    irregular: ['Irregular Verbs'],
    stem_changing: ['i-stem'],
    ie: ['ie-stem'],
    a: ['a-stem'],
    modal: ['Modal Verbs'],
    separable: ['Separable Verbs'],
  };
  const verbs = verbsUpTo(chapter).map((entry) => entry.verb);
  const wanted = categories[mode];
  if (wanted) return verbs.filter((verb) => verb.category !== undefined && wanted.includes(verb.category));
  // A mode named after one verb (nehmen, werden, wissen) asks that verb alone.
  const single = verbs.filter((verb) => verb.infinitive === mode);
  return single.length > 0 ? single : verbs;
}
