// Chapter 6's New Material pages: every verb cell against the stem-change rules
// (grammar/verbs.ts), every number against German number rules written out here, every
// preposition phrase and clock time against the grammar tables and the rules of Time (II) written
// out here; the sub-pages against the catalogue, the German spelled right and taught by chapter 6,
// and the practice pages valid and registered as practice pages.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { allMenuItems } from '../../catalogue/index.ts';
import { definiteArticles, indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import { contractions, prepositions } from '../../grammar/prepositions.ts';
import { stemChangedPresent, type StemChange } from '../../grammar/verbs.ts';
import type { MemorizationUnit, NewMaterial, PracticePage } from '../../lessons/schema.ts';
import { germanWordsOf } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { newMaterial as genitive } from './lessons/genitive-prepositions.ts';
import { newMaterial as gern } from './lessons/gern.ts';
import { newMaterial as numbers } from './lessons/numbers.ts';
import { newMaterial as prepositionsPractice } from './lessons/practice-prepositions-cases.ts';
import { newMaterial as timePractice } from './lessons/practice-time.ts';
import { newMaterial as stemA } from './lessons/stem-changers-a.ts';
import { newMaterial as stemIe } from './lessons/stem-changers-ie.ts';
import { newMaterial as time } from './lessons/time.ts';
import { verbs } from './verbs.ts';
import { vocabulary as chapter6Vocabulary } from './vocabulary.ts';
import {
  describeLessonTexts,
  tableAnswers,
  unitPage,
  memoryTables,
  germanOfPage,
} from '../../test-support/lesson-texts.ts';

const lessons: NewMaterial[] = [stemIe, stemA, genitive, numbers, time, gern];
const practicePages: PracticePage[] = [prepositionsPractice, timePractice];

const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'];

// --- German numbers, written out from the rules (not from the lesson) ---

const ONES = [
  'null',
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
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** 0–99: the unit, und, the ten (einundzwanzig). */
function below100(n: number): string {
  if (n < 20) return ONES[n] ?? '?';
  const unit = n % 10;
  const ten = TENS[Math.floor(n / 10)] ?? '?';
  return unit === 0 ? ten : `${unit === 1 ? 'ein' : ONES[unit]}und${ten}`;
}

/** The rest after hundert or tausend: nothing, eins, or a number below 100 / 1000. */
function rest(n: number, below: (value: number) => string): string {
  return n === 0 ? '' : n === 1 ? 'eins' : below(n);
}

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  if (hundreds === 0) return below100(n);
  return `${hundreds === 1 ? '' : ONES[hundreds]}hundert${rest(n % 100, below100)}`;
}

/** A cardinal number, one word below a million; eine Million apart. */
function cardinal(n: number): string {
  if (n === 1_000_000) return 'eine Million';
  const thousands = Math.floor(n / 1000);
  if (thousands === 0) return below1000(n);
  return `${thousands === 1 ? '' : below1000(thousands)}tausend${rest(n % 1000, below1000)}`;
}

/** A year: up to 1999 in hundreds, from 2000 as a cardinal. */
function year(n: number): string {
  return n < 2000 ? `${below100(Math.floor(n / 100))}hundert${rest(n % 100, below100)}` : cardinal(n);
}

/** An ordinal after der: -te up to 19, -ste from 20; erste, dritte, siebte, achte. */
function ordinal(n: number): string {
  const irregular: Record<number, string> = { 1: 'erste', 3: 'dritte', 7: 'siebte', 8: 'achte' };
  return irregular[n] ?? (n < 20 ? `${cardinal(n)}te` : `${cardinal(n)}ste`);
}

/** hundert and tausend may be said with ein- in front. */
function withEin(word: string): string[] {
  return /^(hundert|tausend)/.test(word) ? [word, `ein${word}`] : [word];
}

/** Every number word these rules give (with ordinal endings), for the spelling and progression checks. */
const NUMBER_WORDS = (() => {
  const words = new Set<string>();
  for (let n = 0; n <= 10_000; n += 1) for (const word of withEin(cardinal(n))) words.add(word);
  for (let n = 1100; n < 2000; n += 1) words.add(year(n));
  for (let n = 1; n <= 100; n += 1)
    for (const word of withEin(ordinal(n)))
      for (const ending of ['', 'n', 'r', 's', 'm']) words.add(`${word}${ending}`);
  return words;
})();

// --- Clock times, written out from the rules of Time (II) ---

/** The hour of the 12-hour clock in words: eins, or ein before Uhr. */
function hourWord(hour: number, beforeUhr: boolean): string {
  return hour === 1 ? (beforeUhr ? 'ein' : 'eins') : cardinal(hour);
}

/** Every accepted way of saying a clock time: official (12- and, for 13:00 on and 0:00, 24-hour) and everyday. */
function timeAnswers(clock: string): string[] {
  const [h24 = 0, minute = 0] = clock.split(':').map(Number);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const next = (h12 % 12) + 1;
  const hour = hourWord(h12, false);
  const coming = hourWord(next, false);
  const answers = [
    minute === 0 ? `${hourWord(h12, true)} Uhr` : `${hourWord(h12, true)} Uhr ${cardinal(minute)}`,
  ];
  if (h24 >= 13)
    answers.push(minute === 0 ? `${cardinal(h24)} Uhr` : `${cardinal(h24)} Uhr ${cardinal(minute)}`);
  if (h24 === 0 && minute === 0) answers.push('null Uhr', 'Mitternacht');
  if (h24 === 12 && minute === 0) answers.push('Mittag');
  if (minute === 0) answers.push(hour);
  else if (minute === 15) answers.push(`Viertel nach ${hour}`, `viertel ${coming}`);
  else if (minute === 45)
    answers.push(`Viertel vor ${coming}`, `drei viertel ${coming}`, `dreiviertel ${coming}`);
  else if (minute === 30) answers.push(`halb ${coming}`);
  else if (minute === 25) answers.push(`fünf vor halb ${coming}`, `fünfundzwanzig nach ${hour}`);
  else if (minute === 35) answers.push(`fünf nach halb ${coming}`, `fünfundzwanzig vor ${coming}`);
  else if (minute < 30) {
    answers.push(`${cardinal(minute)} nach ${hour}`);
    if (minute === 20) answers.push(`zehn vor halb ${coming}`);
  } else {
    answers.push(`${cardinal(60 - minute)} vor ${coming}`);
    if (minute === 40) answers.push(`zehn nach halb ${coming}`);
  }
  return answers;
}

// --- Helpers for the text ---

/**
 * The German a learner reads: examples, corrections, German spans, the German columns of lesson
 * tables, memory-table answers and practice answers.
 */
function germanTexts(lesson: NewMaterial | PracticePage): string[] {
  return germanOfPage(
    lesson,
    (heading, column) => !(column === 0 || (!['German', 'Example'].includes(heading) && !/\(/.test(heading))),
  );
}

/** Vowels named on their own (e → ie, au → äu), not words. */
const SOUNDS = new Set(['ie', 'au', 'äu']);

/**
 * The German words of a text, leaving out endings and stems written with a hyphen (-en, les-) and
 * letters and sounds named on their own.
 */
function germanWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((token) => !/^[-—]|-[,.)]?$/.test(token))
    .flatMap(germanWordsOf)
    .filter((word) => word.length > 1 && !SOUNDS.has(word));
}

