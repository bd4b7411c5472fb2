import { Link, useLoaderData, useLocation } from 'react-router';
import {
  sectionLabel,
  type CatalogueMenuItem,
  type ConceptLesson,
  type MemorizationUnit,
} from '@grundlagen/content';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContentPracticePage } from './content-practice.tsx';
import { LessonBlocks } from './lesson-blocks.tsx';
import { MarkAsDone } from './mark-as-done.tsx';
import { NewMaterialNavigation } from './new-material-navigation.tsx';
import { UnitSubPage } from './unit-sub-page.tsx';
import type { NewMaterialPageData } from './new-material-loader.ts';
import './lessons.css';

function ConceptLessonPage({ item, lesson }: { item: CatalogueMenuItem; lesson: ConceptLesson }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading chapter={item.chapter} section={sectionLabel[item.section]} title={item.name} />
      <LessonBlocks blocks={lesson.blocks} />
      <MarkAsDone code={item.code} />
    </section>
  );
}

function UnitOverview({ item, unit }: { item: CatalogueMenuItem; unit: MemorizationUnit }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeading chapter={item.chapter} section={sectionLabel[item.section]} title={item.name} />
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

/** A written New Material page: a concept lesson, a practice page, or a memorisation/review unit and its sub-pages. */
export function NewMaterialPage() {
  return (
    <>
      <NewMaterialScreen />
      <NewMaterialNavigation />
    </>
  );
}

function NewMaterialScreen() {
  const { item, material } = useLoaderData() as NewMaterialPageData;
  const location = useLocation();
  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  if (material.kind === 'lesson') {
    return rest === '' ? <ConceptLessonPage item={item} lesson={material} /> : <NotFoundPage />;
  }
  if (material.kind === 'practice') {
    return rest === '' ? <ContentPracticePage item={item} page={material} /> : <NotFoundPage />;
  }
  if (rest === '') return <UnitOverview item={item} unit={material} />;
  const page = material.pages[rest];
  const subPage = item.subPages?.find((entry) => entry.path === rest);
  if (!page || !subPage) return <NotFoundPage />;
  // Keyed by the whole path: the same sub-page of the next unit (a test after a test, by the
  // history's back and forward) starts empty rather than with this one's answers.
  return <UnitSubPage key={`${item.link}/${rest}`} item={item} path={rest} name={subPage.name} page={page} />;
}
