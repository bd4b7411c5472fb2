import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  checkWords,
  dictionaryTerm,
  inputLengthLimit,
  testPassed,
  VOCABULARY_TEST_SIZE,
} from '@grundlagen/core';
import {
  findMenuItemByPath,
  vocabularyEntries,
  type CatalogueMenuItem,
  type VocabularyEntry,
} from '@grundlagen/content';
import { AnswerField } from '../../components/ui/answer-field.tsx';
import { SpecialCharacters } from '../../components/ui/special-characters.tsx';
import { CoursePage } from '../../components/course-page.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { useTracker } from '../../lib/tracker.tsx';

type Noun = Extract<VocabularyEntry, { type: 'noun' }>;
const isNoun = (entry: VocabularyEntry): entry is Noun => entry.type === 'noun';

/** What the learner types for an entry in German: nouns with their article. */
export function germanAnswer(entry: VocabularyEntry): string {
  if (!isNoun(entry)) return entry.germanRoot;
  if (entry.onlyPlural) return `die ${entry.germanPl ?? entry.germanRoot}`;
  return entry.article ? `${entry.article} ${entry.germanRoot}` : entry.germanRoot;
}

interface Question {
  key: string;
  prompt: string;
  promptLang: 'de' | 'en';
  answers: string[];
  answerLang: 'de' | 'en';
  caseInsensitive?: boolean;
  verb?: boolean;
}

function toEnglish(entry: VocabularyEntry, index: number): Question {
  return {
    key: `en-${index}`,
    prompt: dictionaryTerm(entry).term,
    promptLang: 'de',
    answers: entry.englishTransl.map((translation) => translation.replace(/\s*\(.*?\)\s*/g, ' ').trim()),
    answerLang: 'en',
    caseInsensitive: true,
    verb: entry.type === 'verb',
  };
}

function toGerman(entry: VocabularyEntry, index: number): Question {
  return {
    key: `de-${index}`,
    prompt: entry.englishTransl.join(', '),
    promptLang: 'en',
    answers: [germanAnswer(entry)],
    answerLang: 'de',
  };
}

function pluralQuestion(entry: Noun, index: number): Question {
  return {
    key: `pl-${index}`,
    prompt: `${entry.article} ${entry.germanRoot}`,
    promptLang: 'de',
    answers: [`die ${entry.germanPl ?? ''}`, entry.germanPl ?? ''],
    answerLang: 'de',
  };
}

