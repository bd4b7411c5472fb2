import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 6 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie: the stem changers
 * e → ie (lesen, sehen, empfehlen) and a → ä, au → äu (fahren, schlafen, tragen, laufen,
 * waschen, fallen, halten). As in chapter 4, only du and er/sie/es change the stem; a changed
 * stem in -s adds only -t in the du form (du liest), and one in -t adds nothing in the er/sie/es
 * form (er hält; but ihr haltet). The du imperative of an e → ie verb is the du form without -st
 * (lies, sieh, empfiehl); an a → ä verb keeps the stem without umlaut (fahr, lauf, halt).
 *
 * wandern is a verb in -ern (ich wandere, wir wandern). regnen and schneien have es as their
 * subject and no imperative, so they get no table: es regnet (the stem in a consonant + n adds
 * -e- before -t, as öffnen does), es schneit. pParticiple carries "ist" for the verbs whose
 * perfect is formed with sein.
 */
export const verbs = [
  // Stem changers e → ie
  {
    infinitive: 'lesen',
    category: 'ie-stem',
    deutsch: ['lese', 'liest', 'liest', 'lesen', 'lest', 'lesen'],
    english: ['read', 'reads'],
    pParticiple: 'gelesen',
    perfectTransl: 'has read',
    pParticipleTransl: 'read',
    imperative2ps: 'lies',
    imperativeFormal: 'lesen Sie',
    imperative2pp: 'lest',
  },
  {
    infinitive: 'sehen',
    category: 'ie-stem',
    deutsch: ['sehe', 'siehst', 'sieht', 'sehen', 'seht', 'sehen'],
    english: ['see', 'sees'],
    pParticiple: 'gesehen',
    perfectTransl: 'has seen',
    pParticipleTransl: 'seen',
    imperative2ps: 'sieh',
    imperativeFormal: 'sehen Sie',
    imperative2pp: 'seht',
  },
  {
    infinitive: 'empfehlen',
    category: 'ie-stem',
    deutsch: ['empfehle', 'empfiehlst', 'empfiehlt', 'empfehlen', 'empfehlt', 'empfehlen'],
    english: ['recommend', 'recommends'],
    pParticiple: 'empfohlen',
    perfectTransl: 'has recommended',
    pParticipleTransl: 'recommended',
    imperative2ps: 'empfiehl',
    imperativeFormal: 'empfehlen Sie',
    imperative2pp: 'empfehlt',
  },

  // Stem changers a → ä, au → äu
  {
    infinitive: 'fahren',
    category: 'a-stem',
    deutsch: ['fahre', 'fährst', 'fährt', 'fahren', 'fahrt', 'fahren'],
    english: ['go (by vehicle)', 'goes (by vehicle)'],
    pParticiple: 'ist gefahren',
    perfectTransl: 'has gone (by vehicle)',
    pParticipleTransl: 'gone, driven',
    imperative2ps: 'fahr',
    imperativeFormal: 'fahren Sie',
    imperative2pp: 'fahrt',
  },
  {
    infinitive: 'schlafen',
    category: 'a-stem',
    deutsch: ['schlafe', 'schläfst', 'schläft', 'schlafen', 'schlaft', 'schlafen'],
    english: ['sleep', 'sleeps'],
    pParticiple: 'geschlafen',
    perfectTransl: 'has slept',
    pParticipleTransl: 'slept',
    imperative2ps: 'schlaf',
    imperativeFormal: 'schlafen Sie',
    imperative2pp: 'schlaft',
  },
  {
    infinitive: 'tragen',
    category: 'a-stem',
    deutsch: ['trage', 'trägst', 'trägt', 'tragen', 'tragt', 'tragen'],
    english: ['carry', 'carries'],
    pParticiple: 'getragen',
    perfectTransl: 'has carried',
    pParticipleTransl: 'carried, worn',
    imperative2ps: 'trag',
    imperativeFormal: 'tragen Sie',
    imperative2pp: 'tragt',
  },
  {
    infinitive: 'laufen',
    category: 'a-stem',
    deutsch: ['laufe', 'läufst', 'läuft', 'laufen', 'lauft', 'laufen'],
    english: ['run', 'runs'],
    pParticiple: 'ist gelaufen',
    perfectTransl: 'has run',
    pParticipleTransl: 'run, walked',
    imperative2ps: 'lauf',
    imperativeFormal: 'laufen Sie',
    imperative2pp: 'lauft',
  },
  {
    infinitive: 'waschen',
    category: 'a-stem',
    deutsch: ['wasche', 'wäschst', 'wäscht', 'waschen', 'wascht', 'waschen'],
    english: ['wash', 'washes'],
    pParticiple: 'gewaschen',
    perfectTransl: 'has washed',
    pParticipleTransl: 'washed',
    imperative2ps: 'wasch',
    imperativeFormal: 'waschen Sie',
    imperative2pp: 'wascht',
  },
  {
    infinitive: 'fallen',
    category: 'a-stem',
    deutsch: ['falle', 'fällst', 'fällt', 'fallen', 'fallt', 'fallen'],
    english: ['fall', 'falls'],
    pParticiple: 'ist gefallen',
    perfectTransl: 'has fallen',
    pParticipleTransl: 'fallen',
    imperative2ps: 'fall',
    imperativeFormal: 'fallen Sie',
    imperative2pp: 'fallt',
  },
  {
    infinitive: 'halten',
    category: 'a-stem',
    deutsch: ['halte', 'hältst', 'hält', 'halten', 'haltet', 'halten'],
    english: ['hold', 'holds'],
    pParticiple: 'gehalten',
    perfectTransl: 'has held',
    pParticipleTransl: 'held, stopped',
    imperative2ps: 'halt',
    imperativeFormal: 'halten Sie',
    imperative2pp: 'haltet',
  },

  // Special stems
  {
    infinitive: 'wandern',
    category: 'Special Stems',
    deutsch: ['wandere', 'wanderst', 'wandert', 'wandern', 'wandert', 'wandern'],
    english: ['hike', 'hikes'],
    pParticiple: 'ist gewandert',
    perfectTransl: 'has hiked',
    pParticipleTransl: 'hiked',
    imperative2ps: 'wandere',
    imperativeFormal: 'wandern Sie',
    imperative2pp: 'wandert',
  },
] satisfies VerbConjugation[];
