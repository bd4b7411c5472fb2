// Issue 12 on the screens: a rejected answer shows where it differs from the closest correct
// answer (marked without colour, announced), the answer modal lists other correct answers and
// their count, and "My answer should count" sends a report to answer_reports with a toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptedAnswerCount, acceptedAnswers } from '@grundlagen/core';
import { loadPracticeSet, type ExerciseSet, type FillInDrill } from '@grundlagen/content';
import { supabase } from '../src/lib/supabase.ts';
import { sentenceText } from '../src/features/practice/components/sentence-view.tsx';
import { connect, renderApp, signUpLearner } from './render-app.tsx';

beforeEach(() => {
  connect();
});

function firstAnswer(set: ExerciseSet, index: number): string {
  return acceptedAnswers(set.sentences[index]!.translation).next().value ?? '';
}

/** What an element shows: its own text, without the words kept for screen readers only. */
function shownText(element: Element): string {
  return [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();
}

/** The first accepted answer with its second word replaced by one no answer has. */
function withWrongWord(answer: string): { typed: string; replaced: string } {
  const words = answer.replace(/[.!?]$/, '').split(' ');
  const replaced = words[1]!;
  words[1] = 'Quatsch';
  return { typed: words.join(' '), replaced: replaced.replace(/[,;:]$/, '') };
}

describe('where a wrong translation differs', () => {
  it('marks the wrong word struck through and the expected word underlined, and announces both', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_german')) as ExerciseSet;
    renderApp('/ch1/english_to_german');
    const input = await screen.findByLabelText('Translation of sentence 1');
    const { typed, replaced } = withWrongWord(firstAnswer(set, 0));
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(input).toHaveClass('answer-incorrect');

    const row = input.closest('li')!;
    // Struck through and underlined (the marks are not colour alone): only the wrong word is
    // struck through, only the expected one underlined, and they stand side by side.
    const struck = [...row.querySelectorAll('del')];
    const underlined = [...row.querySelectorAll('ins')];
    expect(struck.map(shownText)).toEqual(['Quatsch']);
    expect(underlined.map(shownText)).toEqual([replaced]);
    expect(struck[0]!.parentElement).toBe(underlined[0]!.parentElement);
    // The closest correct answer is shown whole, with the expected word where the wrong one was.
    const closest = within(row).getByText('Closest correct answer:').parentElement!;
    expect(closest.textContent).toBe(`Closest correct answer: ${firstAnswer(set, 0)}`);

    // The live status of the input says it in words.
    const status = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.textContent).toContain('Not correct yet.');
    expect(status.textContent).toContain('Closest correct answer:');
    expect(status.textContent).toContain(`"Quatsch" instead of "${replaced}"`);

    // A right answer shows no difference and no report button.
    await user.clear(input);
    await user.type(input, firstAnswer(set, 0));
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(input).toHaveClass('answer-correct');
    expect(within(row).queryByText('Closest correct answer:')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /My answer should count/ })).not.toBeInTheDocument();
  });
});

describe('the answer modal', () => {
  it('shows the translation, other correct answers and how many there are', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_english')) as ExerciseSet;
    const index = set.sentences.findIndex((sentence) => acceptedAnswerCount(sentence.translation).count > 3);
    expect(index).toBeGreaterThanOrEqual(0);
    const sentence = set.sentences[index]!;
    renderApp('/ch1/german_to_english');
    await user.click(
      await screen.findByRole('button', { name: `Show the translation of sentence ${index + 1}` }),
    );
    const dialog = await screen.findByRole('dialog');
    const shown = sentence.defaultTranslation ?? firstAnswer(set, index);
    expect(within(dialog).getByText(shown)).toBeInTheDocument();
    const others = within(dialog).getByRole('region', { name: 'Other correct answers' });
    const listed = within(others)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(8);
    expect(listed).not.toContain(shown);
    const expected = [...acceptedAnswers(sentence.translation, { limit: 9 })].filter(
      (answer) => answer !== shown,
    );
    expect(listed).toEqual(expected.slice(0, listed.length));
    const { count, exact } = acceptedAnswerCount(sentence.translation);
    expect(
      within(others).getByText(
        new RegExp(`${exact ? '' : 'Up to '}${count.toLocaleString('en-GB')} correct answers in all`),
      ),
    ).toBeInTheDocument();
  });
});

