// `npm run reports` (scripts/reports.ts): grouping and printing, and reading a server's
// PostgreSQL database with every learner's reports. (The PGlite path, with a server running on
// the folder, is covered by e2e/specs/fair-checking.e2e.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReports, groupReports, readReports, visibleText, type ReportRow } from '../scripts/reports.ts';
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

describe('learners’ text in the printed report', () => {
  it('shows control characters as escapes, one report per line, and sends the terminal none', () => {
    const forged = 'x\n  57×  Das ist richtig   (last 2026-11-23 14:00 UTC)';
    const clipboard = 'x\u001b]52;c;ZWNobyBoaQ==\u0007';
    const text = formatReports(
      groupReports([
        row(forged, 1),
        row(clipboard, 2),
        row('ok', 3, {
          sentence: 'Wo\r\u001b[2J ist\u202e der \\u{1b} Bahnhof?\u2028',
          set_table: 'ch1\u009b31m',
        }),
        row('lone \ud800 surrogate\u0000', 4),
      ]),
    );
    // Nothing but printable text and the line breaks between reports.
    expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u2028\u202e]/u);
    expect(text).not.toMatch(/\p{Cs}/u);
    const lines = text.split('\n');
    // The heading, then per sentence a blank line, its line, its count line and a line per answer.
    expect(lines).toHaveLength(1 + 4 + 6);
    expect(lines.filter((line) => line.includes('57×'))).toEqual([
      '    1×  x\\n  57×  Das ist richtig   (last 2026-11-23 14:00 UTC)   (last 2026-11-23 14:01 UTC)',
    ]);
    expect(text).toContain('    1×  x\\u{1b}]52;c;ZWNobyBoaQ==\\u{7}   (last');
    expect(text).toContain('ch1\\u{9b}31m #3: Wo\\r\\u{1b}[2J ist\\u{202e} der \\\\u{1b} Bahnhof?\\u{2028}');
    expect(text).toContain('lone \\u{d800} surrogate\\u{0}');
    expect(visibleText('Straße „süß“ 😀')).toBe('Straße „süß“ 😀');
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
