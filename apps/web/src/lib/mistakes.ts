import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnswerCheck } from '@grundlagen/core';
import { queueWrite } from './write-queue.ts';
import { loadRows, userIdOf } from './owned-rows.ts';
import { queryKeys } from './query-keys.ts';
import { randomId } from './uuid.ts';

/** The learner's mistakes (issue 25; migration 005, supabase/schema.sql). */
export const MISTAKES_TABLE = 'mistakes';

/** A recorded wrong answer, as mistakes holds it. */
export type MistakeRow = {
  id: string;
  /** The progress code of the page (`1dsp`, `1nv`). */
  set_code: string;
  /** The question on that page: `3-0` (question 3, first blank), or a review card's id on test pages. */
  question_key: string;
  /** The question's number on a drill or exercise page, for its anchor there. */
  question_num: number | null;
  prompt: string;
  answer: string;
  /** How the question is checked (core's AnswerCheck as JSON), so it can be practised later. */
  answer_check: string;
  /** Why the answer was wrong, as shown beside it (migration 009); null when the course could not say. */
  explanation?: string | null;
  made_at: string;
  fixed_at: string | null;
};

/** The longest explanation mistakes holds (the column's check, migration 009). */
export const MISTAKE_EXPLANATION_MAX_LENGTH = 500;

/** The explanation as stored: null when there is none, cut to the column's length. */
function mistakeExplanation(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  return trimmed.length > MISTAKE_EXPLANATION_MAX_LENGTH
    ? `${trimmed.slice(0, MISTAKE_EXPLANATION_MAX_LENGTH - 1)}…`
    : trimmed;
}

/** One wrong answer to one question: the same mistake, however often it was made. */
function sameMistake(a: Pick<MistakeRow, 'set_code' | 'question_key' | 'answer'>, b: typeof a): boolean {
  return a.set_code === b.set_code && a.question_key === b.question_key && a.answer === b.answer;
}

/**
 * The mistakes as the learner sees them (rows newest first): each open mistake once, and each
 * fixed one once a fix. A mistake made again before the stored list had loaded (a new visit)
 * is stored twice; both are fixed together (`markMistakeIdsFixed`, `markMistakesFixed`).
 */
export function distinctMistakes(rows: readonly MistakeRow[]): MistakeRow[] {
  return rows.filter(
    (row, index) =>
      !rows.slice(0, index).some((earlier) => sameMistake(earlier, row) && earlier.fixed_at === row.fixed_at),
  );
}

/** The learner's mistakes, newest first, each once (`distinctMistakes`; the cache keeps every row). */
export function mistakesQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.mistakes(),
    queryFn: async () =>
      (await loadRows<MistakeRow>(queryClient, MISTAKES_TABLE, ['id'], 'Your mistakes')).sort(
        (a, b) => Date.parse(b.made_at) - Date.parse(a.made_at),
      ),
    select: distinctMistakes,
    staleTime: Infinity,
  });
}

/** One wrong answer to record. */
export interface MistakeEntry {
  questionKey: string;
  questionNum?: number;
  prompt: string;
  answer: string;
  check: AnswerCheck;
  /** Why it is wrong, as the screen showed it. */
  explanation?: string;
}

/**
 * Applies a change to the learner's mistakes: the cache and the write queue. `waitForServer`: the
 * change needs the stored rows (fixing finds the open ones); a new mistake does not.
 */
async function changeMistakes(
  queryClient: QueryClient,
  change: (current: readonly MistakeRow[]) => MistakeRow[],
  waitForServer = true,
): Promise<void> {
  const userId = userIdOf(queryClient);
  const cached = queryClient.getQueryData<MistakeRow[]>(queryKeys.mistakes());
  if (!cached && !waitForServer) {
    // Not loaded yet: the rows go to the write queue at once, before the learner can leave the page
    // (loading first would lose them on a quick move on), and the list is read again when shown.
    const changed = change([]);
    if (changed.length === 0) return;
    await queueWrite(userId, { table: MISTAKES_TABLE, key: ['id'], rows: changed, kind: 'mistake' });
    await queryClient.invalidateQueries({ queryKey: queryKeys.mistakes() });
    return;
  }
  const current =
    cached ??
    (await queryClient
      .ensureQueryData(mistakesQueryOptions(queryClient))
      .catch(() => queryClient.getQueryData<MistakeRow[]>(queryKeys.mistakes()) ?? []));
  const changed = change(current);
  if (changed.length === 0) return;
  const byId = new Map(current.map((row) => [row.id, row]));
  for (const row of changed) byId.set(row.id, row);
  queryClient.setQueryData(
    queryKeys.mistakes(),
    [...byId.values()].sort((a, b) => Date.parse(b.made_at) - Date.parse(a.made_at)),
  );
  await queueWrite(userId, { table: MISTAKES_TABLE, key: ['id'], rows: changed, kind: 'mistake' });
}

/**
 * Records checked wrong answers of a page (a drill, an exercise, a test). The same wrong answer
 * to a question not yet fixed is recorded once.
 */
export function recordMistakes(
  queryClient: QueryClient,
  setCode: string,
  entries: readonly MistakeEntry[],
): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  const at = new Date().toISOString();
  return changeMistakes(
    queryClient,
    (current) =>
      entries
        .filter(
          (entry) =>
            !current.some(
              (row) =>
                row.fixed_at === null &&
                sameMistake(row, {
                  set_code: setCode,
                  question_key: entry.questionKey,
                  answer: entry.answer.trim(),
                }),
            ),
        )
        .map((entry) => ({
          id: randomId(),
          set_code: setCode,
          question_key: entry.questionKey,
          question_num: entry.questionNum ?? null,
          prompt: entry.prompt,
          answer: entry.answer.trim(),
          answer_check: JSON.stringify(entry.check),
          explanation: mistakeExplanation(entry.explanation),
          made_at: at,
          fixed_at: null,
        })),
    false,
  );
}

/** Marks the open mistakes of these questions fixed: the learner has now answered them right. */
export function markMistakesFixed(
  queryClient: QueryClient,
  setCode: string,
  questionKeys: readonly string[],
): Promise<void> {
  if (questionKeys.length === 0) return Promise.resolve();
  const keys = new Set(questionKeys);
  const at = new Date().toISOString();
  return changeMistakes(queryClient, (current) =>
    current
      .filter((row) => row.set_code === setCode && keys.has(row.question_key) && row.fixed_at === null)
      .map((row) => ({ ...row, fixed_at: at })),
  );
}

/**
 * Marks mistakes fixed by id (a right answer in a "Practise these" session), with any open copy
 * of the same mistake (see `distinctMistakes`).
 */
export function markMistakeIdsFixed(queryClient: QueryClient, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  const at = new Date().toISOString();
  return changeMistakes(queryClient, (current) => {
    const fixed = current.filter((row) => wanted.has(row.id));
    return current
      .filter((row) => row.fixed_at === null && fixed.some((done) => sameMistake(done, row)))
      .map((row) => ({ ...row, fixed_at: at }));
  });
}
