// English answers: a contraction and its full form are the same answer (it's / it is, don't /
// do not), and so are the British and American spellings a teacher accepts (colour / color).
// Both sides of an English check are brought to full forms and one spelling before matching,
// so no author has to list them.
import { cardinalWords, normaliseAnswer } from './normalise.ts';

/** The words whose 's may stand for "is" or "has" (he's tired, he's gone). */
const S_HOSTS = new Set([
  'he',
  'she',
  'it',
  'that',
  'this',
  'what',
  'where',
  'who',
  'there',
  'here',
  'how',
  'when',
  'why',
  'everything',
  'everyone',
  'nobody',
  'somebody',
  'someone',
  'nothing',
]);

/** Pronouns that take 'd (would or had), 'll, 're and 've. */
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'who', 'that', 'there', 'what']);

/** n't forms whose first part is not the verb as written. */
const IRREGULAR_NOT: Readonly<Record<string, string>> = {
  "can't": 'can not',
  "won't": 'will not',
  "shan't": 'shall not',
};

/**
 * Contractions learners type without the apostrophe, on phones especially. Spellings that are
 * common English words of their own (were, well, ill, shed) are not read as contractions.
 */
const WITHOUT_APOSTROPHE: Readonly<Record<string, string>> = {
  im: "i'm",
  ive: "i've",
  youre: "you're",
  youve: "you've",
  youll: "you'll",
  youd: "you'd",
  theyre: "they're",
  theyve: "they've",
  theyll: "they'll",
  theyd: "they'd",
  weve: "we've",
  hes: "he's",
  shes: "she's",
  its: "it's",
  itll: "it'll",
  thats: "that's",
  whats: "what's",
  wheres: "where's",
  whos: "who's",
  theres: "there's",
  heres: "here's",
  hows: "how's",
  lets: "let's",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  cant: "can't",
  couldnt: "couldn't",
  wont: "won't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  mustnt: "mustn't",
  neednt: "needn't",
};
/**
 * British and American spellings a teacher accepts, each group written with its one comparison
 * form first. Ms, Ms. and Mrs all answer for Frau.
 */
const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colorful', 'colourful'],
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['neighbor', 'neighbour'],
  ['neighbors', 'neighbours'],
  ['neighborhood', 'neighbourhood'],
  ['behavior', 'behaviour'],
  ['flavor', 'flavour'],
  ['honor', 'honour'],
  ['humor', 'humour'],
  ['labor', 'labour'],
  ['harbor', 'harbour'],
  ['center', 'centre'],
  ['centers', 'centres'],
  ['theater', 'theatre'],
  ['theaters', 'theatres'],
  ['meter', 'metre'],
  ['meters', 'metres'],
  ['kilometer', 'kilometre'],
  ['kilometers', 'kilometres'],
  ['liter', 'litre'],
  ['liters', 'litres'],
  ['traveling', 'travelling'],
  ['traveled', 'travelled'],
  ['traveler', 'traveller'],
  ['travelers', 'travellers'],
  ['canceled', 'cancelled'],
  ['gray', 'grey'],
  ['program', 'programme'],
  ['programs', 'programmes'],
  ['realize', 'realise'],
  ['realizes', 'realises'],
  ['realized', 'realised'],
  ['organize', 'organise'],
  ['organized', 'organised'],
  ['apologize', 'apologise'],
  ['recognize', 'recognise'],
  ['practice', 'practise'],
  ['practices', 'practises'],
  ['practicing', 'practising'],
  ['license', 'licence'],
  ['jewelry', 'jewellery'],
  ['airplane', 'aeroplane'],
  ['airplanes', 'aeroplanes'],
  ['mom', 'mum'],
  ['ms', 'mrs'],
  ['okay', 'ok'],
];
const COMPARISON_SPELLING = new Map(
  SPELLING_GROUPS.flatMap((group) => group.map((spelling) => [spelling, group[0] ?? spelling] as const)),
);
const LONGEST_SPELLING = new Map(
  SPELLING_GROUPS.flatMap((group) => {
    const longest = Math.max(...group.map((spelling) => spelling.length));
    return group.map((spelling) => [spelling, longest] as const);
  }),
);

/** Answers with more ambiguous words than this are read with their first readings only. */
const MAX_READINGS = 64;

