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

/**
 * The forms of accepted answers' words, kept across calls: the same course words are compared
 * again for every rewrite of every answer. Bounded: emptied when it grows past its size.
 */
const expectedFormsCache = new Map<string, { plain: WordForms; first: WordForms }>();
const EXPECTED_FORMS_CACHE_SIZE = 20_000;

function expectedFormsOf(word: string, language: Language): { plain: WordForms; first: WordForms } {
  const cacheKey = `${language}\u0000${word}`;
  const cached = expectedFormsCache.get(cacheKey);
  if (cached !== undefined) return cached;
  if (expectedFormsCache.size >= EXPECTED_FORMS_CACHE_SIZE) expectedFormsCache.clear();
  const forms = { plain: formsOf(word, language, false), first: formsOf(word, language, true) };
  expectedFormsCache.set(cacheKey, forms);
  return forms;
}

/** How far a written word is from an expected one: the same, a near miss (case, umlaut, one slip), or another word. */
function wordCost(a: WordForms, b: WordForms): number {
  if (a.key === b.key) return SAME;
  if (a.lower === b.lower || a.spelled === b.spelled) return NEAR;
  if (Math.abs(a.lower.length - b.lower.length) > 1) return OTHER;
  return isOneEdit(a.lower, b.lower) ? NEAR : OTHER;
}

/** The accepted words of one segment list, with ids, and their costs against written words seen. */
interface SharedCosts {
  readonly ids: ReadonlyMap<string, number>;
  readonly forms: readonly { plain: WordForms; first: WordForms }[];
  /** Per written word (a leading \u0001 marks the answer's first word): its cost against each id, NaN until computed. */
  readonly byWritten: Map<string, Float64Array>;
}

const sharedCostsBySegments = new WeakMap<object, Partial<Record<Language, SharedCosts>>>();
/** Written words whose costs are kept per segment list; emptied when it grows past this. */
const WRITTEN_WORDS_KEPT = 4096;

function sharedCosts(
  segments: readonly (readonly DisplayedAlternative[])[],
  language: Language,
): SharedCosts {
  const byLanguage = sharedCostsBySegments.get(segments) ?? {};
  const known = byLanguage[language];
  if (known !== undefined) return known;
  const ids = new Map<string, number>();
  const forms: { plain: WordForms; first: WordForms }[] = [];
  for (const alternatives of segments)
    for (const alternative of alternatives)
      for (const word of alternative.words)
        if (!ids.has(word)) {
          ids.set(word, ids.size);
          forms.push(expectedFormsOf(word, language));
        }
  const costs: SharedCosts = { ids, forms, byWritten: new Map() };
  byLanguage[language] = costs;
  sharedCostsBySegments.set(segments, byLanguage);
  return costs;
}

/**
 * wordCost of each answer word against each accepted word, each pair computed once and kept
 * with the segment list: an answer meets the same accepted words in many segments, and the
 * rewrites of one answer (another order, a synonym) are mostly the same words again.
 */
function costTable(
  written: readonly string[],
  language: Language,
  segments: readonly (readonly DisplayedAlternative[])[],
) {
  const shared = sharedCosts(segments, language);
  const writtenForms = written.map((word, index) => formsOf(word, language, index === 0));
  const rows = written.map((word, index) => {
    const key = index === 0 ? `\u0001${word}` : word;
    let row = shared.byWritten.get(key);
    if (row === undefined) {
      if (shared.byWritten.size >= WRITTEN_WORDS_KEPT) shared.byWritten.clear();
      row = new Float64Array(shared.forms.length).fill(NaN);
      shared.byWritten.set(key, row);
    }
    return row;
  });
  const idOf = (expected: string): number => shared.ids.get(expected) ?? -1;
  const costOf = (position: number, id: number): number => {
    const row = rows[position];
    const known = row?.[id] ?? NaN;
    if (!Number.isNaN(known)) return known;
    const forms = shared.forms[id];
    const mine = writtenForms[position];
    const cost =
      forms === undefined || mine === undefined || row === undefined
        ? OTHER
        : wordCost(mine, position === 0 ? forms.first : forms.plain);
    if (row !== undefined && id >= 0) row[id] = cost;
    return cost;
  };
  /** Every cost, as a flat matrix by id and position, for the edit-distance loop to read directly. */
  const matrix = (): Float64Array => {
    const n = written.length;
    const all = new Float64Array(shared.forms.length * n);
    for (let id = 0; id < shared.forms.length; id += 1)
      for (let position = 0; position < n; position += 1) all[id * n + position] = costOf(position, id);
    return all;
  };
  return { idOf, costOf, matrix };
}

/**
 * The edit tables of every alternative, in one flat buffer of rows of n + 1 cells: alternative a
 * of segment i has rows start[i][a] … start[i][a] + its word count, row j holding E[j][p] over
 * its first j words and the answer's first p words. One allocation per call, not one per row.
 */
