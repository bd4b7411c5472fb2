/**
 * Content text that begins with "<" and ends with ">" is markup, shown sanitised (docs/product/screens.md "Markup in content").
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

/** The only tag allowed in content markup (docs/product/screens.md "Markup in content"). */
export const ALLOWED_MARKUP_TAGS: readonly string[] = ['span'];
