import { isOneEdit } from './one-edit.ts';
import { displayText, lowerFirst, normaliseAnswer, spellOutUmlauts } from './normalise.ts';
import type { Language } from './types.ts';

/**
 * One word of the difference between a learner's answer and the closest accepted answer:
 * `same` and `changed` pair a written word with an expected one, `extra` is a written word the
 * accepted answer does not have, `missing` an accepted word the answer left out.
 */
export type WordDifference =
  | { kind: 'same'; written: string }
  | { kind: 'changed'; written: string; expected: string }
  | { kind: 'extra'; written: string }
  | { kind: 'missing'; expected: string };

/** The accepted answer nearest to a learner's answer, and how the two differ word by word. */
export interface ClosestAnswer {
  /** The closest accepted answer as it is displayed (the authored alternatives, punctuation kept). */
  answer: string;
  /** The learner's words in order, with the missing accepted words where they belong. */
  differences: WordDifference[];
  /** Word edits between the two: 1 for a word added, left out or replaced, 0.5 for a near miss. */
  distance: number;
}

/** One alternative of a segment: the words compared and the text displayed. */
export interface DisplayedAlternative {
  readonly words: readonly string[];
  readonly display: string;
}

const EDGE_PUNCTUATION = /^[.,'"!?;:’‘“”„«»‚‹›´`…]+|[.,'"!?;:’‘“”„«»‚‹›´`…]+$/g;

/**
 * The words of a text as it shows them (its case, inner apostrophes, no punctuation at their
 * edges), when they correspond one to one with the words compared; else the compared words
 * (a contraction read as two words).
 *
 * @example shownWords("We're learning German.", ['were', 'learning', 'german']) // ["We're", 'learning', 'German']
 */
export function shownWords(text: string, words: readonly string[]): readonly string[] {
  const tokens = displayText(text)
    .split(' ')
    .filter((token) => normaliseAnswer(token) !== '');
  if (tokens.length !== words.length) return words;
  return tokens.map((token) => token.replace(EDGE_PUNCTUATION, ''));
}

/**
 * The differences with the learner's words as the learner wrote them (see shownWords), so a
 * learner reads their own "Surely", not the compared "surely".
 */
export function withWrittenAsTyped(closest: ClosestAnswer, typed: readonly string[]): ClosestAnswer {
  let next = 0;
  const differences = closest.differences.map((difference): WordDifference => {
    if (difference.kind === 'missing') return difference;
    const written = typed[next] ?? difference.written;
    next += 1;
    return { ...difference, written };
  });
  return { ...closest, differences };
}

const SAME = 0;
const NEAR = 0.5;
const OTHER = 1;
const ADD_OR_DROP = 1;

/** A word's forms for comparing: as the language compares it, lower-cased, and with umlauts written out. */
interface WordForms {
  readonly key: string;
  readonly lower: string;
  readonly spelled: string;
}

function formsOf(word: string, language: Language, first: boolean): WordForms {
  const key = language === 'en' ? word.toLowerCase() : first ? lowerFirst(word) : word;
  const lower = key.toLowerCase();
  return { key, lower, spelled: spellOutUmlauts(lower) };
}

/** How far a written word is from an expected one: the same, a near miss (case, umlaut, one slip), or another word. */
function wordCost(a: WordForms, b: WordForms): number {
  if (a.key === b.key) return SAME;
  if (a.lower === b.lower || a.spelled === b.spelled) return NEAR;
  if (Math.abs(a.lower.length - b.lower.length) > 1) return OTHER;
  return isOneEdit(a.lower, b.lower) ? NEAR : OTHER;
}

/**
 * wordCost of each answer word against each accepted word, each pair computed once (an answer
 * meets the same accepted words in many segments), in a flat table indexed by word ids.
 */
function costTable(written: readonly string[], language: Language) {
  const writtenForms = written.map((word, index) => formsOf(word, language, index === 0));
  const ids = new Map<string, number>();
  const expectedForms: { plain: WordForms; first: WordForms }[] = [];
  let costs = new Float64Array(0);
  const idOf = (expected: string): number => {
    let id = ids.get(expected);
    if (id === undefined) {
      id = ids.size;
      ids.set(expected, id);
      expectedForms.push({
        plain: formsOf(expected, language, false),
        first: formsOf(expected, language, true),
      });
      if (id * written.length >= costs.length) {
        const grown = new Float64Array(Math.max(64, costs.length * 2, (id + 1) * written.length)).fill(NaN);
        grown.set(costs);
        costs = grown;
      }
    }
    return id;
  };
  const costOf = (position: number, id: number): number => {
    const at = id * written.length + position;
    const known = costs[at] ?? NaN;
    if (!Number.isNaN(known)) return known;
    const forms = expectedForms[id];
    const mine = writtenForms[position];
    const cost =
      forms === undefined || mine === undefined
        ? OTHER
        : wordCost(mine, position === 0 ? forms.first : forms.plain);
    costs[at] = cost;
    return cost;
  };
  return { idOf, costOf };
}

interface SegmentTables {
  /** For each alternative, the edit table E[j][p] over its words j and the answer's words p. */
  tables: Float64Array[][];
}

/**
 * The accepted answer with the fewest word edits from `written`, found on the segments
 * themselves: a word-level edit distance from the answer to the set of accepted answers, which
 * walks each segment's alternatives once (segments × alternative words × answer words), however
 * many combinations they multiply to.
 */
export function closestAcceptedAnswer(
  written: readonly string[],
  segments: readonly (readonly DisplayedAlternative[])[],
  language: Language,
): ClosestAnswer | undefined {
  const n = written.length;
  const { idOf, costOf } = costTable(written, language);
  let reached = new Float64Array(n + 1).fill(Infinity);
  reached[0] = 0;
  const perSegment: SegmentTables[] = [];

  for (const alternatives of segments) {
    const next = new Float64Array(n + 1).fill(Infinity);
    const tables: Float64Array[][] = [];
    for (const alternative of alternatives) {
      const m = alternative.words.length;
      const rows: Float64Array[] = [];
      // Row j: the alternative's first j words used. Extra answer words may come anywhere.
      let row = Float64Array.from(reached);
      for (let p = 1; p <= n; p += 1)
        row[p] = Math.min(row[p] ?? Infinity, (row[p - 1] ?? Infinity) + ADD_OR_DROP);
      rows.push(row);
      for (let j = 1; j <= m; j += 1) {
        const expected = idOf(alternative.words[j - 1] ?? '');
        const previous = row;
        row = new Float64Array(n + 1);
        row[0] = (previous[0] ?? Infinity) + ADD_OR_DROP;
        for (let p = 1; p <= n; p += 1) {
          const cost = costOf(p - 1, expected);
          row[p] = Math.min(
            (previous[p - 1] ?? Infinity) + cost,
            (previous[p] ?? Infinity) + ADD_OR_DROP,
            (row[p - 1] ?? Infinity) + ADD_OR_DROP,
          );
        }
        rows.push(row);
      }
      tables.push(rows);
      for (let p = 0; p <= n; p += 1) next[p] = Math.min(next[p] ?? Infinity, row[p] ?? Infinity);
    }
    perSegment.push({ tables });
    reached = next;
  }

  const distance = reached[n] ?? Infinity;
  if (!Number.isFinite(distance)) return undefined;

  // Walk back from the end, choosing in each segment an alternative that reaches the cost.
  const differences: WordDifference[] = [];
  const chosen: string[] = [];
  let p = n;
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const alternatives = segments[index] ?? [];
    const { tables } = perSegment[index] ?? { tables: [] };
    // The cheapest alternative at this boundary: the later segments were reached from it.
    let pick = -1;
    let best = Infinity;
    for (let a = 0; a < alternatives.length; a += 1) {
      const rows = tables[a] ?? [];
      const value = rows[rows.length - 1]?.[p] ?? Infinity;
      if (value < best) {
        best = value;
        pick = a;
      }
    }
    const alternative = alternatives[pick];
    const rows = tables[pick];
    if (alternative === undefined || rows === undefined) return undefined;
    if (alternative.display !== '') chosen.unshift(alternative.display);
    const start = index === 0 ? undefined : (perSegment[index - 1] ?? { tables: [] });
    const startValue = (position: number): number => {
      if (start === undefined) return position === 0 ? 0 : Infinity;
      let value = Infinity;
      for (const previousRows of start.tables)
        value = Math.min(value, previousRows[previousRows.length - 1]?.[position] ?? Infinity);
      return value;
    };
    const segmentDifferences: WordDifference[] = [];
    const shown = shownWords(alternative.display, alternative.words);
    let j = alternative.words.length;
    for (;;) {
      const here = rows[j]?.[p] ?? Infinity;
      if (j > 0 && p > 0) {
        const expected = alternative.words[j - 1] ?? '';
        const writtenWord = written[p - 1] ?? '';
        const cost = costOf(p - 1, idOf(expected));
        const expectedShown = shown[j - 1] ?? expected;
        if (Math.abs((rows[j - 1]?.[p - 1] ?? Infinity) + cost - here) < 1e-9) {
          segmentDifferences.unshift(
            cost === SAME
              ? { kind: 'same', written: writtenWord }
              : { kind: 'changed', written: writtenWord, expected: expectedShown },
          );
          j -= 1;
          p -= 1;
          continue;
        }
      }
      if (j > 0 && Math.abs((rows[j - 1]?.[p] ?? Infinity) + ADD_OR_DROP - here) < 1e-9) {
        segmentDifferences.unshift({
          kind: 'missing',
          expected: shown[j - 1] ?? alternative.words[j - 1] ?? '',
        });
        j -= 1;
        continue;
      }
      if (j === 0 && Math.abs(startValue(p) - here) < 1e-9) break;
      if (p > 0 && Math.abs((rows[j]?.[p - 1] ?? Infinity) + ADD_OR_DROP - here) < 1e-9) {
        segmentDifferences.unshift({ kind: 'extra', written: written[p - 1] ?? '' });
        p -= 1;
        continue;
      }
      break;
    }
    differences.unshift(...segmentDifferences);
  }
  return { answer: chosen.join(' '), differences, distance };
}