/**
 * gerne, named in the Gern lesson as a variant of gern (its vocabulary entry names it too), and
 * dreiviertel, the one-word spelling of drei viertel that Time (II) names beside it.
 */
const VARIANTS = new Set(['gerne', 'dreiviertel']);

/** The stem change of a chapter 6 verb from its vocabulary entry. */
function stemChangeOf(infinitive: string): StemChange | undefined {
  const entry = chapter6Vocabulary.find((word) => word.type === 'verb' && word.germanRoot === infinitive);
  const feature = entry?.type === 'verb' ? [entry.specialFeature ?? []].flat() : [];
  return (['ie', 'ä'] as const).find((change) => feature.includes(change));
}

/** The chapter 1–6 nouns: gender of each singular form and plural. */
const nounGenders = (() => {
  const genders = new Map<string, Gender[]>();
  const add = (form: string | undefined, gender: Gender) => {
    if (form) genders.set(form, [...(genders.get(form) ?? []), gender]);
  };
  for (const { chapter, entry } of vocabularyEntries()) {
    if (chapter > 6 || entry.type !== 'noun') continue;
    if (!entry.onlyPlural && entry.article !== '')
      add(
        entry.germanRoot,
        entry.article === 'der' ? 'masculine' : entry.article === 'die' ? 'feminine' : 'neuter',
      );
    if (entry.germanPl && !entry.onlySing) add(entry.germanPl, 'plural');
  }
  return genders;
})();

