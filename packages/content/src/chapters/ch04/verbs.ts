import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 4 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie: the stem changers
 * e → i (geben, taught in chapter 3's vocabulary, and the chapter's own essen, sprechen, helfen,
 * treffen, vergessen, werfen) and the irregular nehmen. Only du and er/sie/es change the stem;
 * a stem in -s adds only -t in the du form (du isst, du vergisst). The du imperative is the du
 * form without -st (gib, sprich; iss, vergiss); nehmen also changes its consonants (du nimmst,
 * er nimmt, nimm).
 *
 * The chapter's other verbs (erzählen, rauchen, schwimmen, verlieren) are regular in the present
 * and need no table.
 */
export const verbs = [
  // Stem changers e → i
  {
    infinitive: 'geben',
    category: 'i-stem',
    deutsch: ['gebe', 'gibst', 'gibt', 'geben', 'gebt', 'geben'],
    english: ['give', 'gives'],
    pParticiple: 'gegeben',
    perfectTransl: 'has given',
    pParticipleTransl: 'given',
    imperative2ps: 'gib',
    imperativeFormal: 'geben Sie',
    imperative2pp: 'gebt',
  },
  {
    infinitive: 'essen',
    category: 'i-stem',
    deutsch: ['esse', 'isst', 'isst', 'essen', 'esst', 'essen'],
    english: ['eat', 'eats'],
    pParticiple: 'gegessen',
    perfectTransl: 'has eaten',
    pParticipleTransl: 'eaten',
    imperative2ps: 'iss',
    imperativeFormal: 'essen Sie',
    imperative2pp: 'esst',
  },
  {
    infinitive: 'sprechen',
    category: 'i-stem',
    deutsch: ['spreche', 'sprichst', 'spricht', 'sprechen', 'sprecht', 'sprechen'],
    english: ['speak', 'speaks'],
    pParticiple: 'gesprochen',
    perfectTransl: 'has spoken',
    pParticipleTransl: 'spoken',
    imperative2ps: 'sprich',
    imperativeFormal: 'sprechen Sie',
    imperative2pp: 'sprecht',
  },
  {
    infinitive: 'helfen',
    category: 'i-stem',
    deutsch: ['helfe', 'hilfst', 'hilft', 'helfen', 'helft', 'helfen'],
    english: ['help', 'helps'],
    pParticiple: 'geholfen',
    perfectTransl: 'has helped',
    pParticipleTransl: 'helped',
    imperative2ps: 'hilf',
    imperativeFormal: 'helfen Sie',
    imperative2pp: 'helft',
  },
  {
    infinitive: 'treffen',
    category: 'i-stem',
    deutsch: ['treffe', 'triffst', 'trifft', 'treffen', 'trefft', 'treffen'],
    english: ['meet', 'meets'],
    pParticiple: 'getroffen',
    perfectTransl: 'has met',
    pParticipleTransl: 'met',
    imperative2ps: 'triff',
    imperativeFormal: 'treffen Sie',
    imperative2pp: 'trefft',
  },
  {
    infinitive: 'vergessen',
    category: 'i-stem',
    deutsch: ['vergesse', 'vergisst', 'vergisst', 'vergessen', 'vergesst', 'vergessen'],
    english: ['forget', 'forgets'],
    pParticiple: 'vergessen',
    perfectTransl: 'has forgotten',
    pParticipleTransl: 'forgotten',
    imperative2ps: 'vergiss',
    imperativeFormal: 'vergessen Sie',
    imperative2pp: 'vergesst',
  },
  {
    infinitive: 'werfen',
    category: 'i-stem',
    deutsch: ['werfe', 'wirfst', 'wirft', 'werfen', 'werft', 'werfen'],
    english: ['throw', 'throws'],
    pParticiple: 'geworfen',
    perfectTransl: 'has thrown',
    pParticipleTransl: 'thrown',
    imperative2ps: 'wirf',
    imperativeFormal: 'werfen Sie',
    imperative2pp: 'werft',
  },

  // Irregular: e → i with a change of consonants (h drops out, m doubles)
  {
    infinitive: 'nehmen',
    category: 'Irregular Verbs',
    deutsch: ['nehme', 'nimmst', 'nimmt', 'nehmen', 'nehmt', 'nehmen'],
    english: ['take', 'takes'],
    pParticiple: 'genommen',
    perfectTransl: 'has taken',
    pParticipleTransl: 'taken',
    imperative2ps: 'nimm',
    imperativeFormal: 'nehmen Sie',
    imperative2pp: 'nehmt',
  },
] satisfies VerbConjugation[];
