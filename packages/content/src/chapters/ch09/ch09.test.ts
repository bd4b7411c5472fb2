import { describe, expect, it } from 'vitest';
import { expectFirstGermanCombinationAccepted } from '../../test-support/english-to-german-checks.ts';
import {
  nounForms,
  formsOfEntryBy,
  presentUpTo,
  isFormOf as isFormOfEntry,
} from '../../test-support/entry-forms.ts';
import { describeLinkedExercises, germanOfExercises } from '../../test-support/translation-set-checks.ts';
import { describeChapterSets, drillWords, taughtBy, wordsNot } from '../../test-support/chapter-sets.ts';
import { checkWords } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { definiteArticles, indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { nNounForms } from '../../grammar/n-nouns.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import { contractions, prepositions } from '../../grammar/prepositions.ts';
import { practiceSetSchema, type FillInDrill } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { germanWordsOf, isSpelledRight } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { adverbsDrill as adverbs } from './drills/adverbs.ts';
import { futureDrill as future } from './drills/future.ts';
import { predicateNominativeDrill as predicate } from './drills/predicate-nominative.ts';
import { twoCasePrepositionsDrill as twoCaseA } from './drills/two-case-prepositions-a.ts';
import { twoCasePrepositionsDrill2 as twoCaseB } from './drills/two-case-prepositions-b.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { vocabulary as chapter9Vocabulary } from './vocabulary.ts';
import {
  wordsOf,
  lowerFirst,
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

const drills: FillInDrill[] = [predicate, future, twoCaseA, twoCaseB, adverbs];

const taught: VocabularyEntry[] = vocabularyEntries()
  .filter(({ chapter }) => chapter <= 9)
  .map(({ entry }) => entry);
type NounEntry = Extract<VocabularyEntry, { type: 'noun' }>;
const nouns: NounEntry[] = taught.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));
const CASE_INDEX: Readonly<Record<string, number>> = { nom: 0, acc: 1, dat: 2, gen: 3 };

const isTaught = taughtBy(9);

function nounEntry(word: string): { entry: NounEntry; plural: boolean } | undefined {
  const singular = nouns.find((noun) => noun.germanRoot === word && !noun.onlyPlural);
  if (singular) return { entry: singular, plural: false };
  const plural = nouns.find(
    (noun) => noun.germanPl !== undefined && (noun.germanPl === word || `${noun.germanPl}n` === word),
  );
  return plural ? { entry: plural, plural: true } : undefined;
}

function genderOfNoun(word: string): Gender {
  const found = nounEntry(word);
  if (!found) throw new Error(`no noun ${word}`);
  if (found.plural) return 'plural';
  return found.entry.article === 'der' ? 'masculine' : found.entry.article === 'die' ? 'feminine' : 'neuter';
}

/** A noun in a case (nominative, accusative or dative): n-nouns from the n-noun table, -n in the dative plural. */
function nounInCase(word: string, caseIndex: number): string {
  const found = nounEntry(word);
  if (!found) throw new Error(`no noun ${word}`);
  const { entry, plural } = found;
  if (plural) return caseIndex === 2 && !/[ns]$/.test(word) ? `${word}n` : word;
  if (entry.singularAddOn)
    return (
      nNounForms({
        germanRoot: entry.germanRoot,
        singularAddOn: entry.singularAddOn,
        germanPl: entry.germanPl,
      }).singular[caseIndex] ?? '?'
    );
  return word;
}

/** A determiner (der/die/das, ein/eine, a possessive) in a gender and case, from the grammar tables. */
function determinerInCase(word: string, gender: Gender, caseIndex: number): string {
  if (['der', 'die', 'das'].includes(word)) return definiteArticles[gender][caseIndex] ?? '?';
  if (['ein', 'eine'].includes(word) && gender !== 'plural')
    return indefiniteArticles[gender][caseIndex] ?? '?';
  const base = possessiveAdjectives.find((row) =>
    Object.values(einWordTable(row.possessive)).some((caseForms) => caseForms[0] === word),
  )?.possessive;
  if (!base) throw new Error(`no determiner ${word}`);
  return einWordTable(base)[gender][caseIndex] ?? '?';
}

