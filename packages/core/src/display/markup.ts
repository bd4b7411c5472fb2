/**
 * Content text that begins with "<" and ends with ">" is markup, shown sanitised (spec §5).
 *
 * @example
 * isMarkup('<span class="de">der Tisch</span>') // true
 * isMarkup('der Tisch') // false
 */
export function isMarkup(text: string | null | undefined): boolean {
  if (!text) return false;
  const trimmed = text.trim();
  return trimmed.startsWith('<') && trimmed.endsWith('>');
}

/** The only tag allowed in content markup (spec §5). */
export const ALLOWED_MARKUP_TAGS: readonly string[] = ['span'];
