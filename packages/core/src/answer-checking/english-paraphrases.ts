// English answers beyond spelling and contractions: the paraphrase lexicon (words and phrases a
// teacher accepts for each other, British and American) brings both sides to one comparison form,
// and the adverbs English lets move (often, always, today, this morning …) are tried in the
// places English allows, on the learner's answer only: a bounded number of rewrites, never a list.
import { conditionHolds, type CourseLexicon, type LexiconCondition } from './course-lexicon.ts';
import { ingForm, thirdPerson } from './english-tenses.ts';

interface Paraphrase {
  readonly phrase: readonly string[];
  readonly canonical: readonly string[];
  readonly condition?: LexiconCondition | undefined;
}

interface PhraseTable {
  /** By first word: each phrase (as words) and its comparison form, longest first. */
  readonly byFirst: ReadonlyMap<string, readonly Paraphrase[]>;
}

/** A lexicon phrase as comparison words: lower case, apostrophes left out as in the readings (chemist's). */
const asComparisonWords = (phrase: string) => phrase.toLowerCase().replace(/['’]/g, '').split(' ');

const tables = new WeakMap<CourseLexicon, PhraseTable>();

function phraseTable(lexicon: CourseLexicon): PhraseTable {
  const built = tables.get(lexicon);
  if (built !== undefined) return built;
  const byFirst = new Map<string, Paraphrase[]>();
  for (const group of lexicon.english.paraphrases) {
    const [words, condition] = 'condition' in group ? [group.words, group.condition] : [group, undefined];
    const canonical = asComparisonWords(words[0] ?? '');
    for (const member of words.slice(1)) {
      const phrase = asComparisonWords(member);
      const first = phrase[0] ?? '';
      const list = byFirst.get(first) ?? [];
      list.push({ phrase, canonical, condition });
      list.sort((a, b) => b.phrase.length - a.phrase.length);
      byFirst.set(first, list);
    }
  }
  const table = { byFirst };
  tables.set(lexicon, table);
  return table;
}

/**
 * Words with each light-verb phrase said as its verb (gave her a call: called her; see
 * `withoutLightVerbs`) and each paraphrase replaced by its group's comparison form (longest phrase
 * first) where its group's condition holds (on these words and the prompt), and for each
 * comparison word the index of the word it came from.
 *
 * @example canonicalEnglish(['the', 'kids', 'are', 'in', 'the', 'basement'], lexicon).words
 * // ['the', 'children', 'are', 'in', 'the', 'cellar']
 */
export function canonicalEnglish(
  words: readonly string[],
  lexicon: CourseLexicon | undefined,
  prompt?: string,
): { words: string[]; from: number[] } {
  const light = withoutLightVerbs(words, prompt);
  const lexical = lexicalCanonical(light.words, lexicon, prompt);
  return { words: lexical.words, from: lexical.from.map((index) => light.from[index] ?? index) };
}

/** The forms of the light verbs by their place in a verb's forms: base, -s, past, -ing, participle. */
const LIGHT_VERB_FORMS: Readonly<Record<string, readonly string[]>> = {
  give: ['give', 'gives', 'gave', 'giving', 'given'],
  have: ['have', 'has', 'had', 'having', 'had'],
  take: ['take', 'takes', 'took', 'taking', 'taken'],
};

/** The verbs a light-verb phrase says, in the same order of forms. */
const FULL_VERB_FORMS: Readonly<Record<string, readonly string[]>> = {
  call: ['call', 'calls', 'called', 'calling', 'called'],
  look: ['look', 'looks', 'looked', 'looking', 'looked'],
  taste: ['taste', 'tastes', 'tasted', 'tasting', 'tasted'],
  shower: ['shower', 'showers', 'showered', 'showering', 'showered'],
};

/** A German prompt that says to phone someone: anrufen (rufe … an, rief … an) or telefonieren; not rufen alone. */
const PHONING_DE = /anruf|angerufen|telefonier|(?<!\p{L})(ruf|rief)\p{L}*(?!\p{L}).*(?<!\p{L})an(?!\p{L})/iu;

/** Light-verb phrases after have or take: the noun, the verb it says and the word kept after it. */
const HAVE_A: readonly { readonly noun: string; readonly verb: string; readonly after?: string }[] = [
  { noun: 'look', verb: 'look' },
  { noun: 'taste', verb: 'taste', after: 'of' },
  { noun: 'shower', verb: 'shower' },
];

/** Which form of a light verb a word is: its index in the verb's forms, or -1. */
function lightForm(word: string, verb: string): number {
  return LIGHT_VERB_FORMS[verb]?.indexOf(word) ?? -1;
}

/**
 * Light-verb phrases as the verb they say, on both sides: give someone a call or a ring (when the
 * prompt phones: anrufen, telefonieren) → call someone; have or take a look at → look at, and
 * have or take a look at the end → look (never before anything else: has a look tired); have
 * a taste of → taste; have or take a shower → shower; each in the light verb's form (gave my
 * grandmother a call → called my grandmother, is having a look at → is looking at).
 */
function withoutLightVerbs(
  words: readonly string[],
  prompt: string | undefined,
): { words: string[]; from: number[] } {
  const out: string[] = [];
  const from: number[] = [];
  const phoning = prompt !== undefined && PHONING_DE.test(prompt);
  for (let index = 0; index < words.length;) {
    const word = words[index] ?? '';
    const give = lightForm(word, 'give');
    if (give >= 0 && phoning) {
      // give + one to three words of the person + a call / a ring / a phone call
      let end = -1;
      for (let at = index + 2; at <= Math.min(words.length - 2, index + 4); at += 1) {
        if (words[at] !== 'a') continue;
        const noun = words[at + 1] === 'phone' ? at + 2 : at + 1;
        if (words[noun] === 'call' || words[noun] === 'ring') end = noun + 1;
        break;
      }
      const person = end < 0 ? [] : words.slice(index + 1, words.indexOf('a', index + 2));
      if (end >= 0 && person.length > 0 && !person.includes('a')) {
        out.push(FULL_VERB_FORMS.call?.[give] ?? 'call', ...person);
        from.push(index, ...person.map((_, offset) => index + 1 + offset));
        index = end;
        continue;
      }
    }
    const light = Math.max(lightForm(word, 'have'), lightForm(word, 'take'));
    const phrase =
      light >= 0 && words[index + 1] === 'a'
        ? HAVE_A.find(
            ({ noun, after }) =>
              words[index + 2] === noun &&
              (after === undefined || words[index + 3] === after) &&
              // taking a taste is not said
              !(noun === 'taste' && lightForm(word, 'take') >= 0) &&
              // a look is had only at something or on its own (She has a look tired stays wrong)
              !(noun === 'look' && words[index + 3] !== undefined && words[index + 3] !== 'at'),
          )
        : undefined;
    if (phrase !== undefined) {
      out.push(FULL_VERB_FORMS[phrase.verb]?.[light] ?? phrase.verb);
      from.push(index);
      index += phrase.after === undefined ? 3 : 4;
      continue;
    }
    out.push(word);
    from.push(index);
    index += 1;
  }
  return { words: out, from };
}

function lexicalCanonical(
  words: readonly string[],
  lexicon: CourseLexicon | undefined,
  prompt?: string,
): { words: string[]; from: number[] } {
  if (lexicon === undefined) return { words: [...words], from: words.map((_, index) => index) };
  const { byFirst } = phraseTable(lexicon);
  const out: string[] = [];
  const from: number[] = [];
  for (let index = 0; index < words.length;) {
    const candidates = byFirst.get(words[index] ?? '') ?? [];
    const match = candidates.find(
      ({ phrase, condition }) =>
        phrase.every((word, offset) => words[index + offset] === word) &&
        conditionHolds(condition, words, index, index + phrase.length, prompt),
    );
    if (match === undefined) {
      out.push(words[index] ?? '');
      from.push(index);
      index += 1;
      continue;
    }
    for (const word of match.canonical) {
      out.push(word);
      from.push(index);
    }
    index += match.phrase.length;
  }
  return { words: out, from };
}

/** Adverbs of frequency and degree that English places before the verb, after be or an auxiliary, or at the end. */
const MOVABLE_ADVERBS = new Set([
  'often',
  'always',
  'never',
  'usually',
  'sometimes',
  'rarely',
  'seldom',
  'also',
  'really',
  'still',
  'already',
  'just',
  'probably',
  'normally',
  'generally',
  'certainly',
  'definitely',
  'actually',
  'finally',
  'soon',
  'again',
  'together',
  'maybe',
  'perhaps',
  'today',
  'tomorrow',
  'yesterday',
  'now',
  'tonight',
  'later',
  'then',
]);

/** Time phrases English puts at the start or the end of a sentence. */
const TIME_PHRASES: readonly (readonly string[])[] = [
  ...['morning', 'afternoon', 'evening', 'week', 'year', 'month', 'weekend'].flatMap((noun) => [
    ['this', noun],
    ['last', noun],
    ['next', noun],
    ['every', noun],
    ['in', 'the', noun],
    ['yesterday', noun],
    ['tomorrow', noun],
    ['at', 'the', noun],
    ['on', 'the', noun],
  ]),
  ['every', 'day'],
  ['last', 'night'],
  ['at', 'night'],
  ['at', 'the', 'moment'],
  ['right', 'now'],
  ['after', 'dinner'],
  ['after', 'lunch'],
  ['after', 'the', 'meal'],
  ['after', 'eating'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    ['on', day],
    ['on', `${day}s`],
  ]),
];

function phraseAt(words: readonly string[], start: number): number {
  let longest = 0;
  for (const phrase of TIME_PHRASES)
    if (phrase.length > longest && phrase.every((word, offset) => words[start + offset] === word))
      longest = phrase.length;
  return longest;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let index = from; index < to; index += 1) out.push(index);
  return out;
}