/** A phrase given in the nominative ("der Lehrer", "mein Freund") put into a case. */
function phraseInCase(phrase: string, caseIndex: number): string {
  const [determiner = '', noun = ''] = phrase.split(' ');
  const gender = genderOfNoun(noun);
  return `${determinerInCase(determiner, gender, caseIndex)} ${nounInCase(noun, caseIndex)}`;
}

/** The verb tables of chapters 1–9, or the regular present. */
const presentOf = presentUpTo(9);

describeChapterSets(9, [predicate, future, twoCaseA, twoCaseB, adverbs]);

describe('chapter 9 drills', () => {
  it.each(drills.map((set) => ({ table: set.table, set })))(
    '$table: blanks in order, the same number in every item, one answer list and one reason each, a prompt after each blank',
    ({ set }) => expectFillInDrill(set, { oneBlankCount: true, promptAfterEachBlank: true }),
  );

  it('accepts every drill answer with the drill check', () => {
    expectDrillAnswersAccepted(drills);
    // The nominative where the accusative is asked, and the dative where motion asks for the accusative.
    expect(checkWords('mein Freund', predicate.items[1]?.answers[0] ?? [])).toBe('incorrect');
    expect(checkWords('dem', twoCaseA.items[0]?.answers[0] ?? [])).toBe('incorrect');
    expect(checkWords('auf dem Tisch', twoCaseB.items[0]?.answers[1] ?? [])).toBe('incorrect');
  });

  it('writes the drills in German taught by chapter 9 and spelled right (the adverb drill’s English prompts aside)', () => {
    const words = [
      ...drillWords([predicate, future, twoCaseA, twoCaseB], { prompts: true }),
      ...drillWords([adverbs]),
    ];
    expect(wordsNot(words, isTaught)).toEqual([]);
    expect(wordsNot(words, isSpelledRight)).toEqual([]);
  });
});

/** The case each blank of Predicate Nominative asks for. */
const PREDICATE_CASES = [
  'nom',
  'acc',
  'nom',
  'acc',
  'nom',
  'nom',
  'dat',
  'nom',
  'acc',
  'nom',
  'dat',
  'nom',
  'acc',
  'nom',
  'acc',
  'nom',
  'acc',
  'nom',
  'dat',
  'acc',
  'dat',
  'nom',
];

describe('chapter 9 Predicate Nominative drill', () => {
  it('puts each phrase into its case with the article, ein-word and n-noun tables', () => {
    forEachItemAndPlace(predicate, PREDICATE_CASES, (item, place, index) => {
      const [blank] = blanksOf(item);
      const caseIndex = CASE_INDEX[place] ?? -1;
      expect(item.answers, `#${index + 1}`).toEqual([[phraseInCase(blank?.prompt ?? '', caseIndex)]]);
    });
  });

  it('has a form of sein, werden or bleiben in every nominative sentence and in no other', () => {
    const linking = new Set(['sein', 'werden', 'bleiben'].flatMap((verb) => [verb, ...presentOf(verb)]));
    predicate.items.forEach((item, index) => {
      const words = item.main
        .filter((part) => !isBlank(part) && !isPrompt(part))
        .flatMap((part) => wordsOf(partText(part)));
      const hasLinking = words.some((word) => linking.has(lowerFirst(word)));
      expect(hasLinking, `#${index + 1}`).toBe(PREDICATE_CASES[index] === 'nom');
    });
  });

  it('practises half predicates and half objects, each of sein, werden and bleiben, and the n-nouns', () => {
    const nominatives = PREDICATE_CASES.filter((caseName) => caseName === 'nom').length;
    expect(nominatives).toBe(predicate.items.length / 2);
    expect(new Set(PREDICATE_CASES)).toEqual(new Set(['nom', 'acc', 'dat']));
    const verbs = predicate.items.map((item) => item.main.map(partText).join(' '));
    for (const pattern of [/\bist\b/, /\bwird\b/, /\bbleibt\b/])
      expect(verbs.some((text) => pattern.test(text))).toBe(true);
    const nNouns = predicate.items.filter((item) => {
      const noun = (blanksOf(item)[0]?.prompt ?? '').split(' ')[1] ?? '';
      return nounEntry(noun)?.entry.singularAddOn !== undefined;
    });
    expect(nNouns.length).toBeGreaterThanOrEqual(8);
  });
});

/** The person of each Future Tense subject (0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie). */
const FUTURE_PERSONS = [0, 1, 2, 3, 4, 5, 5, 2, 0, 2, 2, 3, 2, 4, 0, 2, 1, 5];

