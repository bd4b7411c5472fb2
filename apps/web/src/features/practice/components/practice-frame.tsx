import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuItem } from '@grundlagen/content';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/** Breadcrumb, title and instructions of a drill or exercise page. */
export function PracticeHeader({
  chapter,
  section,
  title,
  children,
}: {
  chapter: number;
  section: 'Drills' | 'Exercises' | 'Extra Practice';
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="practice-header">
      <PageHeading chapter={chapter} section={section} title={title} />
      {children ? <div className="instructions">{children}</div> : null}
    </header>
  );
}

/** The keys of a typed page (docs/product/screens.md "Keyboard"), and how to open a row's answer from its input. */
/** The keys an answer input of a typed page answers to besides typing (its aria-keyshortcuts). */
export const ANSWER_SHORTCUT = 'Control+Enter Escape';

export function KeyboardHint() {
  return (
    <p className="keyboard-hint">
      Keyboard: Enter or Tab moves to the next input, Shift+Tab to the previous one; <kbd>Ctrl</kbd>+
      <kbd>Enter</kbd> in an input opens that row&apos;s answer; <kbd>Esc</kbd> in an input goes to that
      row&apos;s buttons (Tab moves on from there, Shift+Tab goes back to the input).
    </p>
  );
}

/** Previous and next links of a page (and an optional second next link). */
export function PageNavigation({ item }: { item: MenuItem }) {
  if (!item.previous && !item.next && !item.secondNext) return null;
  return (
    <nav className="page-navigation" aria-label="Previous and next pages">
      {item.previous ? (
        <Link className="button button-secondary" to={item.previous.path}>
          ← {item.previous.text}
        </Link>
      ) : (
        <span />
      )}
      <span className="button-row">
        {item.secondNext ? (
          <Link className="button button-secondary" to={item.secondNext.path}>
            {item.secondNext.text} →
          </Link>
        ) : null}
        {item.next ? (
          <Link className="button" to={item.next.path}>
            {item.next.text} →
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** The "?" of the answer button as instructions name it; read as "answer". */
export function AnswerIcon() {
  return (
    <>
      <span className="icon-inline" aria-hidden="true">
        ?
      </span>
      <span className="visually-hidden">answer</span>
    </>
  );
}

/** The "?" button that opens the answer of one question. */
export function AnswerButton({ label, onClick }: { label: string; onClick: () => void }) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  return (
    <button type="button" className="icon-button" aria-label={label} disabled={!ready} onClick={onClick}>
      ?
    </button>
  );
}
