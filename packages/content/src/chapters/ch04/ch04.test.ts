import { describe, expect, it } from 'vitest';
import { expectFirstGermanCombinationAccepted } from '../../test-support/english-to-german-checks.ts';
import {
  gendersOfNoun as gendersOfNounIn,
  isFormOf as isFormOfEntry,
  formsOfEntryBy,
  presentUpTo,
} from '../../test-support/entry-forms.ts';
import { describeLinkedExercises, germanOfExercises } from '../../test-support/translation-set-checks.ts';
import { describeChapterSets, drillWords, taughtBy, wordsNot } from '../../test-support/chapter-sets.ts';
import type { Gender } from '../../grammar/articles.ts';
import { einWordTable, keinTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import type { FillInDrill } from '../../sets/schema.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { vocabulary as chapter1Vocabulary } from '../ch01/vocabulary.ts';
import { vocabulary as chapter2Vocabulary } from '../ch02/vocabulary.ts';
import { vocabulary as chapter3Vocabulary } from '../ch03/vocabulary.ts';
import { keinDrill } from './drills/kein.ts';
import { possessiveAdjectiveDrill as possessiveDrill } from './drills/possessive-adjective.ts';
import { stemChangingVerbsDrill as verbDrill } from './drills/stem-changing-verbs.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { verbs as chapter4Verbs } from './verbs.ts';
import { vocabulary as chapter4Vocabulary } from './vocabulary.ts';
import { wordsOf, lowerFirst, partText, isPrompt, blanksOf } from '../../test-support/sentence-parts.ts';
import {
  expectDrillAnswersAccepted,
  expectFillInDrill,
  forEachItemAndPlace,
} from '../../test-support/fill-in-checks.ts';
import {
  expectStemChangeInDuAndErOnly,
  expectStemChangersPractised,
  expectVerbPlaces,
  type VerbPlace,
} from '../../test-support/verb-drill-checks.ts';

const drills: FillInDrill[] = [verbDrill, possessiveDrill, keinDrill];

const taught: VocabularyEntry[] = [
  ...chapter1Vocabulary,
  ...chapter2Vocabulary,
  ...chapter3Vocabulary,
  ...chapter4Vocabulary,
];
const nouns = taught.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));

/** Names that need no vocabulary entry. */

/** The ein-words of chapter 4: kein and the possessive adjectives (ihr and Ihr apart). */
const EIN_WORDS = ['kein', ...new Set(possessiveAdjectives.map((row) => row.possessive))];

/** The owner each English prompt of the possessive drill names, and the possessive it asks for. */
const POSSESSIVE_OF_PROMPT: Readonly<Record<string, string>> = {
  my: 'mein',
  'your, informal': 'dein',
  his: 'sein',
  her: 'ihr',
  its: 'sein',
  our: 'unser',
  'your, informal, pl.': 'euer',
  their: 'ihr',
  'your, formal': 'Ihr',
};

const GENDER_NAMES: Readonly<Record<string, Gender>> = {
  m: 'masculine',
  f: 'feminine',
  n: 'neuter',
  pl: 'plural',
};
const CASE_INDEX: Readonly<Record<string, number>> = { nom: 0, acc: 1, dat: 2, gen: 3 };

const isTaught = taughtBy(4);

/** The genders a noun form can have: its own for the singular (and genitive -s/-es), plural for the plural. */
const gendersOfNoun = gendersOfNounIn(nouns);

/** A place of a table as written in the lists below ("m nom", "pl dat"). */
function placeOf(place: string): { gender: Gender; caseIndex: number } {
  const [gender = '', caseName = ''] = place.split(' ');
  return { gender: GENDER_NAMES[gender] ?? 'masculine', caseIndex: CASE_INDEX[caseName] ?? -1 };
}

/** Checks the noun form of a place: -n (or -s) in the dative plural, -s in the masculine and neuter genitive. */
function expectNounForm(noun: string, gender: Gender, caseIndex: number, label: string): void {
  if (gender === 'plural' && caseIndex === 2) expect(noun, label).toMatch(/[ns]$/);
  if ((gender === 'masculine' || gender === 'neuter') && caseIndex === 3) expect(noun, label).toMatch(/s$/);
}

describeChapterSets(4, [verbDrill, possessiveDrill, keinDrill, germanToEnglish, englishToGerman], {
  '4dsc': 19,
  '4dpa': 16,
  '4dk': 12,
  '4ege': 18,
  '4eeg': 10,
});

