/**
 * Chapter 4 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound nouns (früh + Stück, Abend + Essen, groß + Mutter, groß + Vater) and their plurals
  'Frühstück',
  'Abendessen',
  'Großmutter',
  'Großmütter',
  'Großvater',
  'Großväter',
  // ihr werft (werfen): the dictionary's line for "werft" allows it only inside a compound
  'werft',
];
