/** The special characters (spec §9). */
export const SPECIAL_CHARACTERS = ['ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'ß'] as const;

/**
 * Inserts a character at the cursor of the input that last had focus, if the length limit
 * still holds. The buttons keep the input's focus (mousedown is prevented).
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
  const insert = (character: string) => {
    const input = target();
    if (!input) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + character + input.value.slice(end);
    if (input.maxLength > 0 && next.length > input.maxLength) return;
    onInsert(input, next);
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(start + 1, start + 1);
    });
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
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(character)}
        >
          {character}
        </button>
      ))}
    </div>
  );
}
