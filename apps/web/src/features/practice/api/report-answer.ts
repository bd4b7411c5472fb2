import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { storedUserId } from '../../../lib/app-config.ts';
import { queueWrite, sendQueued } from '../../../lib/write-queue.ts';

/** A rejected answer a learner thinks should count ("My answer should count"). */
export interface AnswerReport {
  /** The set's answers table (`ch1_ex_to_english`). */
  table: string;
  questionNum: number;
  /** The blank of a fill-in row (0-based slot); undefined for a translation sentence. */
  slot?: number;
  /** The sentence as the learner saw it (a blank as ___). */
  sentence: string;
  answer: string;
}

/**
 * Queues a report for `answer_reports` (the learner's own rows; the server or Supabase fills the
 * owner, id and time) and sends the queue. Resolves to true when it reached the server, false
 * when it waits in the queue (offline). Course authors read them with `npm run reports`.
 */
export async function sendAnswerReport(report: AnswerReport): Promise<boolean> {
  const userId = storedUserId();
  if (!userId) throw new Error('Your report could not be sent. Please log in again.');
  await queueWrite(
    userId,
    {
      table: 'answer_reports',
      key: [],
      kind: 'report',
      insert: true,
      rows: [
        {
          set_table: report.table,
          question_num: report.questionNum,
          blank: report.slot === undefined ? null : report.slot + 1,
          sentence: report.sentence,
          answer: report.answer.trim(),
        },
      ],
    },
    { send: false },
  );
  return sendQueued();
}

const reportKey = (questionNum: number, slot: number, answer: string) =>
  `${questionNum}-${slot}:${answer.trim()}`;

/**
 * The report button's state on a page: sending, and which answers were already reported this
 * visit (the button then says so instead of sending the same answer twice). A toast confirms.
 */
export function useAnswerReports(table: string) {
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: sendAnswerReport,
    onSuccess: (sent, report) => {
      setReported(
        (current) => new Set([...current, reportKey(report.questionNum, report.slot ?? 0, report.answer)]),
      );
      toast.success(
        sent
          ? 'Thank you: your answer was sent to the course authors.'
          : 'Thank you: your answer will be sent to the course authors when you are back online.',
      );
    },
    onError: (error) => toast.error(error.message),
  });
  return {
    /** Sends the learner's answer of that question (and blank) for the authors to review. */
    report: (report: Omit<AnswerReport, 'table'>) => mutation.mutate({ ...report, table }),
    isReported: (questionNum: number, slot: number, answer: string) =>
      reported.has(reportKey(questionNum, slot, answer)),
    isSending: (questionNum: number, slot: number) =>
      mutation.isPending &&
      mutation.variables.questionNum === questionNum &&
      (mutation.variables.slot ?? 0) === slot,
  };
}
