// The speaker buttons where the course shows German: a German voice (a stand-in, since Chromium
// here has none) makes them appear inside the page's own cells and lines; without one, none.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPracticeSet, type FillInDrill, type SubjectPronounDrill } from '@grundlagen/content';
import { MemoryTables } from '../src/features/lessons/memory-table.tsx';
import { VocabularyBox } from '../src/features/practice/components/vocabulary-box.tsx';
import { connect, renderApp, signUpLearner } from './render-app.tsx';
import { installSpeech, stubVoice } from './speech-stub.ts';

const english = [stubVoice('en-US', { default: true })];
let uninstall = () => undefined as void;
beforeEach(() => {
  connect();
});
afterEach(() => uninstall());
function withVoices(voices: SpeechSynthesisVoice[]) {
  const installed = installSpeech(voices);
  uninstall = installed.uninstall;
  return installed.synth;
}

describe('pronunciation', () => {
  it('puts a button inside each word cell of the vocabulary goal list, which says the word with its article', async () => {
    const synth = withVoices([...english, stubVoice('de-DE')]);
    await signUpLearner();
    renderApp('/ch1/vocab/goal');
    const table = await screen.findByRole('table', { name: 'Chapter 1 vocabulary' });
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) {
      const [header] = within(row).getAllByRole('rowheader');
      expect(within(header!).getByRole('button', { name: /^Listen: / })).toBeInTheDocument();
    }
    const noun = within(table).getByRole('rowheader', { name: /^Fußball, ⸚e, der/ });
    await userEvent.click(within(noun).getByRole('button', { name: 'Listen: der Fußball' }));
    expect(synth.spoken.map(({ text, lang }) => [text, lang])).toEqual([['der Fußball', 'de-DE']]);
  });

  it('shows no button where the browser has no German voice', async () => {
    const synth = withVoices(english);
    await signUpLearner();
    renderApp('/ch1/vocab/goal');
    const table = await screen.findByRole('table', { name: 'Chapter 1 vocabulary' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
    expect(screen.queryAllByRole('button', { name: /^Listen: / })).toEqual([]);
    expect(synth.spoken).toEqual([]);
  });

  it('says the answer in the answer modals of the subject-pronoun and fill-in drills', async () => {
    const user = userEvent.setup();
    const synth = withVoices([stubVoice('de-DE')]);
    await signUpLearner();
    const pronouns = (await loadPracticeSet('ch1_subj_pronoun')) as SubjectPronounDrill;
    const view = renderApp('/ch1/drills/subj_pronoun');
    await user.click(await screen.findByRole('button', { name: 'Show the answer for situation 1' }));
    const answer = pronouns.situations[0]!.answer;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: `Listen: ${answer}` }),
    );
    expect(synth.spoken.at(-1)?.text).toBe(answer);
    view.unmount();

    const verbs = (await loadPracticeSet('ch1_verb_conj')) as FillInDrill;
    renderApp('/ch1/drills/verb_use');
    await user.click(await screen.findByRole('button', { name: 'Show the answer for sentence 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Listen: / }));
    const spoken = synth.spoken.at(-1)?.text ?? '';
    expect(spoken).toContain(verbs.items[0]!.answers[0]![0]!);
    expect(spoken).not.toContain('_');
    expect(spoken).toMatch(/^[A-ZÄÖÜ].*[.!?]$/);
  });

  it('says the terms of the vocabulary box without their add-ons', async () => {
    const synth = withVoices([stubVoice('de-DE')]);
    render(
      <VocabularyBox
        entry={{ term: 'Buch, ⸚er, das', transl: 'book', term2: 'lesen (ie), gelesen', transl2: 'to read' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Listen: das Buch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Listen: lesen, gelesen' }));
    expect(synth.spoken.map(({ text }) => text)).toEqual(['das Buch', 'lesen, gelesen']);
  });

  it('puts a button inside each German cell of a table to learn, and none among the inputs of a test', () => {
    withVoices([stubVoice('de-DE')]);
    const table = {
      caption: 'sein (to be)',
      head: ['Person', 'sein'],
      rows: [
        { label: 'ich', cells: [{ answer: 'bin' }] },
        { label: 'du', cells: [{ answer: 'bist' }] },
      ],
    };
    const props = {
      values: {},
      onChange: () => undefined,
      checked: new Set<string>(),
      onLeave: () => undefined,
    };
    const goal = render(<MemoryTables tables={[table]} mode="goal" showAnswers={false} {...props} />);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => within(cell).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Listen: bin',
      'Listen: bist',
    ]);
    goal.unmount();
    const test = render(<MemoryTables tables={[table]} mode="test" showAnswers={false} {...props} />);
    expect(screen.queryAllByRole('button', { name: /^Listen: / })).toEqual([]);
    test.rerender(<MemoryTables tables={[table]} mode="test" showAnswers {...props} />);
    expect(
      within(screen.getAllByRole('cell')[1]!).getByRole('button', { name: 'Listen: bist' }),
    ).toBeInTheDocument();
  });
});
