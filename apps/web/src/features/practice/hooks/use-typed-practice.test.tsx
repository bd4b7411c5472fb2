import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMenuItemByPath } from '@grundlagen/content';
import { connect, signUpLearner } from '../../../../test/render-app.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supabase } from '../../../lib/supabase.ts';
import { TrackerProvider } from '../../../lib/tracker.tsx';
import { loadPracticePage, type PracticePageData } from '../practice-loader.ts';
import { useTypedPractice, type TypedRules } from './use-typed-practice.ts';

/** The rules a screen gives: three sentences, each with one right pronoun. */
const right: Record<number, string> = { 1: 'du', 2: 'ihr', 3: 'wir' };
const rules: TypedRules = {
  verdict: (questionNum, _slot, value) =>
    value.trim() === right[questionNum]
      ? { state: 'correct' }
      : { state: 'incorrect', hint: 'Look at the verb.', explanation: 'The verb’s ending names the person.' },
  completion: (valueOf) => [1, 2, 3].map((questionNum) => ({ answer: valueOf(questionNum) })),
  minimumLength: 2,
  question: (questionNum) => ({
    prompt: `Sentence ${questionNum}`,
    check: { kind: 'words', accepted: [right[questionNum] ?? ''], language: 'de' },
  }),
};

/** A screen keeping only its layout: each row an input and the row's own answer button. */
function Drill({ data }: { data: PracticePageData }) {
  const {
    field,
    openAnswer,
    controls: { saveButton, feedback },
    specialCharacters,
  } = useTypedPractice(data, rules);
  return (
    <>
      <button type="button" onClick={() => feedback.onModeChange('eachAnswer')}>
        Check each answer
      </button>
      {[1, 2, 3].map((questionNum) => {
        const props = field(questionNum);
        return (
          <div className="exercise-row" key={questionNum}>
            <input
              aria-label={`Sentence ${questionNum}`}
              id={props.id}
              ref={props.ref}
              value={props.value}
              data-state={props.state}
              onChange={(event) => props.onChange(event.target.value)}
              onFocus={props.onFocus}
              onBlur={props.onBlur}
              onKeyDown={props.onKeyDown}
            />
            {props.hint ? <p>{`Hint ${questionNum}: ${props.hint}`}</p> : null}
            {props.detail ? <p>{`Why ${questionNum}: ${props.detail}`}</p> : null}
            <button type="button">{`Answer ${questionNum}`}</button>
          </div>
        );
      })}
      <button type="button" ref={saveButton} data-save-button="">
        Save
      </button>
      <button type="button" onClick={feedback.onCheck}>
        Check
      </button>
      <button
        type="button"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const input = specialCharacters.target();
          if (input) specialCharacters.onInsert(input, `${input.value}ß`);
        }}
      >
        ß
      </button>
      <output>{openAnswer === null ? 'No answer open' : `Answer ${openAnswer} open`}</output>
    </>
  );
}

