// Chapter 6 drills and exercises: schemas, catalogue tables and counts; every drill answer
// against the verb rules (grammar/verbs.ts) and the article, ein-word and adjective-ending tables
// (grammar/articles.ts, grammar/possessives.ts, grammar/prepositions.ts), not against itself;
// German taught by chapter 6; the exercises' lookups, prompts and accepted answers.
import { describeChapterSets, drillWords, taughtBy, wordsNot } from '../../test-support/chapter-sets.ts';
import { describe, expect, it } from 'vitest';
import { expectFirstGermanCombinationAccepted } from '../../test-support/english-to-german-checks.ts';
import {
  gendersOfNoun as gendersOfNounIn,
  isFormOf as isFormOfEntry,
  formsOfEntryBy,
} from '../../test-support/entry-forms.ts';
import { germanOfExercises, describeLinkedExercises } from '../../test-support/translation-set-checks.ts';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import {
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  indefiniteArticles,
  type Gender,
} from '../../grammar/articles.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import { prepositions } from '../../grammar/prepositions.ts';
import { regularPresent, stemChangedPresent, type StemChange } from '../../grammar/verbs.ts';
import { BLANKS } from '../../sets/schema.ts';
import type { FillInDrill, VerbConjugation } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { genitivePrepositionsDrill as genitiveDrill } from './drills/genitive-prepositions.ts';
import { stemChangingVerbsDrill as verbDrill } from './drills/stem-changing-verbs.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { verbs as chapter6Verbs } from './verbs.ts';
import { vocabulary as chapter6Vocabulary } from './vocabulary.ts';
import { wordsOf, lowerFirst, partText, isBlank } from '../../test-support/sentence-parts.ts';
import { expectDrillAnswersAccepted, expectFillInDrill } from '../../test-support/fill-in-checks.ts';
import {
  expectStemChangeInDuAndErOnly,
  expectStemChangersPractised,
  expectVerbPlaces,
  type VerbPlace,
} from '../../test-support/verb-drill-checks.ts';

const drills: FillInDrill[] = [verbDrill, genitiveDrill];

const taught: VocabularyEntry[] = vocabularyEntries()
  .filter(({ chapter }) => chapter <= 6)
  .map(({ entry }) => entry);
const nouns = taught.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));
const verbTables: VerbConjugation[] = verbsUpTo(6).map(({ verb }) => verb);

/** Names that need no vocabulary entry. */

const isTaught = taughtBy(6);

/** The genders a noun form can have: its own for the singular (and genitive -s/-es), plural for the plural. */
const gendersOfNoun = gendersOfNounIn(nouns);

describeChapterSets(6, [verbDrill, genitiveDrill, germanToEnglish, englishToGerman], {
  '6ege': 18,
  '6eeg': 9,
});

describe('chapter 6 drills and exercises', () => {
  it('has four blanks in every genitive item (the catalogue loader number)', () => {
    expect(findMenuItemByCode('6dg')?.loaderNumber).toBe(4);
    for (const item of genitiveDrill.items) expect(item.main.filter(isBlank)).toHaveLength(4);
  });

  it('links the exercises as the catalogue gives them', () => {
    expect(findMenuItemByCode('6ege')?.previous).toEqual({
      path: '/ch6/drills/genitive_prepositions',
      text: 'To Genitive Prepositions',
    });
    expect(findMenuItemByCode('6ege')?.next?.path).toBe('/ch6/english_to_german');
  });

  it.each(drills.map((set) => ({ table: set.table, set })))(
    '$table: blanks in order, one answer list and one reason each, a translation',
    ({ set }) => expectFillInDrill(set, { noBlankFirst: true }),
  );

  it('accepts every drill answer with the drill check', () => expectDrillAnswersAccepted(drills));

  it('writes the drills in German taught by chapter 6 (prompts aside)', () => {
    expect(wordsNot(drillWords([verbDrill, genitiveDrill]), isTaught)).toEqual([]);
  });
});

