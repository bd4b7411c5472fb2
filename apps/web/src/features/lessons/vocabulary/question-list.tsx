import { useRef } from 'react';
import { inputLengthLimit, spokenTerm } from '@grundlagen/core';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { SpecialCharacters } from '../../../components/ui/special-characters.tsx';
import { hintText } from '../../../lib/answer-hints.ts';
import { judge, type Question } from './questions.ts';

/** The typed questions of a trainer page; a test shows wrong answers in red. */
export function QuestionList({
  questions,
  chapter,
  strict,
  checkOnLeave,
  checked,
  setChecked,
  values,
  setValues,
  showAnswers,
}: {
  questions: readonly Question[];
  /** The trainer's chapter: a wrong German answer is explained with its grammar. */
  chapter: number;
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
  const lastFocused = useRef<HTMLInputElement | null>(null);
  return (
    <>
      {questions.some((question) => question.answerLang === 'de') ? (
        <SpecialCharacters
          target={() => lastFocused.current}
          onInsert={(input, value) => {
            const key = input.dataset['key'];
            if (key) setValues((current) => ({ ...current, [key]: value }));
          }}
        />
      ) : null}
      <ol className="exercise-list trainer-list">
        {questions.map((question, index) => {
          const value = values[question.key] ?? '';
          const judged = checked.has(question.key) ? judge(question, value, chapter) : undefined;
          const state = judged?.verdict ?? 'neutral';
          // A trainer shows a wrong answer's solution beside it once checked; a test does not.
          const solutionShown = showAnswers || (!strict && state === 'incorrect');
          return (
            <li key={question.key} className="exercise-row">
              <span className="row-number">{index + 1})</span>
              <span lang={question.promptLang}>
                {question.prompt}
                {question.promptLang === 'de' ? <SpeakButton text={spokenTerm(question.prompt)} /> : null}
              </span>
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
                  {...(state === 'incorrect' && judged?.hint ? { hint: hintText[judged.hint] } : {})}
                  {...(state === 'incorrect' && judged?.explanation ? { detail: judged.explanation } : {})}
                  maxLength={inputLengthLimit({ words: question.answers, verb: question.verb ?? false })}
                  onChange={(next) => {
                    setValues((current) => ({ ...current, [question.key]: next }));
                    setChecked((current) => new Set([...current].filter((key) => key !== question.key)));
                  }}
                  onFocus={(event) => {
                    lastFocused.current = event.currentTarget;
                  }}
                  onBlur={() => {
                    if (checkOnLeave && value.trim())
                      setChecked((current) => new Set([...current, question.key]));
                  }}
                />
                {solutionShown ? (
                  <span className="shown-answer" lang={question.answerLang}>
                    {showAnswers ? null : 'Answer: '}
                    {question.answers[0]}
                    {question.answerLang === 'de' ? <SpeakButton text={question.answers[0] ?? ''} /> : null}
                  </span>
                ) : null}
              </span>
              {state === 'incorrect' && judged?.explanation ? (
                <p className="answer-explanation trainer-explanation">
                  <span className="answer-feedback-label">Why:</span> {judged.explanation}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
