import { describe, expect, it } from 'vitest';
import { describeExerciseSets } from '../../test-support/translation-set-checks.ts';
import {
  describeChapterSets,
  drillWords,
  taughtBy,
  wordsNot,
  describeWordOrderDrill,
} from '../../test-support/chapter-sets.ts';
import { checkSentence, checkWords } from '@grundlagen/core';
import { conceptLessonOf, findMenuItemByCode, findMenuItemByPath } from '../../catalogue/index.ts';
import { hasNewMaterial } from '../../lessons/registry.ts';
import { definiteArticles, genderOf, type Gender } from '../../grammar/articles.ts';
import { einWordTable } from '../../grammar/possessives.ts';
import { prepositions } from '../../grammar/prepositions.ts';
import {
  IRREGULAR_IMPERATIVES,
  imperative2psForms,
  regularPresent,
  splitSeparable,
  stemChangedPresent,
  STEM_CHANGES,
  type StemChange,
} from '../../grammar/verbs.ts';
import { BLANKS } from '../../sets/schema.ts';
import type { ExerciseSet, SentencePart, VerbConjugation } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { imperativesDrill as imperatives } from './drills/imperatives.ts';
import { twoCasePrepositionsDrillB as twoCaseB } from './drills/two-case-prepositions-b.ts';
import { twoCasePrepositionsDrill as twoCaseA } from './drills/two-case-prepositions.ts';
import { wordOrderDrill as wordOrder } from './drills/word-order.ts';
import { englishToGerman as englishToGermanData } from './exercises/english-to-german.ts';
import { germanToEnglish as germanToEnglishData } from './exercises/german-to-english.ts';
import {
  wordsOf,
  upperFirst,
  partText,
  isPrompt,
  isBlank,
  firstAnswer,
} from '../../test-support/sentence-parts.ts';

// The data is typed with `satisfies`, which keeps its literal types; the checks read it as the schema types.
const germanToEnglish: ExerciseSet = germanToEnglishData;
const englishToGerman: ExerciseSet = englishToGermanData;

const isTaught = taughtBy(10);

describeChapterSets(10, [imperatives, twoCaseA, twoCaseB, wordOrder, germanToEnglish, englishToGerman], {
  '10dwo': 15,
  '10ege': 19,
  '10eeg': 11,
});

describe('chapter 10 drills and exercises', () => {
  it('gives the drills and exercises the catalogue links', () => {
    expect(findMenuItemByCode('10dwo')?.previous).toEqual({
      path: '/ch10/drills/two_case_prepositions_b',
      text: 'To Two-Case Prepositions (B)',
    });
    expect(findMenuItemByCode('10dwo')?.next?.path).toBe('/ch10/german_to_english');
    expect(findMenuItemByCode('10dwo')?.label).toBe('Ch10 word order');
    expect(findMenuItemByCode('10ege')?.previous).toEqual({
      path: '/ch10/drills/word_order',
      text: 'To Word Order Drills',
    });
  });

  it('links the word-order drill\'s instructions ("here") to the registered Word Order (III) lesson', () => {
    const drill = findMenuItemByPath('/ch10/drills/word_order');
    expect(drill?.code).toBe('10dwo');
    const lesson = drill ? conceptLessonOf(drill) : undefined;
    expect(lesson?.link).toBe('/ch10/word_order');
    expect(hasNewMaterial(lesson?.code ?? '')).toBe(true);
  });

  it('writes the drills in German taught by chapter 10 (prompts aside)', () => {
    expect(wordsNot(drillWords([imperatives, twoCaseA, twoCaseB, wordOrder]), isTaught)).toEqual([]);
  });

  it('gives every fill-in answer an explanation starting with it, accepts it and has a translation', () => {
    for (const drill of [imperatives, twoCaseA, twoCaseB])
      drill.items.forEach((item, index) => {
        const label = `${drill.table} #${index + 1}`;
        expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
        expect(item.answers, label).toHaveLength(1);
        expect(item.explanation, label).toHaveLength(1);
        expect(item.explanation?.[0]?.startsWith(`${item.answers[0]?.[0] ?? ''}:`), label).toBe(true);
        for (const answer of item.answers[0] ?? [])
          expect(checkWords(answer, item.answers[0] ?? [], {}), label).toBe('correct');
        expect(item.translation, label).toMatch(/^[A-Z].*[.?!]$/);
      });
  });
});

// ---------------------------------------------------------------------------------------------
// Imperatives

/** Every verb table of chapters 1–10, by infinitive. */
const tables = new Map<string, VerbConjugation>(verbsUpTo(10).map(({ verb }) => [verb.infinitive, verb]));

