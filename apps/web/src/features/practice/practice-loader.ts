import type { QueryClient } from '@tanstack/react-query';
import {
  loadPracticeSet,
  type CatalogueMenuItem,
  type MenuItem,
  type PracticeSet,
} from '@grundlagen/content';
import { requireUser } from '../../lib/auth.ts';
import { answersQueryOptions, type AnswerColumn, type AnswerSetSpec } from './api/answers.ts';

/** Where a set's answers live and how many slots each question has. */
export function answerSpecFor(item: MenuItem, set: PracticeSet): AnswerSetSpec {
  const label = item.label ?? item.name;
  const table = set.table;
  switch (set.kind) {
    case 'translation-exercise':
      return {
        table,
        label,
        columns: ['userAnswer1'],
        questionNums: set.sentences.map((_, index) => index + 1),
        createMissing: false,
      };
    case 'word-order-drill':
      return {
        table,
        label,
        columns: ['userAnswer'],
        questionNums: set.items.map((entry) => entry.questionNum),
        createMissing: true,
      };
    case 'subject-pronoun-drill':
      return {
        table,
        label,
        columns: ['userAnswer'],
        questionNums: set.situations.map((_, index) => index + 1),
        createMissing: true,
      };
    case 'fill-in-drill': {
      const blanks = Math.max(...set.items.map((entry) => entry.answers.length));
      const numbered: AnswerColumn[] = [
        'userAnswer1',
        'userAnswer2',
        'userAnswer3',
        'userAnswer4',
        'userAnswer5',
        'userAnswer6',
      ];
      const columns: AnswerColumn[] = blanks > 1 ? numbered.slice(0, blanks) : ['userAnswer'];
      return {
        table,
        label,
        columns,
        questionNums: set.items.map((_, index) => index + 1),
        createMissing: true,
      };
    }
    case 'choice-drill':
      return {
        table,
        label,
        columns: ['userAnswer'],
        questionNums: set.items.map((_, index) => index + 1),
        createMissing: true,
      };
  }
}

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
): Promise<PracticePageData> {
  const user = await requireUser(queryClient);
  if (!item.table) throw new Error(`${item.name} has no answers table.`);
  const set = await loadPracticeSet(item.table);
  const spec = answerSpecFor(item, set);
  await queryClient.ensureQueryData(answersQueryOptions(spec));
  return { item, set, spec, userId: user.id };
}
