import { describe, expect, it } from 'vitest';
import { expectFirstGermanCombinationAccepted } from '../../test-support/english-to-german-checks.ts';
import { nounForms, formsOfEntryBy, presentUpTo, OBLIQUE_MASCULINE } from '../../test-support/entry-forms.ts';
import { describeLinkedExercises, germanOfExercises } from '../../test-support/translation-set-checks.ts';
import { describeChapterSets, drillWords, taughtBy, wordsNot } from '../../test-support/chapter-sets.ts';
import { acceptedAnswers, checkWords } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { definiteArticles, indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { derWordTable } from '../../grammar/der-words.ts';
import { nNounForms } from '../../grammar/n-nouns.ts';
import { personalPronouns } from '../../grammar/personal-pronouns.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import { blankSlot, type FillInDrill } from '../../sets/schema.ts';
import { germanWordsOf, isSpelledRight } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { dativeVerbsDrill as dativeVerbs } from './drills/dative-verbs.ts';
import { gefallenDrill as gefallen } from './drills/gefallen.ts';
import { nNounsDrill as nNouns } from './drills/n-nouns-1.ts';
import { nNounsDrill2 as nNouns2 } from './drills/n-nouns-2.ts';
import { questionsDrill as questions } from './drills/questions.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { vocabulary as chapter7Vocabulary } from './vocabulary.ts';
import {
  wordsOf,
  lowerFirst,
  upperFirst,
  partText,
  isPrompt,
  isBlank,
  blanksOf,
  firstAnswer,
} from '../../test-support/sentence-parts.ts';
import {
  expectDrillAnswersAccepted,
  expectFillInDrill,
  forEachItemAndPlace,
} from '../../test-support/fill-in-checks.ts';

const drills: FillInDrill[] = [nNouns, nNouns2, dativeVerbs, questions];

const taught: VocabularyEntry[] = vocabularyEntries()
  .filter(({ chapter }) => chapter <= 7)
  .map(({ entry }) => entry);
const nouns: NounEntry[] = taught.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));
const CASE_INDEX: Readonly<Record<string, number>> = { nom: 0, acc: 1, dat: 2, gen: 3 };

/** The chapter's n-nouns: the nouns with a singular add-on. */
const N_NOUNS = nouns.filter((noun) => noun.singularAddOn !== undefined);

const isTaught = taughtBy(7);
/** The English words of the drills' prompts (which, how many, she, pl.), which are not German. */
const ENGLISH_HINTS = new Set(['which', 'what', 'kind', 'of', 'how', 'many', 'much', 'she', 'pl']);

type NounEntry = Extract<VocabularyEntry, { type: 'noun' }>;

function nounEntry(root: string): NounEntry | undefined {
  return (
    nouns.find((noun) => noun.germanRoot === root && !noun.onlyPlural) ??
    nouns.find((noun) => noun.germanPl === root)
  );
}

function genderOfEntry(entry: NounEntry): Gender {
  return entry.article === 'der' ? 'masculine' : entry.article === 'die' ? 'feminine' : 'neuter';
}

/**
 * A noun in a case, from the vocabulary: an n-noun from the n-noun table (grammar/n-nouns.ts);
 * any other noun unchanged, with -s (after -er, -el, -en) or -es in the masculine and neuter
 * genitive and -n in a dative plural that does not end in -n or -s.
 */
function nounInCase(word: string, caseIndex: number): { form: string; gender: Gender } {
  const entry = nounEntry(word);
  if (!entry || entry.type !== 'noun') throw new Error(`no noun ${word}`);
  const plural = entry.germanRoot !== word || entry.onlyPlural === true;
  if (plural) {
    const form = caseIndex === 2 && !/[ns]$/.test(word) ? `${word}n` : word;
    return { form, gender: 'plural' };
  }
  const gender = genderOfEntry(entry);
  if (entry.singularAddOn) {
    const table = nNounForms({
      germanRoot: entry.germanRoot,
      singularAddOn: entry.singularAddOn,
      germanPl: entry.germanPl,
    });
    return { form: table.singular[caseIndex] ?? '?', gender };
  }
  if (caseIndex === 3 && gender !== 'feminine')
    return { form: `${word}${/(er|el|en)$/.test(word) ? 's' : 'es'}`, gender };
  return { form: word, gender };
}