/** The base noun of a form in a case: the genitive -s/-es, the dative plural -n. */
function baseNoun(form: string, caseIndex: number): { noun: string; gender: Gender } | undefined {
  const candidates =
    caseIndex === 3
      ? [form, form.replace(/e?s$/, '')]
      : caseIndex === 2
        ? [form, form.replace(/n$/, '')]
        : [form];
  for (const noun of candidates) {
    for (const gender of nounGenders.get(noun) ?? []) {
      const needsS = caseIndex === 3 && (gender === 'masculine' || gender === 'neuter');
      const needsN = caseIndex === 2 && gender === 'plural' && !/[ns]$/.test(noun);
      const expected = needsS ? [`${noun}s`, `${noun}es`] : needsN ? [`${noun}n`] : [noun];
      if (expected.includes(form)) return { noun, gender };
    }
  }
  return undefined;
}

/** The forms of a determiner (der, ein or a possessive) in a gender, nominative to genitive. */
function determinerForms(base: string, gender: Gender): readonly string[] {
  if (base === 'der') return definiteArticles[gender];
  if (base === 'ein') return gender === 'plural' ? [] : indefiniteArticles[gender];
  return einWordTable(base)[gender];
}

const DETERMINERS = ['der', 'ein', ...new Set(possessiveAdjectives.map((row) => row.possessive))];

/** The base determiner of a nominative form before a noun of a gender. */
function baseOf(word: string, gender: Gender): string | undefined {
  return DETERMINERS.find((base) => determinerForms(base, gender)[0] === word);
}

describeChapterPages(6, [...lessons, ...practicePages], { helpOnEveryPracticePage: true });

describe('Chapter 6 New Material: pages', () => {
  it('writes the lessons and units of chapter 6 in the catalogue order', () => {
    const codes = new Set(lessons.map((lesson) => lesson.code));
    const listed = allMenuItems().filter((item) => item.chapter === 6 && codes.has(item.code));
    expect(listed.map((item) => item.code)).toEqual(['6nie', '6nae', '6npg', '6nn', '6nt', '6ng']);
    expect(lessons.map((lesson) => lesson.code)).toEqual(listed.map((item) => item.code));
  });

  it.each(practicePages.map((practice) => ({ code: practice.code, practice })))(
    '$code: unique prompts, a reason for every item, no answer twice',
    ({ practice }) => {
      const prompts = practice.items.map((entry) => entry.prompt);
      expect(new Set(prompts).size).toBe(prompts.length);
      for (const entry of practice.items) {
        expect(entry.reason, entry.prompt).toBeDefined();
        expect(new Set(entry.answers).size, entry.prompt).toBe(entry.answers.length);
      }
    },
  );
});

describe('Chapter 6 New Material: the verb units', () => {
  const ieVerbs = verbs.filter((verb) => verb.category === 'ie-stem').map((verb) => verb.infinitive);
  const aVerbs = verbs.filter((verb) => verb.category === 'a-stem').map((verb) => verb.infinitive);

  it('gives every stem changer of the chapter tables its change in the vocabulary: e → ie and a → ä', () => {
    expect(ieVerbs.length).toBeGreaterThan(0);
    expect(aVerbs.length).toBeGreaterThan(0);
    for (const infinitive of ieVerbs) expect(stemChangeOf(infinitive), infinitive).toBe('ie');
    for (const infinitive of aVerbs) expect(stemChangeOf(infinitive), infinitive).toBe('ä');
  });

  it.each([stemIe, stemA].map((unit) => ({ code: unit.code, unit })))(
    '$code: every memory table and lesson table has the forms the stem-change rules give',
    ({ unit }) => {
      for (const [path, unitPage] of Object.entries(unit.pages)) {
        for (const table of unitPage.tables) {
          const infinitive = table.head[1] ?? '';
          const change = stemChangeOf(infinitive);
          expect(change, `${path}: ${infinitive}`).toBeDefined();
          expect(table.rows.map((tableRow) => tableRow.label)).toEqual(PERSONS);
          expect(tableAnswers(table).flat(), `${path}: ${infinitive}`).toEqual([
            ...stemChangedPresent(infinitive, change ?? 'ie'),
          ]);
          // Practice pages leave du and er/sie/es to fill in.
          if (unitPage.mode === 'practice') {
            expect(table.rows[1]?.cells[0]?.given, infinitive).toBeUndefined();
            expect(table.rows[2]?.cells[0]?.given, infinitive).toBeUndefined();
          }
        }
      }
      for (const block of unit.blocks) {
        if (block.type !== 'table') continue;
        block.head.slice(1).forEach((heading, column) => {
          const infinitive = heading.split(' ')[0] ?? '';
          const change = stemChangeOf(infinitive);
          if (!change) return;
          expect(
            block.rows.map((tableRow) => tableRow[column + 1]),
            infinitive,
          ).toEqual([...stemChangedPresent(infinitive, change)]);
        });
      }
    },
  );

  it('practises every stem changer of the chapter and tests the three of each unit in full', () => {
    const practised = (unit: MemorizationUnit) =>
      Object.entries(unit.pages)
        .filter(([, unitPage]) => unitPage.mode === 'practice')
        .flatMap(([, unitPage]) => unitPage.tables.map((table) => table.head[1]));
    expect(practised(stemIe).sort()).toEqual([...ieVerbs].sort());
    expect(practised(stemA).sort()).toEqual([...aVerbs].sort());
    expect(unitPage(stemIe, 'memorization/test').tables.map((table) => table.head[1])).toEqual([
      'lesen',
      'sehen',
      'empfehlen',
    ]);
    expect(unitPage(stemA, 'memorization/test').tables.map((table) => table.head[1])).toEqual([
      'fahren',
      'laufen',
      'halten',
    ]);
  });
});

