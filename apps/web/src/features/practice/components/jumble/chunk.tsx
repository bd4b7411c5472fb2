import type { KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** One chunk of a jumble: a sortable button named by its text and its place in the order. */
export function Chunk({
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