/** Adverbs of place that can open a clause before be and its subject (Upstairs is the bathroom). */
const PLACE_ADVERBS = new Set([
  'upstairs',
  'downstairs',
  'here',
  'outside',
  'inside',
  'nearby',
  'opposite',
  'above',
  'below',
  'behind',
  'ahead',
]);

/** Prepositions of place that can open a clause before be and its subject (In the garden is a tree). */
const PLACE_PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'under',
  'behind',
  'next',
  'between',
  'opposite',
  'near',
  'above',
  'below',
  'beside',
  'inside',
  'outside',
  'around',
]);

const BE_FORMS = new Set(['is', 'are', 'was', 'were']);

/** Words that open a noun phrase: a clause's subject after an inverted be starts with one. */
const SUBJECT_START = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'this',
  'that',
  'these',
  'those',
  'some',
  'two',
  'three',
]);

/** Words that end a place phrase search: a verb or a pronoun subject means no inversion. */
const NOT_IN_PLACE_PHRASE = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'there',
  'and',
  'but',
  'not',
]);

/**
 * A clause of the form place + be + subject (Upstairs is the bathroom; In the garden are two
 * trees) as the index order subject + be + place, or undefined. Only be inverts this way, and only
 * after an adverb or a prepositional phrase of place; there is (existential) never does.
 */