/**
 * The verb and person of each blank of the stem-changing verb drill (0 ich, 1 du, 2 er/sie/es,
 * 3 wir, 4 ihr, 5 sie/Sie), as a teacher reads the sentence.
 */
const VERB_PLACES: readonly VerbPlace[] = [
  ['lesen', 1],
  ['lesen', 2],
  ['lesen', 0],
  ['lesen', 4],
  ['sehen', 1],
  ['sehen', 2],
  ['sehen', 3],
  ['empfehlen', 2],
  ['empfehlen', 1],
  ['fahren', 1],
  ['fahren', 2],
  ['fahren', 3],
  ['schlafen', 2],
  ['schlafen', 1],
  ['schlafen', 5],
  ['tragen', 2],
  ['tragen', 1],
  ['laufen', 2],
  ['laufen', 1],
  ['waschen', 2],
  ['waschen', 1],
  ['fallen', 2],
  ['halten', 2],
  ['halten', 1],
  ['halten', 4],
  ['wandern', 0],
  ['regnen', 2],
];

/** The stem change of a vocabulary verb of chapter 6 (ie or ä), if it has one. */
function stemChangeOf(infinitive: string): StemChange | undefined {
  const entry = chapter6Vocabulary.find((word) => word.type === 'verb' && word.germanRoot === infinitive);
  const feature = entry?.type === 'verb' ? [entry.specialFeature ?? []].flat() : [];
  return (['ie', 'ä'] as const).find((change) => feature.includes(change));
}

/** The present forms of a verb by the rules: stem-changed in du and er/sie/es where its entry says so. */
function presentByRule(infinitive: string): readonly string[] {
  const change = stemChangeOf(infinitive);
  return change ? stemChangedPresent(infinitive, change) : regularPresent(infinitive);
}

describe('chapter 6 stem-changing verb drill', () => {
  it('asks for the form the rules give for the verb in brackets and the person of the sentence', () => {
    expectVerbPlaces(verbDrill, VERB_PLACES, presentByRule);
    // The verb table, where the verb has one, says the same.
    for (const [infinitive, person] of VERB_PLACES) {
      const table = verbTables.find((verb) => verb.infinitive === infinitive);
      if (table) expect(table.deutsch[person], infinitive).toBe(presentByRule(infinitive)[person]);
    }
  });

  it('practises every stem changer of the chapter in a changed form, every person, and regular verbs for contrast', () => {
    const changers = chapter6Verbs.filter((verb) => verb.category !== 'Special Stems');
    for (const verb of changers) expect(stemChangeOf(verb.infinitive), verb.infinitive).toBeDefined();
    expectStemChangersPractised(VERB_PLACES, {
      changed: changers.map((verb) => verb.infinitive),
      isChanger: (infinitive) => stemChangeOf(infinitive) !== undefined,
      unchanged: 5,
      isContrast: (infinitive) => stemChangeOf(infinitive) === undefined,
      contrast: 2,
    });
    // du and er/sie/es differ from the regular forms of a stem changer; the other persons do not.
    expectStemChangeInDuAndErOnly(changers);
  });
});

/**
 * Each item of the genitive drill as a teacher reads it: the determiner's base word (der, ein or
 * a possessive), the adjective, the noun's dictionary form and its gender.
 */
