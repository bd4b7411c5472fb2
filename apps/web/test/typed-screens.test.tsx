import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptedAnswers, inputLengthLimit } from '@grundlagen/core';
import {
  loadPracticeSet,
  type ExerciseSet,
  type FillInDrill,
  type SubjectPronounDrill,
} from '@grundlagen/content';
import { supabase } from '../src/lib/supabase.ts';
import { connect, renderApp, signUpLearner } from './render-app.tsx';

beforeEach(() => {
  connect();
});
afterEach(() => {
  vi.useRealTimers();
});

async function savedCodes(): Promise<string> {
  const { data } = await supabase().from('completed').select('completed_list');
  return (data as { completed_list: string }[] | null)?.[0]?.completed_list ?? '';
}

function firstAnswer(set: ExerciseSet, index: number): string {
  return acceptedAnswers(set.sentences[index]!.translation).next().value ?? '';
}

describe('translation exercise', () => {
  it('shows the instructions, the example row and a length limit per sentence', async () => {
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_english')) as ExerciseSet;
    renderApp('/ch1/german_to_english');
    expect(await screen.findByText(/Translate the following 15 sentences\./)).toBeInTheDocument();
    expect(screen.getByText('0)')).toBeInTheDocument();
    expect(screen.getByText('Anna arbeitet ruhig.')).toBeInTheDocument();
    expect(screen.getByText('Anna is working quietly.')).toBeInTheDocument();
    const input = screen.getByLabelText('Translation of sentence 1');
    expect(input).toHaveAttribute('maxLength', String(inputLengthLimit(set.sentences[0]!)));
    expect(screen.getByRole('group', { name: 'Special characters' })).toBeInTheDocument();
  });

  it('checks at the end: wrong stays yellow, right turns green, and a near miss gets a hint', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_german')) as ExerciseSet;
    renderApp('/ch1/english_to_german');
    const first = await screen.findByLabelText('Translation of sentence 1');
    const second = screen.getByLabelText('Translation of sentence 2');
    await user.type(first, firstAnswer(set, 0));
    await user.type(second, 'Das ist falsch');
    // atEnd: leaving an input does not check it.
    expect(first).not.toHaveClass('answer-correct');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(first).toHaveClass('answer-correct');
    expect(second).toHaveClass('answer-incorrect');

    // A German answer with a noun written in lower case is a near miss with a hint.
    const noun = / ([A-ZÄÖÜ][a-zäöüß]{3,})/;
    const index = set.sentences.findIndex((_, i) => noun.test(firstAnswer(set, i)));
    expect(index).toBeGreaterThanOrEqual(0);
    const input = screen.getByLabelText(`Translation of sentence ${index + 1}`);
    await user.clear(input);
    const lowered = firstAnswer(set, index).replace(noun, (_, word: string) => ` ${word.toLowerCase()}`);
    await user.type(input, lowered);
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(input).toHaveClass('answer-incorrect');
    expect(screen.getByText('Check the capital letters.')).toBeInTheDocument();
  });

  it('checks each answer when left in eachAnswer mode', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch1/german_to_english');
    const first = await screen.findByLabelText('Translation of sentence 1');
    await user.click(screen.getByRole('radio', { name: 'after each answer' }));
    expect(screen.getByRole('button', { name: 'Check Answers' })).toBeDisabled();
    await user.type(first, 'Nothing like it');
    expect(first).not.toHaveClass('answer-incorrect');
    await user.tab();
    expect(first).toHaveClass('answer-incorrect');
  });

  it('moves with Enter and Tab between inputs, and from the last input to Save', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch1/english_to_german');
    const first = await screen.findByLabelText('Translation of sentence 1');
    await user.click(first);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Translation of sentence 2')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Translation of sentence 3')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Translation of sentence 2')).toHaveFocus();
    await user.click(screen.getByLabelText('Translation of sentence 10'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it("opens a row's answer with Ctrl+Enter from its input, named in the instructions, and Tab still moves on", async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch1/english_to_german');
    const third = await screen.findByLabelText('Translation of sentence 3');
    expect(screen.getByText(/in an input opens that row's answer/)).toBeInTheDocument();
    expect(third).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Escape');
    await user.click(third);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sentence 3/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText('Translation of sentence 4')).toHaveFocus();
  });

  it('inserts a special character at the cursor of the focused input and respects the length limit', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch1/english_to_german');
    const first = (await screen.findByLabelText('Translation of sentence 1')) as HTMLInputElement;
    const second = screen.getByLabelText('Translation of sentence 2') as HTMLInputElement;
    // The caret in the middle of the first input, which has focus and has never lost it.
    await user.type(first, 'Mdchen');
    first.setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Insert ä' }));
    expect(first).toHaveValue('Mädchen');
    expect(first).toHaveFocus();
    expect(first.selectionStart).toBe(2);

    // Another input focused: the character goes there, at its caret, and the first is unchanged.
    await user.click(second);
    await user.type(second, 'Sse');
    second.setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Insert ü' }));
    expect(second).toHaveValue('Süse');
    expect(first).toHaveValue('Mädchen');
    expect(second).toHaveFocus();
    expect(second.selectionStart).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Insert ß' }));
    expect(second).toHaveValue('Süßse');

    const limit = first.maxLength;
    await user.clear(first);
    await user.type(first, 'x'.repeat(limit));
    await user.click(screen.getByRole('button', { name: 'Insert ß' }));
    expect(first).toHaveValue('x'.repeat(limit));
  });

  it('saves only changes, earns 1ege when every answer is long enough, and Reset clears it', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_english')) as ExerciseSet;
    renderApp('/ch1/german_to_english');
    await screen.findByLabelText('Translation of sentence 1');
    for (let index = 0; index < set.sentences.length; index += 1) {
      fireEvent.change(screen.getByLabelText(`Translation of sentence ${index + 1}`), {
        target: { value: firstAnswer(set, index) },
      });
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work saved.')).toBeInTheDocument();
    await waitFor(async () => expect(await savedCodes()).toContain('1ege'));
    const stored = await supabase()
      .from('ch1_ex_to_english')
      .select('questionNum,userAnswer1')
      .eq('questionNum', 15);
    expect(stored.data).toEqual([{ questionNum: 15, userAnswer1: firstAnswer(set, 14) }]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work already saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Achtung!' });
    expect(
      within(dialog).getByText(
        'If you click OK you will permanently delete all your work on the exercises on this page.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Translation of sentence 1')).toHaveFocus());
    expect(screen.getByLabelText('Translation of sentence 1')).toHaveValue('');
    await waitFor(async () => expect(await savedCodes()).not.toContain('1ege'));
    const cleared = await supabase().from('ch1_ex_to_english').select('userAnswer1').eq('questionNum', 15);
    expect(cleared.data).toEqual([{ userAnswer1: '' }]);
  });

  it('autosaves when an input is left more than 30 seconds after the last save, but not towards Save', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    await signUpLearner();
    renderApp('/ch1/german_to_english');
    const first = await screen.findByLabelText('Translation of sentence 1');
    await user.type(first, 'First leave only records the time');
    await user.tab();
    expect(screen.queryByText('Work autosaved.')).not.toBeInTheDocument();

    vi.setSystemTime(Date.now() + 31_000);
    await user.type(screen.getByLabelText('Translation of sentence 2'), 'Second leave saves');
    await user.tab();
    expect(await screen.findByText('Work autosaved.')).toBeInTheDocument();
    const stored = await supabase().from('ch1_ex_to_english').select('userAnswer1').eq('questionNum', 2);
    expect(stored.data).toEqual([{ userAnswer1: 'Second leave saves' }]);

    // The last input hands focus to Save: that leave does not autosave, the Save press will.
    await user.click(screen.getByLabelText('Translation of sentence 15'));
    vi.setSystemTime(Date.now() + 31_000);
    await user.type(screen.getByLabelText('Translation of sentence 15'), 'Towards the button');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    const notYet = await supabase().from('ch1_ex_to_english').select('userAnswer1').eq('questionNum', 15);
    expect(notYet.data).toEqual([]);
  });
});

