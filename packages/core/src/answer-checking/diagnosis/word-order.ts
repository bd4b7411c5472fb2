// Word order: an answer with the accepted words in a wrong order is tried with one word moved;
// the move the checker accepts names the rule.
import { FRONTABLE_ADVERBS, PERSONAL_PRONOUNS, QUESTION_WORDS, SUBORDINATORS } from '../german-parts.ts';
import type { GrammarIndex } from './grammar-index.ts';
import type { Diagnosis } from './index.ts';
import { FINITE_SLOTS, isFinite, lower, verbFormsOf, type Words } from './sentence.ts';

const RELATIVE_PRONOUNS = new Set(['der', 'die', 'das', 'den', 'dem', 'denen', 'dessen', 'deren']);

interface Word {
  readonly word: string;
  readonly comma: boolean;
}

/** The clause a word belongs to: from the word after the last comma before it. */
function clauseStart(words: readonly Word[], at: number): number {
  let start = at;
  while (start > 0 && !(words[start - 1]?.comma ?? false)) start -= 1;
  return start;
}

function clauseEnd(words: readonly Word[], at: number): number {
  let end = at;
  while (end < words.length - 1 && !(words[end]?.comma ?? false)) end += 1;
  return end;
}

/** What opens a clause: a subordinator, a question word after a comma, a relative pronoun. */
function opener(words: readonly Word[], start: number): 'sub' | 'question' | 'relative' | undefined {
  const first = lower(words[start]?.word ?? '');
  if (SUBORDINATORS.has(first) && first !== 'seit' && first !== 'bis' && first !== 'während') return 'sub';
  if (start === 0) return undefined;
  if (QUESTION_WORDS.has(first) || first === 'ob') return first === 'ob' ? 'sub' : 'question';
  if (RELATIVE_PRONOUNS.has(first)) return 'relative';
  const second = lower(words[start + 1]?.word ?? '');
  if (PREPOSITION_LIKE.has(first) && RELATIVE_PRONOUNS.has(second)) return 'relative';
  return undefined;
}
const HELPERS = new Set([
  'können',
  'müssen',
  'dürfen',
  'sollen',
  'wollen',
  'mögen',
  'möchten',
  'werden',
  'haben',
  'sein',
]);

/** Whether the clause of the word at `at` has a modal or auxiliary before it. */
function helperBefore(words: readonly Word[], at: number, index: GrammarIndex): boolean {
  const start = clauseStart(words, at);
  return words
    .slice(start, at)
    .some((word, i) =>
      verbFormsOf(index, word.word, start + i === 0).some(
        (form) => FINITE_SLOTS.has(form.slot) && HELPERS.has(form.verb.infinitive),
      ),
    );
}

/** At most this many moves are matched against the listed answers (verbs, nicht, unmatched words first). */
const QUICK_BUDGET = 96;
/** At most this many verb moves are checked with the grammar rules (each may cost a full rewrite search). */
const MOVE_BUDGET = 12;

const PREPOSITION_LIKE = new Set(['mit', 'von', 'zu', 'bei', 'für', 'an', 'auf', 'in', 'über', 'ohne']);

const joined = (words: readonly Word[], from: number, to: number): string =>
  words
    .slice(Math.max(0, from), to)
    .map((word) => word.word)
    .join(' ');

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Subject pronouns that are never an object (the two-pronoun order is about objects). */
const SUBJECT_ONLY = new Set(['ich', 'du', 'er', 'wir']);

/** The English article before a German word: an ob clause, a weil clause. */
const article = (word: string): string => (/^[aeiouäöü]/i.test(word) ? 'an' : 'a');

/**
 * Why the moved word goes where the accepted answer has it, from the corrected sentence.
 */
