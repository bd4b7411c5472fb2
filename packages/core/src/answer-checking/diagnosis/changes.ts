// The runs of differing words between a wrong answer and the closest accepted one, each explained
// from the grammar tables; the run of the most telling kind is the diagnosis.
import type { CaseName, GermanSynonymGroup, GrammarVerb, PastTenseVerb } from '../course-lexicon.ts';
import { CASE_NAMES, type Column, type GrammarIndex, type VerbForm } from './grammar-index.ts';
import type { Diagnosis, DiagnosisKind } from './index.ts';
import {
  AUXILIARIES,
  FINITE_SLOTS,
  MODALS,
  SUBJECT_SLOTS,
  lower,
  nounFormsOf,
  verbFormsOf,
} from './sentence.ts';

/** One run of differing words: the learner's (as typed) and the accepted ones, where they are. */
export interface Change {
  written: string[];
  expected: string[];
  /** Index in the corrected sentence of the run's first accepted word (or where it would be). */
  at: number;
  /** Index in the learner's words of the run's first word. */
  typedAt: number;
}

export interface ChangeContext {
  index: GrammarIndex;
  typed: readonly string[];
  /** The corrected sentence: the learner's words with each run replaced by the accepted words. */
  right: readonly string[];
  prompt: string;
  chapter: number;
  closest: string;
  /** The lexicon's synonyms: a learner's noun for the course's (Wagen for Auto) takes its own article. */
  synonyms: readonly GermanSynonymGroup[];
  /** Whether a comma follows each word of `right` (empty when unknown). */
  commaAfter?: readonly boolean[];
  /** The course's verbs in the simple past (wurde, kam), when the lexicon has them. */
  pastTense?: readonly PastTenseVerb[] | undefined;
}

/** The order in which kinds win when an answer has several errors: the most telling first. */
const PRIORITY: readonly DiagnosisKind[] = [
  'register',
  'number',
  'tense',
  'auxiliary',
  'word-choice',
  'negation',
  'word-order',
  'case',
  'gender',
  'noun-form',
  'adjective-ending',
  'participle',
  'verb-form',
  'other',
];

type Found = Pick<Diagnosis, 'kind' | 'explanation'> & { wrong?: string; right?: string };

const GENDER_WORD: Readonly<Record<Column, string>> = {
  masculine: 'masculine',
  feminine: 'feminine',
  neuter: 'neuter',
  plural: 'plural',
};

const isCapital = (word: string): boolean => /^[A-ZÄÖÜ]/.test(word);

/** A sentence quoted whole, with its final stop. */
const withStop = (sentence: string): string => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);

// ---------------------------------------------------------------------------------------------
// Register and number: du, ihr and Sie with their forms.

type Register = 'du' | 'ihr' | 'Sie';

const REGISTER_WORDS: Readonly<Record<string, Register>> = {
  du: 'du',
  dich: 'du',
  dir: 'du',
  euch: 'ihr',
  Ihnen: 'Sie',
};
const POSSESSIVE_STEMS: readonly [RegExp, Register][] = [
  [/^dein(e|en|em|er|es)?$/, 'du'],
  [/^(euer|eure|euren|eurem|eurer|eures)$/, 'ihr'],
];

/** The registers a side of a run speaks in: its pronouns, possessives and imperatives. */
function registersOf(words: readonly string[], context: ChangeContext, at: number): Set<Register> {
  const found = new Set<Register>();
  words.forEach((word, offset) => {
    const first = at + offset === 0;
    const known = REGISTER_WORDS[word] ?? REGISTER_WORDS[lower(word)];
    if (known !== undefined) found.add(known);
    if (word === 'Sie' && !first) found.add('Sie');
    if (/^Ihr(e|en|em|er|es)?$/.test(word) && !first) found.add('Sie');
    if (lower(word) === 'ihr') {
      // ihr before or after a verb is the subject; elsewhere a dative or a possessive.
      const next = context.right[at + offset + 1] ?? '';
      const previous = context.right[at + offset - 1] ?? '';
      const isSubject = [next, previous].some((neighbour) =>
        verbFormsOf(context.index, neighbour, false).some(
          (form) => form.slot === 4 || form.slot === 'imp-ihr',
        ),
      );
      if (
        isSubject ||
        words.some((other) => verbFormsOf(context.index, other).some((form) => form.slot === 4))
      )
        found.add('ihr');
    }
    for (const [pattern, register] of POSSESSIVE_STEMS) if (pattern.test(lower(word))) found.add(register);
    const forms = verbFormsOf(context.index, word, true);
    if (forms.length > 0 && forms.every((form) => form.slot === 'imp-du')) found.add('du');
  });
  return found;
}

const REGISTER_NAME: Readonly<Record<Register, string>> = {
  du: 'informal you',
  ihr: 'informal plural you',
  Sie: 'formal you',
};

