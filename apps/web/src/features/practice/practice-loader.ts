import type { QueryClient } from '@tanstack/react-query';
import { answerLayout, loadPracticeSet, type CatalogueMenuItem, type PracticeSet } from '@grundlagen/content';
import { hasStoredSession } from '../../lib/app-config.ts';
import { backend, requireUser } from '../../lib/auth.ts';
import { loadAnswerChecker } from '../../lib/answer-checking.ts';
import { answersQueryOptions, type AnswerSetSpec } from './api/answers.ts';
import { loadPracticeScreen } from './practice-page.tsx';

/** The set kinds whose screens judge answers with the checker loaded on demand (lib/answer-checking.ts). */
const judgedOnDemand = new Set<PracticeSet['kind']>(['fill-in-drill', 'translation-exercise']);

export interface PracticePageData {
  item: CatalogueMenuItem;
  set: PracticeSet;
  spec: AnswerSetSpec;
  userId: string;
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
  const specOf = (set: PracticeSet): AnswerSetSpec => ({
    table: set.table,
    label: item.label ?? item.name,
    ...answerLayout(set),
  });
  // Awaited below only once the learner is known to be signed in (a redirect comes first).
  const early = hasStoredSession()
    ? Promise.all([setLoad, backend()]).then(([set]) =>
        queryClient.ensureQueryData(answersQueryOptions(specOf(set))),
      )
    : undefined;
  early?.catch(() => undefined);
  const screenLoad = setLoad.then((set) => loadPracticeScreen(set.kind));
  screenLoad.catch(() => undefined);
  const user = await userLoad;
  const set = await setLoad;
  const spec = specOf(set);
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