function locativeInversion(words: readonly string[], start: number, end: number): number[] | undefined {
  const first = words[start] ?? '';
  let be = -1;
  if (PLACE_ADVERBS.has(first)) be = start + 1;
  else if (PLACE_PREPOSITIONS.has(first))
    for (let at = start + 1; at < Math.min(end, start + 6); at += 1) {
      const word = words[at] ?? '';
      if (BE_FORMS.has(word)) {
        be = at;
        break;
      }
      if (NOT_IN_PLACE_PHRASE.has(word) || MOVABLE_ADVERBS.has(word)) return undefined;
    }
  if (be < 0 || !BE_FORMS.has(words[be] ?? '') || be + 1 >= end) return undefined;
  if (!SUBJECT_START.has(words[be + 1] ?? '')) return undefined;
  return [...range(be + 1, end), be, ...range(start, be)];
}

/**
 * Orders of a sentence whose clauses (cut at and, but) put a place before be and the subject,
 * with each such clause, and each set of them, in subject + be + place order.
 */
function* locativeOrders(words: readonly string[]): Generator<number[]> {
  const cuts = [0];
  words.forEach((word, index) => {
    if (index > 0 && (word === 'and' || word === 'but')) cuts.push(index + 1);
  });
  const clauses = cuts.map((start, index) => {
    const end = index + 1 < cuts.length ? (cuts[index + 1] ?? words.length) - 1 : words.length;
    return { start, end, inverted: locativeInversion(words, start, end) };
  });
  const invertible = clauses.filter((clause) => clause.inverted !== undefined);
  if (invertible.length === 0 || invertible.length > 3) return;
  for (let mask = 1; mask < 1 << invertible.length; mask += 1) {
    const order: number[] = [];
    clauses.forEach((clause, index) => {
      if (index > 0) order.push(clause.start - 1);
      const chosen = invertible.indexOf(clause);
      order.push(
        ...(chosen >= 0 && mask & (1 << chosen) ? (clause.inverted ?? []) : range(clause.start, clause.end)),
      );
    });
    yield order;
  }
}

