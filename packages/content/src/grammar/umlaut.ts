const UMLAUTS: Readonly<Record<string, string>> = {
  au: 'äu',
  Au: 'Äu',
  a: 'ä',
  A: 'Ä',
  o: 'ö',
  O: 'Ö',
  u: 'ü',
  U: 'Ü',
};

/**
 * The word with an umlaut on its last a, o, u or au, the vowel that takes it in plurals (Vater,
 * Väter; Haus, Häuser; Bahnhof, Bahnhöfe), comparatives (alt, älter) and stem-changing verbs
 * (fahren, fährt; laufen, läuft). An e or i after it (the -er of Vater) does not count.
 *
 * @example umlaut('Fußball') // 'Fußbäll'
 */
export function umlaut(word: string): string {
  return word.replace(/(au|Au|a|A|o|O|u|U)(?=[^aouäöüAOUÄÖÜ]*$)/, (vowel) => UMLAUTS[vowel] ?? vowel);
}
