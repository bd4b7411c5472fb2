import type { Chapter } from '../schema.ts';
import { memorization, review, vocabularySubPages } from '../sub-pages.ts';

/**
 * Chapter 4. The catalogue writes four links without the leading
 * slash (ch4/practice_verb_conjugation, ch4/drills/…); they are absolute here.
 */
export const chapter4: Chapter = {
  number: 4,
  title: 'Stem Changes, Possessives and Kein',
  conceptsContents: [
    {
      name: 'Stem Changing Verbs (i)',
      link: '/ch4/stem_changers',
      code: '4nsc',
      subheading: '<span class="de">geben → du gibst, essen → du isst</span>',
      kind: 'memorization',
      subPages: memorization('practice_geben', 'practice_essen', 'test'),
    },
    {
      name: 'Irregular Verb: nehmen',
      link: '/ch4/nehmen',
      code: '4nn',
      kind: 'memorization',
      subPages: memorization('practice_nehmen', 'test'),
    },
    {
      name: 'Practice: Verb Conjugation',
      link: '/ch4/practice_verb_conjugation',
      code: '4nvc',
      kind: 'verb-practice',
      modes: [
        { slug: 'all', name: 'All Verbs' },
        { slug: 'stem_changing', name: 'Stem-Changing Verbs' },
        { slug: 'nehmen', name: 'nehmen' },
      ],
    },
    {
      name: 'Possessive Adjective',
      link: '/ch4/possessive_adjective',
      code: '4npa',
      subheading: '<span class="de">mein, dein, sein, ihr …</span>',
      kind: 'memorization',
      subPages: [
        ...memorization('work', 'test'),
        ...review('masculine', 'feminine', 'neuter', 'plural', 'whole_table', 'test'),
      ],
    },
    {
      name: 'Kein',
      link: '/ch4/kein',
      code: '4nk',
      kind: 'review',
      subPages: review('masculine', 'feminine', 'neuter', 'plural', 'whole_table', 'test'),
    },
    {
      name: 'Es gibt',
      link: '/ch4/es_gibt',
      code: '4neg',
      subheading: '“there is”, “there are”',
      kind: 'lesson',
    },
    {
      name: 'Vocabulary',
      link: '/ch4/vocab',
      code: '4nv',
      kind: 'vocabulary',
      subPages: vocabularySubPages(4),
    },
  ],
  drillsContents: [
    {
      name: 'Stem-Changing Verbs',
      link: '/ch4/drills/stem_changing_verbs',
      code: '4dsc',
      kind: 'fill-in-drill',
      table: 'ch4_irreg_verbs',
      label: 'stem-changing verbs',
      previous: { path: '/ch4/vocab', text: 'To Vocabulary' },
      next: { path: '/ch4/drills/possessive_adjective', text: 'To Possessive Adjective Drills' },
    },
    {
      name: 'Possessive Adjectives',
      link: '/ch4/drills/possessive_adjective',
      code: '4dpa',
      kind: 'fill-in-drill',
      table: 'ch4_poss_adj',
      label: 'possessive adjectives',
      previous: { path: '/ch4/drills/stem_changing_verbs', text: 'To Stem-Changing Verb Drills' },
      next: { path: '/ch4/drills/kein', text: 'To Kein Drills' },
    },
    {
      name: 'Using Kein',
      link: '/ch4/drills/kein',
      code: '4dk',
      kind: 'fill-in-drill',
      table: 'ch4_kein',
      label: 'kein',
      previous: { path: '/ch4/drills/possessive_adjective', text: 'To Possessive Adjective Drills' },
      next: { path: '/ch4/drills/kein_vs_nicht', text: 'To Kein Vs. Nicht Drills' },
    },
    {
      name: 'Kein Vs. Nicht',
      link: '/ch4/drills/kein_vs_nicht',
      code: '4dkn',
      kind: 'choice-drill',
      table: 'ch4_kein_nicht',
      label: 'kein vs. nicht',
      itemCount: 40,
      previous: { path: '/ch4/drills/kein', text: 'To Kein Drills' },
      next: { path: '/ch4/german_to_english', text: 'To Exercises' },
    },
  ],
  exercisesContents: [
    {
      name: 'German to English',
      link: '/ch4/german_to_english',
      code: '4ege',
      kind: 'translation-exercise',
      table: 'ch4_ex_to_english',
      label: 'Ch4 Exercises - German to English',
      itemCount: 18,
      previous: { path: '/ch4/drills/kein_vs_nicht', text: 'To Kein Vs. Nicht Drills' },
      next: { path: '/ch4/english_to_german', text: 'To English to German' },
    },
    {
      name: 'English to German',
      link: '/ch4/english_to_german',
      code: '4eeg',
      kind: 'translation-exercise',
      table: 'ch4_ex_to_german',
      label: 'Ch4 Exercises - English to German',
      // The catalogue gives no count; the content guide's default.
      itemCount: 10,
      previous: { path: '/ch4/german_to_english', text: 'To German to English' },
      next: { path: '/ch5', text: 'To Chapter 5' },
    },
  ],
  extraWorkContents: null,
};