function verdict(question: Question, value: string) {
  const answer = question.caseInsensitive ? value.toLowerCase() : value;
  const answers = question.caseInsensitive
    ? question.answers.map((entry) => entry.toLowerCase())
    : question.answers;
  return checkWords(answer, answers, question.verb ? { verb: true } : {});
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function QuestionList({
  questions,
  strict,
  checkOnLeave,
  checked,
  setChecked,
  values,
  setValues,
  showAnswers,
}: {
  questions: readonly Question[];
  strict: boolean;
  checkOnLeave: boolean;
  checked: ReadonlySet<string>;
  setChecked: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  values: Readonly<Record<string, string>>;
  setValues: (
    update: (current: Readonly<Record<string, string>>) => Readonly<Record<string, string>>,
  ) => void;
  showAnswers: boolean;
}) {
  const [lastFocused, setLastFocused] = useState<HTMLInputElement | null>(null);
  return (
    <>
      {questions.some((question) => question.answerLang === 'de') ? (
        <SpecialCharacters
          target={() => lastFocused}
          onInsert={(input, value) => {
            const key = input.dataset['key'];
            if (key) setValues((current) => ({ ...current, [key]: value }));
          }}
        />
      ) : null}
      <ol className="exercise-list trainer-list">
        {questions.map((question, index) => {
          const value = values[question.key] ?? '';
          const state = checked.has(question.key) ? (verdict(question, value) ?? 'neutral') : 'neutral';
          return (
            <li key={question.key} className="exercise-row">
              <span className="row-number">{index + 1})</span>
              <span lang={question.promptLang}>{question.prompt}</span>
              <span className="row-answer">
                <AnswerField
                  id={`question-${question.key}`}
                  ref={(element) => {
                    if (element) element.dataset['key'] = question.key;
                  }}
                  label={`${question.answerLang === 'de' ? 'German' : 'English'} for ${question.prompt}`}
                  lang={question.answerLang}
                  value={value}
                  state={state}
                  strict={strict}
                  maxLength={inputLengthLimit({ words: question.answers, verb: question.verb ?? false })}
                  onChange={(next) => {
                    setValues((current) => ({ ...current, [question.key]: next }));
                    setChecked((current) => new Set([...current].filter((key) => key !== question.key)));
                  }}
                  onBlur={(event) => {
                    setLastFocused(event.currentTarget);
                    if (checkOnLeave && value.trim())
                      setChecked((current) => new Set([...current, question.key]));
                  }}
                />
                {showAnswers ? (
                  <span className="shown-answer" lang={question.answerLang}>
                    {question.answers[0]}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function GendersPractice({ nouns }: { nouns: readonly Noun[] }) {
  const [choices, setChoices] = useState<Record<number, string>>({});
  const correct = nouns.filter((noun, index) => choices[index] === noun.article).length;
  return (
    <>
      <p className="result" role="status" aria-live="polite">
        {correct} of {nouns.length} correct.
      </p>
      <ol className="exercise-list">
        {nouns.map((noun, index) => {
          const choice = choices[index];
          const state = !choice ? 'none' : choice === noun.article ? 'correct' : 'incorrect';
          return (
            <li key={noun.germanRoot} className={`exercise-row choice-row choice-${state}`}>
              <span className="row-number">{index + 1})</span>
              <span lang="de">
                {noun.germanRoot} <span className="muted">({noun.englishTransl.join(', ')})</span>
              </span>
              <fieldset className="choices">
                <legend className="visually-hidden">Gender of {noun.germanRoot}</legend>
                {(['der', 'die', 'das'] as const).map((article) => (
                  <label key={article} className="choice">
                    <input
                      type="radio"
                      name={`gender-${index}`}
                      checked={choice === article}
                      onChange={() => setChoices((current) => ({ ...current, [index]: article }))}
                    />
                    <span lang="de">{article}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </>
  );
}

const introduction: Record<string, string> = {
  goal: 'These are the words of this chapter. Learn each one with its meaning; learn every noun with its article and plural.',
  to_english: 'Type the English for each German word. Each answer is checked when you leave it.',
  to_german: 'Type the German for each English word. Give nouns with their article (der Tisch).',
  genders: 'Choose the article of each noun.',
  sing_pl: 'Type the plural of each noun (with or without die).',
  test: `Type the German for each of these ${VOCABULARY_TEST_SIZE} words from memory (nouns with their article), then press Check My Answers. All must be right to pass.`,
};

/** The vocabulary trainer of a chapter (goal, to_english, to_german, genders, sing_pl, test). */
function VocabularyTrainerScreen() {
  const location = useLocation();
  const item = findMenuItemByPath(location.pathname) as CatalogueMenuItem | undefined;
  const tracker = useTracker();
  const entries = useMemo(
    () =>
      vocabularyEntries()
        .filter((entry) => entry.chapter === item?.chapter)
        .map((entry) => entry.entry),
    [item?.chapter],
  );
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [showAnswers, setShowAnswers] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [testRound, setTestRound] = useState(0);
  const testEntries = useMemo(
    () => shuffled(entries).slice(0, VOCABULARY_TEST_SIZE),
    // A new round draws new words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, testRound],
  );
  if (!item) return <NotFoundPage />;
  if (entries.length === 0) return <CoursePage />;

  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  const subPage = item.subPages?.find((entry) => entry.path === rest);
  const nouns = entries.filter(isNoun);
  const header = (
    <>
      <p className="breadcrumb">
        <Link to={`/ch${item.chapter}`}>Chapter {item.chapter}</Link> / New Material
        {subPage ? (
          <>
            {' '}
            / <Link to={item.link}>{item.name}</Link>
          </>
        ) : null}
      </p>
      <h1 id="page-title">
        {subPage ? `${item.name}: ${subPage.name}` : `${item.name}: Chapter ${item.chapter}`}
      </h1>
    </>
  );

  if (!subPage) {
    return (
      <section className="page" aria-labelledby="page-title">
        {header}
        <p className="lead">
          {entries.length} words. Learn them with the goal list, practise both ways, then pass the test.
        </p>
        <ol className="sub-page-list">
          {(item.subPages ?? []).map((page) => (
            <li key={page.path}>
              <Link to={`${item.link}/${page.path}`}>{page.name}</Link>
            </li>
          ))}
        </ol>
      </section>
    );
  }

  const questions: Question[] =
    rest === 'to_english'
      ? entries.map(toEnglish)
      : rest === 'to_german'
        ? entries.map(toGerman)
        : rest === 'sing_pl'
          ? nouns.filter((noun) => noun.germanPl && !noun.onlySing && !noun.onlyPlural).map(pluralQuestion)
          : rest === 'test'
            ? testEntries.map((entry, index) => toGerman(entry, index + testRound * 1000))
            : [];

  const checkTest = () => {
    setChecked(new Set(questions.map((question) => question.key)));
    const verdicts = questions.map((question) => verdict(question, values[question.key] ?? ''));
    const correct = verdicts.filter((entry) => entry === 'correct').length;
    if (testPassed(verdicts)) {
      setResult(`Passed: all ${questions.length} correct. ${item.name} is marked as done.`);
      void tracker.add(item.code);
    } else {
      setResult(
        `${correct} of ${questions.length} correct. The wrong answers are red: learn them and try again.`,
      );
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      {header}
      <p className="instructions">{introduction[rest]}</p>
      {rest === 'goal' ? (
        <div className="table-wrap">
          <table className="lesson-table">
            <caption>Chapter {item.chapter} vocabulary</caption>
            <thead>
              <tr>
                <th scope="col">German</th>
                <th scope="col">English</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const { term, translation } = dictionaryTerm(entry);
                return (
                  <tr key={`${entry.type}-${entry.germanRoot}`}>
                    <th scope="row" lang="de">
                      {term}
                    </th>
                    <td>{translation}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : rest === 'genders' ? (
        <GendersPractice nouns={nouns.filter((noun) => !noun.onlyPlural && noun.article)} />
      ) : (
        <>
          <QuestionList
            questions={questions}
            strict={rest === 'test'}
            checkOnLeave={rest !== 'test'}
            checked={checked}
            setChecked={setChecked}
            values={values}
            setValues={setValues}
            showAnswers={showAnswers}
          />
          <div className="button-row unit-controls">
            {rest === 'test' ? (
              <button type="button" className="button" onClick={checkTest}>
                Check My Answers
              </button>
            ) : null}
            {rest !== 'test' || result ? (
              <button
                type="button"
                className="button button-secondary"
                aria-pressed={showAnswers}
                onClick={() => setShowAnswers(!showAnswers)}
              >
                {showAnswers ? 'Hide Answers' : 'Show Answers'}
              </button>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setValues({});
                setChecked(new Set());
                setShowAnswers(false);
                setResult(null);
                if (rest === 'test') setTestRound((round) => round + 1);
              }}
            >
              {rest === 'test' ? 'New Test' : 'Start Again'}
            </button>
          </div>
          <p className="result" role="status" aria-live="polite">
            {result}
          </p>
        </>
      )}
    </section>
  );
}

/** Each sub-page or mode starts fresh. */
export function VocabularyTrainer() {
  const { pathname } = useLocation();
  return <VocabularyTrainerScreen key={pathname} />;
}
