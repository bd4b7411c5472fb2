import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 10 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie, with the three
 * imperatives the Imperative Mood lesson teaches: du (imperative2ps), ihr (imperative2pp) and
 * Sie (imperativeFormal).
 *
 * Special stems: öffnen (a stem in consonant + n), schneiden and husten (stems in -d and -t)
 * add -e- before -st and -t and keep -e in the du imperative (öffne, schneide, huste);
 * schließen (a stem in -ß) adds only -t in the du form. Separable verbs send their prefix to
 * the end of the clause, also in the imperative (pass auf, passen Sie auf). The stem changers
 * braten (a → ä) and messen (e → i) change in the du and er/sie/es forms only; the du
 * imperative of an a → ä verb has no umlaut (brat), that of an e → i verb keeps the i (miss).
 * The regular verbs of the chapter (mischen, rühren, schälen, backen, probieren, wiederholen,
 * untersuchen) need no table; anfangen and mitbringen have their tables in chapter 8.
 */
export const verbs = [
  // Special stems
  {
    infinitive: 'öffnen',
    category: 'Special Stems',
    deutsch: ['öffne', 'öffnest', 'öffnet', 'öffnen', 'öffnet', 'öffnen'],
    english: ['open', 'opens'],
    pParticiple: 'geöffnet',
    perfectTransl: 'has opened',
    pParticipleTransl: 'opened',
    imperative2ps: 'öffne',
    imperativeFormal: 'öffnen Sie',
    imperative2pp: 'öffnet',
  },
  {
    infinitive: 'schließen',
    category: 'Special Stems',
    deutsch: ['schließe', 'schließt', 'schließt', 'schließen', 'schließt', 'schließen'],
    english: ['close', 'closes'],
    pParticiple: 'geschlossen',
    perfectTransl: 'has closed',
    pParticipleTransl: 'closed',
    imperative2ps: 'schließ',
    imperativeFormal: 'schließen Sie',
    imperative2pp: 'schließt',
  },
  {
    infinitive: 'schneiden',
    category: 'Special Stems',
    deutsch: ['schneide', 'schneidest', 'schneidet', 'schneiden', 'schneidet', 'schneiden'],
    english: ['cut', 'cuts'],
    pParticiple: 'geschnitten',
    perfectTransl: 'has cut',
    pParticipleTransl: 'cut',
    imperative2ps: 'schneide',
    imperativeFormal: 'schneiden Sie',
    imperative2pp: 'schneidet',
  },
  {
    infinitive: 'husten',
    category: 'Special Stems',
    deutsch: ['huste', 'hustest', 'hustet', 'husten', 'hustet', 'husten'],
    english: ['cough', 'coughs'],
    pParticiple: 'gehustet',
    perfectTransl: 'has coughed',
    pParticipleTransl: 'coughed',
    imperative2ps: 'huste',
    imperativeFormal: 'husten Sie',
    imperative2pp: 'hustet',
  },

  // Stem changers
  {
    infinitive: 'messen',
    category: 'i-stem',
    deutsch: ['messe', 'misst', 'misst', 'messen', 'messt', 'messen'],
    english: ['measure', 'measures'],
    pParticiple: 'gemessen',
    perfectTransl: 'has measured',
    pParticipleTransl: 'measured',
    imperative2ps: 'miss',
    imperativeFormal: 'messen Sie',
    imperative2pp: 'messt',
  },
  {
    infinitive: 'braten',
    category: 'a-stem',
    deutsch: ['brate', 'brätst', 'brät', 'braten', 'bratet', 'braten'],
    english: ['fry', 'fries'],
    pParticiple: 'gebraten',
    perfectTransl: 'has fried',
    pParticipleTransl: 'fried',
    imperative2ps: 'brat',
    imperativeFormal: 'braten Sie',
    imperative2pp: 'bratet',
  },

  // Separable verbs
  {
    infinitive: 'aufpassen',
    category: 'Separable Verbs',
    deutsch: ['passe auf', 'passt auf', 'passt auf', 'passen auf', 'passt auf', 'passen auf'],
    english: ['pay attention', 'pays attention'],
    pParticiple: 'aufgepasst',
    perfectTransl: 'has paid attention',
    pParticipleTransl: 'paid attention',
    imperative2ps: 'pass auf',
    imperativeFormal: 'passen Sie auf',
    imperative2pp: 'passt auf',
  },
  {
    infinitive: 'aufhören',
    category: 'Separable Verbs',
    deutsch: ['höre auf', 'hörst auf', 'hört auf', 'hören auf', 'hört auf', 'hören auf'],
    english: ['stop', 'stops'],
    pParticiple: 'aufgehört',
    perfectTransl: 'has stopped',
    pParticipleTransl: 'stopped',
    imperative2ps: 'hör auf',
    imperativeFormal: 'hören Sie auf',
    imperative2pp: 'hört auf',
  },
] satisfies VerbConjugation[];
