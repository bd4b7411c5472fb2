// The data the grammar rules of answer checking read: the course's synonyms, optional particles,
// English paraphrases and the German declension tables. The rules live in this folder; the data
// is the content package's (`courseLexicon`), passed in through the check options.

/** A noun's grammatical gender; plural forms take the plural column of the tables. */
export type NounGender = 'masculine' | 'feminine' | 'neuter';

/** One row per gender and the plural, cases in the order nominative, accusative, dative, genitive. */
export type CaseRow = readonly [string, string, string, string];
export type DeclensionTable = Readonly<Record<NounGender | 'plural', CaseRow>>;

/** The course's grammar tables, as the content package holds them. */
export interface DeclensionTables {
  /** der, die, das … by gender and case. */
  readonly definite: DeclensionTable;
  /** ein, eine, ein … (singular only: ein has no plural). */
  readonly indefinite: Readonly<Record<NounGender, CaseRow>>;
  /** Adjective endings after der-words (weak). */
  readonly afterDefinite: DeclensionTable;
  /** Adjective endings after ein-words (mixed), singular. */
  readonly afterIndefinite: Readonly<Record<NounGender, CaseRow>>;
}

/** A noun as a synonym: its dictionary form, gender and plural (the plural written out). */
export interface LexiconNoun {
  readonly noun: string;
  readonly gender: NounGender;
  /** The plural form, or undefined when the noun has none in the course. */
  readonly plural?: string;
  /** An n-noun (der Journalist, den Journalisten): -en or -n in every case but the nominative singular. */
  readonly weak?: boolean;
}

/**
 * Where a synonym group, particle or paraphrase group is right, when it is not right everywhere:
 * every field given must hold at the place it would apply (none given: everywhere). Patterns are
 * regular-expression sources, case-sensitive; a neighbour pattern must match the whole word as
 * written (the sentence's first word lower-cased; none at the sentence's edge reads as "").
 *
 * @example { previous: 'mit' } // Bahn for Zug only in mit dem Zug / mit der Bahn
 */
export interface LexiconCondition {
  /** The prompt sentence must contain a match (heute früh for heute Morgen: `morning`). */
  readonly prompt?: string;
  /** The prompt sentence must not contain a match (gerade: not with tonight, tomorrow …). */
  readonly notPrompt?: string;
  /** The word before the phrase (a German noun: before its article) must match. */
  readonly previous?: string;
  readonly notPrevious?: string;
  /** The word after the phrase must match. */
  readonly next?: string;
  readonly notNext?: string;
  /** German only: a later word stands for the first (the course's word), never the reverse. */
  readonly oneWay?: boolean;
}

/**
 * German words a teacher accepts for each other. Nouns carry gender and plural, so articles and
 * adjective endings can be recomputed; regular verbs are given by their infinitive; other words
 * (adverbs, pronouns, fixed phrases) as written. `context` says where the pair is right.
 */
export type GermanSynonymGroup =
  | {
      readonly kind: 'noun';
      readonly words: readonly LexiconNoun[];
      readonly context: string;
      readonly condition?: LexiconCondition;
    }
  | {
      readonly kind: 'regular-verb';
      readonly words: readonly string[];
      readonly context: string;
      readonly condition?: LexiconCondition;
    }
  | {
      readonly kind: 'word';
      readonly words: readonly string[];
      readonly context: string;
      readonly condition?: LexiconCondition;
    };

/**
 * A German word that adds no meaning a teacher marks: accepted where the learner adds it (or
 * leaves it out) when the prompt is an English progressive (`gerade`), an imperative (`mal`,
 * `doch`, `bitte`) or a question (`denn`).
 */
export interface OptionalParticle {
  readonly word: string;
  readonly when: 'progressive' | 'imperative' | 'question';
  /** Checked on the prompt only (its `prompt` and `notPrompt`). */
  readonly condition?: LexiconCondition;
}

/**
 * English words and phrases that answer for each other, the comparison form first; as an object
 * when the group holds only where its condition does (checked on each side's own words and the
 * prompt sentence).
 */
export type EnglishParaphraseGroup =
  readonly string[] | { readonly words: readonly string[]; readonly condition: LexiconCondition };

/** Whether a condition holds for the phrase words[start..end) of a sentence with this prompt. */
export function conditionHolds(
  condition: LexiconCondition | undefined,
  words: readonly string[],
  start: number,
  end: number,
  prompt: string | undefined,
): boolean {
  if (condition === undefined) return true;
  const found = (pattern: string | undefined) =>
    pattern !== undefined && new RegExp(pattern, 'u').test(prompt ?? '');
  const whole = (pattern: string | undefined, at: number) => {
    if (pattern === undefined) return undefined;
    const word = words[at] ?? '';
    return new RegExp(`^(?:${pattern})$`, 'u').test(at === 0 ? word.toLowerCase() : word);
  };
  if (condition.prompt !== undefined && !found(condition.prompt)) return false;
  if (found(condition.notPrompt)) return false;
  if (whole(condition.previous, start - 1) === false) return false;
  if (whole(condition.notPrevious, start - 1) === true) return false;
  if (whole(condition.next, end) === false) return false;
  if (whole(condition.notNext, end) === true) return false;
  return true;
}

export interface CourseLexicon {
  readonly german: {
    readonly tables: DeclensionTables;
    readonly synonyms: readonly GermanSynonymGroup[];
    readonly optionalParticles: readonly OptionalParticle[];
  };
  readonly english: {
    /**
     * Words and phrases that answer for each other in English (British and American words,
     * informal words a teacher accepts), each group with its comparison form first.
     */
    readonly paraphrases: readonly EnglishParaphraseGroup[];
  };
}