/** The vocabulary's verbs of chapters 1–10 with their du imperative (for verbs with no table). */
const vocabularyVerbs = new Map(
  vocabularyEntries().flatMap(({ chapter, entry }) =>
    chapter <= 10 && entry.type === 'verb' ? [[entry.germanRoot, entry] as const] : [],
  ),
);

/**
 * The stem change a verb's du imperative shows, found from its table: the change whose
 * imperative2psForms give the table's form (none for a regular or a → ä verb, which both keep
 * the plain stem).
 */
function duForms(infinitive: string): string[] {
  const irregular = IRREGULAR_IMPERATIVES[infinitive];
  if (irregular) return [irregular.imperative2ps];
  const separable = splitSeparable(infinitive);
  const base = separable?.base ?? infinitive;
  const table = tables.get(infinitive)?.imperative2ps ?? vocabularyVerbs.get(infinitive)?.imperative2ps;
  if (table === undefined) throw new Error(`no du imperative for ${infinitive}`);
  const stem = table.split(' ')[0] ?? '';
  // The stem change is the one whose du form the table has (none when the du form is regular).
  const du = tables.get(infinitive)?.deutsch[1]?.split(' ')[0];
  const change: StemChange | undefined =
    du === undefined || regularPresent(base)[1] === du
      ? undefined
      : STEM_CHANGES.find((candidate) => stemChangedPresent(base, candidate)[1] === du);
  if (change === undefined && du !== undefined) expect(regularPresent(base)[1], infinitive).toBe(du);
  const candidates = imperative2psForms(base, change);
  if (!candidates.includes(stem))
    throw new Error(`${infinitive}: the table's ${table} is no form of the rules`);
  return candidates;
}

/** The verb part of an ihr or Sie imperative (the form before Sie or a separable prefix). */
function tableForm(infinitive: string, person: 'ihr' | 'Sie'): string {
  const table = tables.get(infinitive);
  // A regular verb with no table: the ihr form of the present, and the infinitive before Sie.
  if (table === undefined && vocabularyVerbs.has(infinitive) && !splitSeparable(infinitive))
    return person === 'ihr' ? regularPresent(infinitive)[4] : infinitive;
  const form = person === 'ihr' ? table?.imperative2pp : table?.imperativeFormal;
  if (form === undefined) throw new Error(`no ${person} imperative for ${infinitive}`);
  return form.split(' ')[0] ?? '';
}

describe('Imperatives (fill-in drill)', () => {
  const items = imperatives.items.map((item) => {
    const prompt = partText(item.main[1]);
    const [infinitive = '', person = ''] = prompt.split(', ');
    return { item, infinitive, person };
  });

  it('asks for the imperative of the verb and person in brackets, from the verb tables and rules', () => {
    for (const { item, infinitive, person } of items) {
      const label = `${infinitive}, ${person}`;
      expect(item.main[0], label).toBe(BLANKS[0]);
      expect(isPrompt(item.main[1]), label).toBe(true);
      const expected =
        person === 'du' ? duForms(infinitive) : [tableForm(infinitive, person === 'ihr' ? 'ihr' : 'Sie')];
      expect(item.answers[0], label).toEqual(expected.map(upperFirst));
      // The du table form is the answer shown first.
      if (person === 'du' && tables.has(infinitive))
        expect(item.answers[0]?.[0], label).toBe(
          upperFirst(tables.get(infinitive)?.imperative2ps?.split(' ')[0] ?? ''),
        );
      // Sie follows a Sie imperative; a separable prefix ends the sentence.
      if (person === 'Sie') expect(item.main[2], label).toBe('Sie');
      const prefix = splitSeparable(infinitive)?.prefix;
      if (prefix) expect(partText(item.main.at(-2)), label).toBe(prefix);
      // The du present form (with -st) and the infinitive are not accepted for du.
      if (person === 'du') {
        const present = tables.get(infinitive)?.deutsch[1];
        if (present) expect(checkWords(upperFirst(present), item.answers[0] ?? []), label).toBe('incorrect');
      }
    }
  });

  it('practises du, ihr and Sie, sein, both stem changes, a → ä and separable verbs', () => {
    const persons = new Set(items.map(({ person }) => person));
    expect(persons).toEqual(new Set(['du', 'ihr', 'Sie']));
    const du = items.filter(({ person }) => person === 'du').map(({ infinitive }) => infinitive);
    for (const verb of ['sein', 'geben', 'nehmen', 'lesen', 'fahren', 'aufstehen'])
      expect(du).toContain(verb);
    for (const person of ['ihr', 'Sie'])
      expect(items.some((entry) => entry.person === person && entry.infinitive === 'sein')).toBe(true);
    expect(items.filter(({ infinitive }) => splitSeparable(infinitive)).length).toBeGreaterThanOrEqual(4);
  });
});

