/**
 * Chapter 5 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound nouns (halten + Stelle, Super + Markt) and their plurals
  'Haltestelle',
  'Haltestellen',
  'Supermarkt',
  'Supermärkte',
  // Bus + Haltestelle, as an accepted answer
  'Bushaltestelle',
];
