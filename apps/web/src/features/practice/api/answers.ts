import { queryOptions } from '@tanstack/react-query';
import type { AnswerColumn, AnswerLayout } from '@grundlagen/content';
import { queryKeys } from '../../../lib/query-keys.ts';
import { storedUserId } from '../../../lib/app-config.ts';
import { supabase } from '../../../lib/supabase.ts';
import {
  queuedRows,
  queueState,
  queueWrite,
  readThrough,
  sendQueued,
  ServerUnreachable,
  tableCopy,
  type QueuedWrite,
} from '../../../lib/write-queue.ts';

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

/** The server's answer rows; drills get blank rows for their missing questions created. */
async function loadServerAnswers(spec: AnswerSetSpec): Promise<{ value: AnswerRow[]; status: number }> {
  const { data, error, status } = await supabase()
    .from(spec.table)
    .select(['questionNum', ...spec.columns].join(','));
  if (error && status === 0) throw new ServerUnreachable(error.message);
  if (error) throw new Error(`User answers (${spec.label}) could not be loaded.`);
  const rows = data as unknown as AnswerRow[];
  const stored = new Set(rows.map((row) => row.questionNum));
  const missing = spec.questionNums.filter((questionNum) => !stored.has(questionNum));
  if (spec.createMissing && missing.length > 0) {
    const blankRows = missing.map((questionNum) => ({
      questionNum,
      ...Object.fromEntries(spec.columns.map((column) => [column, ''])),
    }));
    const created = await supabase().from(spec.table).upsert(blankRows, { ignoreDuplicates: true });
    if (created.error && created.status === 0) throw new ServerUnreachable(created.error.message);
    if (created.error) throw new Error(`User answers (${spec.label}) could not be created`);
  }
  return { value: rows, status };
}

/**
 * The learner's answers: the server's (or, offline, the copy of its last answer kept in the
 * browser), with the answers still queued to be sent on top, since they are newer.
 */
async function loadAnswers(spec: AnswerSetSpec): Promise<AnswerValues> {
  return (await loadAnswerLayers(spec)).current;
}

/**
 * The learner's answers in two layers: the server's (or the copy kept offline) alone, and with
 * the answers still queued on top (`loadAnswers`).
 */
export async function loadAnswerLayers(
  spec: AnswerSetSpec,
): Promise<{ server: AnswerValues; current: AnswerValues }> {
  const userId = storedUserId() ?? '';
  const [serverRows, queued] = await Promise.all([
    readThrough(userId, tableCopy(spec.table), () => loadServerAnswers(spec), []),
    queuedRows(userId, spec.table),
  ]);
  const server = new Map(serverRows.map((row) => [row.questionNum, row]));
  const layer = (withQueued: boolean): AnswerValues =>
    Object.fromEntries(
      spec.questionNums.map((questionNum) => [
        questionNum,
        rowValues(
          spec,
          (withQueued ? (queued.get(String(questionNum)) as AnswerRow | undefined) : undefined) ??
            server.get(questionNum),
        ),
      ]),
    );
  return { server: layer(false), current: layer(true) };
}

/** The blank answers a prerendered page starts from (`blankAnswers`). */
const blankSeeds = new WeakSet<AnswerValues>();

/**
 * Blank answers for every question of a set: what a prerendered drill or exercise page
 * (apps/web/build/prerender.ts) shows and hydrates with, until the learner's answers arrive.
 */
export function blankAnswers(spec: AnswerSetSpec): AnswerValues {
  const values: AnswerValues = Object.fromEntries(
    spec.questionNums.map((questionNum) => [questionNum, spec.columns.map(() => '')]),
  );
  blankSeeds.add(values);
  return values;
}

/** Whether `values` are the blank answers of a prerendered page, not the learner's. */
export function isBlankSeed(values: AnswerValues): boolean {
  return blankSeeds.has(values);
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

/** The queued write of the given questions' answers (upserts on the learner and question). */
export function answersWrite(spec: AnswerSetSpec, changes: AnswerValues): QueuedWrite {
  return {
    table: spec.table,
    key: ['questionNum'],
    kind: 'answer',
    rows: Object.entries(changes).map(([questionNum, values]) => ({
      questionNum: Number(questionNum),
      ...Object.fromEntries(spec.columns.map((column, index) => [column, values[index] ?? ''])),
    })),
  };
}

/**
 * Queues the given questions' answers and sends the queue; throws the spec's update error when
 * the server cannot be reached (the answers stay queued and are sent when it answers again).
 */
export async function saveAnswers(spec: AnswerSetSpec, changes: AnswerValues, userId: string): Promise<void> {
  const write = answersWrite(spec, changes);
  if (write.rows.length === 0) return;
  await queueWrite(userId, write, { send: false });
  const sent = await sendQueued();
  if (!sent)
    throw new Error(`User answers (${spec.label}) could not be updated: the server cannot be reached`);
  if (queueState().needsSignIn)
    throw new Error(`User answers (${spec.label}) could not be updated: please log in again`);
}
