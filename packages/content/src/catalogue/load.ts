import { catalogueSchema } from './schema.ts';
import type { Chapter } from './schema.ts';

/** `['drillsContents', 2, 'table']` → `drillsContents[2].table`. */
function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The chapter an issue is in: the chapter's own number when it has one, else its position. */
function chapterName(chapters: readonly unknown[], index: number): string {
  const chapter = chapters[index];
  const number =
    typeof chapter === 'object' && chapter !== null && 'number' in chapter ? chapter.number : undefined;
  return String(typeof number === 'number' ? number : index + 1);
}

/**
 * Validates the 13 chapters against `catalogueSchema` and returns them deeply frozen. An invalid
 * catalogue throws one error listing every problem by chapter and field.
 *
 * @example
 * loadCatalogue([chapter1, …, chapter13]) // readonly Chapter[]
 * // throws "Catalogue chapter 4, drillsContents[2].table: …" when a table is malformed
 */
export function loadCatalogue(chapters: readonly unknown[]): readonly Chapter[] {
  const result = catalogueSchema.safeParse(chapters);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const [first, ...rest] = issue.path;
      if (typeof first !== 'number') return `Catalogue: ${issue.message}`;
      const field = rest.length === 0 ? 'chapter' : formatFieldPath(rest);
      return `Catalogue chapter ${chapterName(chapters, first)}, ${field}: ${issue.message}`;
    });
    throw new Error(problems.join('\n'), { cause: result.error });
  }
  return deepFreeze(result.data);
}

/** Freezes a value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
