// `npm run reports`: the answers learners reported as wrongly rejected ("My answer should
// count"), grouped by sentence with their counts, newest first, so that course authors can widen
// the accepted answers. Reads the database the server uses (DATA_DIR's PGlite, or DATABASE_URL),
// chosen as the server chooses it, and never changes it.
//
// While a server holds the PGlite folder, the report reads a copy of it: PGlite is one process's
// database. The copy is taken while the server may write, so a report sent in the last moment
// may be missing; stop the server, or use PostgreSQL, for an exact reading.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseLocation } from '../src/lib/config.ts';
import { openDatabase, openPglite, pgliteHolder, type Database } from '../src/lib/db.ts';
import { controlCharacter } from '../src/lib/json-checks.ts';

/** One stored report, as read from answer_reports. */
export interface ReportRow {
  readonly set_table: string;
  readonly question_num: number;
  readonly blank: number | null;
  readonly sentence: string;
  readonly answer: string;
  readonly created_at: Date;
}

/** The reports of one sentence (one blank of a fill-in row, or a whole translation sentence). */
export interface SentenceReports {
  readonly setTable: string;
  readonly questionNum: number;
  readonly blank: number | null;
  readonly sentence: string;
  readonly count: number;
  readonly newest: Date;
  /** Each distinct answer once, with how often and when last it was reported, newest first. */
  readonly answers: readonly { answer: string; count: number; newest: Date }[];
}

/**
 * Groups reports by sentence (set, question, blank and sentence text), the sentence reported
 * most recently first; within a sentence each answer once (compared as written, after trimming),
 * newest first.
 *
 * @example groupReports(rows)[0].answers[0] // { answer: "Where's the station?", count: 2, newest }
 */
export function groupReports(rows: readonly ReportRow[]): SentenceReports[] {
  const groups = new Map<string, { row: ReportRow; answers: Map<string, { count: number; newest: Date }> }>();
  for (const row of rows) {
    const key = JSON.stringify([row.set_table, row.question_num, row.blank, row.sentence]);
    let group = groups.get(key);
    if (!group) {
      group = { row, answers: new Map() };
      groups.set(key, group);
    }
    const answer = row.answer.trim();
    const seen = group.answers.get(answer);
    if (!seen) group.answers.set(answer, { count: 1, newest: row.created_at });
    else {
      seen.count += 1;
      if (row.created_at > seen.newest) seen.newest = row.created_at;
    }
  }
  const byNewest = <T extends { newest: Date }>(a: T, b: T) => b.newest.getTime() - a.newest.getTime();
  return [...groups.values()]
    .map(({ row, answers }) => {
      const list = [...answers]
        .map(([answer, { count, newest }]) => ({ answer, count, newest }))
        .sort(byNewest);
      return {
        setTable: row.set_table,
        questionNum: row.question_num,
        blank: row.blank,
        sentence: row.sentence,
        count: list.reduce((total, item) => total + item.count, 0),
        newest: list[0]?.newest ?? row.created_at,
        answers: list,
      };
    })
    .sort(byNewest);
}

const controlCharacters = new RegExp(`\\\\|${controlCharacter.source}|\\p{Cs}`, 'gu');
const namedEscapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A learner's text as it may be printed to a terminal: every character that is not printed as
 * itself (line breaks, escape sequences, direction marks; json-checks.ts `controlCharacter`)
 * written as an escape, and backslashes doubled so that an escape cannot be faked, so one report
 * stays on one line and sends the terminal nothing but text.
 *
 * @example visibleText('a\nb\u001b[2J') === 'a\\nb\\u{1b}[2J'
 */
export function visibleText(text: string): string {
  return text.replace(
    controlCharacters,
    (char) => namedEscapes[char] ?? `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  );
}

function time(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The report as printed: a line per sentence and a line per answer, learners' text made
 * visible (`visibleText`), so that no report can forge a line or reach the terminal.
 *
 * @example console.log(formatReports(groupReports(rows)))
 */
export function formatReports(groups: readonly SentenceReports[]): string {
  if (groups.length === 0) return 'No answers have been reported.';
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const lines = [
    `${total} reported answer${total === 1 ? '' : 's'} for ${groups.length} sentence${groups.length === 1 ? '' : 's'}, newest first.`,
  ];
  for (const group of groups) {
    const where = `${visibleText(group.setTable)} #${group.questionNum}${group.blank === null ? '' : `, blank ${group.blank}`}`;
    lines.push(
      '',
      `${where}: ${visibleText(group.sentence)}`,
      `  ${group.count} report${group.count === 1 ? '' : 's'}, last ${time(group.newest)}`,
    );
    for (const item of group.answers) {
      lines.push(
        `  ${String(item.count).padStart(3)}×  ${visibleText(item.answer)}   (last ${time(item.newest)})`,
      );
    }
  }
  return lines.join('\n');
}

async function readRows(db: Database): Promise<ReportRow[] | undefined> {
  const exists = await db.query<{ present: boolean }>(
    "SELECT to_regclass('public.answer_reports') IS NOT NULL AS present",
  );
  if (!exists.rows[0]?.present) return undefined;
  const { rows } = await db.query<ReportRow>(
    'SELECT set_table, question_num, blank, sentence, answer, created_at FROM answer_reports ORDER BY created_at DESC',
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/**
 * Reads every learner's reports from the database `env` names (as the server would choose it).
 * Resolves to the text to print and where it was read.
 */
export async function readReports(env: NodeJS.ProcessEnv): Promise<{ text: string; source: string }> {
  const { dataDir, databaseUrl } = databaseLocation(env);
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await readRows(db);
      return { text: rows ? formatReports(groupReports(rows)) : noTable, source: 'DATABASE_URL' };
    } finally {
      await db.close();
    }
  }

  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'data'))) {
    return {
      text: `No database in ${dataDir} (the server has not run with this DATA_DIR).`,
      source: dataDir,
    };
  }
  const holder = pgliteHolder(pgliteDir);
  let copy: string | undefined;
  let db: Database;
  if (holder === undefined) {
    db = await openPglite(pgliteDir);
  } else {
    copy = mkdtempSync(join(tmpdir(), 'grundlagen-reports-'));
    cpSync(join(pgliteDir, 'data'), join(copy, 'data'), { recursive: true });
    db = await openPglite(copy, { lock: false });
  }
  try {
    const rows = await readRows(db);
    return {
      text: rows ? formatReports(groupReports(rows)) : noTable,
      source:
        holder === undefined
          ? dataDir
          : `a copy of ${dataDir} (a server, pid ${holder}, is using the folder)`,
    };
  } finally {
    await db.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

const noTable =
  'No answers have been reported (the database predates answer reports; start the server once).';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The script ends itself once its output is written: a process left to run out waits for
  // V8's background work with an empty event loop, where Node 24 can deadlock (see
  // withEventLoopHeld in src/lib/db.ts).
  try {
    const { text, source } = await readReports(process.env);
    process.stdout.write(`Answer reports from ${source}\n\n${text}\n`, () => process.exit(0));
  } catch (error) {
    process.stderr.write(`npm run reports: ${error instanceof Error ? error.message : String(error)}\n`, () =>
      process.exit(1),
    );
  }
}
