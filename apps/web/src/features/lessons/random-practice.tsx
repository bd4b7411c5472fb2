import { useRef, useState, type ReactNode } from 'react';
import { checkWords, inputLengthLimit, PRACTICE_GOAL, practiceGoalReached } from '@grundlagen/core';
import type { CatalogueMenuItem } from '@grundlagen/content';
import { AnswerField } from '../../components/ui/answer-field.tsx';
import { SpecialCharacters } from '../../components/ui/special-characters.tsx';
import { useTracker } from '../../lib/tracker.tsx';

export interface PracticeQuestion {
  /** What to transform or conjugate, e.g. "du (arbeiten)" or "der Tisch → dative". */
  prompt: ReactNode;
  /** A line under the prompt: meaning, category. */
  detail: string;
  /** The label of the input for screen readers. */
  label: string;
  /** Every accepted answer. */
  answers: readonly string[];
  /** How the right answer is shown after a wrong one. */
  solution: string;
  /** Why the answer is right, shown after checking. */
  reason?: string;
}

/**
 * Endless practice: a random question, type the answer, Enter checks it at once and Enter
 * again draws the next; a running score, and the page's code after {@link PRACTICE_GOAL} right answers.
 */
export function RandomPractice({
  item,
  heading,
  instructions,
  draw,
  intro,
  answerLanguage = 'de',
}: {
  item: CatalogueMenuItem;
  heading: ReactNode;
  instructions: string;
  draw: () => PracticeQuestion;
  /** The explanation above the practice. */
  intro?: ReactNode;
  /** English answers are compared without case. */
  answerLanguage?: 'de' | 'en';
}) {
  const tracker = useTracker();
  const [question, setQuestion] = useState(draw);
  const [value, setValue] = useState('');
  const [verdict, setVerdict] = useState<'correct' | 'incorrect' | null>(null);
  const [score, setScore] = useState({ correct: 0, asked: 0 });
  const input = useRef<HTMLInputElement>(null);

  const check = () => {
    if (!value.trim() || verdict) return;
    const caseless = (text: string) => (answerLanguage === 'en' ? text.toLowerCase() : text);
    const result =
      checkWords(caseless(value), question.answers.map(caseless)) === 'correct' ? 'correct' : 'incorrect';
    setVerdict(result);
    const next = { correct: score.correct + (result === 'correct' ? 1 : 0), asked: score.asked + 1 };
    setScore(next);
    if (practiceGoalReached(next.correct)) void tracker.add(item.code);
  };
  const nextQuestion = () => {
    let next = draw();
    for (let attempt = 0; attempt < 5 && next.label === question.label; attempt += 1) next = draw();
    setQuestion(next);
    setValue('');
    setVerdict(null);
    input.current?.focus();
  };

  return (
    <section className="page" aria-labelledby="page-title">
      {heading}
      {intro}
      <p className="instructions">
        {instructions} Press Enter to check, and Enter again for the next one. {PRACTICE_GOAL} right answers
        mark this practice as done.
      </p>
      <div className="card verb-card">
        <p className="verb-prompt" lang="de">
          {question.prompt}
        </p>
        <p className="muted">{question.detail}</p>
        <SpecialCharacters
          target={() => input.current}
          onInsert={(_, next) => {
            setValue(next);
            setVerdict(null);
          }}
        />
        <div className="row-answer">
          <AnswerField
            id="practice-answer"
            ref={input}
            label={question.label}
            lang={answerLanguage}
            value={value}
            state={verdict ?? 'neutral'}
            maxLength={inputLengthLimit({ words: question.answers })}
            onChange={(next) => {
              setValue(next);
              if (verdict) setVerdict(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (verdict) nextQuestion();
              else check();
            }}
          />
          <button type="button" className="button" onClick={verdict ? nextQuestion : check}>
            {verdict ? 'Next' : 'Check'}
          </button>
        </div>
        <p className="result" role="status" aria-live="polite">
          {verdict === 'correct' ? 'Richtig!' : null}
          {verdict === 'incorrect' ? `Not quite: ${question.solution}.` : null}
          {verdict && question.reason ? ` ${question.reason}` : null}
        </p>
      </div>
      <p className="score" aria-live="polite">
        Score: {score.correct} of {score.asked}
        {tracker.isDone(item.code) ? ' · this practice is done ✓' : ''}
      </p>
    </section>
  );
}
