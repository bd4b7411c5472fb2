import type { AnswerValues } from './answers.ts';

/**
 * Answers typed but not yet saved, kept in the browser so that nothing is lost when a save
 * fails or the page is reloaded before the server answers again.
 */
function draftKey(userId: string, table: string): string {
  return `grundlagen:unsaved:${userId}:${table}`;
}

export function readDrafts(userId: string, table: string): AnswerValues {
  try {
    const stored = localStorage.getItem(draftKey(userId, table));
    if (!stored) return {};
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        ([questionNum, values]) =>
          Number.isInteger(Number(questionNum)) &&
          Array.isArray(values) &&
          values.every((value) => typeof value === 'string'),
      ),
    ) as AnswerValues;
  } catch {
    return {};
  }
}

export function writeDrafts(userId: string, table: string, drafts: AnswerValues): void {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(draftKey(userId, table));
    else localStorage.setItem(draftKey(userId, table), JSON.stringify(drafts));
  } catch {
    // Storage full or blocked: the answers still live in the page until they are saved.
  }
}
