// The lexicon the core's answer-checking tests share: the course's declension tables (as the
// content package gives them) with each test file's own synonyms, particles and grammar.
import type {
  CourseLexicon,
  DeclensionTables,
  GermanSynonymGroup,
} from '../answer-checking/course-lexicon.ts';

/** The definite and indefinite articles and the adjective endings after them. */
export const declensionTables: DeclensionTables = {
  definite: {
    masculine: ['der', 'den', 'dem', 'des'],
    feminine: ['die', 'die', 'der', 'der'],
    neuter: ['das', 'das', 'dem', 'des'],
    plural: ['die', 'die', 'den', 'der'],
  },
  indefinite: {
    masculine: ['ein', 'einen', 'einem', 'eines'],
    feminine: ['eine', 'eine', 'einer', 'einer'],
    neuter: ['ein', 'ein', 'einem', 'eines'],
  },
  afterDefinite: {
    masculine: ['e', 'en', 'en', 'en'],
    feminine: ['e', 'e', 'en', 'en'],
    neuter: ['e', 'e', 'en', 'en'],
    plural: ['en', 'en', 'en', 'en'],
  },
  afterIndefinite: {
    masculine: ['er', 'en', 'en', 'en'],
    feminine: ['e', 'e', 'en', 'en'],
    neuter: ['es', 'es', 'en', 'en'],
  },
};

/**
 * A lexicon of the declension tables and the given German data (no synonyms or particles unless
 * given) and English paraphrases.
 */
export function testLexicon(
  german: Partial<Omit<CourseLexicon['german'], 'tables'>> = {},
  english: CourseLexicon['english'] = { paraphrases: [] },
): CourseLexicon {
  return {
    german: { tables: declensionTables, synonyms: [], optionalParticles: [], ...german },
    english,
  };
}

/** Auto and Wagen: two nouns of other genders for one thing, as the course lexicon pairs them. */
export const carSynonyms: GermanSynonymGroup = {
  kind: 'noun',
  words: [
    { noun: 'Auto', gender: 'neuter', plural: 'Autos' },
    { noun: 'Wagen', gender: 'masculine', plural: 'Wagen' },
  ],
  context: 'a car',
};

/** Zug and Bahn: a masculine and a feminine noun for one thing. */
export const trainSynonyms: GermanSynonymGroup = {
  kind: 'noun',
  words: [
    { noun: 'Zug', gender: 'masculine', plural: 'Züge' },
    { noun: 'Bahn', gender: 'feminine', plural: 'Bahnen' },
  ],
  context: 'by train',
};
