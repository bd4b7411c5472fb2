// What German grammar allows beyond the listed answers, analysed on the learner's answer rather
// than generated from the accepted ones: the learner's words are rewritten a bounded number of
// ways (a synonym mapped back to the course's word with its article and adjective endings
// recomputed, an optional particle left out, one part moved back from the front of a main
// clause) and each rewrite is checked by the compiled matcher. A rewrite only undoes what German
// allows, so an answer that breaks word order (verb third, a dependent clause's verb not last,
// nicht moved) or agreement has no rewrite that the matcher accepts.
import {
  bodyPartVariants,
  frontedNichtVariants,
  aberInClauseVariants,
  vergessenNichtVariants,
  welchVonVariants,
  vonGenitiveVariants,
  frontedNichtSondernVariants,
  demonstrativeObjectVariants,
  frontedPredicateVariants,
  likeToGernVariants,
  likeVariants,
  repeatedClauseVariants,
  befindenVariants,
  canRememberVariants,
  futureAsPresentVariants,
  meetWithVariants,
  transportVariants,
  wasFuerVariants,
  withGehenVariants,
  umZuVariants,
  withoutGernVariants,
  withoutZwarVariants,
} from './german-equivalents.ts';
import {
  conditionHolds,
  type CourseLexicon,
  type DeclensionTables,
  type GermanSynonymGroup,
  type LexiconNoun,
  type NounGender,
  type OptionalParticle,
} from './course-lexicon.ts';
import {
  CLAUSE_CONJUNCTIONS,
  COORDINATORS,
  CONTRACTIONS,
  contractionOf,
  inSentenceCase,
  isContraction,
  isDeterminer,
  isNoun as isNounAt,
  isPreposition,
  isPronoun,
  isVerbLike,
  lower,
  NOMINATIVE_PRONOUNS,
  ONLY_NOMINATIVE,
  partsAt,
  PERSONAL_PRONOUNS,
  PREPOSITION_CASES,
  QUESTION_WORDS,
  SUBORDINATORS,
  type Part,
} from './german-parts.ts';
import { pastTenseVariants, perfectToPastVariants } from './german-past-tense.ts';
import { cardinalWords } from './normalise.ts';

/** A rewrite of the learner's words; `from` gives, for each word, the learner's word it stands for. */
export interface Variant {
  readonly words: readonly string[];
  readonly from: readonly number[];
}

/** What a check knows besides the answer: the course's lexicon and the prompt the learner translates. */
export interface VariantContext {
  readonly lexicon?: CourseLexicon | undefined;
  readonly prompt?: string | undefined;
  /**
   * The exercise practises the genitive: von + dative is then not read as a genitive attribute
   * (das Auto vom Vater for das Auto des Vaters). The check does not pass it yet, so the rule
   * applies everywhere.
   */
  readonly teachesGenitive?: boolean | undefined;
}

/** The most rewrites an answer gets: checking stays linear-ish in the answer's length. */
const MAX_VARIANTS = 400;
const MAX_LEXICAL = 16;

function identity(words: readonly string[]): Variant {
  return { words, from: words.map((_, index) => index) };
}

function permuted(variant: Variant, order: readonly number[]): Variant {
  return {
    words: order.map((index, position) =>
      inSentenceCase(variant.words[index] ?? '', index === 0 && position !== 0),
    ),
    from: order.map((index) => variant.from[index] ?? index),
  };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let index = from; index < to; index += 1) out.push(index);
  return out;
}
// ---------------------------------------------------------------------------------------------
// Word order: one part moved to or from the front of a main clause.

const UNFRONTABLE = new Set(['es', 'sich']);

function frontable(words: readonly string[], start: number, part: Part): boolean {
  if (part.end - start === 1 && UNFRONTABLE.has(lower(words[start] ?? ''))) return false;
  if (part.kind === 'clause') return isVerbLike(words, part.end - 1);
  return true;
}

/** A part right after nicht is what nicht negates: it cannot move away from it, nor be moved there. */
function afterNicht(words: readonly string[], at: number): boolean {
  return lower(words[at - 1] ?? '') === 'nicht';
}

/** Where a subject right after the finite verb ends: a nominative pronoun or a noun phrase. */
function subjectEnds(words: readonly string[], start: number): number[] {
  const ends: number[] = [];
  const word = words[start];
  if (word !== undefined && NOMINATIVE_PRONOUNS.has(lower(word))) ends.push(start + 1);
  for (const part of partsAt(words, start)) if (part.kind === 'noun') ends.push(part.end);
  return ends;
}

/** Pronouns that cannot be the subject (mich, ihm …); determiners: `NOT_NOMINATIVE` below. */
const OBJECT_PRONOUNS = new Set(['mich', 'dich', 'ihn', 'mir', 'dir', 'ihm', 'uns', 'euch', 'ihnen']);

/** A part's first word as the learner wrote it, and how many words the part has. */
interface PartHead {
  readonly first: string;
  readonly length: number;
  /** Plural by its noun (die Schlüssel: Schlüssel is masculine, so die makes it plural). */
  readonly plural?: boolean;
}

const NOMINATIVE_ONLY =
  /^(der|(dies|jed|welch|manch|jen)er|ich|du|er|wir|ihr|man|jemand|niemand|keiner|einer)$/;
const SINGULAR_ONLY = /^(das|dies|dieses|jedes|jede|jeder|ein|eine|kein|es|er|ich|du|man)$/;
const PLURAL_ONLY = /^(einige|manche|viele|alle|beide|mehrere|wir|ihr)$/;

/** Whether the verb form can only be plural (or wir/sie/Sie): kennen, trinken, sind. */
function pluralVerb(verb: string): boolean {
  return /(en|ern|eln)$/.test(verb) || verb === 'sind';
}

/** Whether a part can be the subject of the finite verb: its case, then its number. */
function couldBeSubject(part: PartHead, verb: string): boolean {
  if (NOT_NOMINATIVE.test(part.first) || OBJECT_PRONOUNS.has(part.first)) return false;
  if (pluralVerb(verb)) return !SINGULAR_ONLY.test(part.first);
  return !PLURAL_ONLY.test(part.first) && part.plural !== true;
}

/** Whether a part can be an accusative object (die Frau, das Kind, Anna, sie, es; not der Mann, er). */
function couldBeObject(part: PartHead): boolean {
  if (part.length === 1 && NOMINATIVE_PRONOUNS.has(part.first))
    return ['sie', 'es', 'das', 'alle'].includes(part.first);
  return !NOMINATIVE_ONLY.test(part.first);
}

/**
 * Whether "X verb S …" reads with X as the subject: X can be the subject of the verb (case and
 * number) and S can be its object. Such an order cannot stand for "S verb X": "Das Kind sieht die
 * Frau" is not "Die Frau sieht das Kind". Case or agreement decides otherwise (Den Ball wirft der
 * Junge; Dieses Märchen kennen viele Kinder), and sein, werden and bleiben take no object.
 */
function readsSubjectFirst(x: PartHead, verb: string, subject: PartHead): boolean {
  return !COPULAS.test(verb) && couldBeSubject(x, verb) && couldBeObject(subject);
}

/**
 * Orders of the learner's words that put a main clause back as an accepted answer may have it:
 * (1) the learner fronted a part X (verb second, subject right after the verb): the subject goes
 * to the front and X back into the middle field, at any place (the accepted answer decides which);
 * (2) the learner began with the subject: a part from the middle field (right after the verb and
 * its unstressed pronouns), or a phrase or clause at its end, goes to the front, the subject after
 * the verb. Each order is a list of the learner's word indices.
 */
