import { useState } from 'react';
import { checkWords, inputLengthLimit, ONE_WORD_MINIMUM_LENGTH, typedSetComplete } from '@grundlagen/core';
import type { FillInDrill as FillInSet, WordEntry } from '@grundlagen/content';
import { Markup } from '../../../components/ui/markup.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { RowButtons, useShownTranslations } from '../components/row-buttons.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { ResetModal } from '../components/practice-modals.tsx';
import { SentenceView, sentenceText } from '../components/sentence-view.tsx';
import { SpecialCharacters } from '../../../components/ui/special-characters.tsx';
import { VocabularyBox } from '../components/vocabulary-box.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { useFeedbackMode } from '../hooks/use-feedback-mode.ts';
import { useInputNavigation } from '../hooks/use-input-navigation.ts';
import { usePracticeAnswers } from '../hooks/use-practice-answers.ts';
import { focusMovesToSave, useTypedChecks } from '../hooks/use-typed-checks.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** A fill-in drill: sentences with blanks, checked word by word (spec §2 "Fill-in drill screens"). */
export function FillInDrill({ data }: { data: PracticePageData & { set: FillInSet } }) {
  const { item, set, spec, userId } = data;
  const answers = usePracticeAnswers(spec, userId);
  const [mode, setMode] = useFeedbackMode();
  const navigation = useInputNavigation();
  const keyOf = (questionNum: number, slot: number) => `${questionNum}-${slot}`;
  const checks = useTypedChecks(
    spec.questionNums.flatMap((n) =>
      (answers.initialValues[n] ?? []).flatMap((value, slot) => (value.trim() ? [keyOf(n, slot)] : [])),
    ),
    mode,
  );
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const translations = useShownTranslations();
  const [resetOpen, setResetOpen] = useState(false);
  const [entry, setEntry] = useState<WordEntry | null>(null);
  const valueOf = (questionNum: number, slot: number) => answers.values[questionNum]?.[slot] ?? '';

  useCompletionCode(
    item.code,
    typedSetComplete(
      set.items.flatMap((entryItem, index) =>
        entryItem.answers.map((accepted, slot) => ({
          answer: valueOf(index + 1, slot),
          shortestAccepted: Math.min(...accepted.map((word) => word.length)),
        })),
      ),
      { minimumLength: ONE_WORD_MINIMUM_LENGTH, resetThisVisit: answers.resetThisVisit },
    ),
  );

  const open = openAnswer === null ? undefined : set.items[openAnswer - 1];
  const allKeys = set.items.flatMap((entryItem, index) =>
    entryItem.answers.map((_, slot) => keyOf(index + 1, slot)),
  );

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader
        chapter={item.chapter}
        section={item.section === 'extras' ? 'Extra Practice' : 'Drills'}
        title={item.name}
      >
        <Markup text={set.instructions} as="p" />
      </PracticeHeader>
      <SpecialCharacters
        target={() => navigation.lastFocused.current}
        onInsert={(input, value) => {
          const [questionNum, slot] = (input.dataset['key'] ?? '').split('-').map(Number);
          if (questionNum && slot !== undefined) answers.setValue(questionNum, slot, value);
        }}
      />
      <ol className="exercise-list">
        {set.items.map((drillItem, index) => {
          const questionNum = index + 1;
          return (
            <li key={questionNum} className="exercise-row fill-in-row">
              <span className="row-number">{questionNum})</span>
              <span className="drill-sentence">
                <SentenceView
                  parts={drillItem.main}
                  chapter={item.chapter}
                  cheatLinks={false}
                  onWord={setEntry}
                  lang="de"
                  renderBlank={(slot) => {
                    const accepted = drillItem.answers[slot] ?? [];
                    const key = keyOf(questionNum, slot);
                    const value = valueOf(questionNum, slot);
                    const verdict = checks.shows(key)
                      ? checkWords(value, accepted, drillItem.verb ? { verb: true } : {})
                      : null;
                    return (
                      <AnswerField
                        id={`answer-${key}`}
                        ref={(element) => {
                          navigation.register(questionNum * 10 + slot)(element);
                          if (element) element.dataset['key'] = key;
                        }}
                        label={`Sentence ${questionNum}, blank ${slot + 1}`}
                        lang="de"
                        className="blank"
                        value={value}
                        state={verdict ?? 'neutral'}
                        maxLength={inputLengthLimit({ words: accepted, verb: drillItem.verb ?? false })}
                        onChange={(next) => {
                          answers.setValue(questionNum, slot, next);
                          checks.edited(key);
                        }}
                        onFocus={() => checks.focus(key)}
                        onBlur={(event) => {
                          navigation.lastFocused.current = event.currentTarget;
                          checks.leave(key);
                          if (!focusMovesToSave(event)) answers.autosaveOnLeave();
                        }}
                        onKeyDown={navigation.onKeyDown(questionNum * 10 + slot)}
                      />
                    );
                  }}
                />
                {translations.isShown(questionNum) ? (
                  <span className="row-translation" lang="en">
                    {drillItem.translation}
                  </span>
                ) : null}
              </span>
              <RowButtons
                row={questionNum}
                translationShown={translations.isShown(questionNum)}
                onToggleTranslation={() => translations.toggle(questionNum)}
                onAnswer={() => setOpenAnswer(questionNum)}
              />
            </li>
          );
        })}
      </ol>
      {entry ? <VocabularyBox entry={entry} /> : null}

      <PracticeControls
        saveButton={navigation.saveButton}
        onSave={() => void answers.save()}
        onReset={() => setResetOpen(true)}
        feedback={{ mode, onModeChange: setMode, onCheck: () => checks.checkAll(allKeys) }}
        unsent={answers.unsent}
      />
      <PageNavigation item={item} />

      <Modal
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpenAnswer(null)}
        title={`Sentence ${openAnswer ?? ''}`}
      >
        {open ? (
          <dl className="answer-details">
            <dt>Sentence</dt>
            <dd lang="de">{sentenceText(open.main, '___')}</dd>
            <dt>Answer</dt>
            <dd lang="de">
              <strong>{open.answers.map((accepted) => accepted[0]).join(' … ')}</strong>
            </dd>
            <dt>Translation</dt>
            <dd>{open.translation}</dd>
            {open.explanation?.map((text) => (
              <dd key={text}>
                <Markup text={text} />
              </dd>
            ))}
            {open.notes?.map((note) => (
              <dd key={note}>
                Note: <Markup text={note} />
              </dd>
            ))}
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
