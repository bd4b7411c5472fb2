import {
  closestAcceptedAnswer,
  shownWords,
  withWrittenAsTyped,
  type ClosestAnswer,
  type DisplayedAlternative,
} from './closest-answer.ts';
import { englishReadings } from './english-variants.ts';
import { isGermanFunctionWord } from './german-function-words.ts';
import { createMatchTable, fewestSlips, type KeyedWords, type MatchTable } from './match-words.ts';
import { displayText, hasUmlaut, lowerFirst, normalisedWords, spellOutUmlauts } from './normalise.ts';
import { segmentsOf } from './segments.ts';
import type { CheckSentenceOptions, Language, SentenceCheck, Translation } from './types.ts';

/**
 * A translation compiled once into a matcher that checks any number of answers without listing
 * its combinations.
 */
export interface CompiledTranslation {
  readonly language: Language;
  /** Whether the answer is accepted; no hint is looked for. */
  accepts(answer: string): boolean;
  /** The full check with score and near-miss hint, as `checkSentence` gives it. */
  check(answer: string, options?: Pick<CheckSentenceOptions, 'isWordForm'>): SentenceCheck;
  /**
   * The accepted answer nearest to `answer` (fewest word edits) and the word-by-word difference;
   * undefined for a blank answer or a translation that accepts nothing.
   */
  closest(answer: string): ClosestAnswer | undefined;
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
  /** Built on first use: most answers are right or plainly wrong and never need the hint tables. */
  readonly #tables = new Map<Comparison, MatchTable>();

  constructor(translation: Translation, language: Language) {
    this.language = language;
    // English alternatives stand for every reading of their contractions and spellings.
    const readings =
      language === 'en' ? (text: string) => englishReadings(text) : (text: string) => [normalisedWords(text)];
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

  accepts(answer: string): boolean {
    return this.#readings(answer).some((words) => this.#fewestSlips('exact', words) === 0);
  }

  check(answer: string, options: Pick<CheckSentenceOptions, 'isWordForm'> = {}): SentenceCheck {
    const readings = this.#readings(answer);
    // An empty input is not an answer, even when every segment is optional.
    if (readings.length === 0) return wrong();
    if (readings.some((words) => this.#fewestSlips('exact', words) === 0))
      return { correct: true, score: 100 };

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

  closest(answer: string): ClosestAnswer | undefined {
    let closest: ClosestAnswer | undefined;
    for (const words of this.#readings(answer)) {
      const found = closestAcceptedAnswer(words, this.#displayed, this.language);
      if (found !== undefined && (closest === undefined || found.distance < closest.distance))
        closest = withWrittenAsTyped(found, shownWords(answer, words));
    }
    return closest;
  }

  /** The learner's answer as comparison words: one reading, or an English answer's several; none when blank. */
  #readings(answer: string): (readonly string[])[] {
    const readings =
      this.language === 'en' ? englishReadings(answer, { fromLearner: true }) : [normalisedWords(answer)];
    return readings.filter((words) => words.length > 0);
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
 * segment list standing for 10^12 answers checks as fast as a plain sentence.
 *
 * @example
 * const matcher = compileTranslation(['Ich bin', ['sehr', ''], 'müde.'], 'de');
 * matcher.accepts('ich bin müde')           // true: the first letter may be either case
 * matcher.check('Ich bin sehr muede').hint  // 'umlaut'
 */
export function compileTranslation(translation: Translation, language: Language): CompiledTranslation {
  return new SentenceMatcher(translation, language);
}