function registerChange(change: Change, context: ChangeContext): Found | undefined {
  const mine = registersOf(change.written, context, change.typedAt);
  const theirs = registersOf(change.expected, context, change.at);
  // Only a learner who wrote a du, ihr or Sie form chose a register (a subject left out is not one).
  if (mine.size === 0) return undefined;
  const want = [...theirs].find((register) => !mine.has(register));
  const had = [...mine].find((register) => !theirs.has(register));
  if (want === undefined && had === undefined) return undefined;
  const target =
    want ??
    (/\(formal\)/i.test(context.prompt)
      ? 'Sie'
      : /informal,? pl/i.test(context.prompt)
        ? 'ihr'
        : /informal/i.test(context.prompt)
          ? 'du'
          : undefined);
  if (target === undefined) return undefined;
  const source = had ?? (target === 'Sie' ? 'du' : 'Sie');
  const right = change.expected.join(' ');
  const imperative =
    /!\s*$/.test(context.closest) ||
    change.expected.some((word, offset) => {
      const forms = verbFormsOf(context.index, word, change.at + offset === 0);
      return forms.length > 0 && forms.every((form) => String(form.slot).startsWith('imp'));
    });
  if ((target === 'du' && source === 'ihr') || (target === 'ihr' && source === 'du'))
    return {
      kind: 'number',
      explanation:
        target === 'ihr'
          ? `The prompt means several people: ${right}.`
          : `The prompt means one person: ${right}.`,
    };
  if (imperative && right !== '')
    return {
      kind: 'register',
      explanation: `The prompt asks for the ${target === 'Sie' ? 'formal Sie' : target === 'du' ? 'informal du' : 'ihr'} imperative: ${right}.`,
    };
  return {
    kind: 'register',
    explanation: `The prompt asks for ${REGISTER_NAME[target]}: ${right === '' ? target : right}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Verbs: which verb a word is, and what a run of verb forms says.

function lemmasOf(context: ChangeContext, word: string, first: boolean): readonly VerbForm[] {
  return verbFormsOf(context.index, word, first);
}

const STEM_CHANGE_NAME: Readonly<Record<string, string>> = { i: 'e to i', ie: 'e to ie', ä: 'a to ä' };

/** The subject of the corrected sentence's verb at `at`: a pronoun beside it or the noun phrase before it. */
function subjectOf(context: ChangeContext, at: number, slot: number): string | undefined {
  const right = context.right;
  // A noun phrase that opens the clause right before the verb is its subject (meine Mutter sieht
  // es: es is the object).
  const [clauseStart] = clauseOf(context, at);
  const opener = CLAUSE_OPENERS.has(lower(right[clauseStart] ?? '')) ? clauseStart + 1 : clauseStart;
  if (
    clauseStart > 0 &&
    at - opener >= 1 &&
    at - opener <= 3 &&
    isCapital(right[at - 1] ?? '') &&
    nounFormsOf(context.index, right[at - 1] ?? '').length > 0 &&
    right.slice(opener, at - 1).every((word) => context.index.determinerForms.has(lower(word)))
  )
    return right.slice(opener, at).join(' ');
  // A subject pronoun beside the verb (sie serves er/sie/es and sie/Sie alike).
  for (const neighbour of [at - 1, at + 1]) {
    const word = right[neighbour] ?? '';
    const key = word === 'Sie' && neighbour > 0 ? 'Sie' : lower(word);
    const slotOf = SUBJECT_SLOTS[key];
    if (slotOf === undefined) continue;
    if (slotOf === slot || (key === 'sie' && (slot === 2 || slot === 5))) return key === 'Sie' ? 'Sie' : key;
  }
  if (lower(right[at - 1] ?? '') === 'niemand' || lower(right[at + 1] ?? '') === 'niemand') return 'niemand';
  // A noun phrase before the verb (from the clause start) or right after it (a question).
  const isNounAt = (i: number) =>
    i > 0
      ? isCapital(right[i] ?? '')
      : i === 0 &&
        isCapital(right[0] ?? '') &&
        !context.index.determinerForms.has(lower(right[0] ?? '')) &&
        !context.index.pronounForms.has(lower(right[0] ?? '')) &&
        verbFormsOf(context.index, right[0] ?? '').length === 0 &&
        !/^(wo|wie|was|wer|wann|warum|heute|hier|da|dann|morgen|jetzt)$/i.test(right[0] ?? '');
  for (let length = 1; length <= 3; length += 1) {
    const start = at - length;
    if (start >= 0 && (start === 0 || isClauseBreak(context, start - 1)) && isNounAt(at - 1))
      return inText(right.slice(start, at).join(' '), start, context.index);
  }
  for (const end of [at + 1, at + 2, at + 3]) {
    if (!isNounAt(end)) continue;
    if (end === at + 1 || context.index.determinerForms.has(lower(right[at + 1] ?? '')))
      return inText(right.slice(at + 1, end + 1).join(' '), at + 1, context.index);
    break;
  }
  return undefined;
}

/** Whether a clause ends after the corrected sentence's word at `at` (before und, aber, oder). */
function isClauseBreak(context: ChangeContext, at: number): boolean {
  const next = lower(context.right[at + 1] ?? '');
  return next === 'und' || next === 'aber' || next === 'oder';
}

const PERSON_OF_SLOT = ['ich', 'du', 'er/sie/es', 'wir', 'ihr', 'sie/Sie'];

function presentStemOf(verb: GrammarVerb): string {
  const infinitive = verb.prefix === undefined ? verb.infinitive : verb.infinitive.slice(verb.prefix.length);
  return infinitive.replace(/e?n$/, '');
}

function verbFormExplanation(
  verb: GrammarVerb,
  slot: number,
  wrong: string,
  right: string,
  context: ChangeContext,
  at: number,
): string {
  const subject = subjectOf(context, at, slot);
  const irregular =
    AUXILIARIES.has(verb.infinitive) || MODALS.has(verb.infinitive) || verb.infinitive === 'wissen';
  const regular = verb.present;
  if (verb.stemChange !== undefined && (slot === 1 || slot === 2)) {
    const plain = presentStemOf(verb);
    if (lower(wrong).startsWith(plain.slice(0, -1)) || lower(wrong).includes(plain)) {
      // A stem in -t that changes its vowel takes no linking -e- (er hält, du hältst), unlike
      // the unchanged stem's arbeitet: said when the learner wrote it.
      const ending = slot === 1 ? 'est' : 'et';
      const noLinkingE =
        lower(wrong).endsWith(ending) && !lower(right).endsWith(ending)
          ? ` and takes no extra -${ending}`
          : '';
      return `${verb.infinitive} changes ${verb.stemChange === 'ä' && plain.includes('au') ? 'au to äu' : STEM_CHANGE_NAME[verb.stemChange]} with ${slot === 1 ? 'du' : 'er/sie/es'}${noLinkingE}: ${subject ?? PERSON_OF_SLOT[slot]} ${right}.`;
    }
  }
  if (verb.stemChange !== undefined && slot !== 1 && slot !== 2) {
    const changed = lower(verb.present[2]).replace(/t$/, '');
    if (lower(wrong).startsWith(changed) && !lower(right).startsWith(changed))
      return `Only du and er/sie/es change the stem (${STEM_CHANGE_NAME[verb.stemChange] ?? ''}): ${subject ?? PERSON_OF_SLOT[slot]} ${right}.`;
  }
  const stem = presentStemOf(verb);
  if (
    /[td]$/.test(stem) &&
    (slot === 1 || slot === 2 || slot === 4) &&
    lower(right) === lower(wrong).replace(/(s?t)$/, 'e$1')
  )
    return `Stems ending in -${stem.slice(-1)} add an -e-: ${subject ?? PERSON_OF_SLOT[slot]} ${right}.`;
  if (subject === 'niemand') return `niemand takes the third person singular: ${right}.`;
  if (
    subject !== undefined &&
    SUBJECT_SLOTS[subject] === undefined &&
    SUBJECT_SLOTS[lower(subject)] === undefined
  ) {
    if (lower(subject) === 'das' || lower(subject) === 'es')
      return slot === 5 || slot === 3
        ? `With a plural noun after ${lower(subject)} the verb is plural: ${lower(subject)} ${right}.`
        : `With a singular noun after ${lower(subject)} the verb is singular: ${lower(subject)} ${right}.`;
    return `${subject} is ${slot >= 3 ? 'plural' : 'singular'}, so the verb is ${right}.`;
  }
  const person = subject ?? PERSON_OF_SLOT[slot] ?? '';
  const ending = lower(right).startsWith(stem) ? lower(right).slice(stem.length) : '';
  if (!irregular && ending !== '' && regular[slot] === right)
    return `With ${person} the ending is -${ending}: ${person} ${right}.`;
  return `With ${person} the form of ${verb.infinitive} is ${right}: ${person} ${right}.`;
}

const CLAUSE_OPENERS = new Set(['und', 'aber', 'oder', 'denn', 'sondern']);

/** The first and last index of the clause of the corrected sentence's word at `at` (commas, und, aber, oder). */
function clauseOf(context: ChangeContext, at: number): readonly [number, number] {
  const right = context.right;
  const commas = context.commaAfter ?? [];
  let start = Math.max(0, Math.min(at, right.length - 1));
  while (start > 0 && commas[start - 1] !== true && !CLAUSE_OPENERS.has(lower(right[start] ?? '')))
    start -= 1;
  let end = Math.max(start, Math.min(at, right.length - 1));
  while (end < right.length - 1 && commas[end] !== true && !CLAUSE_OPENERS.has(lower(right[end + 1] ?? '')))
    end += 1;
  return [start, end];
}

/**
 * Whether a form of a separable verb is really that verb here: its prefix is part of the word
 * (einkaufen, eingekauft) or stands later in the clause (kauft … ein). Without it, kauft is kaufen.
 */
function prefixPresent(
  context: ChangeContext,
  form: VerbForm,
  word: string,
  i: number,
  end: number,
): boolean {
  const prefix = form.verb.prefix;
  if (prefix === undefined || lower(word).startsWith(prefix)) return true;
  return context.right.slice(i + 1, end + 1).some((other) => lower(other) === prefix);
}

/** The forms of the corrected sentence's word at `i` that are the verb it is in its clause. */
function verbFormsInClause(context: ChangeContext, i: number): readonly VerbForm[] {
  const word = context.right[i] ?? '';
  const forms = lemmasOf(context, word, i === 0);
  if (forms.length < 2 && forms.every((form) => form.verb.prefix === undefined)) return forms;
  const [, end] = clauseOf(context, i);
  return forms.filter((form) => prefixPresent(context, form, word, i, end));
}

/** The verb that governs the corrected sentence's word at `at`: the nearest full verb of its clause. */
function governingVerb(context: ChangeContext, at: number): GrammarVerb | undefined {
  let best: GrammarVerb | undefined;
  let bestDistance = Infinity;
  const [start, end] = clauseOf(context, at);
  context.right.forEach((_word, i) => {
    if (i < start || i > end) return;
    const forms = verbFormsInClause(context, i);
    for (const form of forms) {
      if (AUXILIARIES.has(form.verb.infinitive) || MODALS.has(form.verb.infinitive)) continue;
      const distance = Math.abs(i - at) + (i > at ? 0.5 : 0) - (form.verb.objectCase === 'dative' ? 0.25 : 0);
      if (distance < bestDistance) {
        best = form.verb;
        bestDistance = distance;
      }
    }
  });
  return best;
}

/** The participle of the clause of the corrected sentence's word at `at` and its verb, if it has one. */
function participleIn(context: ChangeContext, at: number): VerbForm | undefined {
  const [start, end] = clauseOf(context, at);
  for (let i = end; i > Math.max(0, start - 1); i -= 1) {
    const form = lemmasOf(context, context.right[i] ?? '', false).find(
      (entry) => entry.slot === 'participle',
    );
    if (form !== undefined) return form;
  }
  return undefined;
}

const AUXILIARY_LIKE = new Set(['haben', 'sein', 'werden', 'wollen']);

/** Verbs of giving, showing and telling, whose indirect object is the person in the dative. */
const GIVING_VERBS = new Set([
  'geben',
  'schenken',
  'zeigen',
  'sagen',
  'erklären',
  'erzählen',
  'bringen',
  'mitbringen',
  'schicken',
  'schreiben',
  'kaufen',
  'empfehlen',
  'leihen',
  'anbieten',
]);

/** Verbs that link a subject to a noun in the nominative (Das ist ein Hund). */
const LINKING_VERBS = new Set(['sein', 'werden', 'bleiben', 'heißen']);

/** Subjects before a linking verb: a pronoun or a demonstrative. */
const SUBJECT_WORDS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'das', 'dies', 'wer', 'was']);

/** Verbs whose two-way preposition has a fixed case, with no place or direction (warten auf den Bus). */
const FIXED_PREPOSITIONS = new Set([
  'warten auf',
  'denken an',
  'sprechen über',
  'reden über',
  'lachen über',
  'nachdenken über',
  'glauben an',
  'erinnern an',
  'freuen auf',
  'freuen über',
  'ärgern über',
  'schreiben an',
  'aufpassen auf',
  'antworten auf',
]);

const TIME_NOUN =
  /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Wochenende|Woche|Wochen|Monat|Monate|Monaten|Jahr|Jahre|Jahren|Jahres|Tag|Tage|Tagen|Morgen|Vormittag|Mittag|Nachmittag|Abend|Nacht|Stunde|Stunden|Minute|Minuten|Moment|Sommer|Winter|Frühling|Herbst|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/;

/** A noun of time (Montag, Woche, Sommer): the case of a time expression has no wo? or wohin?. */
function isTimeNoun(word: string): boolean {
  return TIME_NOUN.test(word);
}

/** Why a past participle is what it is: no ge- for -ieren and inseparable verbs, else its form. */
function participleReason(infinitive: string, wrong: string, right: string): string {
  const stem = infinitive.replace(/e?n$/, '');
  if (/^ge/.test(wrong) && !/^ge/.test(right) && /ieren$/.test(infinitive))
    return `-ieren verbs take no ge-: ${right}.`;
  const inseparable = /^(be|ver|er|ent|zer|ge|emp|miss|über|unter|hinter|wider)/.exec(infinitive)?.[1];
  if (/^ge/.test(lower(wrong)) && lower(right) === lower(wrong).slice(2) && inseparable !== undefined)
    return `${infinitive} has the inseparable prefix ${inseparable}-, so its participle takes no ge-: ${right}.`;
  if (/^ge/.test(wrong) && !/ge/.test(right) && right.endsWith('t') && right === `${stem}t`)
    return `${infinitive} has an inseparable prefix, so no ge-: ${right}.`;
  if (/^ge/.test(wrong) && /^[a-zäöü]+ge/.test(right) && !/^ge/.test(right))
    return `ge- goes after the separable prefix: ${right}.`;
  const weak = [`${stem}t`, `${stem}et`].some((form) => form === right || right.replace('ge', '') === form);
  if (weak && right.endsWith('t') && infinitive !== 'haben') return `${infinitive} is regular: ${right}.`;
  if (right.endsWith('en')) return `${infinitive} is irregular: ${right}.`;
  return `The past participle of ${infinitive} is ${right}.`;
}

function verbChange(change: Change, context: ChangeContext): Found | undefined {
  if (change.written.length !== 1 || change.expected.length !== 1) return undefined;
  const wrong = change.written[0] ?? '';
  const right = change.expected[0] ?? '';
  const first = change.at === 0;
  const rightForms = lemmasOf(context, right, first);
  if (rightForms.length === 0) return undefined;
  const wrongForms = lemmasOf(context, wrong, change.typedAt === 0);

  // Two different verbs: a contrast the course teaches, or an auxiliary for another.
  const rightVerbs = new Set(rightForms.map((form) => form.verb.infinitive));
  const wrongVerbs = new Set(wrongForms.map((form) => form.verb.infinitive));
  const shared = [...rightVerbs].some((verb) => wrongVerbs.has(verb));
  if (!shared && wrongForms.length > 0) {
    for (const mine of wrongVerbs)
      for (const theirs of rightVerbs) {
        const contrast = context.index.contrastsOf.get(theirs)?.find((entry) => entry.words.includes(mine));
        const rule = contrast?.rules[theirs];
        if (rule !== undefined)
          return { kind: 'word-choice', explanation: `${rule}: ${inText(right, change.at, context.index)}.` };
      }
    const mine = [...wrongVerbs].find((verb) => AUXILIARY_LIKE.has(verb));
    const theirs = [...rightVerbs].find((verb) => AUXILIARY_LIKE.has(verb));
    if (mine !== undefined && theirs !== undefined) {
      const participle = participleIn(context, change.at);
      // Age is given with sein (Ich bin zwanzig, Wie alt bist du?), never haben.
      if (
        theirs === 'sein' &&
        mine === 'haben' &&
        participle === undefined &&
        context.right.some((word) => lower(word) === 'alt')
      )
        return {
          kind: 'word-choice',
          explanation: `German gives a person's age with sein, not haben: ${inText(right, change.at, context.index)}.`,
        };
      if ((theirs === 'haben' || theirs === 'sein') && participle !== undefined)
        return {
          kind: 'auxiliary',
          explanation: `${participle.verb.infinitive} takes ${theirs} here: ${right} ${participle.verb.participle ?? ''}.`,
        };
      if (theirs === 'werden' && participle !== undefined)
        return {
          kind: 'auxiliary',
          explanation: `The passive is formed with werden: ${right} ${participle.verb.participle ?? ''}.`,
        };
      if (theirs === 'werden')
        return {
          kind: 'auxiliary',
          explanation:
            mine === 'wollen'
              ? `The future is formed with werden; ${lower(wrong)} (wollen) means want to: ${right}.`
              : context.right.some(
                    (word, i) =>
                      i > change.at &&
                      lemmasOf(context, word, false).some(
                        (form) => form.slot === 'infinitive' && form.verb.infinitive !== 'werden',
                      ),
                  )
                ? `The future is formed with werden: ${right}.`
                : `The verb here is werden: ${right}.`,
        };
      if (theirs === 'wollen')
        return {
          kind: 'auxiliary',
          explanation:
            mine === 'werden'
              ? `Wanting to is wollen: ${right}; werden forms the future.`
              : `Wanting to is wollen: ${right}.`,
        };
    }
  }

  // One verb in another form.
  const sameVerb = rightForms.find(
    (form) => wrongVerbs.has(form.verb.infinitive) || (wrongForms.length === 0 && looksLike(wrong, form)),
  );
  if (sameVerb === undefined) return undefined;
  const verb = sameVerb.verb;
  const mineForm = wrongForms.find((form) => form.verb === verb);
  const theirSlots = rightForms.filter((form) => form.verb === verb).map((form) => form.slot);
  if (theirSlots.includes('participle')) {
    if (wrongForms.some((form) => form.verb === verb && form.slot === 'infinitive'))
      return {
        kind: 'participle',
        explanation: `${context.right.some((word) => lemmasOf(context, word, false).some((form) => form.verb.infinitive === 'werden')) ? 'The passive' : 'The perfect'} needs the past participle: ${right}.`,
      };
    return { kind: 'participle', explanation: participleReason(verb.infinitive, wrong, right) };
  }
  const helper = context.right.find(
    (word, i) =>
      i !== change.at &&
      lemmasOf(context, word, false).some(
        (form) =>
          FINITE_SLOTS.has(form.slot) &&
          (MODALS.has(form.verb.infinitive) || form.verb.infinitive === 'werden'),
      ),
  );
  const mineFinite = mineForm === undefined || mineForm.slot !== 'infinitive';
  if (
    theirSlots.includes('infinitive') &&
    (!theirSlots.some((slot) => typeof slot === 'number') || (helper !== undefined && mineFinite))
  ) {
    const helperWord = context.right.find((word) =>
      lemmasOf(context, word, false).some(
        (form) =>
          FINITE_SLOTS.has(form.slot) &&
          (MODALS.has(form.verb.infinitive) || form.verb.infinitive === 'werden'),
      ),
    );
    const helperVerb =
      helperWord === undefined ? undefined : lemmasOf(context, helperWord, false)[0]?.verb.infinitive;
    return {
      kind: 'verb-form',
      explanation:
        helperVerb === 'werden'
          ? `After werden the verb is an infinitive: ${right}.`
          : helperVerb !== undefined
            ? `With a modal verb (${lower(helperWord ?? '')}) the other verb is an infinitive at the end of the clause: ${right}.`
            : `Here the verb is an infinitive: ${right}.`,
    };
  }
  const imperative = theirSlots.find((slot) => typeof slot === 'string' && slot.startsWith('imp'));
  const numbered = theirSlots.filter((slot): slot is 0 | 1 | 2 | 3 | 4 | 5 => typeof slot === 'number');
  const mineImperative = mineForm !== undefined && String(mineForm.slot).startsWith('imp');
  if (imperative !== undefined && (numbered.length === 0 || mineImperative || /!/.test(context.closest))) {
    const person = imperative === 'imp-du' ? 'du' : imperative === 'imp-ihr' ? 'ihr' : 'Sie';
    if (mineImperative && mineForm.slot !== imperative)
      return {
        kind: person === 'Sie' ? 'register' : 'number',
        explanation:
          person === 'ihr'
            ? `You are talking to several people: the ihr imperative ${right}.`
            : person === 'Sie'
              ? `The prompt is formal: the Sie imperative ${right} Sie.`
              : `You are talking to one person: the du imperative ${right}.`,
      };
    return { kind: 'verb-form', explanation: `The ${person} imperative of ${verb.infinitive} is ${right}.` };
  }
  const slot = pickSlot(numbered, context, change.at);
  if (slot === undefined) return undefined;
  // A verb moved off the front of a question is written small in the middle of the sentence.
  const shown = change.at === 0 && right !== 'Sie' ? lower(right) : right;
  return {
    kind: 'verb-form',
    explanation: verbFormExplanation(verb, slot, wrong, shown, context, change.at),
  };
}

