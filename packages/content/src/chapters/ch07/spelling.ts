/**
 * Chapter 7 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // der Geburtstag (Geburt + s + Tag), die Geburtstage.
  'Geburtstag',
  'Geburtstage',
];
