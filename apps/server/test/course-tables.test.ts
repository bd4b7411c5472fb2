import { describe, expect, it } from 'vitest';
import { answerColumns, answerTables, progressColumns, progressTable } from '@grundlagen/content';
import { STORED_ANSWER_MAX_LENGTH } from '@grundlagen/core';
import * as generated from '../src/routes/rest/course-tables.ts';

describe('the generated table list', () => {
  // When it fails: npx node apps/server/scripts/generate-table-list.ts (then prettier --write).
  it('names the tables and columns of @grundlagen/content', () => {
    expect(generated.answerTables).toEqual(answerTables);
    expect(generated.progressTable).toBe(progressTable);
    expect(generated.answerColumns).toEqual(answerColumns);
    expect(generated.progressColumns).toEqual(progressColumns);
    expect(generated.STORED_ANSWER_MAX_LENGTH).toBe(STORED_ANSWER_MAX_LENGTH);
  });
});