describe('Chapter 6 New Material: numbers', () => {
  /** The number a row label stands for, and the kind of table. */
  function expectedOf(caption: string, label: string): string {
    const value = Number(label.replace(/[ .]/g, ''));
    if (caption.startsWith('Years')) return year(value);
    if (caption.startsWith('Ordinal')) return ordinal(value);
    return cardinal(value);
  }

  it('writes every number of the practice and test tables by the rules, with ein- accepted before hundert and tausend', () => {
    let count = 0;
    for (const { path, table } of memoryTables(numbers)) {
      for (const tableRow of table.rows) {
        const expected = expectedOf(table.caption, tableRow.label);
        const [cell] = tableRow.cells;
        expect(cell?.answer, `${path}: ${tableRow.label}`).toBe(expected);
        expect([cell?.answer, ...(cell?.accepted ?? [])], `${path}: ${tableRow.label}`).toEqual(
          withEin(expected),
        );
        count += 1;
      }
    }
    expect(count).toBeGreaterThanOrEqual(50);
  });

  it('tests every cell of the practice page, and has numbers beyond 100, years before and after 2000, and the irregular ordinals', () => {
    const labels = (path: string) =>
      unitPage(numbers, path).tables.map((table) => [
        table.caption,
        table.rows.map((tableRow) => tableRow.label),
      ]);
    expect(labels('memorization/test')).toEqual(labels('memorization/practice'));
    const years =
      unitPage(numbers, 'memorization/test').tables[1]?.rows.map((tableRow) => Number(tableRow.label)) ?? [];
    expect(years.some((value) => value < 2000)).toBe(true);
    expect(years.some((value) => value >= 2000)).toBe(true);
    const ordinals = unitPage(numbers, 'memorization/test').tables[2]?.rows.map(
      (tableRow) => tableRow.cells[0]?.answer,
    );
    for (const word of ['erste', 'dritte', 'siebte', 'achte', 'zwanzigste']) expect(ordinals).toContain(word);
  });

  it('writes the numbers of the lesson table by the rules', () => {
    const table = numbers.blocks.find((block) => block.type === 'table');
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    for (const [figure = '', german = ''] of table.rows) {
      const value = Number(figure.replace(/ /g, ''));
      const expected = value === 2_000_000 ? ['zwei Millionen'] : withEin(cardinal(value));
      for (const word of german.split(', ')) expect(expected, figure).toContain(word);
    }
  });
});

