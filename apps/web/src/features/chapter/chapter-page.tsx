import { Link, useLocation } from 'react-router';
import { parseChapterNumber } from '@grundlagen/core';
import { CHAPTER_COUNT, getChapter } from '@grundlagen/content';
import { Markup } from '../../components/ui/markup.tsx';
import { chapterSections } from '../../lib/course-sections.ts';
import { useTracker } from '../../lib/tracker.tsx';

/** The chapter overview at /ch{n}: its groups of pages, with progress. */
export function ChapterPage() {
  const location = useLocation();
  const chapter = getChapter(parseChapterNumber(location.pathname, CHAPTER_COUNT));
  const { isDone } = useTracker();
  const sections = chapterSections(chapter);
  const items = sections.flatMap((section) => section.items);
  const done = items.filter((item) => isDone(item.code)).length;

  return (
    <section className="page" aria-labelledby="chapter-title">
      <p className="breadcrumb">
        <Link to="/toc">Table of Contents</Link> / Chapter {chapter.number}
      </p>
      <h1 id="chapter-title">
        Chapter {chapter.number}: {chapter.title}
      </h1>
      <p className="lead">
        {done} of {items.length} pages done.
      </p>
      {sections.map((section) => (
        <div key={section.key} className="card">
          <h2>{section.title}</h2>
          <ol className="chapter-list">
            {section.items.map((item) => (
              <li key={item.code}>
                <Link to={item.link}>{item.name}</Link>
                {isDone(item.code) ? <span className="mark mark-done"> ✓ done</span> : null}
                {item.subheading ? (
                  <div>
                    <Markup text={item.subheading} className="subheading" />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
      <div className="button-row">
        {chapter.number > 1 ? (
          <Link className="button button-secondary" to={`/ch${chapter.number - 1}`}>
            ← Chapter {chapter.number - 1}
          </Link>
        ) : null}
        {chapter.number < 13 ? (
          <Link className="button" to={`/ch${chapter.number + 1}`}>
            Chapter {chapter.number + 1} →
          </Link>
        ) : null}
      </div>
    </section>
  );
}
