import { useState } from 'react';
import { choiceSetComplete, choiceState } from '@grundlagen/core';
import type { ChoiceDrill as ChoiceSet, WordEntry } from '@grundlagen/content';
import { Markup } from '../../../components/ui/markup.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { RowButtons, useShownTranslations } from '../components/row-buttons.tsx';
import { CheatLinksModal, ResetModal } from '../components/practice-modals.tsx';
import { SentenceView, sentenceText } from '../components/sentence-view.tsx';
import { CheatLinksToggle, VocabularyBox } from '../components/vocabulary-box.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { usePracticeAnswers } from '../hooks/use-practice-answers.ts';
import { focusMovesToSave } from '../hooks/use-typed-checks.ts';
import type { PracticePageData } from '../practice-loader.ts';

function instructionsFor(set: ChoiceSet): string {
  const [first = '', second = ''] = set.choices;
  if (set.table === 'ch4_kein_nicht') {
    return `For each of the ${set.items.length} sentences below, click kein or nicht to indicate how the sentence should be negated, on the basis of the emphasised word(s). Click the eye button to see a translation.`;
  }
  return `For each of the ${set.items.length} sentences below, click ${first} or ${second}. Click the eye button to see a translation.`;
}

/** A choice drill such as kein vs. nicht (spec §2 "Kein vs. nicht drill screen"). */
export function ChoiceDrill({ data }: { data: PracticePageData & { set: ChoiceSet } }) {
  const { item, set, spec, userId } = data;
  const answers = usePracticeAnswers(spec, userId);
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const translations = useShownTranslations();
  const [resetOpen, setResetOpen] = useState(false);
  const [cheatLinks, setCheatLinks] = useState(false);
  const [cheatWarning, setCheatWarning] = useState(false);
  const [entry, setEntry] = useState<WordEntry | null>(null);
  const choiceOf = (questionNum: number) => answers.values[questionNum]?.[0] ?? '';

  useCompletionCode(
    item.code,
    choiceSetComplete(
      spec.questionNums.map((questionNum) => choiceOf(questionNum)),
      set.items.length,
      answers,
    ),
  );
  const open = openAnswer === null ? undefined : set.items[openAnswer - 1];

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>{instructionsFor(set)}</p>
      </PracticeHeader>
      <div className="practice-toolbar">
        <button type="button" className="button" data-save-button onClick={() => void answers.save()}>
          Save
        </button>
        <button type="button" className="button button-secondary" onClick={() => setResetOpen(true)}>
          Reset
        </button>
        <CheatLinksToggle
          on={cheatLinks}
          onToggle={() => {
            if (cheatLinks) {
              setCheatLinks(false);
              setEntry(null);
            } else setCheatWarning(true);
          }}
        />
      </div>
      {answers.unsent ? (
        <p className="unsent" role="status">
          Not saved yet: your answers are kept in this browser and will be sent when the server answers again.
        </p>
      ) : null}

      <ol className="exercise-list">
        {set.items.map((choiceItem, index) => {
          const questionNum = index + 1;
          const state = choiceState(choiceOf(questionNum), choiceItem.answer);
          return (
            <li key={questionNum} className={`exercise-row choice-row choice-${state}`}>
              <span className="row-number">{questionNum})</span>
              <span className="drill-sentence">
                <SentenceView
                  parts={choiceItem.main}
                  chapter={item.chapter}
                  cheatLinks={cheatLinks}
                  onWord={setEntry}
                  lang="de"
                />
                {translations.isShown(questionNum) ? (
                  <span className="row-translation" lang="en">
                    {choiceItem.translation}
                  </span>
                ) : null}
              </span>
              <RowButtons
                row={questionNum}
                translationShown={translations.isShown(questionNum)}
                onToggleTranslation={() => translations.toggle(questionNum)}
                onAnswer={() => setOpenAnswer(questionNum)}
              />
              <fieldset className="choices">
                <legend className="visually-hidden">Negation of sentence {questionNum}</legend>
                {set.choices.map((choice) => (
                  <label key={choice} className="choice">
                    <input
                      type="radio"
                      name={`choice-${questionNum}`}
                      value={choice}
                      checked={choiceOf(questionNum) === choice}
                      onChange={() => answers.setValue(questionNum, 0, choice)}
                      onBlur={(event) => {
                        if (!focusMovesToSave(event)) answers.autosaveOnLeave();
                      }}
                    />
                    <span lang="de">{choice}</span>
                  </label>
                ))}
                <span className="visually-hidden" aria-live="polite">
                  {state === 'none' ? '' : state === 'correct' ? 'Correct.' : 'Not correct.'}
                </span>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <VocabularyBox entry={entry} />
      <PageNavigation item={item} />

      <Modal
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpenAnswer(null)}
        title={`Sentence ${openAnswer ?? ''}`}
      >
        {open ? (
          <dl className="answer-details">
            <dt>Sentence</dt>
            <dd lang="de">{sentenceText(open.main)}</dd>
            <dd>{open.translation}</dd>
            <dt>Negation:</dt>
            <dd lang="de">
              {open.negation[0]}
              {open.negation[0] ? ' ' : ''}
              <strong>
                <u>{open.negation[1]}</u>
              </strong>
              {/^[.,!?;:]/.test(open.negation[2]) || !open.negation[2] ? '' : ' '}
              {open.negation[2]}
            </dd>
            <dd>{open.negative_translation}</dd>
            <dt>Reason:</dt>
            {open.explanations.map((text) => (
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
        onConfirm={() => void answers.reset()}
      />
      <CheatLinksModal
        open={cheatWarning}
        onOpenChange={setCheatWarning}
        type="d"
        onProceed={() => setCheatLinks(true)}
      />
    </section>
  );
}
