import { Link } from 'react-router';

/**
 * Breadcrumb and title of a course page: "Chapter n / Section", then the parent page when
 * this is one of its sub-pages or modes ("Chapter 2 / New Material / Vocabulary"), and the h1.
 */
export function PageHeading({
  chapter,
  section,
  parent,
  title,
}: {
  chapter: number;
  section: string;
  parent?: { name: string; link: string } | undefined;
  title: string;
}) {
  return (
    <>
      <p className="breadcrumb">
        <Link to={`/ch${chapter}`}>Chapter {chapter}</Link> / {section}
        {parent ? (
          <>
            {' '}
            / <Link to={parent.link}>{parent.name}</Link>
          </>
        ) : null}
      </p>
      <h1 id="page-title">{title}</h1>
    </>
  );
}
