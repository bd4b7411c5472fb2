import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table's box: the table scrolls sideways inside it when it is wider than the page (a phone),
 * and then a hint says so, a shadow marks the cut edge, and the box can be scrolled by keyboard.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {scrolls ? (
        <p className="table-scroll-hint" aria-hidden="true">
          Scroll sideways to see the whole table →
        </p>
      ) : null}
      <div
        ref={box}
        className={scrolls ? 'table-wrap scrolls' : 'table-wrap'}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
      >
        {children}
      </div>
    </>
  );
}