describe('subject-pronoun drill', () => {
  it('shows the grid, the example row and the answer modal', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_subj_pronoun')) as SubjectPronounDrill;
    renderApp('/ch1/drills/subj_pronoun');
    expect(await screen.findByRole('heading', { name: 'Using the Subject Pronoun' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'If you are...' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '...then you should use:' })).toBeInTheDocument();
    expect(screen.getByText(`0) ${set.example.situation}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the answer for situation 5' }));
    const dialog = await screen.findByRole('dialog');
    const situation = set.situations[4]!;
    expect(within(dialog).getByText('You are...')).toBeInTheDocument();
    expect(within(dialog).getByText(situation.situation)).toBeInTheDocument();
    expect(within(dialog).getByText('You should use:')).toBeInTheDocument();
    expect(within(dialog).getByText(situation.answer)).toBeInTheDocument();
    expect(within(dialog).getByText('Reason:')).toBeInTheDocument();
    expect(within(dialog).getByText(situation.reason)).toBeInTheDocument();
  });

  it('is case-sensitive, rejects a repeated word, and completes 1dsp at two characters an answer', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_subj_pronoun')) as SubjectPronounDrill;
    renderApp('/ch1/drills/subj_pronoun');
    await screen.findByLabelText('Pronoun for situation 1');
    set.situations.forEach((situation, index) => {
      fireEvent.change(screen.getByLabelText(`Pronoun for situation ${index + 1}`), {
        target: { value: situation.answer },
      });
    });
    const formal = set.situations.findIndex((situation) => situation.answer === 'Sie') + 1;
    fireEvent.change(screen.getByLabelText(`Pronoun for situation ${formal}`), { target: { value: 'sie' } });
    const informal = set.situations.findIndex((situation) => situation.answer === 'du') + 1;
    fireEvent.change(screen.getByLabelText(`Pronoun for situation ${informal}`), {
      target: { value: 'du du' },
    });
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(screen.getByLabelText(`Pronoun for situation ${formal}`)).toHaveClass('answer-incorrect');
    expect(screen.getByLabelText(`Pronoun for situation ${informal}`)).toHaveClass('answer-incorrect');
    expect(document.querySelectorAll('.answer-correct')).toHaveLength(30);
    // Answered, even if wrong: every answer has two characters, so the page counts as done.
    await waitFor(async () => expect(await savedCodes()).toContain('1dsp'));
  });
});

describe('fill-in drill', () => {
  it('checks each blank with the word check and shows the translation with the eye button', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_verb_conj')) as FillInDrill;
    renderApp('/ch1/drills/verb_use');
    const blank = await screen.findByLabelText('Sentence 1, blank 1');
    await user.type(blank, set.items[0]!.answers[0]![0]!);
    await user.type(screen.getByLabelText('Sentence 2, blank 1'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(blank).toHaveClass('answer-correct');
    expect(screen.getByLabelText('Sentence 2, blank 1')).toHaveClass('answer-incorrect');

    expect(screen.queryByText(set.items[0]!.translation)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the translation of sentence 1' }));
    expect(screen.getByText(set.items[0]!.translation)).toBeInTheDocument();
  });

  it('says why a blank is wrong with the drill’s own explanation, on screen and to screen readers, and keeps it with the mistake', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch5_dat_prep')) as FillInDrill;
    const authored = set.items[0]!.explanation![0]!;
    renderApp('/ch5/drills/dative_prepositions');
    const blank = await screen.findByLabelText('Sentence 1, blank 1');
    await user.type(blank, 'den');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    const feedback = document.getElementById('feedback-1-0')!;
    const why = within(feedback).getByText(authored, { exact: false });
    expect(why).toHaveTextContent(`Why: ${authored}`);
    expect(document.getElementById(blank.getAttribute('aria-describedby')!)).toHaveTextContent(authored);
    // A capital-letter slip gets its hint alone.
    await user.clear(blank);
    await user.type(blank, 'Dem');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    await waitFor(() => expect(blank).toHaveClass('answer-incorrect'));
    expect(document.querySelector('#feedback-1-0 .answer-explanation')).toBeNull();
    await waitFor(async () => {
      const { data } = await supabase().from('mistakes').select('answer,explanation').eq('set_code', '5ddp');
      expect(data).toContainEqual({ answer: 'den', explanation: authored });
    });
  }, 60_000);
});
