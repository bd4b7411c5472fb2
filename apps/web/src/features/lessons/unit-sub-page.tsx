import { useState } from 'react';
import { testPassed } from '@grundlagen/core';
import { sectionLabel, type CatalogueMenuItem, type UnitPage } from '@grundlagen/content';
import { PageHeading } from '../../components/page-heading.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { markMistakesFixed, recordMistakes } from '../../lib/mistakes.ts';
import { useTracker } from '../../lib/tracker.tsx';
import { LessonBlocks } from './lesson-blocks.tsx';
import { MemoryTables, useMemoryTables } from './memory-table.tsx';

/** A page of a memorisation or review unit: the tables to learn (goal), to practise or to recall (test). */
export function UnitSubPage({
  item,
  path,
  name,
  page,
}: {
  item: CatalogueMenuItem;
  path: string;
  name: string;
  page: UnitPage;
}) {
  const tracker = useTracker();
  const queryClient = useQueryClient();
  const tables = useMemoryTables(page.tables);
  const [result, setResult] = useState<string | null>(null);
  const total = tables.inputs.length;

  // A test's wrong cells go to My mistakes (keyed as their review cards are); right ones fix them.
  const noteTest = (verdicts: readonly (string | null)[]) => {
    const cellOf = (key: string) => {
      const [tableIndex = 0, rowIndex = 0, cellIndex = 0] = key.split('-').map(Number);
      const table = page.tables[tableIndex];
      const row = table?.rows[rowIndex];
      const where = [row?.label, table?.head[cellIndex + 1]].filter(Boolean).join(', ');
      return { questionKey: `t:${item.code}:${path}:${key}`, prompt: `${table?.caption ?? ''}: ${where}` };
    };
    const wrong = tables.inputs.flatMap(({ key, cell }, index) =>
      verdicts[index] === 'correct'
        ? []
        : [
            {
              ...cellOf(key),
              answer: tables.values[key] ?? '',
              check: {
                kind: 'words',
                accepted: [cell.answer, ...(cell.accepted ?? [])],
                language: 'de',
              } as const,
            },
          ],
    );
    void recordMistakes(
      queryClient,
      item.code,
      wrong.filter((entry) => entry.answer.trim() !== ''),
    ).catch(() => undefined);
    void markMistakesFixed(
      queryClient,
      item.code,
      tables.inputs
        .filter((_, index) => verdicts[index] === 'correct')
        .map(({ key }) => cellOf(key).questionKey),
    ).catch(() => undefined);
  };

  const check = () => {
    tables.checkAll(tables.inputs.map(({ key }) => key));
    const verdicts = tables.verdicts();
    const correct = verdicts.filter((verdict) => verdict === 'correct').length;
    if (page.mode === 'test') noteTest(verdicts);
    if (page.mode === 'test' && testPassed(verdicts)) {
      setResult(`Passed: all ${total} correct. ${item.name} is marked as done.`);
      void tracker.add(item.code);
    } else if (page.mode === 'test') {
      setResult(`${correct} of ${total} correct. The wrong answers are red: learn them and try again.`);
    } else {
      setResult(`${correct} of ${total} correct.`);
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading
        chapter={item.chapter}
        section={sectionLabel[item.section]}
        parent={item}
        title={`${item.name}: ${name}`}
      />
      {page.blocks ? <LessonBlocks blocks={page.blocks} /> : null}
      {/* A page that says in its own words what to fill in gets only how it is checked. */}
      {page.mode === 'practice' ? (
        <p className="instructions">
          {page.blocks ? '' : 'Fill in the table. '}Each answer is checked when you leave it; do it as often
          as you like.
        </p>
      ) : null}
      {page.mode === 'test' ? (
        <p className="instructions">
          {page.blocks
            ? 'Press Check My Answers when the table is full.'
            : 'Fill in the whole table from memory, then press Check My Answers.'}
        </p>
      ) : null}
      <MemoryTables
        tables={page.tables}
        mode={page.mode}
        values={tables.values}
        onChange={tables.change}
        checked={tables.checked}
        onLeave={tables.leave}
        showAnswers={tables.showAnswers}
      />
      {page.mode !== 'goal' ? (
        <div className="button-row unit-controls">
          <button type="button" className="button" onClick={check}>
            Check My Answers
          </button>
          {page.mode === 'practice' || result ? (
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={tables.showAnswers}
              onClick={() => tables.setShowAnswers(!tables.showAnswers)}
            >
              {tables.showAnswers ? 'Hide Answers' : 'Show Answers'}
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              tables.clear();
              setResult(null);
            }}
          >
            Start Again
          </button>
        </div>
      ) : null}
      <p className="result" role="status" aria-live="polite">
        {result}
      </p>
    </section>
  );
}
