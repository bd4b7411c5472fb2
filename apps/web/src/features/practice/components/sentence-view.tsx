import type { ReactNode } from 'react';
import { blankSlot, resolveWord, type SentencePart, type WordEntry } from '@grundlagen/content';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

interface SentenceViewProps {
  parts: readonly SentencePart[];
  chapter: number;
  /** While cheat links are off only words flagged override can be clicked (docs/product/screens.md "Translation exercises"). */
  cheatLinks: boolean;
  onWord: (entry: WordEntry) => void;
  /** Renders a blank ('!textbox!' is 0, '!textbox2!' is 1, …). */
  renderBlank?: (slot: number) => ReactNode;
  lang?: string;
}

/** A sentence of words: clickable dictionary words, prompts in brackets and italics, and blanks. */
export function SentenceView({ parts, chapter, cheatLinks, onWord, renderBlank, lang }: SentenceViewProps) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  return (
    <span className="sentence" lang={lang}>
      {parts.map((part, index) => {
        const separator = index > 0 ? ' ' : '';
        if (typeof part === 'string') {
          if (blankSlot(part) >= 0) {
            return (
              <span key={index}>
                {separator}
                {renderBlank?.(blankSlot(part))}
              </span>
            );
          }
          const glued = /^[.,!?;:]/.test(part) ? '' : separator;
          return (
            <span key={index}>
              {glued}
              {part}
            </span>
          );
        }
        const [text, info] = part;
        if (info.isPrompt || info.isPrompt2) {
          return (
            <span key={index}>
              {separator}
              <em className="prompt" lang="en">
                ({text})
              </em>
            </span>
          );
        }
        const entry = resolveWord(info, chapter);
        const clickable = entry && (cheatLinks || info.override);
        const content = info.italicize ? <em className="emphasised">{text}</em> : text;
        return (
          <span key={index}>
            {separator}
            {clickable ? (
              <button type="button" className="word-link" disabled={!ready} onClick={() => onWord(entry)}>
                {content}
              </button>
            ) : (
              content
            )}
          </span>
        );
      })}
    </span>
  );
}

/**
 * The sentence as plain text without prompts; blanks left out or shown as `blank` (for answer
 * modals), which may name each blank by its slot (the answers, for a sentence to listen to).
 */
export function sentenceText(
  parts: readonly SentencePart[],
  blank?: string | ((slot: number) => string),
): string {
  return parts
    .filter((part) => typeof part === 'string' || !(part[1].isPrompt || part[1].isPrompt2))
    .flatMap((part) => {
      if (typeof part === 'string' && blankSlot(part) >= 0)
        return blank === undefined ? [] : [typeof blank === 'string' ? blank : blank(blankSlot(part))];
      return [typeof part === 'string' ? part : part[0]];
    })
    .join(' ')
    .replace(/\s+([.,!?;:])/g, '$1');
}
