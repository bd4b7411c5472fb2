import { Link, useLocation } from 'react-router';
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
      <p className="breadcrumb">
        <Link to={`/ch${chapter.number}`}>Chapter {chapter.number}</Link> / {sectionTitle}
        {subPage ? (
          <>
            {' '}
            / <Link to={item.link}>{item.name}</Link>
          </>
        ) : null}
      </p>
      <h1 id="page-title">{subPage ? `${item.name}: ${subPage.name}` : item.name}</h1>
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
