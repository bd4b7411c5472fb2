// German forms that differ from each other by a single letter, where that letter is the grammar
// being practised (den/dem, ein/einen, mich/mir). A learner who writes one of them instead of
// another has made a grammar error, not a typo, so they get no "typo?" hint. Adjective endings
// are left out on purpose: any adjective can take them, and a list could never be complete.

/** Every form of a stem that declines like dieser: -er, -e, -en, -em, -es. */
function dieserForms(stem: string): string[] {
  return ['er', 'e', 'en', 'em', 'es'].map((ending) => stem + ending);
}

/** Every form of a stem that declines like ein (no ending in three cases). */
function einForms(stem: string): string[] {
  return [stem, ...['e', 'en', 'em', 'er', 'es'].map((ending) => stem + ending)];
}

const FORMS: ReadonlySet<string> = new Set([
  // der, die, das as article, and as demonstrative and relative pronoun (dessen, deren, denen)
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'dessen',
  'deren',
  'derer',
  'denen',
  ...einForms('ein'),
  ...einForms('kein'),
  ...einForms('mein'),
  ...einForms('dein'),
  ...einForms('sein'),
  ...einForms('ihr'),
  ...einForms('unser'),
  // euer loses its second e when it takes an ending: eure, euren, …
  'euer',
  ...['e', 'en', 'em', 'er', 'es'].map((ending) => 'eur' + ending),
  ...dieserForms('dies'),
  ...dieserForms('jed'),
  ...dieserForms('welch'),
  // personal pronouns; the list is compared without case, so it covers Sie, Ihr and Ihnen
  'ich',
  'mich',
  'mir',
  'du',
  'dich',
  'dir',
  'er',
  'ihn',
  'ihm',
  'sie',
  'es',
  'wir',
  'uns',
  'euch',
  'ihnen',
]);

/**
 * Whether a word is one of the German function-word forms where a single letter is the grammar
 * point: every form of der/die/das, ein, kein, the possessives, dieser, jeder, welcher, and the
 * personal pronouns. Case is ignored. This is the built-in word-form test of `checkSentence`.
 *
 * @example
 * isGermanFunctionWord('dem')     // true: "den" → "dem" is a grammar error
 * isGermanFunctionWord('Einen')   // true
 * isGermanFunctionWord('Lehrres') // false: a slip of the keyboard
 */
export function isGermanFunctionWord(word: string): boolean {
  return FORMS.has(word.toLowerCase());
}
