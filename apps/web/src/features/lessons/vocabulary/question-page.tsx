import { useMemo, useState } from 'react';
import { testPassed, VOCABULARY_TEST_SIZE } from '@grundlagen/core';
import type { CatalogueMenuItem, VocabularyEntry } from '@grundlagen/content';
import { useQueryClient } from '@tanstack/react-query';
import { markMistakesFixed, recordMistakes } from '../../../lib/mistakes.ts';
import { useTracker } from '../../../lib/tracker.tsx';
import { QuestionList } from './question-list.tsx';
import {
  checkOf,
  isNoun,
  judge,
  pluralQuestion,
  shuffled,
  toEnglish,
  toGerman,
  type Question,
} from './questions.ts';

type QuestionMode = 'to_english' | 'to_german' | 'sing_pl' | 'test';

function questionsFor(
  mode: QuestionMode,
  entries: readonly VocabularyEntry[],
  testEntries: readonly VocabularyEntry[],
  round: number,
): Question[] {
  switch (mode) {
    case 'to_english':
      return entries.map(toEnglish);
    case 'to_german':
      return entries.map(toGerman);
    case 'sing_pl':
      return entries
        .filter(isNoun)
        .filter((noun) => noun.germanPl && !noun.onlySing && !noun.onlyPlural)
        .map(pluralQuestion);
    case 'test':
      return testEntries.map((entry, index) => toGerman(entry, index + round * 1000));
  }
}

/**
 * A typed trainer page: practice both ways and plurals (checked on leaving each answer), or
 * the test (checked at once; passed only when every answer is right, which marks the trainer done).
 */
export function QuestionPage({
  item,
  mode,
  entries,
}: {
  item: CatalogueMenuItem;
  mode: QuestionMode;
  entries: readonly VocabularyEntry[];
}) {
  const tracker = useTracker();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [showAnswers, setShowAnswers] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const isTest = mode === 'test';
  // A new round draws new words.
  const testEntries = useMemo(
    () => shuffled(entries).slice(0, VOCABULARY_TEST_SIZE),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, round],
  );
  const questions = questionsFor(mode, entries, testEntries, round);

  const checkTest = () => {
    setChecked(new Set(questions.map((question) => question.key)));
    const judged = questions.map((question) => judge(question, values[question.key] ?? '', item.chapter));
    const verdicts = judged.map((entry) => entry.verdict);
    const correct = verdicts.filter((entry) => entry === 'correct').length;
    // Wrong answers go to My mistakes; right ones fix the word's open mistakes.
    const questionKey = (question: Question) => `v:${question.answers[0] ?? question.key}`;
    void recordMistakes(
      queryClient,
      item.code,
      questions.flatMap((question, index) =>
        verdicts[index] === 'incorrect'
          ? [
              {
                questionKey: questionKey(question),
                prompt: question.prompt,
                answer: values[question.key] ?? '',
                check: checkOf(question),
                ...(judged[index]?.explanation ? { explanation: judged[index].explanation } : {}),
              },
            ]
          : [],
      ),
    ).catch(() => undefined);
    void markMistakesFixed(
      queryClient,
      item.code,
      questions.filter((_, index) => verdicts[index] === 'correct').map(questionKey),
    ).catch(() => undefined);
    if (testPassed(verdicts)) {
      setResult(`Passed: all ${questions.length} correct. ${item.name} is marked as done.`);
      void tracker.add(item.code);
    } else {
      setResult(
        `${correct} of ${questions.length} correct. The wrong answers are red: learn them and try again.`,
      );
    }
  };
  const startAgain = () => {
    setValues({});
    setChecked(new Set());
    setShowAnswers(false);
    setResult(null);
    if (isTest) setRound((current) => current + 1);
  };

  return (
    <>
      <QuestionList
        questions={questions}
        chapter={item.chapter}
        strict={isTest}
        checkOnLeave={!isTest}
        checked={checked}
        setChecked={setChecked}
        values={values}
        setValues={setValues}
        showAnswers={showAnswers}
      />
      <div className="button-row unit-controls">
        {isTest ? (
          <button type="button" className="button" onClick={checkTest}>
            Check My Answers
          </button>
        ) : null}
        {!isTest || result ? (
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={showAnswers}
            onClick={() => setShowAnswers(!showAnswers)}
          >
            {showAnswers ? 'Hide Answers' : 'Show Answers'}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={startAgain}>
          {isTest ? 'New Test' : 'Start Again'}
        </button>
      </div>
      <p className="result" role="status" aria-live="polite">
        {result}
      </p>
    </>
  );
}
