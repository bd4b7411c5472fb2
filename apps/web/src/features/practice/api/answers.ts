import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase.ts';

export type AnswerColumn =
  | 'userAnswer'
  | 'userAnswer1'
  | 'userAnswer2'
  | 'userAnswer3'
  | 'userAnswer4'
  | 'userAnswer5'
  | 'userAnswer6';

/** What a page stores: its table, its label for messages, its answer columns and question numbers. */
export interface AnswerSetSpec {
  table: string;
  label: string;
  columns: readonly AnswerColumn[];
  questionNums: readonly number[];
  /** Drills create a blank row on the server for each missing question (spec §4). */
  createMissing: boolean;
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

/** The saved answers of a set; loaded data counts as fresh for 60 seconds. */
export function answersQueryOptions(spec: AnswerSetSpec) {
  return queryOptions({
    queryKey: ['answers', spec.table],
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
  const { error } = await supabase().from(spec.table).upsert(rows);
  if (error) throw new Error(`User answers (${spec.label}) could not be updated`);
}