/** The person of a form that fills several slots (spielen: wir and sie), as its subject says. */
function pickSlot(slots: readonly number[], context: ChangeContext, at: number): number | undefined {
  if (slots.length <= 1) return slots[0];
  for (const neighbour of [at - 1, at + 1]) {
    const word = context.right[neighbour] ?? '';
    const slot = SUBJECT_SLOTS[word] ?? SUBJECT_SLOTS[lower(word)];
    if (slot !== undefined && slots.includes(slot)) return slot;
    if (lower(word) === 'sie' && slots.includes(5)) return 5;
  }
  return slots.includes(2) ? 2 : slots.includes(5) ? 5 : slots[0];
}

/** Whether an unknown word looks like a form of a verb (a made-up form: helfst, aufgesteht). */
function looksLike(word: string, form: VerbForm): boolean {
  const a = lower(word);
  const infinitive = form.verb.infinitive;
  const stem = presentStemOf(form.verb);
  const root = stem.replace(/[aeiouäöü]+[^aeiouäöü]*$/, '');
  if (form.slot === 'participle')
    return (
      (form.verb.prefix !== undefined && a.startsWith(form.verb.prefix)) ||
      a.startsWith('ge') ||
      a.includes(root)
    );
  // A stem change carried into another person (hilfen for helfen).
  const changed = lower(form.verb.present[2]).replace(/t$/, '');
  if (form.verb.stemChange !== undefined && changed.length >= 3 && a.startsWith(changed)) return true;
  return (
    a.startsWith(root.slice(0, 2)) && (a.includes(stem.slice(0, 3)) || a.startsWith(infinitive.slice(0, 2)))
  );
}

// ---------------------------------------------------------------------------------------------
// Noun phrases: determiners, pronouns, nouns and adjective endings.

/** The noun a determiner or adjective at `at` belongs to: the first capitalised word within three. */
function nounAfter(words: readonly string[], at: number): number {
  for (let i = at + 1; i <= at + 3 && i < words.length; i += 1) if (isCapital(words[i] ?? '')) return i;
  return -1;
}

/** The columns a noun form fills: its gender in the singular, plural for a plural. */
function columnsOf(context: ChangeContext, noun: string | undefined): readonly Column[] {
  if (noun === undefined) return ['masculine', 'feminine', 'neuter', 'plural'];
  const forms = nounFormsOf(context.index, noun);
  if (forms.length === 0) return ['masculine', 'feminine', 'neuter', 'plural'];
  const columns = new Set<Column>();
  for (const form of forms)
    columns.add(form.form === 'plural' || form.form === 'dative-plural' ? 'plural' : form.noun.gender);
  return [...columns];
}

/** A determiner (or a contraction's article) as a determiner headword's cells. */
function determinerCells(
  context: ChangeContext,
  word: string,
): { word: string; cells: readonly (readonly [Column, number])[]; preposition?: string }[] {
  const contraction = context.index.grammar.contractions[lower(word)];
  if (contraction !== undefined)
    return (context.index.determinerForms.get(contraction[1]) ?? [])
      .filter((entry) => entry.word === 'der')
      .map((entry) => ({ ...entry, preposition: contraction[0] }));
  return [...(context.index.determinerForms.get(lower(word)) ?? [])];
}

/** Why the case is what it is at `at` (a determiner or pronoun of the corrected sentence). */
function caseReason(
  context: ChangeContext,
  at: number,
  caseIndex: number,
  phrase: string,
  preposition: string | undefined,
): string {
  const caseName = CASE_NAMES[caseIndex] ?? 'accusative';
  const right = context.right;
  let prep = preposition;
  if (prep === undefined) {
    for (let i = at - 1; i >= Math.max(0, at - 2); i -= 1) {
      const word = lower(right[i] ?? '');
      if (context.index.grammar.prepositions[word] !== undefined) {
        prep = word;
        break;
      }
      if (!/^[a-zäöüß]+$/.test(right[i] ?? '') || verbFormsOf(context.index, word).length > 0) break;
    }
  }
  if (prep !== undefined) {
    const cases = context.index.grammar.prepositions[prep] ?? [];
    const fixed = governingVerb(context, at)?.infinitive;
    if (cases.length === 2 && fixed !== undefined && FIXED_PREPOSITIONS.has(`${fixed} ${prep}`))
      return `${fixed} ${prep} always takes the ${caseName}: ${phrase}.`;
    if (cases.length === 2 && isTimeNoun(right[nounAfter(right, at)] ?? ''))
      return `In a time expression ${prep} takes the ${caseName}: ${phrase}.`;
    if (cases.length === 2 && caseName === 'accusative')
      return `${prep} takes the accusative for a direction (wohin?): ${phrase}.`;
    if (cases.length === 2 && caseName === 'dative')
      return `${prep} takes the dative for a place (wo?): ${phrase}.`;
    return `${prep} takes the ${caseName}: ${phrase}.`;
  }
  if (caseName === 'genitive') return `The owner is in the genitive: ${phrase}.`;
  const text = right.map(lower).join(' ');
  if (caseName === 'accusative' && /\bes gibt\b|\bgibt es\b/.test(text))
    return `es gibt takes the accusative: ${phrase}.`;
  const verb = governingVerb(context, at);
  if (caseName === 'dative') {
    if (verb?.objectCase === 'dative') return `${verb.infinitive} takes the dative: ${phrase}.`;
    if (verb !== undefined && GIVING_VERBS.has(verb.infinitive))
      return `The indirect object (the person something is given, shown or told to) is in the dative: ${phrase}.`;
    return `The dative is needed here: ${phrase}.`;
  }
  if (caseName === 'nominative') {
    // sein links this noun to the subject before it (Das ist ein Hund), not an inverted subject (Heute ist das Wetter …).
    const start =
      phrase.split(' ').length > 1 && context.index.grammar.prepositions[lower(right[at - 1] ?? '')]
        ? at - 1
        : at;
    // A comparison: the noun after als or wie takes the case of what it is compared with.
    const comparison = lower(right[start - 1] ?? '');
    if (comparison === 'als' || comparison === 'wie')
      return `After ${comparison} the noun takes the same case as what it is compared with, here the nominative: ${comparison} ${phrase}.`;
    // The linking verb before the noun, over small words between (Das ist nicht mein Arzt).
    let verbAt = start - 1;
    while (
      verbAt > 0 &&
      /^(nicht|auch|noch|nur|schon|wirklich|jetzt|heute|bald|immer|wieder)$/i.test(right[verbAt] ?? '')
    )
      verbAt -= 1;
    const linkingVerb =
      verbAt >= 1
        ? lemmasOf(context, right[verbAt] ?? '', false).find((form) =>
            LINKING_VERBS.has(form.verb.infinitive),
          )
        : undefined;
    const linking =
      linkingVerb !== undefined &&
      (SUBJECT_WORDS.has(lower(right[verbAt - 1] ?? '')) ||
        nounFormsOf(context.index, right[verbAt - 1] ?? '').length > 0);
    return linking
      ? `After ${linkingVerb.verb.infinitive} the noun stays in the nominative: ${phrase}.`
      : `The subject is in the nominative: ${phrase}.`;
  }
  if (isTimeNoun(right[nounAfter(right, at)] ?? ''))
    return `Time expressions without a preposition are in the accusative: ${phrase}.`;
  if (verb !== undefined && verb.objectCase !== 'dative')
    return `${verb.infinitive} takes the accusative: ${phrase}.`;
  return `The direct object is in the accusative: ${phrase}.`;
}

