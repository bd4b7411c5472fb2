import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { arrangeChunks, wordOrderSentence } from '@grundlagen/core';
import type { WordOrderDrill } from '@grundlagen/content';

export type WordOrderItem = WordOrderDrill['items'][number];

/** The chunk that carries the sentence's closing punctuation: the last of the first accepted order. */
function sentenceEnd(item: WordOrderItem): number | undefined {
  return item.correctOrder[0]?.at(-1);
}

/** The sentence that an order of chunks spells: capital letter first, closing punctuation last. */
export function sentenceOf(item: WordOrderItem, order: readonly number[]): string {
  return wordOrderSentence(item.dataList, order, sentenceEnd(item));
}

function Chunk({
  id,
  text,
  position,
  total,
  picked,
  register,
  onKeyDown,
  onBlur,
}: {
  id: number;
  text: string;
  position: number;
  total: number;
  picked: boolean;
  register: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  // A div, not a list item: dnd-kit makes each chunk a button, and a list may hold only items.
  return (
    <div
      ref={(element) => {
        setNodeRef(element);
        register(element);
      }}
      className={`chunk${isDragging ? ' placeholder' : ''}${picked ? ' picked' : ''}`}
      // Translate only: scaling would squash a wide chunk to the width of the slot it passes.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      lang="de"
      {...attributes}
      aria-pressed={picked}
      aria-label={`${text}, position ${position} of ${total}`}
      {...listeners}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {text}
    </div>
  );
}

/**
 * One jumble: chunks to drag (mouse, touch; the dragged chunk keeps its size in an overlay) or
 * move with the keyboard (Space picks up and drops, the arrow keys move one place, Home and End to
 * the ends, Escape cancels), every move announced. The keyboard moves by position in the list, so
 * any chunk reaches any place whatever the chunks' widths and line breaks. `onMove` gets the new order.
 */
export function Jumble({
  item,
  order,
  correct,
  onMove,
}: {
  item: WordOrderItem;
  order: readonly number[];
  correct: boolean;
  onMove: (order: number[]) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
  );
  const texts = arrangeChunks(item.dataList, order, sentenceEnd(item));
  const text = (id: string | number) => texts[order.indexOf(Number(id))] ?? '';
  const position = (id: string | number) => order.indexOf(Number(id)) + 1;
  const [dragged, setDragged] = useState<number | null>(null);
  const [picked, setPicked] = useState<{ id: number; from: number[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const elements = useRef(new Map<number, HTMLElement>());

  // A picked-up chunk keeps focus while the list is reordered around it.
  useLayoutEffect(() => {
    if (picked) elements.current.get(picked.id)?.focus();
  }, [order, picked]);

  const moved = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    onMove(arrayMove([...order], order.indexOf(Number(active.id)), order.indexOf(Number(over.id))));
  };

  const keyDown = (id: number) => (event: KeyboardEvent<HTMLElement>) => {
    const from = order.indexOf(id);
    const last = order.length - 1;
    const moveTo = (to: number) => {
      const next = arrayMove([...order], from, to);
      if (to !== from) onMove(next);
      const at = arrangeChunks(item.dataList, next, sentenceEnd(item))[to] ?? '';
      setAnnouncement(
        to === from
          ? `${at} is already at position ${to + 1} of ${order.length}.`
          : `${at} is now at position ${to + 1} of ${order.length}.`,
      );
    };
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (picked) {
        setPicked(null);
        setAnnouncement(`Dropped ${text(id)} at position ${from + 1} of ${order.length}.`);
      } else {
        setPicked({ id, from: [...order] });
        setAnnouncement(
          `Picked up ${text(id)}, position ${from + 1} of ${order.length}. Move it with the arrow keys, drop it with Space.`,
        );
      }
      return;
    }
    if (!picked) return;
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? Math.max(0, from - 1)
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? Math.min(last, from + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to !== null) {
      event.preventDefault();
      moveTo(to);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onMove(picked.from);
      setPicked(null);
      setAnnouncement(`Moving ${text(id)} was cancelled.`);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }: DragStartEvent) => setDragged(Number(active.id))}
      onDragEnd={moved}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a chunk, press Space. Move it with the arrow keys (Home and End for the ends), press Space again to drop it, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${text(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${text(active.id)} is over position ${position(over.id)} of ${order.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `Dropped ${text(active.id)} at position ${position(over.id)}.`
              : `Dropped ${text(active.id)}.`,
          onDragCancel: ({ active }) => `Moving ${text(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...order]} strategy={rectSortingStrategy}>
        <div
          role="group"
          className="chunks"
          aria-label={`Jumble ${item.questionNum}${correct ? ', correct' : ''}`}
        >
          {order.map((id, index) => (
            <Chunk
              key={id}
              id={id}
              text={texts[index] ?? ''}
              position={index + 1}
              total={order.length}
              picked={picked?.id === id}
              register={(element) => {
                if (element) elements.current.set(id, element);
                else elements.current.delete(id);
              }}
              onKeyDown={keyDown(id)}
              onBlur={() => {
                // Reordering the list can blur the chunk for a moment; it counts as dropped only
                // when focus has really gone elsewhere.
                requestAnimationFrame(() => {
                  if (document.activeElement !== elements.current.get(id))
                    setPicked((current) => (current?.id === id ? null : current));
                });
              }}
            />
          ))}
        </div>
      </SortableContext>
      <span className="visually-hidden jumble-status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </span>
      <DragOverlay>
        {dragged !== null ? (
          <span className="chunk chunk-overlay" lang="de">
            {text(dragged)}
          </span>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The "+" list of new words of a jumble, shown while open. */
export function NewWords({ item }: { item: WordOrderItem }) {
  return (
    <dl className="new-words">
      {item.newWords?.map((word) => (
        <div key={word.german}>
          <dt lang="de">{word.german}</dt>
          <dd>{word.english}</dd>
        </div>
      ))}
    </dl>
  );
}