/**
 * Orders of an English answer's words (as index lists) with one adverb moved: a frequency or time
 * adverb to any other place, a time phrase between the start and the end of the sentence; and a
 * place put first before be and its subject put back after the subject (Upstairs is the bathroom).
 */
export function* englishWordOrders(words: readonly string[]): Generator<number[]> {
  const n = words.length;
  for (let index = 0; index < n; index += 1) {
    if (!MOVABLE_ADVERBS.has(words[index] ?? '')) continue;
    const rest = range(0, n).filter((other) => other !== index);
    for (let at = 0; at <= rest.length; at += 1)
      if (at !== index) yield [...rest.slice(0, at), index, ...rest.slice(at)];
  }
  const atStart = phraseAt(words, 0);
  if (atStart > 0 && atStart < n) yield [...range(atStart, n), ...range(0, atStart)];
  for (let start = 1; start < n; start += 1) {
    const length = phraseAt(words, start);
    if (length > 0 && start + length === n) yield [...range(start, n), ...range(0, start)];
  }
  yield* locativeOrders(words);
}

/** "a lot" at the end of a sentence reads as often (I go swimming a lot). */
export function withOftenForALot(words: readonly string[]): string[] | undefined {
  const n = words.length;
  if (n < 3 || words[n - 2] !== 'a' || words[n - 1] !== 'lot') return undefined;
  return [...words.slice(0, n - 2), 'often'];
}

/**
 * "really" and "so" before an adjective or adverb read as "very" (really long, so cute), on the
 * learner's side only: the accepted answer must have "very" there.
 */
export function withVeryForIntensifiers(words: readonly string[]): string[] | undefined {
  let changed = false;
  const out = words.map((word, index) => {
    if ((word === 'really' || word === 'so') && index + 1 < words.length && index > 0) {
      changed = true;
      return 'very';
    }
    return word;
  });
  return changed ? out : undefined;
}

/** "any" after not adds nothing a teacher marks (doesn't speak any English): left out. */
export function withoutAnyAfterNot(
  words: readonly string[],
): { words: string[]; from: number[] } | undefined {
  const at = words.findIndex((word, index) => word === 'any' && words[index - 1] === 'not');
  if (at < 0) return undefined;
  const keep = words.map((_, index) => index).filter((index) => index !== at);
  return { words: keep.map((index) => words[index] ?? ''), from: keep };
}

/**
 * "Did you know …" for a German "Weißt du …" (Wisst ihr, Wissen Sie): English asks about a fact
 * just told in the past tense, German in the present. Only when the German prompt asks so in the
 * present: "Wusstest du …" stays "Did you know".
 */
