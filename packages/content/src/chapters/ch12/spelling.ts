/**
 * Chapter 12 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound noun (die Zeit + die Schrift): die Zeitschrift, die Zeitschriften.
  'Zeitschrift',
  'Zeitschriften',
  // ich gründe (gründen, to found): nspell rejects the -e form of this stem.
  'gründe',
];
