/**
 * Every table the backend serves under /rest/v1: one answers table per drill, extra-practice
 * and exercise set (chapter-catalogue §7, with `{hash}` resolved as DESIGN §5 says), plus the
 * progress table `completed`.
 */

/** Drill and extra-practice answer tables, in catalogue order. */
export const drillTables = [
  'ch1_subj_pronoun',
  'ch1_verb_conj',
  'ch2_definite_article',
  'ch2_indefinite_article',
  'ch2_genitives',
  'ch2_extras_def_art',
  'ch2_extras_indef_art',
  'ch3_definite_article',
  'ch3_indefinite_article',
  'ch3_word_order',
  'ch3_extras_def_art',
  'ch3_extras_indef_art',
  'ch4_irreg_verbs',
  'ch4_poss_adj',
  'ch4_kein',
  'ch4_kein_nicht',
  'ch5_acc_prep',
  'ch5_dat_prep',
  'ch5_acc_pronouns',
  'ch5_dat_pronouns',
  'ch5_noun_pronoun',
  'ch5_preps_pronouns',
  'ch6_stem_changers',
  'ch6_genitives',
  'ch7_nnouns',
  'ch7_nnouns_2',
  'ch7_gefallen',
  'ch7_dative_verbs',
  'ch7_questions',
  'ch8_sein_haben',
  'ch8_perfect',
  'ch8_present_to_perfect',
  'ch8_word_order',
  'ch9_future',
  'ch9_nominative_or_not',
  'ch9_tc_prepositions',
  'ch9_tc_prepositions_2',
  'ch9_adverbs',
  'ch10_imperatives',
  'ch10_tc_prepositions',
  'ch10_tc_prepositions_2',
  'ch10_word_order',
  'ch11_modal_verbs',
  'ch11_modal_conversions',
  'ch11_weil_clauses',
  'ch11_dependent_clauses',
  'ch11_dependent_first_position',
  'ch12_der_words',
  'ch12_relative_pronoun',
  'ch12_relative_clauses_1',
  'ch12_relative_clauses_2',
  'ch12_passive_voice',
  'ch12_sondern_aber',
  'ch12_wissen_kennen',
  // Chapter 13 has real drills (DESIGN §5): reflexive verbs and comparatives.
  'ch13_reflexive_verbs',
  'ch13_comparatives',
] as const;

const chapters = Array.from({ length: 13 }, (_, index) => index + 1);

/** Translation exercise tables: German to English and English to German for chapters 1..13. */
export const exerciseTables = chapters.flatMap((n) => [`ch${n}_ex_to_english`, `ch${n}_ex_to_german`]);

/** Every answers table: drills, extra practice and exercises. */
export const answerTables: readonly string[] = [...drillTables, ...exerciseTables];

/** The progress tracker's table. */
export const progressTable = 'completed';

/**
 * Columns of every answers table. Drills write `userAnswer`; sets with several blanks per
 * question and translation exercises write `userAnswer1` … `userAnswer6` (spec §3: the number
 * of answer columns is set per set, default 3; the widest set uses 6).
 */
export const answerColumns = [
  'questionNum',
  'userAnswer',
  'userAnswer1',
  'userAnswer2',
  'userAnswer3',
  'userAnswer4',
  'userAnswer5',
  'userAnswer6',
] as const;

/** Columns of the progress table. */
export const progressColumns = ['num', 'completed_list'] as const;
