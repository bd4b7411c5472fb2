import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a link's target is waited for (a page's content can load after the page). */
const TARGET_WAIT_MS = 10_000;
/** Space kept between the sticky header and the target. */
const GAP_PX = 12;

/** What gets focus for a target: itself when it takes focus, else its first answer input. */
function focusable(target: HTMLElement): HTMLElement {
  if (target.matches('input, textarea, select, button, a[href], [tabindex]')) return target;
  // In this order: a chosen option, then the first answer input, then any control.
  for (const selector of ['input:checked', 'textarea, input:not([type="hidden"]), select', 'button']) {
    const control = target.querySelector<HTMLElement>(selector);
    if (control) return control;
  }
  return target;
}

/** Scrolls a target to just below the sticky header (its question row or table row) and focuses it. */
export function bringIntoView(target: HTMLElement): void {
  const block = target.closest<HTMLElement>('li, tr') ?? target;
  const header = document.querySelector<HTMLElement>('.header');
  const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
  const covered = sticky ? header.getBoundingClientRect().bottom : 0;
  window.scrollTo({
    top: window.scrollY + block.getBoundingClientRect().top - Math.max(covered, 0) - GAP_PX,
  });
  focusable(target).focus({ preventScroll: true });
}

/**
 * Scrolling on a change of page: a link to a part of a page (`/ch8/drills/sein_oder_haben#question-5`,
 * a lesson's section, a table's cell) brings that part into view below the sticky header and
 * focuses it, as soon as it is shown, also when the page is opened directly; any other new page
 * starts at its top. Going back and forward leaves the browser's scrolling alone.
 */
export function useScrollToTarget(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const find = () => (id ? document.getElementById(id) : null);
    const found = find();
    if (found) {
      bringIntoView(found);
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    if (!id) return;
    const observer = new MutationObserver(() => {
      const target = find();
      if (!target) return;
      observer.disconnect();
      bringIntoView(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // Once a navigation (its key): not again when the page re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