/** A learner on the real server with the subject-pronoun drill loaded, as its route loads it. */
async function openDrill(saved: Record<number, string[]> = {}) {
  await signUpLearner();
  const queryClient = new QueryClient();
  const item = findMenuItemByPath('/ch1/drills/subj_pronoun');
  if (!item) throw new Error('no drill');
  const data = await loadPracticePage(queryClient, item);
  queryClient.setQueryData(
    queryKeys.answers(data.spec.table),
    (current: Record<number, string[]> | undefined) => ({
      ...current,
      ...saved,
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TrackerProvider>{children}</TrackerProvider>
    </QueryClientProvider>
  );
  render(<Drill data={data} />, { wrapper });
  return { queryClient, data };
}

const input = (questionNum: number) => screen.getByRole('textbox', { name: `Sentence ${questionNum}` });

/** The learner's mistakes on the server: question key and answer. */
async function storedMistakes() {
  const { data, error } = await supabase().from('mistakes').select('set_code,question_key,answer,fixed_at');
  if (error) throw new Error(error.message);
  return data as { set_code: string; question_key: string; answer: string; fixed_at: string | null }[];
}

beforeEach(() => {
  connect();
});

describe('useTypedPractice', () => {
  it('checks at the end: no verdict while typing, every verdict on Check, hidden again by an edit', async () => {
    const user = userEvent.setup();
    await openDrill();
    await user.type(input(1), 'du');
    await user.type(input(2), 'ihrr');
    await user.click(document.body);
    expect(input(1)).toHaveAttribute('data-state', 'neutral');
    expect(input(2)).toHaveAttribute('data-state', 'neutral');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(input(1)).toHaveAttribute('data-state', 'correct');
    expect(input(2)).toHaveAttribute('data-state', 'incorrect');
    expect(input(3)).toHaveAttribute('data-state', 'neutral'); // empty
    expect(screen.getByText('Hint 2: Look at the verb.')).toBeInTheDocument();
    expect(screen.getByText('Why 2: The verb’s ending names the person.')).toBeInTheDocument();
    expect(screen.queryByText(/^Hint 1/)).toBeNull();
    // The wrong answer went to My mistakes.
    await waitFor(async () =>
      expect(await storedMistakes()).toEqual([
        { set_code: '1dsp', question_key: '2-0', answer: 'ihrr', fixed_at: null },
      ]),
    );
    // Edited after the check: no verdict, even once left, until the next Check.
    await user.type(input(2), '{Backspace}');
    await user.click(document.body);
    expect(input(2)).toHaveAttribute('data-state', 'neutral');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(input(2)).toHaveAttribute('data-state', 'correct');
  });

  it('checks each answer as it is left once the learner asks, and a right one fixes its mistake', async () => {
    const user = userEvent.setup();
    await openDrill();
    await user.click(screen.getByRole('button', { name: 'Check each answer' }));
    await user.type(input(3), 'wie');
    expect(input(3)).toHaveAttribute('data-state', 'neutral'); // focused
    await user.click(document.body);
    expect(input(3)).toHaveAttribute('data-state', 'incorrect');
    await waitFor(async () => expect(await storedMistakes()).toHaveLength(1));
    await user.clear(input(3));
    await user.type(input(3), 'wir');
    await user.click(document.body);
    expect(input(3)).toHaveAttribute('data-state', 'correct');
    await waitFor(async () => expect((await storedMistakes())[0]?.fixed_at).not.toBeNull());
  });

  it('shows the verdicts of answers loaded with the page at once', async () => {
    await openDrill({ 1: ['du'], 3: ['wer'] });
    expect(input(1)).toHaveValue('du');
    expect(input(1)).toHaveAttribute('data-state', 'correct');
    expect(input(3)).toHaveAttribute('data-state', 'incorrect');
    expect(input(2)).toHaveAttribute('data-state', 'neutral');
  });

  it('moves by keyboard: Enter to the next input, Escape to the row’s button, Ctrl+Enter opens the answer', async () => {
    const user = userEvent.setup();
    await openDrill();
    await user.click(input(1));
    await user.keyboard('{Enter}');
    expect(input(2)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Answer 2' })).toHaveFocus();
    await user.click(input(3));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('Answer 3 open');
    await user.click(input(3));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('inserts a special character into the input focused last', async () => {
    const user = userEvent.setup();
    await openDrill();
    await user.type(input(2), 'hei');
    await user.click(screen.getByRole('button', { name: 'ß' }));
    expect(input(2)).toHaveValue('heiß');
    expect(input(1)).toHaveValue('');
  });

  it('earns the page’s code once every input holds an answer of the minimum length', async () => {
    const user = userEvent.setup();
    const { queryClient } = await openDrill();
    const codes = () => queryClient.getQueryData<string[]>(queryKeys.completed()) ?? [];
    await user.type(input(1), 'du');
    await user.type(input(2), 'ihr');
    await user.type(input(3), 'w');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.completed())).toBeDefined());
    expect(codes()).not.toContain('1dsp');
    await user.type(input(3), 'x'); // right or wrong, two letters count
    await waitFor(() => expect(codes()).toContain('1dsp'));
  });
});
