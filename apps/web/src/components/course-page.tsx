import { Link, useLocation } from 'react-router';
import { PageHeading } from './page-heading.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { locatePage } from '../lib/course-sections.ts';

/**
 * A course page from the catalogue. Until a page's content is written it shows its title
 * and breadcrumb only, and it never earns its progress code.
 */
export function CoursePage() {
  const location = useLocation();
  const page = locatePage(location.pathname);
  if (!page) return <NotFoundPage />;
  const { chapter, sectionTitle, item, subPage } = page;

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading
        chapter={chapter.number}
        section={sectionTitle}
        parent={subPage ? item : undefined}
        title={subPage ? `${item.name}: ${subPage.name}` : item.name}
      />
      {!subPage && (item.subPages?.length || item.modes?.length) ? (
        <ul className="sub-page-list">
          {(item.subPages ?? []).map((sub) => (
            <li key={sub.path}>
              <Link to={`${item.link}/${sub.path}`}>{sub.name}</Link>
            </li>
          ))}
          {(item.modes ?? []).map((mode) => (
            <li key={mode.slug}>
              <Link to={`${item.link}/${mode.slug}`}>{mode.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
