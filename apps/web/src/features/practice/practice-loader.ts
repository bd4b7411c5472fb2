import type { QueryClient } from '@tanstack/react-query';
import { answerLayout, loadPracticeSet, type CatalogueMenuItem, type PracticeSet } from '@grundlagen/content';
import { requireUser } from '../../lib/auth.ts';
import { answersQueryOptions, type AnswerSetSpec } from './api/answers.ts';
import { loadPracticeScreen } from './practice-page.tsx';

export interface PracticePageData {
  item: CatalogueMenuItem;
  set: PracticeSet;
  spec: AnswerSetSpec;
  userId: string;
}

/**
 * Route loader of a drill or exercise page: the set's content, the learner's saved answers and
 * the screen for the set's kind (fetched at the same time as the answers). Given the loader's
 * request, a signed-out visitor is sent to log in and back to this page.
 */
export async function loadPracticePage(queryClient: QueryClient, item: CatalogueMenuItem, request?: Request) {
  const user = await requireUser(queryClient, request);
  if (!item.table) throw new Error(`${item.name} has no answers table.`);
  const set = await loadPracticeSet(item.table);
  const spec = { table: set.table, label: item.label ?? item.name, ...answerLayout(set) };
  const [Screen] = await Promise.all([
    loadPracticeScreen(set.kind),
    queryClient.ensureQueryData(answersQueryOptions(spec)),
  ]);
  return { item, set, spec, userId: user.id, Screen };
}
