const ARTICLES = new Set(['der', 'die', 'das']);

/**
 * What a speaker button says for a displayed dictionary term (docs/product/content.md
 * "Data shapes"): the words a learner would say, without the add-ons and notes that are only written.
 * A noun is said with its article in front, the way it is learnt; parenthesised features (stem
 * changes, cases, "pl.") and plural or singular add-ons (-e, ⸚er) are left out, because a voice
 * reads them as "minus e" or skips them unpredictably. Other terms keep their comma-separated
 * forms (a verb's past participle, a pronoun's further forms).
 *
 * @example
 * spokenTerm('Tisch, -e, der') // 'der Tisch'
 * spokenTerm('fahren (ä), gefahren') // 'fahren, gefahren'
 * spokenTerm('mit (+dat)') // 'mit'
 */
export function spokenTerm(term: string): string {
  const parts = term
    .replace(/\s*\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^[-⸚]/.test(part));
  const last = parts.at(-1);
  if (parts.length >= 2 && last !== undefined && ARTICLES.has(last)) return `${last} ${parts[0] ?? ''}`;
  return parts.join(', ');
}
