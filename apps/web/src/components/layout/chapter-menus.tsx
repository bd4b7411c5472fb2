import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { getChapter } from '@grundlagen/content';
import { chapterSections } from '../../lib/course-sections.ts';
import { useTracker } from '../../lib/tracker.tsx';

/** The current chapter's dropdowns in the header (docs/product/screens.md "Header"), one per section. */
export function ChapterMenus({ chapter }: { chapter: number }) {
  const sections = chapterSections(getChapter(chapter));
  const { isDone } = useTracker();

  return (
    <nav className="header-nav" aria-label={`Chapter ${chapter} pages`}>
      {sections.map((section) => (
        <DropdownMenu.Root key={section.key} modal={false}>
          <DropdownMenu.Trigger className="header-menu-button">
            {section.title} <span aria-hidden="true">▾</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              className="dropdown-content"
              align="start"
              sideOffset={4}
              style={{ minWidth: `calc(${section.title.length}ch + 3rem)` }}
            >
              {section.items.map((item) => (
                <DropdownMenu.Item key={item.code} asChild>
                  <Link className="dropdown-item" to={item.link}>
                    <span>{item.name}</span>
                    {isDone(item.code) ? (
                      <span className="mark mark-done" aria-label="done">
                        ✓
                      </span>
                    ) : null}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ))}
    </nav>
  );
}
