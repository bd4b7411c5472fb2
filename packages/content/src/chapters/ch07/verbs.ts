import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 7 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie: the dative verbs
 * whose present tense is not fully regular. gefallen changes a → ä as fallen does (du gefällst,
 * er gefällt) and raten as halten does (du rätst, er rät: nothing is added after the t; ihr
 * ratet); the du imperative keeps the stem without umlaut (gefall, rat). passen has a stem in -s
 * and adds only -t in the du form (du passt). The chapter's other dative verbs (danken,
 * gehören, glauben, gratulieren, folgen, fehlen) are regular and need no table.
 */
export const verbs = [
  // Stem changers a → ä
  {
    infinitive: 'gefallen',
    category: 'a-stem',
    deutsch: ['gefalle', 'gefällst', 'gefällt', 'gefallen', 'gefallt', 'gefallen'],
    english: ['please', 'pleases'],
    pParticiple: 'gefallen',
    perfectTransl: 'has pleased',
    pParticipleTransl: 'pleased',
    imperative2ps: 'gefall',
    imperativeFormal: 'gefallen Sie',
    imperative2pp: 'gefallt',
  },
  {
    infinitive: 'raten',
    category: 'a-stem',
    deutsch: ['rate', 'rätst', 'rät', 'raten', 'ratet', 'raten'],
    english: ['advise', 'advises'],
    pParticiple: 'geraten',
    perfectTransl: 'has advised',
    pParticipleTransl: 'advised, guessed',
    imperative2ps: 'rat',
    imperativeFormal: 'raten Sie',
    imperative2pp: 'ratet',
  },

  // Special stems
  {
    infinitive: 'passen',
    category: 'Special Stems',
    deutsch: ['passe', 'passt', 'passt', 'passen', 'passt', 'passen'],
    english: ['fit', 'fits'],
    pParticiple: 'gepasst',
    perfectTransl: 'has fitted',
    pParticipleTransl: 'fitted',
    imperative2ps: 'pass',
    imperativeFormal: 'passen Sie',
    imperative2pp: 'passt',
  },
] satisfies VerbConjugation[];
