import { useCallback, useRef, type KeyboardEvent } from 'react';

/**
 * Enter or Tab moves to the next input, Shift+Tab to the previous one; from the last input
 * focus goes to the first control button (Save) (docs/product/screens.md "Keyboard").
 */
export function useInputNavigation() {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const saveButton = useRef<HTMLButtonElement>(null);
  const lastFocused = useRef<HTMLInputElement | null>(null);

  const register = useCallback(
    (index: number) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(index, element);
      else inputs.current.delete(index);
      // On a prerendered page the learner may have focused an input before the page hydrated:
      // no focus event reached React, so the input that has focus now is the one focused last
      // (the special characters insert into it).
      if (element && element === document.activeElement) lastFocused.current = element;
    },
    [],
  );

  const onKeyDown = useCallback(
    (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
      const forward = event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey);
      const backward = event.key === 'Tab' && event.shiftKey;
      if (!forward && !backward) return;
      const order = [...inputs.current.keys()].sort((a, b) => a - b);
      const position = order.indexOf(index);
      if (forward) {
        event.preventDefault();
        const next = order[position + 1];
        if (next === undefined) saveButton.current?.focus();
        else inputs.current.get(next)?.focus();
      } else if (position > 0) {
        event.preventDefault();
        const previous = order[position - 1];
        if (previous !== undefined) inputs.current.get(previous)?.focus();
      }
    },
    [],
  );

  const firstInput = useCallback(() => {
    const order = [...inputs.current.keys()].sort((a, b) => a - b);
    return order[0] === undefined ? undefined : inputs.current.get(order[0]);
  }, []);

  return { register, onKeyDown, saveButton, lastFocused, firstInput };
}