/** The words from a determiner (and the preposition before it) to its noun. */
function phraseAt(context: ChangeContext, at: number): string {
  const right = context.right;
  const noun = nounAfter(right, at);
  let start = at;
  const before = lower(right[at - 1] ?? '');
  if (context.index.grammar.prepositions[before] !== undefined) start = at - 1;
  return inText(right.slice(start, noun >= 0 ? noun + 1 : at + 1).join(' '), start, context.index);
}

/**
 * Words quoted inside an explanation: a sentence's first word loses its capital when it is a
 * function word or a verb (der Tisch, welches Lied, stell), not when it is a name or Sie.
 */
function inText(words: string, at: number, index: GrammarIndex): string {
  const [first = '', ...rest] = words.split(' ');
  if (at !== 0 || first === 'Sie' || first === 'Ihnen' || /^Ihr/.test(first)) return words;
  const key = lower(first);
  const functionWord =
    index.determinerForms.has(key) ||
    index.pronounForms.has(key) ||
    index.verbForms.has(key) ||
    index.contrastsOf.has(key) ||
    index.grammar.prepositions[key] !== undefined ||
    index.grammar.contractions[key] !== undefined;
  if (!functionWord || nounFormsOf(index, first).length > 0) return words;
  return [key, ...rest].join(' ');
}

function determinerChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const wrong = change.written[offset] ?? '';
  const right = change.expected[offset] ?? '';
  const at = change.at + offset;
  const rightEntries = determinerCells(context, right);
  if (rightEntries.length === 0) return undefined;
  const wrongEntries = determinerCells(context, wrong);
  if (wrongEntries.length === 0) return undefined;
  const nounIndex = nounAfter(context.right, at);
  const noun = nounIndex >= 0 ? context.right[nounIndex] : undefined;
  const columns = columnsOf(context, noun);
  const phrase = phraseAt(context, at);
  for (const theirs of rightEntries) {
    const allCells = theirs.cells.filter(([column]) => columns.includes(column));
    // A noun spelled alike in both numbers (der Lehrer, die Lehrer) is read as a singular where
    // the right determiner can be one.
    const singularCells = allCells.filter(([column]) => column !== 'plural');
    const nounForms = noun === undefined ? [] : nounFormsOf(context.index, noun);
    const alike =
      nounForms.length > 0 &&
      nounForms.every((form) => form.noun.plural === form.noun.noun && form.noun.onlyPlural !== true);
    const theirCells = alike && singularCells.length > 0 ? singularCells : allCells;
    if (theirCells.length === 0) continue;
    const mine = wrongEntries.find((entry) => entry.word === theirs.word);
    if (mine === undefined) {
      // Another word of the same slot: sein for ihr (the owner's gender).
      if (/^Ihr/.test(right) && at > 0 && /^sein/.test(lower(wrong)))
        return { kind: 'gender', explanation: `Belonging to you (formal Sie) is Ihr: ${phrase}.` };
      if (/^ihr/.test(lower(right)) && /^sein/.test(lower(wrong)))
        return {
          kind: 'gender',
          explanation: `When the owner is feminine (sie) or plural (they), the possessive is ihr: ${phrase}.`,
        };
      if (/^sein/.test(lower(right)) && /^ihr/.test(lower(wrong)))
        return {
          kind: 'gender',
          explanation: `When the owner is masculine or neuter (er or es), the possessive is sein: ${phrase}.`,
        };
      continue;
    }
    // A noun spelled alike in the singular and the plural (das Gemälde, die Gemälde) that is
    // plural here: a singular determiner is a number error.
    if (
      noun !== undefined &&
      theirCells.every(([column]) => column === 'plural') &&
      mine.cells.some(([column]) => column !== 'plural' && columns.includes(column))
    )
      return {
        kind: 'number',
        explanation: `${noun} is the same in the singular and the plural; here it is plural: ${phrase}.`,
      };
    const cases = [...new Set(theirCells.map(([, index]) => index))];
    // A genitive of the same gender (jedes Morgens) is no likely slip for another case.
    const sameColumn = mine.cells.filter(
      ([column, index]) =>
        theirCells.some(([their]) => their === column) && (index !== 3 || cases.includes(3)),
    );
    // After a preposition the case is given: a form of that case for another gender is a gender error.
    const governed =
      theirs.preposition !== undefined ||
      context.index.grammar.prepositions[lower(context.right[at - 1] ?? '')]?.length === 1;
    const sameCase = mine.cells.some(
      ([column, index]) => column !== 'plural' && !columns.includes(column) && cases.includes(index),
    );
    // The subject (the sentence's first phrase, or a phrase beside sein or werden) is in the
    // nominative: a nominative of another gender there is a gender error (der Küche for die Küche).
    const nominativeOtherGender =
      cases.includes(0) &&
      isNominativePlace(context, at) &&
      mine.cells.some(([column, index]) => index === 0 && column !== 'plural' && !columns.includes(column));
    // A form of no right case in any singular gender is a case error too (den Haus for dem Haus).
    if (!nominativeOtherGender && ((sameColumn.length > 0 && !(governed && sameCase)) || !sameCase)) {
      const caseIndex = pickCase(cases, context, at);
      // A contraction for a plain article (im for in den): the preposition in it stays.
      const fused = context.index.grammar.contractions[lower(wrong)];
      if (fused !== undefined && theirs.preposition === undefined && !phrase.startsWith(`${fused[0]} `))
        return {
          kind: 'case',
          explanation: caseReason(context, at, caseIndex, `${fused[0]} ${phrase}`, fused[0]),
          right: `${fused[0]} ${right}`,
        };
      return {
        kind: 'case',
        explanation: caseReason(context, at, caseIndex, phrase, theirs.preposition),
      };
    }
    const column = theirCells[0]?.[0] ?? 'masculine';
    const nounName = noun ?? 'The noun';
    if (column === 'plural') {
      // A singular form for a plural noun: the plural row of the case the sentence asks for.
      const caseIndex = pickCase(cases, context, at);
      return {
        kind: 'case',
        explanation: `${nounName} is plural: in the ${CASE_NAMES[caseIndex] ?? 'accusative'} plural the form is ${lower(right)}: ${phrase}.`,
      };
    }
    return { kind: 'gender', explanation: `${nounName} is ${GENDER_WORD[column]}: ${phrase}.` };
  }
  return undefined;
}

/**
 * A synonym of the course's noun with the article of the course's noun (sein Wagen for sein Auto):
 * the learner's noun is right, its article is not; the article it needs is recomputed from the
 * tables for its own gender, in the case the sentence asks for.
 */
function synonymChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const learnerNoun = change.written[offset] ?? '';
  const courseNoun = change.expected[offset] ?? '';
  const at = change.at + offset;
  const group = context.synonyms.find(
    (entry) =>
      entry.kind === 'noun' &&
      entry.words.some((word) => word.noun === learnerNoun) &&
      entry.words.some((word) => word.noun === courseNoun),
  );
  if (group?.kind !== 'noun') return undefined;
  const learner = group.words.find((word) => word.noun === learnerNoun);
  const course = group.words.find((word) => word.noun === courseNoun);
  if (learner === undefined || course === undefined) return undefined;
  let determinerAt = at - 1;
  if (determinerCells(context, context.right[determinerAt] ?? '').length === 0) determinerAt -= 1;
  const typedDeterminer = context.right[determinerAt] ?? '';
  for (const entry of determinerCells(context, typedDeterminer)) {
    const cases = entry.cells.filter(([column]) => column === course.gender).map(([, index]) => index);
    if (cases.length === 0) continue;
    const caseIndex = pickCase([...new Set(cases)], context, determinerAt);
    const table = context.index.grammar.determiners.find(
      (determiner) => determiner.word === entry.word,
    )?.table;
    const needed = table?.[learner.gender]?.[caseIndex];
    if (needed === undefined || needed === lower(typedDeterminer)) continue;
    const shown = determinerAt === 0 ? needed.charAt(0).toUpperCase() + needed.slice(1) : needed;
    const between = context.right.slice(determinerAt + 1, at);
    const before = lower(context.right[determinerAt - 1] ?? '');
    const preposition =
      entry.preposition ?? (context.index.grammar.prepositions[before] !== undefined ? before : undefined);
    const phrase = inText(
      [
        ...(preposition === undefined || entry.preposition !== undefined ? [] : [preposition]),
        shown,
        ...between,
        learnerNoun,
      ].join(' '),
      determinerAt,
      context.index,
    );
    const sameGender = entry.cells.some(([column]) => column === learner.gender);
    const explanation = sameGender
      ? caseReason(context, determinerAt, caseIndex, phrase, entry.preposition)
      : `${learnerNoun} is ${learner.gender}: ${phrase}.`;
    return {
      kind: sameGender ? 'case' : 'gender',
      explanation,
      wrong: [typedDeterminer, ...between, learnerNoun].join(' '),
      right: [shown, ...between, learnerNoun].join(' '),
    };
  }
  return undefined;
}

/** Verbs whose subject and the noun linked to it are both in the nominative, with no object. */
const NOMINATIVE_VERBS = new Set(['sein', 'werden', 'bleiben']);

/**
 * Whether a determiner at `at` opens a nominative phrase: the sentence's first phrase before its
 * verb (Die Küche ist …), or a phrase right after sein, werden or bleiben (Leider ist die Küche …).
 */
function isNominativePlace(context: ChangeContext, at: number): boolean {
  if (at === 0) return true;
  const before = context.right[at - 1] ?? '';
  return lemmasOf(context, before, at - 1 === 0).some(
    (form) => FINITE_SLOTS.has(form.slot) && NOMINATIVE_VERBS.has(form.verb.infinitive),
  );
}

