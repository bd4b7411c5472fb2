import { Link, useLocation } from 'react-router';
import { catalogue } from '@grundlagen/content';
import { NotFoundPage } from '../../components/not-found-page.tsx';

/** The drills index of a chapter (/ch{n}/drills). */
export function DrillsIndexPage() {
  const location = useLocation();
  const number = Number(/^\/ch(\d+)/.exec(location.pathname)?.[1]);
  const chapter = catalogue.find((entry) => entry.number === number);
  if (!chapter) return <NotFoundPage />;
  return (
    <section className="page" aria-labelledby="drills-title">
      <p className="breadcrumb">
        <Link to={`/ch${chapter.number}`}>Chapter {chapter.number}</Link> / Drills
      </p>
      <h1 id="drills-title">Chapter {chapter.number} Drills</h1>
      <ul>
        {chapter.drillsContents.map((item) => (
          <li key={item.code}>
            <Link to={item.link}>{item.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