export function withPresentKnow(words: readonly string[], prompt: string | undefined): string[] | undefined {
  if (prompt === undefined || !/^\s*(weißt du|wisst ihr|wissen sie)\b/i.test(prompt)) return undefined;
  if (words[0] !== 'did' || words[1] !== 'you' || words[2] !== 'know') return undefined;
  return ['do', ...words.slice(1)];
}

/**
 * "doesn't only speak" and "Not only does she speak" read as "not only speaks": English puts
 * not only … but also with or without do-support and inversion; the listed answers have it
 * before the verb (She not only speaks German but also English).
 */
function withoutNotOnlyDo(words: readonly string[]): string[][] {
  const out: string[][] = [];
  const only = (word: string | undefined) => word === 'only' || word === 'just';
  const finite = (does: string, base: string) => (does === 'does' ? thirdPerson(base) : base);
  // S does not only V … → S not only V-s …
  for (let at = 1; at + 3 < words.length; at += 1) {
    const does = words[at] ?? '';
    if ((does === 'does' || does === 'do') && words[at + 1] === 'not' && only(words[at + 2])) {
      const base = words[at + 3] ?? '';
      out.push([
        ...words.slice(0, at),
        'not',
        words[at + 2] ?? '',
        finite(does, base),
        ...words.slice(at + 4),
      ]);
      break;
    }
  }
  // Not only does S V … → S not only V-s … (a subject of one or two words)
  if (words[0] === 'not' && only(words[1]) && (words[2] === 'does' || words[2] === 'do'))
    for (const length of [1, 2]) {
      const subject = words.slice(3, 3 + length);
      const base = words[3 + length];
      if (base === undefined || subject.some((word) => word === 'not')) continue;
      out.push([...subject, 'not', words[1] ?? '', finite(words[2] ?? '', base), ...words.slice(4 + length)]);
    }
  return out;
}

/** How many words two lists share from their starts. */
function sharedStart(a: readonly string[], b: readonly string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * "We aren't going to the cinema, we're going to the theatre" read as "… not going to the cinema
 * but to the theatre": where German says nicht X, sondern Y, English may say the second half as
 * a clause of its own, repeating the subject (and its auxiliary, or the verb after do-support).
 * The repeated clause becomes but with each shorter form of what follows (going to the theatre,
 * to the theatre, …); the listed answers decide.
 */
function repeatedClauseAsBut(words: readonly string[]): string[][] {
  const not = words.indexOf('not');
  if (not < 1) return [];
  const prefix = words.slice(0, not);
  // do-support is not repeated: we don't go to the cinema, we go to the theatre
  const doSupport = prefix.length > 1 && /^(do|does)$/.test(prefix.at(-1) ?? '');
  const subject = doSupport ? prefix.slice(0, -1) : prefix;
  const denied = words.slice(not + 1);
  for (let at = not + 2; at < words.length; at += 1) {
    if (!subject.every((word, offset) => words[at + offset] === word)) continue;
    let rest: string[] | undefined;
    if (!doSupport) rest = words.slice(at + prefix.length);
    else {
      const base = words[not + 1] ?? '';
      const verb = words[at + subject.length] ?? '';
      // the repeated verb agrees as do or does: we don't go …, we go; he doesn't …, he goes
      if (verb === (prefix.at(-1) === 'does' ? thirdPerson(base) : base))
        rest = [base, ...words.slice(at + subject.length + 1)];
    }
    if (rest === undefined) continue;
    if (rest.length === 0 || rest.includes('not')) return [];
    const before = words.slice(0, words[at - 1] === 'but' ? at - 1 : at);
    const shared = Math.min(sharedStart(denied, rest), rest.length - 1);
    const out: string[][] = [];
    for (let drop = 0; drop <= shared; drop += 1) out.push([...before, 'but', ...rest.slice(drop)]);
    return out;
  }
  return [];
}

/** Determiners that open a denied and an affirmed noun phrase: not the newspaper, a book. */
const DENIED_DETERMINER = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'this',
  'that',
]);

/** Auxiliaries after which not stands (we are not going, she can not come). */
const NOT_AFTER = new Set(['am', 'is', 'are', 'was', 'were', 'can', 'will', 'must', 'should', 'may']);

