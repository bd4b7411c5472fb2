import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What dnd-kit tells a screen reader about a jumble: how to move a chunk, and each drag's steps. */
export function dragAccessibility(
  text: (id: string | number) => string,
  position: (id: string | number) => number,
  total: number,
): { screenReaderInstructions: ScreenReaderInstructions; announcements: Announcements } {
  return {
    screenReaderInstructions: {
      draggable:
        'To pick up a chunk, press Space. Move it with the arrow keys (Home and End for the ends), press Space again to drop it, or Escape to cancel.',
    },
    announcements: {
      onDragStart: ({ active }) => `Picked up ${text(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${text(active.id)} is over position ${position(over.id)} of ${total}.` : undefined,
      onDragEnd: ({ active, over }) =>
        over ? `Dropped ${text(active.id)} at position ${position(over.id)}.` : `Dropped ${text(active.id)}.`,
      onDragCancel: ({ active }) => `Moving ${text(active.id)} was cancelled.`,
    },
  };
}
