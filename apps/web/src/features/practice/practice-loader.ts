import type { QueryClient } from '@tanstack/react-query';
import { answerLayout, loadPracticeSet, type CatalogueMenuItem, type PracticeSet } from '@grundlagen/content';
import { hasStoredSession, storedUserId } from '../../lib/app-config.ts';
import { backend, requireUser } from '../../lib/auth.ts';
import { loadAnswerChecker } from '../../lib/answer-checking.ts';
import { answersQueryOptions, blankAnswers, type AnswerSetSpec } from './api/answers.ts';
import { loadPracticeScreen } from './practice-page.tsx';

/** The set kinds whose screens judge answers with the checker loaded on demand (lib/answer-checking.ts). */
const judgedOnDemand = new Set<PracticeSet['kind']>(['fill-in-drill', 'translation-exercise']);

export interface PracticePageData {
  item: CatalogueMenuItem;
  set: PracticeSet;
  spec: AnswerSetSpec;
  userId: string;
}

function specOf(item: CatalogueMenuItem, set: PracticeSet): AnswerSetSpec {
  return { table: set.table, label: item.label ?? item.name, ...answerLayout(set) };
}

/**
 * What a drill or exercise page hydrates its prerendered HTML with (apps/web/build/prerender.ts),
 * in place of its loader's data: the set and its screen (whose chunks the first-page script has
 * asked for), the stored session's learner and blank answers, as the page was rendered at build
 * time. The learner's answers are fetched once the page has hydrated (`usePracticeAnswers`), and
 * the session is checked then too (main.tsx).
 */
export async function practicePageForHydration(queryClient: QueryClient, item: CatalogueMenuItem) {
  const table = item.table;
  if (!table) throw new Error(`${item.name} has no answers table.`);
  const set = await loadPracticeSet(table);
  const spec = specOf(item, set);
  const Screen = await loadPracticeScreen(set.kind);
  const answers = answersQueryOptions(spec);
  if (queryClient.getQueryData(answers.queryKey) === undefined)
    queryClient.setQueryData(answers.queryKey, blankAnswers(spec));
  return { item, set, spec, userId: storedUserId() ?? '', Screen };
}

/**
 * Route loader of a drill or exercise page: the set's content, the learner's saved answers and
 * the screen for the set's kind. The session check, the set's module and, with a stored
 * session, the answers (as soon as the set gives their columns) are fetched side by side; the
 * screen as soon as the set names its kind. Given the loader's request, a signed-out visitor
 * is sent to log in and back to this page.
 */
export async function loadPracticePage(queryClient: QueryClient, item: CatalogueMenuItem, request?: Request) {
  const table = item.table;
  if (!table) throw new Error(`${item.name} has no answers table.`);
  const userLoad = requireUser(queryClient, request);
  const setLoad = loadPracticeSet(table);
  // Awaited below only once the learner is known to be signed in (a redirect comes first).
  const early = hasStoredSession()
    ? Promise.all([setLoad, backend()]).then(([set]) =>
        queryClient.ensureQueryData(answersQueryOptions(specOf(item, set))),
      )
    : undefined;
  early?.catch(() => undefined);
  const screenLoad = setLoad.then((set) => loadPracticeScreen(set.kind));
  screenLoad.catch(() => undefined);
  const user = await userLoad;
  const set = await setLoad;
  const spec = specOf(item, set);
  const [Screen, answers] = await Promise.all([
    screenLoad,
    early ?? queryClient.ensureQueryData(answersQueryOptions(spec)),
  ]);
  // These screens fetch the answer checker once their inputs show; saved answers are judged
  // as the page shows, so with any the page waits for it.
  if (judgedOnDemand.has(set.kind) && Object.values(answers).some((row) => row.some((v) => v.trim())))
    await loadAnswerChecker();
  return { item, set, spec, userId: user.id, Screen };
}