/**
 * "We're going to the theatre, not to the cinema" read as "We are not going to the cinema but to
 * the theatre": the denied part after the affirmed one. The denied part (after a final not) must
 * begin with the same word as a part of the clause before it (to the cinema: to the theatre), or
 * both with a determiner (a book, not the newspaper), which it replaces; not goes after the clause's first auxiliary, or with do-support before a
 * plain verb after I, you, we or they.
 */
function deniedLastAsBut(words: readonly string[]): string[][] {
  const not = words.indexOf('not');
  if (not < 3 || words.indexOf('not', not + 1) >= 0 || not + 1 >= words.length) return [];
  const denied = words.slice(not + 1);
  const out: string[][] = [];
  for (let start = 2; start < not; start += 1) {
    const determiners = DENIED_DETERMINER.has(words[start] ?? '') && DENIED_DETERMINER.has(denied[0] ?? '');
    if (words[start] !== denied[0] && !determiners) continue;
    const affirmed = words.slice(start, not);
    const aux = words.findIndex((word, index) => index > 0 && index < start && NOT_AFTER.has(word));
    if (aux >= 0)
      out.push([
        ...words.slice(0, aux + 1),
        'not',
        ...words.slice(aux + 1, start),
        ...denied,
        'but',
        ...affirmed,
      ]);
    else if (/^(i|you|we|they)$/.test(words[0] ?? '') && start >= 2)
      out.push([words[0] ?? '', 'do', 'not', ...words.slice(1, start), ...denied, 'but', ...affirmed]);
  }
  return out;
}

/**
 * English answers to a German sondern (nicht X, sondern Y; nicht nur X, sondern auch Y) that say
 * the second half as a clause of its own or put not only with do-support: "We aren't going to the
 * cinema, we're going to the theatre", "She doesn't only speak German, she also speaks English".
 * Only when the prompt has sondern; each rewrite is accepted only as a listed answer.
 */
export function sondernVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !/\bsondern\b/i.test(prompt)) return [];
  const out: string[][] = [];
  out.push(...repeatedClauseAsBut(words), ...deniedLastAsBut(words));
  for (const base of withoutNotOnlyDo(words)) out.push(base, ...repeatedClauseAsBut(base));
  return out;
}

/** Determiners that open a possessor: the teacher's, my uncle's, this family's. */
const POSSESSOR_DETERMINER = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that']);

/**
 * The English genitive said the other way: "the teacher's table" read as "the table of the
 * teacher" (and "the teachers' table", whose apostrophe a learner's reading keeps, as "the table
 * of the teachers"); and "the garden of the neighbours" as "the neighbours' garden", and with a
 * singular masculine or neuter genitive in the prompt (des, eines, meines …, vom) "the table of the teacher" as
 * "the teacher's table". The possessor is a determiner, at most one
 * more word and the noun; the thing owned one or two words. The listed answers decide.
 */
