import { answerColumns } from '../catalogue/tables.ts';
import type { ExerciseSet, PracticeSet } from './schema.ts';

/** A column that holds an answer: every column of an answers table but `questionNum`. */
export type AnswerColumn = Exclude<(typeof answerColumns)[number], 'questionNum'>;

/** How a set's answers are stored: which columns, which question numbers, blank rows or not. */
export interface AnswerLayout {
  columns: readonly AnswerColumn[];
  questionNums: readonly number[];
  /** Drills create a blank row on the server for each missing question (docs/product/saving.md "Loading"). */
  createMissing: boolean;
}

const numberedColumns = answerColumns.filter((column): column is Exclude<AnswerColumn, 'userAnswer'> =>
  /^userAnswer\d$/.test(column),
);

function numbered(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/**
 * Where a set's answers live (docs/product/saving.md "Where answers live"): translation exercises write `userAnswer1`; drills with
 * one blank per question write `userAnswer`, with n blanks `userAnswer1` … `userAnswerN`.
 *
 * @example
 * answerLayout(keinVsNicht) // { columns: ['userAnswer'], questionNums: [1, …, 40], createMissing: true }
 */
export function answerLayout(set: PracticeSet): AnswerLayout {
  switch (set.kind) {
    case 'translation-exercise':
      return { columns: ['userAnswer1'], questionNums: numbered(set.sentences.length), createMissing: false };
    case 'word-order-drill':
      return {
        columns: ['userAnswer'],
        questionNums: set.items.map((item) => item.questionNum),
        createMissing: true,
      };
    case 'subject-pronoun-drill':
      return { columns: ['userAnswer'], questionNums: numbered(set.situations.length), createMissing: true };
    case 'fill-in-drill': {
      const blanks = Math.max(...set.items.map((item) => item.answers.length));
      const columns = blanks > 1 ? numberedColumns.slice(0, blanks) : (['userAnswer'] as const);
      return { columns, questionNums: numbered(set.items.length), createMissing: true };
    }
    case 'choice-drill':
      return { columns: ['userAnswer'], questionNums: numbered(set.items.length), createMissing: true };
  }
}

/** The language a translation exercise is answered in: its table names the direction. */
export function exerciseAnswerLanguage(set: Pick<ExerciseSet, 'table'>): 'en' | 'de' {
  return set.table.endsWith('_to_english') ? 'en' : 'de';
}