/** A determiner (der/die/das, ein, a possessive) in a gender and case, from the grammar tables. */
function determinerInCase(word: string, gender: Gender, caseIndex: number): string {
  if (['der', 'die', 'das'].includes(word)) return definiteArticles[gender][caseIndex] ?? '?';
  if (word === 'ein' && gender !== 'plural') return indefiniteArticles[gender][caseIndex] ?? '?';
  const base = possessiveAdjectives.find((row) =>
    Object.values(einWordTable(row.possessive)).some((caseForms) => caseForms[0] === word),
  )?.possessive;
  if (!base) throw new Error(`no determiner ${word}`);
  return einWordTable(base)[gender][caseIndex] ?? '?';
}

/** A phrase given in the nominative ("der Nachbar", "meine Eltern", "Herr") put into a case. */
function phraseInCase(phrase: string, caseIndex: number): string {
  const words = phrase.split(' ');
  const noun = words.at(-1) ?? '';
  const { form, gender } = nounInCase(noun, caseIndex);
  if (words.length === 1) return form;
  return `${determinerInCase(words[0] ?? '', gender, caseIndex)} ${form}`;
}

describeChapterSets(
  7,
  [nNouns, nNouns2, dativeVerbs, questions, germanToEnglish, englishToGerman, gefallen],
  { '7ege': 19, '7eeg': 10 },
);

describe('chapter 7 drills and exercises', () => {
  it('writes Gefallen: Translation as a translation set, shown on the translation screen', () => {
    expect(gefallen.kind).toBe('translation-exercise');
    expect(findMenuItemByCode('7dg')?.kind).toBe('translation-exercise');
  });

  it.each(drills.map((set) => ({ table: set.table, set })))(
    '$table: blanks in order, the same number in every item, one answer list and one reason each, a translation',
    ({ set }) => expectFillInDrill(set, { oneBlankCount: true, promptAfterEachBlank: true }),
  );

  it('accepts every drill answer with the drill check, and rejects the answer of the nominative where another case is asked', () => {
    expectDrillAnswersAccepted(drills);
    expect(checkWords('Polizist', nNouns.items[0]?.answers[0] ?? [])).toBe('incorrect');
    expect(checkWords('den Kollege', nNouns2.items[3]?.answers[0] ?? [])).toBe('incorrect');
  });

  it('writes the drills in German taught by chapter 7 and spelled right, the prompts too (their English hints aside)', () => {
    const words = drillWords(drills, { prompts: true }).filter(
      ({ word, prompt }) => !prompt || !ENGLISH_HINTS.has(word),
    );
    expect(wordsNot(words, isTaught)).toEqual([]);
    expect(wordsNot(words, isSpelledRight)).toEqual([]);
  });
});

/** The case each blank of N-Nouns (I) asks for. */
const N_NOUN_CASES = [
  'acc',
  'nom',
  'acc',
  'acc',
  'dat',
  'nom',
  'acc',
  'acc',
  'dat',
  'nom',
  'gen',
  'dat',
  'acc',
  'dat',
  'nom',
  'acc',
  'dat',
  'dat',
  'acc',
  'gen',
  'nom',
  'nom',
];

/** Every article and ein-word form of a gender and case. */
function determinersAt(gender: Gender, caseIndex: number): Set<string> {
  return new Set([
    definiteArticles[gender][caseIndex] ?? '',
    ...(gender === 'plural' ? [] : [indefiniteArticles[gender][caseIndex] ?? '']),
    ...possessiveAdjectives.map((row) => einWordTable(row.possessive)[gender][caseIndex] ?? ''),
  ]);
}

