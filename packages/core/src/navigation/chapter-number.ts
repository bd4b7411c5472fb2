/** Number of chapters in the course. */
export const CHAPTER_COUNT = 13;
/** The chapter used when none can be read. */
export const DEFAULT_CHAPTER = 1;

const chapterSegment = /(?:^|\/)ch=([^/?#]*)/;
const chapterPath = /^\/?ch([^/?#=]*)(?:[/?#]|$)/;

/**
 * The current chapter (spec §2): from a route segment `ch={n}`, or else from a path
 * `/ch{n}/…`; accepted only when numeric and within 1..13, otherwise 1.
 *
 * @example
 * parseChapterNumber('/toc/ch=7') // 7
 * parseChapterNumber('/ch12/drills/der_words') // 12
 * parseChapterNumber('ch=abc') // 1
 * parseChapterNumber('/ch14') // 1
 */
export function parseChapterNumber(pathOrSegment: string | null | undefined): number {
  if (!pathOrSegment) return DEFAULT_CHAPTER;
  const match = chapterSegment.exec(pathOrSegment) ?? chapterPath.exec(pathOrSegment);
  const digits = match?.[1];
  if (digits === undefined || !/^\d{1,3}$/.test(digits)) return DEFAULT_CHAPTER;
  const chapter = Number(digits);
  return chapter >= 1 && chapter <= CHAPTER_COUNT ? chapter : DEFAULT_CHAPTER;
}
