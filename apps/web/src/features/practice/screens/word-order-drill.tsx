import { useState } from 'react';
import { Link } from 'react-router';
import { decodeWordOrder, encodeWordOrder, isOrderCorrect, wordOrderComplete } from '@grundlagen/core';
import { conceptLessonOf, type WordOrderDrill as WordOrderSet } from '@grundlagen/content';
import { Markup } from '../../../components/ui/markup.tsx';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { Jumble } from '../components/jumble/jumble.tsx';
import { NewWords } from '../components/jumble/new-words.tsx';
import { sentenceOf, type WordOrderItem } from '../components/jumble/sentence.ts';
import { AnswerButton, AnswerIcon, PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { AnswerDetailsModal, ResetModal } from '../components/practice-modals.tsx';
import { usePracticePage } from '../hooks/use-practice-page.ts';
import type { PracticePageData } from '../practice-loader.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/** A word-order drill (docs/product/screens.md "Word-order drills"), chapters 3, 8 and 10. */
export function WordOrderDrill({ data }: { data: PracticePageData & { set: WordOrderSet } }) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  const { item, set } = data;
  const page = usePracticePage(data, {
    saveAll: true,
    afterReset: () => document.querySelector<HTMLElement>('.chunk')?.focus(),
  });
  const { answers } = page;
  const [openWords, setOpenWords] = useState<ReadonlySet<number>>(new Set());
  const orderOf = (entry: WordOrderItem) =>
    decodeWordOrder(
      answers.values[entry.questionNum]?.[0],
      entry.dataList.map((chunk) => chunk.id),
    );
  useCompletionCode(
    item.code,
    wordOrderComplete(
      set.items.map((entry) => ({ order: orderOf(entry), correctOrders: entry.correctOrder })),
      answers,
    ),
  );
  const toggleWords = (questionNum: number) =>
    setOpenWords((current) => {
      const next = new Set(current);
      if (!next.delete(questionNum)) next.add(questionNum);
      return next;
    });

  const lessonLink = conceptLessonOf(item)?.link ?? `/ch${item.chapter}`;
  const open = set.items.find((entry) => entry.questionNum === page.openAnswer);
  const correctCount = set.items.filter((entry) => isOrderCorrect(orderOf(entry), entry.correctOrder)).length;

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>
          {item.chapter === 3
            ? `For the ${set.items.length} word jumbles below, drag and drop the chunks below to create a sentence`
            : `For each of the following ${set.items.length} word jumbles, drag and drop the chunks to create a sentence`}{' '}
          that follows the rules for word order that were introduced <Link to={lessonLink}>here</Link>. Press
          the <AnswerIcon /> button to see each answer. If a sentence has vocabulary we haven&apos;t covered,
          there is a &ldquo;+&rdquo; button to provide the meaning(s).
        </p>
        <p className="visually-hidden">
          With the keyboard: move to a chunk with Tab, press Space to pick it up, move it one place with the
          arrow keys (Home and End move it to the start or the end), and press Space again to drop it, or
          Escape to put it back.
        </p>
      </PracticeHeader>
      <p className="word-order-score" aria-live="polite">
        {correctCount} of {set.items.length} in a correct order.
      </p>

      <ol className="jumble-list">
        {set.items.map((entry) => {
          const order = orderOf(entry);
          const correct = isOrderCorrect(order, entry.correctOrder);
          return (
            <li key={entry.questionNum} className={correct ? 'jumble correct' : 'jumble'}>
              <span className="row-number">{entry.questionNum})</span>
              <Jumble
                item={entry}
                order={order}
                correct={correct}
                onMove={(next) => {
                  answers.setValue(entry.questionNum, 0, encodeWordOrder(next));
                  answers.autosaveOnLeave();
                }}
              />
              <span className="row-buttons">
                {entry.newWords?.length ? (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`New words in jumble ${entry.questionNum}`}
                    aria-expanded={openWords.has(entry.questionNum)}
                    disabled={!ready}
                    onClick={() => toggleWords(entry.questionNum)}
                  >
                    +
                  </button>
                ) : null}
                <AnswerButton
                  label={`Show the answer for jumble ${entry.questionNum}`}
                  onClick={() => page.showAnswer(entry.questionNum)}
                />
              </span>
              {openWords.has(entry.questionNum) && entry.newWords ? <NewWords item={entry} /> : null}
            </li>
          );
        })}
      </ol>

      <PracticeControls {...page.controls} />
      <PageNavigation item={item} />

      <AnswerDetailsModal noun="Jumble" questionNum={page.openAnswer} onClose={page.closeAnswer}>
        {open ? (
          <div className="answer-details">
            <p lang="de">
              <strong>{sentenceOf(open, open.correctOrder[0] ?? [])}</strong>
              <SpeakButton text={sentenceOf(open, open.correctOrder[0] ?? [])} />
            </p>
            <p>
              <Markup text={open.translation} />
            </p>
            <h3>Relevant Rules</h3>
            <ul>
              {open.rule.map((index) => (
                <li key={index}>{set.rules[index]}</li>
              ))}
            </ul>
            <p>(Multiple correct answers may be possible.)</p>
            {open.notes?.length ? (
              <>
                <h3>{open.notes.length === 1 ? 'Note:' : 'Notes:'}</h3>
                <ul>
                  {open.notes.map((note) => (
                    <li key={note}>
                      <Markup text={note} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </AnswerDetailsModal>
      <ResetModal {...page.resetModal} />
    </section>
  );
}
