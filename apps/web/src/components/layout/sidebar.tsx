import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { catalogue, findMenuItemByPath, type MenuItem } from '@grundlagen/content';
import { Markup } from '../ui/markup.tsx';
import { useLogout } from '../../hooks/use-logout.ts';
import { chapterSections, pathBelongsTo } from '../../lib/course-sections.ts';
import { useTracker } from '../../lib/tracker.tsx';

/** Scrolling the sidebar to the current item waits this long (docs/product/screens.md "Sidebar"). */
export const SIDEBAR_SCROLL_DELAY_MS = 300;

function openKeysFor(path: string): { chapters: string[]; sections: string[] } {
  const item = findMenuItemByPath(path);
  if (!item) return { chapters: [], sections: [] };
  return { chapters: [`ch${item.chapter}`], sections: [`ch${item.chapter}-${item.section}`] };
}

function SidebarItem({ item, path }: { item: MenuItem; path: string }) {
  const { isDone } = useTracker();
  const done = isDone(item.code);
  const current = pathBelongsTo(item, path);
  return (
    <li className="sidebar-item" data-current={current || undefined}>
      <Link to={item.link} aria-current={current ? 'page' : undefined}>
        <span className={done ? 'mark mark-done' : 'mark'} role="img" aria-label={done ? 'done' : 'not done'}>
          {done ? '✓' : '○'}
        </span>
        <span>
          {item.name}
          {item.subheading ? <Markup text={item.subheading} className="subheading" /> : null}
        </span>
      </Link>
    </li>
  );
}

/** The course navigation (docs/product/screens.md "Sidebar"). */
export function Sidebar({ chapter }: { chapter: number }) {
  const location = useLocation();
  const listRef = useRef<HTMLElement>(null);
  const [openChapters, setOpenChapters] = useState<string[]>(() => openKeysFor(location.pathname).chapters);
  const [openSections, setOpenSections] = useState<string[]>(() => openKeysFor(location.pathname).sections);
  const { logout, loggingOut } = useLogout();

  // A sub-accordion opens by itself when the current path is one of its links (adjusted while
  // rendering, so the open state never lags a render behind the path).
  const [openedFor, setOpenedFor] = useState(location.pathname);
  if (openedFor !== location.pathname) {
    const keys = openKeysFor(location.pathname);
    setOpenedFor(location.pathname);
    setOpenChapters((open) => [...new Set([...open, ...keys.chapters])]);
    setOpenSections((open) => [...new Set([...open, ...keys.sections])]);
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const sidebar = listRef.current;
      const current = sidebar?.querySelector('[data-current="true"]');
      if (!sidebar || !current) return;
      if (sidebar.scrollHeight > sidebar.clientHeight) {
        // Centre the current item in the sidebar, scrolling the sidebar alone (not the page).
        const item = current.getBoundingClientRect();
        const box = sidebar.getBoundingClientRect();
        const top = sidebar.scrollTop + item.top - box.top - (sidebar.clientHeight - item.height) / 2;
        sidebar.scrollTo({ top: Math.max(0, top) });
      } else if ('scrollIntoView' in current) current.scrollIntoView({ block: 'nearest' });
    }, SIDEBAR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return (
    <nav id="course-navigation" className="sidebar" aria-label="Course" ref={listRef}>
      <div className="sidebar-links">
        <Link to={`/ch${chapter}`}>Chapter {chapter}</Link>
        <Link to={`/toc/ch=${chapter}`}>Table of Contents</Link>
      </div>
      <Accordion.Root type="multiple" value={openChapters} onValueChange={setOpenChapters}>
        {catalogue.map((entry) => (
          <Accordion.Item key={entry.number} value={`ch${entry.number}`}>
            <Accordion.Header asChild>
              <h2 className="visually-hidden-heading">
                <Accordion.Trigger className="accordion-trigger chapter-trigger">
                  <span>
                    {entry.number}. {entry.title}
                  </span>
                  <span className="arrow" aria-hidden="true">
                    ▸
                  </span>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content>
              <Accordion.Root type="multiple" value={openSections} onValueChange={setOpenSections}>
                {chapterSections(entry).map((section) => (
                  <Accordion.Item key={section.key} value={`ch${entry.number}-${section.key}`}>
                    <Accordion.Header asChild>
                      <h3 className="visually-hidden-heading">
                        <Accordion.Trigger className="accordion-trigger section-trigger">
                          <span>{section.title}</span>
                          <span className="arrow" aria-hidden="true">
                            ▸
                          </span>
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content>
                      <ul className="sidebar-list">
                        {section.items.map((item) => (
                          <SidebarItem key={item.code} item={item} path={location.pathname} />
                        ))}
                      </ul>
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className="sidebar-footer">
        <Link to={`/settings/ch=${chapter}`}>Settings</Link>
        <button type="button" className="button button-secondary" onClick={logout} disabled={loggingOut}>
          {loggingOut ? 'Logging out…' : 'Logout'}
        </button>
      </div>
    </nav>
  );
}