const APOSTROPHES = /[’‘´`]/g;
/** Punctuation that is never part of a contraction, wherever it stands. */
const OTHER_PUNCTUATION = /[.,"!?;:“”„«»‚‹›…]/g;
/** Apostrophes at a word's edges are quotes, not contractions. */
const EDGE_APOSTROPHES = /^'+|'+$/g;

/** A word as contractions are looked up: one apostrophe character, no other punctuation, lower case. */
function lookupForm(token: string): string {
  return token
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(OTHER_PUNCTUATION, '')
    .replace(/'{2,}/g, "'")
    .replace(EDGE_APOSTROPHES, '')
    .toLowerCase();
}

/** The full forms a contraction may stand for, or undefined when the word is not one. */
function fullForms(word: string): string[] | undefined {
  const irregular = IRREGULAR_NOT[word];
  if (irregular !== undefined) return [irregular];
  const apostrophe = word.indexOf("'");
  if (apostrophe <= 0) return word === 'cannot' ? ['can not'] : undefined;
  const host = word.slice(0, apostrophe);
  const tail = word.slice(apostrophe);
  if (tail === "'t" && host.endsWith('n') && host.length > 1 && host !== 'ain')
    return [`${host.slice(0, -1)} not`];
  if (host === 'let' && tail === "'s") return ['let us'];
  if (tail === "'s" && S_HOSTS.has(host)) return [`${host} is`, `${host} has`];
  // After a noun or a name 's is the possessive (the reading without the apostrophe) or is/has:
  // "The bathroom's upstairs", "Anna's gone out".
  if (tail === "'s" && /^[a-zäöüß]+$/.test(host)) return [`${host} is`, `${host} has`];
  if (host === 'i' && tail === "'m") return ['i am'];
  if (!PRONOUNS.has(host)) return undefined;
  if (tail === "'re") return [`${host} are`];
  if (tail === "'ve") return [`${host} have`];
  if (tail === "'ll") return [`${host} will`];
  if (tail === "'d") return [`${host} would`, `${host} had`];
  return undefined;
}

/** Words ending in s that are no plural, so an apostrophe after them is a quote. */
const NOT_PLURAL = new Set([
  'this',
  'hers',
  'ours',
  'yours',
  'theirs',
  'whose',
  'always',
  'sometimes',
  'perhaps',
]);

/** Every reading of one whitespace-separated word, each as comparison words. */
/** An amount with a currency sign before or after its digits: €1,000, 10€, $5, £3.50. */
const CURRENCY_AMOUNT =
  /^(?:([€$£])(\d{1,3}(?:,\d{3})+|\d+)(?:([.,])(\d{1,2}))?|(\d{1,3}(?:,\d{3})+|\d+)(?:([.,])(\d{1,2}))?([€$£]))[.,!?;]*$/u;

/** The name of a currency sign's currency, singular for one. */
function currencyName(sign: string, one: boolean): string {
  const name = sign === '$' ? 'dollar' : sign === '£' ? 'pound' : 'euro';
  return one ? name : `${name}s`;
}

function readingsOf(token: string, fromLearner: boolean): string[][] {
  // A plural possessive (the teachers' table) is not the singular one (the teacher's table): the
  // learner's keeps its apostrophe; an author's also reads without it.
  const marked = token
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(OTHER_PUNCTUATION, '')
    .toLowerCase();
  if (/^[a-z]{3,}[a-rt-z]s'$/.test(marked) && !NOT_PLURAL.has(marked.slice(0, -1))) {
    // in the comparison spelling, as every other word (the neighbours': the neighbors')
    const plural = COMPARISON_SPELLING.get(marked.slice(0, -1)) ?? marked.slice(0, -1);
    return fromLearner ? [[`${plural}'`]] : [[`${plural}'`], [plural]];
  }
  const word = lookupForm(token);
  // a full hour of the 12-hour clock in digits (since 8:00) is said as the hour with o'clock
  const clock = fromLearner ? /^([1-9]|1[0-2])[:.]00[.,!?;]*$/.exec(token) : null;
  if (clock !== null) return [[word], [cardinalWords(clock[1] ?? '', 'en')[0] ?? '', 'oclock']];
  const asWords = (text: string): string[] =>
    normaliseAnswer(text)
      .toLowerCase()
      .split(' ')
      .filter((part) => part !== '')
      .map((part) => COMPARISON_SPELLING.get(part) ?? part);
  // The word without its apostrophe stays a reading, as every check before contractions read
  // it: its, lets and wont are words too, and a learner's it's for its is no German mistake.
  const plain = asWords(token);
  // an amount with its currency sign (€1,000, 10€, $5) is said as the number and the currency's
  // name (1,000 euros, 10 euros, 5 dollars); a sign alone after a number (10 €) as the name
  const amount = CURRENCY_AMOUNT.exec(token.normalize('NFC'));
  if (amount !== null) {
    // a comma is a thousands separator only before three digits (€1,000); before one or two it
    // is a decimal comma (€1,50 is €1.50), never read as a whole number (€1,5 is no 15 euros)
    const sign = amount[1] ?? amount[8] ?? '';
    const whole = (amount[2] ?? amount[5] ?? '').replaceAll(',', '');
    const mark = amount[3] ?? amount[6];
    const cents = amount[4] ?? amount[7];
    const name = currencyName(sign, whole === '1' && cents === undefined);
    if (cents === undefined) return [plain, [...asWords(whole), name]];
    const readings = [plain];
    // €2.50 as a listed 2.50 euros is written (the digits without their point)
    if (mark === '.' && cents.length === 2)
      readings.push([...asWords(`${whole}${cents}`), currencyName(sign, false)]);
    // two digits of cents are also said after the currency's name (€2.50, €2,50: two euros fifty)
    if (cents.length === 2 && cents !== '00')
      readings.push([
        ...asWords(whole),
        currencyName(sign, whole === '1'),
        ...asWords(String(Number(cents))),
      ]);
    return readings;
  }
  if (/^[€$£][.,!?;]*$/.test(token)) return [plain, [currencyName(token.charAt(0), false)]];
  let full = fullForms(word);
  if (full === undefined && fromLearner) {
    // A stray apostrophe (i't's) reads like none at all.
    const contraction = WITHOUT_APOSTROPHE[word.replaceAll("'", '')];
    full = contraction === undefined ? undefined : fullForms(contraction);
  }
  if (full === undefined) return [plain];
  const readings = [plain, ...full.map(asWords)];
  return readings.filter(
    (reading, index) => readings.findIndex((other) => other.join(' ') === reading.join(' ')) === index,
  );
}

/**
 * The readings of an English text as comparison words: the text as written without punctuation,
 * and with its contractions in full (it's → it is and it has; can't and cannot → can not);
 * British spellings as American ones; lower case. An author's text is read as written; a learner's also with the apostrophes
 * phones leave out (dont, im, its). At most 64 readings, the first of each word's readings
 * first.
 *
 * @example
 * englishReadings("It's the teacher's table.")
 * // [['its', 'the', 'teachers', 'table'], ['it', 'is', 'the', …], ['it', 'has', 'the', …]]
 * englishReadings('I dont like the colour', { fromLearner: true })
 * // [['i', 'dont', 'like', 'the', 'color'], ['i', 'do', 'not', 'like', 'the', 'color']]
 */
export function englishReadings(text: string, options: { fromLearner?: boolean } = {}): string[][] {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  let readings: string[][] = [[]];
  for (const token of tokens) {
    const options_ = readingsOf(token, options.fromLearner ?? false);
    const next: string[][] = [];
    for (const reading of readings) {
      for (const option of options_) {
        if (next.length >= MAX_READINGS) break;
        next.push([...reading, ...option]);
      }
    }
    readings = next;
  }
  return readings;
}

/**
 * How long an English alternative may become when a learner writes it another accepted way: its
 * contractions in full and each word in its longest accepted spelling. Used for the input length
 * limit, which must never cut off a right answer.
 */
export function longestEnglishLength(text: string): number {
  const tokens = text.split(' ');
  let extra = 0;
  for (const token of tokens) {
    const word = lookupForm(token);
    const full = fullForms(word);
    const longestFull = full === undefined ? 0 : Math.max(...full.map((form) => form.length));
    const longestSpelling = LONGEST_SPELLING.get(word) ?? 0;
    // €15 may be written 15 euros
    const currency = CURRENCY_AMOUNT.test(token) || /^[€$£]$/.test(token) ? ' dollars'.length : 0;
    extra += Math.max(0, longestFull - word.length, longestSpelling - word.length, currency);
  }
  return text.length + extra;
}

/** The hours of the 12-hour clock as English says them, which o'clock may follow. */
const HOUR_WORDS = new Set(
  Array.from({ length: 12 }, (_, index) => cardinalWords(String(index + 1), 'en')[0]),
);
/** Prepositions before a clock time, where o'clock may be said or left out (at eight, until eight). */
const BEFORE_TIME = new Set([
  'at',
  'until',
  'till',
  'since',
  'from',
  'by',
  'before',
  'after',
  'around',
  'about',
]);

/** A learner's words in the reading and what each comes from. */
export interface EnglishRewrite {
  readonly words: readonly string[];
  /** For each word, the index of the learner's word it comes from. */
  readonly from: readonly number[];
}

/**
 * A learner's English words with every cardinal written in digits as its English word (2
 * children: two children; 0 to 100, `cardinalWords`), and the same with o'clock said or left out
 * after an hour from one to twelve before it (at 8: at eight o'clock; at eight o'clock: at eight).
 * The spelled words come first (the closest answer then shows the listed word, not the digits);
 * none when no digit and no hour is there to rewrite. An ordinal (8th) keeps its digits.
 *
 * @example
 * englishNumberRewrites(['at', '8']).map((rewrite) => rewrite.words)
 * // [['at', 'eight'], ['at', 'eight', 'oclock']]
 */
export function englishNumberRewrites(words: readonly string[]): EnglishRewrite[] {
  let spelled = false;
  const written = words.map((word) => {
    const forms = cardinalWords(word, 'en');
    if (forms[0] === undefined) return word;
    spelled = true;
    return forms[0];
  });
  const identity = words.map((_, index) => index);
  const rewrites: EnglishRewrite[] = spelled ? [{ words: written, from: identity }] : [];
  const hour = written.findIndex(
    (word, index) => HOUR_WORDS.has(word) && index > 0 && BEFORE_TIME.has(written[index - 1] ?? ''),
  );
  if (hour < 0) return rewrites;
  if (written[hour + 1] === 'oclock')
    rewrites.push({
      words: [...written.slice(0, hour + 1), ...written.slice(hour + 2)],
      from: [...identity.slice(0, hour + 1), ...identity.slice(hour + 2)],
    });
  else
    rewrites.push({
      words: [...written.slice(0, hour + 1), 'oclock', ...written.slice(hour + 1)],
      from: [...identity.slice(0, hour + 1), hour, ...identity.slice(hour + 1)],
    });
  return rewrites;
}
