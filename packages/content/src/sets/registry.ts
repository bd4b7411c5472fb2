import { loadVocabularyUpTo } from '../vocabulary/loaded.ts';
import { practiceSetSchema, type PracticeSet } from './schema.ts';

/**
 * The written drill and exercise sets, by table, each loaded on demand so that a page
 * downloads only its own set. A set is validated when it is loaded.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  ch1_subj_pronoun: async () => (await import('../chapters/ch01/drills/subj-pronoun.ts')).subjPronounDrill,
  ch1_verb_conj: async () => (await import('../chapters/ch01/drills/verb-use.ts')).verbUseDrill,
  ch1_ex_to_english: async () =>
    (await import('../chapters/ch01/exercises/german-to-english.ts')).germanToEnglish,
  ch1_ex_to_german: async () =>
    (await import('../chapters/ch01/exercises/english-to-german.ts')).englishToGerman,
  ch2_definite_article: async () =>
    (await import('../chapters/ch02/drills/definite-article.ts')).definiteArticleDrill,
  ch2_indefinite_article: async () =>
    (await import('../chapters/ch02/drills/indefinite-article.ts')).indefiniteArticleDrill,
  ch2_genitives: async () => (await import('../chapters/ch02/drills/genitives.ts')).genitivesDrill,
  ch2_ex_to_english: async () =>
    (await import('../chapters/ch02/exercises/german-to-english.ts')).germanToEnglish,
  ch2_ex_to_german: async () =>
    (await import('../chapters/ch02/exercises/english-to-german.ts')).englishToGerman,
  ch2_extras_def_art: async () =>
    (await import('../chapters/ch02/extras/definite-article-extras.ts')).definiteArticleExtras,
  ch2_extras_indef_art: async () =>
    (await import('../chapters/ch02/extras/indefinite-article-extras.ts')).indefiniteArticleExtras,
  ch3_definite_article: async () =>
    (await import('../chapters/ch03/drills/definite-article.ts')).definiteArticleDrill,
  ch3_indefinite_article: async () =>
    (await import('../chapters/ch03/drills/indefinite-article.ts')).indefiniteArticleDrill,
  ch3_word_order: async () => (await import('../chapters/ch03/drills/word-order.ts')).wordOrderDrill,
  ch3_ex_to_english: async () =>
    (await import('../chapters/ch03/exercises/german-to-english.ts')).germanToEnglish,
  ch3_ex_to_german: async () =>
    (await import('../chapters/ch03/exercises/english-to-german.ts')).englishToGerman,
  ch3_extras_def_art: async () =>
    (await import('../chapters/ch03/extras/definite-article-extras.ts')).definiteArticleExtras,
  ch3_extras_indef_art: async () =>
    (await import('../chapters/ch03/extras/indefinite-article-extras.ts')).indefiniteArticleExtras,
  ch4_irreg_verbs: async () =>
    (await import('../chapters/ch04/drills/stem-changing-verbs.ts')).stemChangingVerbsDrill,
  ch4_poss_adj: async () =>
    (await import('../chapters/ch04/drills/possessive-adjective.ts')).possessiveAdjectiveDrill,
  ch4_kein: async () => (await import('../chapters/ch04/drills/kein.ts')).keinDrill,
  ch4_kein_nicht: async () => (await import('../chapters/ch04/drills/kein-vs-nicht.ts')).keinVsNichtDrill,
  ch4_ex_to_english: async () =>
    (await import('../chapters/ch04/exercises/german-to-english.ts')).germanToEnglish,
  ch4_ex_to_german: async () =>
    (await import('../chapters/ch04/exercises/english-to-german.ts')).englishToGerman,
  ch5_acc_prep: async () =>
    (await import('../chapters/ch05/drills/accusative-prepositions.ts')).accusativePrepositionsDrill,
  ch5_dat_prep: async () =>
    (await import('../chapters/ch05/drills/dative-prepositions.ts')).dativePrepositionsDrill,
  ch5_acc_pronouns: async () =>
    (await import('../chapters/ch05/drills/accusative-pronouns.ts')).accusativePronounsDrill,
  ch5_dat_pronouns: async () =>
    (await import('../chapters/ch05/drills/dative-pronouns.ts')).dativePronounsDrill,
  ch5_noun_pronoun: async () =>
    (await import('../chapters/ch05/drills/noun-pronoun-agreement.ts')).nounPronounDrill,
  ch5_preps_pronouns: async () =>
    (await import('../chapters/ch05/drills/pronouns-prepositions.ts')).pronounsPrepositionsDrill,
  ch5_ex_to_english: async () =>
    (await import('../chapters/ch05/exercises/german-to-english.ts')).germanToEnglish,
  ch5_ex_to_german: async () =>
    (await import('../chapters/ch05/exercises/english-to-german.ts')).englishToGerman,
  ch6_stem_changers: async () =>
    (await import('../chapters/ch06/drills/stem-changing-verbs.ts')).stemChangingVerbsDrill,
  ch6_genitives: async () =>
    (await import('../chapters/ch06/drills/genitive-prepositions.ts')).genitivePrepositionsDrill,
  ch6_ex_to_english: async () =>
    (await import('../chapters/ch06/exercises/german-to-english.ts')).germanToEnglish,
  ch6_ex_to_german: async () =>
    (await import('../chapters/ch06/exercises/english-to-german.ts')).englishToGerman,
  ch7_nnouns: async () => (await import('../chapters/ch07/drills/n-nouns-1.ts')).nNounsDrill,
  ch7_nnouns_2: async () => (await import('../chapters/ch07/drills/n-nouns-2.ts')).nNounsDrill2,
  ch7_dative_verbs: async () => (await import('../chapters/ch07/drills/dative-verbs.ts')).dativeVerbsDrill,
  ch7_questions: async () => (await import('../chapters/ch07/drills/questions.ts')).questionsDrill,
  ch7_gefallen: async () => (await import('../chapters/ch07/drills/gefallen.ts')).gefallenDrill,
  ch7_ex_to_english: async () =>
    (await import('../chapters/ch07/exercises/german-to-english.ts')).germanToEnglish,
  ch7_ex_to_german: async () =>
    (await import('../chapters/ch07/exercises/english-to-german.ts')).englishToGerman,
  ch8_sein_haben: async () => (await import('../chapters/ch08/drills/sein-oder-haben.ts')).seinOderHabenDrill,
  ch8_perfect: async () => (await import('../chapters/ch08/drills/perfect-tense.ts')).perfectTenseDrill,
  ch8_present_to_perfect: async () =>
    (await import('../chapters/ch08/drills/present-to-perfect.ts')).presentToPerfectDrill,
  ch8_word_order: async () => (await import('../chapters/ch08/drills/word-order.ts')).wordOrderDrill,
  ch8_ex_to_english: async () =>
    (await import('../chapters/ch08/exercises/german-to-english.ts')).germanToEnglish,
  ch8_ex_to_german: async () =>
    (await import('../chapters/ch08/exercises/english-to-german.ts')).englishToGerman,
  ch9_nominative_or_not: async () =>
    (await import('../chapters/ch09/drills/predicate-nominative.ts')).predicateNominativeDrill,
  ch9_future: async () => (await import('../chapters/ch09/drills/future.ts')).futureDrill,
  ch9_tc_prepositions: async () =>
    (await import('../chapters/ch09/drills/two-case-prepositions-a.ts')).twoCasePrepositionsDrill,
  ch9_tc_prepositions_2: async () =>
    (await import('../chapters/ch09/drills/two-case-prepositions-b.ts')).twoCasePrepositionsDrill2,
  ch9_adverbs: async () => (await import('../chapters/ch09/drills/adverbs.ts')).adverbsDrill,
  ch9_ex_to_english: async () =>
    (await import('../chapters/ch09/exercises/german-to-english.ts')).germanToEnglish,
  ch9_ex_to_german: async () =>
    (await import('../chapters/ch09/exercises/english-to-german.ts')).englishToGerman,
  ch10_imperatives: async () => (await import('../chapters/ch10/drills/imperatives.ts')).imperativesDrill,
  ch10_tc_prepositions: async () =>
    (await import('../chapters/ch10/drills/two-case-prepositions.ts')).twoCasePrepositionsDrill,
  ch10_tc_prepositions_2: async () =>
    (await import('../chapters/ch10/drills/two-case-prepositions-b.ts')).twoCasePrepositionsDrillB,
  ch10_word_order: async () => (await import('../chapters/ch10/drills/word-order.ts')).wordOrderDrill,
  ch10_ex_to_english: async () =>
    (await import('../chapters/ch10/exercises/german-to-english.ts')).germanToEnglish,
  ch10_ex_to_german: async () =>
    (await import('../chapters/ch10/exercises/english-to-german.ts')).englishToGerman,
  ch11_modal_verbs: async () => (await import('../chapters/ch11/drills/modal-verbs.ts')).modalVerbsDrill,
  ch11_modal_conversions: async () =>
    (await import('../chapters/ch11/drills/modal-conversions.ts')).modalConversionsDrill,
  ch11_dependent_clauses: async () =>
    (await import('../chapters/ch11/drills/dependent-clauses-word-order.ts')).dependentClausesDrill,
  ch11_weil_clauses: async () => (await import('../chapters/ch11/drills/weil-clauses.ts')).weilClausesDrill,
  ch11_dependent_first_position: async () =>
    (await import('../chapters/ch11/drills/dependent-first-position.ts')).dependentFirstPositionDrill,
  ch11_ex_to_english: async () =>
    (await import('../chapters/ch11/exercises/german-to-english.ts')).germanToEnglish,
  ch11_ex_to_german: async () =>
    (await import('../chapters/ch11/exercises/english-to-german.ts')).englishToGerman,
  ch12_der_words: async () => (await import('../chapters/ch12/drills/der-words.ts')).derWordsDrill,
  ch12_relative_pronoun: async () =>
    (await import('../chapters/ch12/drills/relative-pronoun.ts')).relativePronounDrill,
  ch12_relative_clauses_1: async () =>
    (await import('../chapters/ch12/drills/relative-clauses-1.ts')).relativeClauses1Drill,
  ch12_relative_clauses_2: async () =>
    (await import('../chapters/ch12/drills/relative-clauses-2.ts')).relativeClauses2Drill,
  ch12_passive_voice: async () =>
    (await import('../chapters/ch12/drills/passive-voice.ts')).passiveVoiceDrill,
  ch12_sondern_aber: async () => (await import('../chapters/ch12/drills/sondern-aber.ts')).sondernAberDrill,
  ch12_wissen_kennen: async () =>
    (await import('../chapters/ch12/drills/wissen-kennen.ts')).wissenKennenDrill,
  ch12_ex_to_english: async () =>
    (await import('../chapters/ch12/exercises/german-to-english.ts')).germanToEnglish,
  ch12_ex_to_german: async () =>
    (await import('../chapters/ch12/exercises/english-to-german.ts')).englishToGerman,
  ch13_ex_to_english: async () =>
    (await import('../chapters/ch13/exercises/german-to-english.ts')).germanToEnglish,
  ch13_ex_to_german: async () =>
    (await import('../chapters/ch13/exercises/english-to-german.ts')).englishToGerman,
};

/** True when the set's content has been written. */
export function hasPracticeSet(table: string): boolean {
  return table in loaders;
}

