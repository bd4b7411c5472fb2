import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Present-tense tables of the chapter 9 verbs whose present is not fully regular, in the order
 * ich, du, er/sie/es, wir, ihr, sie/Sie.
 *
 * werden is irregular (du wirst, er wird: no d in wirst, no -t in wird); its present with an
 * infinitive at the end of the clause is the future tense (ich werde arbeiten). setzen and
 * sitzen have a stem in -z (du setzt, du sitzt), mieten a stem in -t (du mietest, er mietet).
 * umziehen is separable (ich ziehe um) and takes sein in the perfect. legen, liegen, stellen,
 * stehen and hängen are regular in the present and need no table.
 */
export const verbs = [
  // Irregular verbs
  {
    infinitive: 'werden',
    category: 'Irregular Verbs',
    deutsch: ['werde', 'wirst', 'wird', 'werden', 'werdet', 'werden'],
    english: ['become', 'becomes'],
    pParticiple: 'ist geworden',
    perfectTransl: 'has become',
    pParticipleTransl: 'become',
    imperative2ps: 'werde',
    imperativeFormal: 'werden Sie',
    imperative2pp: 'werdet',
  },

  // Special stems
  {
    infinitive: 'setzen',
    category: 'Special Stems',
    deutsch: ['setze', 'setzt', 'setzt', 'setzen', 'setzt', 'setzen'],
    english: ['set', 'sets'],
    pParticiple: 'gesetzt',
    perfectTransl: 'has set',
    pParticipleTransl: 'set',
    imperative2ps: 'setz',
    imperativeFormal: 'setzen Sie',
    imperative2pp: 'setzt',
  },
  {
    infinitive: 'sitzen',
    category: 'Special Stems',
    deutsch: ['sitze', 'sitzt', 'sitzt', 'sitzen', 'sitzt', 'sitzen'],
    english: ['sit', 'sits'],
    pParticiple: 'gesessen',
    perfectTransl: 'has sat',
    pParticipleTransl: 'sat',
    imperative2ps: 'sitz',
    imperativeFormal: 'sitzen Sie',
    imperative2pp: 'sitzt',
  },
  {
    infinitive: 'mieten',
    category: 'Special Stems',
    deutsch: ['miete', 'mietest', 'mietet', 'mieten', 'mietet', 'mieten'],
    english: ['rent', 'rents'],
    pParticiple: 'gemietet',
    perfectTransl: 'has rented',
    pParticipleTransl: 'rented',
    imperative2ps: 'miete',
    imperativeFormal: 'mieten Sie',
    imperative2pp: 'mietet',
  },

  // Separable verbs
  {
    infinitive: 'umziehen',
    category: 'Separable Verbs',
    deutsch: ['ziehe um', 'ziehst um', 'zieht um', 'ziehen um', 'zieht um', 'ziehen um'],
    english: ['move (house)', 'moves (house)'],
    pParticiple: 'ist umgezogen',
    perfectTransl: 'has moved',
    pParticipleTransl: 'moved',
    imperative2ps: 'zieh um',
    imperativeFormal: 'ziehen Sie um',
    imperative2pp: 'zieht um',
  },
] satisfies VerbConjugation[];
