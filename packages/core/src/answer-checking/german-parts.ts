// The small model of the course's German that word-order checking reads: which words are
// determiners, prepositions, pronouns, frontable adverbs and subordinators, and how a sentence
// splits into parts (a pronoun, a noun phrase, a prepositional phrase, an adverb, a clause).
// Nouns are told by their capital letter, so no noun list is needed.

export const PREPOSITION_CASES: Readonly<Record<string, readonly number[]>> = {
  // cases: 0 nominative, 1 accusative, 2 dative, 3 genitive
  mit: [2],
  nach: [2],
  bei: [2],
  seit: [2],
  von: [2],
  zu: [2],
  aus: [2],
  gegenüber: [2],
  außer: [2],
  für: [1],
  durch: [1],
  gegen: [1],
  ohne: [1],
  um: [1],
  bis: [1],
  in: [1, 2],
  an: [1, 2],
  auf: [1, 2],
  über: [1, 2],
  unter: [1, 2],
  vor: [1, 2],
  hinter: [1, 2],
  neben: [1, 2],
  zwischen: [1, 2],
  wegen: [3, 2],
  trotz: [3, 2],
  während: [3],
  statt: [3],
  innerhalb: [3],
  außerhalb: [3],
};

/** A preposition fused with the definite article: the preposition and the article. */
export const CONTRACTIONS: Readonly<Record<string, readonly [string, string]>> = {
  zum: ['zu', 'dem'],
  zur: ['zu', 'der'],
  im: ['in', 'dem'],
  ins: ['in', 'das'],
  am: ['an', 'dem'],
  ans: ['an', 'das'],
  vom: ['von', 'dem'],
  beim: ['bei', 'dem'],
  aufs: ['auf', 'das'],
  ums: ['um', 'das'],
  durchs: ['durch', 'das'],
  fürs: ['für', 'das'],
  übers: ['über', 'das'],
  unters: ['unter', 'das'],
  vors: ['vor', 'das'],
  hinters: ['hinter', 'das'],
  // spoken German that is written too (unterm Bett, vorm Haus)
  unterm: ['unter', 'dem'],
  überm: ['über', 'dem'],
  hinterm: ['hinter', 'dem'],
  vorm: ['vor', 'dem'],
};

/** The contraction of a preposition and an article, or undefined when German does not fuse them. */
const FUSED_BY_PAIR: ReadonlyMap<string, string> = new Map(
  Object.entries(CONTRACTIONS).map(([fused, [preposition, article]]) => [`${preposition} ${article}`, fused]),
);

export function contractionOf(preposition: string, article: string): string | undefined {
  return FUSED_BY_PAIR.get(`${preposition} ${article}`);
}

export const PERSONAL_PRONOUNS = new Set([
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
  'ihr',
  'euch',
  'ihnen',
  'sich',
]);

const OTHER_PRONOUNS = new Set([
  'man',
  'jemand',
  'jemanden',
  'jemandem',
  'niemand',
  'niemanden',
  'niemandem',
  'etwas',
  'nichts',
  'alles',
  'das',
  'dies',
  'keiner',
  'keinen',
  'keinem',
  'einer',
  'einen',
  'einem',
  'beide',
  'alle',
]);

/** Pronouns that can be a subject. */
export const NOMINATIVE_PRONOUNS = new Set([
  'ich',
  'du',
  'er',
  'sie',
  'es',
  'wir',
  'ihr',
  'man',
  'jemand',
  'niemand',
  'das',
  'keiner',
  'einer',
  'alle',
  'beide',
  'alles',
  'nichts',
]);

/** Subject pronouns that cannot be anything else: a sentence with one has its subject. */
export const ONLY_NOMINATIVE = new Set(['ich', 'du', 'er', 'wir', 'man']);

/** Adverbs that can open a main clause on their own (the verb then comes second). */
export const FRONTABLE_ADVERBS = new Set([
  'heute',
  'gestern',
  'morgen',
  'vorgestern',
  'übermorgen',
  'jetzt',
  'nun',
  'gleich',
  'sofort',
  'bald',
  'später',
  'früher',
  'damals',
  'dann',
  'danach',
  'vorher',
  'zuerst',
  'zuletzt',
  'endlich',
  'schließlich',
  'hier',
  'dort',
  'da',
  'drüben',
  'oben',
  'unten',
  'draußen',
  'drinnen',
  'links',
  'rechts',
  'oft',
  'immer',
  'nie',
  'niemals',
  'manchmal',
  'selten',
  'meistens',
  'normalerweise',
  'häufig',
  'täglich',
  'leider',
  'vielleicht',
  'natürlich',
  'wirklich',
  'bestimmt',
  'sicher',
  'wahrscheinlich',
  'trotzdem',
  'deshalb',
  'deswegen',
  'darum',
  'außerdem',
  'zusammen',
  'gemeinsam',
  'morgens',
  'mittags',
  'nachmittags',
  'abends',
  'nachts',
  'montags',
  'dienstags',
  'mittwochs',
  'donnerstags',
  'freitags',
  'samstags',
  'sonntags',
  'gerade',
  'gern',
  'gerne',
  'schon',
  'noch',
  'wieder',
]);