// ---------------------------------------------------------------------------------------------
// Two-case prepositions

/** Nouns of chapters 1–10 by their singular and plural forms, with their gender. */
const nouns = new Map<string, Gender>();
const nounEntries = vocabularyEntries().flatMap(({ chapter, entry }) =>
  chapter <= 10 && entry.type === 'noun' ? [entry] : [],
);
// Singulars first, so that a plural like das Fenster / die Fenster reads as the singular.
for (const entry of nounEntries)
  if (entry.article !== '' && !nouns.has(entry.germanRoot))
    nouns.set(entry.germanRoot, genderOf(entry.article));
for (const entry of nounEntries) {
  if (!entry.germanPl) continue;
  if (!nouns.has(entry.germanPl)) nouns.set(entry.germanPl, 'plural');
  if (!/[ns]$/.test(entry.germanPl)) nouns.set(`${entry.germanPl}n`, 'plural');
}

/** Verb forms of motion to a place (accusative) and of location (dative) the drills use. */
const MOTION = new Set([
  'stelle',
  'stellt',
  'Stell',
  'lege',
  'legt',
  'legen',
  'Leg',
  'hänge',
  'hängen',
  'gehen',
  'Geh',
  'Setz',
]);
const LOCATION = new Set([
  'steht',
  'liegt',
  'sitzt',
  'sitzen',
  'ist',
  'schläft',
  'schlafen',
  'wohnt',
  'warten',
  'warte',
  'hält',
  'essen',
]);

const TWO_CASE = new Set(
  prepositions.filter((entry) => entry.cases === '(+acc / dat)').map((entry) => entry.preposition),
);

function caseOf(main: readonly SentencePart[], label: string): 1 | 2 {
  const words = main.flatMap((part) => wordsOf(partText(part)));
  const motion = words.some((word) => MOTION.has(word));
  const location = words.some((word) => LOCATION.has(word));
  expect(motion !== location, `${label}: one verb of motion or location`).toBe(true);
  return motion ? 1 : 2;
}

/** The preposition that governs a blank: the nearest two-case preposition before it. */
function prepositionBefore(main: readonly SentencePart[], at: number): string {
  for (let index = at - 1; index >= 0; index -= 1) {
    const word = partText(main[index]).toLowerCase();
    if (TWO_CASE.has(word)) return word;
  }
  return '';
}

describe('Two-Case Prepositions (A) (fill-in drill)', () => {
  it('asks for the definite article the case and the noun’s gender give (grammar tables)', () => {
    twoCaseA.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      const at = item.main.indexOf(BLANKS[0]);
      const noun = partText(item.main[at + 1]);
      const gender = nouns.get(noun);
      expect(gender, `${label} ${noun}`).toBeDefined();
      const grammaticalCase = caseOf(item.main, label);
      expect(item.answers[0], label).toEqual([definiteArticles[gender ?? 'plural'][grammaticalCase]]);
      expect(item.explanation?.[0], label).toContain(grammaticalCase === 1 ? 'accusative' : 'dative');
      const preposition = prepositionBefore(item.main, at);
      expect(['hinter', 'neben', 'vor', 'zwischen'], label).toContain(preposition);
    });
  });

  it('practises all four prepositions of chapter 10, in both cases', () => {
    const pairs = new Set(
      twoCaseA.items.map((item, index) => {
        const at = item.main.indexOf(BLANKS[0]);
        return `${prepositionBefore(item.main, at)} ${caseOf(item.main, `#${index + 1}`)}`;
      }),
    );
    for (const preposition of ['hinter', 'neben', 'vor', 'zwischen'])
      for (const grammaticalCase of [1, 2]) expect(pairs).toContain(`${preposition} ${grammaticalCase}`);
  });
});