function explainMove(
  corrected: readonly Word[],
  movedTo: number,
  index: GrammarIndex,
): Pick<Diagnosis, 'kind' | 'explanation'> {
  const moved = corrected[movedTo]?.word ?? '';
  const at = (i: number) => corrected[i]?.word ?? '';
  if (lower(moved) === 'nicht') {
    const end = clauseEnd(corrected, movedTo);
    if (movedTo === end) {
      // The whole clause when it is short (the verb second stays visible), else its end.
      const start = clauseStart(corrected, movedTo);
      const from = movedTo - start <= 6 ? start : movedTo - 2;
      return {
        kind: 'negation',
        explanation: `nicht negating the whole sentence goes to the end of the clause: ${joined(corrected, from, movedTo + 1)}.`,
      };
    }
    let through = movedTo + 1;
    while (through < corrected.length - 1 && through < movedTo + 3 && !/^[A-ZÄÖÜ]/.test(at(through)))
      through += 1;
    return {
      kind: 'negation',
      explanation: `nicht goes before ${at(movedTo + 1)} here: ${joined(corrected, movedTo - 1, through + 1)}.`,
    };
  }
  // The finite verb whose place is the point: the moved word, or the verb the moved subject now follows.
  let verb = -1;
  if (isFinite(index, moved, movedTo === 0) && !helperBefore(corrected, movedTo, index)) verb = movedTo;
  else if (movedTo > 0 && isFinite(index, at(movedTo - 1), movedTo - 1 === 0)) verb = movedTo - 1;
  else if (isFinite(index, at(movedTo + 1), false)) verb = movedTo + 1;
  const forms = verbFormsOf(index, moved, movedTo === 0);
  // A verb at the end of a clause whose finite verb is a modal, werden, haben or sein is an infinitive or participle.
  const helper =
    helperBefore(corrected, movedTo, index) &&
    opener(corrected, clauseStart(corrected, movedTo)) === undefined;
  const nonFinite =
    forms.length > 0 &&
    (forms.every((form) => !FINITE_SLOTS.has(form.slot)) ||
      (helper && forms.some((form) => form.slot === 'infinitive' || form.slot === 'participle')));
  if (nonFinite && movedTo === clauseEnd(corrected, movedTo)) {
    const participle = forms.some((form) => form.slot === 'participle');
    return {
      kind: 'word-order',
      explanation: `The ${participle ? 'participle' : 'infinitive'} goes to the end of the clause: ${joined(corrected, movedTo - 1, movedTo + 1)}.`,
    };
  }
  if (PERSONAL_PRONOUNS.has(lower(moved))) {
    const other = PERSONAL_PRONOUNS.has(lower(at(movedTo + 1)))
      ? movedTo + 1
      : PERSONAL_PRONOUNS.has(lower(at(movedTo - 1)))
        ? movedTo - 1
        : -1;
    const objects = other >= 0 && ![moved, at(other)].some((word) => SUBJECT_ONLY.has(lower(word)));
    if (other >= 0 && verb < 0 && objects) {
      const first = Math.min(other, movedTo);
      return {
        kind: 'word-order',
        explanation: `With two object pronouns the accusative comes before the dative: ${joined(corrected, first, first + 2)}.`,
      };
    }
  }
  if (verb >= 0) {
    const start = clauseStart(corrected, verb);
    const end = clauseEnd(corrected, verb);
    const kind = opener(corrected, start);
    if (kind !== undefined && verb === end) {
      const word = lower(at(start));
      return {
        kind: 'word-order',
        explanation:
          kind === 'question'
            ? 'In an indirect question the conjugated verb goes to the end.'
            : kind === 'relative'
              ? 'In a relative clause the conjugated verb goes to the end.'
              : `In ${article(word)} ${word} clause the conjugated verb goes to the end.`,
      };
    }
    if (verb === start && start > 0) {
      const before = opener(corrected, clauseStart(corrected, start - 1));
      const verbAndNext = joined(corrected, verb, verb + 2);
      if (before === 'sub')
        return {
          kind: 'word-order',
          explanation: `After ${article(at(clauseStart(corrected, start - 1)))} ${lower(at(clauseStart(corrected, start - 1)))} clause the main clause starts with its conjugated verb: ${verbAndNext}.`,
        };
      return {
        kind: 'word-order',
        explanation: `In the main clause the conjugated verb is in second position, after the whole first element: ${joined(corrected, verb, verb + 3)}.`,
      };
    }
    if (verb === start && start === 0 && lower(at(verb + 1)) !== '')
      return {
        kind: 'word-order',
        explanation: `In a yes/no question or an imperative the verb comes first: ${capitalised(joined(corrected, 0, 2))}.`,
      };
    if (verb > start) {
      const front = joined(corrected, start, verb);
      if (verb === start + 1 && QUESTION_WORDS.has(lower(at(start))))
        return {
          kind: 'word-order',
          explanation: `In a question with a question word the conjugated verb comes right after it: ${lowerFirstWord(joined(corrected, start, start + 2), index)}.`,
        };
      // und, aber, oder, denn, sondern join clauses and take no place of their own.
      const conjunction = lower(at(start));
      if (/^(und|aber|oder|denn|sondern)$/.test(conjunction) && verb > start + 1) {
        const first = joined(corrected, start + 1, verb);
        const subject = verb === start + 2 && (PERSONAL_PRONOUNS.has(lower(first)) || lower(first) === 'man');
        return {
          kind: 'word-order',
          explanation: `${conjunction} does not count for word order, so ${subject ? 'the subject' : lowerFirstWord(first, index)} comes first and the verb second: ${lowerFirstWord(joined(corrected, start, verb + 1), index)}.`,
        };
      }
      const frontIsSubject =
        verb === start + 1 && (PERSONAL_PRONOUNS.has(lower(at(start))) || lower(at(start)) === 'man');
      if (!frontIsSubject || FRONTABLE_ADVERBS.has(lower(at(start))))
        return {
          kind: 'word-order',
          explanation: `The conjugated verb is in second position, right after ${lowerFirstWord(front, index)}.`,
        };
      return {
        kind: 'word-order',
        explanation: `The conjugated verb is in second position: ${lowerFirstWord(joined(corrected, start, verb + 1), index)}.`,
      };
    }
  }
  return {
    kind: 'word-order',
    explanation: `The word order here is: ${capitalised(joined(corrected, 0, corrected.length))}.`,
  };
}

