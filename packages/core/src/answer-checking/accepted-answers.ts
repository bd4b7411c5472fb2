import { longestEnglishLength } from './english-variants.ts';
import { distinctDisplayAlternatives, segmentsOf } from './segments.ts';
import type { Translation } from './types.ts';

function wordCount(text: string): number {
  return text === '' ? 0 : text.split(' ').length;
}

/**
 * The accepted answers as they are displayed: alternatives trimmed, joined with single spaces,
 * punctuation kept, an empty alternative dropping its segment and its space. They come lazily,
 * each once, in odometer order (the last segment turns fastest), starting with every segment's
 * first alternative. Pass `limit` to stop early: a segment list can stand for millions.
 *
 * @example
 * [...acceptedAnswers(['I am', ['very', ''], 'tired.'])] // ['I am very tired.', 'I am tired.']
 * [...acceptedAnswers([['Hi', 'Hello'], ['you', 'there']], { limit: 3 })]
 * // ['Hi you', 'Hi there', 'Hello you']
 */
export function* acceptedAnswers(
  translation: Translation,
  options: { limit?: number } = {},
): Generator<string> {
  const limit = Math.floor(options.limit ?? Infinity);
  if (!(limit >= 1)) return;
  const segments = segmentsOf(translation).map(distinctDisplayAlternatives);
  if (segments.some((alternatives) => alternatives.length === 0)) return;

  // When all alternatives of each segment have the same number of words, every segment fills
  // fixed word positions and different combinations cannot spell the same answer; only
  // otherwise ("I am" + "" vs "" + "I am") must the answers given so far be remembered.
  const mayRepeat = segments.some((alternatives) => new Set(alternatives.map(wordCount)).size > 1);
  const given = mayRepeat ? new Set<string>() : undefined;
  const choice = segments.map(() => 0);
  let count = 0;

  for (;;) {
    const answer = segments
      .map((alternatives, index) => alternatives[choice[index] ?? 0] ?? '')
      .filter((text) => text !== '')
      .join(' ');
    if (given === undefined || !given.has(answer)) {
      given?.add(answer);
      yield answer;
      count += 1;
      if (count >= limit) return;
    }

    let index = segments.length - 1;
    for (; index >= 0; index -= 1) {
      const next = (choice[index] ?? 0) + 1;
      if (next < (segments[index]?.length ?? 0)) {
        choice[index] = next;
        break;
      }
      choice[index] = 0;
    }
    if (index < 0) return;
  }
}

/**
 * How many combinations of alternatives a translation accepts, computed without listing them.
 * An alternative written twice in one segment (after trimming and collapsing white space)
 * counts once. Alternatives of different segments can still spell the same answer
 * (["I", ""] then ["", "I"]), so this is an upper bound on the distinct answers
 * `acceptedAnswers` gives; beyond 2^53 the figure is approximate.
 *
 * @example
 * countAcceptedAnswers(['I am', ['very', 'so', ''], ['tired', 'sleepy']]) // 6
 * countAcceptedAnswers([['Hi', 'Hi ']]) // 1
 */
export function countAcceptedAnswers(translation: Translation): number {
  return segmentsOf(translation).reduce(
    (product, alternatives) => product * distinctDisplayAlternatives(alternatives).length,
    1,
  );
}

/** How many distinct answers a translation accepts as displayed, and whether the figure is exact. */
export interface AcceptedAnswerCount {
  readonly count: number;
  /** False when the figure is the combinations of alternatives, which may spell an answer twice. */
  readonly exact: boolean;
}

/**
 * How many distinct answers `acceptedAnswers` would give, without listing them when there are
 * many. When every segment's alternatives have one word count, each combination spells a
 * different answer and the product of the segments is exact. Otherwise (an optional segment, a
 * one-word and a two-word alternative) two combinations may spell the same answer: up to
 * `listUpTo` combinations (default 2,000) are listed and counted; beyond that the combinations
 * are given as an upper bound with `exact: false`. English contractions and spellings the checker
 * also accepts (it's / it is) are not counted: they are one answer written two ways.
 *
 * @example
 * acceptedAnswerCount(['I am', ['very', 'so'], ['tired', 'sleepy']]) // { count: 4, exact: true }
 * acceptedAnswerCount([['I am', 'I', ''], ['am', '']])              // { count: 5, exact: true }
 */
export function acceptedAnswerCount(
  translation: Translation,
  options: { listUpTo?: number } = {},
): AcceptedAnswerCount {
  const segments = segmentsOf(translation).map(distinctDisplayAlternatives);
  const combinations = segments.reduce((product, alternatives) => product * alternatives.length, 1);
  const fixedPositions = segments.every((alternatives) => new Set(alternatives.map(wordCount)).size <= 1);
  if (fixedPositions) return { count: combinations, exact: true };
  if (combinations <= (options.listUpTo ?? 2_000)) {
    let count = 0;
    for (const _answer of acceptedAnswers(translation)) count += 1;
    return { count, exact: true };
  }
  return { count: combinations, exact: false };
}

/**
 * The input length limit (docs/product/checking.md "Input length limit"): the length of the longest accepted answer as
 * displayed, plus 1, found from each segment's longest alternative rather than by listing
 * answers. An English contraction counts at the length of its full form and a word at its
 * longest accepted spelling (it's as "it has", colour), since a learner may write either. Lengths are UTF-16 code units, as an input's `maxLength` counts them. A translation
 * that accepts nothing (a segment without alternatives) gets 1.
 *
 * @example
 * maxInputLength(['I am', ['very', ''], 'tired.']) // 17: "I am very tired." + 1
 * maxInputLength('  Das ist gut. ')                // 13
 */
export function maxInputLength(translation: Translation): number {
  const segments = segmentsOf(translation).map(distinctDisplayAlternatives);
  if (segments.some((alternatives) => alternatives.length === 0)) return 1;
  // Each non-empty segment adds its text and one joining space; the first adds no space.
  const withSpaces = segments.reduce((total, alternatives) => {
    const longest = Math.max(...alternatives.map(longestEnglishLength));
    return total + (longest > 0 ? longest + 1 : 0);
  }, 0);
  return Math.max(withSpaces - 1, 0) + 1;
}
