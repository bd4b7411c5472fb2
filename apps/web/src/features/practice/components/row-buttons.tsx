import { useState } from 'react';
import { EyeIcon } from '../../../components/ui/icons.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

export interface ShownTranslations {
  isShown: (row: number) => boolean;
  toggle: (row: number) => void;
}

/** Which rows show their translation (the eye button toggles one row). */
export function useShownTranslations(): ShownTranslations {
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  return {
    isShown: (row: number) => shown.has(row),
    toggle: (row: number) =>
      setShown((current) => {
        const next = new Set(current);
        if (!next.delete(row)) next.add(row);
        return next;
      }),
  };
}

/** The eye button (show or hide the translation) and the answer button of a sentence row. */
export function RowButtons({
  row,
  translationShown,
  onToggleTranslation,
  onAnswer,
}: {
  row: number;
  translationShown: boolean;
  onToggleTranslation: () => void;
  onAnswer: () => void;
}) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  return (
    <span className="row-buttons">
      <button
        type="button"
        className="icon-button"
        aria-label={`Show the translation of sentence ${row}`}
        aria-pressed={translationShown}
        disabled={!ready}
        onClick={onToggleTranslation}
      >
        <EyeIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Show the answer for sentence ${row}`}
        disabled={!ready}
        onClick={onAnswer}
      >
        ?
      </button>
    </span>
  );
}
