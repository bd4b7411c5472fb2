import { useState } from 'react';
import {
  type AnswerCheck,
  BLANK_MARK,
  blankContext,
  inputLengthLimit,
  inputWidth,
  ONE_WORD_MINIMUM_LENGTH,
  showsComputedExplanation,
} from '@grundlagen/core';
import type { FillInDrill as FillInSet, WordEntry } from '@grundlagen/content';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { answerCheckerPending, loadedAnswerChecker, useAnswerChecker } from '../../../lib/answer-checking.ts';
import { useAnswerReports } from '../api/report-answer.ts';
import { AnswerFeedback, hintText } from '../components/answer-feedback.tsx';
import { Markup } from '../../../components/ui/markup.tsx';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { SpecialCharacters } from '../../../components/ui/special-characters.tsx';
import { KeyboardHint, PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { AnswerDetailsModal, AnswerExplanations, ResetModal } from '../components/practice-modals.tsx';
import { DrillSentence } from '../components/drill-sentence.tsx';
import { useShownTranslations } from '../components/row-buttons.tsx';
import { sentenceText } from '../components/sentence-view.tsx';
import { VocabularyBox } from '../components/vocabulary-box.tsx';
import { useTypedPractice } from '../hooks/use-typed-practice.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** What a blank accepts, for its length limit and width. */
function acceptedIn(entry: FillInSet['items'][number], slot: number) {
  return { words: entry.answers[slot] ?? [], verb: entry.verb ?? false };
}

/** How a blank is checked: its accepted words (a verb's also without "to "). */
function checkOf(entry: FillInSet['items'][number], slot: number): AnswerCheck {
  const check = { kind: 'words', accepted: entry.answers[slot] ?? [], language: 'de' } as const;
  return entry.verb ? { ...check, verb: true } : check;
}

/** Authored explanations are markup; the feedback and My mistakes show their text. */
const plainText = (markup: string) => markup.replace(/<[^>]*>/g, '').trim();

/**
 * Why a blank is wrong: the drill's authored explanation, with the computed one beside it only
 * where the authored one is plainly about another wrong word; the computed one where there is none.
 */
function explanationOf(
  authored: string | undefined,
  computed: string | undefined,
  written: string,
): { explanation?: string } {
  const parts = [
    authored ? plainText(authored) : '',
    computed && showsComputedExplanation(authored, written) ? computed : '',
  ].filter(Boolean);
  return parts.length > 0 ? { explanation: parts.join(' ') } : {};
}

/** A fill-in drill: sentences with blanks, checked word by word (docs/product/screens.md "Fill-in drills"). */
export function FillInDrill({ data }: { data: PracticePageData & { set: FillInSet } }) {
  const { item, set } = data;
  useAnswerChecker();
  const page = useTypedPractice(data, {
    minimumLength: ONE_WORD_MINIMUM_LENGTH,
    pending: answerCheckerPending,
    completion: (valueOf) =>
      set.items.flatMap((entry, index) =>
        entry.answers.map((accepted, slot) => ({
          answer: valueOf(index + 1, slot),
          shortestAccepted: Math.min(...accepted.map((word) => word.length)),
        })),
      ),
    verdict: (questionNum, slot, value) => {
      const entry = set.items[questionNum - 1];
      const checker = loadedAnswerChecker();
      // Until the checker has arrived (a moment after the page shows) the blank waits unjudged.
      if (!entry || !checker) return { state: 'neutral' };
      // The blank is diagnosed in its sentence, the other blanks filled with their answers.
      const judged = checker.judgeAnswer(value, checkOf(entry, slot), {
        lexicon: checker.courseLexicon,
        chapter: item.chapter,
        blank: blankContext(
          sentenceText(entry.main, (other) =>
            other === slot ? BLANK_MARK : (entry.answers[other]?.[0] ?? ''),
          ),
        ),
      });
      if (judged.state === 'correct') return { state: 'correct' };
      return {
        state: 'incorrect',
        ...(judged.hint ? { hint: hintText[judged.hint] } : {}),
        ...(judged.closest ? { closest: judged.closest } : {}),
        // An umlaut, capital-letter or article slip: its hint says all.
        ...(judged.hint && judged.hint !== 'typo'
          ? {}
          : explanationOf(entry.explanation?.[slot], judged.diagnosis?.explanation, value)),
      };
    },
    question: (questionNum, slot) => {
      const entry = set.items[questionNum - 1];
      if (!entry) return undefined;
      return { prompt: sentenceText(entry.main, BLANK_MARK), check: checkOf(entry, slot) };
    },
  });
  const reports = useAnswerReports(data.spec.table);
  const translations = useShownTranslations();
  const [entry, setEntry] = useState<WordEntry | null>(null);
  const open = page.openAnswer === null ? undefined : set.items[page.openAnswer - 1];

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader
        chapter={item.chapter}
        section={item.section === 'extras' ? 'Extra Practice' : 'Drills'}
        title={item.name}
      >
        <Markup text={set.instructions} as="p" />
        <KeyboardHint />
      </PracticeHeader>
      <SpecialCharacters {...page.specialCharacters} />
      <ol className="exercise-list">
        {set.items.map((drillItem, index) => {
          const questionNum = index + 1;
          const rejected = drillItem.answers.flatMap((_, slot) => {
            const verdict = page.shownVerdict(questionNum, slot);
            return verdict.state === 'incorrect' ? [{ slot, verdict }] : [];
          });
          return (
            <li key={questionNum} id={`question-${questionNum}`} className="exercise-row fill-in-row">
              <span className="row-number">{questionNum})</span>
              <DrillSentence
                questionNum={questionNum}
                parts={drillItem.main}
                translation={drillItem.translation}
                chapter={item.chapter}
                cheatLinks={false}
                onWord={setEntry}
                translations={translations}
                onAnswer={() => page.showAnswer(questionNum)}
                renderBlank={(slot) => (
                  <AnswerField
                    {...page.field(questionNum, slot)}
                    label={`Sentence ${questionNum}, blank ${slot + 1}`}
                    lang="de"
                    className="blank"
                    maxLength={inputLengthLimit(acceptedIn(drillItem, slot))}
                    width={inputWidth(acceptedIn(drillItem, slot))}
                  />
                )}
              />
              {rejected.map(({ slot, verdict }) => {
                const value = page.valueOf(questionNum, slot);
                return (
                  <AnswerFeedback
                    key={slot}
                    id={`feedback-${questionNum}-${slot}`}
                    closest={verdict.closest}
                    explanation={verdict.explanation}
                    lang="de"
                    {...(drillItem.answers.length > 1 ? { label: `Blank ${slot + 1}` } : {})}
                    target={`sentence ${questionNum}${drillItem.answers.length > 1 ? `, blank ${slot + 1}` : ''}`}
                    report={{
                      sent: reports.isReported(questionNum, slot, value),
                      sending: reports.isSending(questionNum, slot),
                      onReport: () =>
                        reports.report({
                          questionNum,
                          slot,
                          sentence: sentenceText(drillItem.main, BLANK_MARK),
                          answer: value,
                        }),
                    }}
                  />
                );
              })}
            </li>
          );
        })}
      </ol>
      {entry ? <VocabularyBox entry={entry} /> : null}

      <PracticeControls {...page.controls} />
      <PageNavigation item={item} />

      <AnswerDetailsModal noun="Sentence" questionNum={page.openAnswer} onClose={page.closeAnswer}>
        {open ? (
          <dl className="answer-details">
            <dt>Sentence</dt>
            <dd lang="de">{sentenceText(open.main, BLANK_MARK)}</dd>
            <dt>Answer</dt>
            <dd lang="de">
              <strong>{open.answers.map((accepted) => accepted[0]).join(' … ')}</strong>
              <SpeakButton text={sentenceText(open.main, (slot) => open.answers[slot]?.[0] ?? '')} />
            </dd>
            <dt>Translation</dt>
            <dd>{open.translation}</dd>
            <AnswerExplanations explanations={open.explanation} notes={open.notes} />
          </dl>
        ) : null}
      </AnswerDetailsModal>
      <ResetModal {...page.resetModal} />
    </section>
  );
}