export function genitiveVariants(words: readonly string[], prompt: string | undefined): string[][] {
  const out: string[][] = [];
  for (let at = 1; at + 1 < words.length; at += 1) {
    const word = words[at] ?? '';
    if (!/^[a-z]{2,}s'?$/.test(word)) continue;
    // teacher's reads as teachers; the learner's plural teachers' keeps its apostrophe
    const noun = word.slice(0, -1);
    for (const start of [at - 1, at - 2]) {
      if (start < 0 || !POSSESSOR_DETERMINER.has(words[start] ?? '')) continue;
      const possessor = [...words.slice(start, at), noun];
      for (const length of [1, 2]) {
        if (at + length > words.length - 1) continue;
        const owned = words.slice(at + 1, at + 1 + length);
        out.push([
          ...words.slice(0, start),
          'the',
          ...owned,
          'of',
          ...possessor,
          ...words.slice(at + 1 + length),
        ]);
      }
    }
  }
  // a singular possessor (the teacher: the teacher's) only with a singular genitive in the prompt
  // (des Lehrers, meines Onkels, vom Lehrer):
  // the learner's wrong number (of the neighbour for der Nachbarn) must not read as neighbours'
  const singular =
    prompt !== undefined && /\b(des|vom|eines|meines|deines|seines|ihres|unseres|eures)\b/i.test(prompt);
  for (let of = 2; of + 2 < words.length; of += 1) {
    if (words[of] !== 'of' || !POSSESSOR_DETERMINER.has(words[of + 1] ?? '')) continue;
    for (const length of [1, 2]) {
      const the = of - length - 1;
      if (the < 0 || words[the] !== 'the') continue;
      const owned = words.slice(the + 1, of);
      for (const end of [of + 2, of + 3]) {
        const noun = words[end] ?? '';
        if (end >= words.length) continue;
        const plural = /[^s]s$/.test(noun);
        if (!plural && (!singular || noun.endsWith('s'))) continue;
        const possessive = plural ? `${noun}'` : `${noun}s`;
        out.push([
          ...words.slice(0, the),
          ...words.slice(of + 1, end),
          possessive,
          ...owned,
          ...words.slice(end + 1),
        ]);
      }
    }
  }
  return out;
}

/**
 * "that" before an adjective or adverb read as "so" after a negation (Don't drive that fast! It
 * isn't that far) when the German prompt has so before a word: English says not that fast for
 * nicht so schnell; "I am that tired" stays wrong. The listed answers must have so there.
 */
export function withSoForThat(words: readonly string[], prompt: string | undefined): string[] | undefined {
  if (prompt === undefined || !/\bso\s+[a-zäöüß]+/i.test(prompt)) return undefined;
  let changed = false;
  const out = words.map((word, index) => {
    if (
      word === 'that' &&
      index + 1 < words.length &&
      words.slice(0, index).some((other) => other === 'not' || other === 'never')
    ) {
      changed = true;
      return 'so';
    }
    return word;
  });
  return changed ? out : undefined;
}

/** Household tasks English says with do the …ing: do the cooking, the shopping, the washing. */
const TASKS = new Set(['cooking', 'shopping', 'washing', 'cleaning', 'ironing', 'baking']);

/**
 * "do the cooking" read as "cook" (Who is doing the cooking today? Who does the shopping?): the
 * verb said as a task. do, does, did and doing become the verb's form (cook, cooks, cooked,
 * cooking); the listed answers decide.
 */
export function withVerbForTask(words: readonly string[]): string[] | undefined {
  for (let at = 0; at + 2 < words.length; at += 1) {
    const task = words[at + 2] ?? '';
    if (words[at + 1] !== 'the' || !TASKS.has(task)) continue;
    const base = task.slice(0, -3);
    const plain = /(pp|nn|tt)$/.test(base) ? base.slice(0, -1) : base;
    const form: Readonly<Record<string, string>> = {
      do: plain,
      does: thirdPerson(plain),
      did: `${base}ed`,
      doing: task,
    };
    const verb = form[words[at] ?? ''];
    if (verb === undefined) continue;
    return [...words.slice(0, at), verb, ...words.slice(at + 3)];
  }
  return undefined;
}

/** A German direction: then English to after bring names a place, where for is wrong. */
const DIRECTION = /(?<!\p{L})(zu|zum|zur|nach|in|ins|an|ans|auf|aufs)(?!\p{L})/iu;

/** Forms of bring, after which for names the one the thing is brought to. */
const BRING = new Set(['bring', 'brings', 'bringing', 'brought']);

/**
 * "bring a coffee for the teacher" read as "bring a coffee to the teacher": after bring, for names
 * whom the thing is brought to as well as to does (der Lehrerin einen Kaffee bringen). Only within
 * four words after the verb and when the prompt names no place to go (zur Schule: to school);
 * other verbs (give, show) keep for wrong.
 */
export function withToForBringFor(words: readonly string[], prompt?: string): string[] | undefined {
  // to a place (zur Schule, nach Hause, ins Büro) is no one the thing is brought for
  if (prompt !== undefined && DIRECTION.test(prompt)) return undefined;
  const verb = words.findIndex((word) => BRING.has(word));
  if (verb < 0) return undefined;
  for (let at = verb + 2; at < Math.min(words.length - 1, verb + 5); at += 1)
    if (words[at] === 'for') return words.map((word, index) => (index === at ? 'to' : word));
  return undefined;
}

const FRONTED_DETERMINER = new Set(['this', 'that', 'these', 'those']);
const SUBJECT_PRONOUN = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/**
 * An object put first for contrast read in its place: "but that town I don't know" as "but I
 * don't know that town" (aber jene Stadt kenne ich nicht). The fronted part is this, that, these
 * or those with a noun (and at most one adjective), opening the sentence or after but or and; a
 * pronoun subject and its verb (do not and a verb, or one verb) must end the clause.
 */
export function withFrontedObjectInPlace(words: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let at = 0; at + 3 < words.length; at += 1) {
    if (!FRONTED_DETERMINER.has(words[at] ?? '')) continue;
    if (at > 0 && words[at - 1] !== 'but' && words[at - 1] !== 'and') continue;
    for (const length of [2, 3]) {
      const subject = at + length;
      if (!SUBJECT_PRONOUN.has(words[subject] ?? '')) continue;
      const negated = /^(do|does|did)$/.test(words[subject + 1] ?? '') && words[subject + 2] === 'not';
      const end = subject + (negated ? 4 : 2);
      if (end > words.length || (end < words.length && !/^(but|and)$/.test(words[end] ?? ''))) continue;
      out.push([
        ...words.slice(0, at),
        ...words.slice(subject, end),
        ...words.slice(at, subject),
        ...words.slice(end),
      ]);
    }
  }
  return out;
}

