import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { decodeWordOrder, encodeWordOrder, isOrderCorrect, wordOrderComplete } from '@grundlagen/core';
import type { WordOrderDrill as WordOrderSet } from '@grundlagen/content';
import { Markup } from '../../../components/ui/markup.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { ResetModal } from '../components/practice-modals.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { usePracticeAnswers } from '../hooks/use-practice-answers.ts';
import type { PracticePageData } from '../practice-loader.ts';

type WordOrderItem = WordOrderSet['items'][number];

function sentenceOf(item: WordOrderItem, order: readonly number[]): string {
  const titles = new Map(item.dataList.map((chunk) => [chunk.id, chunk.title]));
  const sentence = order
    .map((id) => titles.get(id) ?? '')
    .join(' ')
    .replace(/\s+([.,!?;:])/g, '$1');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function Chunk({
  id,
  title,
  position,
  total,
}: {
  id: number;
  title: string;
  position: number;
  total: number;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'chunk dragging' : 'chunk'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      lang="de"
      {...attributes}
      aria-label={`${title}, position ${position} of ${total}`}
      {...listeners}
    >
      {title}
    </li>
  );
}

/** A word-order drill (spec §2 "Word-order drill screen"), chapters 3, 8 and 10. */
export function WordOrderDrill({ data }: { data: PracticePageData & { set: WordOrderSet } }) {
  const { item, set, spec, userId } = data;
  const answers = usePracticeAnswers(spec, userId, { saveAll: true });
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const [openWords, setOpenWords] = useState<ReadonlySet<number>>(new Set());
  const [resetOpen, setResetOpen] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const orderOf = (wordOrderItem: WordOrderItem) =>
    decodeWordOrder(
      answers.values[wordOrderItem.questionNum]?.[0],
      wordOrderItem.dataList.map((chunk) => chunk.id),
    );
  useCompletionCode(
    item.code,
    wordOrderComplete(
      set.items.map((entry) => ({ order: orderOf(entry), correctOrders: entry.correctOrder })),
      answers,
    ),
  );

  const moved = (wordOrderItem: WordOrderItem) => (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const order = orderOf(wordOrderItem);
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    answers.setValue(wordOrderItem.questionNum, 0, encodeWordOrder(next));
    answers.autosaveOnLeave();
  };

  const lessonLink = `/ch${item.chapter}/word_order`;
  const open = set.items.find((entry) => entry.questionNum === openAnswer);
  const correctCount = set.items.filter((entry) => isOrderCorrect(orderOf(entry), entry.correctOrder)).length;

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Drills" title={item.name}>
        <p>
          {item.chapter === 3 ? (
            <>
              For the {set.items.length} word jumbles below, drag and drop the chunks below to create a
              sentence that follows the rules for word order that were introduced{' '}
              <Link to={lessonLink}>here</Link>.
            </>
          ) : (
            <>
              For each of the following {set.items.length} word jumbles, drag and drop the chunks to create a
              sentence that follows the rules for word order that were introduced{' '}
              <Link to={lessonLink}>here</Link>.
            </>
          )}{' '}
          Press the{' '}
          <span className="icon-inline" aria-hidden="true">
            ?
          </span>
          <span className="visually-hidden">answer</span> button to see each answer. If a sentence has
          vocabulary we haven&apos;t covered, there is a &ldquo;+&rdquo; button to provide the meaning(s).
        </p>
        <p className="visually-hidden">
          With the keyboard: move to a chunk with Tab, press Space to pick it up, move it with the arrow keys
          and press Space again to drop it.
        </p>
      </PracticeHeader>
      <p className="word-order-score" aria-live="polite">
        {correctCount} of {set.items.length} in a correct order.
      </p>

      <ol className="jumble-list">
        {set.items.map((wordOrderItem) => {
          const order = orderOf(wordOrderItem);
          const correct = isOrderCorrect(order, wordOrderItem.correctOrder);
          const titles = new Map(wordOrderItem.dataList.map((chunk) => [chunk.id, chunk.title]));
          return (
            <li key={wordOrderItem.questionNum} className={correct ? 'jumble correct' : 'jumble'}>
              <span className="row-number">{wordOrderItem.questionNum})</span>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={moved(wordOrderItem)}
                accessibility={{
                  screenReaderInstructions: {
                    draggable:
                      'To pick up a chunk, press Space. Move it with the left and right arrow keys, press Space again to drop it, or Escape to cancel.',
                  },
                  announcements: {
                    onDragStart: ({ active }) => `Picked up ${titles.get(Number(active.id)) ?? ''}.`,
                    onDragOver: ({ active, over }) =>
                      over
                        ? `${titles.get(Number(active.id)) ?? ''} is now at position ${order.indexOf(Number(over.id)) + 1} of ${order.length}.`
                        : undefined,
                    onDragEnd: ({ active, over }) =>
                      over
                        ? `Dropped ${titles.get(Number(active.id)) ?? ''} at position ${order.indexOf(Number(over.id)) + 1}.`
                        : `Dropped ${titles.get(Number(active.id)) ?? ''}.`,
                    onDragCancel: ({ active }) =>
                      `Moving ${titles.get(Number(active.id)) ?? ''} was cancelled.`,
                  },
                }}
              >
                <SortableContext items={order} strategy={horizontalListSortingStrategy}>
                  <ul
                    className="chunks"
                    aria-label={`Jumble ${wordOrderItem.questionNum}${correct ? ', correct' : ''}`}
                  >
                    {order.map((id, position) => (
                      <Chunk
                        key={id}
                        id={id}
                        title={titles.get(id) ?? ''}
                        position={position + 1}
                        total={order.length}
                      />
                    ))}
                  </ul>
                </SortableContext>
              </DndContext>
              <span className="row-buttons">
                {wordOrderItem.newWords?.length ? (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`New words in jumble ${wordOrderItem.questionNum}`}
                    aria-expanded={openWords.has(wordOrderItem.questionNum)}
                    onClick={() =>
                      setOpenWords((current) => {
                        const next = new Set(current);
                        if (!next.delete(wordOrderItem.questionNum)) next.add(wordOrderItem.questionNum);
                        return next;
                      })
                    }
                  >
                    +
                  </button>
                ) : null}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Show the answer for jumble ${wordOrderItem.questionNum}`}
                  onClick={() => setOpenAnswer(wordOrderItem.questionNum)}
                >
                  ?
                </button>
              </span>
              {openWords.has(wordOrderItem.questionNum) && wordOrderItem.newWords ? (
                <dl className="new-words">
                  {wordOrderItem.newWords.map((word) => (
                    <div key={word.german}>
                      <dt lang="de">{word.german}</dt>
                      <dd>{word.english}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ol>

      <div className="practice-controls">
        <div className="button-row">
          <button type="button" className="button" data-save-button onClick={() => void answers.save()}>
            Save
          </button>
          <button type="button" className="button button-secondary" onClick={() => setResetOpen(true)}>
            Reset
          </button>
        </div>
        {answers.unsent ? (
          <p className="unsent" role="status">
            Not saved yet: your answers are kept in this browser and will be sent when the server answers
            again.
          </p>
        ) : null}
      </div>
      <PageNavigation item={item} />

      <Modal
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpenAnswer(null)}
        title={`Jumble ${openAnswer ?? ''}`}
      >
        {open ? (
          <div className="answer-details">
            <p lang="de">
              <strong>{sentenceOf(open, open.correctOrder[0] ?? [])}</strong>
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
      </Modal>
      <ResetModal
        open={resetOpen}
        onOpenChange={setResetOpen}
        type="d"
        onConfirm={() => {
          void answers.reset().then(() => {
            document.querySelector<HTMLElement>('.chunk')?.focus();
          });
        }}
      />
    </section>
  );
}
