/**
 * Chapter 13 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // der Vormittag, die Vormittage (compound: vor + der Mittag), like der Nachmittag, die Nachmittage.
  'Vormittag',
  'Vormittage',
  // ich stelle … vor (sich vorstellen): nspell rejects the -e form of stellen.
  'stelle',
];
