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
  /** An n-noun's ending when the e rule does not give it (Nachbar, Herr: -n); else -n after e, -en. */
  readonly weakEnding?: 'n' | 'en';
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
  /**
   * The sentence the phrase stands in (its words joined by single spaces, as written, punctuation
   * gone) must not contain a match: a word further off than a neighbour (schwierig not in
   * Deutsch fällt mir sehr schwer). Particles have no words here, so it never excludes them.
   */
  readonly notSentence?: string;
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
 * `doch`, `bitte`), a question (`denn`), a request put as a question (`bitte` in "Can you …?") or
 * a contrast with but (`trotzdem`, only in the clause after aber).
 */
export interface OptionalParticle {
  readonly word: string;
  readonly when: 'progressive' | 'imperative' | 'question' | 'request' | 'contrast';
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
  if (condition.notSentence !== undefined && new RegExp(condition.notSentence, 'u').test(words.join(' ')))
    return false;
  return true;
}

/** A case by name, as the grammar tables order them. */
export type CaseName = 'nominative' | 'accusative' | 'dative' | 'genitive';

/** A noun of the course's vocabulary: gender, plural and, for an n-noun, its ending. */
export interface GrammarNoun {
  readonly noun: string;
  readonly gender: NounGender;
  readonly plural?: string | undefined;
  /** The ending an n-noun adds outside the nominative singular (-n or -en, written without the dash). */
  readonly weak?: 'n' | 'en' | undefined;
  /** A noun the course uses only in the plural (die Eltern). */
  readonly onlyPlural?: boolean | undefined;
}

/** A verb of the course: its present forms, participle, auxiliary, stem change and imperatives. */
export interface GrammarVerb {
  readonly infinitive: string;
  /** ich, du, er/sie/es, wir, ihr, sie/Sie; a separable verb without its prefix (stehe for stehe auf). */
  readonly present: readonly [string, string, string, string, string, string];
  readonly participle?: string | undefined;
  readonly auxiliary: 'haben' | 'sein';
  /** The course's stem change in du and er/sie/es: e → i, e → ie, a → ä. */
  readonly stemChange?: 'i' | 'ie' | 'ä' | undefined;
  /** The separable prefix (auf of aufstehen), which goes to the end of the clause. */
  readonly prefix?: string | undefined;
  /** The du, ihr and Sie imperatives, the first word only (steh of steh auf). */
  readonly imperatives?: { readonly du?: string; readonly ihr?: string; readonly Sie?: string };
  /** The case of its one object when it is not the accusative (helfen: dative). */
  readonly objectCase?: 'dative' | undefined;
}

/** A determiner (article, kein, possessive, der-word) with its forms by gender and case. */
export interface GrammarDeterminer {
  /** The headword: der, ein, kein, mein, dieser … */
  readonly word: string;
  readonly table: Readonly<Partial<Record<NounGender | 'plural', CaseRow>>>;
}

/**
 * Words the course contrasts (wissen/kennen, stellen/stehen, aber/sondern …): mixing them up is a
 * word-choice error, explained by the sentence of the word that was right.
 */
export interface GrammarContrast {
  /** Infinitives (for verbs) or words, lower-case. */
  readonly words: readonly string[];
  readonly chapter: number;
  /** For each word, the rule that makes it right: "Knowing a fact is wissen; kennen is for people and places." */
  readonly rules: Readonly<Record<string, string>>;
  /**
   * For a word whose rule holds only before some words: a pattern the next word must match, whole
   * (um before a clock time, am before a day); without one the rule holds everywhere.
   */
  readonly next?: Readonly<Record<string, string>>;
}

/** What diagnosis of a wrong German answer reads: the course's vocabulary and grammar tables. */
export interface GermanGrammar {
  readonly nouns: readonly GrammarNoun[];
  readonly verbs: readonly GrammarVerb[];
  /** Each preposition with the cases it takes (two cases: accusative for direction, dative for place). */
  readonly prepositions: Readonly<Record<string, readonly CaseName[]>>;
  /** Preposition + definite article fused: zum → [zu, dem]. */
  readonly contractions: Readonly<Record<string, readonly [string, string]>>;
  /** The personal pronouns: person → nominative, accusative, dative. */
  readonly pronouns: readonly (readonly [
    person: string,
    nominative: string,
    accusative: string,
    dative: string,
  ])[];
  /** Reflexive pronouns: person → accusative, dative. */
  readonly reflexives: readonly (readonly [person: string, accusative: string, dative: string])[];
  readonly determiners: readonly GrammarDeterminer[];
  /** The relative pronoun by gender and case. */
  readonly relativePronouns: Readonly<Record<NounGender | 'plural', CaseRow>>;
  readonly contrasts: readonly GrammarContrast[];
}

/**
 * A verb's simple past (Präteritum) beside its perfect, so that a learner's simple past can stand
 * for a listed perfect when the English prompt is a simple past (Wir trafen uns … for Wir haben
 * uns … getroffen).
 */
export interface PastTenseVerb {
  readonly infinitive: string;
  /** ich, du, er/sie/es, wir, ihr, sie/Sie: each person's forms, without a separable prefix. */
  readonly forms: readonly (readonly string[])[];
  /** A separable verb's prefix (an for anfangen: fing … an, anfing). */
  readonly prefix?: string;
  /** The past participle, prefix included (angefangen). */
  readonly participle: string;
  readonly auxiliary: 'haben' | 'sein';
}

/**
 * A separable verb and a simple verb a teacher accepts for each other (die Tür zumachen,
 * schließen): pairs of forms in the same person, the separable verb's without its prefix
 * (mach, schließ; machst, schließt). Its participle and infinitive are plain word synonyms.
 */
export interface SeparableSynonym {
  readonly prefix: string;
  readonly forms: readonly (readonly [string, string])[];
  readonly context: string;
}

export interface CourseLexicon {
  readonly german: {
    readonly tables: DeclensionTables;
    readonly synonyms: readonly GermanSynonymGroup[];
    readonly optionalParticles: readonly OptionalParticle[];
    /** The vocabulary and grammar tables diagnosis reads; checking does not need them. */
    readonly grammar?: GermanGrammar | undefined;
    /** The course's nouns with gender and plural: a noun phrase's number (die Schlüssel is plural). */
    readonly nouns?: readonly LexiconNoun[];
    /** Separable verbs and simple verbs that answer for each other (zumachen, schließen). */
    readonly separableSynonyms?: readonly SeparableSynonym[];
    /** The course's verbs in the simple past; without them a simple past is checked as written. */
    readonly pastTense?: readonly PastTenseVerb[];
  };
  readonly english: {
    /**
     * Words and phrases that answer for each other in English (British and American words,
     * informal words a teacher accepts), each group with its comparison form first.
     */
    readonly paraphrases: readonly EnglishParaphraseGroup[];
  };
}
