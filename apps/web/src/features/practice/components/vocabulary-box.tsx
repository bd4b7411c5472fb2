import { forwardRef } from 'react';
import { spokenTerm } from '@grundlagen/core';
import type { WordEntry } from '@grundlagen/content';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/** The dictionary panel (docs/product/screens.md "Translation exercises"): "Vocabulary Entry" / "will appear here" until a word is clicked. */
export const VocabularyBox = forwardRef<HTMLDivElement, { entry: WordEntry | null }>(function VocabularyBox(
  { entry },
  ref,
) {
  return (
    <div ref={ref} className="vocabulary-box" role="region" aria-label="Vocabulary entry" aria-live="polite">
      <div className="vocabulary-entry">
        <p className="vocabulary-term" lang={entry ? 'de' : undefined}>
          {entry ? entry.term : 'Vocabulary Entry'}
          {entry ? <SpeakButton text={spokenTerm(entry.term)} /> : null}
        </p>
        <p className="vocabulary-translation">{entry ? entry.transl : 'will appear here'}</p>
      </div>
      {entry?.term2 ? (
        <div className="vocabulary-entry">
          <p className="vocabulary-term" lang="de">
            {entry.term2}
            <SpeakButton text={spokenTerm(entry.term2)} />
          </p>
          <p className="vocabulary-translation">{entry.transl2}</p>
        </div>
      ) : null}
    </div>
  );
});

/** The "Vocab Cheat Links" toggle with its on/off state. */
export function CheatLinksToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  return (
    <button
      type="button"
      className="button button-secondary cheat-toggle"
      aria-pressed={on}
      disabled={!ready}
      onClick={onToggle}
    >
      <span aria-hidden="true">{on ? '●' : '○'}</span> Vocab Cheat Links
    </button>
  );
}