/** Of the cases a form can be, the one the context asks for: a preposition's, else the first. */
function pickCase(cases: readonly number[], context: ChangeContext, at: number): number {
  if (cases.length <= 1) return cases[0] ?? 1;
  const before = lower(context.right[at - 1] ?? '');
  const taken = context.index.grammar.prepositions[before];
  if (taken !== undefined) {
    const wanted = cases.find((index) => taken.includes(CASE_NAMES[index] as CaseName));
    if (wanted !== undefined) return wanted;
  }
  if (cases.includes(2) && governingVerb(context, at)?.objectCase === 'dative') return 2;
  const previous = context.right[at - 1] ?? '';
  const ownerBefore =
    at > 1 &&
    nounFormsOf(context.index, previous).length > 0 &&
    context.index.determinerForms.has(lower(context.right[at - 2] ?? ''));
  if (ownerBefore && cases.includes(3)) return 3;
  if (at === 0 || isFiniteAt(context, at - 1))
    return cases.includes(0) && at === 0 ? 0 : (cases.find((c) => c !== 0) ?? 0);
  return cases.find((index) => index !== 0) ?? cases[0] ?? 1;
}

function isFiniteAt(context: ChangeContext, at: number): boolean {
  return lemmasOf(context, context.right[at] ?? '', at === 0).some((form) => FINITE_SLOTS.has(form.slot));
}

const GENDER_OF_PRONOUN: Readonly<Record<string, Column>> = {
  er: 'masculine',
  sie: 'feminine',
  es: 'neuter',
};

/** The nearest noun before `at` in the corrected sentence, with its gender (or plural). */
function nounBefore(
  context: ChangeContext,
  at: number,
): { noun: string; word: string; column: Column } | undefined {
  for (let i = at - 1; i >= 0; i -= 1) {
    const word = context.right[i] ?? '';
    if (!isCapital(word) || i === 0) continue;
    const forms = nounFormsOf(context.index, word);
    const form = forms[0];
    if (form === undefined) continue;
    const plural = forms.every((entry) => entry.form === 'plural' || entry.form === 'dative-plural');
    return { noun: form.noun.noun, word, column: plural ? 'plural' : form.noun.gender };
  }
  return undefined;
}

/**
 * A relative pronoun (after a comma, or a comma and a preposition) takes its gender from the noun
 * before the comma and its case from its own clause: die Frau, die hier wohnt; der Autor, dessen …
 */
function relativeChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const commas = context.commaAfter ?? [];
  const at = change.at + offset;
  const wrong = lower(change.written[offset] ?? '');
  const right = lower(change.expected[offset] ?? '');
  const table = context.index.grammar.relativePronouns;
  const columnsOfForm = (word: string) =>
    (Object.entries(table) as [Column, readonly string[]][]).flatMap(([column, row]) =>
      row.flatMap((form, index) => (form === word ? [[column, index] as const] : [])),
    );
  const theirs = columnsOfForm(right);
  const mine = columnsOfForm(wrong);
  if (theirs.length === 0 || mine.length === 0) return undefined;
  const afterPreposition =
    context.index.grammar.prepositions[lower(context.right[at - 1] ?? '')] !== undefined;
  const comma = afterPreposition ? at - 2 : at - 1;
  if (comma < 1 || commas[comma] !== true) return undefined;
  const antecedent = nounBefore(context, comma + 1);
  if (antecedent === undefined) return undefined;
  const cells = theirs.filter(([column]) => column === antecedent.column);
  if (cells.length === 0) return undefined;
  const genitive = cells.some(([, index]) => index === 3);
  const shown = afterPreposition ? `${lower(context.right[at - 1] ?? '')} ${right}` : right;
  const genderWord = antecedent.column === 'plural' ? 'plural' : GENDER_WORD[antecedent.column];
  if (genitive)
    return {
      kind: 'gender',
      explanation: `${antecedent.noun} is ${genderWord}, so "whose" is ${right} (${right === 'dessen' ? 'deren for a feminine or plural noun' : 'dessen for a masculine or neuter noun'}): ${[right, ...context.right.slice(at + 1, at + 2)].join(' ')}.`,
    };
  // The learner's form in a case the pronoun may have, for another gender: a gender error when
  // it fills no cell of the noun's gender, or when that case is the nominative (der for die).
  const otherGender = mine.filter(
    ([column, index]) => column !== antecedent.column && cells.some(([, their]) => their === index),
  );
  if (
    otherGender.length > 0 &&
    (!mine.some(([column]) => column === antecedent.column) || otherGender.some(([, index]) => index === 0))
  )
    return {
      kind: 'gender',
      explanation: `The relative pronoun takes the gender of ${antecedent.noun} (${genderWord}): ${antecedent.noun}, ${shown}.`,
    };
  const caseIndex = cells[0]?.[1] ?? 0;
  // The verb of the relative clause, when it governs a dative (der Mann, dem ich helfe).
  let clauseVerb: GrammarVerb | undefined;
  for (let i = at + 1; i < context.right.length && clauseVerb === undefined; i += 1) {
    clauseVerb = lemmasOf(context, context.right[i] ?? '', false).find(
      (form) => !AUXILIARIES.has(form.verb.infinitive) && !MODALS.has(form.verb.infinitive),
    )?.verb;
    if (commas[i] === true) break;
  }
  if (!afterPreposition && caseIndex === 2 && clauseVerb?.objectCase === 'dative')
    return {
      kind: 'case',
      explanation: `The relative pronoun takes its case from its own clause, and ${clauseVerb.infinitive} takes the dative: ${antecedent.noun}, ${shown}.`,
    };
  return {
    kind: 'case',
    explanation: afterPreposition
      ? caseReason(context, at, caseIndex, shown, lower(context.right[at - 1] ?? ''))
      : `The relative pronoun takes its case from its own clause, here the ${CASE_NAMES[caseIndex] ?? 'nominative'}: ${antecedent.noun}, ${shown}.`,
  };
}

/** er, sie or es for a noun of another gender (Das Fahrrad … er ist schnell): the pronoun takes the noun's gender. */
function pronounGender(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const at = change.at + offset;
  const wrong = lower(change.written[offset] ?? '');
  const right = lower(change.expected[offset] ?? '');
  const persons = (word: string) =>
    (context.index.pronounForms.get(word) ?? [])
      .filter((form) => form.kind === 'personal' && GENDER_OF_PRONOUN[form.person] !== undefined)
      .map((form) => form.person);
  const theirs = persons(right);
  const mine = persons(wrong);
  if (theirs.length === 0 || mine.length === 0 || theirs.some((person) => mine.includes(person)))
    return undefined;
  // sie is also the plural: only a singular noun of the right pronoun's gender names the rule.
  const antecedent = nounBefore(context, at);
  if (antecedent === undefined) return undefined;
  // A plural noun: sie (ihnen) whatever the gender (die Zwiebeln … sie).
  if (antecedent.column === 'plural' && (right === 'sie' || right === 'ihnen') && wrong !== 'sie')
    return { kind: 'number', explanation: `${antecedent.word} is plural, so the pronoun is ${right}.` };
  const person = theirs.find((entry) => GENDER_OF_PRONOUN[entry] === antecedent.column);
  if (person === undefined) return undefined;
  return {
    kind: 'gender',
    explanation: `${antecedent.noun} is ${GENDER_WORD[antecedent.column]}, so the pronoun is ${right}.`,
  };
}

function pronounChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const wrong = change.written[offset] ?? '';
  const right = change.expected[offset] ?? '';
  const at = change.at + offset;
  const key = (word: string, index: number) =>
    word === 'Sie' && index > 0 ? 'Sie' : word === 'Ihnen' ? 'Ihnen' : lower(word);
  const noun = nounAfter(context.right, at);
  const usable = (kind: string) => kind !== 'relative' || noun < 0 || noun > at + 2;
  const theirs = (context.index.pronounForms.get(key(right, at)) ?? []).filter((form) => usable(form.kind));
  const mine = (context.index.pronounForms.get(key(wrong, change.typedAt + offset)) ?? []).filter((form) =>
    usable(form.kind),
  );
  const matches = theirs.filter((their) =>
    mine.some((my) => my.person === their.person && my.case !== their.case),
  );
  if (matches.length === 0) return undefined;
  const caseIndex = pickCase([...new Set(matches.map((match) => match.case))], context, at);
  // A reflexive: the object pronoun of the subject's own person (ich … mich).
  const subjectPerson = context.right
    .slice(Math.max(0, at - 3), at)
    .map((word) => lower(word))
    .find((word) => SUBJECT_SLOTS[word] !== undefined && word !== 'sie' && word !== 'es');
  const reflexive = matches.some(
    (match) => match.person === subjectPerson || (match.kind === 'reflexive' && lower(right) === 'sich'),
  );
  const before = context.right[at - 1] ?? '';
  const preposition = context.index.grammar.prepositions[lower(before)];
  // A personal pronoun of the right case (sie for sich): the slip is the reflexive itself.
  if (
    lower(right) === 'sich' &&
    mine.some((my) => my.kind === 'personal' && theirs.some((their) => their.case === my.case))
  )
    return {
      kind: 'other',
      explanation: `When the object is the subject itself, the pronoun is the reflexive sich; ${lower(wrong)} would mean someone else: ${withStop(context.closest)}`,
    };
  if (reflexive && preposition === undefined)
    return {
      kind: 'case',
      explanation:
        caseIndex === 1
          ? `Without another accusative object the reflexive pronoun is accusative: ${right}.`
          : `With an accusative object as well, the reflexive pronoun is dative: ${right}.`,
    };
  if (preposition !== undefined && preposition.length === 2)
    return {
      kind: 'case',
      explanation: `${lower(before)} takes the ${CASE_NAMES[caseIndex] ?? 'accusative'} here: ${lower(before)} ${right}.`,
    };
  const phrase = preposition !== undefined ? `${before} ${right}` : right;
  return { kind: 'case', explanation: caseReason(context, at, caseIndex, phrase, undefined) };
}

function nounChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const wrong = change.written[offset] ?? '';
  const right = change.expected[offset] ?? '';
  if (!isCapital(right)) return undefined;
  const at = change.at + offset;
  if (right === `${wrong}in` || right === `${wrong.replace(/e$/, '')}in`)
    return { kind: 'gender', explanation: `For a woman the noun is ${right}.` };
  const theirs = nounFormsOf(context.index, right);
  const mine = nounFormsOf(context.index, wrong);
  const phrase = inText(
    context.right.slice(Math.max(0, at - 1), at + 1).join(' '),
    Math.max(0, at - 1),
    context.index,
  );
  const singularBefore = determinerCells(context, context.right[at - 1] ?? '').some((entry) =>
    entry.cells.some(([column]) => column !== 'plural'),
  );
  const ordered = [...theirs].sort(
    (a, b) => Number(singularBefore && b.form === 'weak') - Number(singularBefore && a.form === 'weak'),
  );
  for (const their of ordered) {
    const my = mine.find((form) => form.noun === their.noun);
    const looks =
      my !== undefined ||
      lower(wrong).startsWith(lower(their.noun.noun).slice(0, Math.max(3, their.noun.noun.length - 2)));
    if (!looks) continue;
    const noun = their.noun;
    if (my?.form === 'dative-plural' && their.form !== 'dative-plural' && their.form !== 'weak')
      return {
        kind: 'noun-form',
        explanation:
          noun.plural === noun.noun
            ? `${noun.noun} has the same form in the plural (die ${noun.plural}); it adds -n only in the dative plural: ${phrase}.`
            : their.form === 'plural'
              ? `The plural of ${noun.noun} is ${noun.plural ?? right}; it adds -n only in the dative plural: ${phrase}.`
              : `${right} adds -n only in the dative plural: ${phrase}.`,
      };
    if (their.form === 'weak')
      return {
        kind: 'noun-form',
        explanation: `${noun.noun} is an n-noun, which adds -(e)n in every form but the nominative singular: ${phrase}.`,
      };
    if (their.form === 'dative-plural')
      return { kind: 'noun-form', explanation: `In the dative plural the noun adds -n: ${phrase}.` };
    if (their.form === 'genitive')
      return {
        kind: 'noun-form',
        explanation: `In the genitive singular, masculine and neuter nouns add -s (-es after s, ß, z and often after one syllable): ${phrase}.`,
      };
    if (their.form === 'plural')
      return { kind: 'noun-form', explanation: `The plural of ${noun.noun} is ${right}.` };
    if (their.form === 'singular' && my !== undefined)
      return { kind: 'noun-form', explanation: `One ${noun.noun}: the singular is ${right}.` };
  }
  return undefined;
}

