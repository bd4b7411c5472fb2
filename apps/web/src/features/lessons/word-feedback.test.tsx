import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemoryTable } from '@grundlagen/content';
import { MemoryTables, useMemoryTables } from './memory-table.tsx';
import { QuestionList } from './vocabulary/question-list.tsx';
import type { Question } from './vocabulary/questions.ts';

const kitchen: Question = {
  key: 'de-0',
  prompt: 'kitchen',
  promptLang: 'en',
  answers: ['die Küche'],
  answerLang: 'de',
};

/** A trainer or test list of one question; leaving the input checks it (as a trainer does, or Check). */
function Questions({ strict }: { strict: boolean }) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  return (
    <>
      <QuestionList
        questions={[kitchen]}
        chapter={1}
        strict={strict}
        checkOnLeave
        checked={checked}
        setChecked={setChecked}
        values={values}
        setValues={setValues}
        showAnswers={false}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('vocabulary feedback', () => {
  it('asks for the article of a noun typed without it, on the test', async () => {
    render(<Questions strict />);
    await userEvent.type(screen.getByLabelText('German for kitchen'), 'Küche');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getAllByText(/Add the article\./).length).toBeGreaterThan(0);
    // A test does not give the answer away.
    expect(screen.queryByText('die Küche')).toBeNull();
  });

  it("shows a wrong answer's solution beside it after a check, on a trainer", async () => {
    const { container } = render(<Questions strict={false} />);
    await userEvent.type(screen.getByLabelText('German for kitchen'), 'das Kuche');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(container.querySelector('.row-answer .shown-answer')).toHaveTextContent('Answer: die Küche');
  });
});

const table: MemoryTable = {
  caption: 'Pronouns',
  head: ['Person', 'nominative'],
  rows: [
    { label: 'you (formal)', cells: [{ answer: 'Sie' }] },
    { label: 'cheap', cells: [{ answer: 'billig' }] },
  ],
};

function Table() {
  const state = useMemoryTables([table]);
  return (
    <>
      <MemoryTables
        tables={[table]}
        mode="test"
        values={state.values}
        onChange={state.change}
        checked={state.checked}
        onLeave={state.leave}
        showAnswers={false}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('table test feedback', () => {
  it('says "Check the capital letters" for sie where Sie is meant, and no "Typo?" for another form', async () => {
    render(<Table />);
    await userEvent.type(screen.getByLabelText('Pronouns: you (formal), nominative'), 'sie');
    await userEvent.type(screen.getByLabelText('Pronouns: cheap, nominative'), 'billige');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    const formal = screen.getByLabelText('Pronouns: you (formal), nominative');
    expect(formal).toHaveAttribute('aria-invalid', 'true');
    expect(formal.closest('.answer-field')).toHaveTextContent('Check the capital letters.');
    const cheap = screen.getByLabelText('Pronouns: cheap, nominative');
    expect(cheap).toHaveAttribute('aria-invalid', 'true');
    expect(cheap.closest('.answer-field')).not.toHaveTextContent('Typo?');
  });
});