const GENITIVE_PLACES: readonly (readonly [string, string, string, Gender])[] = [
  ['der', 'kalt', 'Wetter', 'neuter'],
  ['der', 'kalt', 'Regen', 'masculine'],
  ['der', 'lang', 'Film', 'masculine'],
  ['der', 'groß', 'Park', 'masculine'],
  ['der', 'lang', 'Reise', 'feminine'],
  ['der', 'klein', 'Stadt', 'feminine'],
  ['der', 'warm', 'Monat', 'plural'],
  ['der', 'rot', 'Blume', 'plural'],
  ['ein', 'heiß', 'Kaffee', 'masculine'],
  ['ein', 'groß', 'Stadt', 'feminine'],
  ['ein', 'neu', 'Auto', 'neuter'],
  ['mein', 'krank', 'Bruder', 'masculine'],
  ['sein', 'schwer', 'Tasche', 'feminine'],
  ['ihr', 'warm', 'Suppe', 'feminine'],
  ['dein', 'laut', 'Radio', 'neuter'],
  ['unser', 'lang', 'Hausaufgaben', 'plural'],
];

/** The four cases of a determiner: the definite or indefinite article, or an ein-word. */
function determinerForms(base: string, gender: Gender): readonly string[] {
  if (base === 'der') return definiteArticles[gender];
  if (base === 'ein' && gender !== 'plural') return indefiniteArticles[gender];
  return einWordTable(base)[gender];
}

/** The adjective endings after a determiner: weak after der, mixed after ein-words (-en in the plural). */
function adjectiveEndings(base: string, gender: Gender): readonly string[] {
  if (base === 'der') return endingsAfterDefinite[gender];
  return gender === 'plural' ? ['en', 'en', 'en', 'en'] : endingsAfterIndefinite[gender];
}

describe('chapter 6 genitive preposition drill', () => {
  const genitivePrepositions = prepositions.filter((entry) => entry.cases === '(+gen)');

  it('asks for the genitive preposition whose meaning is in brackets', () => {
    genitiveDrill.items.forEach((item, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const preposition = item.answers[0]?.[0] ?? '';
      expect(
        genitivePrepositions.some((entry) => entry.preposition === preposition),
        label,
      ).toBe(true);
      const entry = taught.find((word) => word.type === 'preposition' && word.germanRoot === preposition);
      expect(entry?.type === 'preposition' ? entry.cases : '', label).toBe('(+gen)');
      const english = partText(item.main[item.main.indexOf(BLANKS[0]) + 1]);
      expect(entry?.englishTransl, label).toContain(english);
      expect(item.answers[0], label).toEqual([preposition]);
    });
    const used = new Set(genitiveDrill.items.map((item) => item.answers[0]?.[0]));
    for (const entry of genitivePrepositions) expect(used, entry.preposition).toContain(entry.preposition);
  });

  it('puts determiner, adjective and noun into the genitive by the tables, from the nominative in brackets', () => {
    expect(GENITIVE_PLACES).toHaveLength(genitiveDrill.items.length);
    genitiveDrill.items.forEach((item, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [base = '', adjective = '', noun = '', gender = 'masculine'] = GENITIVE_PLACES[itemIndex] ?? [];
      const entry = nouns.find((word) => word.germanRoot === noun);
      expect(entry, label).toBeDefined();
      const nounForm = gender === 'plural' ? (entry?.germanPl ?? '?') : noun;
      if (gender !== 'plural')
        expect(entry?.article, label).toBe({ masculine: 'der', feminine: 'die', neuter: 'das' }[gender]);
      expect(gendersOfNoun(nounForm), label).toContain(gender);
      const determiners = determinerForms(base, gender);
      const endings = adjectiveEndings(base, gender);
      // The phrase in brackets is the nominative.
      const nominative = partText(item.main[item.main.indexOf(BLANKS[3]) + 1]);
      expect(nominative, label).toBe(`${determiners[0]} ${adjective}${endings[0]} ${nounForm}`);
      // The answers are the genitive.
      expect(item.answers[1], label).toEqual([determiners[3]]);
      expect(item.answers[2], label).toEqual([`${adjective}${endings[3]}`]);
      const genitiveNouns =
        gender === 'masculine' || gender === 'neuter' ? [`${noun}s`, `${noun}es`] : [nounForm];
      expect(item.answers[3]?.length, label).toBeGreaterThan(0);
      for (const answer of item.answers[3] ?? []) expect(genitiveNouns, label).toContain(answer);
    });
  });

  it('covers every gender with the definite article, the indefinite article and a possessive', () => {
    const places = new Set(
      GENITIVE_PLACES.map(
        ([base, , , gender]) => `${base === 'der' || base === 'ein' ? base : 'possessive'} ${gender}`,
      ),
    );
    for (const gender of ['masculine', 'feminine', 'neuter', 'plural'])
      for (const base of ['der', 'possessive', ...(gender === 'plural' ? [] : ['ein'])])
        expect(places, `${base} ${gender}`).toContain(`${base} ${gender}`);
    for (const [base] of GENITIVE_PLACES)
      if (base !== 'der' && base !== 'ein')
        expect(possessiveAdjectives.map((row) => row.possessive)).toContain(base);
  });
});

