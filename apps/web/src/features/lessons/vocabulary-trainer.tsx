import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { VOCABULARY_TEST_SIZE } from '@grundlagen/core';
import { findMenuItemByPath, vocabularyEntries, type CatalogueMenuItem } from '@grundlagen/content';
import { CoursePage } from '../../components/course-page.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { GendersPractice } from './vocabulary/genders-practice.tsx';
import { QuestionPage } from './vocabulary/question-page.tsx';
import { isNoun } from './vocabulary/questions.ts';
import { VocabularyGoal } from './vocabulary/vocabulary-goal.tsx';
import { NewMaterialNavigation } from './new-material-navigation.tsx';
import './lessons.css';

const introduction: Record<string, string> = {
  goal: 'These are the words of this chapter. Learn each one with its meaning; learn every noun with its article and plural.',
  to_english: 'Type the English for each German word. Each answer is checked when you leave it.',
  to_german: 'Type the German for each English word. Give nouns with their article (der Tisch).',
  genders: 'Choose the article of each noun.',
  sing_pl: 'Type the plural of each noun (with or without die).',
  test: `Type the German for each of these ${VOCABULARY_TEST_SIZE} words from memory (nouns with their article), then press Check My Answers. All must be right to pass.`,
};

/** The vocabulary trainer of a chapter (goal, to_english, to_german, genders, sing_pl, test). */
function VocabularyTrainerScreen() {
  const location = useLocation();
  const item = findMenuItemByPath(location.pathname) as CatalogueMenuItem | undefined;
  const entries = useMemo(
    () =>
      vocabularyEntries()
        .filter((entry) => entry.chapter === item?.chapter)
        .map((entry) => entry.entry),
    [item?.chapter],
  );
  if (!item) return <NotFoundPage />;
  if (entries.length === 0) return <CoursePage />;

  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  const subPage = item.subPages?.find((entry) => entry.path === rest);
  const header = (
    <PageHeading
      chapter={item.chapter}
      section="New Material"
      parent={subPage ? item : undefined}
      title={subPage ? `${item.name}: ${subPage.name}` : `${item.name}: Chapter ${item.chapter}`}
    />
  );

  if (!subPage) {
    return (
      <section className="page" aria-labelledby="page-title">
        {header}
        <p className="lead">
          {entries.length} words. Learn them with the goal list, practise both ways, then pass the test.
        </p>
        <ol className="sub-page-list">
          {(item.subPages ?? []).map((page) => (
            <li key={page.path}>
              <Link to={`${item.link}/${page.path}`}>{page.name}</Link>
            </li>
          ))}
        </ol>
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      {header}
      <p className="instructions">{introduction[rest]}</p>
      {rest === 'goal' ? (
        <VocabularyGoal chapter={item.chapter} entries={entries} />
      ) : rest === 'genders' ? (
        <GendersPractice nouns={entries.filter(isNoun).filter((noun) => !noun.onlyPlural && noun.article)} />
      ) : rest === 'to_english' || rest === 'to_german' || rest === 'sing_pl' || rest === 'test' ? (
        <QuestionPage item={item} mode={rest} entries={entries} />
      ) : null}
    </section>
  );
}

/** Each sub-page or mode starts fresh. */
export function VocabularyTrainer() {
  const { pathname } = useLocation();
  return (
    <>
      <VocabularyTrainerScreen key={pathname} />
      <NewMaterialNavigation />
    </>
  );
}
