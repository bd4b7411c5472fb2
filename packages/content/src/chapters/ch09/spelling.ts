/**
 * Chapter 9 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound nouns (schlafen / wohnen + das Zimmer, schreiben + der Tisch, kühl + der Schrank),
  // checked in Duden.
  'Schlafzimmer',
  'Wohnzimmer',
  'Schreibtisch',
  'Schreibtische',
  'Kühlschrank',
  'Kühlschränke',
  // ich miete (mieten), a present-tense form nspell misreads.
  'miete',
];
