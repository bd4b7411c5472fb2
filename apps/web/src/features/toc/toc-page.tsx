import { Link, useParams } from 'react-router';
import { parseChapterNumber } from '@grundlagen/core';
import { catalogue, CHAPTER_COUNT } from '@grundlagen/content';
import { Markup } from '../../components/ui/markup.tsx';
import { chapterSections } from '../../lib/course-sections.ts';
import { useTracker } from '../../lib/tracker.tsx';

/** Table of Contents: every chapter, or one with /toc/ch={n}. */
export function TocPage() {
  const { ch } = useParams();
  const { isDone } = useTracker();
  const only = ch ? parseChapterNumber(ch, CHAPTER_COUNT) : null;
  const chapters = only ? catalogue.filter((chapter) => chapter.number === only) : catalogue;

  return (
    <section className="page toc-page" aria-labelledby="toc-title">
      <h1 id="toc-title">Table of Contents{only ? `: Chapter ${only}` : ''}</h1>
      {only ? (
        <p>
          <Link to="/toc">Show all chapters</Link>
        </p>
      ) : null}
      {chapters.map((chapter) => (
        <article key={chapter.number} className="card" aria-labelledby={`toc-ch${chapter.number}`}>
          <h2 id={`toc-ch${chapter.number}`}>
            <Link to={`/ch${chapter.number}`}>
              Chapter {chapter.number}: {chapter.title}
            </Link>
          </h2>
          {chapterSections(chapter).map((section) => (
            <div key={section.key}>
              <h3>{section.title}</h3>
              <ul className="toc-list">
                {section.items.map((item) => (
                  <li key={item.code}>
                    <Link to={item.link}>{item.name}</Link>
                    {isDone(item.code) ? <span className="mark mark-done"> ✓ done</span> : null}
                    {item.subheading ? (
                      <>
                        {' '}
                        — <Markup text={item.subheading} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}
