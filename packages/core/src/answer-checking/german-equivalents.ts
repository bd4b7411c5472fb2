// German answers that say the listed answer's sentence in another construction a teacher accepts:
// - the werden-future for a present that a future time word makes future (Who are you visiting
//   tomorrow? Wen besuchst du morgen? Wen wirst du morgen besuchen?);
// - sich treffen mit for treffen (Anna trifft sich mit ihrer Freundin: Anna trifft ihre Freundin);
// - a possessive on a body part for the dative of the person (Ich putze meine Zähne: Ich putze
//   mir die Zähne).
// Each rewrites the learner's words into the listed construction; the rewrite goes through the
// matcher like every other, so the listed answers still decide tense, case and person.
import type { CourseLexicon, GrammarVerb, LexiconNoun, NounGender } from './course-lexicon.ts';
import {
  COORDINATORS,
  isDeterminer,
  isNoun,
  isPronoun,
  isVerbLike,
  lower,
  NOMINATIVE_PRONOUNS,
  partsAt,
  SUBORDINATORS,
} from './german-parts.ts';

/** A rewrite of the learner's words; `from` gives, for each word, the learner's word it stands for. */
interface Variant {
  readonly words: readonly string[];
  readonly from: readonly number[];
}

function without(variant: Variant, drop: ReadonlySet<number>): Variant {
  const keep = variant.words.map((_, index) => index).filter((index) => !drop.has(index));
  return {
    words: keep.map((index) => variant.words[index] ?? ''),
    from: keep.map((index) => variant.from[index] ?? index),
  };
}

// ---------------------------------------------------------------------------------------------
// The werden-future for a present with a future time word.

/** Time words that make an English present (progressive) a future: tomorrow, next week, tonight … */
const FUTURE_TIME =
  /\b(tomorrow|tonight|later|soon|next (week|month|year|weekend|time|summer|winter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|this (evening|afternoon|weekend|summer|winter)|on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|in (a|an|two|three|ten) (minute|hour|day|week|month|year)s?)\b/i;

/** A past in the prompt: then the future time word belongs to another clause. */
const PAST = /\b(did|was|were|had|yesterday|ago|last)\b/i;

/** The werden-forms and the persons they stand for (ich, du, er, wir, ihr, sie). */
const WERDEN: Readonly<Record<string, readonly number[]>> = {
  werde: [0],
  wirst: [1],
  wird: [2],
  werden: [3, 5],
  werdet: [4],
};

const verbIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, GrammarVerb>>();

function verbIndex(lexicon: CourseLexicon): ReadonlyMap<string, GrammarVerb> {
  const built = verbIndexes.get(lexicon);
  if (built !== undefined) return built;
  const index = new Map<string, GrammarVerb>();
  for (const verb of lexicon.german.grammar?.verbs ?? []) index.set(verb.infinitive, verb);
  verbIndexes.set(lexicon, index);
  return index;
}

/** The modal verbs' present, irregular in the singular. */
const MODALS: Readonly<Record<string, readonly string[]>> = {
  können: ['kann', 'kannst', 'kann', 'können', 'könnt', 'können'],
  müssen: ['muss', 'musst', 'muss', 'müssen', 'müsst', 'müssen'],
  dürfen: ['darf', 'darfst', 'darf', 'dürfen', 'dürft', 'dürfen'],
  wollen: ['will', 'willst', 'will', 'wollen', 'wollt', 'wollen'],
  sollen: ['soll', 'sollst', 'soll', 'sollen', 'sollt', 'sollen'],
  mögen: ['mag', 'magst', 'mag', 'mögen', 'mögt', 'mögen'],
};

/** The present forms of an infinitive: a modal's, the course's table, else the regular endings. */
function presentForms(
  infinitive: string,
  lexicon: CourseLexicon,
): { forms: readonly string[]; prefix?: string } | undefined {
  const modal = MODALS[infinitive];
  if (modal !== undefined) return { forms: modal };
  const verb = verbIndex(lexicon).get(infinitive);
  if (verb !== undefined)
    return verb.prefix === undefined ? { forms: verb.present } : { forms: verb.present, prefix: verb.prefix };
  if (!/^[a-zäöüß]{3,}en$/.test(infinitive) || infinitive === 'werden') return undefined;
  const stem = infinitive.slice(0, -2);
  const e = /[td]$|[^aeiouhlr][mn]$/.test(stem) ? 'e' : '';
  const s = /[sßxz]$/.test(stem) ? '' : 's';
  return {
    forms: [`${stem}e`, `${stem}${e}${s}t`, `${stem}${e}t`, `${stem}en`, `${stem}${e}t`, `${stem}en`],
  };
}

/**
 * The variant with its finite auxiliary at `at` (wirst, gehe) replaced by the main verb's present
 * form for each of the auxiliary's persons and the infinitive at `last` dropped, a separable
 * verb's prefix last: what the werden-future and arbeiten gehen rewrites share.
 */
function withPresentForAuxiliary(
  variant: Variant,
  at: number,
  last: number,
  verb: { forms: readonly string[]; prefix?: string },
  persons: readonly number[],
): Variant[] {
  const { words } = variant;
  const out: Variant[] = [];
  for (const person of persons) {
    const form = verb.forms[person];
    if (form === undefined) continue;
    const present =
      at === 0 && /^[A-ZÄÖÜ]/.test(words[at] ?? '') ? form.charAt(0).toUpperCase() + form.slice(1) : form;
    const tail = verb.prefix === undefined ? [] : [verb.prefix];
    out.push({
      words: [...words.slice(0, at), present, ...words.slice(at + 1, last), ...tail],
      from: [
        ...variant.from.slice(0, at + 1),
        ...variant.from.slice(at + 1, last),
        ...tail.map(() => variant.from[last] ?? last),
      ],
    });
  }
  return out;
}

/**
 * The learner's werden-future (verb second or first, the infinitive last) in the present, when the
 * English prompt is a present made future by a time word: "Wen wirst du morgen besuchen?" →
 * "Wen besuchst du morgen?"; a separable verb's prefix stays at the end (wirst … anrufen → rufst … an).
 */
export function futureAsPresentVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon === undefined || prompt === undefined || !FUTURE_TIME.test(prompt) || PAST.test(prompt))
    return [];
  if (/\b(will|going to)\b/i.test(prompt)) return [];
  const { words } = variant;
  const last = words.length - 1;
  const at = words.findIndex((word, index) => index <= 2 && lower(word) in WERDEN);
  if (at < 0 || last - at < 2) return [];
  const verb = presentForms(lower(words[last] ?? ''), lexicon);
  if (verb === undefined) return [];
  return withPresentForAuxiliary(variant, at, last, verb, WERDEN[lower(words[at] ?? '')] ?? []);
}

// ---------------------------------------------------------------------------------------------
// sich treffen mit for treffen.

const TREFFEN = /^(treffe|triffst|trifft|treffen|trefft|getroffen|traf|trafst|trafen|traft)$/i;
const REFLEXIVE = new Set(['mich', 'dich', 'sich', 'uns', 'euch']);

/** A dative determiner or adjective's accusative forms (ihrer → ihre, einem → einen or ein, dem → den or das). */
function accusativeOf(word: string): string[] {
  const l = lower(word);
  if (l === 'dem') return ['den', 'das'];
  if (l === 'der') return ['die'];
  if (/^(ein|kein|mein|dein|sein|ihr|unser|eur|ihr)em$/.test(l))
    return [`${word.slice(0, -2)}en`, word.slice(0, -2)];
  if (/^(ein|kein|mein|dein|sein|ihr|unser|eur)er$/.test(l)) return [`${word.slice(0, -2)}e`];
  if (/^(dies|jen|jed|welch)em$/.test(l)) return [`${word.slice(0, -2)}en`, `${word.slice(0, -2)}es`];
  if (/^(dies|jen|jed|welch)er$/.test(l)) return [`${word.slice(0, -2)}e`];
  return [];
}

/**
 * "trifft sich … mit ihrer Freundin" read as "trifft … ihre Freundin": the reflexive and mit left
 * out, the singular dative determiner (and an adjective after it) put in the accusative, when the
 * prompt says meet.
 */
