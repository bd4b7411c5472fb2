import { Link, useLocation } from 'react-router';
import { newMaterialNeighbours } from '@grundlagen/content';

/**
 * Previous and next links of a New Material page or sub-page, in the catalogue's order (as
 * drills and exercises have theirs): on a phone the learner moves on without the menu.
 */
export function NewMaterialNavigation() {
  const { pathname } = useLocation();
  const links = newMaterialNeighbours(pathname);
  if (!links) return null;
  return (
    <nav className="page-navigation" aria-label="Previous and next pages">
      {links.previous ? (
        <Link className="button button-secondary" to={links.previous.path}>
          ← {links.previous.name}
        </Link>
      ) : (
        <span />
      )}
      {links.next ? (
        <Link className="button" to={links.next.path}>
          {links.next.name} →
        </Link>
      ) : null}
    </nav>
  );
}
