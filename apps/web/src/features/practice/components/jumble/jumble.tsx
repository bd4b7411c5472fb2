import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Chunk } from './chunk.tsx';
import { dragAccessibility } from './drag-announcements.ts';
import { useKeyboardMove } from './keyboard-move.ts';
import { chunkTexts, type WordOrderItem } from './sentence.ts';

/**
 * One jumble: chunks to drag (mouse, touch; the dragged chunk keeps its size in an overlay) or
 * move with the keyboard (`useKeyboardMove`), every move announced. `onMove` gets the new order.
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
  const texts = chunkTexts(item, order);
  const text = (id: string | number) => texts[order.indexOf(Number(id))] ?? '';
  const position = (id: string | number) => order.indexOf(Number(id)) + 1;
  const [dragged, setDragged] = useState<number | null>(null);
  const keyboard = useKeyboardMove(item, order, onMove);

  const dropped = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    onMove(arrayMove([...order], order.indexOf(Number(active.id)), order.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      // A stable id (not dnd-kit's counter), so that a prerendered page hydrates with the same ids.
      id={`jumble-${item.questionNum}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragged(Number(active.id))}
      onDragEnd={dropped}
      onDragCancel={() => setDragged(null)}
      accessibility={dragAccessibility(text, position, order.length)}
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
              {...keyboard.chunkProps(id)}
            />
          ))}
        </div>
      </SortableContext>
      <span className="visually-hidden jumble-status" aria-live="assertive" aria-atomic="true">
        {keyboard.announcement}
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