/**
 * The subordinate clauses (after a subordinator, an indirect question word or a relative pronoun)
 * whose conjugated verb is not at their end: each clause's start, verb and end.
 */
function misplacedClauseVerbs(
  words: readonly Word[],
  index: GrammarIndex,
): { start: number; verb: number; end: number; kind: 'sub' | 'question' | 'relative' }[] {
  const found: { start: number; verb: number; end: number; kind: 'sub' | 'question' | 'relative' }[] = [];
  for (let start = 0; start < words.length; start = clauseEnd(words, start) + 1) {
    const kind = opener(words, start);
    if (kind === undefined) continue;
    const end = clauseEnd(words, start);
    // A clause that ends in a conjugated form (studieren können, gearbeitet habe) is in order.
    if (isFinite(index, words[end]?.word ?? '', false)) continue;
    for (let i = start + 1; i < end; i += 1)
      if (isFinite(index, words[i]?.word ?? '', false)) {
        found.push({ start, verb: i, end, kind });
        break;
      }
  }
  return found;
}

/** Whether a subordinate clause of the answer has its conjugated verb before its end. */
export function hasMisplacedClauseVerb(typed: Words, index: GrammarIndex): boolean {
  const words = typed.words.map((word, i) => ({ word, comma: typed.commaAfter[i] ?? false }));
  return misplacedClauseVerbs(words, index).length > 0;
}

/** A fronted part as the explanation names it: heute, seit sieben Uhr (a single noun keeps its capital). */
function lowerFirstWord(text: string, index: GrammarIndex): string {
  const [first = '', ...rest] = text.split(' ');
  const key = lower(first);
  const functionWord =
    FRONTABLE_ADVERBS.has(key) ||
    QUESTION_WORDS.has(key) ||
    index.determinerForms.has(key) ||
    (index.pronounForms.has(key) && first !== 'Sie') ||
    index.grammar.prepositions[key] !== undefined ||
    index.grammar.contractions[key] !== undefined;
  if (!functionWord || index.nounForms.has(first)) return text;
  return [key, ...rest].join(' ');
}

/**
 * A diagnosis of an answer with the accepted words in a wrong order: the first single-word move
 * the checker accepts (finite verbs tried first, then other verb forms, nicht, the rest), or
 * undefined when no one move makes the answer right. Every move is first tried against the
 * listed answers alone (`accepts(text, false)`, a quick match); only the moves of verbs are then
 * tried with the grammar rules too (`accepts(text, true)`, which may rewrite the answer hundreds
 * of ways before it rejects it), within budgets of checks.
 */