/** Words after a subject that are no verb of their own (after we have, before it is). */
const NOT_A_CLAUSE_VERB = new Set(['have', 'be', 'am', 'is', 'are', 'do', 'will', 'can', 'not', 'the', 'a']);

/**
 * "After we eat, we walk home" read as "After eating, we walk home": a clause of after or before
 * with the main clause's subject and one verb in the present (we eat, he leaves) says what the
 * -ing form says. The clause opens the sentence with the subject repeated right after it, or
 * ends the sentence with the sentence's subject; a clause with an object is left alone.
 */
export function withIngForTimeClause(words: readonly string[]): string[][] {
  const ingsOf = (subject: string, verb: string): string[] => {
    const third = ['he', 'she', 'it'].includes(subject);
    const base = third ? (/(sh|ch|ss|x|o)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, '')) : verb;
    if ((third && base === verb) || !/^[a-z]+$/.test(base) || NOT_A_CLAUSE_VERB.has(base)) return [];
    return ingForm(base);
  };
  const first = words[0] ?? '';
  const out: string[][] = [];
  if (
    (first === 'after' || first === 'before') &&
    SUBJECT_PRONOUN.has(words[1] ?? '') &&
    words[3] === words[1]
  )
    for (const ing of ingsOf(words[1] ?? '', words[2] ?? '')) out.push([first, ing, ...words.slice(3)]);
  const at = words.length - 3;
  if (at > 1 && (words[at] === 'after' || words[at] === 'before') && words[at + 1] === first)
    for (const ing of ingsOf(first, words[at + 2] ?? '')) out.push([...words.slice(0, at + 1), ing]);
  return out;
}

/**
 * anyway closing the clause after but, where the German prompt has aber: the contrast but already
 * says (It's raining, but we're going out anyway: Es regnet, aber wir gehen raus). Never in the
 * first clause, never without but in the answer and aber in the prompt.
 */
export function withoutAnywayAfterBut(words: readonly string[], prompt: string | undefined): string[][] {
  if (!/(?<!\p{L})aber(?!\p{L})/iu.test(prompt ?? '')) return [];
  const but = words.indexOf('but');
  const anyway = words.indexOf('anyway', but + 1);
  if (but < 0 || anyway < but + 3) return [];
  return [[...words.slice(0, anyway), ...words.slice(anyway + 1)]];
}