describe('chapter 4 drills and exercises', () => {
  it.each(drills.map((set) => ({ table: set.table, set })))(
    '$table: blanks in order, one answer list and one reason each, a translation',
    ({ set }) => expectFillInDrill(set),
  );

  it('accepts every drill answer with the drill check', () => expectDrillAnswersAccepted(drills));

  it('writes the drills in German taught by chapter 4 (prompts aside)', () => {
    expect(wordsNot(drillWords([verbDrill, possessiveDrill, keinDrill]), isTaught)).toEqual([]);
  });
});

/**
 * The verb and person of each blank of the stem-changing verb drill (0 ich, 1 du, 2 er/sie/es,
 * 3 wir, 4 ihr, 5 sie/Sie), as a teacher reads the sentence.
 */
const VERB_PLACES: readonly VerbPlace[] = [
  ['geben', 1],
  ['geben', 2],
  ['essen', 1],
  ['essen', 0],
  ['nehmen', 2],
  ['nehmen', 1],
  ['nehmen', 3],
  ['sprechen', 1],
  ['sprechen', 2],
  ['sprechen', 5],
  ['helfen', 2],
  ['helfen', 4],
  ['treffen', 1],
  ['treffen', 2],
  ['vergessen', 2],
  ['vergessen', 1],
  ['werfen', 2],
  ['lernen', 2],
  ['gehen', 1],
];

describe('chapter 4 stem-changing verb drill', () => {
  it('asks for the table form of the verb in brackets, for the person of the sentence', () =>
    expectVerbPlaces(verbDrill, VERB_PLACES, presentUpTo(4)));

  it('practises every stem changer of the chapter in a changed form, every person, and chapter 1 verbs for contrast', () => {
    const changers = chapter4Verbs.map((verb) => verb.infinitive);
    expectStemChangersPractised(VERB_PLACES, {
      changed: changers,
      isChanger: (infinitive) => changers.includes(infinitive),
      unchanged: 3,
      isContrast: (infinitive) => chapter1Verbs.some((table) => table.infinitive === infinitive),
      contrast: 2,
    });
    // A stem changer's du and er/sie/es forms differ from the regular forms; the others do not.
    expectStemChangeInDuAndErOnly(chapter4Verbs.filter((table) => table.category === 'i-stem'));
  });
});

/** The place of the table and the owner prompt of each blank of the possessive drill. */
const POSSESSIVE_PLACES = [
  'm nom',
  'f nom',
  'n nom',
  'pl nom',
  'm acc',
  'f acc',
  'n acc',
  'pl acc',
  'm dat',
  'f dat',
  'n dat',
  'pl dat',
  'm gen',
  'f gen',
  'n gen',
  'pl gen',
];

/** The place of the table of each blank of the kein drill, item by item. */
const KEIN_PLACES = [
  ['f nom', 'n nom'],
  ['pl nom'],
  ['m nom', 'n acc', 'pl acc'],
  ['f acc', 'm acc'],
  ['m dat'],
  ['f dat'],
  ['n dat'],
  ['pl dat'],
  ['m gen'],
  ['f gen'],
  ['n gen'],
  ['pl gen'],
];

describe('chapter 4 possessive adjective and kein drills', () => {
  it('gives each possessive the owner of its prompt and the ending of the noun after it, from the ein-word table', () => {
    forEachItemAndPlace(possessiveDrill, POSSESSIVE_PLACES, (item, place, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [blank] = blanksOf(item);
      expect(blanksOf(item), label).toHaveLength(1);
      const index = blank?.index ?? -1;
      const prompt = item.main[index + 1];
      expect(isPrompt(prompt), label).toBe(true);
      const possessive = POSSESSIVE_OF_PROMPT[partText(prompt)];
      expect(possessive, `${label}: ${partText(prompt)}`).toBeDefined();
      const { gender, caseIndex } = placeOf(place);
      const noun = wordsOf(partText(item.main[index + 2]))[0] ?? '';
      expect(gendersOfNoun(noun), `${label}: ${noun}`).toContain(gender);
      expectNounForm(noun, gender, caseIndex, `${label}: ${noun}`);
      const form = einWordTable(possessive ?? '')[gender][caseIndex] ?? '?';
      const accepted = item.answers[0] ?? [];
      // A sentence-initial possessive may be typed with or without its capital, except formal Ihr.
      const expected =
        index === 0 && possessive !== 'Ihr' ? [form.charAt(0).toUpperCase() + form.slice(1), form] : [form];
      expect(accepted, label).toEqual(expected);
    });
  });

  it('practises every place of the possessive table and the owners of every person', () => {
    expect(new Set(POSSESSIVE_PLACES).size).toBe(16);
    const prompts = new Set(
      possessiveDrill.items.map((item) => partText(item.main[(blanksOf(item)[0]?.index ?? -1) + 1])),
    );
    expect([...prompts].sort()).toEqual(Object.keys(POSSESSIVE_OF_PROMPT).sort());
  });

  it('gives each kein the ending of the noun after it, from the kein table, in every place of the table', () => {
    expect(KEIN_PLACES.map((item) => item.length)).toEqual(
      keinDrill.items.map((item) => blanksOf(item).length),
    );
    keinDrill.items.forEach((item, itemIndex) => {
      blanksOf(item).forEach(({ index, slot }, blankIndex) => {
        const label = `#${itemIndex + 1} blank ${blankIndex + 1}`;
        expect(index, `${label}: no blank starts a sentence`).toBeGreaterThan(0);
        const { gender, caseIndex } = placeOf(KEIN_PLACES[itemIndex]?.[blankIndex] ?? '');
        const noun = wordsOf(partText(item.main[index + 1]))[0] ?? '';
        expect(gendersOfNoun(noun), `${label}: ${noun}`).toContain(gender);
        expectNounForm(noun, gender, caseIndex, `${label}: ${noun}`);
        expect(item.answers[slot], label).toEqual([keinTable[gender][caseIndex]]);
      });
    });
    const used = new Set(KEIN_PLACES.flat());
    for (const gender of ['m', 'f', 'n', 'pl'])
      for (const caseName of Object.keys(CASE_INDEX))
        expect(used, `${gender} ${caseName}`).toContain(`${gender} ${caseName}`);
  });
});