describe('chapter 7 N-Nouns drills', () => {
  it('N-Nouns (I): gives each noun in brackets its form from the n-noun table, in the case of its sentence', () => {
    forEachItemAndPlace(nNouns, N_NOUN_CASES, (item, place, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [blank] = blanksOf(item);
      const [root = '', plural] = (blank?.prompt ?? '').split(', ');
      const entry = N_NOUNS.find((noun) => noun.germanRoot === root);
      expect(entry, `${label}: ${root} is an n-noun`).toBeDefined();
      const caseIndex = CASE_INDEX[place] ?? -1;
      const table = nNounForms({
        germanRoot: root,
        singularAddOn: entry?.singularAddOn === '-en' ? '-en' : '-n',
        germanPl: entry?.germanPl,
      });
      const expected = plural === 'pl.' ? table.plural?.[caseIndex] : table.singular[caseIndex];
      expect(item.answers, label).toEqual([[expected]]);
      // The word before the blank is the determiner of that case (ein before netter; none before Herr Schmidt).
      const index = blank?.index ?? 0;
      const before =
        partText(item.main[index - 1]) === 'netter' ? item.main[index - 2] : item.main[index - 1];
      if (partText(before) === 'heute') return;
      expect(
        determinersAt(plural === 'pl.' ? 'plural' : 'masculine', caseIndex).has(lowerFirst(partText(before))),
        `${label}: ${partText(before)}`,
      ).toBe(true);
    });
  });

  it('N-Nouns (I): practises every n-noun of the chapter, every case, the plural and Herr before a name', () => {
    const practised = new Set(nNouns.items.map((item) => (blanksOf(item)[0]?.prompt ?? '').split(', ')[0]));
    expect([...practised].sort()).toEqual(N_NOUNS.map((noun) => noun.germanRoot).sort());
    expect(new Set(N_NOUN_CASES)).toEqual(new Set(['nom', 'acc', 'dat', 'gen']));
    const prompts = nNouns.items.map((item) => blanksOf(item)[0]?.prompt ?? '');
    expect(prompts.filter((prompt) => prompt.endsWith(', pl.')).length).toBeGreaterThanOrEqual(3);
    expect(prompts).toContain('Herr, pl.');
    expect(nNouns.items.some((item) => item.main.includes('Schmidt.'))).toBe(true);
  });

  /** The case each blank of N-Nouns (II) asks for. */
  const PHRASE_CASES = [
    'dat',
    'dat',
    'acc',
    'acc',
    'gen',
    'gen',
    'dat',
    'acc',
    'acc',
    'acc',
    'dat',
    'dat',
    'dat',
    'dat',
    'gen',
    'dat',
    'acc',
    'dat',
    'acc',
    'dat',
    'dat',
    'dat',
  ];

  it('N-Nouns (II): puts each phrase in brackets into its case with the article, ein-word and noun tables', () => {
    forEachItemAndPlace(nNouns2, PHRASE_CASES, (item, place, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [blank] = blanksOf(item);
      const caseIndex = CASE_INDEX[place] ?? -1;
      expect(item.answers, label).toEqual([[phraseInCase(blank?.prompt ?? '', caseIndex)]]);
    });
  });

  it('N-Nouns (II): mixes n-nouns with ordinary masculine nouns, feminine forms and a plural', () => {
    const heads = nNouns2.items.map((item) => (blanksOf(item)[0]?.prompt ?? '').split(' ').at(-1) ?? '');
    const kinds = heads.map((head) => {
      const entry = nounEntry(head);
      if (!entry) return 'none';
      if (entry.germanRoot !== head) return 'plural';
      if (entry.singularAddOn) return 'n-noun';
      return genderOfEntry(entry);
    });
    expect(kinds).not.toContain('none');
    expect(kinds.filter((kind) => kind === 'n-noun').length).toBeGreaterThanOrEqual(12);
    expect(kinds.filter((kind) => kind === 'masculine').length).toBeGreaterThanOrEqual(4);
    expect(kinds.filter((kind) => kind === 'feminine').length).toBeGreaterThanOrEqual(3);
    expect(kinds).toContain('plural');
    expect(new Set(PHRASE_CASES)).toEqual(new Set(['acc', 'dat', 'gen']));
  });
});