function* wordOrders(
  words: readonly string[],
  written: (index: number) => string = (index) => lower(words[index] ?? ''),
  plural: (start: number, end: number) => boolean = () => false,
): Generator<number[]> {
  const head = (start: number, end: number): PartHead => ({
    first: written(start),
    length: end - start,
    plural: plural(start, end),
  });
  const n = words.length;
  if (n < 3) return;
  for (const first of partsAt(words, 0)) {
    const verb = first.end;
    if (verb >= n || !isVerbLike(words, verb)) continue;
    // (1) X V S … → S V … X …
    if (frontable(words, 0, first))
      for (const subjectEnd of subjectEnds(words, verb + 1)) {
        if (
          (first.kind === 'noun' || first.kind === 'pronoun') &&
          readsSubjectFirst(head(0, verb), lower(words[verb] ?? ''), head(verb + 1, subjectEnd))
        )
          continue;
        for (let at = subjectEnd; at <= n; at += 1)
          if (first.kind === 'clause' || !afterNicht(words, at))
            yield [
              ...range(verb + 1, subjectEnd),
              verb,
              ...range(subjectEnd, at),
              ...range(0, verb),
              ...range(at, n),
            ];
      }
    // (2) S V … X … → X V S …
    if (first.kind !== 'pronoun' && first.kind !== 'noun') continue;
    if (first.kind === 'pronoun' && !NOMINATIVE_PRONOUNS.has(lower(words[0] ?? ''))) continue;
    let middle = verb + 1;
    while (
      middle < n &&
      PERSONAL_PRONOUNS.has(lower(words[middle] ?? '')) &&
      lower(words[middle] ?? '') !== 'sie'
    )
      middle += 1;
    const subject = range(0, verb);
    const finite = lower(words[verb] ?? '');
    for (const part of partsAt(words, middle)) {
      if (!frontable(words, middle, part) || part.kind === 'pronoun') continue;
      if (part.kind === 'noun' && readsSubjectFirst(head(middle, part.end), finite, head(0, verb))) continue;
      // unstressed pronouns come before other parts of the middle field
      if (PERSONAL_PRONOUNS.has(lower(words[part.end] ?? ''))) continue;
      yield [...range(middle, part.end), verb, ...subject, ...range(verb + 1, middle), ...range(part.end, n)];
    }
    // an adverb after a definite object (Ich habe das Buch gestern gelesen)
    for (const object of partsAt(words, middle)) {
      if (
        object.kind !== 'noun' ||
        !/^(der|die|das|den|dem|mein|dein|sein|ihr|unser|eur|dies)/i.test(words[middle] ?? '')
      )
        continue;
      for (const part of partsAt(words, object.end)) {
        if (part.kind !== 'adverb' || !frontable(words, object.end, part)) continue;
        if (PERSONAL_PRONOUNS.has(lower(words[part.end] ?? ''))) continue;
        yield [
          ...range(object.end, part.end),
          verb,
          ...subject,
          ...range(verb + 1, object.end),
          ...range(part.end, n),
        ];
      }
    }
    const lastIsVerb = isVerbLike(words, n - 1);
    for (let start = middle + 1; start < n; start += 1) {
      for (const part of partsAt(words, start)) {
        if (part.kind === 'pronoun' || part.kind === 'adverb') continue;
        if (part.kind === 'noun' && readsSubjectFirst(head(start, part.end), finite, head(0, verb))) continue;
        const reachesEnd = part.end === n || (part.end === n - 1 && lastIsVerb && part.kind !== 'clause');
        if (!reachesEnd || !frontable(words, start, part)) continue;
        if (part.kind !== 'clause' && afterNicht(words, start)) continue;
        yield [...range(start, part.end), verb, ...subject, ...range(verb + 1, start), ...range(part.end, n)];
      }
    }
  }
}

/** The course's nouns by their plural form, with whether a feminine singular is written alike. */
const pluralIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, boolean>>();

function pluralIndex(lexicon: CourseLexicon): ReadonlyMap<string, boolean> {
  const built = pluralIndexes.get(lexicon);
  if (built !== undefined) return built;
  const nouns = lexicon.german.nouns ?? [];
  const feminine = new Set(nouns.filter((noun) => noun.gender === 'feminine').map((noun) => noun.noun));
  const index = new Map<string, boolean>();
  for (const noun of nouns) if (noun.plural !== undefined) index.set(noun.plural, !feminine.has(noun.plural));
  pluralIndexes.set(lexicon, index);
  return index;
}

/**
 * Whether a noun phrase is plural by its noun: die, meine, keine … before a noun that is the
 * plural of a course noun and no feminine singular (die Schlüssel, meine Kinder; not die Frau).
 */
function pluralNounPhrase(
  words: readonly string[],
  start: number,
  end: number,
  lexicon: CourseLexicon | undefined,
): boolean {
  if (lexicon === undefined || end - start < 2) return false;
  if (!/^(die|diese|jene|(mein|dein|sein|ihr|unser|eur|kein)e)$/i.test(words[start] ?? '')) return false;
  return pluralIndex(lexicon).get(words[end - 1] ?? '') === true;
}

// ---------------------------------------------------------------------------------------------
// A comparison with its verb said again: älter als mein Bruder ist, so groß wie Berlin ist.

/** The forms of sein, present then simple past, for each nominative pronoun. */
const SEIN_BY_PRONOUN: Readonly<Record<string, readonly string[]>> = {
  ich: ['bin', 'war'],
  du: ['bist', 'warst'],
  er: ['ist', 'war'],
  es: ['ist', 'war'],
  man: ['ist', 'war'],
  sie: ['ist', 'sind', 'war', 'waren'],
  wir: ['sind', 'waren'],
  ihr: ['seid', 'wart'],
};

const SEIN_PRESENT = /^(bin|bist|ist|sind|seid)$/;
const SEIN_PAST = /^(war|warst|waren|wart)$/;
const SINGULAR_DETERMINER =
  /^(der|das|ein|kein|mein|dein|sein|ihr|unser|euer|dieser|dieses|jener|jenes|jeder|jedes)$/i;

/**
 * The forms of sein that agree with the noun phrase at [start, end) as a subject: a pronoun's
 * own; a plural by its noun (meine Brüder: sind) or two joined by und; a singular by its determiner
 * or its noun (mein Bruder, die Stadt, Berlin). Empty where the number cannot be told.
 */
function seinFormsFor(
  words: readonly string[],
  start: number,
  end: number,
  lexicon: CourseLexicon,
): readonly string[] {
  const phrase = words.slice(start, end);
  if (phrase.length === 1 && words[start] === 'Sie') return ['sind', 'waren'];
  const pronoun = phrase.length === 1 ? SEIN_BY_PRONOUN[lower(words[start] ?? '')] : undefined;
  if (pronoun !== undefined) return pronoun;
  const plural = ['sind', 'waren'];
  const singular = ['ist', 'war'];
  if (phrase.includes('und')) return phrase.length >= 3 ? plural : [];
  const noun = phrase[phrase.length - 1] ?? '';
  if (!/^[A-ZÄÖÜ]/.test(noun) || phrase.slice(1, -1).some((word) => !/^[a-zäöüß]+(e|en|er|es)$/.test(word)))
    return [];
  if (pluralNounPhrase(words, start, end, lexicon)) return plural;
  const pluralNoun = pluralIndex(lexicon).get(noun);
  if (phrase.length === 1) return pluralNoun === true ? [] : singular;
  const determiner = phrase[0] ?? '';
  if (SINGULAR_DETERMINER.test(determiner)) return singular;
  if (
    /^(die|diese|jene|(mein|dein|sein|ihr|unser|eur|kein)e)$/i.test(determiner) &&
    pluralNoun === undefined
  ) {
    const known = (lexicon.german.nouns ?? []).some((entry) => entry.noun === noun);
    return known ? singular : [];
  }
  return [];
}

/**
 * A comparison after sein with sein said again at its end (Meine Schwester ist älter als mein
 * Bruder ist; Hamburg ist nicht so groß wie Berlin ist): the last word left out when it is a form
 * of sein in the main clause's tense that agrees with the noun phrase after als (after a
 * comparative) or wie (after so, genauso, ebenso). Another verb, another tense or a form that does
 * not agree (als meine Brüder ist) has no rewrite.
 */
