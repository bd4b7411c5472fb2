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
 * German words a teacher accepts for each other. Nouns carry gender and plural, so articles and
 * adjective endings can be recomputed; regular verbs are given by their infinitive; other words
 * (adverbs, pronouns, fixed phrases) as written. `context` says where the pair is right.
 */
export type GermanSynonymGroup =
  | { readonly kind: 'noun'; readonly words: readonly LexiconNoun[]; readonly context: string }
  | { readonly kind: 'regular-verb'; readonly words: readonly string[]; readonly context: string }
  | { readonly kind: 'word'; readonly words: readonly string[]; readonly context: string };

/**
 * A German word that adds no meaning a teacher marks: accepted where the learner adds it (or
 * leaves it out) when the prompt is an English progressive (`gerade`), an imperative (`mal`,
 * `doch`, `bitte`), a question (`denn`) or a request put as a question (`bitte` in "Can you …?").
 */
export interface OptionalParticle {
  readonly word: string;
  readonly when: 'progressive' | 'imperative' | 'question' | 'request';
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
    readonly paraphrases: readonly (readonly string[])[];
  };
}