export function meetWithVariants(variant: Variant, prompt: string | undefined): Variant[] {
  if (prompt === undefined || !/\b(meet|meets|meeting|met)\b/i.test(prompt)) return [];
  const { words } = variant;
  const verb = words.findIndex((word) => TREFFEN.test(word));
  if (verb < 0) return [];
  const reflexive = words.findIndex(
    (word, index) => index > verb && index <= verb + 2 && REFLEXIVE.has(lower(word)),
  );
  const mit = words.findIndex((word, index) => index > verb && lower(word) === 'mit');
  if (reflexive < 0 || mit < 0) return [];
  const determiners = accusativeOf(words[mit + 1] ?? '');
  if (determiners.length === 0) return [];
  const adjective = words[mit + 2] ?? '';
  const adjectives = /^[a-zäöüß]+en$/.test(adjective)
    ? [adjective, adjective.slice(0, -1), `${adjective.slice(0, -2)}es`]
    : [undefined];
  const base = without(variant, new Set([reflexive, mit]));
  // the determiner's place once the reflexive (before it) and mit are left out
  const at = mit - (reflexive < mit ? 1 : 0);
  const out: Variant[] = [];
  for (const determiner of determiners)
    for (const form of adjectives) {
      const next = [...base.words];
      next[at] = determiner;
      if (form !== undefined) next[at + 1] = form;
      out.push({ words: next, from: base.from });
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A possessive on a body part for the dative of the person.

/** Body parts and the definite article they take in the accusative. */
const BODY_PARTS: Readonly<Record<string, string>> = {
  Zähne: 'die',
  Haare: 'die',
  Hände: 'die',
  Füße: 'die',
  Beine: 'die',
  Nase: 'die',
  Hand: 'die',
  Gesicht: 'das',
  Bein: 'das',
  Arm: 'den',
  Kopf: 'den',
};

/** A possessive and the dative reflexive of its person. */
const POSSESSIVE_REFLEXIVE: Readonly<Record<string, string>> = {
  mein: 'mir',
  dein: 'dir',
  sein: 'sich',
  ihr: 'sich',
  unser: 'uns',
  euer: 'euch',
  eur: 'euch',
};

/** The subject pronouns a possessive's person agrees with (sein: er, es, man; ihr: sie, Sie). */
const POSSESSIVE_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  mein: ['ich'],
  dein: ['du'],
  sein: ['er', 'es', 'man'],
  ihr: ['sie'],
  unser: ['wir'],
  euer: ['ihr'],
  eur: ['ihr'],
};

/**
 * "Ich putze meine Zähne" read as "Ich putze mir die Zähne": the possessive before a body part
 * becomes the definite article and the dative reflexive of its person is put right after the
 * finite verb or after the subject that follows it; only where the answer has no dative
 * reflexive already, and only where the subject is a pronoun of the possessive's person (Er
 * wäscht ihre Haare is someone else's hair).
 */
export function bodyPartVariants(variant: Variant): Variant[] {
  const { words } = variant;
  if (words.some((word) => ['mir', 'dir', 'sich', 'uns', 'euch'].includes(lower(word)))) return [];
  const at = words.findIndex(
    (word, index) =>
      index > 0 &&
      (words[index + 1] ?? '') in BODY_PARTS &&
      /^(mein|dein|sein|ihr|unser|eur)(e|en)?$/i.test(word),
  );
  if (at < 0) return [];
  const possessive = lower(words[at] ?? '').replace(/(e|en)$/, '');
  const person = possessive === 'eure' ? 'eur' : possessive;
  const reflexive = POSSESSIVE_REFLEXIVE[person];
  if (reflexive === undefined) return [];
  // the subject: a pronoun first or right after the finite verb
  const subjects = POSSESSIVE_SUBJECTS[person] ?? [];
  if (!subjects.includes(lower(words[0] ?? '')) && !subjects.includes(lower(words[2] ?? ''))) return [];
  const noun = words[at + 1] ?? '';
  const article = BODY_PARTS[noun] ?? 'die';
  const replaced = words.map((word, index) => (index === at ? article : word));
  const out: Variant[] = [];
  // after the finite verb (second word) or after the verb and its subject pronoun (third word)
  for (const place of [2, 3])
    if (place <= at)
      out.push({
        words: [...replaced.slice(0, place), reflexive, ...replaced.slice(place)],
        from: [...variant.from.slice(0, place), variant.from[at] ?? at, ...variant.from.slice(place)],
      });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Was für … split: "Was hat euer Kollege für ein Auto?" for "Was für ein Auto hat euer Kollege?"

/**
 * The split was-für question read joined: the für-phrase at the end (für + ein-word or a plural
 * noun) moved to right after was, the verb and subject after it.
 */
export function wasFuerVariants(variant: Variant): Variant[] {
  const { words } = variant;
  if (lower(words[0] ?? '') !== 'was') return [];
  const fuer = words.findIndex((word, index) => index >= 3 && lower(word) === 'für');
  if (fuer < 0 || fuer + 1 >= words.length) return [];
  const next = words[fuer + 1] ?? '';
  if (!/^(ein|eine|einen|einem|einer|eines)$/.test(next) && !/^[A-ZÄÖÜ]/.test(next)) return [];
  const order = [0, ...range(fuer, words.length), ...range(1, fuer)];
  return [
    {
      words: order.map((index) => words[index] ?? ''),
      from: order.map((index) => variant.from[index] ?? index),
    },
  ];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let index = from; index < to; index += 1) out.push(index);
  return out;
}

// ---------------------------------------------------------------------------------------------
// arbeiten gehen for arbeiten: going to work is working (Ich gehe heute nicht arbeiten).

/** Verbs German says with gehen for the same activity, and the English the prompt must have. */
const WITH_GEHEN: Readonly<Record<string, RegExp>> = {
  arbeiten: /\b(work|works|working)\b/i,
  einkaufen: /\b(shop|shops|shopping)\b/i,
  schwimmen: /\b(swim|swims|swimming)\b/i,
};

/** Words that make the activity a job or put it in a place (als Lehrer, bei Siemens, im Büro). */
const GEHEN_PLACE = /^(als|bei|beim|im|in|am|an|auf|zuhause)$/i;

/** The persons that go to work, shopping or swimming. */
const GEHEN_SUBJECT = new Set(['ich', 'du', 'er', 'sie', 'wir', 'ihr', 'Sie']);

const GEHEN: Readonly<Record<string, readonly number[]>> = {
  gehe: [0],
  gehst: [1],
  geht: [2, 4],
  gehen: [3, 5],
};

/**
 * "Ich gehe heute nicht arbeiten" read as "Ich arbeite heute nicht", and "Ich muss morgen
 * arbeiten gehen" as "Ich muss morgen arbeiten", where the prompt says work (shop, swim).
 */
export function withGehenVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon === undefined || prompt === undefined) return [];
  // can swim asks about ability, where going swimming is an invitation
  if (/\b(can|can't|cannot|could|able)\b/i.test(prompt)) return [];
  const { words } = variant;
  // working as a teacher, at home, at a firm, in a place: a job or a place, not going somewhere
  if (
    words.some(
      (word, index) => GEHEN_PLACE.test(word) || (lower(word) === 'zu' && words[index + 1] === 'Hause'),
    )
  )
    return [];
  // only a person (a pronoun) goes to work: first, or right after the verb
  if (
    !GEHEN_SUBJECT.has(words[0] ?? '') &&
    !GEHEN_SUBJECT.has(lower(words[0] ?? '')) &&
    !GEHEN_SUBJECT.has(words[2] ?? '')
  )
    return [];
  const last = words.length - 1;
  // … arbeiten gehen at the end (after a modal or werden): gehen left out
  if (lower(words[last] ?? '') === 'gehen' && WITH_GEHEN[lower(words[last - 1] ?? '')]?.test(prompt) === true)
    return [without(variant, new Set([last]))];
  // gehe … arbeiten: the present of arbeiten in gehen's place
  const infinitive = lower(words[last] ?? '');
  if (WITH_GEHEN[infinitive]?.test(prompt) !== true) return [];
  const at = words.findIndex((word, index) => index <= 2 && lower(word) in GEHEN);
  if (at < 0 || last - at < 1) return [];
  const verb = presentForms(infinitive, lexicon);
  if (verb === undefined) return [];
  return withPresentForAuxiliary(variant, at, last, verb, GEHEN[lower(words[at] ?? '')] ?? []);
}

// ---------------------------------------------------------------------------------------------
// zwar … aber: zwar only stresses the concession that aber answers (ist zwar lang, aber …).

/** The answer without a zwar that a later aber answers (never a zwar that opens the sentence). */
export function withoutZwarVariants(variant: Variant): Variant[] {
  const { words } = variant;
  const at = words.findIndex((word) => lower(word) === 'zwar');
  if (at <= 0 || !words.slice(at + 1).some((word) => lower(word) === 'aber')) return [];
  return [without(variant, new Set([at]))];
}

// ---------------------------------------------------------------------------------------------
// gern with können: "Sie können gern mitkommen" offers what "Sie können mitkommen" allows.

/** Verbs whose können gern offers permission (come along, stay, call); never a skill (swim, speak). */
const OFFERED =
  /^(kommen|mitkommen|vorbeikommen|hereinkommen|reinkommen|bleiben|anrufen|fragen|nehmen|mitnehmen|behalten|benutzen|warten|mitmachen|mitfahren|übernachten|hereinkommen|eintreten|probieren|zuschauen)$/i;

/**
 * können gern + infinitive read without gern, where the prompt says can and the sentence offers
 * permission to du, ihr or Sie (Sie können gern mitkommen); gern makes ability permission, so
 * never "Paul kann gern schwimmen" for Paul can swim.
 */
export function withoutGernVariants(variant: Variant, prompt: string | undefined): Variant[] {
  if (prompt === undefined || !/\bcan\b/i.test(prompt)) return [];
  const { words } = variant;
  const last = words.length - 1;
  const at = words.findIndex((word) => /^gerne?$/i.test(word));
  if (at !== last - 1 || !OFFERED.test(words[last] ?? '')) return [];
  const offered = words
    .slice(0, at)
    .some(
      (word, index) =>
        (/^kannst$/i.test(word) && words.slice(0, at).some((other) => lower(other) === 'du')) ||
        (/^könnt$/i.test(word) && words.slice(0, at).some((other) => lower(other) === 'ihr')) ||
        (/^können$/i.test(word) &&
          words.slice(0, at).some((other, place) => other === 'Sie' && place !== index)),
    );
  if (!offered) return [];
  return [without(variant, new Set([at]))];
}

// ---------------------------------------------------------------------------------------------
// um … zu for damit when both clauses have one subject (Ich lerne Deutsch, um … studieren zu können).

const SUBJECT_PERSONS: Readonly<Record<string, readonly number[]>> = {
  ich: [0],
  du: [1],
  er: [2],
  sie: [2, 5],
  es: [2],
  wir: [3],
  ihr: [4],
};

/**
 * "um in Berlin studieren zu können" read as "damit ich in Berlin studieren kann", the subject
 * being the main clause's pronoun subject (first, or right after the verb).
 */
export function umZuVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words } = variant;
  const last = words.length - 1;
  const um = words.findIndex((word) => lower(word) === 'um');
  if (um < 2 || lower(words[last - 1] ?? '') !== 'zu' || last - um < 3) return [];
  const first = lower(words[0] ?? '');
  const subject =
    first in SUBJECT_PERSONS ? first : lower(words[2] ?? '') in SUBJECT_PERSONS ? lower(words[2] ?? '') : '';
  const verb = presentForms(lower(words[last] ?? ''), lexicon);
  if (subject === '' || verb === undefined || verb.prefix !== undefined) return [];
  const out: Variant[] = [];
  for (const person of SUBJECT_PERSONS[subject] ?? []) {
    const form = verb.forms[person];
    if (form === undefined) continue;
    out.push({
      words: [...words.slice(0, um), 'damit', subject, ...words.slice(um + 1, last - 1), form],
      from: [
        ...variant.from.slice(0, um + 1),
        variant.from[um] ?? um,
        ...variant.from.slice(um + 1, last - 1),
        variant.from[last] ?? last,
      ],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The course's nouns by every written form: which gender or the plural a form stands for.

/** A written noun form: its noun and whether the form is singular (the noun's gender) or plural. */
interface NounReading {
  readonly noun: LexiconNoun;
  readonly column: NounGender | 'plural';
}

const nounIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, readonly NounReading[]>>();

/** The course's nouns (the vocabulary, the grammar tables, the synonyms) by singular and plural form. */
function nounIndex(lexicon: CourseLexicon): ReadonlyMap<string, readonly NounReading[]> {
  const built = nounIndexes.get(lexicon);
  if (built !== undefined) return built;
  const index = new Map<string, NounReading[]>();
  const add = (form: string, reading: NounReading) => {
    const list = index.get(form) ?? [];
    if (!list.some((other) => other.column === reading.column)) list.push(reading);
    index.set(form, list);
  };
  const nouns: LexiconNoun[] = [
    ...(lexicon.german.nouns ?? []),
    ...lexicon.german.synonyms.flatMap((group) => (group.kind === 'noun' ? group.words : [])),
    ...(lexicon.german.grammar?.nouns ?? []).map((noun): LexiconNoun => ({
      noun: noun.noun,
      gender: noun.gender,
      ...(noun.plural === undefined ? {} : { plural: noun.plural }),
      ...(noun.weak === undefined ? {} : { weak: true, weakEnding: noun.weak }),
    })),
  ];
  for (const noun of nouns) {
    add(noun.noun, { noun, column: noun.gender });
    if (noun.plural !== undefined) add(noun.plural, { noun, column: 'plural' });
  }
  nounIndexes.set(lexicon, index);
  return index;
}

// ---------------------------------------------------------------------------------------------
// A fronted object or infinitive with nicht at the end: "Fisch isst meine Schwester nicht" for
// "Meine Schwester isst keinen Fisch", "Rauchen darfst du hier nicht" for "Du darfst hier nicht
// rauchen".

/** sein, werden, bleiben: their predicate noun is a nominative (Lehrer ist er nicht: kein Lehrer). */
const PREDICATE_VERBS =
  /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wird|werde|wirst|werden|werdet|bleibe|bleibst|bleibt|bleiben)$/;

/** The modal verbs' present forms and möchte: a fronted infinitive goes back to the end after them. */
const MODAL_FORMS = new Set([...Object.values(MODALS).flat(), 'möchte', 'möchtest', 'möchten', 'möchtet']);

/**
 * Where nicht closes the clause: the last word, or the word before a final infinitive or
 * participle (Fisch will sie nicht essen); -1 when nicht stands elsewhere or not at all.
 */
function closingNicht(words: readonly string[]): number {
  const last = words.length - 1;
  if (lower(words[last] ?? '') === 'nicht') return last;
  if (lower(words[last - 1] ?? '') === 'nicht' && isVerbLike(words, last)) return last - 1;
  // the first clause of two, joined by aber, sondern, und, oder, denn (Ein Auto haben wir nicht, aber …)
  for (let at = 3; at < last - 1; at += 1) {
    if (lower(words[at] ?? '') !== 'nicht') continue;
    if (COORDINATORS.has(lower(words[at + 1] ?? ''))) return at;
    if (isVerbLike(words, at + 1) && COORDINATORS.has(lower(words[at + 2] ?? ''))) return at;
    return -1;
  }
  return -1;
}

/** Where the subject right after the finite verb at `verbAt` can end: a nominative pronoun or a noun phrase. */
function subjectEndsAfter(words: readonly string[], verbAt: number): number[] {
  const ends: number[] = [];
  const at = verbAt + 1;
  if (NOMINATIVE_PRONOUNS.has(lower(words[at] ?? '')) || words[at] === 'Sie') ends.push(at + 1);
  for (const part of partsAt(words, at)) if (part.kind === 'noun') ends.push(part.end);
  return [...new Set(ends)];
}

/**
 * A bare noun fronted and negated by a closing nicht read as kein + noun after the subject: "Fisch
 * isst meine Schwester nicht" → "Meine Schwester isst keinen Fisch", "Zeit habe ich heute nicht" →
 * "Ich habe heute keine Zeit"; kein takes the noun's gender (or the plural) and the accusative, a
 * nominative after sein, werden or bleiben. A fronted infinitive before a modal with a closing
 * nicht goes back to the end: "Rauchen darfst du hier nicht" → "Du darfst hier nicht rauchen".
 * The finite verb must be second and nicht last (or before the final verb): a verb third or a nicht
 * elsewhere has no rewrite.
 */
export function frontedNichtVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words, from } = variant;
  const nicht = closingNicht(words);
  if (words.length < 4 || nicht < 3) return [];
  // a fronted ein + noun (adjectives between) or a bare noun: Ein Auto haben wir nicht
  const article = lower(words[0] ?? '');
  const hasArticle = /^(ein|eine|einen)$/.test(article);
  let nounAt = hasArticle ? 1 : 0;
  while (hasArticle && /^[a-zäöüß]+(e|en|es|er)$/.test(words[nounAt] ?? '')) nounAt += 1;
  const verbAt = nounAt + 1;
  if (!isNoun(words, nounAt) || !isVerbLike(words, verbAt) || nicht < verbAt + 2) return [];
  const verb = lower(words[verbAt] ?? '');
  const grammaticalCase = PREDICATE_VERBS.test(verb) ? 0 : 1;
  const out: Variant[] = [];
  const first = words[nounAt] ?? '';
  const readings = (nounIndex(lexicon).get(first) ?? []).filter(
    ({ column }) =>
      !hasArticle ||
      (column !== 'plural' && lexicon.german.tables.indefinite[column][grammaticalCase] === article),
  );
  const front = range(0, verbAt);
  for (const subjectEnd of subjectEndsAfter(words, verbAt)) {
    if (subjectEnd > nicht) continue;
    const subject = range(verbAt + 1, subjectEnd);
    const middle = range(subjectEnd, nicht);
    const after = range(nicht + 1, words.length);
    const pick = (indexes: readonly number[]) => indexes.map((index) => words[index] ?? '');
    const origins = (indexes: readonly number[]) => indexes.map((index) => from[index] ?? index);
    for (const { column } of readings) {
      const kein =
        column === 'plural'
          ? 'keine'
          : `k${lexicon.german.tables.indefinite[column][grammaticalCase] ?? 'ein'}`;
      const phrase = hasArticle ? front.slice(1) : front;
      out.push({
        words: [
          ...pick(subject),
          words[verbAt] ?? '',
          ...pick(middle),
          kein,
          ...pick(phrase),
          ...pick(after),
        ],
        from: [
          ...origins(subject),
          from[verbAt] ?? verbAt,
          ...origins(middle),
          from[nicht] ?? nicht,
          ...origins(phrase),
          ...origins(after),
        ],
      });
    }
    if (hasArticle) continue;
    // a fronted infinitive (lower case in the sentence) after a modal: back to the end, after nicht
    if (
      readings.length === 0 &&
      MODAL_FORMS.has(verb) &&
      nicht === words.length - 1 &&
      /^[A-ZÄÖÜ][a-zäöüß]+e?l?r?n$/.test(first)
    )
      out.push({
        words: [...pick(subject), words[1] ?? '', ...pick(middle), 'nicht', lower(first)],
        from: [...origins(subject), from[1] ?? 1, ...origins(middle), from[nicht] ?? nicht, from[0] ?? 0],
      });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Transport: "den Zug nehmen" and "mit dem Zug fahren" say the same.

/** Vehicles one takes or goes by: the course's, and compounds of Bahn, Bus, Zug (Straßenbahn). */
const VEHICLE =
  /^(Zug|Bus|Taxi|Auto|Wagen|Fahrrad|Rad|Bahn|Tram|Flugzeug|Schiff|Boot|Fähre|Motorrad|Roller|Moped|Metro|[A-ZÄÖÜ][\wäöüß-]*(bahn|Bahn|bus|Bus|zug|Zug))$/;

/** The last part of a compound vehicle and its gender, when the course's nouns lack the compound. */
const VEHICLE_HEADS: readonly (readonly [RegExp, NounGender])[] = [
  [/bahn$/i, 'feminine'],
  [/bus$/i, 'masculine'],
  [/zug$/i, 'masculine'],
];

/** fahren's forms and nehmen's of the same person (present, imperative, infinitive). */
const FAHREN_NEHMEN: readonly (readonly [string, string])[] = [
  ['fahre', 'nehme'],
  ['fährst', 'nimmst'],
  ['fährt', 'nimmt'],
  ['fahren', 'nehmen'],
  ['fahrt', 'nehmt'],
  ['fahr', 'nimm'],
];

function vehicleGender(noun: string, lexicon: CourseLexicon): NounGender | undefined {
  if (!VEHICLE.test(noun)) return undefined;
  const reading = (nounIndex(lexicon).get(noun) ?? []).find((each) => each.column !== 'plural');
  if (reading !== undefined && reading.column !== 'plural') return reading.column;
  return VEHICLE_HEADS.find(([head]) => head.test(noun))?.[1];
}

/** Every combination of one choice per place: the words with each place's replacement. */
function combinations(
  variant: Variant,
  places: readonly { start: number; end: number; choices: readonly (readonly string[])[] }[],
): Variant[] {
  let out: Variant[] = [variant];
  // right to left, so earlier places keep their indices
  for (const place of [...places].sort((a, b) => b.start - a.start))
    out = out.flatMap((current) =>
      place.choices.map((choice) => ({
        words: [...current.words.slice(0, place.start), ...choice, ...current.words.slice(place.end)],
        from: [
          ...current.from.slice(0, place.start),
          ...choice.map((_, offset) => current.from[Math.min(place.start + offset, place.end - 1)] ?? 0),
          ...current.from.slice(place.end),
        ],
      })),
    );
  return out.slice(0, 8);
}

/**
 * "mit dem Zug fahren" read as "den Zug nehmen" or "einen Zug nehmen", and "den Bus nehmen" as
 * "mit dem Bus fahren": fahren's form for nehmen's of the same person (fährst: nimmst), every
 * vehicle phrase in the other case, its article computed from the noun's gender in the course's
 * nouns (mit der Straßenbahn: die Straßenbahn). Only with a vehicle: "Ich fahre mit dem Freund"
 * has no rewrite, and the listed answer still decides the person and the article.
 */
export function transportVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words } = variant;
  const { definite, indefinite } = lexicon.german.tables;
  for (const [fahren, nehmen] of FAHREN_NEHMEN) {
    const toNehmen = words.findIndex((word, index) => (index === 0 ? lower(word) : word) === fahren);
    const toFahren = words.findIndex((word, index) => (index === 0 ? lower(word) : word) === nehmen);
    const at = toNehmen >= 0 ? toNehmen : toFahren;
    if (at < 0) continue;
    const target = toNehmen >= 0 ? nehmen : fahren;
    const verb = at === 0 ? target.charAt(0).toUpperCase() + target.slice(1) : target;
    const source = toNehmen >= 0 ? fahren : nehmen;
    const places: { start: number; end: number; choices: string[][] }[] = [];
    // the verb each time it is said (Fahren Sie mit dem Zug oder fahren Sie mit dem Taxi?)
    for (const [index, word] of words.entries())
      if ((index === 0 ? lower(word) : word) === source)
        places.push({ start: index, end: index + 1, choices: [[index === 0 ? verb : target]] });
    const verbs = places.length;
    for (let index = 0; index < words.length; index += 1) {
      const noun = words[index + 1] ?? '';
      const gender = vehicleGender(noun, lexicon);
      if (gender === undefined) continue;
      const article = words[index] ?? '';
      // only a phrase of fahren's clause (the nearest of the two verbs before it, else the one
      // after it: mit dem Bus fahren): never nehmen … mit dem Taxi
      const either = (word: string, place: number) => {
        const form = place === 0 ? lower(word) : word;
        return form === fahren || form === nehmen;
      };
      const before = words.slice(0, index).findLastIndex(either);
      const governing =
        before >= 0 ? before : words.findIndex((word, place) => place > index && either(word, place));
      if (lower(words[governing] ?? '') !== source) continue;
      // mit dem Zug oder dem Bus: one mit for both
      const joined = /^(oder|und)$/.test(words[index - 1] ?? '') && places.length > verbs;
      if (joined && toNehmen >= 0 && article === definite[gender][2])
        places.push({
          start: index,
          end: index + 2,
          choices: [
            [definite[gender][1], noun],
            [indefinite[gender][1], noun],
          ],
        });
      else if (toNehmen >= 0 && lower(words[index - 1] ?? '') === 'mit') {
        // mit dem Zug → den Zug, einen Zug
        if (article !== definite[gender][2] && article !== indefinite[gender][2]) continue;
        places.push({
          start: index - 1,
          end: index + 2,
          choices: [
            [definite[gender][1], noun],
            [indefinite[gender][1], noun],
          ],
        });
      } else if (toNehmen < 0) {
        // den Zug → mit dem Zug; einen Zug → mit einem Zug or mit dem Zug
        const indefiniteArticle = article === indefinite[gender][1];
        if (article !== definite[gender][1] && !indefiniteArticle) continue;
        places.push({
          start: index,
          end: index + 2,
          choices: [
            ['mit', definite[gender][2], noun],
            ...(indefiniteArticle ? [['mit', indefinite[gender][2], noun]] : []),
          ],
        });
      }
    }
    if (places.length === verbs) return [];
    return combinations(variant, places);
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// gefallen and mögen: "Das Hotel gefällt meinem Mann" and "Mein Mann mag das Hotel".

type Column = NounGender | 'plural';
const COLUMNS: readonly Column[] = ['masculine', 'feminine', 'neuter', 'plural'];
const NOMINATIVE = 0;
const ACCUSATIVE = 1;
const DATIVE = 2;

/** A noun phrase as the learner wrote it: a determiner, adjectives, the noun; where it ends. */
interface NounPhrase {
  readonly determiner: string | undefined;
  readonly adjectives: readonly string[];
  readonly noun: string;
  readonly end: number;
  /**
   * Whether an ihr-determiner is the formal Ihr: written with its capital inside the sentence, or
   * either at its start (Ihre Eltern: your or their parents).
   */
  readonly formal: 'no' | 'yes' | 'either';
}

const DETERMINER_WORD =
  /^(der|die|das|den|dem|des|(ein|kein|mein|dein|sein|ihr|unser|eur)(e|en|em|er|es)?|euer|(dies|jed|welch|jen)(e|en|em|er|es))$/;

function nounPhraseAt(words: readonly string[], start: number): NounPhrase | undefined {
  let index = start;
  const first = lower(words[index] ?? '');
  const determiner = DETERMINER_WORD.test(first) ? first : undefined;
  if (determiner !== undefined) index += 1;
  const adjectives: string[] = [];
  while (
    /^[a-zäöüß]+(e|en|em|er|es)$/.test(words[index] ?? '') &&
    !DETERMINER_WORD.test(words[index] ?? '')
  ) {
    adjectives.push(words[index] ?? '');
    index += 1;
  }
  if (!isNoun(words, index) || (determiner === undefined && adjectives.length > 0)) return undefined;
  // Sie and Ihnen are written with a capital but are pronouns
  if (isPronoun(words[index] ?? '')) return undefined;
  const ihr = /^ihr/.test(determiner ?? '');
  const formal = !ihr ? 'no' : start === 0 ? 'either' : /^Ihr/.test(words[start] ?? '') ? 'yes' : 'no';
  return { determiner, adjectives, noun: words[index] ?? '', end: index + 1, formal };
}

const DEFINITE_ENDINGS: Readonly<Record<string, string>> = {
  der: 'er',
  die: 'e',
  das: 'es',
  den: 'en',
  dem: 'em',
  des: 'es',
};

/** A determiner's form for a column and case, in its own kind (der, mein, dieser …). */
function determinerIn(
  determiner: string,
  column: Column,
  grammaticalCase: number,
  lexicon: CourseLexicon,
): string | undefined {
  const { definite, indefinite } = lexicon.german.tables;
  if (determiner in DEFINITE_ENDINGS) return definite[column][grammaticalCase];
  const derWord = /^(dies|jed|welch|jen)/.exec(determiner);
  if (derWord !== null)
    return `${derWord[1] ?? ''}${DEFINITE_ENDINGS[definite[column][grammaticalCase] ?? ''] ?? ''}`;
  const einWord = /^(ein|kein|mein|dein|sein|ihr|unser|euer|eur)/.exec(determiner);
  if (einWord === null) return undefined;
  const stem = einWord[1] === 'eur' ? 'euer' : (einWord[1] ?? '');
  if (column === 'plural' && stem === 'ein') return undefined;
  const ending =
    column === 'plural'
      ? (DEFINITE_ENDINGS[definite.plural[grammaticalCase] ?? ''] ?? '')
      : (indefinite[column][grammaticalCase] ?? 'ein').slice(3);
  return stem === 'euer' && ending !== '' ? `eur${ending}` : `${stem}${ending}`;
}

function adjectiveEndingIn(
  determiner: string,
  column: Column,
  grammaticalCase: number,
  lexicon: CourseLexicon,
): string | undefined {
  const { afterDefinite, afterIndefinite } = lexicon.german.tables;
  if (
    /^(ein|kein|mein|dein|sein|ihr|unser|euer|eur)/.test(determiner) &&
    !/^(dies|jed|welch|jen)/.test(determiner)
  )
    return column === 'plural' ? 'en' : afterIndefinite[column][grammaticalCase];
  return afterDefinite[column][grammaticalCase];
}

/** The noun's forms: the base (nominative) of each reading of a written form, in its column. */
function nounReadings(
  written: string,
  lexicon: CourseLexicon,
): { column: Column; base: string; noun: LexiconNoun | undefined }[] {
  const index = nounIndex(lexicon);
  const readings: { column: Column; base: string; noun: LexiconNoun | undefined }[] = [];
  for (const reading of index.get(written) ?? [])
    readings.push({ column: reading.column, base: written, noun: reading.noun });
  // a dative plural (Kindern) and an n-noun's ending (Kollegen)
  for (const cut of [1, 2])
    for (const reading of index.get(written.slice(0, -cut)) ?? [])
      if (
        (reading.column === 'plural' && cut === 1 && written.endsWith('n')) ||
        (reading.column !== 'plural' &&
          reading.noun.weak === true &&
          written ===
            `${reading.noun.noun}${reading.noun.weakEnding ?? (reading.noun.noun.endsWith('e') ? 'n' : 'en')}`)
      )
        readings.push({ column: reading.column, base: written.slice(0, -cut), noun: reading.noun });
  if (readings.length === 0)
    for (const column of COLUMNS) readings.push({ column, base: written, noun: undefined });
  return readings;
}

function nounIn(
  base: string,
  noun: LexiconNoun | undefined,
  column: Column,
  grammaticalCase: number,
): string {
  if (column === 'plural') return grammaticalCase === DATIVE && !/[ns]$/.test(base) ? `${base}n` : base;
  if (noun?.weak === true && grammaticalCase !== NOMINATIVE)
    return `${base}${noun.weakEnding ?? (base.endsWith('e') ? 'n' : 'en')}`;
  return base;
}

/**
 * A noun phrase written in one case put in another, for each reading its determiner and noun
 * allow (dem Mann: der Mann; meinen Eltern: meine Eltern); with whether it is plural.
 */
function declined(
  phrase: NounPhrase,
  fromCase: number,
  toCase: number,
  lexicon: CourseLexicon,
): { words: string[]; plural: boolean }[] {
  const out: { words: string[]; plural: boolean }[] = [];
  const seen = new Set<string>();
  for (const { column, base, noun } of nounReadings(phrase.noun, lexicon)) {
    if (nounIn(base, noun, column, fromCase) !== phrase.noun) continue;
    const words: string[] = [];
    if (phrase.determiner !== undefined) {
      if (determinerIn(phrase.determiner, column, fromCase, lexicon) !== phrase.determiner) continue;
      const from = adjectiveEndingIn(phrase.determiner, column, fromCase, lexicon);
      const to = adjectiveEndingIn(phrase.determiner, column, toCase, lexicon);
      const form = determinerIn(phrase.determiner, column, toCase, lexicon);
      if (from === undefined || to === undefined || form === undefined) continue;
      if (!phrase.adjectives.every((adjective) => adjective.endsWith(from))) continue;
      words.push(
        form,
        ...phrase.adjectives.map((adjective) => adjective.slice(0, adjective.length - from.length) + to),
      );
    } else if (column !== 'plural' && noun === undefined && fromCase !== toCase && column !== 'masculine')
      continue;
    words.push(nounIn(base, noun, column, toCase));
    const capitals = phrase.formal === 'either' ? [false, true] : [phrase.formal === 'yes'];
    for (const capital of capitals) {
      const written = capital ? [`I${words[0]?.slice(1) ?? ''}`, ...words.slice(1)] : words;
      const key = `${written.join(' ')} ${column === 'plural'}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ words: written, plural: column === 'plural' });
    }
  }
  return out;
}

/** Personal pronouns: nominative, accusative, dative and the person (0 ich … 5 sie, Sie). */
const PRONOUNS: readonly (readonly [string, string, string, number])[] = [
  ['ich', 'mich', 'mir', 0],
  ['du', 'dich', 'dir', 1],
  ['er', 'ihn', 'ihm', 2],
  ['sie', 'sie', 'ihr', 2],
  ['es', 'es', 'ihm', 2],
  ['wir', 'uns', 'uns', 3],
  ['ihr', 'euch', 'euch', 4],
  ['sie', 'sie', 'ihnen', 5],
  ['Sie', 'Sie', 'Ihnen', 5],
];

const MOEGEN = ['mag', 'magst', 'mag', 'mögen', 'mögt', 'mögen'] as const;
const GEFALLEN = ['gefalle', 'gefällst', 'gefällt', 'gefallen', 'gefallt', 'gefallen'] as const;

/** A part in a case: its words in another case and its person, for a pronoun or a noun phrase. */
interface CasePart {
  readonly end: number;
  readonly words: readonly string[];
  readonly person: number;
}

function partsInCase(
  words: readonly string[],
  start: number,
  fromCase: number,
  toCase: number,
  lexicon: CourseLexicon,
): CasePart[] {
  const word = words[start] ?? '';
  const written = word === 'Sie' || word === 'Ihnen' ? word : lower(word);
  const out: CasePart[] = [];
  for (const pronoun of PRONOUNS)
    if (pronoun[fromCase] === written)
      out.push({ end: start + 1, words: [pronoun[toCase] as string], person: pronoun[3] });
  if (out.length > 0) return out;
  const phrase = nounPhraseAt(words, start);
  if (phrase === undefined) return [];
  for (const form of declined(phrase, fromCase, toCase, lexicon))
    out.push({ end: phrase.end, words: form.words, person: form.plural ? 5 : 2 });
  return out;
}

/** A prompt about liking (likes, like): never would like, look like or feel like. */
function likesPrompt(prompt: string | undefined): boolean {
  if (prompt === undefined) return false;
  return (
    /\blikes?\b/i.test(prompt) &&
    !/\b(would|'d|’d)\s+(\w+\s+)?like\b|\b(look|looks|feel|feels|just)\s+like\b/i.test(prompt)
  );
}

/**
 * "Mein Mann mag das Hotel" read as "Das Hotel gefällt meinem Mann" (either order), and "Das Hotel
 * gefällt meinem Mann" or "Mir gefällt das Hotel" as "Mein Mann mag das Hotel", "Ich mag das
 * Hotel", where the prompt says like: the one who likes is mögen's nominative subject and
 * gefallen's dative, the thing liked mögen's accusative and gefallen's subject; each verb is
 * conjugated for its own subject (mir → ich mag, Ihnen → Sie mögen, meinen Eltern → meine Eltern
 * mögen). The learner's verb must agree with the learner's subject and each part be in its case:
 * "Mein Mann gefällt das Hotel" or "Mir mag das Hotel" has no rewrite.
 */
export function likeVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon === undefined || !likesPrompt(prompt)) return [];
  const { words, from } = variant;
  const out: Variant[] = [];
  const origin = (index: number) => from[index] ?? index;
  const rest = (end: number) => ({
    words: words.slice(end),
    from: range(end, words.length).map(origin),
  });
  const make = (parts: readonly { words: readonly string[]; at: number }[], end: number) => {
    const tail = rest(end);
    return {
      words: [...parts.flatMap((part) => part.words), ...tail.words],
      from: [...parts.flatMap((part) => part.words.map(() => origin(part.at))), ...tail.from],
    };
  };
  const verbFirst =
    MOEGEN.includes(lower(words[0] ?? '') as never) || GEFALLEN.includes(lower(words[0] ?? '') as never);
  // the subject (or the dative) first and the verb second; or the verb first in a question
  const firstParts = verbFirst
    ? [{ end: 0 }]
    : [
        ...partsInCase(words, 0, NOMINATIVE, NOMINATIVE, lexicon),
        ...partsInCase(words, 0, DATIVE, DATIVE, lexicon),
      ];
  for (const first of firstParts) {
    const at = verbFirst ? 0 : first.end;
    const verb = lower(words[at] ?? '');
    const moegen = MOEGEN.indexOf(verb as never);
    const gefallen = GEFALLEN.indexOf(verb as never);
    if (moegen < 0 && gefallen < 0) continue;
    const cap = (parts: string[]) =>
      verbFirst ? [parts[0]?.charAt(0).toUpperCase() + (parts[0] ?? '').slice(1), ...parts.slice(1)] : parts;
    if (moegen >= 0) {
      // S mag O … → O gefällt S-dative …, S-dative gefällt O …
      const subjectAt = verbFirst ? 1 : 0;
      for (const subject of partsInCase(words, subjectAt, NOMINATIVE, DATIVE, lexicon)) {
        if (MOEGEN[subject.person] !== verb) continue;
        const objectAt = verbFirst ? subject.end : at + 1;
        for (const object of partsInCase(words, objectAt, ACCUSATIVE, NOMINATIVE, lexicon)) {
          const form = GEFALLEN[object.person] ?? 'gefällt';
          const v = { words: cap([form]), at };
          const s = { words: subject.words, at: subjectAt };
          const o = { words: object.words, at: objectAt };
          if (verbFirst) out.push(make([v, s, o], object.end), make([v, o, s], object.end));
          else
            out.push(
              make([o, { ...v, words: [form] }, s], object.end),
              make([s, { ...v, words: [form] }, o], object.end),
            );
        }
      }
    } else {
      // X gefällt Y …: one of them the dative (the one who likes), the other the nominative
      const secondAt = verbFirst ? 1 : at + 1;
      const firstAt = verbFirst ? 1 : 0;
      const readings: { liker: CasePart; liked: CasePart; likerAt: number; likedAt: number; end: number }[] =
        [];
      if (verbFirst) {
        for (const dative of partsInCase(words, 1, DATIVE, NOMINATIVE, lexicon))
          for (const nominative of partsInCase(words, dative.end, NOMINATIVE, ACCUSATIVE, lexicon))
            readings.push({
              liker: dative,
              liked: nominative,
              likerAt: 1,
              likedAt: dative.end,
              end: nominative.end,
            });
        for (const nominative of partsInCase(words, 1, NOMINATIVE, ACCUSATIVE, lexicon))
          for (const dative of partsInCase(words, nominative.end, DATIVE, NOMINATIVE, lexicon))
            readings.push({
              liker: dative,
              liked: nominative,
              likerAt: nominative.end,
              likedAt: 1,
              end: dative.end,
            });
      } else {
        for (const dative of partsInCase(words, firstAt, DATIVE, NOMINATIVE, lexicon))
          if (dative.end === at)
            for (const nominative of partsInCase(words, secondAt, NOMINATIVE, ACCUSATIVE, lexicon))
              readings.push({
                liker: dative,
                liked: nominative,
                likerAt: 0,
                likedAt: secondAt,
                end: nominative.end,
              });
        for (const nominative of partsInCase(words, firstAt, NOMINATIVE, ACCUSATIVE, lexicon))
          if (nominative.end === at)
            for (const dative of partsInCase(words, secondAt, DATIVE, NOMINATIVE, lexicon))
              readings.push({
                liker: dative,
                liked: nominative,
                likerAt: secondAt,
                likedAt: 0,
                end: dative.end,
              });
      }
      for (const { liker, liked, likerAt, likedAt, end } of readings) {
        if (GEFALLEN[liked.person] !== verb) continue;
        const form = MOEGEN[liker.person] ?? 'mag';
        const s = { words: liker.words, at: likerAt };
        const o = { words: liked.words, at: likedAt };
        out.push(
          verbFirst
            ? make([{ words: cap([form]), at }, s, o], end)
            : make([s, { words: [form], at }, o], end),
        );
      }
    }
    if (out.length >= 8) break;
  }
  return out.slice(0, 8);
}

// ---------------------------------------------------------------------------------------------
// A clause said again: "Das ist keine Kirche, das ist ein Schloss" for "…, sondern ein Schloss",
// "Ist das für mich, oder ist es für ihn?" for "Ist das für mich oder für ihn?".

/** The words that may stand for the subject when the clause is said again: itself or its pronoun. */
function repeatedSubjects(subject: readonly string[], lexicon: CourseLexicon): string[][] {
  const same = subject.map((word, index) => (index === 0 && word !== 'Sie' ? lower(word) : word));
  const out = [same];
  if (subject.length === 1 && /^(das|dies)$/.test(same[0] ?? '')) out.push(['es'], ['das']);
  else if (subject.length > 1) {
    const readings = nounIndex(lexicon).get(subject[subject.length - 1] ?? '') ?? [];
    const pronouns: Readonly<Record<Column, string>> = {
      masculine: 'er',
      feminine: 'sie',
      neuter: 'es',
      plural: 'sie',
    };
    for (const { column } of readings) out.push([pronouns[column]]);
  }
  return out;
}

function startsWith(words: readonly string[], at: number, part: readonly string[]): boolean {
  return part.every((word, offset) => {
    const written = words[at + offset] ?? '';
    return written === word || (word !== 'Sie' && lower(written) === word);
  });
}

/** A negation in the words: nicht or a form of kein. */
function negates(words: readonly string[]): boolean {
  return words.some((word) => /^(nicht|kein|keine|keinen|keinem|keiner|keines)$/i.test(word));
}

/**
 * The clause said again with its subject (or the subject's pronoun) and its verb, read as the
 * listed sentence says it once: after oder or und the repeated verb and subject are left out (Ist
 * das Geschenk für mich oder ist es für ihn → … oder für ihn; Wir fahren nach Rom oder wir fahren
 * nach Paris → … oder nach Paris); after a negated first clause the repeat becomes sondern (Das
 * ist keine Kirche, das ist ein Schloss → …, sondern ein Schloss). Only the same verb form and
 * the same subject or its pronoun by the noun's gender: "…, oder ist er für ihn" (Geschenk is
 * neuter) and an unnegated first clause have no rewrite.
 */
export function repeatedClauseVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words } = variant;
  const n = words.length;
  if (n < 6) return [];
  const out: Variant[] = [];
  const verbFirst =
    isVerbLike([' ', lower(words[0] ?? '')], 1) &&
    !nounIndex(lexicon).has(words[0] ?? '') &&
    (NOMINATIVE_PRONOUNS.has(lower(words[1] ?? '')) || words[1] === 'Sie' || isDeterminer(words[1] ?? ''));
  const subjectStart = verbFirst ? 1 : 0;
  const ends = new Set<number>();
  if (NOMINATIVE_PRONOUNS.has(lower(words[subjectStart] ?? '')) || words[subjectStart] === 'Sie')
    ends.add(subjectStart + 1);
  for (const part of partsAt(words, subjectStart)) if (part.kind === 'noun') ends.add(part.end);
  for (const subjectEnd of ends) {
    const verbAt = verbFirst ? 0 : subjectEnd;
    const verb = lower(words[verbAt] ?? '');
    if (!verbFirst && !isVerbLike(words, verbAt)) continue;
    const clauseStart = Math.max(verbAt, subjectEnd);
    for (const subject of repeatedSubjects(words.slice(subjectStart, subjectEnd), lexicon))
      for (let at = clauseStart + 2; at < n - 1; at += 1) {
        // the repeat: verb and subject in the first clause's order (after oder: ist es; das ist)
        const repeat = verbFirst
          ? lower(words[at] ?? '') === verb && startsWith(words, at + 1, subject)
          : startsWith(words, at, subject) && lower(words[at + subject.length] ?? '') === verb;
        if (!repeat) continue;
        const end = at + subject.length + 1;
        if (end >= n) continue;
        const joiner = lower(words[at - 1] ?? '');
        const before = range(0, at);
        const after = range(end, n);
        const pick = (indexes: readonly number[]) => indexes.map((index) => words[index] ?? '');
        const origins = (indexes: readonly number[]) => indexes.map((index) => variant.from[index] ?? index);
        if (joiner === 'oder' || joiner === 'und')
          out.push({
            words: [...pick(before), ...pick(after)],
            from: [...origins(before), ...origins(after)],
          });
        else if (!COORDINATING.has(joiner) && negates(words.slice(clauseStart, at)))
          out.push({
            words: [...pick(before), 'sondern', ...pick(after)],
            from: [...origins(before), variant.from[at] ?? at, ...origins(after)],
          });
      }
  }
  return out.slice(0, 4);
}

/** Words that join clauses already: a repeat after them is no second main clause to fold into sondern. */
const COORDINATING = new Set(['aber', 'denn', 'sondern', 'dass', 'weil', 'wenn', 'ob']);

// ---------------------------------------------------------------------------------------------
// gern for mögen with an infinitive: "Magst du Tennis spielen?" for "Spielst du gern Tennis?".

/** mögen's forms and the persons each can be (mag: ich or er/sie/es). */
const MOEGEN_PERSONS: Readonly<Record<string, readonly number[]>> = {
  mag: [0, 2],
  magst: [1],
  mögen: [3, 5],
  mögt: [4],
};

/** A subject pronoun's person (sie: er/sie/es or sie/Sie, decided by the verb). */
const PRONOUN_PERSONS: Readonly<Record<string, readonly number[]>> = {
  ich: [0],
  du: [1],
  er: [2],
  es: [2],
  sie: [2, 5],
  wir: [3],
  ihr: [4],
  Sie: [5],
};

/**
 * mögen with an infinitive at the end read as the infinitive's verb with gern, where the prompt
 * says like: "Magst du Tennis spielen?" → "Spielst du gern Tennis?", "Meine Kinder mögen
 * schwimmen" → "Meine Kinder schwimmen gern"; the verb takes mögen's person (its subject pronoun
 * decides mag: ich or er), gern goes right after the verb and its subject, a separable prefix to
 * the end. "Magst du das Hotel?" (no infinitive) and möchte (would like) have no rewrite.
 */
export function likeToGernVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon === undefined || !likesPrompt(prompt)) return [];
  const { words, from } = variant;
  const last = words.length - 1;
  const at = words.findIndex((word, index) => index <= 3 && lower(word) in MOEGEN_PERSONS);
  if (at < 0 || last - at < 1 || !isVerbLike(words, last)) return [];
  const verb = presentForms(lower(words[last] ?? ''), lexicon);
  if (verb === undefined) return [];
  const verbFirst = at === 0;
  // the subject: the words before mögen, or the word after it in a question
  const subjectEnd = verbFirst ? 2 : at;
  const subject = verbFirst ? (words[1] ?? '') : (words[0] ?? '');
  const pronoun = PRONOUN_PERSONS[subject === 'Sie' ? 'Sie' : lower(subject)];
  const persons = (MOEGEN_PERSONS[lower(words[at] ?? '')] ?? []).filter((person) =>
    pronoun !== undefined && (verbFirst || at === 1)
      ? pronoun.includes(person)
      : person === 2 || person === 5,
  );
  const out: Variant[] = [];
  for (const person of persons) {
    const form = verb.forms[person];
    if (form === undefined) continue;
    const finite = verbFirst ? form.charAt(0).toUpperCase() + form.slice(1) : form;
    const gernAt = verbFirst ? subjectEnd : at + 1;
    const middle = range(gernAt, last);
    const head = verbFirst ? [0, 1] : [...range(0, at), at];
    const tail = verb.prefix === undefined ? [] : [verb.prefix];
    out.push({
      words: [
        ...head.map((index) => (index === at ? finite : (words[index] ?? ''))),
        'gern',
        ...middle.map((index) => words[index] ?? ''),
        ...tail,
      ],
      from: [
        ...head.map((index) => from[index] ?? index),
        from[at] ?? at,
        ...middle.map((index) => from[index] ?? index),
        ...tail.map(() => from[last] ?? last),
      ],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A fronted predicate of sein, werden or bleiben: "Sehr alt ist der Mann, dem ich helfe", "So
// groß wie Berlin ist Hamburg nicht", "Älter als mein Bruder ist meine Schwester".

const DEGREE = /^(sehr|so|zu|ganz|genauso|ziemlich|besonders|nicht)$/;
const RELATIVE = /^(der|die|das|dem|den|denen|dessen|deren)$/;

/**
 * A predicate adjective fronted before sein, werden or bleiben (a degree word before it, als or
 * wie and a noun phrase or name after it) read after the subject: "So groß wie Berlin ist Hamburg
 * nicht" → "Hamburg ist nicht so groß wie Berlin"; a relative clause after the subject stays
 * with it ("Sehr alt ist der Mann, dem ich helfe" → "Der Mann, dem ich helfe, ist sehr alt"). The
 * adjective must be no noun of the course, the verb second and the subject right after it.
 */
export function frontedPredicateVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words, from } = variant;
  const n = words.length;
  let at = 0;
  while (DEGREE.test(lower(words[at] ?? '')) && at < 2) at += 1;
  const adjective = lower(words[at] ?? '');
  if (!/^[a-zäöüß]+$/.test(adjective) || nounIndex(lexicon).has(words[at] ?? '') || isPronoun(adjective))
    return [];
  let end = at + 1;
  // a comparison: als or wie and a noun phrase or a name
  if (/^(als|wie)$/.test(words[end] ?? '')) {
    const phrase = nounPhraseAt(words, end + 1);
    if (phrase === undefined) return [];
    end = phrase.end;
  }
  const verb = lower(words[end] ?? '');
  if (!PREDICATE_VERBS.test(verb)) return [];
  const subjectStart = end + 1;
  const ends = new Set<number>();
  if (NOMINATIVE_PRONOUNS.has(lower(words[subjectStart] ?? '')) || words[subjectStart] === 'Sie')
    ends.add(subjectStart + 1);
  for (const part of partsAt(words, subjectStart)) if (part.kind === 'noun') ends.add(part.end);
  const out: Variant[] = [];
  const predicate = range(0, end);
  // the predicate's first word written as inside the sentence (Älter: älter; a name keeps its capital)
  const lowered = predicate.map((index) => (index === 0 ? lower(words[index] ?? '') : (words[index] ?? '')));
  for (const subjectEnd of ends) {
    const closing = lower(words[n - 1] ?? '') === 'nicht' && n - 1 >= subjectEnd ? n - 1 : n;
    const relative = RELATIVE.test(words[subjectEnd] ?? '');
    // with a relative clause the subject takes the rest of the sentence
    const subject = range(subjectStart, relative ? closing : subjectEnd);
    const middle = relative ? [] : range(subjectEnd, closing);
    const negation = closing < n ? [closing] : [];
    const order = [...subject, end, ...middle, ...negation];
    out.push({
      words: [...order.map((index) => words[index] ?? ''), ...lowered],
      from: [
        ...order.map((index) => from[index] ?? index),
        ...predicate.map((index) => from[index] ?? index),
      ],
    });
  }
  return out.slice(0, 4);
}

// ---------------------------------------------------------------------------------------------
// sich befinden for sein of place (Wo befindet sich das Museum?: Wo ist das Museum?).

/** A present form of befinden with its reflexive, and the form of sein it stands for. */
const BEFINDEN_AS_SEIN: Readonly<Record<string, string>> = {
  'befinde mich': 'bin',
  'befindest dich': 'bist',
  'befindet sich': 'ist',
  'befindet euch': 'seid',
  'befinden uns': 'sind',
  'befinden sich': 'sind',
};

/**
 * How many words from `from` (before `to`) make a noun phrase: a determiner or none, words in
 * lower case (adjectives), and a noun or name; 0 when none starts there.
 */
function nounPhraseLength(words: readonly string[], from: number, to: number): number {
  let at = from;
  if (isDeterminer(words[at] ?? '')) at += 1;
  while (at < to && /^[a-zäöüß]+$/.test(words[at] ?? '') && !PLACE_WORDS.has(words[at] ?? '')) at += 1;
  return at < to && isNoun(words, at) ? at + 1 - from : 0;
}

/** Adverbs that may stand between the subject and the place (Wir befinden uns gerade in Köln). */
const TIME_ADVERBS = new Set([
  'gerade',
  'jetzt',
  'noch',
  'schon',
  'immer',
  'auch',
  'heute',
  'oft',
  'meistens',
]);

/** The subject pronouns that stand before the reflexive (wo es sich befindet, befindet es sich). */
const BEFORE_REFLEXIVE = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);

/** Words that say where: a place preposition or adverb (neben der Bank, hier, links). */
const PLACE_WORDS = new Set([
  'in',
  'im',
  'an',
  'am',
  'auf',
  'neben',
  'hinter',
  'vor',
  'über',
  'unter',
  'zwischen',
  'bei',
  'beim',
  'gegenüber',
  'hier',
  'dort',
  'da',
  'links',
  'rechts',
  'oben',
  'unten',
  'mitten',
  'außerhalb',
  'innerhalb',
  'direkt',
  'gleich',
]);

/**
 * sich befinden for a sein of place: the form of befinden with a reflexive of its own person
 * written as the form of sein, the reflexive left out; only where the subject is followed by a
 * place phrase (a time adverb may come between: gerade, jetzt) or, in a sentence with wo, by
 * nothing, so sein as an auxiliary or with a predicate stays sein (Wo ist der Unfall passiert?,
 * Wo ist es kalt?). The reflexive stands as
 * German puts it: in a main clause right after the finite verb (befindet sich das Museum) or
 * after a pronoun subject there (befindet es sich); in a clause with the verb last before it,
 * never before a pronoun subject (wo es sich befindet, wo sich das Museum befindet), and a subject
 * between it and the verb unless the subject stands before it. Another person's reflexive
 * (befindet mich), none at all, or a dependent clause's verb not last give no rewrite; the
 * listed sein sentence decides the rest (the verb's place, the subject's person).
 *
 * @example
 * befindenVariants(identity(['Wo', 'befindet', 'sich', 'das', 'Museum']))
 * // [{ words: ['Wo', 'ist', 'das', 'Museum'], … }]
 */
export function befindenVariants(variant: Variant): Variant[] {
  const { words } = variant;
  const lowered = words.map(lower);
  const verb = lowered.findIndex((word) => /^befinde(st|t|n)?$/.test(word));
  if (verb < 0) return [];
  // a personal pronoun subject (ihr or sie before a noun is a possessive: sich ihr Haus)
  const pronounAt = (index: number) =>
    BEFORE_REFLEXIVE.has(lowered[index] ?? '') &&
    !(/^(ihr|sie)$/.test(lowered[index] ?? '') && isNoun(words, index + 1));
  const asks = lowered.includes('wo');
  const rewrite = (reflexive: number): Variant[] => {
    const sein = BEFINDEN_AS_SEIN[`${lowered[verb] ?? ''} ${lowered[reflexive] ?? ''}`];
    if (sein === undefined) return [];
    const rewritten = without(variant, new Set([reflexive]));
    const at = verb < reflexive ? verb : verb - 1;
    const first = at === 0 && words[verb] !== lowered[verb];
    return [
      {
        words: rewritten.words.map((word, index) =>
          index === at ? (first ? sein.charAt(0).toUpperCase() + sein.slice(1) : sein) : word,
        ),
        from: rewritten.from,
      },
    ];
  };
  // What follows the subject must say where: a place phrase, or nothing in a wo-question
  // (never a participle or an adjective: Wo ist der Unfall passiert?, Wo ist es kalt?).
  const saysWhere = (from: number, to: number, subjectBefore: boolean): boolean => {
    const phrase = subjectBefore ? 0 : nounPhraseLength(words, from, to);
    if (!subjectBefore && phrase === 0) return false;
    if (from + phrase === to) return asks;
    let at = from + phrase;
    while (at < to && TIME_ADVERBS.has(lowered[at] ?? '')) at += 1;
    return PLACE_WORDS.has(lowered[at] ?? '');
  };
  // a main clause: the reflexive right after the finite verb, or after a pronoun subject there
  const after = pronounAt(verb + 1) ? verb + 2 : verb + 1;
  if (/^(mich|dich|sich|uns|euch)$/.test(lowered[after] ?? '')) {
    if (pronounAt(after + 1)) return [];
    const placed =
      saysWhere(after + 1, words.length, true) ||
      (after === verb + 1 && saysWhere(after + 1, words.length, false));
    return placed ? rewrite(after) : [];
  }
  // the verb last: the reflexive before it, never before a pronoun subject; the subject between
  // the two unless it stands before the reflexive (a pronoun or a noun)
  const reflexive = lowered.findLastIndex(
    (word, index) => index < verb && /^(mich|dich|sich|uns|euch)$/.test(word),
  );
  if (reflexive < 0 || verb - reflexive > 6) return [];
  if (pronounAt(reflexive + 1)) return [];
  const subjectBefore = pronounAt(reflexive - 1) || isNoun(words, reflexive - 1);
  return saysWhere(reflexive + 1, verb, subjectBefore) ? rewrite(reflexive) : [];
}

// ---------------------------------------------------------------------------------------------
// können with sich erinnern where the prompt says remember (Kannst du dich an mich erinnern?).

/** A form of können with its reflexive, and the form of erinnern it stands for. */
const KOENNEN_AS_ERINNERN: Readonly<Record<string, string>> = {
  'kann mich': 'erinnere',
  'kannst dich': 'erinnerst',
  'kann sich': 'erinnert',
  'können uns': 'erinnern',
  'könnt euch': 'erinnert',
  'können sich': 'erinnern',
};

/**
 * können + sich erinnern for sich erinnern where the English prompt says remember (and not can
 * or could remember): remembering and being able to recall are one answer, as English says I
 * can't remember for I don't remember. The form of können, chosen by the reflexive's person,
 * becomes the form of erinnern and the infinitive is left out: in a main clause erinnern must
 * close the clause (Kannst du dich an mich erinnern?: Erinnerst du dich an mich?), in a verb-last
 * clause erinnern stands right before the können form (dass du dich erinnern kannst). A reflexive
 * of another person, none, or erinnern elsewhere give no rewrite.
 */
export function canRememberVariants(variant: Variant, prompt: string | undefined): Variant[] {
  if (!/\bremember/i.test(prompt ?? '') || /\b(can|could|able)\b/i.test(prompt ?? '')) return [];
  const { words } = variant;
  const lowered = words.map(lower);
  const modal = lowered.findIndex((word) => /^(kann|kannst|können|könnt)$/.test(word));
  const infinitive = lowered.indexOf('erinnern');
  if (modal < 0 || infinitive < 0) return [];
  // the verb-last clause: erinnern kannst; the main clause: kannst … erinnern at the end
  const verbLast = infinitive + 1 === modal;
  if (!verbLast && (infinitive < modal || infinitive !== words.length - 1)) return [];
  const reflexive = lowered.findIndex(
    (word, index) =>
      (verbLast ? index >= infinitive - 6 : index > modal) &&
      index < infinitive &&
      /^(mich|dich|sich|uns|euch)$/.test(word),
  );
  if (reflexive < 0) return [];
  const form = KOENNEN_AS_ERINNERN[`${lowered[modal] ?? ''} ${lowered[reflexive] ?? ''}`];
  if (form === undefined) return [];
  const at = verbLast ? infinitive : modal;
  const rewritten = without(variant, new Set([verbLast ? modal : infinitive]));
  const first = at === 0 && words[modal] !== lowered[modal];
  return [
    {
      words: rewritten.words.map((word, index) =>
        index === at ? (first ? form.charAt(0).toUpperCase() + form.slice(1) : form) : word,
      ),
      from: rewritten.from,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// aber inside the second clause: "Paul ist krank, er arbeitet aber heute" for "…, aber er
// arbeitet heute".

/**
 * aber after the finite verb of a later clause read before that clause: a part (the subject or
 * another) at `start`, the finite verb right after it, aber later in the same clause; aber is put
 * before the part. Only a clause after a first one of two words or more, only one aber and never
 * as the last word: a verb not second in its clause (er aber heute arbeitet) or aber after the
 * closing prefix (wir kommen mit aber) has no rewrite.
 */
export function aberInClauseVariants(variant: Variant): Variant[] {
  const { words } = variant;
  const lowered = words.map(lower);
  const aber = lowered.indexOf('aber');
  // aber stands in the middle field: never last, after a separable prefix or final verb
  if (aber < 4 || aber === words.length - 1 || lowered.lastIndexOf('aber') !== aber) return [];
  const out: Variant[] = [];
  for (let start = 2; start < aber - 1; start += 1) {
    if (COORDINATORS.has(lowered[start - 1] ?? '') || SUBORDINATORS.has(lowered[start - 1] ?? '')) continue;
    const verbs = partsAt(words, start)
      .filter((part) => part.kind !== 'clause' && part.end < aber && isVerbLike(words, part.end))
      .map((part) => part.end);
    if (verbs.length === 0) continue;
    const order = [...range(0, start), aber, ...range(start, aber), ...range(aber + 1, words.length)];
    out.push({
      words: order.map((index) => (index === aber ? 'aber' : (words[index] ?? ''))),
      from: order.map((index) => variant.from[index] ?? index),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// "Vergiss nicht deinen Schlüssel!" for "Vergiss deinen Schlüssel nicht!".

const VERGESSEN_IMPERATIVES = new Set(['vergiss', 'vergesst', 'vergessen']);

/**
 * nicht right after the imperative of vergessen (and Sie) read at the end, where a noun phrase
 * (or two joined by und) follows it to the sentence's end: "nicht vergessen" is one unit, so
 * "Vergessen Sie nicht Ihre Tasche!" says "Vergessen Sie Ihre Tasche nicht!". Only vergessen:
 * nicht before the object of another imperative (Kauf nicht das Brot!) denies that object.
 */
export function vergessenNichtVariants(variant: Variant): Variant[] {
  const { words, from } = variant;
  const verb = lower(words[0] ?? '');
  if (!VERGESSEN_IMPERATIVES.has(verb)) return [];
  let at = 1;
  if (verb === 'vergessen') {
    if (words[1] !== 'Sie') return [];
    at = 2;
  }
  if (lower(words[at] ?? '') === 'bitte') at += 1;
  if (lower(words[at] ?? '') !== 'nicht') return [];
  const objectEnds = (start: number): boolean =>
    partsAt(words, start).some(
      (part) =>
        part.kind === 'noun' &&
        (part.end === words.length || (lower(words[part.end] ?? '') === 'und' && objectEnds(part.end + 1))),
    );
  if (!objectEnds(at + 1)) return [];
  const order = [...range(0, at), ...range(at + 1, words.length), at];
  return [
    { words: order.map((index) => words[index] ?? ''), from: order.map((index) => from[index] ?? index) },
  ];
}

// ---------------------------------------------------------------------------------------------
// "Welche von den Jacken" and "Welche der Jacken" for "Welche Jacke".

/**
 * welch- + von den + a dative plural, or + der + a plural, read as welch- + the singular of that
 * noun (the course's nouns give the plural): "Welcher von den Hunden bellt?" → "Welcher Hund
 * bellt?". The learner's welch- form is kept, so it must agree with the singular; a plural in the
 * wrong case (von den Hund) has no rewrite.
 */
export function welchVonVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words, from } = variant;
  const out: Variant[] = [];
  for (let at = 0; at < words.length - 2; at += 1) {
    if (!/^welch(e|er|es|en|em)$/.test(lower(words[at] ?? ''))) continue;
    const fromDative = lower(words[at + 1] ?? '') === 'von' && lower(words[at + 2] ?? '') === 'den';
    const fromGenitive = lower(words[at + 1] ?? '') === 'der';
    const nounAt = at + (fromDative ? 3 : 2);
    if ((!fromDative && !fromGenitive) || !isNoun(words, nounAt)) continue;
    const written = words[nounAt] ?? '';
    const index = nounIndex(lexicon);
    const singulars = new Set<string>();
    for (const base of fromDative ? [written, written.slice(0, -1)] : [written])
      for (const reading of index.get(base) ?? [])
        if (
          reading.column === 'plural' &&
          (!fromDative || nounIn(base, undefined, 'plural', DATIVE) === written)
        )
          singulars.add(reading.noun.noun);
    for (const singular of singulars) {
      const order = [...range(0, at + 1), nounAt, ...range(nounAt + 1, words.length)];
      out.push({
        words: order.map((index) => (index === nounAt ? singular : (words[index] ?? ''))),
        from: order.map((index) => from[index] ?? index),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// "der Hund von Ihrer Tochter" for "der Hund Ihrer Tochter".

const GENITIVE = 3;

/**
 * von (or vom) + a dative noun phrase right after a noun read as that noun's genitive attribute:
 * "die Tasche von meiner Schwester" → "die Tasche meiner Schwester", "das Haus vom Lehrer" → "das
 * Haus des Lehrers", "die Spielsachen von den Kindern" → "die Spielsachen der Kinder". The phrase
 * needs a determiner and a noun of the course in the dative its determiner shows: von Ihre
 * Tochter and vom Lehrers have no rewrite. The genitive -s or -es of a masculine or neuter noun is
 * left to the listed answer.
 */
export function vonGenitiveVariants(variant: Variant, lexicon: CourseLexicon | undefined): Variant[] {
  if (lexicon === undefined) return [];
  const { words, from } = variant;
  const out: Variant[] = [];
  for (let at = 2; at < words.length - 1; at += 1) {
    const preposition = lower(words[at] ?? '');
    if ((preposition !== 'von' && preposition !== 'vom') || !isNoun(words, at - 1)) continue;
    const start = preposition === 'vom' ? at : at + 1;
    const phraseWords =
      preposition === 'vom' ? [...words.slice(0, at), 'dem', ...words.slice(at + 1)] : words;
    const phrase = nounPhraseAt(phraseWords, start);
    if (phrase?.determiner === undefined) continue;
    if (!nounReadings(phrase.noun, lexicon).some((reading) => reading.noun !== undefined)) continue;
    for (const form of declined(phrase, DATIVE, GENITIVE, lexicon)) {
      const determiner = form.words[0] ?? '';
      const noun = form.words[form.words.length - 1] ?? '';
      // an n-noun keeps its ending (des Kollegen); the listed answer decides -s or -es
      const nouns =
        !form.plural && determiner.endsWith('s') && noun === phrase.noun
          ? [noun, `${noun}s`, `${noun}es`]
          : [noun];
      for (const written of nouns) {
        const genitive = [...form.words.slice(0, -1), written];
        out.push({
          words: [...words.slice(0, at), ...genitive, ...words.slice(phrase.end)],
          from: [
            ...from.slice(0, at),
            ...genitive.map((_, index) => from[Math.min(start + index, phrase.end - 1)] ?? at),
            ...from.slice(phrase.end),
          ],
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// "Nicht nach Berlin fahren wir, sondern nach Hamburg" for "Wir fahren nicht nach Berlin, sondern …".

/**
 * nicht + a fronted part, the finite verb and its subject after it and sondern later, read with
 * the subject first and nicht + the part after the rest of the first clause: "Nicht mit dem Bus
 * fahren wir, sondern mit dem Zug" → "Wir fahren nicht mit dem Bus, sondern mit dem Zug". Only
 * with sondern: a fronted nicht without it has no rewrite.
 */
export function frontedNichtSondernVariants(variant: Variant): Variant[] {
  const { words, from } = variant;
  if (lower(words[0] ?? '') !== 'nicht') return [];
  const sondern = words.map(lower).indexOf('sondern');
  if (sondern < 4) return [];
  const out: Variant[] = [];
  for (const part of partsAt(words, 1)) {
    if (part.kind === 'clause' || !isVerbLike(words, part.end)) continue;
    for (const subjectEnd of subjectEndsAfter(words, part.end)) {
      if (subjectEnd > sondern) continue;
      const order = [
        ...range(part.end + 1, subjectEnd),
        part.end,
        ...range(subjectEnd, sondern),
        0,
        ...range(1, part.end),
        ...range(sondern, words.length),
      ];
      out.push({
        words: order.map((index) => (index === 0 ? 'nicht' : (words[index] ?? ''))),
        from: order.map((index) => from[index] ?? index),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A fronted demonstrative object: "Den brauche ich" for "Ich brauche ihn".

/** A demonstrative object and the personal pronoun of its gender and case. */
const DEMONSTRATIVE_OBJECTS: Readonly<Record<string, string>> = {
  den: 'ihn',
  die: 'sie',
  das: 'es',
  dem: 'ihm',
  denen: 'ihnen',
};

/**
 * A demonstrative den, die, das, dem or denen opening a sentence (the first word, or a later word
 * written with its capital: a new sentence) before the finite verb and its subject, read as the
 * personal pronoun of its gender and case after the subject and the verb: "Wo ist der Hut? Den
 * suche ich." → "Wo ist der Hut? Ich suche ihn." The pronoun keeps the demonstrative's gender and
 * case, so "Das suche ich" for a Hut stays wrong.
 */
export function demonstrativeObjectVariants(variant: Variant): Variant[] {
  const { words, from } = variant;
  const out: Variant[] = [];
  for (let at = 0; at < words.length - 2; at += 1) {
    const word = words[at] ?? '';
    const pronoun = DEMONSTRATIVE_OBJECTS[lower(word)];
    if (pronoun === undefined || (at > 0 && !/^[A-Z]/.test(word)) || !isVerbLike(words, at + 1)) continue;
    for (const subjectEnd of subjectEndsAfter(words, at + 1)) {
      const subject = range(at + 2, subjectEnd);
      const order = [...range(0, at), ...subject, at + 1, at, ...range(subjectEnd, words.length)];
      const first = words[at + 2] ?? '';
      out.push({
        words: order.map((index) => {
          if (index === at) return pronoun;
          if (index === at + 2 && first !== 'Sie') return first.charAt(0).toUpperCase() + first.slice(1);
          return words[index] ?? '';
        }),
        from: order.map((index) => from[index] ?? index),
      });
    }
  }
  return out;
}
