import { flushSync } from 'react-dom';
import './special-characters.css';
import { useHydrated } from '../../hooks/use-hydrated.ts';

/** The special characters (docs/product/screens.md "Translation exercises"). */
export const SPECIAL_CHARACTERS = ['ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'ß'] as const;

/**
 * Inserts a character at the cursor of the focused input (or, when focus has gone elsewhere, of the
 * input that had it last), if the length limit still holds; the input keeps focus and the caret
 * moves after the character. The buttons do not take focus from the input (mousedown is
 * prevented), so `target` must name the input that has or last *got* focus, not the one that lost it.
 */
export function SpecialCharacters({
  target,
  onInsert,
  vertical = false,
}: {
  target: () => HTMLInputElement | null;
  onInsert: (input: HTMLInputElement, value: string) => void;
  vertical?: boolean;
}) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  const insert = (character: string) => {
    const input = target();
    if (!input) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + character + input.value.slice(end);
    if (input.maxLength > 0 && next.length > input.maxLength) return;
    // The new value is rendered before the caret is placed, or React would put it at the end.
    flushSync(() => onInsert(input, next));
    input.focus();
    input.setSelectionRange(start + 1, start + 1);
  };
  return (
    <div
      className={vertical ? 'special-characters vertical' : 'special-characters'}
      role="group"
      aria-label="Special characters"
    >
      {SPECIAL_CHARACTERS.map((character) => (
        <button
          key={character}
          type="button"
          className="char-button"
          aria-label={`Insert ${character}`}
          disabled={!ready}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(character)}
        >
          {character}
        </button>
      ))}
    </div>
  );
}
