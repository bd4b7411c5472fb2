/**
 * Progress codes (docs/product/progress.md "Progress codes"): a chapter number, a section letter (n New Material, d Drills,
 * e Exercises, x Extra Practice) and a short lower-case abbreviation, e.g. `1nsp`, `11ddc2`.
 * The chapter must be one of the course's (the catalogue knows how many there are).
 */
const progressCodeShape = /^([1-9]\d*)[ndex][a-z0-9]+$/;

/**
 * @example
 * isProgressCode('4dkn', 13) // true
 * isProgressCode('14dkn', 13) // false
 */
export function isProgressCode(code: string, chapterCount: number): boolean {
  const chapter = progressCodeShape.exec(code)?.[1];
  return chapter !== undefined && Number(chapter) <= chapterCount;
}

/**
 * Reads the tracker's `completed_list`: comma-separated codes, trimmed, duplicates and anything
 * that is not a progress code dropped, first occurrence kept.
 *
 * @example
 * parseCompletedList('1nsp, 2dda,,1nsp', 13) // ['1nsp', '2dda']
 */
export function parseCompletedList(list: string | null | undefined, chapterCount: number): string[] {
  if (!list) return [];
  const codes = list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => isProgressCode(code, chapterCount));
  return [...new Set(codes)];
}

/**
 * The string saved in `completed_list`: the full list, comma-joined.
 *
 * @example
 * serializeCompletedList(['1nsp', '2dda']) // '1nsp,2dda'
 */
export function serializeCompletedList(codes: readonly string[]): string {
  return [...new Set(codes)].join(',');
}

/**
 * Adds a code: an empty code or one already present is ignored; duplicates are removed.
 *
 * @example
 * addCode(['1nsp'], '1dsp') // ['1nsp', '1dsp']
 * addCode(['1nsp'], '1nsp') // ['1nsp']
 */
export function addCode(codes: readonly string[], code: string): string[] {
  const unique = [...new Set(codes)];
  const trimmed = code.trim();
  if (trimmed === '' || unique.includes(trimmed)) return unique;
  return [...unique, trimmed];
}

/**
 * Removes a code (every occurrence).
 *
 * @example
 * removeCode(['1nsp', '4dkn'], '4dkn') // ['1nsp']
 */
export function removeCode(codes: readonly string[], code: string): string[] {
  return [...new Set(codes)].filter((present) => present !== code.trim());
}