describe('chapter 9 Future Tense drill', () => {
  const infinitives = [
    ...new Set([
      ...verbsUpTo(9).map(({ verb }) => verb.infinitive),
      ...taught.flatMap((entry) => (entry.type === 'verb' ? [entry.germanRoot] : [])),
    ]),
  ];

  it('gives werden in the person of the subject and the infinitive of the verb whose present is given', () => {
    const werden = presentOf('werden');
    forEachItemAndPlace(future, FUTURE_PERSONS, (item, person, index) => {
      const label = `#${index + 1}`;
      const [first, second] = blanksOf(item);
      expect(first?.prompt, label).toBe('werden');
      expect(item.answers[0], label).toEqual([werden[person]]);
      const matching = infinitives.filter((infinitive) => presentOf(infinitive)[person] === second?.prompt);
      expect(matching, label).toEqual([item.answers[1]?.[0]]);
      // The infinitive is the last word of the clause.
      expect(partText(item.main.at(-1)), label).toMatch(/^[.?]$/);
      expect(second?.index, label).toBe(item.main.length - 3);
    });
  });

  it('practises every person of werden, and stem changers, a separable verb, sein, haben and werden as infinitives', () => {
    expect(new Set(FUTURE_PERSONS)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const answers = future.items.map((item) => item.answers[1]?.[0]);
    for (const infinitive of [
      'fahren',
      'lesen',
      'essen',
      'nehmen',
      'umziehen',
      'sein',
      'haben',
      'werden',
      'mieten',
    ])
      expect(answers, infinitive).toContain(infinitive);
  });
});

/** The case each blank of Two-Case Prepositions (A) asks for: acc for motion, dat for location. */
const TWO_CASE_A = [
  'acc',
  'dat',
  'acc',
  'dat',
  'acc',
  'dat',
  'dat',
  'acc',
  'dat',
  'acc',
  'acc',
  'dat',
  'acc',
  'dat',
  'dat',
  'acc',
  'dat',
  'acc',
  'dat',
  'acc',
  'dat',
  'acc',
  'dat',
  'dat',
];
const MOTION_VERBS = ['legen', 'stellen', 'setzen'];
const LOCATION_VERBS = ['liegen', 'stehen', 'sitzen'];
const TWO_CASE = prepositions.filter((entry) => entry.chapter === 9).map((entry) => entry.preposition);

describe('chapter 9 Two-Case Prepositions drills', () => {
  it('A: gives the determiner after an, auf, in, über and unter in the case of the sentence, from the tables', () => {
    forEachItemAndPlace(twoCaseA, TWO_CASE_A, (item, place, index) => {
      const label = `#${index + 1}`;
      const [blank] = blanksOf(item);
      const at = blank?.index ?? 0;
      expect(TWO_CASE, label).toContain(partText(item.main[at - 1]));
      const noun = wordsOf(partText(item.main[at + 2]))[0] ?? '';
      const caseIndex = CASE_INDEX[place] ?? -1;
      const gender = genderOfNoun(noun);
      expect(item.answers, label).toEqual([[determinerInCase(blank?.prompt ?? '', gender, caseIndex)]]);
      // The noun after the blank is in that case too (the dative plural with -n).
      const found = nounEntry(noun);
      const base = found?.plural ? (found.entry.germanPl ?? '') : (found?.entry.germanRoot ?? '');
      expect(noun, label).toBe(nounInCase(base, caseIndex));
      // Motion verbs go with the accusative, location verbs with the dative.
      const words = item.main.map(partText).flatMap(wordsOf);
      if (words.some((word) => MOTION_VERBS.some((verb) => presentOf(verb).includes(word))))
        expect(place, label).toBe('acc');
      if (words.some((word) => LOCATION_VERBS.some((verb) => presentOf(verb).includes(word))))
        expect(place, label).toBe('dat');
      // No blank where German would contract (an dem → am …).
      const answer = item.answers[0]?.[0] ?? '';
      expect(
        contractions.some(
          (entry) =>
            entry.preposition === partText(item.main[at - 1]) &&
            entry.article === answer &&
            entry.chapter === 9 &&
            entry.contraction !== 'aufs' &&
            entry.contraction !== 'übers',
        ),
        label,
      ).toBe(false);
    });
    for (const preposition of TWO_CASE)
      expect(
        twoCaseA.items.some((item) => item.main.includes(preposition)),
        preposition,
      ).toBe(true);
    expect(new Set(TWO_CASE_A)).toEqual(new Set(['acc', 'dat']));
  });

  /** Each item of (B): the verb, the subject's person, and the case of the phrase. */
  const TWO_CASE_B: [string, number, 'acc' | 'dat'][] = [
    ['legen', 0, 'acc'],
    ['liegen', 2, 'dat'],
    ['stellen', 3, 'acc'],
    ['stehen', 2, 'dat'],
    ['sitzen', 2, 'dat'],
    ['setzen', 2, 'acc'],
    ['hängen', 1, 'acc'],
    ['hängen', 2, 'dat'],
    ['hängen', 2, 'acc'],
    ['hängen', 2, 'dat'],
    ['liegen', 5, 'dat'],
    ['legen', 2, 'acc'],
    ['stehen', 4, 'dat'],
    ['stellen', 4, 'acc'],
    ['sitzen', 3, 'dat'],
    ['legen', 2, 'acc'],
    ['hängen', 2, 'dat'],
    ['stellen', 0, 'acc'],
    ['stehen', 2, 'dat'],
    ['sitzen', 1, 'dat'],
    ['liegen', 2, 'dat'],
    ['legen', 3, 'acc'],
  ];

  it('B: chooses the verb of the pair that fits the case, conjugates it from the verb tables, and builds the phrase with its contraction', () => {
    forEachItemAndPlace(twoCaseB, TWO_CASE_B, (item, place, index) => {
      const label = `#${index + 1}`;
      const [verb, person, caseName] = place;
      const [verbBlank, phraseBlank] = blanksOf(item);
      expect(verbBlank?.prompt.split(' / '), label).toContain(verb);
      if (MOTION_VERBS.includes(verb)) expect(caseName, label).toBe('acc');
      if (LOCATION_VERBS.includes(verb)) expect(caseName, label).toBe('dat');
      expect(item.answers[0], label).toEqual([presentOf(verb)[person]]);
      const [preposition = '', phrase = ''] = (phraseBlank?.prompt ?? '').split(', ');
      expect(TWO_CASE, label).toContain(preposition);
      const long = `${preposition} ${phraseInCase(phrase, CASE_INDEX[caseName] ?? -1)}`;
      const [article = '', ...rest] = phraseInCase(phrase, CASE_INDEX[caseName] ?? -1).split(' ');
      const contraction = contractions.find(
        (entry) => entry.preposition === preposition && entry.article === article,
      )?.contraction;
      const short = contraction ? `${contraction} ${rest.join(' ')}` : undefined;
      // am, ans, im, ins first; aufs accepted after the long form.
      const expected =
        short === undefined
          ? [long]
          : ['am', 'ans', 'im', 'ins'].includes(contraction ?? '')
            ? [short, long]
            : [long, short];
      expect(item.answers[1], label).toEqual(expected);
    });
  });

  it('B: practises every verb of the pairs, hängen both ways, and am, ans, im and ins', () => {
    for (const verb of [...MOTION_VERBS, ...LOCATION_VERBS, 'hängen'])
      expect(
        TWO_CASE_B.some(([infinitive]) => infinitive === verb),
        verb,
      ).toBe(true);
    expect(TWO_CASE_B.filter(([verb]) => verb === 'hängen').map(([, , caseName]) => caseName)).toEqual(
      expect.arrayContaining(['acc', 'dat']),
    );
    const firsts = twoCaseB.items.map((item) => (item.answers[1]?.[0] ?? '').split(' ')[0]);
    for (const contraction of ['am', 'ans', 'im', 'ins']) expect(firsts, contraction).toContain(contraction);
  });
});

describe('chapter 9 Adverbs drill', () => {
  const chapterAdverbs = chapter9Vocabulary.flatMap((entry) => (entry.type === 'adverb' ? [entry] : []));

  it('answers each English prompt with the chapter adverb that translates it (capitalised too at the start)', () => {
    adverbs.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      const [blank] = blanksOf(item);
      const matching = chapterAdverbs.filter((entry) => entry.englishTransl.includes(blank?.prompt ?? ''));
      expect(matching, label).toHaveLength(1);
      const root = matching[0]?.germanRoot ?? '';
      const expected = blank?.index === 0 ? [root.charAt(0).toUpperCase() + root.slice(1), root] : [root];
      expect(item.answers, label).toEqual([expected]);
    });
  });

  it('practises every adverb of the chapter', () => {
    const answers = new Set(adverbs.items.map((item) => item.answers[0]?.at(-1)));
    expect([...answers].sort()).toEqual(chapterAdverbs.map((entry) => entry.germanRoot).sort());
  });
});

