import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { getChapter } from '@grundlagen/content';
import { chapterSections } from '../../lib/course-sections.ts';
import { useTracker } from '../../lib/tracker.tsx';
import { ReviewLink } from './review-link.tsx';

interface HeaderProps {
  chapter: number;
  isMobile: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The header (spec §2): title, the current chapter's dropdowns, Settings; a hamburger on Mobile. */
export function Header({ chapter, isMobile, menuOpen, onToggleMenu }: HeaderProps) {
  const sections = chapterSections(getChapter(chapter));
  const { isDone } = useTracker();

  return (
    <header className="header">
      {isMobile ? (
        <button
          type="button"
          className="icon-button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="course-navigation"
          onClick={onToggleMenu}
        >
          {menuOpen ? '✕' : '☰'}
        </button>
      ) : null}
      <Link to="/" className="header-title">
        Grundlagen
      </Link>
      {!isMobile || menuOpen ? (
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
      ) : null}
      <ReviewLink />
      {!isMobile ? (
        <Link to={`/settings/ch=${chapter}`} className="button button-secondary header-settings">
          Settings
        </Link>
      ) : null}
    </header>
  );
}
