/**
 * Chapter 10 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound noun (krank + Haus) and its plural: das Krankenhaus, die Krankenhäuser.
  'Krankenhaus',
  'Krankenhäuser',
  // The particle bitte (please): its dictionary line is marked for compounds only, which nspell
  // applies to the word standing alone.
  'bitte',
];