/** Nouns and words that join an adverb of time into one part: heute Abend, morgen früh. */
const TIME_FOLLOWERS = new Set(['Morgen', 'Vormittag', 'Mittag', 'Nachmittag', 'Abend', 'Nacht', 'früh']);

export const SUBORDINATORS = new Set([
  'wenn',
  'weil',
  'dass',
  'ob',
  'als',
  'obwohl',
  'bevor',
  'nachdem',
  'damit',
  'da',
  'seit',
  'seitdem',
  'bis',
  'sobald',
  'falls',
  'während',
]);

/** Words that grade the adjective or adverb after them. */
const DEGREE_WORDS = new Set([
  'sehr',
  'so',
  'genauso',
  'ebenso',
  'ganz',
  'zu',
  'besonders',
  'ziemlich',
  'echt',
]);

/**
 * The question words: they open a direct question (Wo ist …?) and an indirect one (wo das Museum
 * ist, weiß ich nicht).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'wo',
  'wann',
  'warum',
  'wie',
  'was',
  'wer',
  'wen',
  'wem',
  'wohin',
  'woher',
  'wieso',
  'weshalb',
  'welche',
  'welcher',
  'welches',
  'welchen',
  'welchem',
]);

/** The conjunctions that join two main clauses (the verb stays second after them). */
export const COORDINATORS: ReadonlySet<string> = new Set(['und', 'aber', 'oder', 'denn', 'sondern']);

/**
 * Words after which a new clause, and so a subject, begins: the coordinators and the
 * subordinators that join clauses (seit, seitdem and bis are prepositions too, so not these).
 */
export const CLAUSE_CONJUNCTIONS: ReadonlySet<string> = new Set([
  ...COORDINATORS,
  ...[...SUBORDINATORS].filter((word) => !/^(seit|seitdem|bis)$/.test(word)),
]);

/** Words that are never a finite verb, nor begin a part that can be moved. */
const NON_VERBS = new Set([
  'nicht',
  ...COORDINATORS,
  'bitte',
  'auch',
  'sehr',
  'ganz',
  'so',
  'zu',
  'mal',
  'doch',
  'ja',
  'nein',
  ...[...QUESTION_WORDS].filter((word) => !word.startsWith('welch')),
]);

const DEFINITE = new Set(['der', 'die', 'das', 'den', 'dem', 'des']);
const EIN_WORD = /^(ein|kein|mein|dein|sein|ihr|unser|eur)(e|en|em|er|es)?$|^euer$/i;
const DER_WORD = /^(dies|jed|welch|jen|manch|solch|all)(e|en|em|er|es)$/i;
const NUMBERS = new Set([
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'zwanzig',
  'hundert',
  'viele',
  'vielen',
  'einige',
  'einigen',
  'wenige',
  'mehrere',
  'beiden',
]);

export function lower(word: string): string {
  return word.toLowerCase();
}

export function isDeterminer(word: string): boolean {
  const l = lower(word);
  return DEFINITE.has(l) || EIN_WORD.test(l) || DER_WORD.test(l) || NUMBERS.has(l);
}

export function isPreposition(word: string): boolean {
  return lower(word) in PREPOSITION_CASES;
}

export function isContraction(word: string): boolean {
  return lower(word) in CONTRACTIONS;
}

export function isPronoun(word: string): boolean {
  const l = lower(word);
  return PERSONAL_PRONOUNS.has(l) || OTHER_PRONOUNS.has(l);
}

function isFunctionWord(word: string): boolean {
  const l = lower(word);
  return (
    isDeterminer(l) ||
    isPreposition(l) ||
    isContraction(l) ||
    isPronoun(l) ||
    FRONTABLE_ADVERBS.has(l) ||
    SUBORDINATORS.has(l) ||
    NON_VERBS.has(l)
  );
}

function capitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** A noun or a name: capitalised (the first word of a sentence only when it is no function word). */
export function isNoun(words: readonly string[], index: number): boolean {
  const word = words[index];
  if (word === undefined || !capitalised(word)) return false;
  return index > 0 || !isFunctionWord(word);
}

/** A word that may be a finite or final verb form: lower case, and no word of another class. */
export function isVerbLike(words: readonly string[], index: number): boolean {
  const word = words[index];
  if (word === undefined || index === 0 || capitalised(word)) return false;
  return !isFunctionWord(word);
}

/** How a word is written away from the start of a sentence: function words lose the capital. */
export function inSentenceCase(word: string, wasFirst: boolean): string {
  if (!wasFirst || word === 'Sie') return word;
  // only the first letter: a word in wrong case (DAs) stays wrong when it moves
  return isFunctionWord(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word;
}

export type PartKind = 'pronoun' | 'adverb' | 'noun' | 'prepositional' | 'clause';

export interface Part {
  readonly end: number;
  readonly kind: PartKind;
}

/** Where a noun phrase starting at `start` can end: [determiner] adjectives* noun [name] [genitive]. */
function nounPhraseEnds(words: readonly string[], start: number, depth = 0): number[] {
  let index = start;
  if (words[index] !== undefined && isDeterminer(words[index] ?? '') && !isNoun(words, index)) index += 1;
  while (
    index < words.length &&
    !isNoun(words, index) &&
    !isFunctionWord(words[index] ?? '') &&
    /^[a-zäöüß]+(e|en|em|er|es)$/.test(words[index] ?? '')
  )
    index += 1;
  if (!isNoun(words, index)) return [];
  const ends = [index + 1];
  // a name after a title or a noun: Frau Schmidt, Onkel Paul
  if (isNoun(words, index + 1)) ends.push(index + 2);
  if (depth === 0) {
    for (const end of [...ends]) {
      const next = lower(words[end] ?? '');
      if (
        ['des', 'der', 'eines', 'einer', 'meines', 'meiner', 'seines', 'seiner', 'ihres', 'ihrer'].includes(
          next,
        )
      )
        ends.push(...nounPhraseEnds(words, end, 1));
      else if (isNoun(words, end) && (words[end] ?? '').endsWith('s')) ends.push(end + 1);
    }
  }
  return ends;
}

/**
 * The parts that can start at `start`: each with where it ends and what it is. A clause (from a
 * subordinator) may end at any later word that can be its final verb; the caller decides which.
 */
export function partsAt(words: readonly string[], start: number): Part[] {
  const word = words[start];
  if (word === undefined) return [];
  const l = lower(word);
  const parts: Part[] = [];
  const next = words[start + 1];
  if (isPronoun(l) && !(start > 0 && capitalised(word) && word !== 'Sie'))
    parts.push({ end: start + 1, kind: 'pronoun' });
  // a degree word and its adjective or adverb (sehr billig), or a comparison (so groß wie Berlin)
  if (DEGREE_WORDS.has(l) && next !== undefined && isVerbLike(words, start + 1)) {
    parts.push({ end: start + 2, kind: 'adverb' });
    if (lower(words[start + 2] ?? '') === 'wie')
      for (const end of nounPhraseEnds(words, start + 3)) parts.push({ end, kind: 'adverb' });
  }
  if (FRONTABLE_ADVERBS.has(l)) {
    parts.push({ end: start + 1, kind: 'adverb' });
    if (next !== undefined && TIME_FOLLOWERS.has(next)) parts.push({ end: start + 2, kind: 'adverb' });
  }
  if (isPreposition(l)) {
    for (const end of nounPhraseEnds(words, start + 1)) parts.push({ end, kind: 'prepositional' });
    if (next !== undefined && (isPronoun(next) || FRONTABLE_ADVERBS.has(lower(next))))
      parts.push({ end: start + 2, kind: 'prepositional' });
  }
  if (isContraction(l))
    for (const end of nounPhraseEnds(words, start + 1)) parts.push({ end, kind: 'prepositional' });
  if (!isPronoun(l) || isDeterminer(l))
    for (const end of nounPhraseEnds(words, start)) parts.push({ end, kind: 'noun' });
  if (SUBORDINATORS.has(l) || QUESTION_WORDS.has(l))
    for (let end = start + 3; end <= words.length; end += 1)
      if (isVerbLike(words, end - 1)) parts.push({ end, kind: 'clause' });
  return parts;
}
