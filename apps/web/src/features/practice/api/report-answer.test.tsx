import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { connect, signUpLearner } from '../../../../test/render-app.tsx';
import { SESSION_STORAGE_KEY } from '../../../lib/app-config.ts';
import { supabase } from '../../../lib/supabase.ts';
import { queuedCount, sendQueued } from '../../../lib/write-queue.ts';
import { sendAnswerReport, useAnswerReports } from './report-answer.ts';

/** The learner's reports as the server holds them. */
async function storedReports() {
  const { data, error } = await supabase()
    .from('answer_reports')
    .select('set_table,question_num,blank,sentence,answer')
    .order('question_num');
  if (error) throw new Error(error.message);
  return data;
}

beforeEach(() => {
  connect();
});

describe('sendAnswerReport', () => {
  it('sends the report to the server: the blank counted from 1, the answer trimmed', async () => {
    await signUpLearner();
    expect(
      await sendAnswerReport({
        table: 'ch2_def_art',
        questionNum: 4,
        slot: 1,
        sentence: 'Ich sehe ___ Hund und ___ Katze.',
        answer: '  die ',
      }),
    ).toBe(true);
    expect(
      await sendAnswerReport({
        table: 'ch1_ex_to_english',
        questionNum: 7,
        sentence: 'Wir wohnen in Berlin.',
        answer: 'We live in Berlin.',
      }),
    ).toBe(true);
    expect(await storedReports()).toEqual([
      {
        set_table: 'ch2_def_art',
        question_num: 4,
        blank: 2,
        sentence: 'Ich sehe ___ Hund und ___ Katze.',
        answer: 'die',
      },
      {
        set_table: 'ch1_ex_to_english',
        question_num: 7,
        blank: null,
        sentence: 'Wir wohnen in Berlin.',
        answer: 'We live in Berlin.',
      },
    ]);
  });

  it('keeps the report in the queue while the server is away, and sends it once it is back', async () => {
    const { user } = await signUpLearner();
    connect('http://127.0.0.1:1'); // nothing listens there; the stored session stays
    const report = {
      table: 'ch1_subj_pronoun',
      questionNum: 2,
      slot: 0,
      sentence: '___ bist müde.',
      answer: 'du',
    };
    expect(await sendAnswerReport(report)).toBe(false);
    expect(await queuedCount(user.id, 'answer_reports')).toBe(1);
    connect();
    expect(await sendQueued()).toBe(true);
    expect(await queuedCount(user.id, 'answer_reports')).toBe(0);
    expect(await storedReports()).toEqual([
      { set_table: 'ch1_subj_pronoun', question_num: 2, blank: 1, sentence: '___ bist müde.', answer: 'du' },
    ]);
  });

  it('asks to log in again when the browser holds no session', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    await expect(
      sendAnswerReport({
        table: 'ch1_subj_pronoun',
        questionNum: 1,
        sentence: '___ bin hier.',
        answer: 'ich',
      }),
    ).rejects.toThrow('Your report could not be sent. Please log in again.');
  });
});

function renderReports() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook(() => useAnswerReports('ch2_def_art'), { wrapper });
}

describe('useAnswerReports', () => {
  it('sends for its table, thanks the learner and knows the answer as reported', async () => {
    await signUpLearner();
    const { result } = renderReports();
    expect(result.current.isReported(3, 0, 'dem')).toBe(false);
    act(() => result.current.report({ questionNum: 3, slot: 0, sentence: 'mit ___ Bus', answer: ' dem ' }));
    expect(
      await screen.findByText('Thank you: your answer was sent to the course authors.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(result.current.isReported(3, 0, 'dem')).toBe(true));
    expect(result.current.isSending(3, 0)).toBe(false);
    // Another answer, or the same answer in another blank, is not reported yet.
    expect(result.current.isReported(3, 0, 'den')).toBe(false);
    expect(result.current.isReported(3, 1, 'dem')).toBe(false);
    expect(await storedReports()).toEqual([
      { set_table: 'ch2_def_art', question_num: 3, blank: 1, sentence: 'mit ___ Bus', answer: 'dem' },
    ]);
  });

  it('shows why a report could not be sent, and does not count it as reported', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    const { result } = renderReports();
    act(() => result.current.report({ questionNum: 5, slot: 0, sentence: 'in ___ Stadt', answer: 'der' }));
    expect(
      await screen.findByText('Your report could not be sent. Please log in again.'),
    ).toBeInTheDocument();
    expect(result.current.isReported(5, 0, 'der')).toBe(false);
  });
});
