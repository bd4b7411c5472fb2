import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { chunkTexts, type WordOrderItem } from './sentence.ts';

/**
 * Where a key moves a picked-up chunk that is at `from` (0-based) in an order whose last index is
 * `last`: one place for an arrow key, the ends for Home and End; null for any other key.
 */
export function keyTarget(key: string, from: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(last, from + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Moving a jumble's chunks with the keyboard: Space (or Enter) picks a chunk up and drops it,
 * the arrow keys move it one place, Home and End to the ends, Escape puts it back where it was.
 * It works on positions in the order, so any chunk reaches any place whatever the chunks' widths
 * and line breaks. Every move is put in `announcement`; `onMove` gets the new order.
 */
export function useKeyboardMove(
  item: WordOrderItem,
  order: readonly number[],
  onMove: (order: number[]) => void,
) {
  const texts = chunkTexts(item, order);
  const text = (id: number) => texts[order.indexOf(id)] ?? '';
  const [picked, setPicked] = useState<{ id: number; from: number[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const elements = useRef(new Map<number, HTMLElement>());
  // The order the keys work on: moved at once by each key press, so that presses coming faster
  // than the page renders (a held arrow key, a quick learner) each move one place.
  const keyOrder = useRef(order);
  useLayoutEffect(() => {
    keyOrder.current = order;
  }, [order]);

  // A picked-up chunk keeps focus while the list is reordered around it.
  useLayoutEffect(() => {
    if (picked) elements.current.get(picked.id)?.focus();
  }, [order, picked]);

  const keyDown = (id: number) => (event: KeyboardEvent<HTMLElement>) => {
    const order = keyOrder.current;
    const from = order.indexOf(id);
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
    const to = keyTarget(event.key, from, order.length - 1);
    if (to !== null) {
      event.preventDefault();
      const next = arrayMove([...order], from, to);
      keyOrder.current = next;
      if (to !== from) onMove(next);
      const at = chunkTexts(item, next)[to] ?? '';
      setAnnouncement(
        to === from
          ? `${at} is already at position ${to + 1} of ${order.length}.`
          : `${at} is now at position ${to + 1} of ${order.length}.`,
      );
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onMove(picked.from);
      setPicked(null);
      setAnnouncement(`Moving ${text(id)} was cancelled.`);
    }
  };

  /** The props that give a chunk its keyboard: its element, its keys and its blur. */
  const chunkProps = (id: number) => ({
    picked: picked?.id === id,
    register: (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    onKeyDown: keyDown(id),
    onBlur: () => {
      // Reordering the list can blur the chunk for a moment; it counts as dropped only when
      // focus has really gone elsewhere.
      requestAnimationFrame(() => {
        if (document.activeElement !== elements.current.get(id))
          setPicked((current) => (current?.id === id ? null : current));
      });
    },
  });

  return { announcement, chunkProps };
}
