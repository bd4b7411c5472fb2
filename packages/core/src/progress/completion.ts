/**
 * When a page earns its progress code (docs/product/progress.md "When a page earns its code"). Pure functions: the screens pass
 * what the learner has done, these say whether the page is complete.
 */

/** Minimum characters per answer for a translation exercise to count as done. */
export const TRANSLATION_MINIMUM_LENGTH = 10;
/** Minimum characters per answer in the subject-pronoun drill. */
export const SUBJECT_PRONOUN_MINIMUM_LENGTH = 2;
/** Minimum characters per answer in a one-word drill. */
export const ONE_WORD_MINIMUM_LENGTH = 1;

type SegmentShape = string | readonly string[];

/**
 * Length of the shortest accepted answer of a translation, without enumerating combinations:
 * each segment independently contributes its shortest alternative (an empty alternative
 * contributes neither text nor a joining space).
 *
 * @example
 * shortestAnswerLength(['I am', ['', 'very'], 'tired']) // 10 ("I am tired")
 */
export function shortestAnswerLength(translation: string | readonly SegmentShape[]): number {
  if (typeof translation === 'string') return translation.trim().replace(/\s+/g, ' ').length;
  let total = 0;
  for (const segment of translation) {
    const alternatives = typeof segment === 'string' ? [segment] : segment;
    const costs = alternatives.map((alternative) => {
      const text = alternative.trim().replace(/\s+/g, ' ');
      return text === '' ? 0 : text.length + 1;
    });
    total += costs.length > 0 ? Math.min(...costs) : 0;
  }
  return total > 0 ? total - 1 : 0;
}

export interface TypedInput {
  /** What the learner typed. */
  answer: string;
  /** Length of the shortest accepted answer for this input, when known. */
  shortestAccepted?: number;
}

/** What every completion rule is told about the visit (docs/product/progress.md "When a page earns its code"). */
export interface VisitState {
  /** A reset during this visit keeps the page undone until the next visit. */
  resetThisVisit: boolean;
}

export interface TypedSetOptions extends VisitState {
  /** The set's minimum: 10 for translation exercises, 2 for the subject-pronoun drill, 1 for one-word drills. */
  minimumLength: number;
}

/**
 * A typed set (translation exercise or fill-in drill) is complete when every input holds at
 * least min(set minimum, shortest accepted answer) characters and no reset happened this visit.
 *
 * @example
 * typedSetComplete([{ answer: 'Sie' }, { answer: 'du' }], { minimumLength: 2, resetThisVisit: false }) // true
 */
export function typedSetComplete(inputs: readonly TypedInput[], options: TypedSetOptions): boolean {
  if (options.resetThisVisit || inputs.length === 0) return false;
  return inputs.every(({ answer, shortestAccepted }) => {
    const required = Math.max(1, Math.min(options.minimumLength, shortestAccepted ?? options.minimumLength));
    return answer.trim().length >= required;
  });
}

/**
 * A word-order answer is correct only when its chunk order equals one of the accepted orders.
 *
 * @example
 * isOrderCorrect([2, 1, 3], [[1, 2, 3], [2, 1, 3]]) // true
 */
export function isOrderCorrect(
  order: readonly number[],
  correctOrders: readonly (readonly number[])[],
): boolean {
  return correctOrders.some(
    (accepted) => accepted.length === order.length && accepted.every((id, index) => id === order[index]),
  );
}

export interface WordOrderItemState {
  order: readonly number[];
  correctOrders: readonly (readonly number[])[];
}

/**
 * A word-order drill is complete when the number of correctly ordered jumbles reaches the
 * number of jumbles and no reset happened this visit.
 *
 * @example
 * wordOrderComplete([{ order: [2, 1], correctOrders: [[2, 1]] }], { resetThisVisit: false }) // true
 */
export function wordOrderComplete(items: readonly WordOrderItemState[], visit: VisitState): boolean {
  if (visit.resetThisVisit || items.length === 0) return false;
  const correct = items.filter((item) => isOrderCorrect(item.order, item.correctOrders)).length;
  return correct >= items.length;
}

/** A choice row is unanswered, correct or incorrect; each has its own styling. */
export type ChoiceState = 'none' | 'correct' | 'incorrect';

/**
 * @example
 * choiceState('kein', 'kein') // 'correct'
 * choiceState('', 'kein') // 'none'
 */
export function choiceState(choice: string | null | undefined, answer: string): ChoiceState {
  if (!choice || choice === 'none') return 'none';
  return choice === answer ? 'correct' : 'incorrect';
}

/**
 * A choice drill (kein vs. nicht and the like) is complete when the number of answered rows
 * reaches the total (answered rows are counted, not correct ones) and no reset happened this visit.
 *
 * @example
 * choiceSetComplete(['kein', 'nicht'], 2, { resetThisVisit: false }) // true, even if one is wrong
 */
export function choiceSetComplete(
  choices: readonly (string | null | undefined)[],
  total: number,
  visit: VisitState,
): boolean {
  if (visit.resetThisVisit || total <= 0) return false;
  const answered = choices.filter((choice) => choice && choice !== 'none').length;
  return answered >= total;
}
