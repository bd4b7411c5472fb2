import { queryOptions } from '@tanstack/react-query';
import type { AnswerColumn, AnswerLayout } from '@grundlagen/content';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supabase } from '../../../lib/supabase.ts';

/** What a page stores: its table, its label for messages, and its answer layout (content's `answerLayout`). */
export interface AnswerSetSpec extends AnswerLayout {
  table: string;
  label: string;
}

/** Answers by question number, one value per column. */
export type AnswerValues = Readonly<Record<number, readonly string[]>>;

type AnswerRow = { questionNum: number } & Partial<Record<AnswerColumn, string | null>>;

function rowValues(spec: AnswerSetSpec, row: AnswerRow | undefined): string[] {
  return spec.columns.map((column) => row?.[column] ?? '');
}

async function loadAnswers(spec: AnswerSetSpec): Promise<AnswerValues> {
  const { data, error } = await supabase()
    .from(spec.table)
    .select(['questionNum', ...spec.columns].join(','));
  if (error) throw new Error(`User answers (${spec.label}) could not be loaded.`);
  const rows = new Map((data as unknown as AnswerRow[]).map((row) => [row.questionNum, row]));

  const missing = spec.questionNums.filter((questionNum) => !rows.has(questionNum));
  if (spec.createMissing && missing.length > 0) {
    const blankRows = missing.map((questionNum) => ({
      questionNum,
      ...Object.fromEntries(spec.columns.map((column) => [column, ''])),
    }));
    const created = await supabase().from(spec.table).upsert(blankRows, { ignoreDuplicates: true });
    if (created.error) throw new Error(`User answers (${spec.label}) could not be created`);
  }
  return Object.fromEntries(
    spec.questionNums.map((questionNum) => [questionNum, rowValues(spec, rows.get(questionNum))]),
  );
}

/**
 * The answers the server holds for a set; loaded data counts as fresh for 60 seconds. Every
 * successful save writes its answers into this entry, so a page opened again starts from them.
 */
export function answersQueryOptions(spec: AnswerSetSpec) {
  return queryOptions({
    queryKey: queryKeys.answers(spec.table),
    queryFn: () => loadAnswers(spec),
    staleTime: 60_000,
  });
}

/** Writes the given questions' answers (insert or update); throws the spec's update error. */
export async function saveAnswers(spec: AnswerSetSpec, changes: AnswerValues): Promise<void> {
  const rows = Object.entries(changes).map(([questionNum, values]) => ({
    questionNum: Number(questionNum),
    ...Object.fromEntries(spec.columns.map((column, index) => [column, values[index] ?? ''])),
  }));
  if (rows.length === 0) return;
  // No on_conflict: the key (learner, questionNum) is the default target here and on hosted Supabase.
  const { error, status } = await supabase().from(spec.table).upsert(rows);
  if (error) {
    // No answer (status 0) or 5xx (503 while the database is down): the server is unreachable.
    const unreachable = status === 0 || status >= 500;
    throw new Error(
      `User answers (${spec.label}) could not be updated${unreachable ? ': the server cannot be reached' : ''}`,
    );
  }
}