/** The verb tables of chapters 1–7, or the regular present. */
const presentOf = presentUpTo(7);

/** The person of each dative-verb sentence's subject (0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie). */
const DATIVE_VERB_PERSONS = [2, 2, 5, 1, 1, 2, 3, 2, 1, 1, 2, 4, 2, 2, 2, 2, 1, 3, 4, 5];

/** The dative of a prompt: a subject pronoun (sie, she; Sie) or a phrase in the nominative. */
function dativeOf(prompt: string): string {
  const pronoun = prompt === 'sie, she' ? 'sie' : prompt;
  const row = personalPronouns.find((entry) => entry.person === pronoun);
  return row ? row.dative : phraseInCase(prompt, 2);
}

describe('chapter 7 Dative Verbs drill', () => {
  it('conjugates the verb in brackets for the subject, from the verb tables, and puts the words in brackets into the dative', () => {
    forEachItemAndPlace(dativeVerbs, DATIVE_VERB_PERSONS, (item, person, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [verb, object] = blanksOf(item);
      expect(item.answers[0], label).toEqual([presentOf(verb?.prompt ?? '')[person]]);
      expect(item.answers[1], label).toEqual([dativeOf(object?.prompt ?? '')]);
      // The subject pronoun, where there is one, is the person above.
      const subject = item.main
        .filter((part) => !isBlank(part) && !isPrompt(part))
        .map((part) => wordsOf(partText(part))[0] ?? '')
        .find((word) => ['Ich', 'ich', 'Du', 'du', 'Wir', 'wir', 'Ihr', 'ihr'].includes(word));
      if (subject) expect(['ich', 'du', '', 'wir', 'ihr'].indexOf(lowerFirst(subject)), label).toBe(person);
    });
  });

  it('practises every dative verb of the chapter and those met before, and gefallen and raten in their changed forms', () => {
    const practised = new Set(dativeVerbs.items.map((item) => blanksOf(item)[0]?.prompt ?? ''));
    const datives = chapter7Vocabulary.flatMap((entry) =>
      entry.type === 'verb' && [entry.specialFeature].flat().includes('+dat.') ? [entry.germanRoot] : [],
    );
    for (const verb of [...datives, 'helfen', 'antworten', 'schmecken'])
      expect(practised, verb).toContain(verb);
    const answers = dativeVerbs.items.map((item) => item.answers[0]?.[0]);
    for (const form of ['gefällt', 'gefällst', 'rätst', 'rät', 'hilft']) expect(answers).toContain(form);
    const objects = dativeVerbs.items.map((item) => blanksOf(item)[1]?.prompt ?? '');
    expect(
      objects.filter((prompt) => !prompt.includes(' ') || prompt === 'sie, she').length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      objects.filter((prompt) => prompt.includes(' ') && prompt !== 'sie, she').length,
    ).toBeGreaterThanOrEqual(8);
  });
});

/** What each blank of the Questions drill asks: a case of wer, or welcher / was für ein in a case. */
const QUESTION_PLACES = [
  'wer nom',
  'wer acc',
  'wer dat',
  'wer gen',
  'wer dat',
  'wer acc',
  'wer nom',
  'wer acc',
  'wer dat',
  'wer dat',
  'wer gen',
  'wer acc',
  'welcher acc',
  'welcher acc',
  'welcher dat',
  'welcher nom',
  'welcher nom',
  'welcher nom',
  'ein acc',
  'ein nom',
  'wie viele',
  'wie viel',
];

