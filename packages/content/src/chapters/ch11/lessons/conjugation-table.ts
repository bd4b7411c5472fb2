import { verbTableBuilders } from '../../../lessons/table-builders.ts';
import { verbs } from '../verbs.ts';

/**
 * The chapter 11 verb units' tables, from the chapter's verb tables (`ch11/verbs.ts`). A modal's
 * English is its own meaning ("can", "would like"), but "to want" and "to like".
 */
export const { verb, englishOf, conjugationTable, conjugationRows } = verbTableBuilders(
  verbs,
  'Chapter 11',
  (table) => {
    const english = table.english[0] ?? '';
    return table.category === 'Modal Verbs' && !['want', 'like'].includes(english)
      ? english
      : `to ${english}`;
  },
);
