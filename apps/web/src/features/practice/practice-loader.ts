import type { QueryClient } from '@tanstack/react-query';
import { answerLayout, loadPracticeSet, type CatalogueMenuItem, type PracticeSet } from '@grundlagen/content';
import { requireUser } from '../../lib/auth.ts';
import { answersQueryOptions, type AnswerSetSpec } from './api/answers.ts';

export interface PracticePageData {
  item: CatalogueMenuItem;
  set: PracticeSet;
  spec: AnswerSetSpec;
  userId: string;
}

/** Route loader of a drill or exercise page: the set's content and the learner's saved answers. */
export async function loadPracticePage(
  queryClient: QueryClient,
  item: CatalogueMenuItem,
  request?: Request,
): Promise<PracticePageData> {
  const user = await requireUser(queryClient, request);
  if (!item.table) throw new Error(`${item.name} has no answers table.`);
  const set = await loadPracticeSet(item.table);
  const spec = { table: set.table, label: item.label ?? item.name, ...answerLayout(set) };
  await queryClient.ensureQueryData(answersQueryOptions(spec));
  return { item, set, spec, userId: user.id };
}
