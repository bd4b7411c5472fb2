// `npm run reports` (scripts/reports.ts): grouping and printing, and reading a server's
// PostgreSQL database with every learner's reports. (The PGlite path, with a server running on
// the folder, is covered by e2e/specs/fair-checking.e2e.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReports, groupReports, readReports, type ReportRow } from '../scripts/reports.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 14, minute));
const row = (answer: string, minute: number, overrides: Partial<ReportRow> = {}): ReportRow => ({
  set_table: 'ch1_ex_to_english',
  question_num: 3,
  blank: null,
  sentence: 'Wo ist der Bahnhof?',
  answer,
  created_at: at(minute),
  ...overrides,
});

describe('groupReports and formatReports', () => {
  it('groups by sentence with counts, the most recently reported sentence and answer first', () => {
    const groups = groupReports([
      row("Where's the station?", 1),
      row('Where is the railway station?', 2),
      row("Where's the station? ", 3),
      row('der', 5, { set_table: 'ch2_definite_article', question_num: 7, blank: 2, sentence: '___ Kuchen' }),
    ]);
    expect(groups.map((group) => [group.setTable, group.count])).toEqual([
      ['ch2_definite_article', 1],
      ['ch1_ex_to_english', 3],
    ]);
    expect(groups[1]?.answers).toEqual([
      { answer: "Where's the station?", count: 2, newest: at(3) },
      { answer: 'Where is the railway station?', count: 1, newest: at(2) },
    ]);
    const text = formatReports(groups);
    expect(text).toContain('4 reported answers for 2 sentences, newest first.');
    expect(text).toContain('ch2_definite_article #7, blank 2: ___ Kuchen');
    expect(text).toContain("  2×  Where's the station?   (last 2026-11-23 14:03 UTC)");
    expect(text.indexOf('Kuchen')).toBeLessThan(text.indexOf('Bahnhof'));
    expect(formatReports([])).toBe('No answers have been reported.');
  });
});

describe('readReports on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists every learner’s reports from DATABASE_URL', async () => {
    const env = { DATABASE_URL: server.config.databaseUrl, DATA_DIR: server.config.dataDir };
    expect((await readReports(env)).text).toBe('No answers have been reported.');
    for (const answer of [
      'It is the teacher’s table.',
      'It is the teacher’s table.',
      'That is the teacher’s table.',
    ]) {
      const learner = await server.signUp();
      const sent = await learner.client.from('answer_reports').insert({
        set_table: 'ch2_ex_to_english',
        question_num: 1,
        sentence: 'Das ist der Tisch des Lehrers.',
        answer,
      });
      expect(sent.error).toBeNull();
    }
    const { text, source } = await readReports(env);
    expect(source).toBe('DATABASE_URL');
    expect(text).toContain('3 reported answers for 1 sentence');
    expect(text).toContain('ch2_ex_to_english #1: Das ist der Tisch des Lehrers.');
    expect(text).toMatch(/ {2}2× {2}It is the teacher’s table\./);
  });
});
