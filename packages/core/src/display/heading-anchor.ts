/**
 * The anchor of a lesson heading: its words in lower case joined by hyphens, letters and
 * digits only (umlauts kept), so a link can point at the section that teaches a point.
 *
 * @example headingAnchor('Three words for "you"') // 'three-words-for-you'
 * @example headingAnchor('Rule 1: Verb in second position') // 'rule-1-verb-in-second-position'
 */
export function headingAnchor(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
