import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 12 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie: the chapter's verbs
 * whose present tense is not fully regular, and kennen beside wissen (chapter 11) for the
 * Wissen vs. Kennen page.
 *
 * kennen is a mixed verb: its present is regular (ich kenne, du kennst, er kennt), but its past
 * participle is gekannt, not *gekennt. Special stems as in chapter 1: a stem in -d or in
 * consonant + n adds -e- before -st and -t (du erfindest, er zeichnet) and keeps -e in the
 * imperative (erfinde, zeichne); a stem in -z adds only -t in the du form (du übersetzt); a verb
 * in -ern adds only -n in the wir and sie forms (wir feiern).
 */
export const verbs = [
  // Regular present, mixed past participle
  {
    infinitive: 'kennen',
    category: 'Regular Verbs',
    deutsch: ['kenne', 'kennst', 'kennt', 'kennen', 'kennt', 'kennen'],
    english: ['know', 'knows'],
    pParticiple: 'gekannt',
    perfectTransl: 'has known',
    pParticipleTransl: 'known',
    imperative2ps: 'kenn',
    imperativeFormal: 'kennen Sie',
    imperative2pp: 'kennt',
  },

  // Special stems
  {
    infinitive: 'erfinden',
    category: 'Special Stems',
    deutsch: ['erfinde', 'erfindest', 'erfindet', 'erfinden', 'erfindet', 'erfinden'],
    english: ['invent', 'invents'],
    pParticiple: 'erfunden',
    perfectTransl: 'has invented',
    pParticipleTransl: 'invented',
    imperative2ps: 'erfinde',
    imperativeFormal: 'erfinden Sie',
    imperative2pp: 'erfindet',
  },
  {
    infinitive: 'gründen',
    category: 'Special Stems',
    deutsch: ['gründe', 'gründest', 'gründet', 'gründen', 'gründet', 'gründen'],
    english: ['found', 'founds'],
    pParticiple: 'gegründet',
    perfectTransl: 'has founded',
    pParticipleTransl: 'founded',
    imperative2ps: 'gründe',
    imperativeFormal: 'gründen Sie',
    imperative2pp: 'gründet',
  },
  {
    infinitive: 'zeichnen',
    category: 'Special Stems',
    deutsch: ['zeichne', 'zeichnest', 'zeichnet', 'zeichnen', 'zeichnet', 'zeichnen'],
    english: ['draw', 'draws'],
    pParticiple: 'gezeichnet',
    perfectTransl: 'has drawn',
    pParticipleTransl: 'drawn',
    imperative2ps: 'zeichne',
    imperativeFormal: 'zeichnen Sie',
    imperative2pp: 'zeichnet',
  },
  {
    infinitive: 'eröffnen',
    category: 'Special Stems',
    deutsch: ['eröffne', 'eröffnest', 'eröffnet', 'eröffnen', 'eröffnet', 'eröffnen'],
    english: ['open', 'opens'],
    pParticiple: 'eröffnet',
    perfectTransl: 'has opened',
    pParticipleTransl: 'opened',
    imperative2ps: 'eröffne',
    imperativeFormal: 'eröffnen Sie',
    imperative2pp: 'eröffnet',
  },
  {
    infinitive: 'übersetzen',
    category: 'Special Stems',
    deutsch: ['übersetze', 'übersetzt', 'übersetzt', 'übersetzen', 'übersetzt', 'übersetzen'],
    english: ['translate', 'translates'],
    pParticiple: 'übersetzt',
    perfectTransl: 'has translated',
    pParticipleTransl: 'translated',
    imperative2ps: 'übersetz',
    imperativeFormal: 'übersetzen Sie',
    imperative2pp: 'übersetzt',
  },
  {
    infinitive: 'feiern',
    category: 'Special Stems',
    deutsch: ['feiere', 'feierst', 'feiert', 'feiern', 'feiert', 'feiern'],
    english: ['celebrate', 'celebrates'],
    pParticiple: 'gefeiert',
    perfectTransl: 'has celebrated',
    pParticipleTransl: 'celebrated',
    imperative2ps: 'feiere',
    imperativeFormal: 'feiern Sie',
    imperative2pp: 'feiert',
  },
] satisfies VerbConjugation[];