/** Every form of an entry that a clickable word may show in chapter 9: nouns without a genitive. */
const formsOfEntry = formsOfEntryBy(9, { noun: (entry) => nounForms(entry, { genitive: false }) });
const isFormOf = (text: string, entry: VocabularyEntry) => isFormOfEntry(text, entry, formsOfEntry);

describeLinkedExercises(9, germanToEnglish, englishToGerman, {
  taught,
  isFormOf,
  lookupSets: [germanToEnglish],
  linked: { spelled: true },
  youPrompts: 2,
});

describe('chapter 9 exercises', () => {
  it.each([
    ['9ege', germanToEnglish, 18],
    ['9eeg', englishToGerman, 10],
  ] as const)('%s parses, uses its catalogue table and has the catalogue count', (code, set, count) => {
    const parsed = practiceSetSchema.safeParse(set);
    expect(
      parsed.success,
      parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    ).toBe(true);
    expect(findMenuItemByCode(code)?.table).toBe(set.table);
    expect(findMenuItemByCode(code)?.itemCount).toBe(count);
    expect(set.sentences).toHaveLength(count);
  });

  it('accepts the first combination of every English-to-German translation; every accepted answer is taught and spelled right', () =>
    expectFirstGermanCombinationAccepted(englishToGerman.sentences, {
      isTaught,
      alternatives: 'accepted',
      wordsIn: germanWordsOf,
      spelled: true,
    }));

  it('gives every two-case preposition in the German the case of its verb: accusative after legen, stellen, setzen and motion, dative after liegen, stehen, sitzen and location', () => {
    const german = germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences);
    const accusative = new Set([...Object.values(definiteArticles).map((forms) => forms[1]), 'ins', 'ans']);
    const dative = new Set([...Object.values(definiteArticles).map((forms) => forms[2]), 'im', 'am']);
    const motion = new Set(
      [...MOTION_VERBS, 'gehen', 'umziehen'].flatMap((verb) => [verb, ...presentOf(verb)]),
    );
    const location = new Set(
      [...LOCATION_VERBS, 'sein', 'arbeiten'].flatMap((verb) => [verb, ...presentOf(verb)]),
    );
    let checked = 0;
    for (const sentence of german) {
      const words = wordsOf(sentence).map(lowerFirst);
      const isMotion = words.some((word) => motion.has(word));
      const isLocation = words.some((word) => location.has(word));
      if (isMotion === isLocation) continue;
      words.forEach((word, index) => {
        const next = words[index + 1] ?? '';
        const contracted = ['im', 'am', 'ins', 'ans'].includes(word);
        if (!TWO_CASE.includes(word) && !contracted) return;
        const marker = contracted ? word : next;
        // die is accusative only, der (feminine) dative only; den (masculine accusative, dative plural) passes both ways.
        if (!accusative.has(marker) && !dative.has(marker)) return;
        const ok = isMotion ? accusative.has(marker) : dative.has(marker);
        expect(ok, `${sentence}: ${word} ${next}`).toBe(true);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('uses the chapter grammar in both directions: werden and the future, the contractions, the verb pairs and the adverbs', () => {
    const german = [
      ...germanToEnglish.sentences.map((sentence) => sentence.main.map(partText).join(' ')),
      ...englishToGerman.sentences.map((sentence) => firstAnswer(sentence.translation)),
    ].join(' ');
    const words = new Set(wordsOf(german).map(lowerFirst));
    for (const form of [
      'werde',
      'wird',
      'werden',
      'im',
      'ins',
      'am',
      'legt',
      'liegt',
      'stellst',
      'steht',
      'sitzen',
      'setzt',
      'hängt',
      'hängen',
      'leider',
      'vielleicht',
      'zusammen',
      'oben',
      'unten',
      'übermorgen',
    ])
      expect(words, form).toContain(form);
  });
});
