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
 * `doch`, `bitte`) or a question (`denn`).
 */
export interface OptionalParticle {
  readonly word: string;
  readonly when: 'progressive' | 'imperative' | 'question';
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

export interface CourseLexicon {
  readonly german: {
    readonly tables: DeclensionTables;
    readonly synonyms: readonly GermanSynonymGroup[];
    readonly optionalParticles: readonly OptionalParticle[];
    /** The vocabulary and grammar tables diagnosis reads; checking does not need them. */
    readonly grammar?: GermanGrammar | undefined;
  };
  readonly english: {
    /**
     * Words and phrases that answer for each other in English (British and American words,
     * informal words a teacher accepts), each group with its comparison form first.
     */
    readonly paraphrases: readonly (readonly string[])[];
  };
}
