import {
  closestAcceptedAnswer,
  shownWords,
  withWrittenAsTyped,
  type ClosestAnswer,
  type DisplayedAlternative,
  type WordDifference,
} from './closest-answer.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import {
  canonicalEnglish,
  englishWordOrders,
  genitiveVariants,
  withFrontedObjectInPlace,
  withIngForTimeClause,
  withOftenForALot,
  withoutAnyAfterNot,
  sondernVariants,
  withoutAnywayAfterBut,
  withPresentKnow,
  withSoForThat,
  withToForBringFor,
  withVerbForTask,
  withVeryForIntensifiers,
} from './english-paraphrases.ts';
import {
  articleForOwnPossessive,
  aspectVariants,
  canRememberForRemember,
  futureVariants,
  getPassiveVariants,
  ownVariants,
  presentForFuture,
  theForPossessive,
  whoseVariants,
  withoutDownBeforePlace,
} from './english-tenses.ts';
import { englishNumberRewrites, englishReadings, type EnglishRewrite } from './english-variants.ts';
import { germanVariants, learnersSynonymRewrites, type Variant } from './german-variants.ts';
import { isGermanFunctionWord } from './german-function-words.ts';
import { createMatchTable, fewestSlips, type KeyedWords, type MatchTable } from './match-words.ts';
import {
  displayText,
  hasUmlaut,
  lowerFirst,
  normaliseAnswer,
  normalisedWords,
  spellOutUmlauts,
} from './normalise.ts';
import { segmentsOf } from './segments.ts';
import type { CheckSentenceOptions, Language, SentenceCheck, Translation } from './types.ts';

/**
 * A translation compiled once into a matcher that checks any number of answers without listing
 * its combinations.
 */
export interface CompiledTranslation {
  readonly language: Language;
  /** Whether the answer is accepted; no hint is looked for. */
  accepts(answer: string, options?: Pick<CheckSentenceOptions, 'prompt'>): boolean;
  /** The full check with score and near-miss hint, as `checkSentence` gives it. */
  check(answer: string, options?: Pick<CheckSentenceOptions, 'isWordForm' | 'prompt'>): SentenceCheck;
  /**
   * The accepted answer nearest to `answer` (fewest word edits) and the word-by-word difference;
   * undefined for a blank answer or a translation that accepts nothing. An answer in another word
   * order or with a synonym is compared in its own order and words.
   */
  closest(answer: string, options?: Pick<CheckSentenceOptions, 'prompt'>): ClosestAnswer | undefined;
}

/**
 * How words are compared: as accepted (the language's case rule), with umlauts and ß written
 * out on both sides, or without any case at all.
 */
type Comparison = 'exact' | 'umlaut' | 'caseless';

type WordKey = (word: string, startsSentence: boolean) => string;

function exactKey(language: Language): WordKey {
  if (language === 'en') return (word) => word.toLowerCase();
  return (word, startsSentence) => (startsSentence ? lowerFirst(word) : word);
}

function wordKey(comparison: Comparison, language: Language): WordKey {
  const exact = exactKey(language);
  if (comparison === 'umlaut') return (word, startsSentence) => exact(spellOutUmlauts(word), startsSentence);
  if (comparison === 'caseless') return (word) => word.toLowerCase();
  return exact;
}

function keyWords(words: readonly string[], key: WordKey): KeyedWords {
  const first = words[0];
  return {
    keys: words.map((word) => key(word, false)),
    startKey: first === undefined ? '' : key(first, true),
  };
}

