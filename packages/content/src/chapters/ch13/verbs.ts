import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 13 verb tables: the reflexive verbs whose present tense is not fully regular, in the
 * order ich, du, er/sie/es, wir, ihr, sie/Sie.
 *
 * How reflexive tables are written: the infinitive carries sich, as in the vocabulary
 * ("sich waschen"), and every form in the table is the verb form alone, without the reflexive
 * pronoun: "wasche", "wäschst"; separable verbs as in chapter 8, with the prefix after the verb
 * ("ziehe an"); the imperatives likewise ("zieh an", "ziehen Sie an", "zieht an"). The lessons
 * then add the pronoun that goes with each person: ich wasche mich, du wäschst dich, er/sie/es
 * wäscht sich, wir waschen uns, ihr wascht euch, sie/Sie waschen sich; in a separable verb it
 * stands before the prefix (ich ziehe mich an); in the imperative it follows the verb (Wasch
 * dich! Zieh dich an! Ziehen Sie sich an! Zieht euch an!). The perfect takes haben: ich habe
 * mich gewaschen.
 *
 * sich waschen and sich treffen change their stem as waschen (chapter 6) and treffen
 * (chapter 4) do; sich setzen has the -s/-ß/-z stem of chapter 1 (du setzt); sich ärgern and
 * sich erinnern are -ern verbs (wir ärgern, imperative ärgere).
 */
export const verbs = [
  // a-stem and i-stem
  {
    infinitive: 'sich waschen',
    category: 'a-stem',
    deutsch: ['wasche', 'wäschst', 'wäscht', 'waschen', 'wascht', 'waschen'],
    english: ['wash (oneself)', 'washes (himself/herself)'],
    pParticiple: 'gewaschen',
    perfectTransl: 'has washed (himself/herself)',
    pParticipleTransl: 'washed',
    imperative2ps: 'wasch',
    imperativeFormal: 'waschen Sie',
    imperative2pp: 'wascht',
  },
  {
    infinitive: 'sich treffen',
    category: 'i-stem',
    deutsch: ['treffe', 'triffst', 'trifft', 'treffen', 'trefft', 'treffen'],
    english: ['meet (each other)', 'meets (up with)'],
    pParticiple: 'getroffen',
    perfectTransl: 'has met',
    pParticipleTransl: 'met',
    imperative2ps: 'triff',
    imperativeFormal: 'treffen Sie',
    imperative2pp: 'trefft',
  },

  // Special stems
  {
    infinitive: 'sich setzen',
    category: 'Special Stems',
    deutsch: ['setze', 'setzt', 'setzt', 'setzen', 'setzt', 'setzen'],
    english: ['sit down', 'sits down'],
    pParticiple: 'gesetzt',
    perfectTransl: 'has sat down',
    pParticipleTransl: 'sat down',
    imperative2ps: 'setz',
    imperativeFormal: 'setzen Sie',
    imperative2pp: 'setzt',
  },
  {
    infinitive: 'sich ärgern',
    category: 'Special Stems',
    deutsch: ['ärgere', 'ärgerst', 'ärgert', 'ärgern', 'ärgert', 'ärgern'],
    english: ['be annoyed', 'is annoyed'],
    pParticiple: 'geärgert',
    perfectTransl: 'has been annoyed',
    pParticipleTransl: 'annoyed',
    imperative2ps: 'ärgere',
    imperativeFormal: 'ärgern Sie',
    imperative2pp: 'ärgert',
  },
  {
    infinitive: 'sich erinnern',
    category: 'Special Stems',
    deutsch: ['erinnere', 'erinnerst', 'erinnert', 'erinnern', 'erinnert', 'erinnern'],
    english: ['remember', 'remembers'],
    pParticiple: 'erinnert',
    perfectTransl: 'has remembered',
    pParticipleTransl: 'remembered',
    imperative2ps: 'erinnere',
    imperativeFormal: 'erinnern Sie',
    imperative2pp: 'erinnert',
  },

  // Separable verbs
  {
    infinitive: 'sich anziehen',
    category: 'Separable Verbs',
    deutsch: ['ziehe an', 'ziehst an', 'zieht an', 'ziehen an', 'zieht an', 'ziehen an'],
    english: ['get dressed', 'gets dressed'],
    pParticiple: 'angezogen',
    perfectTransl: 'has got dressed',
    pParticipleTransl: 'dressed',
    imperative2ps: 'zieh an',
    imperativeFormal: 'ziehen Sie an',
    imperative2pp: 'zieht an',
  },
  {
    infinitive: 'sich ausziehen',
    category: 'Separable Verbs',
    deutsch: ['ziehe aus', 'ziehst aus', 'zieht aus', 'ziehen aus', 'zieht aus', 'ziehen aus'],
    english: ['get undressed', 'gets undressed'],
    pParticiple: 'ausgezogen',
    perfectTransl: 'has got undressed',
    pParticipleTransl: 'undressed',
    imperative2ps: 'zieh aus',
    imperativeFormal: 'ziehen Sie aus',
    imperative2pp: 'zieht aus',
  },
  {
    infinitive: 'sich ausruhen',
    category: 'Separable Verbs',
    deutsch: ['ruhe aus', 'ruhst aus', 'ruht aus', 'ruhen aus', 'ruht aus', 'ruhen aus'],
    english: ['rest', 'rests'],
    pParticiple: 'ausgeruht',
    perfectTransl: 'has rested',
    pParticipleTransl: 'rested',
    imperative2ps: 'ruh aus',
    imperativeFormal: 'ruhen Sie aus',
    imperative2pp: 'ruht aus',
  },
  {
    infinitive: 'sich vorstellen',
    category: 'Separable Verbs',
    deutsch: ['stelle vor', 'stellst vor', 'stellt vor', 'stellen vor', 'stellt vor', 'stellen vor'],
    english: ['introduce oneself', 'introduces himself/herself'],
    pParticiple: 'vorgestellt',
    perfectTransl: 'has introduced himself/herself',
    pParticipleTransl: 'introduced',
    imperative2ps: 'stell vor',
    imperativeFormal: 'stellen Sie vor',
    imperative2pp: 'stellt vor',
  },
] satisfies VerbConjugation[];
