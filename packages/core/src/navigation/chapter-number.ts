/** The chapter used when none can be read. */
export const DEFAULT_CHAPTER = 1;

const chapterSegment = /(?:^|\/)ch=([^/?#]*)/;
const chapterPath = /^\/?ch([^/?#=]*)(?:[/?#]|$)/;

/**
 * The current chapter (docs/product/screens.md "Routes"): from a route segment `ch={n}`, or else from a path
 * `/ch{n}/…`; accepted only when numeric and within 1..chapterCount (the catalogue's
 * count), otherwise 1.
 *
 * @example
 * parseChapterNumber('/toc/ch=7', 13) // 7
 * parseChapterNumber('/ch12/drills/der_words', 13) // 12
 * parseChapterNumber('ch=abc', 13) // 1
 * parseChapterNumber('/ch14', 13) // 1
 */
export function parseChapterNumber(pathOrSegment: string | null | undefined, chapterCount: number): number {
  if (!pathOrSegment) return DEFAULT_CHAPTER;
  const match = chapterSegment.exec(pathOrSegment) ?? chapterPath.exec(pathOrSegment);
  const digits = match?.[1];
  if (digits === undefined || !/^\d{1,3}$/.test(digits)) return DEFAULT_CHAPTER;
  const chapter = Number(digits);
  return chapter >= 1 && chapter <= chapterCount ? chapter : DEFAULT_CHAPTER;
}