describe('Chapter 6 New Material: prepositions and cases', () => {
  const CASE_OF: Record<string, number> = { '(+acc)': 1, '(+dat)': 2, '(+gen)': 3 };

  it('gives every phrase of the genitive lesson tables the genitive article and noun', () => {
    let checked = 0;
    for (const block of genitive.kind === 'lesson' ? genitive.blocks : []) {
      if (block.type !== 'table') continue;
      for (const cell of block.rows.flat()) {
        const words = cell.split(' ');
        if (words.length < 2 || !/^[A-ZÄÖÜ]/.test(words.at(-1) ?? '')) continue;
        const [determiner = '', noun = ''] = words.slice(-2);
        const found = baseNoun(noun, 3);
        expect(found, cell).toBeDefined();
        const gender = found?.gender ?? 'masculine';
        expect(
          DETERMINERS.some((base) => determinerForms(base, gender)[3] === determiner),
          cell,
        ).toBe(true);
        if (words.length === 3)
          expect(prepositions.find((entry) => entry.preposition === words[0])?.cases, cell).toBe('(+gen)');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(14);
  });

  it('6npc: puts every phrase in the case of its preposition by the grammar tables, contractions accepted', () => {
    for (const item of prepositionsPractice.items) {
      const [preposition = '', phrase = ''] = item.prompt.split(' + ');
      const [determiner = '', noun = ''] = phrase.split(' ');
      const entry = prepositions.find((candidate) => candidate.preposition === preposition);
      expect(entry?.chapter, item.prompt).toBeLessThanOrEqual(6);
      const caseIndex = CASE_OF[entry?.cases ?? ''] ?? -1;
      const gender = nounGenders.get(noun)?.[0];
      expect(gender, item.prompt).toBeDefined();
      const base = baseOf(determiner, gender ?? 'masculine');
      expect(base, item.prompt).toBeDefined();
      const article = determinerForms(base ?? '', gender ?? 'masculine')[caseIndex] ?? '?';
      const nouns =
        caseIndex === 3 && (gender === 'masculine' || gender === 'neuter')
          ? [`${noun}es`, `${noun}s`]
          : caseIndex === 2 && gender === 'plural' && !/[ns]$/.test(noun)
            ? [`${noun}n`]
            : [noun];
      const full = nouns.map((form) => `${preposition} ${article} ${form}`);
      const contracted = contractions
        .filter((contraction) => contraction.preposition === preposition && contraction.article === article)
        .filter((contraction) => contraction.chapter <= 6)
        .flatMap((contraction) => nouns.map((form) => `${contraction.contraction} ${form}`));
      for (const answer of item.answers) expect([...full, ...contracted], item.prompt).toContain(answer);
      expect(
        item.answers.some((answer) => full.includes(answer)),
        item.prompt,
      ).toBe(true);
      expect(item.reason, item.prompt).toContain(preposition);
    }
  });

  it('6npc: practises all three case groups, every genitive preposition and some of each other group', () => {
    const used = prepositionsPractice.items.map((item) => item.prompt.split(' + ')[0]);
    for (const entry of prepositions.filter((candidate) => candidate.cases === '(+gen)'))
      expect(used, entry.preposition).toContain(entry.preposition);
    for (const cases of ['(+acc)', '(+dat)'] as const) {
      const group = prepositions
        .filter((candidate) => candidate.cases === cases)
        .map((candidate) => candidate.preposition);
      expect(used.filter((word) => group.includes(word ?? '')).length, cases).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('Chapter 6 New Material: time', () => {
  it('6npt: accepts exactly the ways of saying each time that Time (II) teaches', () => {
    for (const item of timePractice.items) {
      expect(item.prompt).toMatch(/^\d{1,2}:\d\d$/);
      expect([...item.answers].sort(), item.prompt).toEqual(timeAnswers(item.prompt).sort());
    }
  });

  it('6npt: shows morning and afternoon times, the full hour, the quarters, halb and the minutes around halb', () => {
    const minutes = new Set(timePractice.items.map((item) => item.prompt.split(':')[1]));
    for (const minute of ['00', '15', '30', '45', '25', '35', '10', '50'])
      expect(minutes, minute).toContain(minute);
    const hours = timePractice.items.map((item) => Number(item.prompt.split(':')[0]));
    expect(hours.some((hour) => hour >= 13)).toBe(true);
    expect(hours.some((hour) => hour < 12)).toBe(true);
    expect(timePractice.instructions).toMatch(/everyday/);
    expect(timePractice.instructions).toMatch(/official/);
  });

  it('writes every clock time of the Time (II) tables as the rules give it', () => {
    let checked = 0;
    for (const block of time.kind === 'lesson' ? time.blocks : []) {
      if (block.type !== 'table') continue;
      for (const [clock = '', german = ''] of block.rows) {
        const accepted = timeAnswers(clock);
        for (const way of german.split(', ')) expect(accepted, clock).toContain(way);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});

describeLessonTexts(6, [...lessons, ...practicePages], {
  germanTexts,
  germanWords,
  spelledByRule: (word) => NUMBER_WORDS.has(word.toLowerCase()),
  taughtByRule: (word) => NUMBER_WORDS.has(word.toLowerCase()) || VARIANTS.has(word),
  uniqueListsAndMistakes: true,
});