describe('Two-Case Prepositions (B) (fill-in drill)', () => {
  it('asks for the ein-word in brackets with the ending of its case and gender (ein-word table)', () => {
    twoCaseB.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      const at = item.main.indexOf(BLANKS[0]);
      expect(isPrompt(item.main[at + 1]), label).toBe(true);
      const word = partText(item.main[at + 1]);
      const noun = partText(item.main[at + 2]);
      const gender = nouns.get(noun);
      expect(gender, `${label} ${noun}`).toBeDefined();
      const grammaticalCase = caseOf(item.main, label);
      expect(item.answers[0], label).toEqual([einWordTable(word)[gender ?? 'plural'][grammaticalCase]]);
      expect(item.explanation?.[0], label).toContain(grammaticalCase === 1 ? 'accusative' : 'dative');
      expect(TWO_CASE.has(prepositionBefore(item.main, at)), label).toBe(true);
    });
  });

  it('practises all nine two-case prepositions and both cases', () => {
    const used = new Set(
      twoCaseB.items.map((item) => prepositionBefore(item.main, item.main.indexOf(BLANKS[0]))),
    );
    expect(used).toEqual(TWO_CASE);
    const cases = new Set(twoCaseB.items.map((item, index) => caseOf(item.main, `#${index + 1}`)));
    expect(cases).toEqual(new Set([1, 2]));
  });
});

// ---------------------------------------------------------------------------------------------
// Word order

const TIME = new Set(['heute', 'morgen', 'gestern', 'am wochenende']);
const PERSONAL = new Set(['ihn', 'es', 'dir', 'mir', 'ihm', 'sie', 'uns']);

describe('Word Order (III) (word-order drill)', () => {
  describeWordOrderDrill(
    wordOrder,
    {
      rules: [
        'Nicht after subject, verb, personal pronouns and direct object',
        'Nicht before predicate nominative',
        'Nicht before prepositional phrases of destination',
        'Nicht after adverbs of definite time',
      ],
      items: 15,
      chunks: [4, 6],
      finalPunctuation: /[.?!]$/,
      lastChunkLast: true,
      newWords: true,
    },
    'chunks, orders and the place of nicht agree',
    (item) => {
      const title = new Map(item.dataList.map((chunk) => [chunk.id, chunk.title.replace(/[.?!]$/, '')]));
      for (const order of item.correctOrder) {
        const words = order.map((id) => title.get(id) ?? '');
        const nicht = words.findIndex((word) => wordsOf(word).includes('nicht'));
        expect(nicht, words.join(' ')).toBeGreaterThan(1);
        const after = words[nicht + 1] ?? '';
        // Rule 0: every personal pronoun comes before nicht.
        words.forEach((word, at) => {
          if (PERSONAL.has(word) && at > 0) expect(at, words.join(' ')).toBeLessThan(nicht);
        });
        // Rule 3: every definite time comes before nicht.
        words.forEach((word, at) => {
          if (TIME.has(word.toLowerCase())) expect(at, words.join(' ')).toBeLessThan(nicht);
        });
        // Rule 2: a destination (zum, zur, nach, in + accusative) comes right after nicht.
        const destination = words.findIndex((word) => /^(zum|zur|nach|in die|in den|ins) /.test(word));
        if (destination >= 0) expect(destination, words.join(' ')).toBe(nicht + 1);
        expect(item.rule.includes(2)).toBe(destination >= 0);
        // Rule 1: after ist, nicht comes right before the predicate nominative.
        if (item.rule.includes(1)) {
          expect(words[1]).toBe('ist');
          expect(after).toMatch(/^(der|die|das|mein|meine|dein|deine) /);
        }
        expect(item.rule.includes(3)).toBe(words.some((word) => TIME.has(word.toLowerCase())));
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Exercises

describeExerciseSets(10, germanToEnglish, englishToGerman);

describe('chapter 10 exercises', () => {
  it('rejects the near misses of the chapter: a wrong case after a two-case preposition, a stem change in the Sie form', () => {
    const reject = (set: ExerciseSet, index: number, answer: string) =>
      expect(
        checkSentence(answer, set.sentences[index]?.translation ?? [], { language: 'de' }).correct,
        answer,
      ).toBe(false);
    reject(englishToGerman, 4, 'Stell die Schüssel auf dem Tisch!');
    reject(englishToGerman, 5, 'Die Apotheke ist neben das Krankenhaus.');
    reject(englishToGerman, 1, 'Nimm Sie eine Tablette!');
    reject(englishToGerman, 3, 'Vergess deinen Schlüssel nicht!');
    reject(englishToGerman, 6, 'Ich gehe nicht heute zum Arzt.');
    reject(englishToGerman, 8, 'Stehst auf!');
  });

  it('prompts every English "you" and every command with formal, informal or informal, pl.', () => {
    for (const sentence of englishToGerman.sentences) {
      const german = firstAnswer(sentence.translation);
      const isCommand = german.endsWith('!');
      const prompts = sentence.main.filter(isPrompt).map(partText);
      if (isCommand)
        expect(
          prompts.some((prompt) => /formal|informal/.test(prompt)),
          german,
        ).toBe(true);
    }
  });
});
