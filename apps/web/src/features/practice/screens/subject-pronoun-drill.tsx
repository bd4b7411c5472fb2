import { useState } from 'react';
import {
  checkWords,
  inputLengthLimit,
  SUBJECT_PRONOUN_MINIMUM_LENGTH,
  typedSetComplete,
} from '@grundlagen/core';
import type { SubjectPronounDrill as SubjectPronounSet } from '@grundlagen/content';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { ResetModal } from '../components/practice-modals.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { useFeedbackMode } from '../hooks/use-feedback-mode.ts';
import { useInputNavigation } from '../hooks/use-input-navigation.ts';
import { usePracticeAnswers } from '../hooks/use-practice-answers.ts';
import { focusMovesToSave, useTypedChecks } from '../hooks/use-typed-checks.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** The subject-pronoun drill (spec §2): "If you are..." / "...then you should use:". */
export function SubjectPronounDrill({ data }: { data: PracticePageData & { set: SubjectPronounSet } }) {
  const { item, set, spec, userId } = data;
  const answers = usePracticeAnswers(spec, userId);
  const [mode, setMode] = useFeedbackMode();
  const navigation = useInputNavigation();
  const checks = useTypedChecks(
    spec.questionNums.filter((n) => answers.initialValues[n]?.[0]?.trim()).map(String),
    mode,
  );
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const valueOf = (questionNum: number) => answers.values[questionNum]?.[0] ?? '';
  // One limit for every input, so that it does not give away which pronoun is short.
  const limit = inputLengthLimit({ words: set.situations.map((situation) => situation.answer) });

  useCompletionCode(
    item.code,
    typedSetComplete(
      set.situations.map((situation, index) => ({
        answer: valueOf(index + 1),
        shortestAccepted: situation.answer.length,
      })),
      { minimumLength: SUBJECT_PRONOUN_MINIMUM_LENGTH, resetThisVisit: answers.resetThisVisit },
    ),
  );
  const open = openAnswer === null ? undefined : set.situations[openAnswer - 1];

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>
          For each situation given below, enter the appropriate form of the subject pronoun. Press the{' '}
          <span className="icon-inline" aria-hidden="true">
            ?
          </span>
          <span className="visually-hidden">answer</span> button to see the answer for each sentence.
        </p>
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
          const key = String(questionNum);
          const value = valueOf(questionNum);
          const verdict = checks.shows(key) ? checkWords(value, [situation.answer]) : null;
          return (
            <div key={questionNum} className="pronoun-row" role="row">
              <span role="cell">
                {questionNum}) {situation.situation}
              </span>
              <span role="cell" className="row-answer">
                <AnswerField
                  id={`answer-${questionNum}`}
                  ref={navigation.register(questionNum)}
                  label={`Pronoun for situation ${questionNum}`}
                  lang="de"
                  value={value}
                  state={verdict ?? 'neutral'}
                  maxLength={limit}
                  className="short"
                  onChange={(next) => {
                    answers.setValue(questionNum, 0, next);
                    checks.edited(key);
                  }}
                  onFocus={() => checks.focus(key)}
                  onBlur={(event) => {
                    navigation.lastFocused.current = event.currentTarget;
                    checks.leave(key);
                    if (!focusMovesToSave(event)) answers.autosaveOnLeave();
                  }}
                  onKeyDown={navigation.onKeyDown(questionNum)}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Show the answer for situation ${questionNum}`}
                  onClick={() => setOpenAnswer(questionNum)}
                >
                  ?
                </button>
              </span>
            </div>
          );
        })}
      </div>

      <PracticeControls
        saveButton={navigation.saveButton}
        onSave={() => void answers.save()}
        onReset={() => setResetOpen(true)}
        feedback={{
          mode,
          onModeChange: setMode,
          onCheck: () => checks.checkAll(spec.questionNums.map(String)),
        }}
        unsent={answers.unsent}
      />
      <PageNavigation item={item} />

      <Modal
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpenAnswer(null)}
        title={`Situation ${openAnswer ?? ''}`}
      >
        {open ? (
          <dl className="answer-details">
            <dt>You are...</dt>
            <dd>{open.situation}</dd>
            <dt>You should use:</dt>
            <dd lang="de">
              <strong>{open.answer}</strong>
            </dd>
            <dt>Reason:</dt>
            <dd>{open.reason}</dd>
          </dl>
        ) : null}
      </Modal>
      <ResetModal
        open={resetOpen}
        onOpenChange={setResetOpen}
        type="d"
        onConfirm={() => {
          checks.clear();
          void answers.reset().then(() => navigation.firstInput()?.focus());
        }}
      />
    </section>
  );
}
