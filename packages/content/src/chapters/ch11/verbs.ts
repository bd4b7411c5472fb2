import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 11 verb tables, in the order ich, du, er/sie/es, wir, ihr, sie/Sie.
 *
 * wissen is irregular like the modal verbs: a singular stem (weiß-) in ich, du and er/sie/es,
 * with no ending in ich and er/sie/es. Its imperative (wisse, wisst, wissen Sie) is rare.
 *
 * The modal verbs change their stem in the singular (dürfen: darf; können: kann; mögen: mag;
 * müssen: muss; wollen: will; sollen keeps soll), and their ich and er/sie/es forms are equal,
 * with no ending; wir and sie/Sie are the infinitive. They have no imperative. möchten (would
 * like) is a form of mögen with the endings -e, -est, -e, -en, -et, -en; it has no past
 * participle of its own, and for the past German uses wollen, so its table gives gewollt.
 *
 * unterrichten has a stem in -t (du unterrichtest, er unterrichtet).
 */
export const verbs = [
  // Irregular verbs
  {
    infinitive: 'wissen',
    category: 'Irregular Verbs',
    deutsch: ['weiß', 'weißt', 'weiß', 'wissen', 'wisst', 'wissen'],
    english: ['know', 'knows'],
    pParticiple: 'gewusst',
    perfectTransl: 'has known',
    pParticipleTransl: 'known',
    imperative2ps: 'wisse',
    imperativeFormal: 'wissen Sie',
    imperative2pp: 'wisst',
  },

  // Modal verbs
  {
    infinitive: 'dürfen',
    category: 'Modal Verbs',
    deutsch: ['darf', 'darfst', 'darf', 'dürfen', 'dürft', 'dürfen'],
    english: ['may', 'may'],
    pParticiple: 'gedurft',
    perfectTransl: 'has been allowed to',
    pParticipleTransl: 'been allowed to',
  },
  {
    infinitive: 'können',
    category: 'Modal Verbs',
    deutsch: ['kann', 'kannst', 'kann', 'können', 'könnt', 'können'],
    english: ['can', 'can'],
    pParticiple: 'gekonnt',
    perfectTransl: 'has been able to',
    pParticipleTransl: 'been able to',
  },
  {
    infinitive: 'mögen',
    category: 'Modal Verbs',
    deutsch: ['mag', 'magst', 'mag', 'mögen', 'mögt', 'mögen'],
    english: ['like', 'likes'],
    pParticiple: 'gemocht',
    perfectTransl: 'has liked',
    pParticipleTransl: 'liked',
  },
  {
    infinitive: 'müssen',
    category: 'Modal Verbs',
    deutsch: ['muss', 'musst', 'muss', 'müssen', 'müsst', 'müssen'],
    english: ['have to', 'has to'],
    pParticiple: 'gemusst',
    perfectTransl: 'has had to',
    pParticipleTransl: 'had to',
  },
  {
    infinitive: 'sollen',
    category: 'Modal Verbs',
    deutsch: ['soll', 'sollst', 'soll', 'sollen', 'sollt', 'sollen'],
    english: ['be supposed to', 'is supposed to'],
    pParticiple: 'gesollt',
    perfectTransl: 'has been supposed to',
    pParticipleTransl: 'been supposed to',
  },
  {
    infinitive: 'wollen',
    category: 'Modal Verbs',
    deutsch: ['will', 'willst', 'will', 'wollen', 'wollt', 'wollen'],
    english: ['want', 'wants'],
    pParticiple: 'gewollt',
    perfectTransl: 'has wanted',
    pParticipleTransl: 'wanted',
  },
  {
    infinitive: 'möchten',
    category: 'Modal Verbs',
    deutsch: ['möchte', 'möchtest', 'möchte', 'möchten', 'möchtet', 'möchten'],
    english: ['would like', 'would like'],
    pParticiple: 'gewollt',
    perfectTransl: 'has wanted',
    pParticipleTransl: 'wanted',
  },

  // Special stems
  {
    infinitive: 'unterrichten',
    category: 'Special Stems',
    deutsch: ['unterrichte', 'unterrichtest', 'unterrichtet', 'unterrichten', 'unterrichtet', 'unterrichten'],
    english: ['teach', 'teaches'],
    pParticiple: 'unterrichtet',
    perfectTransl: 'has taught',
    pParticipleTransl: 'taught',
    imperative2ps: 'unterrichte',
    imperativeFormal: 'unterrichten Sie',
    imperative2pp: 'unterrichtet',
  },
] satisfies VerbConjugation[];