const ENDINGS = ['', 'e', 'en', 'er', 'es', 'em'];

/** The determiners declined like ein (their adjectives take -er and -es where ein has no ending). */
const EIN_WORDS = new Set(['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer', 'Ihr']);

/** The adjective ending after a determiner: after der-words (weak) or ein-words (mixed). */
function adjectiveEnding(column: Column, caseIndex: number, einWord: boolean): string {
  if (caseIndex >= 2 || column === 'plural') return 'en';
  if (column === 'feminine') return 'e';
  if (column === 'masculine') return caseIndex === 1 ? 'en' : einWord ? 'er' : 'e';
  return einWord ? 'es' : 'e';
}
const stemOf = (word: string): string => lower(word).replace(/(e|en|er|es|em)$/, '');

function adjectiveChange(change: Change, context: ChangeContext, offset: number): Found | undefined {
  const wrong = change.written[offset] ?? '';
  const right = change.expected[offset] ?? '';
  if (isCapital(right) && change.at + offset > 0) return undefined;
  if (lower(wrong) === lower(right)) return undefined;
  const stems = [lower(right), stemOf(right)];
  const matches = stems.some(
    (stem) =>
      ENDINGS.some((ending) => lower(wrong) === stem + ending) &&
      ENDINGS.some((ending) => lower(right) === stem + ending),
  );
  if (!matches) return undefined;
  if (verbFormsOf(context.index, right).length > 0 || context.index.determinerForms.has(lower(right)))
    return undefined;
  const at = change.at + offset;
  const nounIndex = nounAfter(context.right, at);
  if (nounIndex !== at + 1) return predicateAdjective(wrong, right, context, at);
  const noun = context.right[nounIndex];
  let determinerAt = at - 1;
  while (determinerAt >= 0 && !determinerCells(context, context.right[determinerAt] ?? '').length) {
    if (at - determinerAt > 2) break;
    determinerAt -= 1;
  }
  const determiner = context.right[determinerAt];
  const ending =
    lower(right).slice(stemOf(right).length) || lower(right).replace(/^.*?(e|en|er|es|em)$/, '$1');
  const hasDeterminer =
    determiner !== undefined && determinerAt >= 0 && determinerCells(context, determiner).length > 0;
  const phrase = context.right.slice(hasDeterminer ? determinerAt : at, nounIndex + 1).join(' ');
  if (!hasDeterminer)
    return {
      kind: 'adjective-ending',
      explanation: `With no article, the adjective shows the ending the article would have (der → -er, das → -es, dem → -em): ${phrase}.`,
    };
  const columns = columnsOf(context, noun);
  const entries = determinerCells(context, determiner);
  const allCells = entries.flatMap((entry) => entry.cells).filter(([column]) => columns.includes(column));
  // Of the cells the article can fill, those whose adjective ending is the right one (die jungen
  // Eltern is plural: a feminine after die ends in -e).
  const einWord = entries.some((entry) => EIN_WORDS.has(entry.word));
  const fitting = allCells.filter(([column, index]) => adjectiveEnding(column, index, einWord) === ending);
  const cells = fitting.length > 0 ? fitting : allCells;
  const column = cells[0]?.[0] ?? 'masculine';
  const caseIndex = pickCase(
    [...new Set(cells.filter(([their]) => their === column).map(([, index]) => index))],
    context,
    determinerAt,
  );
  const name =
    column === 'plural' ? 'In the plural' : `In the ${GENDER_WORD[column]} ${CASE_NAMES[caseIndex] ?? ''}`;
  return {
    kind: 'adjective-ending',
    explanation: `${name} after ${lower(determiner)} the ending is -${ending}: ${phrase}.`,
  };
}

/**
 * An adjective not in front of a noun (after sein, in so … wie, as an adverb) takes no ending:
 * ist klein, so groß wie. The learner's word is the right one plus an ending.
 */