describe('chapter 7 Questions drill', () => {
  it('asks with the case of wer, of welcher and of was für ein that the sentence needs, from the tables', () => {
    const wer = ['wer', 'wen', 'wem', 'wessen'];
    forEachItemAndPlace(questions, QUESTION_PLACES, (item, place, itemIndex) => {
      const label = `#${itemIndex + 1}`;
      const [blank] = blanksOf(item);
      const index = blank?.index ?? -1;
      const [word = '', caseName = ''] = place.split(' ');
      const caseIndex = CASE_INDEX[caseName] ?? -1;
      let form: string;
      if (word === 'wer') form = wer[caseIndex] ?? '?';
      else if (word === 'wie') form = place;
      else {
        const noun = wordsOf(partText(item.main[index + 2]))[0] ?? '';
        const { gender } = nounInCase(noun, caseIndex);
        form =
          word === 'welcher'
            ? (derWordTable('welcher')[gender]?.[caseIndex] ?? '?')
            : gender === 'plural'
              ? '?'
              : (indefiniteArticles[gender][caseIndex] ?? '?');
      }
      // A question word that starts the sentence is accepted with or without its capital.
      expect(item.answers, label).toEqual([index === 0 ? [upperFirst(form), form] : [form]]);
    });
    for (const caseName of Object.keys(CASE_INDEX))
      expect(
        QUESTION_PLACES.filter((place) => place === `wer ${caseName}`).length,
        caseName,
      ).toBeGreaterThanOrEqual(2);
  });

  it('asks welcher in three cases and the plural, was für ein in two cases, wie viel and wie viele', () => {
    const welcher = QUESTION_PLACES.filter((place) => place.startsWith('welcher'));
    expect(new Set(welcher.map((place) => place.split(' ')[1]))).toEqual(new Set(['nom', 'acc', 'dat']));
    expect(questions.items.flatMap((item) => item.answers.flat())).toContain('welche');
    expect(QUESTION_PLACES.filter((place) => place.startsWith('ein ')).length).toBeGreaterThanOrEqual(2);
    expect(QUESTION_PLACES).toContain('wie viel');
    expect(QUESTION_PLACES).toContain('wie viele');
  });
});

/** Every form of an entry that a clickable word may show in chapter 7: an n-noun's singular too. */
const formsOfEntry = formsOfEntryBy(7, {
  noun: (entry) => [
    ...nounForms(entry),
    ...(entry.singularAddOn
      ? nNounForms({
          germanRoot: entry.germanRoot,
          singularAddOn: entry.singularAddOn,
          germanPl: entry.germanPl,
        }).singular
      : []),
  ],
});

/** Whether a written word (or phrase) is a form of the entry it looks up. */
function isFormOf(text: string, entry: VocabularyEntry): boolean {
  const words = wordsOf(text);
  if (words.length > 1) {
    const root = wordsOf(entry.germanRoot);
    return (
      words.length === root.length &&
      words.every((word, index) => {
        const rootWord = root[index] ?? '';
        return (
          word.toLowerCase() === rootWord.toLowerCase() ||
          (rootWord === 'ein' && Object.values(indefiniteArticles).flat().includes(word))
        );
      })
    );
  }
  const word = words[0] ?? '';
  const entryForms = formsOfEntry(entry);
  return entryForms.includes(word) || entryForms.includes(lowerFirst(word));
}

/** The determiners of a masculine nominative singular. */
const NOMINATIVE = new Set(['der', 'ein', 'welcher', ...possessiveAdjectives.map((row) => row.possessive)]);

/** Checks every n-noun after a determiner: the plain form after a nominative one, the -(e)n form after the others. */
function checkNNouns(words: string[], label: string): number {
  let checked = 0;
  words.forEach((word, index) => {
    const entry = N_NOUNS.find((noun) => formsOfEntry(noun).includes(word));
    if (!entry?.singularAddOn) return;
    const table = nNounForms({
      germanRoot: entry.germanRoot,
      singularAddOn: entry.singularAddOn,
      germanPl: entry.germanPl,
    });
    const before = lowerFirst(words[index - 1] ?? '');
    if (OBLIQUE_MASCULINE.has(before)) {
      expect(
        [table.singular[1], table.singular[3], table.plural?.[2]],
        `${label}: ${before} ${word}`,
      ).toContain(word);
      checked += 1;
    } else if (NOMINATIVE.has(before)) {
      expect(word, `${label}: ${before} ${word}`).toBe(entry.germanRoot);
      checked += 1;
    }
  });
  return checked;
}

