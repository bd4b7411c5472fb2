// Generates src/routes/rest/course-tables.ts, the names of the tables the server serves, from
// the course catalogue (and core's answer length limit), so that the server does not load the
// course and its grammar (about 30 MB of its memory) to learn them at start-up.
// Run: npx node apps/server/scripts/generate-table-list.ts && npx prettier --write
// apps/server/src/routes/rest/course-tables.ts   (test/course-tables.test.ts fails when the
// committed file is out of date).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerColumns, answerTables, progressColumns, progressTable } from '@grundlagen/content';
import { STORED_ANSWER_MAX_LENGTH } from '@grundlagen/core';

/** Where the generated file lives. */
export const tableListPath = resolve(import.meta.dirname, '..', 'src', 'routes', 'rest', 'course-tables.ts');

const list = (values: readonly string[]) => `[\n${values.map((value) => `  '${value}',\n`).join('')}]`;

/** The generated file's text. */
export function tableListSource(): string {
  return `// GENERATED from the course catalogue by apps/server/scripts/generate-table-list.ts; do not
// edit by hand (test/course-tables.test.ts checks it against @grundlagen/content).

/** Every answers table (content's \`answerTables\`): drills, extra practice and exercises. */
export const answerTables: readonly string[] = ${list(answerTables)};

/** The progress tracker's table (content's \`progressTable\`). */
export const progressTable = '${progressTable}';

/** Columns of every answers table (content's \`answerColumns\`). */
export const answerColumns = ${list(answerColumns)} as const;

/** Columns of the progress table (content's \`progressColumns\`). */
export const progressColumns = ${list(progressColumns)} as const;

/** Longest answer the course stores (core's \`STORED_ANSWER_MAX_LENGTH\`). */
export const STORED_ANSWER_MAX_LENGTH = ${STORED_ANSWER_MAX_LENGTH};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(tableListPath, tableListSource());
  console.log(`wrote ${tableListPath}`);
}