function predicateAdjective(
  wrong: string,
  right: string,
  context: ChangeContext,
  at: number,
): Found | undefined {
  const bare = lower(right);
  const ending = lower(wrong).slice(bare.length);
  if (bare.length < 3 || !lower(wrong).startsWith(bare) || !ENDINGS.includes(ending) || ending === '')
    return undefined;
  if (
    context.index.pronounForms.has(bare) ||
    context.index.grammar.prepositions[bare] !== undefined ||
    nounFormsOf(context.index, right).length > 0
  )
    return undefined;
  const before = lower(context.right[at - 1] ?? '');
  const after = lower(context.right[at + 1] ?? '');
  if (before === 'so' && after === 'wie')
    return {
      kind: 'adjective-ending',
      explanation: `In so … wie the adjective takes no ending: so ${bare} wie.`,
    };
  const linkedBy = context.right
    .slice(0, at)
    .reverse()
    .find((word, i) =>
      lemmasOf(context, word, at - 1 - i === 0).some(
        (form) => FINITE_SLOTS.has(form.slot) && NOMINATIVE_VERBS.has(form.verb.infinitive),
      ),
    );
  if (linkedBy !== undefined)
    return {
      kind: 'adjective-ending',
      explanation: `An adjective after sein, werden or bleiben takes no ending: ${lower(linkedBy)} ${bare}.`,
    };
  return {
    kind: 'adjective-ending',
    explanation: `An adjective that does not stand before a noun takes no ending: ${bare}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Words of their own: negation, contrasts of function words, separable prefixes.

const NEGATIONS = /^(nicht|kein|keine|keinen|keinem|keiner|keines)$/;

/** Words that make a sentence negative by themselves (Niemand weiß das). */
const NEGATIVE_WORDS =
  /^(niemand|niemandem|niemanden|nie|niemals|nichts|nirgends|nirgendwo|kein|keine|keinen|keinem|keiner|keines)$/;

/** What the word after nicht is, for the rule that picks nicht over kein. */
function negatedWhat(context: ChangeContext, at: number): string {
  const word = context.right[at] ?? '';
  if (word === '') return 'kein only goes with a noun; everything else is negated with nicht';
  const key = lower(word);
  const determiner = context.index.determinerForms.get(key);
  if (determiner !== undefined && isCapital(context.right[nounAfter(context.right, at)] ?? ''))
    return 'A noun with der, die, das or a possessive is negated with nicht, not kein';
  if (isCapital(word) && at > 0 && nounFormsOf(context.index, word).length > 0)
    return 'A name or a noun with its article is negated with nicht, not kein';
  if (verbFormsOf(context.index, word, false).length > 0)
    return 'A verb is negated with nicht; kein only goes with nouns';
  if (context.index.grammar.prepositions[key] !== undefined || context.index.grammar.contractions[key])
    return 'A phrase with a preposition is negated with nicht; kein only goes with nouns';
  return 'An adjective or an adverb is negated with nicht; kein only goes with nouns';
}

function negationChange(change: Change, context: ChangeContext): Found | undefined {
  const written = change.written.map(lower);
  const expected = change.expected.map(lower);
  const negatedWritten = written.filter((word) => NEGATIONS.test(word));
  const negatedExpected = expected.filter((word) => NEGATIONS.test(word));
  const right = change.expected.join(' ');
  const keinAt = expected.findIndex((word) => word.startsWith('kein'));
  const keinNoun = keinAt < 0 ? undefined : context.right[nounAfter(context.right, change.at + keinAt)];
  const withNoun = `${right}${keinNoun !== undefined && !change.expected.includes(keinNoun) ? ` ${keinNoun}` : ''}`;
  const typedNicht = context.typed.some((word) => lower(word) === 'nicht');
  if (keinAt >= 0 && (negatedWritten.includes('nicht') || (negatedWritten.length === 0 && typedNicht))) {
    // ein … nicht for kein: the learner's words shown run through their nicht (ein Auto nicht →
    // kein Auto), so that the pair does not read as "kein Auto nicht".
    const bare = (word: string) => lower(word).replace(/[.,!?;:]+$/, '');
    const nichtTyped = context.typed.findIndex((word, at) => at >= change.typedAt && bare(word) === 'nicht');
    const span =
      negatedWritten.length === 0 && nichtTyped >= change.typedAt && nichtTyped - change.typedAt <= 4
        ? context.typed
            .slice(change.typedAt, nichtTyped + 1)
            .map((word, at, all) => (at === all.length - 1 ? word.replace(/[.,!?;:]+$/, '') : word))
        : undefined;
    return {
      kind: 'negation',
      explanation: `A noun with ein or without an article is negated with kein, not nicht: ${withNoun}.`,
      ...(span === undefined ? {} : { wrong: span.join(' '), right: withNoun }),
    };
  }
  if (negatedExpected.includes('nicht') && negatedWritten.some((word) => word.startsWith('kein'))) {
    const nichtAt = change.at + expected.indexOf('nicht');
    const next = context.right[nichtAt + 1];
    const noun = nounAfter(context.right, nichtAt + 1);
    const through =
      context.index.determinerForms.has(lower(next ?? '')) && noun > nichtAt ? noun : nichtAt + 1;
    const shown =
      next === undefined || change.expected.includes(next)
        ? right
        : [right, ...context.right.slice(nichtAt + 1, through + 1)].join(' ');
    return { kind: 'negation', explanation: `${negatedWhat(context, nichtAt + 1)}: ${shown}.` };
  }
  if (
    negatedExpected.length > 0 &&
    negatedWritten.length === 0 &&
    !expected.some((word) => !NEGATIONS.test(word))
  )
    return {
      kind: 'negation',
      explanation:
        keinAt >= 0
          ? `A noun with ein or without an article is negated with kein: ${withNoun}.`
          : `The sentence is negative: ${right}.`,
    };
  if (
    negatedWritten.length > 0 &&
    negatedExpected.length === 0 &&
    !written.some((word) => !NEGATIONS.test(word))
  ) {
    const other = context.right.find((word) => NEGATIVE_WORDS.test(lower(word)));
    const closest = /[.!?]$/.test(context.closest) ? context.closest : `${context.closest}.`;
    return {
      kind: 'negation',
      explanation:
        other !== undefined
          ? `${lower(other)} already makes the sentence negative, so leave out ${change.written.join(' ')}: ${closest}`
          : `The sentence is not negative: leave out ${change.written.join(' ')}.`,
    };
  }
  return undefined;
}

function functionWordContrast(change: Change, context: ChangeContext): Found | undefined {
  // A contraction is its preposition here (beim for bei, zum for zu).
  const unfused = (word: string) => context.index.grammar.contractions[word]?.[0] ?? word;
  const nextAt = change.at + change.expected.length;
  const after = lower(context.right[nextAt] ?? '');
  const phrase = (words: readonly string[]) =>
    after === 'hause' ? `${words.join(' ')} hause` : words.join(' ');
  const ruleOf = (written: readonly string[], expected: readonly string[]) => {
    const mine = phrase(written);
    const theirs = phrase(expected);
    if (mine === theirs) return undefined;
    // Two forms of one preposition (zur and zum, ins and im) are no choice between words.
    if (unfused(mine) === unfused(theirs)) return undefined;
    const contrast = context.index.contrastsOf.get(theirs)?.find((entry) => entry.words.includes(mine));
    const rule = contrast?.rules[theirs];
    const next = contrast?.next?.[theirs];
    if (next !== undefined && !new RegExp(`^(?:${next})$`).test(context.right[nextAt] ?? ''))
      return undefined;
    return rule === undefined ? undefined : { rule, theirs };
  };
  // nach dem for zum: the learner's preposition against the one in the contraction.
  const fused = context.index.grammar.contractions[lower(change.expected[0] ?? '')];
  const found =
    ruleOf(change.written.map(lower), change.expected.map(lower)) ??
    (change.written.length === 2 &&
    change.expected.length === 1 &&
    fused !== undefined &&
    lower(change.written[1] ?? '') === fused[1]
      ? ruleOf([lower(change.written[0] ?? '')], change.expected.map(lower))
      : undefined);
  if (found === undefined) return undefined;
  const { rule, theirs } = found;
  const expected = change.expected.map(lower);
  // A preposition is shown with the word it governs (nach Berlin, um acht, zum Arzt), a question
  // word opening a question with its verb (Woher kommt).
  const question = change.at === 0 && /\?\s*$/.test(context.closest);
  const governs =
    question ||
    (expected.length === 1 &&
      (context.index.grammar.prepositions[theirs] !== undefined ||
        context.index.grammar.contractions[theirs] !== undefined));
  // A question word with its verb and the subject after it (Woher kommt ihr, Wo ist der Bahnhof).
  let through = nextAt;
  if (question && context.right[nextAt + 1] !== undefined) {
    const word = context.right[nextAt + 1] ?? '';
    const subject = lower(word);
    const noun = nounAfter(context.right, nextAt + 1);
    if (context.index.determinerForms.has(subject) && noun > 0) through = noun;
    else if (
      context.index.pronounForms.has(subject) ||
      SUBJECT_SLOTS[subject] !== undefined ||
      isCapital(word)
    )
      through = nextAt + 1;
  }
  const shown =
    after === 'hause'
      ? `${change.expected.join(' ')} Hause`
      : governs && context.right[nextAt] !== undefined
        ? [...change.expected, ...context.right.slice(nextAt, through + 1)].join(' ')
        : change.expected.join(' ');
  // A word the rule already names is not repeated after it (… "but instead" is sondern.).
  const named =
    !shown.includes(' ') &&
    new RegExp(`(^|[\\s(])${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s),;]|$)`, 'i').test(rule);
  if (named) return { kind: 'word-choice', explanation: `${rule}.` };
  return {
    kind: 'word-choice',
    explanation: `${rule}: ${shown}${question && through + 1 >= context.right.length ? '?' : '.'}`,
  };
}

/** A separable verb written as one word where the prefix goes to the end (Aufsteh for Steh auf). */
function separableChange(change: Change, context: ChangeContext): Found | undefined {
  const written = change.written.map(lower).join('');
  const after = lower(context.right[change.at + change.expected.length] ?? '');
  const expected = change.expected.map(lower);
  const joinedForms = [expected.slice().reverse().join(''), `${after}${expected.join('')}`];
  if (!joinedForms.includes(written)) return undefined;
  return {
    kind: 'word-order',
    explanation: `The separable prefix goes to the end of the clause: ${context.right.slice(change.at, change.at + change.expected.length + 1).join(' ')}.`,
  };
}

/** Perfect for present (or the other way): a participle on one side, a present form of the same verb on the other. */
function tenseChange(changes: readonly Change[], context: ChangeContext): Found | undefined {
  const written = changes.flatMap((change) => change.written);
  const expected = changes.flatMap((change) => change.expected);
  const formsOf = (words: readonly string[]) => words.flatMap((word) => lemmasOf(context, word, false));
  const mine = formsOf(written);
  const theirs = formsOf(expected);
  const perfectAuxiliary = (forms: readonly VerbForm[]) =>
    forms.some(
      (form) =>
        typeof form.slot === 'number' &&
        (form.verb.infinitive === 'haben' || form.verb.infinitive === 'sein'),
    );
  const participle = mine.find((form) => form.slot === 'participle');
  const present = theirs.find((form) => typeof form.slot === 'number' && form.verb === participle?.verb);
  if (
    participle !== undefined &&
    present !== undefined &&
    perfectAuxiliary(mine) &&
    !perfectAuxiliary(theirs)
  ) {
    const word = expected.find((entry) => lemmasOf(context, entry, false).includes(present)) ?? '';
    return {
      kind: 'tense',
      explanation: context.right.some((entry) => lower(entry) === 'seit')
        ? `With seit for something still going on, German uses the present tense: ${word}.`
        : `The sentence is in the present tense: ${word}.`,
      wrong: written.join(' '),
      right: expected.join(' '),
    };
  }
  const theirParticiple = theirs.find((form) => form.slot === 'participle');
  const myPresent = mine.find((form) => typeof form.slot === 'number' && form.verb === theirParticiple?.verb);
  if (
    theirParticiple !== undefined &&
    myPresent !== undefined &&
    perfectAuxiliary(theirs) &&
    !perfectAuxiliary(mine)
  )
    return {
      kind: 'tense',
      explanation: `For a past event, spoken German uses the perfect: ${expected.join(' ')}.`,
      wrong: written.join(' '),
      right: expected.join(' '),
    };
  return undefined;
}

/**
 * A preposition and an article where German fuses them (zu den Arzt for zum Arzt): the article
 * is judged as the contraction's (zu + dem), so the case or gender it got wrong is named.
 */
function contractionChange(change: Change, context: ChangeContext): Found | undefined {
  if (change.written.length !== 2 || change.expected.length !== 1) return undefined;
  const fused = lower(change.expected[0] ?? '');
  const contraction = context.index.grammar.contractions[fused];
  if (contraction === undefined || lower(change.written[0] ?? '') !== contraction[0]) return undefined;
  const article = change.written[1] ?? '';
  if (lower(article) === contraction[1]) return undefined;
  const one: Change = {
    written: [article],
    expected: [change.expected[0] ?? ''],
    at: change.at,
    typedAt: change.typedAt + 1,
  };
  return determinerChange(one, context, 0);
}

/**
 * A preposition before a dative object (für den Eltern, zu wem gehört): the dative itself says
 * "to" or "for", with no preposition.
 */
function prepositionBeforeDative(change: Change, context: ChangeContext): Found | undefined {
  const written = change.written.map(lower);
  const expected = change.expected.map(lower);
  const preposition = written[0] ?? '';
  if (context.index.grammar.prepositions[preposition] === undefined) return undefined;
  // Only the preposition is extra: [für] for [], or [Zu, wem] for [Wem].
  const rest = written.slice(1);
  if (rest.length !== expected.length || rest.some((word, i) => word !== expected[i])) return undefined;
  const object = change.at;
  const first = lower(context.right[object] ?? '');
  const dative =
    (context.index.pronounForms.get(first) ?? []).some((form) => form.case === 2) ||
    (context.index.determinerForms.get(first) ?? []).some((entry) => {
      const columns = columnsOf(context, context.right[nounAfter(context.right, object)]);
      return entry.cells.some(([column, index]) => index === 2 && columns.includes(column));
    });
  if (!dative) return undefined;
  const noun = context.index.determinerForms.has(first) ? nounAfter(context.right, object) : -1;
  // An accusative preposition (für, durch, ohne …) with a dative after it: a case slip, the
  // preposition stays (für den Eltern is für die Eltern).
  const taken = context.index.grammar.prepositions[preposition] ?? [];
  if (taken.length === 1 && taken[0] === 'accusative') {
    const typedWord = change.written[0] ?? '';
    const columns = columnsOf(context, context.right[noun]);
    const found = (context.index.determinerForms.get(first) ?? []).flatMap((entry) => {
      const column = entry.cells.find(([c, index]) => index === 2 && columns.includes(c))?.[0];
      const row = context.index.grammar.determiners.find((d) => d.word === entry.word)?.table;
      const form = column === undefined ? undefined : row?.[column]?.[1];
      return form === undefined || column === undefined
        ? []
        : [{ form, ending: adjectiveEnding(column, 1, EIN_WORDS.has(entry.word)) }];
    })[0];
    if (found === undefined) return undefined;
    const accusative = found.form;
    // An adjective between takes the accusative ending (für die junge Frau).
    const rest = (noun > object ? context.right.slice(object + 1, noun + 1) : []).map((word, i, all) =>
      i < all.length - 1 && !isCapital(word) ? stemOf(word) + found.ending : word,
    );
    return {
      kind: 'case',
      explanation: `${preposition} always takes the accusative: ${[preposition, accusative, ...rest].join(' ')}.`,
      wrong: `${typedWord} ${context.right[object] ?? ''}`,
      right: `${typedWord} ${accusative}`,
    };
  }
  const phrase = inText(
    context.right.slice(object, noun > object ? noun + 1 : object + 1).join(' '),
    object,
    context.index,
  );
  const verb = governingVerb(context, object);
  if (verb?.objectCase === 'dative')
    return {
      kind: 'case',
      explanation: `${verb.infinitive} takes a dative object, with no preposition: ${phrase}.`,
    };
  const base = verb?.prefix === undefined ? verb?.infinitive : verb.infinitive.slice(verb.prefix.length);
  if (base !== undefined && GIVING_VERBS.has(base))
    return {
      kind: 'case',
      explanation: `The person something is given, bought or told to is a dative object, with no preposition: ${phrase}.`,
    };
  return undefined;
}

/** zu before the infinitive of a modal verb (soll er zu lernen): a modal takes a bare infinitive. */
function zuAfterModal(change: Change, context: ChangeContext): Found | undefined {
  if (change.expected.length !== 0 || change.written.length !== 1 || lower(change.written[0] ?? '') !== 'zu')
    return undefined;
  const infinitive = context.right[change.at] ?? '';
  if (!lemmasOf(context, infinitive, false).some((form) => form.slot === 'infinitive')) return undefined;
  let modalAt = change.at - 1;
  while (
    modalAt >= 0 &&
    !lemmasOf(context, context.right[modalAt] ?? '', modalAt === 0).some(
      (form) =>
        FINITE_SLOTS.has(form.slot) &&
        (MODALS.has(form.verb.infinitive) || form.verb.infinitive === 'werden'),
    )
  )
    modalAt -= 1;
  if (modalAt < 0) return undefined;
  const modal = lower(context.right[modalAt] ?? '');
  const shown =
    change.at - modalAt <= 3
      ? inText(context.right.slice(modalAt, change.at + 1).join(' '), modalAt, context.index)
      : `${modal} … ${infinitive}`;
  return { kind: 'verb-form', explanation: `After ${modal} the infinitive takes no zu: ${shown}.` };
}

const pastIndexes = new WeakMap<readonly PastTenseVerb[], ReadonlyMap<string, readonly string[]>>();

/** A simple past form (lower-case, without a separable prefix) → the infinitives it belongs to. */
function pastIndex(verbs: readonly PastTenseVerb[]): ReadonlyMap<string, readonly string[]> {
  let index = pastIndexes.get(verbs);
  if (index === undefined) {
    const built = new Map<string, string[]>();
    for (const verb of verbs)
      for (const forms of verb.forms)
        for (const form of forms) {
          const key = lower(form);
          const list = built.get(key) ?? [];
          if (!list.includes(verb.infinitive)) list.push(verb.infinitive);
          built.set(key, list);
        }
    pastIndexes.set(verbs, built);
    index = built;
  }
  return index;
}

/** A simple past where the present of the same verb is right, or the other way (wurde for wird). */
function simplePastChange(change: Change, context: ChangeContext): Found | undefined {
  if (change.written.length !== 1 || change.expected.length !== 1 || context.pastTense === undefined)
    return undefined;
  const past = pastIndex(context.pastTense);
  const wrong = change.written[0] ?? '';
  const right = change.expected[0] ?? '';
  const presentOf = (word: string, at: number) =>
    lemmasOf(context, word, at === 0)
      .filter((form) => FINITE_SLOTS.has(form.slot))
      .map((form) => form.verb.infinitive);
  const shown = inText(right, change.at, context.index);
  const wrongPast = past.get(lower(wrong)) ?? [];
  if (wrongPast.some((verb) => presentOf(right, change.at).includes(verb)))
    return { kind: 'tense', explanation: `The sentence is in the present tense: ${shown}.` };
  const rightPast = past.get(lower(right)) ?? [];
  if (rightPast.some((verb) => presentOf(wrong, change.typedAt).includes(verb)))
    return { kind: 'tense', explanation: `The sentence is in the simple past: ${shown}.` };
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/**
 * A separable verb kept whole as the conjugated verb (Die Kinder anziehen sich): in a main clause
 * the verb is second and its prefix goes to the end.
 */
function unseparatedVerb(change: Change, context: ChangeContext): Found | undefined {
  if (change.written.length !== 1 || change.expected.length !== 1) return undefined;
  const wrong = lower(change.written[0] ?? '');
  const right = change.expected[0] ?? '';
  const form = lemmasOf(context, right, change.at === 0).find(
    (entry) =>
      entry.verb.prefix !== undefined &&
      FINITE_SLOTS.has(entry.slot) &&
      (wrong === entry.verb.prefix + lower(right) || wrong === entry.verb.infinitive),
  );
  const prefix = form?.verb.prefix;
  if (prefix === undefined) return undefined;
  const end = context.right.findIndex((word, i) => i > change.at && lower(word) === prefix);
  if (end < 0) return undefined;
  // The whole phrase on both sides (anziehen sich → ziehen sich an), not the verb alone.
  const typed = context.typed.slice(change.typedAt, change.typedAt + end - change.at);
  return {
    wrong: typed.join(' '),
    right: context.right.slice(change.at, end + 1).join(' '),
    kind: 'word-order',
    explanation: `The separable prefix goes to the end of the clause: ${inText(context.right.slice(change.at, end + 1).join(' '), change.at, context.index)}.`,
  };
}

const plainVowels = (word: string): string =>
  lower(word).replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');

/**
 * Rules for a run no table explains: an ordinal from 20 up (-ste), an article before a
 * profession after sein or werden, a comparative in so … wie (or a base form before als), the
 * reflexive pronoun of the subject's person.
 */
function ruleOfRun(change: Change, context: ChangeContext): Found | undefined {
  const right = context.right;
  const wrong = lower(change.written[0] ?? '');
  const expected = lower(change.expected[0] ?? '');
  if (change.written.length === 1 && change.expected.length === 1) {
    const at = change.at;
    // zwanzigte for zwanzigste: from 20 up the ordinal adds -ste.
    if (/ste[nrsm]?$/.test(expected) && expected === wrong.replace(/te([nrsm]?)$/, 'ste$1')) {
      const start = context.index.determinerForms.has(lower(right[at - 1] ?? '')) ? at - 1 : at;
      const end = isCapital(right[at + 1] ?? '') ? at + 1 : at;
      return {
        kind: 'other',
        explanation: `Ordinals from 20 upwards add -ste, not -te: ${right.slice(start, end + 1).join(' ')}.`,
      };
    }
    const before = lower(right[at - 1] ?? '');
    const after = lower(right[at + 1] ?? '');
    const comparativeOf = (base: string, word: string) =>
      word.length > base.length && plainVowels(word).replace(/e?r$/, '') === plainVowels(base);
    if (before === 'so' && after === 'wie' && comparativeOf(expected, wrong))
      return {
        kind: 'other',
        explanation: `so … wie takes the basic form of the adjective, not the comparative: so ${expected} wie.`,
      };
    if (after === 'als' && comparativeOf(wrong, expected))
      return {
        kind: 'other',
        explanation: `Comparing with als takes the comparative: ${expected} als.`,
      };
    // The reflexive pronoun of the subject's person (du … dich, not sich).
    const reflexiveOf = (person: string) =>
      context.index.grammar.reflexives.find(([name]) => name === person);
    const theirs = context.index.pronounForms.get(expected)?.some((form) => form.kind === 'reflexive');
    const mine = context.index.pronounForms.get(wrong)?.some((form) => form.kind === 'reflexive');
    if (theirs === true && mine === true) {
      const [start, end] = clauseOf(context, at);
      const subject = right.slice(start, end + 1).find((word, i) => {
        const row = reflexiveOf(word === 'Sie' && start + i > 0 ? 'Sie' : lower(word));
        return row !== undefined && (row[1] === expected || row[2] === expected) && start + i !== at;
      });
      if (subject !== undefined)
        return {
          kind: 'other',
          explanation: `The reflexive pronoun for ${subject === 'Sie' ? 'Sie' : lower(subject)} is ${expected}: ${withStop(context.closest)}`,
        };
    }
  }
  // eine Lehrerin after werden: a profession after sein or werden takes no article.
  if (change.expected.length === 0 && change.written.length === 1) {
    const at = change.at;
    const verb = lemmasOf(context, right[at - 1] ?? '', at - 1 === 0).find((form) =>
      NOMINATIVE_VERBS.has(form.verb.infinitive),
    );
    if (
      verb !== undefined &&
      /^(ein|eine|einen)$/.test(wrong) &&
      isCapital(right[at] ?? '') &&
      nounFormsOf(context.index, right[at] ?? '').length > 0
    )
      return {
        kind: 'other',
        explanation: `After ${verb.verb.infinitive} a profession takes no article: ${lower(right[at - 1] ?? '')} ${right[at] ?? ''}.`,
      };
  }
  return undefined;
}

function explainOne(change: Change, context: ChangeContext): Found[] {
  const found: Found[] = [];
  const add = (result: Found | undefined) => {
    if (result !== undefined) found.push(result);
  };
  const unseparated = unseparatedVerb(change, context);
  if (unseparated !== undefined) return [unseparated];
  const separable = separableChange(change, context);
  if (separable !== undefined) return [separable];
  add(registerChange(change, context));
  add(negationChange(change, context));
  add(functionWordContrast(change, context));
  const pairs = Math.min(change.written.length, change.expected.length);
  if (change.written.length === change.expected.length)
    for (let offset = 0; offset < pairs; offset += 1) {
      const one: Change = {
        written: [change.written[offset] ?? ''],
        expected: [change.expected[offset] ?? ''],
        at: change.at + offset,
        typedAt: change.typedAt + offset,
      };
      const wrong = one.written[0] ?? '';
      const right = one.expected[0] ?? '';
      const pair = (result: Found | undefined) =>
        result === undefined
          ? undefined
          : { ...result, wrong: result.wrong ?? wrong, right: result.right ?? right };
      const before = found.length;
      add(pair(simplePastChange(one, context)));
      add(synonymChange(change, context, offset));
      const relative = relativeChange(change, context, offset) ?? pronounGender(change, context, offset);
      if (relative !== undefined) add(pair(relative));
      else {
        add(pair(determinerChange(change, context, offset)));
        add(pair(pronounChange(change, context, offset)));
      }
      if (found.length === before) add(pair(verbChange(one, context)));
      add(pair(nounChange(change, context, offset)));
      if (found.length === before) add(pair(adjectiveChange(change, context, offset)));
    }
  else if (change.written.length === 1 && change.expected.length === 1) add(verbChange(change, context));
  else {
    add(contractionChange(change, context));
    add(zuAfterModal(change, context));
    add(prepositionBeforeDative(change, context));
  }
  if (found.length === 0) add(ruleOfRun(change, context));
  return found;
}

/** The diagnosis of the runs: the most telling kind found, else `other` with the closest answer's words. */
export function explainChanges(changes: readonly Change[], context: ChangeContext): Diagnosis {
  const found: Diagnosis[] = [];
  const tense = tenseChange(changes, context);
  if (tense !== undefined)
    found.push({
      kind: tense.kind,
      explanation: tense.explanation,
      wrong: tense.wrong ?? '',
      right: tense.right ?? '',
    });
  for (const change of changes)
    for (const result of explainOne(change, context))
      found.push({
        kind: result.kind,
        explanation: result.explanation,
        wrong: result.wrong ?? change.written.join(' '),
        right: result.right ?? change.expected.join(' '),
      });
  found.sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind));
  const best = found[0];
  if (best !== undefined) return best;
  const first = changes[0];
  const wrong = changes
    .map((change) => change.written.join(' '))
    .filter((text) => text !== '')
    .join(' … ');
  const right = changes
    .map((change) => change.expected.join(' '))
    .filter((text) => text !== '')
    .join(' … ');
  const explanation =
    first === undefined
      ? `The closest correct answer is: ${context.closest}`
      : right === ''
        ? `The closest correct answer does not have ${wrong}: ${context.closest}`
        : `The closest correct answer has ${right}: ${context.closest}`;
  return {
    kind: 'other',
    wrong,
    right,
    explanation: /[.!?]$/.test(explanation) ? explanation : `${explanation}.`,
  };
}