export function explainWordOrder(
  typed: Words,
  accepts: (answer: string, thorough: boolean) => boolean,
  index: GrammarIndex,
  unmatched: ReadonlySet<number> = new Set(),
  allWords = true,
): Diagnosis | undefined {
  const words: Word[] = typed.words.map((word, i) => ({ word, comma: typed.commaAfter[i] ?? false }));
  const n = words.length;
  const rank = (i: number): number => {
    const word = words[i]?.word ?? '';
    if (isFinite(index, word, i === 0)) return 0;
    if (verbFormsOf(index, word, i === 0).length > 0) return 1;
    if (lower(word) === 'nicht') return 2;
    if (unmatched.has(i)) return 3;
    return 4;
  };
  // Words the closest answer matched are moved only when the answer has exactly the accepted words.
  const order = [...Array(n).keys()]
    .filter((i) => allWords || rank(i) < 4)
    .sort((a, b) => rank(a) - rank(b) || a - b);
  const moves = function* (): Generator<{ from: number; to: number }> {
    for (const from of order) for (let to = 0; to < n; to += 1) if (to !== from) yield { from, to };
  };
  const attempt = (from: number, to: number, thorough: boolean): Diagnosis | undefined => {
    const rest = words.filter((_, i) => i !== from);
    const word = words[from];
    if (word === undefined) return undefined;
    // Commas stay at their places: a move within a clause leaves the clause marks where they were.
    const corrected = [...rest.slice(0, to), word, ...rest.slice(to)].map((entry, i) => ({
      word: entry.word,
      comma: words[i]?.comma ?? false,
    }));
    const text = corrected.map((entry) => entry.word + (entry.comma ? ',' : '')).join(' ');
    if (!accepts(text, thorough)) return undefined;
    const { kind, explanation } = explainMove(corrected, to, index);
    const lo = Math.min(from, to);
    const hi = Math.max(from, to);
    const wrong = words
      .slice(lo, hi + 1)
      .map((entry) => entry.word)
      .join(' ');
    const right = corrected
      .slice(lo, hi + 1)
      .map((entry) => entry.word)
      .join(' ');
    return { kind, wrong, right, explanation };
  };
  let quick = QUICK_BUDGET;
  for (const { from, to } of moves()) {
    if ((quick -= 1) < 0) break;
    const found = attempt(from, to, false);
    if (found !== undefined) return found;
  }
  // With the grammar rules, only a verb moved to where German puts verbs: the end of its clause,
  // second or first in it (a fronted part of up to four words before it).
  let thorough = MOVE_BUDGET;
  for (const from of order) {
    if (rank(from) > 1) break;
    const start = clauseStart(words, from);
    const end = clauseEnd(words, from);
    const targets = [end, start + 1, start, start + 2, start + 3, start + 4].filter(
      (to, i, all) => to !== from && to >= start && to <= end && all.indexOf(to) === i,
    );
    for (const to of targets) {
      if ((thorough -= 1) < 0) return undefined;
      const found = attempt(from, to, true);
      if (found !== undefined) return found;
    }
  }
  return separableAtEnd(words, accepts, index);
}

/**
 * A separable verb left apart in a subordinate clause (wann der Kurs fängt an): the verb goes to
 * the end of the clause and joins its prefix (anfängt).
 */
function separableAtEnd(
  words: readonly Word[],
  accepts: (answer: string, thorough: boolean) => boolean,
  index: GrammarIndex,
): Diagnosis | undefined {
  for (const { start, verb, end, kind } of misplacedClauseVerbs(words, index)) {
    const prefix = words[end]?.word ?? '';
    const finite = words[verb]?.word ?? '';
    const separable = verbFormsOf(index, finite, false).some((form) => form.verb.prefix === lower(prefix));
    if (!separable) continue;
    const joinedVerb = lower(prefix) + finite;
    const corrected = [
      ...words.slice(0, verb),
      ...words.slice(verb + 1, end),
      { word: joinedVerb, comma: words[end]?.comma ?? false },
      ...words.slice(end + 1),
    ];
    const text = corrected.map((entry) => entry.word + (entry.comma ? ',' : '')).join(' ');
    if (!accepts(text, true)) continue;
    const word = lower(words[start]?.word ?? '');
    const clause =
      kind === 'question'
        ? 'an indirect question'
        : kind === 'relative'
          ? 'a relative clause'
          : `${article(word)} ${word} clause`;
    return {
      kind: 'word-order',
      wrong: joined(words, verb, end + 1),
      right: joined(corrected, verb, end),
      explanation: `In ${clause} the conjugated verb goes to the end, joined to its separable prefix: ${joined(corrected, start, end)}.`,
    };
  }
  return undefined;
}