/** Every table that has written content. */
export function practiceSetTables(): string[] {
  return Object.keys(loaders);
}

/**
 * Loads a set as plain typed data, with the vocabulary its words look up. Sets are validated by the content tests (`validatePracticeSet`
 * on every registered table), not in the browser, so a page ships no schema library.
 */
export async function loadPracticeSet(table: string): Promise<PracticeSet> {
  const load = loaders[table];
  if (!load) throw new Error(`No content has been written for ${table}.`);
  // The set's clickable words look up the vocabulary of its chapter and those before.
  const [set] = (await Promise.all([
    load(),
    loadVocabularyUpTo(Number(/^ch(\d+)_/.exec(table)?.[1] ?? 13)),
  ])) as [PracticeSet, void];
  if (set.table !== table) throw new Error(`Content registered as ${table} names ${set.table}.`);
  return set;
}

/**
 * Validates a loaded set against `practiceSetSchema`; the error names the table and the field.
 * The content tests run it on every set, and require the set to equal what the schema yields
 * (no defaults filled in), so the data the browser gets as it stands is what was validated.
 */
export function validatePracticeSet(table: string, set: unknown): PracticeSet {
  const parsed = practiceSetSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Content of ${table}, ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Number of questions of a loaded set. */
export function questionCount(set: PracticeSet): number {
  switch (set.kind) {
    case 'translation-exercise':
      return set.sentences.length;
    case 'subject-pronoun-drill':
      return set.situations.length;
    default:
      return set.items.length;
  }
}
