import { verbs as chapter1 } from '../chapters/ch01/verbs.ts';
import type { VerbConjugation } from './schema.ts';

/** Each chapter's verb tables (`chapters/chNN/verbs.ts`). */
const verbsByChapter: Record<number, readonly VerbConjugation[]> = { 1: chapter1 };

/** The verbs taught in chapters 1..chapter, with the chapter that teaches each. */
export function verbsUpTo(chapter: number): { chapter: number; verb: VerbConjugation }[] {
  return Object.entries(verbsByChapter)
    .filter(([number]) => Number(number) <= chapter)
    .flatMap(([number, verbs]) => verbs.map((verb) => ({ chapter: Number(number), verb })));
}
