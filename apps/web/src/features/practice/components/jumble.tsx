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
import type { WordOrderDrill } from '@grundlagen/content';

export type WordOrderItem = WordOrderDrill['items'][number];

/** The sentence that an order of chunks spells, capitalised, punctuation glued to its word. */
export function sentenceOf(item: WordOrderItem, order: readonly number[]): string {
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
  // A div, not a list item: dnd-kit makes each chunk a button, and a list may hold only items.
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'chunk dragging' : 'chunk'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      lang="de"
      {...attributes}
      aria-label={`${title}, position ${position} of ${total}`}
      {...listeners}
    >
      {title}
    </div>
  );
}

/**
 * One jumble: chunks to drag (pointer, touch) or move with the keyboard, every move announced.
 * `onMove` gets the new order.
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
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titles = new Map(item.dataList.map((chunk) => [chunk.id, chunk.title]));
  const title = (id: string | number) => titles.get(Number(id)) ?? '';
  const position = (id: string | number) => order.indexOf(Number(id)) + 1;

  const moved = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(arrayMove([...order], order.indexOf(Number(active.id)), order.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={moved}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a chunk, press Space. Move it with the left and right arrow keys, press Space again to drop it, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is now at position ${position(over.id)} of ${order.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `Dropped ${title(active.id)} at position ${position(over.id)}.`
              : `Dropped ${title(active.id)}.`,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...order]} strategy={horizontalListSortingStrategy}>
        <div
          role="group"
          className="chunks"
          aria-label={`Jumble ${item.questionNum}${correct ? ', correct' : ''}`}
        >
          {order.map((id, index) => (
            <Chunk key={id} id={id} title={title(id)} position={index + 1} total={order.length} />
          ))}
        </div>
      </SortableContext>
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
