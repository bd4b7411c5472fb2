import { describe, expect, it } from 'vitest';
import { formatDue } from './format-due.ts';

// Local times, as the learner's clock shows them: the day boundaries are the browser's own.
const at = (month: number, day: number, hours: number, minutes = 0, year = 2026) =>
  new Date(year, month - 1, day, hours, minutes);
const due = (date: Date) => date.toISOString();

describe('formatDue', () => {
  const now = at(3, 2, 10); // Monday 2 March 2026, 10:00

  it('says "now" for a card due now or overdue', () => {
    expect(formatDue(due(now), now)).toBe('now');
    expect(formatDue(due(at(3, 1, 9)), now)).toBe('now');
    // Under half a minute away rounds to no minutes.
    expect(formatDue(new Date(now.getTime() + 29_000).toISOString(), now)).toBe('now');
  });

  it('counts minutes within the hour, one minute in the singular', () => {
    expect(formatDue(due(at(3, 2, 10, 1)), now)).toBe('in 1 minute');
    expect(formatDue(due(at(3, 2, 10, 10)), now)).toBe('in 10 minutes');
    expect(formatDue(due(at(3, 2, 10, 59)), now)).toBe('in 59 minutes');
  });

  it('counts minutes across midnight while under an hour', () => {
    expect(formatDue(due(at(3, 3, 0, 20)), at(3, 2, 23, 50))).toBe('in 30 minutes');
  });

  it('counts hours later the same day, rounded', () => {
    expect(formatDue(due(at(3, 2, 11)), now)).toBe('in 1 hour');
    expect(formatDue(due(at(3, 2, 11, 30)), now)).toBe('in 2 hours');
    expect(formatDue(due(at(3, 2, 23, 59)), now)).toBe('in 14 hours');
  });

  it('says "tomorrow" for the next calendar day, however few hours away', () => {
    expect(formatDue(due(at(3, 3, 1, 30)), at(3, 2, 23))).toBe('tomorrow');
    expect(formatDue(due(at(3, 3, 23)), now)).toBe('tomorrow');
  });

  it('names the day and counts the days from the day after tomorrow', () => {
    expect(formatDue(due(at(3, 4, 8)), now)).toBe('on Wed 4 Mar (in 2 days)');
    expect(formatDue(due(at(3, 6, 8)), now)).toBe('on Fri 6 Mar (in 4 days)');
    expect(formatDue(due(at(4, 1, 8)), now)).toBe('on Wed 1 Apr (in 30 days)');
  });

  it('adds the year when the card comes back in another year', () => {
    // (ICU writes a comma after the weekday when the year is shown.)
    expect(formatDue(due(at(1, 5, 9, 0, 2027)), at(12, 30, 9))).toMatch(
      /^on Tue,? 5 Jan 2027 \(in 6 days\)$/,
    );
    expect(formatDue(due(at(3, 4, 8)), now)).not.toContain('2026');
  });
});