/** Every form of an entry that a clickable word may show in chapter 4: kein with the endings of ein. */
const formsOfEntry = formsOfEntryBy(4, {
  other: (entry) => (entry.germanRoot === 'kein' ? Object.values(keinTable).flat() : [entry.germanRoot]),
});

/** Whether a written word (or phrase) is a form of the entry it looks up; es gibt also as gibt es. */
const isFormOf = (text: string, entry: VocabularyEntry) => isFormOfEntry(text, entry, formsOfEntry);

/** The base ein-word (kein, mein … Ihr) a word is a form of, if any. */
function einWordOf(word: string): string | undefined {
  return EIN_WORDS.find((base) => Object.values(einWordTable(base)).flat().includes(word));
}

/**
 * Checks every kein or possessive before a noun in a German sentence: its ending must fit the
 * noun's gender (some case of the noun's column). Returns the number of pairs checked.
 */
function checkEinWordsBeforeNouns(words: string[], label: string): number {
  let checked = 0;
  words.forEach((word, index) => {
    const candidates = index === 0 ? [word, lowerFirst(word)] : [word];
    const form = candidates.find((candidate) => einWordOf(candidate) !== undefined);
    const noun = words[index + 1] ?? '';
    if (form === undefined || !/^[A-ZÄÖÜ]/.test(noun)) return;
    const genders = gendersOfNoun(noun);
    if (genders.length === 0) return;
    const base = einWordOf(form) ?? '';
    const table = einWordTable(base);
    expect(
      genders.some((gender) => table[gender].includes(form)),
      `${label}: ${form} ${noun}`,
    ).toBe(true);
    checked += 1;
  });
  return checked;
}

describeLinkedExercises(4, germanToEnglish, englishToGerman, {
  taught,
  isFormOf,
  genderPrompts: { teacher: 'f.', friend: 'f.' },
  youPrompts: 5,
});

describe('chapter 4 exercises', () => {
  it('accepts the first combination of every English-to-German translation, all in taught German', () => {
    expectFirstGermanCombinationAccepted(englishToGerman.sentences, { isTaught, alternatives: 'every' });
  });

  it('makes every kein and possessive agree with its noun, in the German of both sets', () => {
    let checked = 0;
    for (const text of germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences))
      checked += checkEinWordsBeforeNouns(wordsOf(text), text);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('uses the chapter grammar: stem changers, possessives, kein and es gibt in both directions', () => {
    const german = germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences).join(' ');
    const words = new Set(wordsOf(german).map(lowerFirst));
    for (const verb of chapter4Verbs)
      expect(
        [verb.deutsch[1], verb.deutsch[2]].some((form) => words.has(form)),
        verb.infinitive,
      ).toBe(true);
    for (const base of new Set(possessiveAdjectives.map((row) => row.possessive)))
      expect(
        Object.values(einWordTable(base))
          .flat()
          .some((form) => words.has(form) || words.has(lowerFirst(form))),
        base,
      ).toBe(true);
    expect(german).toMatch(/\bkein/);
    expect(german).toMatch(/\b[Ee]s gibt\b|\bGibt es\b/);
  });
});