export function comparisonVerbVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words } = variant;
  const last = words.length - 1;
  const verb = words[last] ?? '';
  if (last < 4 || !(SEIN_PRESENT.test(verb) || SEIN_PAST.test(verb))) return [];
  for (let at = last - 2; at >= 2; at -= 1) {
    const word = words[at] ?? '';
    const comparison =
      (word === 'als' && /er$/.test(words[at - 1] ?? '')) ||
      (word === 'wie' && /^(so|genauso|ebenso)$/.test(words[at - 2] ?? ''));
    if (!comparison) continue;
    const copula = words.slice(0, at).find((w) => SEIN_PRESENT.test(lower(w)) || SEIN_PAST.test(lower(w)));
    if (copula === undefined) return [];
    const tense = SEIN_PRESENT.test(lower(copula)) ? SEIN_PRESENT : SEIN_PAST;
    if (!tense.test(verb) || !seinFormsFor(words, at + 1, last, lexicon).includes(verb)) return [];
    return [{ words: words.slice(0, last), from: variant.from.slice(0, last) }];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Particles: bitte where German allows it, and the optional particles of the lexicon.

/** An English progressive (is building, is being built): gerade may be added or left out. */
export function isEnglishProgressive(prompt: string): boolean {
  const text = withoutPromptNotes(prompt).replace(/’/g, "'");
  return /\b(am|is|are|was|were|be|been|being|i'm|you're|we're|they're|he's|she's|it's)\b.*\b\w{2,}ing\b/i.test(
    text,
  );
}

/** The prompt without its bracketed notes ((informal), (formal, pl.)). */
function withoutPromptNotes(prompt: string): string {
  return prompt.replace(/\([^)]*\)/g, ' ').trim();
}

function isImperativePrompt(prompt: string): boolean {
  const text = withoutPromptNotes(prompt);
  return /!\s*$/.test(text) || /^\s*please\b/i.test(text);
}

/** A question, or a prompt with a question in it (Where is the key? I need it.). */
function isQuestionPrompt(prompt: string): boolean {
  return /\?/.test(withoutPromptNotes(prompt));
}

/** könnte for kann in a request: the polite past subjunctive asks the same favour. */
const POLITE_KOENNEN: Readonly<Record<string, string>> = {
  könnte: 'kann',
  könntest: 'kannst',
  könnten: 'können',
  könntet: 'könnt',
};

/**
 * A request put as a question (Can you help me?) asked with könnte (Könntest du mir helfen?):
 * the learner's könnte-form opening the question is read as the kann-form of the same person.
 */
function politeRequestVariant(variant: Variant, prompt: string | undefined): Variant[] {
  if (prompt === undefined || !isRequestPrompt(prompt) || !/^\s*can\b/i.test(withoutPromptNotes(prompt)))
    return [];
  const plain = POLITE_KOENNEN[lower(variant.words[0] ?? '')];
  if (plain === undefined) return [];
  return [{ ...variant, words: [plain, ...variant.words.slice(1)] }];
}

/** A request put as a question: Can you …? Could you …? Would you …? May I …? */
function isRequestPrompt(prompt: string): boolean {
  const text = withoutPromptNotes(prompt);
  return /\?\s*$/.test(text) && /^\s*(can|could|would|will|may|can't|won't)\s+(you|i|we)\b/i.test(text);
}

function particleApplies(when: OptionalParticle['when'], prompt: string): boolean {
  if (when === 'progressive') return isEnglishProgressive(prompt);
  if (when === 'question') return isQuestionPrompt(prompt);
  if (when === 'request') return isRequestPrompt(prompt);
  if (when === 'contrast') return /\bbut\b/i.test(withoutPromptNotes(prompt));
  return isImperativePrompt(prompt);
}

/** Subject pronouns that follow a verb-first imperative or question (nehmen Sie, kannst du). */
const SUBJECT_AFTER_VERB = new Set(['du', 'sie', 'ihr', 'wir', 'er', 'es', 'ich']);

/**
 * Whether a particle (bitte, mal, doch, gerade …) may stand at `at` of the words: between two
 * parts, never inside a phrase (after an article, a preposition or a degree word: "Mach die bitte
 * Tür zu", "mit bitte dem Zug"), nor between a verb that opens the sentence and its subject
 * pronoun ("Nehmen bitte Sie Platz").
 */
export function particleFitsAt(words: readonly string[], at: number): boolean {
  // the end of the sentence closes every phrase (Mach das Fenster zu, bitte!)
  if (at === words.length - 1) return true;
  const before = lower(words[at - 1] ?? '');
  // ihr is also the subject pronoun (Was kauft ihr denn …): a determiner only before a noun
  const pronounIhr = before === 'ihr' && at > 1 && !isNounAt(words, at + 1);
  if (at > 0 && !pronounIhr && (isDeterminer(before) || isPreposition(before) || isContraction(before)))
    return false;
  if (['sehr', 'so', 'zu', 'ganz', 'ziemlich', 'besonders'].includes(before)) return false;
  // an adjective between an article and its noun: die große bitte Tür
  const after = words[at + 1];
  if (
    at > 1 &&
    after !== undefined &&
    isNounAt(words, at + 1) &&
    /^[a-zäöüß]+(e|en|em|er|es)$/.test(words[at - 1] ?? '') &&
    isDeterminer(words[at - 2] ?? '')
  )
    return false;
  if (at === 1 && after !== undefined && SUBJECT_AFTER_VERB.has(lower(after))) return false;
  return true;
}

/** Unstressed object pronouns: they come before a particle in the middle field (hilf mir mal). */
const WEAK_OBJECT_PRONOUNS = new Set(['mir', 'mich', 'dir', 'dich', 'ihm', 'ihn', 'uns', 'euch', 'sich']);

/** Subordinators that close their clause with its verb (the particle never follows it there). */
const VERB_LAST_OPENERS = new Set([
  'dass',
  'weil',
  'wenn',
  'ob',
  'obwohl',
  'bevor',
  'nachdem',
  'damit',
  'sobald',
  'falls',
]);

/**
 * Whether a particle the learner added stands in its clause's middle field, where German puts it:
 * not opening a clause (aber gerade er arbeitet, Was denn machst du?, dass gerade er …), not after
 * an unstressed object pronoun's place (Kannst du mal mir helfen?), and not after the closing verb
 * of a verb-last clause (…, dass er arbeitet gerade).
 */
function inMiddleField(words: readonly string[], at: number): boolean {
  const before = lower(words[at - 1] ?? '');
  if (COORDINATORS.has(before) || SUBORDINATORS.has(before) || QUESTION_WORDS.has(before)) return false;
  if (WEAK_OBJECT_PRONOUNS.has(lower(words[at + 1] ?? ''))) return false;
  if (at === words.length - 1) {
    for (let index = at - 1; index > 0; index -= 1) {
      const word = lower(words[index] ?? '');
      if (COORDINATORS.has(word)) break;
      if (VERB_LAST_OPENERS.has(word)) return false;
      // a question word opens a verb-last clause inside a sentence (…, wo er gerade ist), not
      // after und or aber (und was machst du denn?)
      if (QUESTION_WORDS.has(word)) {
        if (COORDINATORS.has(lower(words[index - 1] ?? ''))) break;
        return false;
      }
    }
  }
  return true;
}

/** A prompt that says now in words (now, right now, at the moment): jetzt or gerade must be written. */
const SAYS_NOW = /\b(now|at the moment|currently)\b/i;

