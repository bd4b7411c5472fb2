import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { choiceSetComplete, choiceState } from '@grundlagen/core';
import type { ChoiceDrill as ChoiceSet } from '@grundlagen/content';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { markMistakesFixed, mistakesQueryOptions, recordMistakes } from '../../../lib/mistakes.ts';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import {
  AnswerDetailsModal,
  AnswerExplanations,
  CheatLinksModal,
  ResetModal,
} from '../components/practice-modals.tsx';
import { DrillSentence } from '../components/drill-sentence.tsx';
import { useShownTranslations } from '../components/row-buttons.tsx';
import { sentenceText } from '../components/sentence-view.tsx';
import { CheatLinksToggle, VocabularyBox } from '../components/vocabulary-box.tsx';
import { useCheatLinks, usePracticePage } from '../hooks/use-practice-page.ts';
import { focusMovesToSave } from '../hooks/use-typed-checks.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** The set's own instructions, or the kein vs. nicht wording of docs/product/screens.md "Choice drills". */
function instructionsFor(set: ChoiceSet): string {
  if (set.instructions) return set.instructions;
  const [first = '', second = ''] = set.choices;
  return `For each of the ${set.items.length} sentences below, click ${first} or ${second} to indicate how the sentence should be negated, on the basis of the emphasised word(s). Click the eye button to see a translation.`;
}

