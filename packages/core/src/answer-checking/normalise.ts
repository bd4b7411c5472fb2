// Both the learner's answer and every accepted answer go through the same normalisation, so
// the rules here decide what "equal" means before case is considered (docs/product/checking.md "Translation exercises: the whole-sentence check").

/**
 * The sentence punctuation that never decides an answer: `. , ' " ! ? ; :`, the typographic
 * quotes learners' keyboards and phones produce instead (’ ‘ “ ” „ « » and their single
 * counterparts ‚ ‹ ›), the acute accent and backtick that German keyboards offer as an
 * apostrophe (´ `), and the one-character ellipsis (…).
 */
const PUNCTUATION = /[.,'"!?;:’‘“”„«»‚‹›´`…]/g;
const WHITE_SPACE = /\s+/g;
/**
 * A dash standing alone between clauses (- – —) is punctuation like a comma, colon or semicolon;
 * a hyphen inside a word (E-Mail) is kept.
 */
const CLAUSE_DASH = /[–—]|(?<=^|\s)-+(?=\s|$)/g;

/**
 * Removes punctuation, trims, and collapses every run of white space to one space. The text
 * is also brought to Unicode NFC, because some keyboards type ä as a + combining diaeresis.
 *
 * @example
 * normaliseAnswer('  „Ich bin  müde!“ ') // 'Ich bin müde'
 * normaliseAnswer("I'm tired.")        // 'Im tired'
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(PUNCTUATION, '')
    .replace(CLAUSE_DASH, ' ')
    .replace(WHITE_SPACE, ' ')
    .trim();
}

/** The words of a text after normalisation; no words for a blank text. */
export function normalisedWords(text: string): string[] {
  const normalised = normaliseAnswer(text);
  return normalised === '' ? [] : normalised.split(' ');
}

/** Trims and collapses white space but keeps punctuation: how an alternative is displayed. */
export function displayText(text: string): string {
  return text.replace(WHITE_SPACE, ' ').trim();
}

/** Lower-cases the first character only, so a sentence may start with either case. */
export function lowerFirst(word: string): string {
  const first = word.codePointAt(0);
  if (first === undefined) return word;
  const head = String.fromCodePoint(first);
  return head.toLowerCase() + word.slice(head.length);
}

const UMLAUT = /[äöüÄÖÜß]/g;
const UMLAUT_SPELLING: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** Whether a text holds an umlaut or ß; without one, writing them out changes nothing. */
export function hasUmlaut(text: string): boolean {
  return /[äöüÄÖÜß]/.test(text);
}

/** Writes umlauts and ß the way a keyboard without them does: ae, oe, ue, ss. */
export function spellOutUmlauts(text: string): string {
  return text.replace(UMLAUT, (letter) => UMLAUT_SPELLING[letter] ?? letter);
}

const GERMAN_UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const GERMAN_TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const GERMAN_TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];
const ENGLISH_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ENGLISH_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const ENGLISH_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * The words a cardinal number written in digits (0 to 100) is said with, in German or English:
 * 8 → acht, 21 → einundzwanzig, twenty-one; 1 → eins and ein (um ein Uhr); 100 → hundert and
 * einhundert. Anything else (an ordinal's 8., a time's 8:30 once its colon is gone, 1000) has none.
 */
export function cardinalWords(digits: string, language: 'de' | 'en'): string[] {
  if (!/^(0|[1-9]\d?|100)$/.test(digits)) return [];
  const n = Number(digits);
  if (n === 100) return language === 'de' ? ['hundert', 'einhundert'] : ['hundred'];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (language === 'en') {
    if (n < 10) return [ENGLISH_UNITS[n] ?? ''];
    if (n < 20) return [ENGLISH_TEENS[unit] ?? ''];
    return [
      unit === 0 ? (ENGLISH_TENS[tens] ?? '') : `${ENGLISH_TENS[tens] ?? ''}-${ENGLISH_UNITS[unit] ?? ''}`,
    ];
  }
  if (n === 1) return ['eins', 'ein'];
  if (n < 10) return [GERMAN_UNITS[n] ?? ''];
  if (n < 20) return [GERMAN_TEENS[unit] ?? ''];
  if (unit === 0) return [GERMAN_TENS[tens] ?? ''];
  return [`${unit === 1 ? 'ein' : (GERMAN_UNITS[unit] ?? '')}und${GERMAN_TENS[tens] ?? ''}`];
}
