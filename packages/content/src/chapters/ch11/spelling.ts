/**
 * Chapter 11 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound nouns and their plurals: die Vorlesung, die Vorlesungen; der Feierabend, die Feierabende.
  'Vorlesung',
  'Vorlesungen',
  'Feierabend',
  'Feierabende',
  // Past participles of dürfen and sollen (Duden: gedurft, gesollt), which the dictionary lacks.
  'gedurft',
  'gesollt',
];