/** A choice drill such as kein vs. nicht (docs/product/screens.md "Choice drills"). */
export function ChoiceDrill({ data }: { data: PracticePageData & { set: ChoiceSet } }) {
  const { item, set, spec } = data;
  const page = usePracticePage(data);
  const { answers } = page;
  const cheatLinks = useCheatLinks();
  const translations = useShownTranslations();
  const choiceOf = (questionNum: number) => answers.values[questionNum]?.[0] ?? '';
  useCompletionCode(item.code, choiceSetComplete(spec.questionNums.map(choiceOf), set.items.length, answers));
  const open = page.openAnswer === null ? undefined : set.items[page.openAnswer - 1];
  const queryClient = useQueryClient();
  // Arrow keys move the selection through a row's options: passing over a choice on the way to
  // another is not an answer, so a choice made with them counts when focus leaves the row.
  const arrowKey = useRef(false);
  const pending = useRef(new Map<number, string>());
  const choose = (questionNum: number, choice: string) => {
    answers.setValue(questionNum, 0, choice);
    if (arrowKey.current) {
      arrowKey.current = false;
      pending.current.set(questionNum, choice);
      return;
    }
    pending.current.delete(questionNum);
    answer(questionNum, choice);
  };
  const leaveRow = (questionNum: number) => {
    const choice = pending.current.get(questionNum);
    if (choice === undefined) return;
    pending.current.delete(questionNum);
    answer(questionNum, choice);
  };
  // A right choice fixes the learner's open mistakes, which it finds in their list: loaded with
  // the page, the fix goes to the write queue as it is made, not a round trip later, by when the
  // learner may have left the page (a second or more on a slow phone).
  useEffect(() => {
    void queryClient.prefetchQuery(mistakesQueryOptions(queryClient));
  }, [queryClient]);
  /** A choice is checked as it is made: a wrong one goes to My mistakes, a right one fixes it. */
  const answer = (questionNum: number, choice: string) => {
    const choiceItem = set.items[questionNum - 1];
    if (!choiceItem) return;
    const questionKey = `${questionNum}-0`;
    if (choice === choiceItem.answer) {
      void markMistakesFixed(queryClient, item.code, [questionKey]).catch(() => undefined);
      return;
    }
    const prompt = `${sentenceText(choiceItem.main)} (${set.choices.join(' or ')})`;
    const check = { kind: 'words', accepted: [choiceItem.answer], language: 'de' } as const;
    void recordMistakes(queryClient, item.code, [
      { questionKey, questionNum, prompt, answer: choice, check },
    ]).catch(() => undefined);
  };

  // On a prerendered page (apps/web/build/prerender.ts) the learner may choose before the page
  // hydrates: React keeps the radio checked but not its state, so the choice is taken on mount
  // and counted at once (whether it was clicked or reached by arrows cannot be told any more;
  // waiting for focus to leave the row would lose it if the learner left the page first).
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    for (const questionNum of spec.questionNums) {
      const checked = document.querySelector<HTMLInputElement>(`input[name="choice-${questionNum}"]:checked`);
      if (!checked || checked.value === choiceOf(questionNum)) continue;
      answers.setValue(questionNum, 0, checked.value);
      answer(questionNum, checked.value);
    }
  });
  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>{instructionsFor(set)}</p>
      </PracticeHeader>
      <PracticeControls {...page.controls}>
        <CheatLinksToggle on={cheatLinks.on} onToggle={cheatLinks.toggle} />
      </PracticeControls>

      <ol className="exercise-list">
        {set.items.map((choiceItem, index) => {
          const questionNum = index + 1;
          const state = choiceState(choiceOf(questionNum), choiceItem.answer);
          return (
            <li
              key={questionNum}
              id={`question-${questionNum}`}
              className={`exercise-row choice-row choice-${state}`}
            >
              <span className="row-number">{questionNum})</span>
              <DrillSentence
                questionNum={questionNum}
                parts={choiceItem.main}
                translation={choiceItem.translation}
                chapter={item.chapter}
                cheatLinks={cheatLinks.on}
                onWord={cheatLinks.showWord}
                translations={translations}
                onAnswer={() => page.showAnswer(questionNum)}
              />
              <fieldset
                className="choices"
                onKeyDown={(event) => {
                  arrowKey.current = event.key.startsWith('Arrow');
                }}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) leaveRow(questionNum);
                }}
              >
                <legend className="visually-hidden">
                  {set.legend ?? 'Negation'} of sentence {questionNum}
                </legend>
                {set.choices.map((choice) => (
                  <label key={choice} className="choice">
                    <input
                      type="radio"
                      name={`choice-${questionNum}`}
                      value={choice}
                      checked={choiceOf(questionNum) === choice}
                      onChange={() => choose(questionNum, choice)}
                      onBlur={(event) => {
                        if (!focusMovesToSave(event)) answers.autosaveOnLeave();
                      }}
                    />
                    <span lang="de">{choice}</span>
                  </label>
                ))}
                {/* Said in words and a mark, not by the row's colour alone. */}
                <span className={`choice-verdict choice-verdict-${state}`} aria-live="polite">
                  {state === 'none' ? '' : state === 'correct' ? '✓ Correct' : '✗ Not correct'}
                </span>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <VocabularyBox entry={cheatLinks.entry} />
      <PageNavigation item={item} />

      <AnswerDetailsModal noun="Sentence" questionNum={page.openAnswer} onClose={page.closeAnswer}>
        {open ? (
          <dl className="answer-details">
            <dt>Sentence</dt>
            <dd lang="de">{sentenceText(open.main)}</dd>
            <dd>{open.translation}</dd>
            <dt>{set.resultLabel ?? 'Negation:'}</dt>
            <dd lang="de">
              {open.negation[0]}
              {open.negation[0] ? ' ' : ''}
              <strong>
                <u>{open.negation[1]}</u>
              </strong>
              {/^[.,!?;:]/.test(open.negation[2]) || !open.negation[2] ? '' : ' '}
              {open.negation[2]}
              {/* The whole sentence, which in every choice drill is the one without a gap. */}
              <SpeakButton
                text={open.negation
                  .filter(Boolean)
                  .join(' ')
                  .replace(/\s+([.,!?;:])/g, '$1')}
              />
            </dd>
            <dd>{open.negative_translation}</dd>
            <dt>Reason:</dt>
            <AnswerExplanations explanations={open.explanations} notes={open.notes} />
          </dl>
        ) : null}
      </AnswerDetailsModal>
      <ResetModal {...page.resetModal} />
      <CheatLinksModal {...cheatLinks.warning} type={page.type} />
    </section>
  );
}
