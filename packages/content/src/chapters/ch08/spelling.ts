/**
 * Chapter 8 words checked by hand against Duden that nspell cannot confirm (compound nouns,
 * which Hunspell builds from their parts, and the few forms whose dictionary line nspell misreads).
 */
export const handCheckedWords: readonly string[] = [
  // Compound noun (die Woche + das Ende), checked in Duden.
  'Wochenende',
  'Wochenenden',
  // Present-tense forms of wachen (ich wache auf, er wacht auf), which nspell misreads.
  'wache',
  'wacht',
  // Past participle of fernsehen (ge- between the particle fern and the stem), checked in Duden.
  'ferngesehen',
  // fertig with the strong masculine ending (ein fertiger Plan), which nspell misreads.
  'fertiger',
  // zuhause, which Duden gives beside zu Hause, as an accepted answer.
  'zuhause',
];