interface EditTables {
  readonly cells: Float64Array;
  readonly width: number;
  /** Per segment, per alternative: the index of its row 0. */
  readonly starts: readonly (readonly number[])[];
}

/** E[j][p] of the alternative whose row 0 is `start`. */
const cell = (tables: EditTables, start: number, j: number, p: number): number =>
  tables.cells[(start + j) * tables.width + p] ?? Infinity;

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
  const width = n + 1;
  const { idOf, costOf, matrix } = costTable(written, language, segments);
  const costs = matrix();
  let rowCount = 0;
  for (const alternatives of segments)
    for (const alternative of alternatives) rowCount += alternative.words.length + 1;
  const cells = new Float64Array(rowCount * width);
  const starts: number[][] = [];
  const tables: EditTables = { cells, width, starts };
  let reached = new Float64Array(width).fill(Infinity);
  reached[0] = 0;
  let row = 0;

  for (const alternatives of segments) {
    const next = new Float64Array(width).fill(Infinity);
    const segmentStarts: number[] = [];
    for (const alternative of alternatives) {
      const m = alternative.words.length;
      segmentStarts.push(row);
      // Row 0: none of the alternative's words used. Extra answer words may come anywhere.
      let at = row * width;
      cells.set(reached, at);
      // Typed-array reads within bounds: the loops below read cells[] and costs[] directly.
      for (let p = 1; p <= n; p += 1)
        cells[at + p] = Math.min(cells[at + p]!, cells[at + p - 1]! + ADD_OR_DROP);
      for (let j = 1; j <= m; j += 1) {
        const expected = idOf(alternative.words[j - 1] ?? '');
        const costsAt = expected * n - 1;
        const previous = at;
        at += width;
        cells[at] = cells[previous]! + ADD_OR_DROP;
        for (let p = 1; p <= n; p += 1) {
          const cost = expected < 0 ? OTHER : costs[costsAt + p]!;
          const diagonal = cells[previous + p - 1]! + cost;
          const drop = cells[previous + p]! + ADD_OR_DROP;
          const add = cells[at + p - 1]! + ADD_OR_DROP;
          cells[at + p] = diagonal < drop ? (diagonal < add ? diagonal : add) : drop < add ? drop : add;
        }
      }
      for (let p = 0; p <= n; p += 1) next[p] = Math.min(next[p] ?? Infinity, cells[at + p] ?? Infinity);
      row += m + 1;
    }
    starts.push(segmentStarts);
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
    const segmentStarts = starts[index] ?? [];
    // The cheapest alternative at this boundary: the later segments were reached from it.
    let pick = -1;
    let best = Infinity;
    for (let a = 0; a < alternatives.length; a += 1) {
      const value = cell(tables, segmentStarts[a] ?? 0, alternatives[a]?.words.length ?? 0, p);
      if (value < best) {
        best = value;
        pick = a;
      }
    }
    const alternative = alternatives[pick];
    const first = segmentStarts[pick];
    if (alternative === undefined || first === undefined) return undefined;
    const at = (j: number, position: number) => cell(tables, first, j, position);
    if (alternative.display !== '') chosen.unshift(alternative.display);
    const previousAlternatives = index === 0 ? undefined : (segments[index - 1] ?? []);
    const previousStarts = starts[index - 1] ?? [];
    const startValue = (position: number): number => {
      if (previousAlternatives === undefined) return position === 0 ? 0 : Infinity;
      let value = Infinity;
      previousAlternatives.forEach((previous, a) => {
        value = Math.min(value, cell(tables, previousStarts[a] ?? 0, previous.words.length, position));
      });
      return value;
    };
    const segmentDifferences: WordDifference[] = [];
    const shown = shownWords(alternative.display, alternative.words);
    let j = alternative.words.length;
    for (;;) {
      const here = at(j, p);
      if (j > 0 && p > 0) {
        const expected = alternative.words[j - 1] ?? '';
        const writtenWord = written[p - 1] ?? '';
        const cost = costOf(p - 1, idOf(expected));
        const expectedShown = shown[j - 1] ?? expected;
        if (Math.abs(at(j - 1, p - 1) + cost - here) < 1e-9) {
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
      if (j > 0 && Math.abs(at(j - 1, p) + ADD_OR_DROP - here) < 1e-9) {
        segmentDifferences.unshift({
          kind: 'missing',
          expected: shown[j - 1] ?? alternative.words[j - 1] ?? '',
        });
        j -= 1;
        continue;
      }
      if (j === 0 && Math.abs(startValue(p) - here) < 1e-9) break;
      if (p > 0 && Math.abs(at(j, p - 1) + ADD_OR_DROP - here) < 1e-9) {
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