describeLinkedExercises(7, germanToEnglish, englishToGerman, {
  taught,
  isFormOf,
  lookupSets: [germanToEnglish, englishToGerman, gefallen],
  moreEnglishToGerman: gefallen.sentences,
  linked: { spelled: true },
  genderPrompts: { neighbour: 'm.', colleague: 'm.' },
  youPrompts: 8,
});

describe('chapter 7 exercises', () => {
  it('accepts the first combination of every English-to-German translation, all in taught German spelled right', () =>
    expectFirstGermanCombinationAccepted([...englishToGerman.sentences, ...gefallen.sentences], {
      isTaught,
      alternatives: 'every',
      wordsIn: germanWordsOf,
      spelled: true,
    }));

  it('gives every n-noun of the German of both sets and the drills the form of its case', () => {
    let checked = 0;
    for (const text of germanOfExercises(germanToEnglish.sentences, [
      ...englishToGerman.sentences,
      ...gefallen.sentences,
    ]))
      checked += checkNNouns(wordsOf(text), text);
    for (const set of drills)
      for (const item of set.items) {
        const filled = item.main
          .filter((part) => !isPrompt(part))
          .map((part) => (isBlank(part) ? (item.answers[blankSlot(part)]?.[0] ?? '') : partText(part)));
        checked += checkNNouns(wordsOf(filled.join(' ')), `${set.table}: ${filled.join(' ')}`);
      }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('uses the chapter grammar in both directions: n-nouns, Herr, the dative verbs and the question words', () => {
    const german = germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences).join(' ');
    const words = new Set(wordsOf(german).map(lowerFirst));
    for (const form of [
      'herrn',
      'wen',
      'wem',
      'wessen',
      'welcher',
      'welche',
      'gehört',
      'gefällt',
      'passt',
      'folgt',
    ])
      expect(words, form).toContain(form);
    expect(german).toMatch(/\b[Ww]as für ein/);
    expect(german).toMatch(/\bFrau [A-Z]/);
  });
});

/** The gefallen form each sentence of Gefallen: Translation needs: what is liked is the subject. */
const GEFALLEN_PERSONS = [2, 2, 5, 2, 2, 5, 2, 2, 2, 1, 2, 2, 2, 2, 2, 5];

describe('chapter 7 Gefallen: Translation', () => {
  it('translates every "like" with gefallen in the form of what is liked, and a dative for who likes it', () => {
    expect(GEFALLEN_PERSONS).toHaveLength(gefallen.sentences.length);
    const table = presentOf('gefallen');
    const datives = new Set([
      ...personalPronouns.map((row) => row.dative),
      ...Object.values(definiteArticles).map((caseForms) => caseForms[2]),
      ...possessiveAdjectives.flatMap((row) =>
        Object.values(einWordTable(row.possessive)).map((caseForms) => caseForms[2]),
      ),
      'Lena',
    ]);
    gefallen.sentences.forEach((sentence, index) => {
      const label = `#${index + 1}`;
      expect(
        sentence.main.some(
          (part) =>
            /^likes?$/.test(partText(part)) &&
            typeof part !== 'string' &&
            part[1].term?.startsWith('gefallen'),
        ),
        label,
      ).toBe(true);
      const form = table[GEFALLEN_PERSONS[index] ?? -1] ?? '?';
      const answers = [...acceptedAnswers(sentence.translation)];
      for (const answer of answers) {
        const words = wordsOf(answer);
        expect(
          words.map(lowerFirst).filter((word) => /^gef[aä]ll/.test(word)),
          answer,
        ).toEqual([form]);
        expect(
          words.some((word) => datives.has(word) || datives.has(lowerFirst(word))),
          answer,
        ).toBe(true);
      }
      // A statement is accepted with the thing liked first and with the dative first.
      if (!firstAnswer(sentence.translation).endsWith('?'))
        expect(answers.length, label).toBeGreaterThanOrEqual(2);
    });
    expect(new Set(GEFALLEN_PERSONS)).toEqual(new Set([1, 2, 5]));
  });
});