function* particleVariants(
  variant: Variant,
  particlesInPlay: readonly OptionalParticle[],
  prompt = '',
): Generator<Variant> {
  const { words } = variant;
  const n = words.length;
  // bitte may stand anywhere between two parts: a listed bitte is found wherever the learner put it
  const bitte = words.findIndex((word) => lower(word) === 'bitte');
  if (bitte >= 0 && particleFitsAt(words, bitte)) {
    const rest = range(0, n).filter((index) => index !== bitte);
    for (let at = 0; at <= rest.length; at += 1)
      if (at !== bitte) yield permuted(variant, [...rest.slice(0, at), bitte, ...rest.slice(at)]);
  }
  // a full hour without Uhr (seit sieben, um acht): Uhr is understood
  for (let index = 0; index < n; index += 1)
    if (HOURS.has(lower(words[index] ?? '')) && words[index + 1] !== 'Uhr')
      yield {
        words: [...words.slice(0, index + 1), 'Uhr', ...words.slice(index + 1)],
        from: [
          ...variant.from.slice(0, index + 1),
          variant.from[index] ?? index,
          ...variant.from.slice(index + 1),
        ],
      };
  // das da, dies da: "that (one) there" is "that"
  const da = words.findIndex((word, index) => word === 'da' && /^(das|dies)$/i.test(words[index - 1] ?? ''));
  if (da > 0)
    yield permuted(
      variant,
      range(0, n).filter((index) => index !== da),
    );
  // a contrast's particle (trotzdem) belongs to the clause after aber, never to the first
  const aber = words.findIndex((word) => lower(word) === 'aber');
  for (const particle of particlesInPlay) {
    const contrast = particle.when === 'contrast';
    const at = words.findIndex((word) => lower(word) === particle.word);
    if (contrast && (aber < 0 || (at >= 0 && at < aber))) continue;
    if (contrast && at === aber + 1) {
      // first after aber, the particle takes the verb's place before the subject (aber trotzdem
      // gehen wir): left out with a pronoun subject put back before the verb (aber wir gehen);
      // left out alone it would let the verb third through (aber trotzdem wir gehen)
      const verb = at + 1;
      if (NOMINATIVE_PRONOUNS.has(lower(words[verb + 1] ?? '')))
        yield permuted(variant, [...range(0, at), verb + 1, verb, ...range(verb + 2, n)]);
      continue;
    }
    // A particle the learner added is left out where it stands between two parts. A fronted
    // particle (Gerade legt sie …) is left out from the orders with the subject first; bitte opens
    // a request on its own (Bitte mach die Tür zu!), so it is left out at the front too.
    if (
      (at > 0 || (at === 0 && particle.word === 'bitte')) &&
      particleFitsAt(words, at) &&
      (particle.word === 'bitte' || inMiddleField(words, at))
    )
      yield permuted(
        variant,
        range(0, n).filter((index) => index !== at),
      );
    else if (at < 0 && !(particle.when === 'progressive' && SAYS_NOW.test(prompt))) {
      // a progressive's particle may be added by the learner, but never left out where the prompt says now
      for (let index = contrast ? aber + 1 : 1; index < n; index += 1)
        if (particleFitsAt([...words.slice(0, index), particle.word, ...words.slice(index)], index))
          yield {
            words: [...words.slice(0, index), particle.word, ...words.slice(index)],
            from: [
              ...variant.from.slice(0, index),
              variant.from[index] ?? index,
              ...variant.from.slice(index),
            ],
          };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers: a cardinal written in digits for the number word the course writes (um 8 Uhr: um acht).

/**
 * The learner's words with every cardinal in digits written as its German word (1: eins or ein);
 * an hour of the 24-hour clock before Uhr also as the 12-hour word (um 13 Uhr: um ein Uhr), unless
 * the prompt says morning.
 */
function numberWordVariants(variant: Variant, prompt: string | undefined): Variant[] {
  const { words } = variant;
  let variants: Variant[] = [];
  const morning = /\b(morning|a\.?m\.?)(\W|$)/i.test(prompt ?? '');
  for (const [at, word] of words.entries()) {
    const hour = Number(word);
    const spelled = [
      ...cardinalWords(word, 'de'),
      ...(words[at + 1] === 'Uhr' && hour >= 13 && hour <= 24 && !morning
        ? cardinalWords(String(hour - 12), 'de')
        : []),
    ];
    if (spelled.length === 0) continue;
    variants = (variants.length === 0 ? [variant] : variants).flatMap((current) =>
      spelled.map((form) => ({
        ...current,
        words: current.words.map((other, index) => (index === at ? form : other)),
      })),
    );
  }
  return variants.slice(0, 6);
}

// ---------------------------------------------------------------------------------------------
// Contractions: a preposition fused with the article (zum, ins, unterm) and es after a verb (hat's).

/** Contractions of spoken German: accepted when the learner writes them, never asked for. */
const SPOKEN_CONTRACTIONS = new Set(['unterm', 'überm', 'hinterm', 'vorm']);

/** Words that end in -ts and are not a verb with 's (nichts, rechts). */
const NOT_VERB_ES = new Set(['nichts', 'rechts', 'links', 'nachts', 'bereits', 'stets', 'abends']);

/**
 * The learner's words with every contraction written out (unterm → unter dem; hat's, written
 * hats once the apostrophe is gone, → hat es) and with every preposition and article that German
 * fuses written fused (in das → ins). Either way is German; the accepted answer decides which it
 * lists. A fused form for the wrong gender stays wrong: zum Bank is zu dem Bank.
 */
function* contractionVariants(variant: Variant): Generator<Variant> {
  const { words, from } = variant;
  const expanded: string[] = [];
  const expandedFrom: number[] = [];
  let changed = false;
  for (const [index, word] of words.entries()) {
    const origin = from[index] ?? index;
    const fused = CONTRACTIONS[index === 0 ? lower(word) : word];
    const es = /^([a-zäöüß]+t|war)s$/.exec(word);
    if (fused !== undefined) {
      const preposition = index === 0 ? word.charAt(0) + fused[0].slice(1) : fused[0];
      expanded.push(preposition, fused[1]);
      expandedFrom.push(origin, origin);
      changed = true;
    } else if (index > 0 && es !== null && !NOT_VERB_ES.has(word)) {
      expanded.push(es[1] ?? '', 'es');
      expandedFrom.push(origin, origin);
      changed = true;
    } else {
      expanded.push(word);
      expandedFrom.push(origin);
    }
  }
  if (changed) yield { words: expanded, from: expandedFrom };
  const joined: string[] = [];
  const joinedFrom: number[] = [];
  changed = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const fused = contractionOf(index === 0 ? lower(word) : word, words[index + 1] ?? '');
    // the colloquial ones (unterm, vorm) are only written out, never made from a learner's unter dem
    if (fused !== undefined && !SPOKEN_CONTRACTIONS.has(fused)) {
      joined.push(index === 0 ? word.charAt(0) + fused.slice(1) : fused);
      joinedFrom.push(from[index] ?? index);
      index += 1;
      changed = true;
    } else {
      joined.push(word);
      joinedFrom.push(from[index] ?? index);
    }
  }
  if (changed) yield { words: joined, from: joinedFrom };
}

// ---------------------------------------------------------------------------------------------
// A separable verb for a simple one: Mach die Tür zu! for Schließ die Tür!

/**
 * The learner's separable verb written as its simple synonym (mach … zu → schließ), or the
 * learner's simple verb as the separable one with its prefix at the end of the clause; the
 * verb's person is kept, and the prefix must be there: "Mach die Tür!" stays wrong.
 */
function separableVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  const out: Variant[] = [];
  const { words } = variant;
  const n = words.length;
  for (const synonym of lexicon?.german.separableSynonyms ?? [])
    for (const [at, word] of words.entries()) {
      const form = at === 0 ? lower(word) : word;
      for (const [separable, simple] of synonym.forms) {
        if (form === separable) {
          const prefixAt = words.lastIndexOf(synonym.prefix);
          if (prefixAt <= at + 1) continue;
          const order = range(0, n).filter((index) => index !== prefixAt);
          out.push({
            words: order.map((index) => (index === at ? simple : (words[index] ?? ''))),
            from: order.map((index) => variant.from[index] ?? index),
          });
        } else if (form === simple)
          for (let end = n; end > at + 1; end -= 1)
            out.push({
              words: [
                ...words.slice(0, end).map((w, index) => (index === at ? separable : w)),
                synonym.prefix,
                ...words.slice(end),
              ],
              from: [...variant.from.slice(0, end), variant.from[at] ?? at, ...variant.from.slice(end)],
            });
      }
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Relative pronouns: welcher, welche, welches for der, die, das, in every case.

/** The der-word relative pronoun for each form of welcher (welchen: masculine accusative or dative plural). */
const RELATIVE_WELCH: Readonly<Record<string, readonly string[]>> = {
  welcher: ['der'],
  welche: ['die'],
  welches: ['das'],
  welchen: ['den', 'denen'],
  welchem: ['dem'],
};

/**
 * The learner's relative clauses with welcher written as der (der Mann, welchem ich helfe → dem):
 * a welch- form right after a noun, or after a preposition after a noun (die Stadt, in welcher …),
 * is a relative pronoun; its gender, number and case stay the learner's, so a wrong case stays
 * wrong. A question word welcher (Welches Lied singt ihr?) opens a sentence or follows a verb.
 */
function relativeVariants(variant: Variant): Variant[] {
  let variants: Variant[] = [];
  const { words } = variant;
  for (let at = words.length - 1; at > 0; at -= 1) {
    const forms = RELATIVE_WELCH[words[at] ?? ''];
    if (forms === undefined) continue;
    const afterNoun =
      isNounAt(words, at - 1) || (isPreposition(words[at - 1] ?? '') && isNounAt(words, at - 2));
    if (!afterNoun) continue;
    const current = variants.length === 0 ? [variant] : variants;
    variants = current.flatMap((base) =>
      forms.map((form) => ({
        ...base,
        words: base.words.map((word, index) => (index === at ? form : word)),
      })),
    );
  }
  return variants;
}

// ---------------------------------------------------------------------------------------------
// Relative wo after a place: die Stadt, wo wir wohnen for die Stadt, in der wir wohnen.

/**
 * Nouns of places where something is or happens, by gender: wo may stand for in, an or auf with
 * the relative pronoun after them. The lexicon gives nouns no meaning, so the list is kept here;
 * a compound counts by its last part (Hauptstadt, Wohnzimmer, Rathaus). Nouns of time (der Tag,
 * wo …) and of persons are not in it: there wo is wrong.
 */
const PLACE_NOUNS: Readonly<Record<string, NounGender>> = {
  stadt: 'feminine',
  straße: 'feminine',
  wohnung: 'feminine',
  schule: 'feminine',
  universität: 'feminine',
  kirche: 'feminine',
  bibliothek: 'feminine',
  küche: 'feminine',
  insel: 'feminine',
  gegend: 'feminine',
  region: 'feminine',
  firma: 'feminine',
  kneipe: 'feminine',
  bäckerei: 'feminine',
  apotheke: 'feminine',
  haltestelle: 'feminine',
  klinik: 'feminine',
  welt: 'feminine',
  haus: 'neuter',
  land: 'neuter',
  dorf: 'neuter',
  restaurant: 'neuter',
  hotel: 'neuter',
  zimmer: 'neuter',
  café: 'neuter',
  kino: 'neuter',
  theater: 'neuter',
  museum: 'neuter',
  geschäft: 'neuter',
  büro: 'neuter',
  gebäude: 'neuter',
  krankenhaus: 'neuter',
  stadion: 'neuter',
  viertel: 'neuter',
  ort: 'masculine',
  platz: 'masculine',
  park: 'masculine',
  garten: 'masculine',
  bahnhof: 'masculine',
  flughafen: 'masculine',
  laden: 'masculine',
  supermarkt: 'masculine',
  markt: 'masculine',
  strand: 'masculine',
  berg: 'masculine',
  stadtteil: 'masculine',
};

/** The gender of a place noun (or a compound ending in one), if the word is one. */
function placeNounGender(word: string): NounGender | undefined {
  if (!/^[A-ZÄÖÜ]/.test(word)) return undefined;
  const l = lower(word);
  for (const [noun, gender] of Object.entries(PLACE_NOUNS))
    if (l === noun || (l.endsWith(noun) && l.length > noun.length + 2)) return gender;
  return undefined;
}

/**
 * The learner's relative wo right after a singular place noun, written as in, an or auf with the
 * dative relative pronoun of the noun's gender (die Stadt, wo …: die Stadt, in der …; das Hotel,
 * wo …: in dem, an dem, auf dem). After a person or a time (der Mann, wo …; der Tag, wo …) there
 * is no rewrite.
 */
function placeRelativeVariants(variant: Variant): Variant[] {
  const { words } = variant;
  const out: Variant[] = [];
  for (let at = 1; at < words.length - 1; at += 1) {
    if (words[at] !== 'wo') continue;
    const gender = placeNounGender(words[at - 1] ?? '');
    if (gender === undefined) continue;
    const pronoun = gender === 'feminine' ? 'der' : 'dem';
    for (const preposition of ['in', 'an', 'auf'])
      out.push({
        words: [...words.slice(0, at), preposition, pronoun, ...words.slice(at + 1)],
        from: [
          ...variant.from.slice(0, at),
          variant.from[at] ?? at,
          variant.from[at] ?? at,
          ...variant.from.slice(at + 1),
        ],
      });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Synonyms: the course's word for the learner's, with articles and endings in agreement.

type Column = NounGender | 'plural';
type DeterminerKind = 'definite' | 'ein' | 'der';

interface Determiner {
  readonly kind: DeterminerKind;
  /** The word before the ending (mein, dies), as written; for der/die/das ''. */
  readonly stem: string;
  /** The preposition fused into it (zum: zu), if any. */
  readonly fused?: string;
}

const ENDING_OF_DEFINITE: Readonly<Record<string, string>> = {
  der: 'er',
  die: 'e',
  das: 'es',
  den: 'en',
  dem: 'em',
  des: 'es',
};

function derEnding(tables: DeclensionTables, column: Column, grammaticalCase: number): string {
  return ENDING_OF_DEFINITE[tables.definite[column][grammaticalCase] ?? ''] ?? '';
}

function einEnding(tables: DeclensionTables, column: Column, grammaticalCase: number): string {
  if (column === 'plural') return derEnding(tables, column, grammaticalCase);
  return (tables.indefinite[column][grammaticalCase] ?? 'ein').slice(3);
}

function determinerForm(
  tables: DeclensionTables,
  determiner: Determiner,
  column: Column,
  grammaticalCase: number,
): string | undefined {
  if (determiner.kind === 'definite') return tables.definite[column][grammaticalCase];
  if (determiner.kind === 'der') return determiner.stem + derEnding(tables, column, grammaticalCase);
  if (column === 'plural' && /^ein$/i.test(determiner.stem)) return undefined;
  const stem = determiner.stem;
  const ending = einEnding(tables, column, grammaticalCase);
  // euer loses its e before an ending
  if (/^euer$/i.test(stem)) return ending === '' ? stem : stem.slice(0, 2) + 'r' + ending;
  return stem + ending;
}

function determinerOf(word: string): Determiner | undefined {
  const l = lower(word);
  const fused = CONTRACTIONS[l];
  if (fused !== undefined) return { kind: 'definite', stem: '', fused: fused[0] };
  if (l in ENDING_OF_DEFINITE) return { kind: 'definite', stem: '' };
  const ein = /^(ein|kein|mein|dein|sein|ihr|unser|euer|eur)(e|en|em|er|es)?$/i.exec(word);
  if (ein !== null) {
    const stem = ein[1] ?? '';
    return { kind: 'ein', stem: /^eur$/i.test(stem) ? stem.slice(0, 2) + 'er' : stem };
  }
  const der = /^(dies|jed|welch|jen|manch|solch|all)(e|en|em|er|es)$/i.exec(word);
  if (der !== null) return { kind: 'der', stem: der[1] ?? '' };
  return undefined;
}

function adjectiveEnding(
  tables: DeclensionTables,
  determiner: Determiner | undefined,
  column: Column,
  grammaticalCase: number,
): string | undefined {
  if (determiner === undefined)
    return column === 'plural' ? derEnding(tables, column, grammaticalCase) : undefined;
  if (determiner.kind === 'ein') {
    if (column === 'plural') return 'en';
    return tables.afterIndefinite[column][grammaticalCase];
  }
  return tables.afterDefinite[column][grammaticalCase];
}

function pluralDative(plural: string): string {
  return /[ns]$/.test(plural) ? plural : `${plural}n`;
}

/** The form of a noun in a number and case (genitive singular of der/das nouns with -s or -es). */
function nounForms(noun: LexiconNoun, column: Column, grammaticalCase: number): string[] {
  if (column === 'plural') {
    if (noun.plural === undefined) return [];
    return [grammaticalCase === 2 ? pluralDative(noun.plural) : noun.plural];
  }
  if (noun.weak === true && grammaticalCase > 0)
    return [`${noun.noun}${noun.weakEnding ?? (/e$/.test(noun.noun) ? 'n' : 'en')}`];
  if (grammaticalCase === 3 && noun.gender !== 'feminine')
    return /(s|ß|z|x)$/.test(noun.noun) ? [`${noun.noun}es`] : [`${noun.noun}s`, `${noun.noun}es`];
  return [noun.noun];
}

/** The numbers and cases a written noun form can be in. */
function readingsOfNoun(noun: LexiconNoun, written: string): { column: Column; cases: number[] }[] {
  const readings: { column: Column; cases: number[] }[] = [];
  const singular = [0, 1, 2, 3].filter((c) => nounForms(noun, noun.gender, c).includes(written));
  if (singular.length > 0) readings.push({ column: noun.gender, cases: singular });
  const plural = [0, 1, 2, 3].filter((c) => nounForms(noun, 'plural', c).includes(written));
  if (plural.length > 0) readings.push({ column: 'plural', cases: plural });
  return readings;
}

const HOURS = new Set([
  'eins',
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
]);

/** Determiners no subject can have (meiner Mutter, den Kindern, diesem Haus). */
const NOT_NOMINATIVE =
  /^(den|dem|des|(ein|kein|mein|dein|sein|ihr|unser|eur)(em|en|er|es)|(dies|jed|welch|jen|manch|all)(em|en))$/;

const COPULAS =
  /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wird|werde|wirst|werden|werdet|wurde|wurden|bleibe|bleibst|bleibt|bleiben|blieb|blieben|heißt|heiße|heißen)$/;

/**
 * The cases a noun phrase at [start, end) can be in by its place in the learner's sentence: after a
 * preposition the cases it governs; otherwise nominative only when no other word is surely the
 * subject (or the verb is sein, werden, bleiben, heißen), and accusative or dative only when
 * something else can be the subject.
 */
function casesByPlace(
  words: readonly string[],
  start: number,
  end: number,
  fused: string | undefined,
): number[] {
  const preposition = fused ?? (start > 0 ? lower(words[start - 1] ?? '') : '');
  const governed = PREPOSITION_CASES[preposition];
  if (governed !== undefined && (fused !== undefined || isPreposition(preposition))) return [...governed];
  // right after sein, werden or bleiben as the clause's only verb, the phrase is its predicate
  // (Das ist ein Wagen, never einen Wagen); with a participle or infinitive at the end it may be
  // an object (Ich bin dem Mann gefolgt)
  const last = words[words.length - 1] ?? '';
  // so is one after sondern in a sentence of sein (Das ist keine Kirche, sondern ein Schloss)
  const before = lower(words[start - 1] ?? '');
  const predicate =
    COPULAS.test(before) || (before === 'sondern' && words.some((word) => COPULAS.test(lower(word))));
  if (start > 0 && predicate && !/^[a-zäöüß]+(t|en)$/.test(last)) return [0];
  const others = words.filter((_, index) => index < start || index >= end).map(lower);
  const copula = others.some((word) => COPULAS.test(word));
  const surelySubject = others.some((word) => ONLY_NOMINATIVE.has(word));
  const maybeSubject =
    others.some((word) => NOMINATIVE_PRONOUNS.has(word)) ||
    words.some(
      (word, index) =>
        (index < start || index >= end) &&
        index > 0 &&
        word.charAt(0) !== word.charAt(0).toLowerCase() &&
        !isPreposition(lower(words[index - 1] ?? '')) &&
        !NOT_NOMINATIVE.test(lower(words[index - 1] ?? '')),
    ) ||
    (start > 0 &&
      (words[0] ?? '').charAt(0) !== (words[0] ?? '').charAt(0).toLowerCase() &&
      !isPronoun(words[0] ?? ''));
  // the subject of a main clause is its first part or comes right after the verb
  const previous = lower(words[start - 1] ?? '');
  const firstWord = lower(words[0] ?? '');
  const firstCanBeSubject =
    NOMINATIVE_PRONOUNS.has(firstWord) ||
    (isDeterminer(firstWord) && !/(en|em)$/.test(firstWord)) ||
    (isNounAt(words, 0) && !isPronoun(firstWord));
  const subjectPlace =
    start === 0 || CLAUSE_CONJUNCTIONS.has(previous) || (isVerbLike(words, start - 1) && !firstCanBeSubject);
  const cases: number[] = [];
  if (copula || (!surelySubject && subjectPlace)) cases.push(0);
  if (maybeSubject || surelySubject) cases.push(1, 2);
  cases.push(3);
  return cases;
}

export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly words: readonly string[];
}

/** A relative pronoun in a column and case: the definite article but for denen and the genitives. */
function relativeForm(tables: DeclensionTables, column: Column, grammaticalCase: number): string | undefined {
  if (grammaticalCase === 3) return column === 'feminine' || column === 'plural' ? 'deren' : 'dessen';
  if (grammaticalCase === 2 && column === 'plural') return 'denen';
  return tables.definite[column][grammaticalCase];
}

const RELATIVE_FORMS = /^(der|die|das|dem|den|dessen|deren|denen)$/;

/**
 * A relative clause right after a noun at `at` (der Autor, dessen Romane ich mag, wohnt …; die
 * Stadt, in der …): where its pronoun is and where the clause ends (the word before the main
 * clause's verb, which follows the clause's own verb, or the sentence's end). A der-form followed by a capitalised word or
 * an adjective before one is read as a genitive article (das Buch der alten Frau), not a pronoun.
 */
function relativeClauseAfter(
  words: readonly string[],
  at: number,
): { pronoun: number; end: number } | undefined {
  const preposition = isPreposition(lower(words[at + 1] ?? '')) ? 1 : 0;
  const pronoun = at + 1 + preposition;
  const form = words[pronoun] ?? '';
  if (!RELATIVE_FORMS.test(form)) return undefined;
  if (!/^(dessen|deren|denen)$/.test(form)) {
    const next = words[pronoun + 1] ?? '';
    const after = words[pronoun + 2] ?? '';
    const capital = (word: string) => word !== '' && word.charAt(0) !== word.charAt(0).toLowerCase();
    if (next === '' || capital(next) || (/^[a-zäöüß]+(e|en|em|er|es)$/.test(next) && capital(after)))
      return undefined;
  }
  for (let end = pronoun + 2; end + 1 < words.length; end += 1)
    if (isVerbLike(words, end) && isVerbLike(words, end + 1)) return { pronoun, end: end + 1 };
  // or it closes the sentence, ending on its verb (ich lese das Magazin, das du magst)
  if (pronoun + 2 < words.length && isVerbLike(words, words.length - 1))
    return { pronoun, end: words.length };
  return undefined;
}

function nounReplacements(
  words: readonly string[],
  at: number,
  group: readonly LexiconNoun[],
  tables: DeclensionTables,
): Replacement[] {
  const written = words[at] ?? '';
  const own = group.find((noun) => readingsOfNoun(noun, written).length > 0);
  if (own === undefined) return [];
  // adjectives, then the determiner, before the noun
  let start = at;
  while (
    start > 0 &&
    /^[a-zäöüß]+(e|en|em|er|es)$/.test(words[start - 1] ?? '') &&
    determinerOf(words[start - 1] ?? '') === undefined
  )
    start -= 1;
  const determinerWord = start > 0 ? words[start - 1] : undefined;
  const determiner = determinerWord === undefined ? undefined : determinerOf(determinerWord);
  // without a determiner the words before the noun are not taken for adjectives (wir haben Räder)
  if (determiner === undefined) start = at;
  const adjectives = words.slice(start, at);
  if (determiner !== undefined) start -= 1;
  // a relative clause after the noun is no part of its clause: its subject (dessen Romane ich mag)
  // is not the noun's clause's, and its pronoun agrees with the noun
  const relative = relativeClauseAfter(words, at);
  const clauseWords =
    relative === undefined ? words : [...words.slice(0, at + 1), ...words.slice(relative.end)];
  const placeCases = casesByPlace(clauseWords, start, at + 1, determiner?.fused);
  const relativeWord = relative === undefined ? undefined : (words[relative.pronoun] ?? '');
  // the pronoun's case by its clause: a preposition's cases; not a nominative beside ich, wir …
  const relativeCaseFits = (grammaticalCase: number): boolean => {
    if (relative === undefined) return false;
    if (relative.pronoun > at + 1) {
      const governed = PREPOSITION_CASES[lower(words[at + 1] ?? '')];
      return governed === undefined || governed.includes(grammaticalCase);
    }
    const clause = words.slice(relative.pronoun + 1, relative.end).map(lower);
    return grammaticalCase !== 0 || !clause.some((word) => ONLY_NOMINATIVE.has(word));
  };
  const replacements: Replacement[] = [];
  for (const reading of readingsOfNoun(own, written)) {
    for (const grammaticalCase of reading.cases) {
      if (!placeCases.includes(grammaticalCase)) continue;
      // the learner's determiner and endings must agree with the learner's noun in this reading
      if (determiner !== undefined) {
        const expected = determinerForm(tables, determiner, reading.column, grammaticalCase);
        const fusedForm =
          determiner.fused === undefined || expected === undefined
            ? expected
            : contractionOf(determiner.fused, expected);
        if (fusedForm === undefined || lower(fusedForm) !== lower(determinerWord ?? '')) continue;
      }
      const ending = adjectiveEnding(tables, determiner, reading.column, grammaticalCase);
      if (
        adjectives.length > 0 &&
        (ending === undefined || !adjectives.every((adjective) => adjective.endsWith(ending)))
      )
        continue;
      // the learner's relative pronoun must agree with the learner's noun; it is then said for the
      // course's noun in the same case (das Magazin, das …: die Zeitschrift, die …)
      const relativeCases =
        relativeWord === undefined
          ? []
          : [0, 1, 2, 3].filter(
              (c) => relativeForm(tables, reading.column, c) === relativeWord && relativeCaseFits(c),
            );
      if (relativeWord !== undefined && relativeCases.length === 0) continue;
      for (const target of group) {
        if (target === own) continue;
        const column: Column = reading.column === 'plural' ? 'plural' : target.gender;
        const relativeForms = new Set(relativeCases.map((c) => relativeForm(tables, column, c)));
        const targetEnding = adjectiveEnding(tables, determiner, column, grammaticalCase);
        const stems = adjectives.map((adjective) =>
          adjective.slice(0, adjective.length - (ending?.length ?? 0)),
        );
        const newAdjectives =
          targetEnding === undefined ? adjectives : stems.map((stem) => stem + targetEnding);
        let newDeterminer: string[] = [];
        if (determiner !== undefined) {
          const form = determinerForm(tables, determiner, column, grammaticalCase);
          if (form === undefined) continue;
          if (determiner.fused !== undefined) {
            const fused = contractionOf(determiner.fused, form);
            newDeterminer = fused === undefined ? [determiner.fused, form] : [fused];
          } else newDeterminer = [form];
        }
        for (const noun of nounForms(target, column, grammaticalCase)) {
          const phrase = [...newDeterminer, ...newAdjectives, noun];
          if (relative === undefined) {
            replacements.push({ start, end: at + 1, words: phrase });
            continue;
          }
          // the replacement runs to the pronoun (after a preposition: die Stadt, in der)
          const between = words.slice(at + 1, relative.pronoun);
          for (const form of relativeForms)
            if (form !== undefined)
              replacements.push({ start, end: relative.pronoun + 1, words: [...phrase, ...between, form] });
        }
      }
    }
  }
  return replacements;
}

const REGULAR_ENDINGS = ['en', 'e', 'st', 'est', 't', 'et', 'te', 'test', 'ten', 'tet', 'n'];

function verbReplacements(words: readonly string[], at: number, group: readonly string[]): Replacement[] {
  const written = words[at] ?? '';
  const form = at === 0 ? lower(written) : written;
  const stems = group.map((infinitive) => infinitive.replace(/e?n$/, ''));
  const replacements: Replacement[] = [];
  for (const [index, stem] of stems.entries()) {
    let suffix: string | undefined;
    let participle = false;
    if (form === `ge${stem}t` || form === `ge${stem}et`) {
      participle = true;
      suffix = form.slice(2 + stem.length);
    } else if (form.startsWith(stem) && REGULAR_ENDINGS.includes(form.slice(stem.length)))
      suffix = form.slice(stem.length);
    if (suffix === undefined) continue;
    for (const [other, otherStem] of stems.entries()) {
      if (other === index) continue;
      const base = participle ? `ge${otherStem}` : otherStem;
      const endings =
        /[td]$/.test(otherStem) === /[td]$/.test(stem)
          ? [suffix]
          : [suffix, suffix.replace(/^e/, ''), `e${suffix}`];
      for (const ending of new Set(endings))
        replacements.push({ start: at, end: at + 1, words: [base + ending] });
    }
  }
  return replacements;
}

function wordReplacements(words: readonly string[], at: number, group: readonly string[]): Replacement[] {
  const replacements: Replacement[] = [];
  for (const phrase of group) {
    const parts = phrase.split(' ');
    const matches = parts.every((part, offset) => {
      const word = words[at + offset];
      return word !== undefined && (at + offset === 0 ? lower(word) === lower(part) : word === part);
    });
    if (!matches) continue;
    for (const other of group)
      if (other !== phrase) replacements.push({ start: at, end: at + parts.length, words: other.split(' ') });
  }
  return replacements;
}

function applyReplacement(variant: Variant, replacement: Replacement): Variant {
  const { start, end } = replacement;
  const origin = variant.from[start] ?? start;
  const from = replacement.words.map(
    (_, offset) => variant.from[Math.min(start + offset, end - 1)] ?? origin,
  );
  return {
    words: [...variant.words.slice(0, start), ...replacement.words, ...variant.words.slice(end)],
    from: [...variant.from.slice(0, start), ...from, ...variant.from.slice(end)],
  };
}

/**
 * Whether a replacement's group holds here (its condition on the learner's words and the
 * prompt); a one-way group only puts its first word, the course's, for a later one.
 */
function synonymApplies(
  group: GermanSynonymGroup,
  replacement: Replacement,
  words: readonly string[],
  prompt: string | undefined,
): boolean {
  const { condition } = group;
  if (condition === undefined) return true;
  if (condition.oneWay === true && group.kind === 'word' && replacement.words.join(' ') !== group.words[0])
    return false;
  return conditionHolds(condition, words, replacement.start, replacement.end, prompt);
}

/** The learner's answer with synonyms swapped for the course's words, at most MAX_LEXICAL rewrites. */
const synonymIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, readonly GermanSynonymGroup[]>>();

/** The synonym groups by every lower-cased form that can start a match, built once per lexicon. */
function synonymIndex(lexicon: CourseLexicon): ReadonlyMap<string, readonly GermanSynonymGroup[]> {
  const built = synonymIndexes.get(lexicon);
  if (built !== undefined) return built;
  const index = new Map<string, GermanSynonymGroup[]>();
  const add = (form: string, group: GermanSynonymGroup) => {
    const key = lower(form);
    const list = index.get(key) ?? [];
    if (!list.includes(group)) list.push(group);
    index.set(key, list);
  };
  for (const group of lexicon.german.synonyms) {
    if (group.kind === 'noun') {
      for (const noun of group.words)
        for (const column of [noun.gender, 'plural'] as const)
          for (const grammaticalCase of [0, 1, 2, 3])
            for (const form of nounForms(noun, column, grammaticalCase)) add(form, group);
    } else if (group.kind === 'regular-verb') {
      for (const infinitive of group.words) {
        const stem = infinitive.replace(/e?n$/, '');
        for (const ending of REGULAR_ENDINGS) add(stem + ending, group);
        add(`ge${stem}t`, group);
        add(`ge${stem}et`, group);
      }
    } else {
      for (const phrase of group.words) add(phrase.split(' ')[0] ?? '', group);
    }
  }
  synonymIndexes.set(lexicon, index);
  return index;
}

// ---------------------------------------------------------------------------------------------
// A person's gender the English leaves open: the teacher, the journalist (Lehrer or Lehrerin).

const personIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, readonly GermanSynonymGroup[]>>();

const WITHOUT_UMLAUT: Readonly<Record<string, string>> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U' };

/**
 * The course's person nouns in pairs, the masculine and its feminine in -in (Lehrer, Lehrerin;
 * Arzt, Ärztin; Kollege, Kollegin), from the nouns and synonyms of the lexicon, by every form.
 */
function personIndex(lexicon: CourseLexicon): ReadonlyMap<string, readonly GermanSynonymGroup[]> {
  const built = personIndexes.get(lexicon);
  if (built !== undefined) return built;
  const nouns = [
    ...(lexicon.german.nouns ?? []),
    ...lexicon.german.synonyms.flatMap((group) => (group.kind === 'noun' ? group.words : [])),
  ];
  const masculine = new Map<string, LexiconNoun>();
  for (const noun of nouns) if (noun.gender === 'masculine') masculine.set(noun.noun, noun);
  const index = new Map<string, GermanSynonymGroup[]>();
  for (const feminine of nouns) {
    if (feminine.gender !== 'feminine' || !feminine.noun.endsWith('in')) continue;
    const base = feminine.noun.slice(0, -2);
    const plain = base.replace(/[äöüÄÖÜ]/g, (letter) => WITHOUT_UMLAUT[letter] ?? letter);
    const partner = [base, `${base}e`, plain]
      .map((form) => masculine.get(form))
      .find((noun) => noun !== undefined);
    if (partner === undefined) continue;
    const group: GermanSynonymGroup = {
      kind: 'noun',
      words: [partner, feminine],
      context: 'a person whose gender the English leaves open',
    };
    for (const noun of group.words)
      for (const column of [noun.gender, 'plural'] as const)
        for (const grammaticalCase of [0, 1, 2, 3])
          for (const form of nounForms(noun, column, grammaticalCase)) {
            const list = index.get(lower(form)) ?? [];
            if (!list.includes(group)) list.push(group);
            index.set(lower(form), list);
          }
  }
  personIndexes.set(lexicon, index);
  return index;
}

/**
 * Whether the learner may choose a person's gender: the prompt marks none ((m.), (f.)), and the
 * answer has no sein, werden or bleiben, whose predicate noun must agree with its subject (Mein
 * Bruder ist Lehrer).
 */
function personGenderOpen(words: readonly string[], prompt: string | undefined): boolean {
  if (prompt === undefined || /\((m|f)\.?\)|\((m|f)\.?,|\b(m|f)\.\)/i.test(prompt)) return false;
  return !words.some((word) => COPULAS.test(lower(word)));
}

function lexicalVariants(
  variant: Variant,
  lexicon: CourseLexicon,
  prompt?: string,
  genderOpen = false,
): Variant[] {
  const { tables } = lexicon.german;
  const synonyms = synonymIndex(lexicon);
  const persons = genderOpen ? personIndex(lexicon) : undefined;
  const index = {
    get: (form: string) => {
      const person = persons?.get(form);
      if (person === undefined) return synonyms.get(form);
      return [...(synonyms.get(form) ?? []), ...person];
    },
  };
  let variants: Variant[] = [variant];
  // right to left, so the indices of earlier words stay valid after a replacement
  for (let at = variant.words.length - 1; at >= 0; at -= 1) {
    const next: Variant[] = [];
    for (const current of variants) {
      const groups = index.get(lower(current.words[at] ?? ''));
      if (groups === undefined) continue;
      const replacements = groups.flatMap((group) =>
        (() => {
          if (group.kind === 'noun') return nounReplacements(current.words, at, group.words, tables);
          if (group.kind === 'regular-verb') return verbReplacements(current.words, at, group.words);
          return wordReplacements(current.words, at, group.words);
        })().filter((replacement) => synonymApplies(group, replacement, current.words, prompt)),
      );
      for (const replacement of replacements)
        if (next.length + variants.length < MAX_LEXICAL) next.push(applyReplacement(current, replacement));
    }
    variants = [...variants, ...next];
  }
  return variants;
}

/**
 * The rewrites of a German answer to try against the accepted answers, the answer itself first:
 * synonyms, particles, then each of these in every word order German allows from it. Bounded by
 * MAX_VARIANTS; lazily generated, so a check stops at the first that is accepted.
 */
export function* germanVariants(words: readonly string[], context: VariantContext): Generator<Variant> {
  const base = identity(words);
  const spelled = [base, ...numberWordVariants(base, context.prompt)];
  const unfused = [...spelled, ...spelled.flatMap((variant) => [...contractionVariants(variant)])];
  const separable = [
    ...unfused,
    ...unfused.flatMap((variant) => separableVariants(variant, context.lexicon)),
  ];
  const polite = [
    ...separable,
    ...separable.flatMap((variant) => politeRequestVariant(variant, context.prompt)),
  ];
  const written = [...polite, ...polite.flatMap(relativeVariants), ...polite.flatMap(placeRelativeVariants)];
  const bases = [
    ...written,
    ...written.flatMap((variant) => pastTenseVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => perfectToPastVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => futureAsPresentVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => meetWithVariants(variant, context.prompt)),
    ...written.flatMap(bodyPartVariants),
    ...written.flatMap(wasFuerVariants),
    ...written.flatMap(withoutZwarVariants),
    ...written.flatMap((variant) => withoutGernVariants(variant, context.prompt)),
    ...written.flatMap((variant) => umZuVariants(variant, context.lexicon)),
    ...written.flatMap((variant) => withGehenVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => frontedNichtVariants(variant, context.lexicon)),
    ...written.flatMap((variant) => frontedPredicateVariants(variant, context.lexicon)),
    ...written.flatMap((variant) => transportVariants(variant, context.lexicon)),
    ...written.flatMap((variant) => likeVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => likeToGernVariants(variant, context.lexicon, context.prompt)),
    ...written.flatMap((variant) => repeatedClauseVariants(variant, context.lexicon)),
    ...written.flatMap((variant) => comparisonVerbVariants(variant, context.lexicon)),
    ...written.flatMap(befindenVariants),
    ...written.flatMap((variant) => canRememberVariants(variant, context.prompt)),
    ...written.flatMap(aberInClauseVariants),
    ...written.flatMap(vergessenNichtVariants),
    ...written.flatMap((variant) => welchVonVariants(variant, context.lexicon)),
    ...(context.teachesGenitive === true
      ? []
      : written.flatMap((variant) => vonGenitiveVariants(variant, context.lexicon))),
    ...written.flatMap(frontedNichtSondernVariants),
    ...written.flatMap(demonstrativeObjectVariants),
  ];
  const lexical = bases.flatMap((variant) =>
    context.lexicon === undefined
      ? [variant]
      : lexicalVariants(variant, context.lexicon, context.prompt, personGenderOpen(words, context.prompt)),
  );
  let count = 0;
  const seen = new Set<string>();
  const emit = function* (variant: Variant): Generator<Variant> {
    const key = variant.words.join(' ');
    if (seen.has(key) || count >= MAX_VARIANTS) return;
    seen.add(key);
    count += 1;
    yield variant;
  };
  const ordered: Variant[] = [];
  // digits read as number words first: the closest answer then takes the learner's 8 for acht
  for (const variant of spelled.slice(1)) yield* emit(variant);
  for (const variant of lexical) {
    yield* emit(variant);
    ordered.push(variant);
  }
  for (const variant of lexical)
    // Whether a part can be subject or object is read off the learner's own words: a synonym
    // re-declined for another gender may lose its case (seinen Wagen → sein Auto).
    for (const order of wordOrders(
      variant.words,
      (index) => lower(words[variant.from[index] ?? index] ?? ''),
      (start, end) => pluralNounPhrase(variant.words, start, end, context.lexicon),
    )) {
      const moved = permuted(variant, order);
      ordered.push(moved);
      yield* emit(moved);
      // a fronted word that is no function word may be an adjective or adverb (Neu ist …)
      const firstAt = order.indexOf(0);
      const first = moved.words[firstAt] ?? '';
      if (firstAt > 0 && /^[A-ZÄÖÜ][a-zäöüß]+$/.test(first))
        yield* emit({
          ...moved,
          words: moved.words.map((word, index) => (index === firstAt ? lower(word) : word)),
        });
    }
  const prompt = context.prompt ?? '';
  const particlesInPlay = (context.lexicon?.german.optionalParticles ?? []).filter(
    (particle) =>
      particleApplies(particle.when, prompt) && conditionHolds(particle.condition, [], 0, 0, prompt),
  );
  for (const variant of ordered)
    for (const particle of particleVariants(variant, particlesInPlay, prompt)) yield* emit(particle);
}

/**
 * For the closest answer shown to a learner only (acceptance never reads it): an accepted
 * answer's noun phrases said with the learner's noun where the lexicon pairs the two, article and
 * endings re-declined for the learner's noun's gender (ein neues Auto: einen neuen Wagen when the
 * learner wrote Wagen). Each rewrite replaces words [start, end) of the accepted words; a caller
 * keeps one only when the check accepts it.
 */
export function learnersSynonymRewrites(
  accepted: readonly string[],
  learners: readonly string[],
  lexicon: CourseLexicon,
): Replacement[] {
  const { tables } = lexicon.german;
  const synonyms = synonymIndex(lexicon);
  const learnersForms = new Set(learners.map(lower));
  const rewrites: Replacement[] = [];
  for (let at = 0; at < accepted.length; at += 1) {
    const word = accepted[at] ?? '';
    for (const group of synonyms.get(lower(word)) ?? []) {
      if (group.kind !== 'noun') continue;
      const own = group.words.find((noun) => readingsOfNoun(noun, word).length > 0);
      if (own === undefined) continue;
      for (const noun of group.words) {
        if (noun === own) continue;
        const written = [noun.gender, 'plural' as const].some((column) =>
          [0, 1, 2, 3].some((c) => nounForms(noun, column, c).some((form) => learnersForms.has(lower(form)))),
        );
        if (written) rewrites.push(...nounReplacements(accepted, at, [own, noun], tables));
      }
    }
  }
  return rewrites;
}
