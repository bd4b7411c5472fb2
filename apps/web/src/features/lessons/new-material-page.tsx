import { useState } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import {
  sectionLabel,
  type CatalogueMenuItem,
  type ConceptLesson,
  type MemorizationUnit,
  type UnitPage,
} from '@grundlagen/content';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { useTracker } from '../../lib/tracker.tsx';
import { LessonBlocks } from './lesson-blocks.tsx';
import { MemoryTables, useMemoryTables } from './memory-table.tsx';
import type { NewMaterialPageData } from './new-material-loader.ts';

function Breadcrumb({ item, parent }: { item: CatalogueMenuItem; parent?: boolean }) {
  return (
    <p className="breadcrumb">
      <Link to={`/ch${item.chapter}`}>Chapter {item.chapter}</Link> / {sectionLabel[item.section]}
      {parent ? (
        <>
          {' '}
          / <Link to={item.link}>{item.name}</Link>
        </>
      ) : null}
    </p>
  );
}

/** "Mark as done" at the end of a lesson: adds the page's code; the tick appears. */
function MarkAsDone({ code }: { code: string }) {
  const { isDone, add, remove } = useTracker();
  const done = isDone(code);
  return (
    <div className="mark-as-done" role="group" aria-label="Progress">
      {done ? (
        <>
          <p role="status">
            <span className="mark-done">✓</span> You have marked this lesson as done.
          </p>
          <button type="button" className="button button-secondary" onClick={() => void remove(code)}>
            Mark as not done
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void add(code)}>
          Mark as done
        </button>
      )}
    </div>
  );
}

function ConceptLessonPage({ item, lesson }: { item: CatalogueMenuItem; lesson: ConceptLesson }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <Breadcrumb item={item} />
      <h1 id="page-title">{item.name}</h1>
      <LessonBlocks blocks={lesson.blocks} />
      <MarkAsDone code={item.code} />
    </section>
  );
}

function UnitOverview({ item, unit }: { item: CatalogueMenuItem; unit: MemorizationUnit }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <Breadcrumb item={item} />
      <h1 id="page-title">{item.name}</h1>
      <LessonBlocks blocks={unit.blocks} />
      <h2>Learn it</h2>
      <ol className="sub-page-list">
        {(item.subPages ?? []).map((subPage) => (
          <li key={subPage.path}>
            <Link to={`${item.link}/${subPage.path}`}>{subPage.name}</Link>
          </li>
        ))}
      </ol>
      {/* A unit without a test (such as the four cases) is marked done by the learner, like a lesson. */}
      {Object.values(unit.pages).some((page) => page.mode === 'test') ? null : (
        <MarkAsDone code={item.code} />
      )}
    </section>
  );
}

function UnitSubPage({
  item,
  path,
  name,
  page,
}: {
  item: CatalogueMenuItem;
  path: string;
  name: string;
  page: UnitPage;
}) {
  const tracker = useTracker();
  const tables = useMemoryTables(page.tables);
  const [result, setResult] = useState<string | null>(null);
  const subPages = item.subPages ?? [];
  const position = subPages.findIndex((subPage) => subPage.path === path);
  const previous = subPages[position - 1];
  const next = subPages[position + 1];
  const total = tables.inputs.length;

  const check = () => {
    tables.checkAll(tables.inputs.map(({ key }) => key));
    const correct = tables.correctCount(tables.inputs);
    if (page.mode === 'test' && correct === total) {
      setResult(`Passed: all ${total} correct. ${item.name} is marked as done.`);
      void tracker.add(item.code);
    } else if (page.mode === 'test') {
      setResult(`${correct} of ${total} correct. The wrong answers are red: learn them and try again.`);
    } else {
      setResult(`${correct} of ${total} correct.`);
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <Breadcrumb item={item} parent />
      <h1 id="page-title">
        {item.name}: {name}
      </h1>
      {page.blocks ? <LessonBlocks blocks={page.blocks} /> : null}
      {page.mode === 'practice' ? (
        <p className="instructions">
          Fill in the table. Each answer is checked when you leave it; do it as often as you like.
        </p>
      ) : null}
      {page.mode === 'test' ? (
        <p className="instructions">Fill in the whole table from memory, then press Check My Answers.</p>
      ) : null}
      <MemoryTables
        tables={page.tables}
        mode={page.mode}
        values={tables.values}
        onChange={tables.change}
        checked={tables.checked}
        onLeave={tables.leave}
        showAnswers={tables.showAnswers}
      />
      {page.mode !== 'goal' ? (
        <div className="button-row unit-controls">
          <button type="button" className="button" onClick={check}>
            Check My Answers
          </button>
          {page.mode === 'practice' || result ? (
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={tables.showAnswers}
              onClick={() => tables.setShowAnswers(!tables.showAnswers)}
            >
              {tables.showAnswers ? 'Hide Answers' : 'Show Answers'}
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              tables.clear();
              setResult(null);
            }}
          >
            Start Again
          </button>
        </div>
      ) : null}
      <p className="result" role="status" aria-live="polite">
        {result}
      </p>
      <nav className="page-navigation" aria-label="Pages of this unit">
        {previous ? (
          <Link className="button button-secondary" to={`${item.link}/${previous.path}`}>
            ← {previous.name}
          </Link>
        ) : (
          <Link className="button button-secondary" to={item.link}>
            ← {item.name}
          </Link>
        )}
        {next ? (
          <Link className="button" to={`${item.link}/${next.path}`}>
            {next.name} →
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

/** A written New Material page: a concept lesson, or a memorisation/review unit and its sub-pages. */
export function NewMaterialPage() {
  const { item, material } = useLoaderData() as NewMaterialPageData;
  const location = useLocation();
  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  if (material.kind === 'lesson') {
    return rest === '' ? <ConceptLessonPage item={item} lesson={material} /> : <NotFoundPage />;
  }
  if (rest === '') return <UnitOverview item={item} unit={material} />;
  const page = material.pages[rest];
  const subPage = item.subPages?.find((entry) => entry.path === rest);
  if (!page || !subPage) return <NotFoundPage />;
  return <UnitSubPage key={rest} item={item} path={rest} name={subPage.name} page={page} />;
}
