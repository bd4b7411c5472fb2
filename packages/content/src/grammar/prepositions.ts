/**
 * The prepositions by the case they take, each with the chapter that teaches it, and the
 * contractions of a preposition with the definite article (an dem → am). The cases are written
 * as in the vocabulary's `cases` field.
 */

/** The case a preposition takes, in the vocabulary's notation. */
export type PrepositionCases = '(+acc)' | '(+dat)' | '(+gen)' | '(+acc / dat)';

/** A preposition of the grammar tables. */
export interface Preposition {
  preposition: string;
  cases: PrepositionCases;
  chapter: number;
}

const group = (cases: PrepositionCases, chapter: number, words: readonly string[]): Preposition[] =>
  words.map((preposition) => ({ preposition, cases, chapter }));

/**
 * The prepositions of the course: accusative and dative (chapter 5), genitive (chapter 6) and the
 * two-case prepositions, accusative for motion and dative for location (an, auf, in, über, unter:
 * chapter 9; hinter, neben, vor, zwischen: chapter 10).
 *
 * @example prepositions.find((entry) => entry.preposition === 'mit') // { preposition: 'mit', cases: '(+dat)', chapter: 5 }
 */
export const prepositions: readonly Preposition[] = [
  ...group('(+acc)', 5, ['durch', 'für', 'gegen', 'ohne', 'um', 'bis', 'entlang']),
  ...group('(+dat)', 5, ['aus', 'außer', 'bei', 'mit', 'nach', 'seit', 'von', 'zu', 'gegenüber']),
  ...group('(+gen)', 6, ['statt', 'trotz', 'während', 'wegen', 'innerhalb', 'außerhalb']),
  ...group('(+acc / dat)', 9, ['an', 'auf', 'in', 'über', 'unter']),
  ...group('(+acc / dat)', 10, ['hinter', 'neben', 'vor', 'zwischen']),
];

/** A preposition fused with a definite article. */
export interface Contraction {
  contraction: string;
  preposition: string;
  /** The definite article it contains: dem, der or das. */
  article: 'dem' | 'der' | 'das';
  /** The chapter of its preposition. */
  chapter: number;
}

const contractionsOf: readonly [string, string, Contraction['article']][] = [
  ['am', 'an', 'dem'],
  ['ans', 'an', 'das'],
  ['aufs', 'auf', 'das'],
  ['beim', 'bei', 'dem'],
  ['durchs', 'durch', 'das'],
  ['fürs', 'für', 'das'],
  ['im', 'in', 'dem'],
  ['ins', 'in', 'das'],
  ['ums', 'um', 'das'],
  ['übers', 'über', 'das'],
  ['vom', 'von', 'dem'],
  ['zum', 'zu', 'dem'],
  ['zur', 'zu', 'der'],
];

/**
 * The contractions the course teaches, each with the chapter of its preposition: the preposition
 * plus the last letter of the article (bei dem → beim, zu der → zur, für das → fürs); an, in and
 * von lose their n before m (am, im, vom).
 *
 * @example contractions.find((entry) => entry.contraction === 'zur')?.chapter // 5
 */
export const contractions: readonly Contraction[] = contractionsOf.map(
  ([contraction, preposition, article]) => ({
    contraction,
    preposition,
    article,
    chapter: prepositions.find((entry) => entry.preposition === preposition)?.chapter ?? Number.NaN,
  }),
);
