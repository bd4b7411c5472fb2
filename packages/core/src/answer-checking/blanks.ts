// A drill's blanks as checking reads them, apart from the checker itself (judge-answer.ts): a
// page that only shows its blanks needs these, not the checker and its diagnosis.
import type { BlankContext } from './judge-answer.ts';

/**
 * Whether a blank with an authored explanation also shows the computed one: only when the
 * authored text is plainly about another wrong word ("not sprichst") than the learner's. When
 * that cannot be told, the authored explanation alone is shown.
 *
 * @example
 * showsComputedExplanation('sprechen (not the stem-changed sprichst) at the end.', 'spreche') // true
 * showsComputedExplanation('sprechen (not the stem-changed sprichst) at the end.', 'sprichst') // false
 * showsComputedExplanation('er will (no ending).', 'wollt') // false
 * showsComputedExplanation(undefined, 'wollt') // true
 */
export function showsComputedExplanation(authored: string | undefined, written: string): boolean {
  if (authored === undefined || authored.trim() === '') return true;
  const text = authored.replace(/<[^>]*>/g, '');
  const word = written.trim().toLowerCase();
  if (
    word !== '' &&
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .includes(word)
  )
    return false;
  // "not X", "not the X", "not the stem-changed X": the wrong word the author had in mind.
  const named = [...text.matchAll(/\bnot\s+(?:the\s+)?(?:[\p{L}-]+-[\p{L}]+\s+)?(\p{L}+)/gu)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  );
  return named.length > 0 && !named.includes(word);
}

/** How a blank is written in a drill sentence's prompt ("Ich fahre mit ___ Bus."). */
export const BLANK_MARK = '___';

/**
 * The sentence around the one blank of a prompt, to diagnose a blank's answer later (My mistakes
 * practised in Review); undefined without exactly one blank.
 *
 * @example blankContext('Ich fahre mit ___ Bus.') // { before: 'Ich fahre mit', after: 'Bus.' }
 */
export function blankContext(prompt: string): BlankContext | undefined {
  const parts = prompt.split(BLANK_MARK);
  if (parts.length !== 2) return undefined;
  return { before: (parts[0] ?? '').trim(), after: (parts[1] ?? '').trim() };
}
