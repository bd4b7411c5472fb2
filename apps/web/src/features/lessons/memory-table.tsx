import { memo, useCallback, useState } from 'react';
import { checkWords, inputLengthLimit, judgeWords } from '@grundlagen/core';
import type { MemoryTable } from '@grundlagen/content';
import { AnswerField, type FieldState } from '../../components/ui/answer-field.tsx';
import { SpeakButton } from '../../components/ui/speak-button.tsx';
import { hintText } from '../../lib/answer-hints.ts';
import { LessonTable } from './lesson-table.tsx';

type Mode = 'goal' | 'practice' | 'test';

function accepted(cell: MemoryTable['rows'][number]['cells'][number]): string[] {
  return [cell.answer, ...(cell.accepted ?? [])];
}

/** Every cell of every table, in reading order, with its key. */
export function tableCells(tables: readonly MemoryTable[]) {
  return tables.flatMap((table, tableIndex) =>
    table.rows.flatMap((row, rowIndex) =>
      row.cells.map((cell, cellIndex) => ({ key: `${tableIndex}-${rowIndex}-${cellIndex}`, cell })),
    ),
  );
}

interface MemoryTablesProps {
  tables: readonly MemoryTable[];
  mode: Mode;
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  /** Keys whose verdict is shown. */
  checked: ReadonlySet<string>;
  /** A cell was left (or Enter pressed in it) with this value. */
  onLeave: (key: string, value: string) => void;
  showAnswers: boolean;
}

/**
 * One cell to fill. Memoised: typing in one cell of a large table (the past participles test has
 * 122) renders that cell, not every cell with its check.
 */
const InputCell = memo(function InputCell({
  cellKey,
  cell,
  label,
  strict,
  value,
  checked,
  showAnswer,
  limit,
  onChange,
  onLeave,
}: {
  cellKey: string;
  cell: MemoryTable['rows'][number]['cells'][number];
  label: string;
  strict: boolean;
  value: string;
  checked: boolean;
  showAnswer: boolean;
  limit: number;
  onChange: (key: string, value: string) => void;
  onLeave: (key: string, value: string) => void;
}) {
  // The word check with its hints, as in the drills and Review ("sie" for Sie: the capitals).
  const judged = checked ? judgeWords(value, accepted(cell), { language: 'de' }) : undefined;
  const state: FieldState = judged?.verdict ?? 'neutral';
  return (
    <td>
      <AnswerField
        id={`cell-${cellKey}`}
        label={label}
        lang="de"
        value={value}
        state={state}
        strict={strict}
        {...(state === 'incorrect' && judged?.hint ? { hint: hintText[judged.hint] } : {})}
        maxLength={limit}
        onChange={(next) => onChange(cellKey, next)}
        onBlur={() => onLeave(cellKey, value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onLeave(cellKey, value);
        }}
      />
      {showAnswer ? (
        <span className="shown-answer" lang="de">
          {cell.answer}
          <SpeakButton text={cell.answer} />
        </span>
      ) : null}
    </td>
  );
});

/**
 * Tables to learn (goal), to fill with checking as you go (practice) or to recall whole
 * (test: a wrong cell is red).
 */
export function MemoryTables({
  tables,
  mode,
  values,
  onChange,
  checked,
  onLeave,
  showAnswers,
}: MemoryTablesProps) {
  return (
    <>
      {tables.map((table, tableIndex) => {
        // One limit for the table: a form of another cell (darfst in the er cell) is a wrong answer
        // to be checked, not typing to cut, and no cell's limit tells its answer's length.
        const limit = inputLengthLimit({
          words: table.rows.flatMap((row) => row.cells.flatMap((cell) => accepted(cell))),
        });
        return (
          <LessonTable
            key={table.caption}
            caption={table.caption}
            head={table.head}
            className="lesson-table memory-table"
          >
            {table.rows.map((row, rowIndex) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, cellIndex) => {
                  const key = `${tableIndex}-${rowIndex}-${cellIndex}`;
                  const column = table.head[cellIndex + 1] ?? '';
                  if (mode === 'goal' || (mode === 'practice' && cell.given)) {
                    return (
                      <td
                        key={key}
                        lang="de"
                        className={cell.given && mode === 'practice' ? 'given' : undefined}
                      >
                        {cell.answer}
                        <SpeakButton text={cell.answer} />
                      </td>
                    );
                  }
                  return (
                    <InputCell
                      key={key}
                      cellKey={key}
                      cell={cell}
                      label={`${table.caption}: ${row.label}${column ? `, ${column}` : ''}`}
                      strict={mode === 'test'}
                      value={values[key] ?? ''}
                      checked={checked.has(key)}
                      showAnswer={showAnswers}
                      limit={limit}
                      onChange={onChange}
                      onLeave={onLeave}
                    />
                  );
                })}
              </tr>
            ))}
          </LessonTable>
        );
      })}
    </>
  );
}

/** State of a practice or test page over a set of tables. */
export function useMemoryTables(tables: readonly MemoryTable[]) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [showAnswers, setShowAnswers] = useState(false);
  // `change` and `leave` stay the same functions, so that an unchanged cell is not rendered again.
  const change = useCallback((key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setChecked((current) =>
      current.has(key) ? new Set([...current].filter((entry) => entry !== key)) : current,
    );
  }, []);
  const leave = useCallback((key: string, value: string) => {
    if (value.trim()) setChecked((current) => (current.has(key) ? current : new Set([...current, key])));
  }, []);
  const cells = tableCells(tables);
  const inputs = cells.filter(({ cell }) => !cell.given);
  /** The verdict of every input cell, in reading order. */
  const verdicts = () => inputs.map(({ key, cell }) => checkWords(values[key] ?? '', accepted(cell)));
  return {
    values,
    checked,
    showAnswers,
    setShowAnswers,
    change,
    leave,
    checkAll: (keys: readonly string[]) => setChecked(new Set(keys)),
    clear: () => {
      setValues({});
      setChecked(new Set());
      setShowAnswers(false);
    },
    cells,
    inputs,
    verdicts,
  };
}
