import { useLocation } from 'react-router';
import {
  CASES,
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  findMenuItemByPath,
  genderOf,
  indefiniteArticles,
  vocabularyEntries,
  type CatalogueMenuItem,
  type GrammaticalCase,
  type VocabularyEntry,
} from '@grundlagen/content';
import { CoursePage } from '../../components/course-page.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { ModeChoice, pick, PracticeHeading } from './practice-modes.tsx';
import { RandomPractice, type PracticeQuestion } from './random-practice.tsx';
import { NewMaterialNavigation } from './new-material-navigation.tsx';
import './lessons.css';

type Noun = Extract<VocabularyEntry, { type: 'noun' }>;

/** Nouns from chapter 2 on, where genders are taught (chapter 1's few nouns are names of languages and pastimes). */
function nounsUpTo(chapter: number): Noun[] {
  return vocabularyEntries()
    .filter((entry) => entry.chapter >= 2 && entry.chapter <= chapter)
    .map((entry) => entry.entry)
    .filter(
      (entry): entry is Noun =>
        entry.type === 'noun' &&
        (entry.article === 'der' || entry.article === 'die' || entry.article === 'das'),
    );
}

function adjectivesUpTo(chapter: number): string[] {
  return (
    vocabularyEntries()
      .filter((entry) => entry.chapter <= chapter && entry.entry.type === 'adjective')
      .map((entry) => entry.entry.germanRoot)
      // Regular endings only: -el and -euer/-auer drop an e (dunkle, teure), hoch becomes hoh-,
      // and lila or rosa take no ending at all.
      .filter((root) => /^[a-zäöüß]+$/.test(root) && !/(el|euer|auer|a)$/.test(root) && root !== 'hoch')
  );
}

/**
 * A question about a noun phrase in a case: the article alone (chapter 2) or the article with an
 * adjective (chapter 3). The noun is shown in the nominative, so no case ending of the noun is asked.
 */
function articleQuestion(
  nouns: readonly Noun[],
  kind: 'definite' | 'indefinite',
  adjectives: readonly string[],
): PracticeQuestion {
  const noun = pick(nouns);
  const grammaticalCase: GrammaticalCase = pick(CASES);
  const caseIndex = CASES.indexOf(grammaticalCase);
  const article = noun.article as 'der' | 'die' | 'das';
  const plural = kind === 'definite' && !noun.onlySing && noun.germanPl !== undefined && Math.random() < 0.25;
  const gender = plural ? 'plural' : genderOf(article);
  const adjective = adjectives.length > 0 ? pick(adjectives) : undefined;
  const base =
    kind === 'definite'
      ? definiteArticles[gender][caseIndex]
      : indefiniteArticles[gender === 'plural' ? 'masculine' : gender][caseIndex];
  const ending = adjective
    ? kind === 'definite'
      ? endingsAfterDefinite[gender][caseIndex]
      : endingsAfterIndefinite[gender === 'plural' ? 'masculine' : gender][caseIndex]
    : '';
  const answer = adjective ? `${base} ${adjective}${ending}` : (base ?? '');
  const nominative = plural
    ? `die ${noun.germanPl}`
    : `${kind === 'definite' ? article : indefiniteArticles[genderOf(article)][0]} ${noun.germanRoot}`;
  const shown = adjective ? `${nominative} (${adjective})` : nominative;
  return {
    prompt: (
      <>
        {shown} → <span className="verb-person">{grammaticalCase}</span>
      </>
    ),
    detail: `${noun.englishTransl.join(', ')}${plural ? ' (plural)' : ''}. Type the ${adjective ? 'article and the adjective' : 'article'}.`,
    label: `${grammaticalCase} of ${shown}`,
    answers: [answer],
    solution: `${answer} ${plural ? noun.germanPl : noun.germanRoot}`,
  };
}

function ArticlePracticeScreen() {
  const location = useLocation();
  const item = findMenuItemByPath(location.pathname) as CatalogueMenuItem | undefined;
  if (!item) return <NotFoundPage />;
  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  const mode = item.modes?.find((entry) => entry.slug === rest);
  if (item.modes?.length && !mode)
    return <ModeChoice item={item} lead="Choose which articles to practise:" />;
  const nouns = nounsUpTo(item.chapter);
  const adjectives = item.chapter >= 3 ? adjectivesUpTo(item.chapter) : [];
  if (nouns.length === 0) return <CoursePage />;

  return (
    <RandomPractice
      item={item}
      heading={<PracticeHeading item={item} modeName={mode?.name} />}
      instructions={
        adjectives.length > 0
          ? 'Put the noun phrase into the case shown: type the article and the adjective with its ending.'
          : 'Put the noun into the case shown: type its article.'
      }
      draw={() =>
        articleQuestion(
          nouns,
          rest === 'definite'
            ? 'definite'
            : rest === 'indefinite'
              ? 'indefinite'
              : pick(['definite', 'indefinite'] as const),
          adjectives,
        )
      }
    />
  );
}

/** Article practice (ch2, with modes) and article + adjective practice (ch3). */
export function ArticlePractice() {
  const { pathname } = useLocation();
  return (
    <>
      <ArticlePracticeScreen key={pathname} />
      <NewMaterialNavigation />
    </>
  );
}
