/** Verdict of a drill input: `null` while the trimmed answer is empty. */
export type WordVerdict = 'correct' | 'incorrect' | null;

export interface CheckWordsOptions {
  /** Verb inputs ignore a leading "to " on both sides ("to work" = "work"). */
  verb?: boolean;
}

const leadingTo = /^to\s+/i;

function stripTo(text: string, verb: boolean): string {
  return verb ? text.replace(leadingTo, '') : text;
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Splits on commas and white space; for verbs each comma-separated part loses its leading "to ". */
function splitWords(text: string, verb: boolean): string[] {
  return text
    .split(',')
    .map((part) => stripTo(part.trim(), verb))
    .flatMap((part) => part.split(/\s+/))
    .filter((word) => word.length > 0);
}

/**
 * The word check of drill inputs (docs/product/checking.md "Drill inputs: the word check"). Case-sensitive, because case is
 * often the point (Sie / sie).
 *
 * @example
 * checkWords('Sie', ['Sie']) // 'correct'
 * checkWords('du, du', ['du']) // 'incorrect': a repeated word is wrong
 * checkWords('to work', ['work'], { verb: true }) // 'correct'
 * checkWords('  ', ['du']) // null
 */
export function checkWords(
  answer: string,
  accepted: readonly string[],
  options: CheckWordsOptions = {},
): WordVerdict {
  const verb = options.verb ?? false;
  const trimmed = answer.trim();
  if (trimmed === '') return null;

  const words = splitWords(trimmed, verb);
  if (new Set(words).size !== words.length) return 'incorrect';

  const acceptedForms = accepted.map((form) => collapse(stripTo(collapse(form), verb)));
  if (acceptedForms.includes(collapse(stripTo(trimmed, verb)))) return 'correct';

  const acceptedSet = new Set(acceptedForms);
  return words.length > 0 && words.every((word) => acceptedSet.has(word)) ? 'correct' : 'incorrect';
}
