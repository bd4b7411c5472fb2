import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPracticePage, loadPracticeSet, type WordOrderDrill } from '@grundlagen/content';
import { decodeWordOrder, encodeWordOrder } from '@grundlagen/core';
import { supabase } from '../src/lib/supabase.ts';
import { queuedCount, queuedRows } from '../src/lib/write-queue.ts';
import { freePort } from '@grundlagen/e2e/server';
import { connect, renderApp, signUpLearner } from './render-app.tsx';

beforeEach(() => {
  connect();
});

async function savedCodes(): Promise<string> {
  const { data } = await supabase().from('completed').select('completed_list');
  return (data as { completed_list: string }[] | null)?.[0]?.completed_list ?? '';
}

describe('choice drill (kein vs. nicht)', () => {
  it('styles answers, saves only changes, completes at 40 answered and resets', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = await loadPracticeSet('ch4_kein_nicht');
    if (set.kind !== 'choice-drill') throw new Error('unexpected set');
    renderApp('/ch4/drills/kein_vs_nicht');
    await screen.findByRole('heading', { name: 'Kein Vs. Nicht' });
    expect(
      screen.getByText(
        /For each of the 40 sentences below, click kein or nicht to indicate how the sentence/,
      ),
    ).toBeInTheDocument();

    // The drill's rows were created on the server when it loaded (docs/product/saving.md "Loading").
    const created = await supabase().from('ch4_kein_nicht').select('questionNum,userAnswer');
    expect(created.data).toHaveLength(40);

    const first = set.items[0]!;
    const wrong = first.answer === 'kein' ? 'nicht' : 'kein';
    const row1 = screen.getByRole('group', { name: 'Negation of sentence 1' });
    await user.click(within(row1).getByRole('radio', { name: wrong }));
    expect(row1.closest('li')).toHaveClass('choice-incorrect');
    await user.click(within(row1).getByRole('radio', { name: first.answer }));
    expect(row1.closest('li')).toHaveClass('choice-correct');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work saved.')).toBeInTheDocument();
    const saved = await supabase().from('ch4_kein_nicht').select('userAnswer').eq('questionNum', 1);
    expect(saved.data).toEqual([{ userAnswer: first.answer }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work already saved.')).toBeInTheDocument();

    for (let sentence = 2; sentence <= 40; sentence += 1) {
      const group = screen.getByRole('group', { name: `Negation of sentence ${sentence}` });
      await user.click(within(group).getByRole('radio', { name: 'nicht' }));
    }
    await waitFor(async () => expect(await savedCodes()).toContain('4dkn'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Achtung!' });
    expect(
      within(dialog).getByText(
        'If you click OK you will permanently delete all your work on the drills on this page.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect(await savedCodes()).not.toContain('4dkn'));
    const cleared = await supabase().from('ch4_kein_nicht').select('userAnswer');
    expect((cleared.data as { userAnswer: string }[]).every((row) => row.userAnswer === '')).toBe(true);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  }, 60_000); // 40 rows clicked one by one: over 20 s on a busy two-core machine

  it('shows the answer modal with the negation word bold and underlined', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = await loadPracticeSet('ch4_kein_nicht');
    if (set.kind !== 'choice-drill') throw new Error('unexpected set');
    renderApp('/ch4/drills/kein_vs_nicht');
    await user.click(await screen.findByRole('button', { name: 'Show the answer for sentence 2' }));
    const dialog = await screen.findByRole('dialog');
    const item = set.items[1]!;
    expect(within(dialog).getByText('Negation:')).toBeInTheDocument();
    const word = within(dialog).getByText(item.negation[1]);
    expect(word.tagName).toBe('U');
    expect(word.parentElement?.tagName).toBe('STRONG');
    expect(within(dialog).getByText('Reason:')).toBeInTheDocument();
    expect(within(dialog).getByText(item.negative_translation)).toBeInTheDocument();
  });

  it('asks sein oder haben with its own instructions and shows the perfect in the answer', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = await loadPracticeSet('ch8_sein_haben');
    if (set.kind !== 'choice-drill') throw new Error('unexpected set');
    renderApp('/ch8/drills/sein_oder_haben');
    expect(await screen.findByText(/click sein or haben to choose the helping verb/)).toBeInTheDocument();
    expect(screen.queryByText(/should be negated/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show the answer for sentence 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Perfect:')).toBeInTheDocument();
    expect(within(dialog).queryByText('Negation:')).not.toBeInTheDocument();
    expect(within(dialog).getByText(set.items[0]!.negation[1])).toBeInTheDocument();
  });

  it('keeps a change made while the server is unreachable and sends it when it answers again', async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    renderApp('/ch4/drills/kein_vs_nicht');
    const row = await screen.findByRole('group', { name: 'Negation of sentence 3' });

    // The same session, but the backend address now refuses connections.
    const { data } = await supabase().auth.getSession();
    const down = connect(`http://127.0.0.1:${await freePort()}`);
    await down.auth
      .setSession({
        access_token: data.session!.access_token,
        refresh_token: data.session!.refresh_token,
      })
      .catch(() => undefined);
    await user.click(within(row).getByRole('radio', { name: 'kein' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /could not be updated: the server cannot be reached\. Your answers are kept in this browser/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
    // The answer waits in the browser's write queue.
    expect([...(await queuedRows(learner.user.id, 'ch4_kein_nicht')).values()]).toEqual([
      { questionNum: 3, userAnswer: 'kein' },
    ]);

    connect();
    await supabase().auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    expect(await screen.findByText('Work saved.', {}, { timeout: 12_000 })).toBeInTheDocument();
    const saved = await supabase().from('ch4_kein_nicht').select('userAnswer').eq('questionNum', 3);
    expect(saved.data).toEqual([{ userAnswer: 'kein' }]);
    expect(await queuedCount(learner.user.id, 'ch4_kein_nicht')).toBe(0);
  });
});

describe('word-order drill', () => {
  it('rebuilds a saved order and ignores one that is not a permutation', async () => {
    const set = (await loadPracticeSet('ch3_word_order')) as WordOrderDrill;
    const item = set.items[0]!;
    const start = item.dataList.map((chunk) => chunk.id);
    const accepted = item.correctOrder[0]!;
    expect(decodeWordOrder('', start)).toEqual(start);
    expect(decodeWordOrder(encodeWordOrder(accepted), start)).toEqual(accepted);
    expect(decodeWordOrder('1,1,1,1', start)).toEqual(start);
    expect(decodeWordOrder('99', start)).toEqual(start);
  });

  it('shows the instructions with "here" linking to the lesson, and the answer modal with the rules', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const set = (await loadPracticeSet('ch3_word_order')) as WordOrderDrill;
    renderApp('/ch3/drills/word_order');
    await screen.findByRole('heading', { name: 'Word Order (I)' });
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/ch3/word_order');
    expect(screen.getByText(/For the 31 word jumbles below/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the answer for jumble 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Relevant Rules')).toBeInTheDocument();
    expect(within(dialog).getByText('(Multiple correct answers may be possible.)')).toBeInTheDocument();
    for (const index of set.items[0]!.rule)
      expect(within(dialog).getByText(set.rules[index]!)).toBeInTheDocument();
  });

  it('saves every order on Save', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/ch3/drills/word_order');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work saved.')).toBeInTheDocument();
    const rows = await supabase().from('ch3_word_order').select('questionNum');
    expect(rows.data).toHaveLength(31);
  });
});

describe('a practice page written as content (Practice: Telling Time)', () => {
  it('explains, asks a random item, accepts every accepted answer and shows the reason', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    const page = await loadPracticePage('6npt');
    renderApp('/ch6/practice_time');
    await screen.findByRole('heading', { name: 'Practice: Telling Time' });
    expect(screen.getByText(page.instructions, { exact: false })).toBeInTheDocument();

    const answerFor = () => {
      const input = screen.getByRole('textbox');
      const prompt = (input.getAttribute('aria-label') ?? '').replace(/^Answer for /, '');
      const item = page.items.find((entry) => entry.prompt.replace(/<[^>]*>/g, '') === prompt);
      if (!item) throw new Error(`no item for ${prompt}`);
      return { input, item };
    };

    // A wrong answer shows the first accepted answer and the reason.
    const first = answerFor();
    await user.type(first.input, 'falsch{Enter}');
    const shown = await screen.findByText(new RegExp(`Not quite: ${first.item.answers[0]}`));
    expect(shown.textContent).toContain(first.item.reason ?? '');
    await user.keyboard('{Enter}');

    // Any accepted answer, not only the first, is right.
    const second = answerFor();
    await user.type(second.input, `${second.item.answers.at(-1)}{Enter}`);
    expect(await screen.findByText(/Richtig!/)).toBeInTheDocument();
    expect(screen.getByText(/Score: 1 of 2/)).toBeInTheDocument();
  });
});

describe('loading a page fails', () => {
  it("shows the error screen with the spec's message when the answers cannot be loaded", async () => {
    await signUpLearner();
    // The server answers 404 for a table it does not have: the load fails as on a real outage.
    const client = supabase();
    const original = client.from.bind(client);
    client.from = ((table: string) =>
      original(table === 'ch1_subj_pronoun' ? `${table}_gone` : table)) as typeof client.from;
    try {
      renderApp('/ch1/drills/subj_pronoun');
      // The load is tried twice (one retry after a second) before the error screen shows.
      expect(
        await screen.findByRole('heading', { name: "Sorry, there's been a problem..." }, { timeout: 6000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('User answers (subject pronouns) could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '← Go Back' })).toBeInTheDocument();
    } finally {
      client.from = original;
    }
  });
});