/** Alternatives that compare equal are kept once: they cannot lead anywhere new. */
function distinctBy<T>(items: readonly T[], identity: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = identity(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

interface WordPairs {
  readonly first: ReadonlySet<string>;
  readonly last: ReadonlySet<string>;
  readonly pairs: ReadonlySet<string>;
}

/**
 * The words that can begin and end an accepted answer and the pairs of words that can stand next
 * to each other in one, lower-cased, walking the segments once (an empty alternative lets the
 * words before it meet the words after it).
 */
function wordPairs(segments: readonly (readonly (readonly string[])[])[]): WordPairs {
  const lowerSegments = segments.map((segment) =>
    segment.map((words) => words.map((word) => word.toLowerCase())),
  );
  const pairs = new Set<string>();
  const first = new Set<string>();
  let frontier = new Set<string>();
  let atStart = true;
  for (const segment of lowerSegments) {
    const optional = segment.some((words) => words.length === 0);
    const next = optional ? new Set(frontier) : new Set<string>();
    for (const words of segment) {
      if (words.length === 0) continue;
      const head = words[0] ?? '';
      if (atStart) first.add(head);
      for (const before of frontier) pairs.add(`${before} ${head}`);
      for (let index = 1; index < words.length; index += 1)
        pairs.add(`${words[index - 1] ?? ''} ${words[index] ?? ''}`);
      next.add(words[words.length - 1] ?? '');
    }
    frontier = next;
    if (!optional) atStart = false;
  }
  return { first, last: frontier, pairs };
}

/** Each item of a generator mapped, lazily. */
function* mapGenerator<T, U>(items: Iterable<T>, map: (item: T) => U): Generator<U> {
  for (const item of items) yield map(item);
}

/** How many rewrites of an answer are checked at most, over all its readings. */
const MAX_VARIANT_CHECKS = 600;
/** How many of them the closest-answer search compares (it costs more per rewrite). */
const CLOSEST_VARIANTS = 8;

/**
 * A closest answer found for a rewrite of the learner's words, put back in the learner's order and
 * words: each compared word goes where the learner's word it came from stands, a missing word after
 * the word before it, and the answer shown is the accepted words in that order.
 */
function inLearnersOrder(found: ClosestAnswer, variant: Variant, typed: readonly string[]): ClosestAnswer {
  const placed: { key: number; difference: WordDifference }[] = [];
  const used = new Set<number>();
  let position = 0;
  let lastKey = -0.5;
  let caseOnlySaved = 0;
  for (const difference of found.differences) {
    if (difference.kind === 'missing') {
      placed.push({ key: lastKey + 0.25, difference });
      lastKey += 0.001;
      continue;
    }
    const origin = variant.from[position] ?? position;
    position += 1;
    lastKey = origin;
    const written = typed[origin] ?? difference.written;
    // a word the learner wrote once but a rewrite split in two (zum: zu dem) is shown once
    if (used.has(origin) && difference.kind === 'same') continue;
    used.add(origin);
    // A rewrite writes a word it moves off the front in lower case (Ich → ich): back in the
    // learner's place the word is the accepted one, not a case slip.
    if (difference.kind === 'changed' && sameAtPlace(written, difference.expected, origin === 0)) {
      placed.push({ key: origin, difference: { kind: 'same', written } });
      caseOnlySaved += NEAR_COST;
      continue;
    }
    placed.push({ key: origin, difference: { ...difference, written } });
  }
  placed.sort((a, b) => a.key - b.key);
  const differences = placed.map((entry) => entry.difference);
  const words = differences.flatMap((difference) => {
    if (difference.kind === 'same') return [difference.written];
    if (difference.kind === 'extra') return [];
    return [difference.expected];
  });
  const end = /[.!?]$/.exec(found.answer)?.[0] ?? '';
  const first = words[0] ?? '';
  const shown = [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ');
  return { answer: `${shown}${end}`, differences, distance: found.distance - caseOnlySaved };
}

/** What a case-only difference costs in the closest-answer search. */
const NEAR_COST = 0.5;

/** The learner's word is the expected one where the learner wrote it (the first word's case aside). */
function sameAtPlace(written: string, expected: string, first: boolean): boolean {
  const plain = normalisedWords(written)[0] ?? written;
  if (plain === expected) return true;
  return (
    first &&
    plain.charAt(0).toLowerCase() + plain.slice(1) === expected.charAt(0).toLowerCase() + expected.slice(1)
  );
}

function wrong(hint?: SentenceCheck['hint']): SentenceCheck {
  return hint === undefined ? { correct: false, score: 0 } : { correct: false, score: 0, hint };
}

class SentenceMatcher implements CompiledTranslation {
  readonly language: Language;
  /** Each segment's alternatives as normalised word lists. */
  readonly #segments: readonly (readonly (readonly string[])[])[];
  /** The same alternatives with the text each is displayed as, for the closest answer. */
  readonly #displayed: readonly (readonly DisplayedAlternative[])[];
  readonly #hasUmlaut: boolean;
  readonly #lexicon: CourseLexicon | undefined;
  /** The prompt sentence, for the paraphrase groups that hold only with some prompts. */
  readonly #prompt: string | undefined;
  /** Which words can begin and end an accepted answer and stand next to each other; built on first use. */
  #pairs: WordPairs | undefined;
  /** Built on first use: most answers are right or plainly wrong and never need the hint tables. */
  readonly #tables = new Map<Comparison, MatchTable>();

  constructor(translation: Translation, language: Language, lexicon?: CourseLexicon, prompt?: string) {
    this.language = language;
    this.#lexicon = lexicon;
    this.#prompt = prompt;
    // English alternatives stand for every reading of their contractions, spellings and paraphrases.
    const readings =
      language === 'en'
        ? (text: string) =>
            englishReadings(text).map((words) => canonicalEnglish(words, lexicon, prompt).words)
        : (text: string) => [normalisedWords(text)];
    this.#displayed = segmentsOf(translation).map((alternatives) =>
      distinctBy(
        alternatives.flatMap((text) =>
          readings(text).map((words) => ({ words, display: displayText(text) })),
        ),
        (alternative) => alternative.words.join(' '),
      ),
    );
    this.#segments = this.#displayed.map((alternatives) =>
      alternatives.map((alternative) => alternative.words),
    );
    this.#hasUmlaut = this.#segments.some((segment) => segment.some((words) => words.some(hasUmlaut)));
  }

  accepts(answer: string, options: Pick<CheckSentenceOptions, 'prompt'> = {}): boolean {
    const readings = this.#readings(answer);
    if (readings.some((words) => this.#fewestSlips('exact', words) === 0)) return true;
    return this.#acceptedVariant(readings, options.prompt) !== undefined;
  }

  check(answer: string, options: Pick<CheckSentenceOptions, 'isWordForm' | 'prompt'> = {}): SentenceCheck {
    const readings = this.#readings(answer);
    // An empty input is not an answer, even when every segment is optional.
    if (readings.length === 0) return wrong();
    if (readings.some((words) => this.#fewestSlips('exact', words) === 0))
      return { correct: true, score: 100 };
    if (this.#acceptedVariant(readings, options.prompt) !== undefined) return { correct: true, score: 100 };

    // Written-out umlauts can only matter when one side has an umlaut to write out.
    const umlautsInPlay = (words: readonly string[]) => this.#hasUmlaut || words.some(hasUmlaut);
    if (readings.some((words) => umlautsInPlay(words) && this.#fewestSlips('umlaut', words) === 0))
      return wrong('umlaut');
    // English answers ignore case already, so only German answers can be wrong in case alone.
    if (this.language === 'de' && readings.some((words) => this.#fewestSlips('caseless', words) === 0))
      return wrong('capitalisation');
    const typo = (words: readonly string[]) =>
      this.#fewestSlips('exact', words, this.#slipAllowed(words, options.isWordForm)) === 1;
    if (readings.some(typo)) return wrong('typo');
    return wrong();
  }

  closest(answer: string, options: Pick<CheckSentenceOptions, 'prompt'> = {}): ClosestAnswer | undefined {
    const closest = this.#closestListed(answer, options);
    if (closest === undefined || closest.distance === 0) return closest;
    return this.#inLearnersSynonyms(answer, closest, options.prompt) ?? closest;
  }

  /**
   * The closest answer said with the learner's synonym (einen neue Wagen: einen neuen Wagen, not
   * ein neues Auto): each noun phrase of the closest answer whose noun the lexicon pairs with a
   * noun the learner wrote, re-declined for the learner's noun. Kept only when the check accepts
   * it and it is no farther from the learner's words, so the differences show the slip alone.
   */
  #inLearnersSynonyms(
    answer: string,
    closest: ClosestAnswer,
    prompt: string | undefined,
  ): ClosestAnswer | undefined {
    if (this.language !== 'de' || this.#lexicon === undefined) return undefined;
    const words = normalisedWords(answer);
    const accepted = normalisedWords(closest.answer);
    const tokens = displayText(closest.answer)
      .split(' ')
      .filter((token) => normaliseAnswer(token) !== '');
    if (tokens.length !== accepted.length) return undefined;
    let best: ClosestAnswer | undefined;
    for (const rewrite of learnersSynonymRewrites(accepted, words, this.#lexicon)) {
      const before = tokens.slice(0, rewrite.start);
      const replaced = [...rewrite.words];
      // the punctuation after the last replaced word stays (…, einen neuen Wagen.)
      const trailing = /[^\p{L}\p{N}]+$/u.exec(tokens[rewrite.end - 1] ?? '')?.[0] ?? '';
      replaced[replaced.length - 1] = `${replaced[replaced.length - 1] ?? ''}${trailing}`;
      const shown = [...before, ...replaced, ...tokens.slice(rewrite.end)];
      const first = shown[0] ?? '';
      shown[0] = first.charAt(0).toUpperCase() + first.slice(1);
      const text = shown.join(' ');
      if (!this.accepts(text, { prompt })) continue;
      const found = closestAcceptedAnswer(words, [[{ words: normalisedWords(text), display: text }]], 'de');
      // as near as the listed words is near enough: the learner's word was right (ein Wagen:
      // einen Wagen, not ein Auto, both one word away)
      if (found === undefined || found.distance > closest.distance) continue;
      if (best !== undefined && found.distance >= best.distance) continue;
      best = withWrittenAsTyped(found, shownWords(answer, words));
    }
    return best;
  }

  /** The closest of the listed answers to the learner's words or to one of their rewrites. */
  #closestListed(answer: string, options: Pick<CheckSentenceOptions, 'prompt'>): ClosestAnswer | undefined {
    let closest: ClosestAnswer | undefined;
    for (const words of this.#readings(answer)) {
      const typed = shownWords(answer, words);
      let tried = 0;
      for (const variant of this.#variants(words, options.prompt)) {
        // The learner's own words first; then the first few rewrites (another order, a synonym).
        if (tried >= CLOSEST_VARIANTS) break;
        // a rewrite is only worth comparing when an accepted answer can begin with its first word
        if (tried > 0 && !this.#startsPlausibly(variant.words)) continue;
        tried += 1;
        const found = closestAcceptedAnswer(variant.words, this.#displayed, this.language);
        if (found === undefined || (closest !== undefined && found.distance >= closest.distance)) continue;
        closest = tried === 1 ? withWrittenAsTyped(found, typed) : inLearnersOrder(found, variant, typed);
        if (found.distance === 0) return closest;
      }
    }
    return closest;
  }

  /** The learner's answer as comparison words: one reading, or an English answer's several; none when blank. */
  #readings(answer: string): (readonly string[])[] {
    const readings =
      this.language === 'en'
        ? englishReadings(answer, { fromLearner: true }).map(
            (words) => canonicalEnglish(words, this.#lexicon, this.#prompt).words,
          )
        : [normalisedWords(answer)];
    return readings.filter((words) => words.length > 0);
  }

  /** The learner's words and their rewrites by the grammar rules, the words themselves first. */
  *#variants(words: readonly string[], prompt: string | undefined): Generator<Variant> {
    if (this.language === 'de') {
      yield* germanVariants(words, { lexicon: this.#lexicon, prompt });
      return;
    }
    // digits read as number words first (2 children: two children), so the closest answer shows
    // the listed word; then the learner's words as written; then o'clock said or left out
    const numbers = englishNumberRewrites(words);
    const spelled = numbers.filter((number) => number.words.length === words.length);
    const rewritten = (number: EnglishRewrite) =>
      mapGenerator(this.#englishVariants(number.words, prompt), (variant) => ({
        words: variant.words,
        from: variant.from.map((index) => number.from[index] ?? index),
      }));
    for (const number of spelled) yield* rewritten(number);
    yield* this.#englishVariants(words, prompt);
    for (const number of numbers) if (!spelled.includes(number)) yield* rewritten(number);
  }

  /** An English answer's words and their rewrites by the grammar rules, the words themselves first. */
  *#englishVariants(words: readonly string[], prompt: string | undefined): Generator<Variant> {
    const identity = words.map((_, index) => index);
    yield { words, from: identity };
    const bases: Variant[] = [{ words, from: identity }];
    const withoutAny = withoutAnyAfterNot(words);
    if (withoutAny !== undefined) {
      bases.push(withoutAny);
      yield withoutAny;
    }
    const know = withPresentKnow(words, prompt);
    if (know !== undefined) {
      bases.push({ words: know, from: identity });
      yield { words: know, from: identity };
    }
    const so = withSoForThat(words, prompt);
    if (so !== undefined) {
      bases.push({ words: so, from: identity });
      yield { words: so, from: identity };
    }
    for (const rewrite of [withVerbForTask(words), withToForBringFor(words, prompt)])
      if (rewrite !== undefined) {
        bases.push({ words: rewrite, from: identity });
        yield { words: rewrite, from: identity };
      }
    const very = withVeryForIntensifiers(words);
    if (very !== undefined) {
      bases.push({ words: very, from: identity });
      yield { words: very, from: identity };
    }
    // a tense English renders two ways: present simple or progressive, get- or be-passive, whose
    for (const rewrite of [
      ...getPassiveVariants(words, prompt),
      ...aspectVariants(words, prompt),
      ...whoseVariants(words, prompt),
      ...futureVariants(words, prompt),
      ...theForPossessive(words, prompt),
      ...sondernVariants(words, prompt),
      ...ownVariants(words, prompt),
      ...genitiveVariants(words, prompt),
      ...withFrontedObjectInPlace(words),
      ...withIngForTimeClause(words),
      ...articleForOwnPossessive(words, prompt),
      ...presentForFuture(words, prompt),
      ...canRememberForRemember(words, prompt),
      ...withoutAnywayAfterBut(words, prompt),
      ...[withoutDownBeforePlace(words, prompt) ?? []].filter((rewrite) => rewrite.length > 0),
    ]) {
      const from = rewrite.map((_, index) => Math.min(index, words.length - 1));
      bases.push({ words: rewrite, from });
      yield { words: rewrite, from };
    }
    for (const base of [...bases]) {
      const often = withOftenForALot(base.words);
      if (often === undefined) continue;
      const from = [...base.from.slice(0, base.words.length - 2), base.words.length - 2];
      bases.push({ words: often, from });
      yield { words: often, from };
    }
    for (const base of bases)
      for (const order of englishWordOrders(base.words))
        yield {
          words: order.map((index) => base.words[index] ?? ''),
          from: order.map((index) => base.from[index] ?? index),
        };
  }

  /** The first rewrite of the answer that the matcher accepts, if any. */
  #acceptedVariant(
    readings: readonly (readonly string[])[],
    prompt: string | undefined,
  ): Variant | undefined {
    let budget = MAX_VARIANT_CHECKS;
    for (const words of readings) {
      for (const variant of this.#variants(words, prompt)) {
        if (budget <= 0) return undefined;
        budget -= 1;
        if (variant.words === words) continue;
        if (this.#plausible(variant.words) && this.#fewestSlips('exact', variant.words) === 0) return variant;
      }
    }
    return undefined;
  }

  /**
   * A quick necessary test before the matcher: the rewrite's first and last words and each pair of
   * neighbouring words can occur in some accepted answer (compared without case). Most rewrites
   * fail it, so trying many of them stays cheap on a long segment list.
   */
  #plausible(words: readonly string[]): boolean {
    const pairs = (this.#pairs ??= wordPairs(this.#segments));
    const lower = words.map((word) => word.toLowerCase());
    if (!pairs.first.has(lower[0] ?? '') || !pairs.last.has(lower[lower.length - 1] ?? '')) return false;
    for (let index = 1; index < lower.length; index += 1)
      if (!pairs.pairs.has(`${lower[index - 1] ?? ''} ${lower[index] ?? ''}`)) return false;
    return true;
  }

  #startsPlausibly(words: readonly string[]): boolean {
    const pairs = (this.#pairs ??= wordPairs(this.#segments));
    return pairs.first.has((words[0] ?? '').toLowerCase());
  }

  #fewestSlips(
    comparison: Comparison,
    words: readonly string[],
    slipAllowed?: (position: number) => boolean,
  ): number {
    const key = wordKey(comparison, this.language);
    return fewestSlips(this.#table(comparison), keyWords(words, key), slipAllowed);
  }

  #table(comparison: Comparison): MatchTable {
    const built = this.#tables.get(comparison);
    if (built !== undefined) return built;
    const key = wordKey(comparison, this.language);
    const table = createMatchTable(
      this.#segments.map((segment) =>
        distinctBy(
          segment.map((words) => keyWords(words, key)),
          (keyed) => `${keyed.startKey} ${keyed.keys.join(' ')}`,
        ),
      ),
    );
    this.#tables.set(comparison, table);
    return table;
  }

  /**
   * A slip counts as a typo only where the learner's word is not itself a word form; the test
   * runs at most once per word, and only for words one slip from an accepted word.
   */
  #slipAllowed(
    words: readonly string[],
    isWordForm: ((word: string) => boolean) | undefined,
  ): (position: number) => boolean {
    const isForm =
      isWordForm ?? (this.language === 'de' ? isGermanFunctionWord : (_word: string): boolean => false);
    const decided = new Map<number, boolean>();
    return (position) => {
      let allowed = decided.get(position);
      if (allowed === undefined) {
        allowed = !isForm(words[position] ?? '');
        decided.set(position, allowed);
      }
      return allowed;
    };
  }
}

/**
 * Compiles a translation into a reusable matcher for answers in `language`. The segments are
 * read once; answers are then checked against them without listing the combinations, so a
 * segment list standing for 10^12 answers checks as fast as a plain sentence. English paraphrase
 * groups with a condition on the prompt read the `prompt` given here, on both sides.
 *
 * @example
 * const matcher = compileTranslation(['Ich bin', ['sehr', ''], 'müde.'], 'de');
 * matcher.accepts('ich bin müde')           // true: the first letter may be either case
 * matcher.check('Ich bin sehr muede').hint  // 'umlaut'
 */
export function compileTranslation(
  translation: Translation,
  language: Language,
  lexicon?: CourseLexicon,
  prompt?: string,
): CompiledTranslation {
  return new SentenceMatcher(translation, language, lexicon, prompt);
}
