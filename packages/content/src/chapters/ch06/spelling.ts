/**
 * Chapter 6 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Plurals: der Mittag, die Mittage; das Flugzeug (Flug + Zeug), die Flugzeuge.
  'Mittage',
  'Flugzeuge',
  // ich falle (fallen); nspell reads only the noun die Falle.
  'falle',
];
