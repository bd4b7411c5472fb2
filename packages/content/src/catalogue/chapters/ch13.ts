import type { Chapter } from '../schema.ts';
import { memorization, vocabularySubPages } from '../sub-pages.ts';

/**
 * Chapter 13. The catalogue has no drills and placeholder exercises;
 * docs/product/content.md "A chapter" asks for real ones: two drills on the chapter's main topics and exercise sets of 15
 * and 10 sentences (content guide).
 */
export const chapter13: Chapter = {
  number: 13,
  title: 'Reflexive Verbs and Comparatives',
  conceptsContents: [
    {
      name: 'Reflexive Verbs',
      link: '/ch13/reflexive_verbs',
      code: '13nrv',
      subheading: '<span class="de">Ich wasche mich.</span>',
      kind: 'memorization',
      subPages: memorization('work', 'test'),
    },
    {
      name: 'Comparatives & Superlatives',
      link: '/ch13/comparative_adjectives',
      code: '13ncs',
      subheading: '<span class="de">schnell, schneller, am schnellsten</span>',
      kind: 'memorization',
      subPages: memorization('practice', 'test'),
    },
    {
      name: 'Practice',
      link: '/ch13/practice_comparative_adjectives',
      code: '13npc',
      subheading: 'Comparatives and superlatives',
      kind: 'practice',
    },
    {
      name: 'Another Der-Word: Jeder',
      link: '/ch13/jeder',
      code: '13nj',
      subheading: '<span><span class="de">jeder, jede, jedes</span>: “each, every”</span>',
      kind: 'lesson',
    },
    {
      name: 'Expressions of Time',
      link: '/ch13/expressions_of_time',
      code: '13nt',
      subheading: '<span class="de">jeden Tag, am Montag, letzte Woche</span>',
      kind: 'lesson',
    },
    {
      name: 'Indefinite Pronoun',
      link: '/ch13/indefinite_pronoun',
      code: '13nm',
      subheading: '<span class="de">man</span>',
      kind: 'lesson',
    },
    {
      name: 'Vocabulary',
      link: '/ch13/vocab',
      code: '13nv',
      kind: 'vocabulary',
      subPages: vocabularySubPages(13),
    },
  ],
  // No drills route: the practice pages carry the practice.
  drillsContents: [],
  exercisesContents: [
    {
      name: 'German to English',
      link: '/ch13/german_to_english',
      code: '13ege',
      kind: 'translation-exercise',
      table: 'ch13_ex_to_english',
      label: 'Ch13 Exercises - German to English',
      itemCount: 15,
      // The catalogue's placeholder /ch13/drills/XXX "To XXX Drills" (docs/decisions/content.md: fixed to the
      // chapter's last practice page).
      previous: { path: '/ch13/practice_comparative_adjectives', text: 'To Practice' },
      next: { path: '/ch13/english_to_german', text: 'To English to German' },
    },
    {
      name: 'English to German',
      link: '/ch13/english_to_german',
      code: '13eeg',
      kind: 'translation-exercise',
      table: 'ch13_ex_to_german',
      label: 'Ch13 Exercises - English to German',
      itemCount: 10,
      previous: { path: '/ch13/german_to_english', text: 'To German to English' },
      // The last page of the course: no next link.
    },
  ],
  extraWorkContents: null,
};
