import type { Chapter } from '../schema.ts';
import { memorization, vocabularySubPages } from '../sub-pages.ts';

/** Chapter 11. */
export const chapter11: Chapter = {
  number: 11,
  title: 'Modal Verbs and Dependent Clauses',
  conceptsContents: [
    {
      name: 'Irregular Verb: wissen',
      link: '/ch11/wissen',
      code: '11nw',
      kind: 'memorization',
      // The catalogue names the practice sub-page practice_nehmen (copied from chapter 4's
      // nehmen); this unit practises wissen, at practice_wissen, and the catalogue's path leads there.
      subPages: memorization('practice_wissen', 'test').map((subPage) =>
        subPage.path === 'memorization/practice_wissen'
          ? { ...subPage, aliases: ['memorization/practice_nehmen'] }
          : subPage,
      ),
    },
    {
      name: 'Modal Verbs',
      link: '/ch11/modal_verbs',
      code: '11nmv',
      subheading: '<span class="de">dürfen, können, müssen, sollen, wollen, möchten</span>',
      kind: 'memorization',
      subPages: memorization('duerfen', 'koennen', 'muessen', 'sollen', 'wollen', 'moechten', 'test'),
    },
    {
      name: 'Practice: Verb Conjugation',
      link: '/ch11/practice_verb_conjugation',
      code: '11npv',
      kind: 'verb-practice',
    },
    {
      name: 'Dependent Clauses',
      link: '/ch11/dependent_clauses',
      code: '11ndc',
      subheading: '<span class="de">…, weil ich müde bin.</span>',
      kind: 'lesson',
    },
    {
      name: 'Vocabulary',
      link: '/ch11/vocab',
      code: '11nv',
      kind: 'vocabulary',
      subPages: vocabularySubPages(11),
    },
  ],
  drillsContents: [
    {
      name: 'Modal Verbs',
      link: '/ch11/drills/modal_verbs',
      code: '11dmv',
      kind: 'fill-in-drill',
      table: 'ch11_modal_verbs',
      label: 'Ch11 modal verbs',
      previous: { path: '/ch11/vocab', text: 'To Vocabulary' },
      next: { path: '/ch11/drills/modal_verb_conversions', text: 'To Modal Verb Conversions' },
    },
    {
      name: 'Modal Verb Conversions',
      link: '/ch11/drills/modal_verb_conversions',
      code: '11dmc',
      kind: 'fill-in-drill',
      table: 'ch11_modal_conversions',
      label: 'Ch11 modal verb conversions',
      previous: { path: '/ch11/drills/modal_verbs', text: 'To Modal Verb Drills' },
      next: {
        path: '/ch11/drills/dependent_clauses_word_order',
        text: 'To Dependent Clauses (Word Order)',
      },
    },
    {
      name: 'Dependent Clauses (Word Order)',
      link: '/ch11/drills/dependent_clauses_word_order',
      code: '11ddc',
      kind: 'fill-in-drill',
      table: 'ch11_dependent_clauses',
      label: 'Ch11 dependent clause word order',
      previous: { path: '/ch11/drills/modal_verb_conversions', text: 'To Modal Verb Conversions' },
      next: { path: '/ch11/drills/dependent_clauses_weil', text: 'To Weil Clauses' },
    },
    {
      name: 'Weil Clauses',
      link: '/ch11/drills/dependent_clauses_weil',
      code: '11ddw',
      kind: 'fill-in-drill',
      table: 'ch11_weil_clauses',
      label: 'Ch11 weil clauses',
      previous: {
        path: '/ch11/drills/dependent_clauses_word_order',
        text: 'To Dependent Clauses (Word Order)',
      },
      next: {
        path: '/ch11/drills/dependent_clauses_first_position',
        text: 'To Dependent Clauses (First Position)',
      },
    },
    {
      name: 'Dependent Clauses (First Position)',
      link: '/ch11/drills/dependent_clauses_first_position',
      code: '11ddc2',
      kind: 'fill-in-drill',
      table: 'ch11_dependent_first_position',
      label: 'Ch11 dependent clause first position',
      previous: { path: '/ch11/drills/dependent_clauses_weil', text: 'To Weil Clauses' },
      next: { path: '/ch11/german_to_english', text: 'To German to English Exercises' },
    },
  ],
  exercisesContents: [
    {
      name: 'German to English',
      link: '/ch11/german_to_english',
      code: '11ege',
      kind: 'translation-exercise',
      table: 'ch11_ex_to_english',
      label: 'Ch11 Exercises - German to English',
      itemCount: 23,
      previous: {
        path: '/ch11/drills/dependent_clauses_first_position',
        text: 'To Dependent Clauses (First Position)',
      },
      next: { path: '/ch11/english_to_german', text: 'To English to German' },
    },
    {
      name: 'English to German',
      link: '/ch11/english_to_german',
      code: '11eeg',
      kind: 'translation-exercise',
      table: 'ch11_ex_to_german',
      label: 'Ch11 Exercises - English to German',
      // The catalogue gives no count; the content guide: its set of 14, without the copied last answer.
      itemCount: 14,
      previous: { path: '/ch11/german_to_english', text: 'To German to English' },
      next: { path: '/ch12', text: 'To Chapter 12' },
    },
  ],
  extraWorkContents: null,
};