/** Every form of an entry that a clickable word may show in chapter 6: ordinals take adjective endings (am ersten Mai). */
const formsOfEntry = formsOfEntryBy(6, {
  number: ({ germanRoot: root }) =>
    root.endsWith('te') ? ['', 'n', 'r', 's', 'm'].map((ending) => root + ending) : [root],
});

/** Whether a written word (or phrase) is a form of the entry it looks up. */
const isFormOf = (text: string, entry: VocabularyEntry) => isFormOfEntry(text, entry, formsOfEntry);

/** The German of both sets. */
const germanOfBothSets = () => germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences);

describeLinkedExercises(6, germanToEnglish, englishToGerman, {
  taught,
  isFormOf,
  linked: { inlineAllowed: true },
  youPrompts: 2,
});

describe('chapter 6 exercises', () => {
  it('accepts the first combination of every English-to-German translation, all in taught German', () => {
    // gerne and anstatt are accepted beside gern and statt, as their vocabulary entries say.
    expectFirstGermanCombinationAccepted(englishToGerman.sentences, {
      isTaught,
      alternatives: 'every',
      untaughtAccepted: ['gerne', 'anstatt'],
    });
  });

  it('puts the article after every genitive preposition in the genitive of its noun’s gender', () => {
    const genitives = new Set(
      prepositions.filter((entry) => entry.cases === '(+gen)').map((entry) => entry.preposition),
    );
    let checked = 0;
    for (const text of germanOfBothSets()) {
      const words = wordsOf(text);
      words.forEach((word, index) => {
        if (!genitives.has(lowerFirst(word))) return;
        const article = words[index + 1] ?? '';
        const noun = words[index + 2] ?? '';
        const genders = gendersOfNoun(noun);
        expect(genders.length, `${text}: ${noun}`).toBeGreaterThan(0);
        const genitiveForms = genders.flatMap((gender) => [
          definiteArticles[gender][3],
          ...(gender === 'plural' ? [] : [indefiniteArticles[gender][3]]),
        ]);
        expect(genitiveForms, `${text}: ${article} ${noun}`).toContain(article);
        if (genders.every((gender) => gender === 'masculine' || gender === 'neuter'))
          expect(noun, text).toMatch(/s$/);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('uses the chapter grammar: stem changers, every genitive preposition, clock times, dates and gern', () => {
    const german = germanOfBothSets().join(' ');
    const words = new Set(wordsOf(german).map(lowerFirst));
    const changed = chapter6Verbs
      .filter((verb) => verb.category !== 'Special Stems')
      .filter((verb) => [verb.deutsch[1], verb.deutsch[2]].some((form) => words.has(form)));
    expect(changed.length).toBeGreaterThanOrEqual(8);
    for (const preposition of ['statt', 'trotz', 'während', 'wegen', 'außerhalb'])
      expect(words, preposition).toContain(preposition);
    expect(german).toMatch(/\bhalb \w+|\bViertel (vor|nach)\b/);
    expect(german).toMatch(/\b(ersten|dritte|zwanzigste)\b/);
    expect(words).toContain('gern');
  });
});
