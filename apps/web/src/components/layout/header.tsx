import { Link } from 'react-router';
import { useNavigationParts } from './navigation.ts';
import { ReviewLink } from './review-link.tsx';

interface HeaderProps {
  chapter: number;
  /** Null while a prerendered page hydrates: both layouts' controls, styles show one (layout.tsx). */
  isMobile: boolean | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The header (docs/product/screens.md "Header"): title, the current chapter's dropdowns, Settings; a hamburger on Mobile. */
export function Header({ chapter, isMobile, menuOpen, onToggleMenu }: HeaderProps) {
  const showMenus = !isMobile || menuOpen;
  const loadedNavigation = useNavigationParts(showMenus);
  const navigation = isMobile === null ? null : loadedNavigation;

  return (
    <header className="header">
      {isMobile !== false ? (
        <button
          type="button"
          className="icon-button header-menu-toggle"
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
      {showMenus && navigation ? <navigation.ChapterMenus chapter={chapter} /> : null}
      <ReviewLink />
      {isMobile !== true ? (
        <Link to={`/settings/ch=${chapter}`} className="button button-secondary header-settings">
          Settings
        </Link>
      ) : null}
    </header>
  );
}