describe('My answer should count', () => {
  it('sends the set, question, sentence and answer; a toast confirms and the button says so', async () => {
    const user = userEvent.setup();
    const { user: learner } = await signUpLearner();
    const set = (await loadPracticeSet('ch1_ex_to_english')) as ExerciseSet;
    renderApp('/ch1/german_to_english');
    const input = await screen.findByLabelText('Translation of sentence 2');
    await user.type(input, 'Surely this counts');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    await user.click(screen.getByRole('button', { name: 'My answer should count (sentence 2)' }));
    expect(
      await screen.findByText('Thank you: your answer was sent to the course authors.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reported — thank you (sentence 2)' })).toBeDisabled();

    const { data, error } = await supabase().from('answer_reports').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        set_table: 'ch1_ex_to_english',
        question_num: 2,
        blank: null,
        sentence: sentenceText(set.sentences[1]!.main),
        answer: 'Surely this counts',
        user_id: learner.id,
      }),
    ]);

    // Another answer can be reported again.
    await user.type(input, ' too');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(screen.getByRole('button', { name: 'My answer should count (sentence 2)' })).toBeEnabled();
  });

  it('reports a fill-in blank with its blank number, after showing the closest accepted word', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch1_verb_conj')) as FillInDrill;
    renderApp('/ch1/drills/verb_use');
    const blank = await screen.findByLabelText('Sentence 2, blank 1');
    const accepted = set.items[1]!.answers[0]![0]!;
    const slip = `${accepted}x`;
    await user.type(blank, slip);
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    const row = blank.closest('li')!;
    expect(within(row).getByText(slip, { selector: 'del' })).toBeInTheDocument();
    expect(within(row).getByText(accepted, { selector: 'ins' })).toBeInTheDocument();
    // A capital the word check does not take gets the sentence check's hint.
    const third = set.items[2]!.answers[0]![0]!;
    expect(third).toMatch(/^[a-zäöü]/);
    const capital = screen.getByLabelText('Sentence 3, blank 1');
    await user.type(capital, third[0]!.toUpperCase() + third.slice(1));
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(capital).toHaveClass('answer-incorrect');
    expect(within(capital.closest('li')!).getByText('Check the capital letters.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /My answer should count/ }));
    await screen.findByText('Thank you: your answer was sent to the course authors.');
    await waitFor(async () => {
      const { data } = await supabase()
        .from('answer_reports')
        .select('set_table,question_num,blank,answer,sentence');
      expect(data).toEqual([
        {
          set_table: 'ch1_verb_conj',
          question_num: 2,
          blank: 1,
          answer: slip,
          sentence: sentenceText(set.items[1]!.main, '___'),
        },
      ]);
    });
  });
});

describe('what grammar allows, on the translation screen', () => {
  // Listed: "Wir haben kein Auto, aber wir haben Fahrräder." (chapter 4, sentence 7)
  it('accepts a synonym with its own article', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch4/english_to_german');
    const input = await screen.findByLabelText('Translation of sentence 7');
    await user.type(input, 'Wir haben keinen Wagen, aber wir haben Räder.');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(input).toHaveClass('answer-correct');
  });

  it('shows the closest answer in the learner’s words', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch4/english_to_german');
    const input = await screen.findByLabelText('Translation of sentence 7');
    await user.type(input, 'Wir haben keinen Wagen, aber wir haben Rader.');
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(input).toHaveClass('answer-incorrect');
    const status = document.getElementById(input.getAttribute('aria-describedby')!)!;
    // keinen Wagen stays: only the word that is wrong is marked
    expect(status.textContent).toContain('"Rader" instead of "Fahrräder"');
    expect(status.textContent).not.toContain('instead of "kein"');
  });
});
