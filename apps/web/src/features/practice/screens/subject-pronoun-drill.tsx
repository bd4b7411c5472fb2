import { checkWords, inputLengthLimit, SUBJECT_PRONOUN_MINIMUM_LENGTH } from '@grundlagen/core';
import type { SubjectPronounDrill as SubjectPronounSet } from '@grundlagen/content';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import {
  AnswerButton,
  AnswerIcon,
  KeyboardHint,
  PageNavigation,
  PracticeHeader,
} from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { AnswerDetailsModal, ResetModal } from '../components/practice-modals.tsx';
import { useTypedPractice } from '../hooks/use-typed-practice.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** The subject-pronoun drill (docs/product/screens.md "Fill-in drills"): "If you are..." / "...then you should use:". */
export function SubjectPronounDrill({ data }: { data: PracticePageData & { set: SubjectPronounSet } }) {
  const { item, set } = data;
  const page = useTypedPractice(data, {
    minimumLength: SUBJECT_PRONOUN_MINIMUM_LENGTH,
    completion: (valueOf) =>
      set.situations.map((situation, index) => ({
        answer: valueOf(index + 1),
        shortestAccepted: situation.answer.length,
      })),
    verdict: (questionNum, _slot, value) => ({
      state: checkWords(value, [set.situations[questionNum - 1]?.answer ?? '']) ?? 'neutral',
    }),
    question: (questionNum) => {
      const situation = set.situations[questionNum - 1];
      return situation
        ? {
            prompt: `If you are ${situation.situation.replace(/^\.{3}/, '')}, you should use:`,
            check: { kind: 'words', accepted: [situation.answer], language: 'de' },
          }
        : undefined;
    },
  });
  // One limit for every input, so that it does not give away which pronoun is short.
  const limit = inputLengthLimit({ words: set.situations.map((situation) => situation.answer) });
  const open = page.openAnswer === null ? undefined : set.situations[page.openAnswer - 1];

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>
          For each situation given below, enter the appropriate form of the subject pronoun. Press the{' '}
          <AnswerIcon /> button to see the answer for each sentence.
        </p>
        <KeyboardHint />
      </PracticeHeader>

      <div className="pronoun-grid" role="table" aria-label="Situations">
        <div className="pronoun-row pronoun-head" role="row">
          <span role="columnheader">If you are...</span>
          <span role="columnheader">...then you should use:</span>
        </div>
        <div className="pronoun-row example-row" role="row">
          <span role="cell">0) {set.example.situation}</span>
          <span role="cell" lang="de">
            {set.example.answer}
          </span>
        </div>
        {set.situations.map((situation, index) => {
          const questionNum = index + 1;
          return (
            <div key={questionNum} id={`question-${questionNum}`} className="pronoun-row" role="row">
              <span role="cell">
                {questionNum}) {situation.situation}
              </span>
              <span role="cell" className="row-answer">
                <AnswerField
                  {...page.field(questionNum)}
                  label={`Pronoun for situation ${questionNum}`}
                  lang="de"
                  maxLength={limit}
                  className="short"
                />
                <AnswerButton
                  label={`Show the answer for situation ${questionNum}`}
                  onClick={() => page.showAnswer(questionNum)}
                />
              </span>
            </div>
          );
        })}
      </div>

      <PracticeControls {...page.controls} />
      <PageNavigation item={item} />

      <AnswerDetailsModal noun="Situation" questionNum={page.openAnswer} onClose={page.closeAnswer}>
        {open ? (
          <dl className="answer-details">
            <dt>You are...</dt>
            <dd>{open.situation}</dd>
            <dt>You should use:</dt>
            <dd lang="de">
              <strong>{open.answer}</strong>
              <SpeakButton text={open.answer} />
            </dd>
            <dt>Reason:</dt>
            <dd>{open.reason}</dd>
          </dl>
        ) : null}
      </AnswerDetailsModal>
      <ResetModal {...page.resetModal} />
    </section>
  );
}
