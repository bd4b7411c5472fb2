// Chapter 4's New Material pages: every table cell against the verb tables (ch04/verbs.ts) and the
// grammar tables (grammar/possessives.ts), the sub-pages against the catalogue, the German spelled
// right and taught by chapter 4, and the tests' tables complete.
import { describe, expect, it } from 'vitest';
import { allMenuItems } from '../../catalogue/index.ts';
import { indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { einWordEndings, einWordTable, keinTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import type { MemorizationUnit, NewMaterial } from '../../lessons/schema.ts';
import type { VerbConjugation } from '../../sets/schema.ts';
import { germanWordsOf } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { newMaterial as esGibt } from './lessons/es-gibt.ts';
import { newMaterial as kein } from './lessons/kein.ts';
import { newMaterial as nehmen } from './lessons/nehmen.ts';
import { newMaterial as possessive } from './lessons/possessive-adjective.ts';
import { newMaterial as stemChangers } from './lessons/stem-changers.ts';
import { verbs } from './verbs.ts';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import {
  describeLessonTexts,
  textsOf,
  allBlocks,
  germanOfBlocks,
  tableAnswers,
  unitPage,
  memoryTables,
} from '../../test-support/lesson-texts.ts';

const units: MemorizationUnit[] = [stemChangers, nehmen, possessive, kein];
const lessons: NewMaterial[] = [...units, esGibt];

const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;
const CASE_LABELS = ['Nominative', 'Accusative', 'Dative', 'Genitive'];
const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'];

/** The table of mein by case (rows) and gender (columns), as the review test asks it. */
const MEIN_BY_CASE = [
  ['mein', 'meine', 'mein', 'meine'],
  ['meinen', 'meine', 'mein', 'meine'],
  ['meinem', 'meiner', 'meinem', 'meinen'],
  ['meines', 'meiner', 'meines', 'meiner'],
];

/** kein takes the endings of mein (both are ein-words): the same table with k for m. */
const KEIN_BY_CASE = MEIN_BY_CASE.map((forms) => forms.map((form) => form.replace(/^m/, 'k')));

/** A grammar table (gender → four cases) as rows of cases, columns of the given genders. */
function byCase(table: Partial<Record<Gender, readonly string[]>>, genders: readonly Gender[]): string[][] {
  return CASE_LABELS.map((_, caseIndex) => genders.map((gender) => table[gender]?.[caseIndex] ?? ''));
}

/**
 * The German a learner reads in a lesson and its pages: examples, corrections (not the wrong
 * forms), German spans, the German columns of lesson tables and every memory-table answer.
 */
function germanTexts(lesson: NewMaterial): string[] {
  const texts = germanOfBlocks(
    allBlocks(lesson),
    (heading, column) => !(column === 0 || heading === 'English'),
  );
  for (const { table } of memoryTables(lesson))
    for (const tableRow of table.rows)
      for (const cell of tableRow.cells) texts.push(cell.answer, ...(cell.accepted ?? []));
  return texts;
}

/**
 * The German words of a text, leaving out endings and stems written with a hyphen (-en, ess-) and
 * letters named on their own (the e of the stem).
 */

/** The chapter 1–4 nouns by every form: their gender and the cases that form can stand in. */
const nounForms = (() => {
  const forms = new Map<string, { gender: Gender; cases: number[] }[]>();
  const add = (form: string | undefined, gender: Gender, cases: number[]) => {
    if (!form) return;
    forms.set(form, [...(forms.get(form) ?? []), { gender, cases }]);
  };
  for (const { chapter, entry } of vocabularyEntries()) {
    if (chapter > 4 || entry.type !== 'noun') continue;
    const root = entry.germanRoot;
    const plural = entry.germanPl;
    if (!entry.onlyPlural && entry.article !== '') {
      const gender: Gender =
        entry.article === 'der' ? 'masculine' : entry.article === 'die' ? 'feminine' : 'neuter';
      add(root, gender, gender === 'feminine' ? [0, 1, 2, 3] : [0, 1, 2]);
      if (gender !== 'feminine') {
        add(`${root}s`, gender, [3]);
        add(`${root}es`, gender, [3]);
      }
    }
    if (plural && !entry.onlySing) {
      const dativeEndsIt = /[ns]$/.test(plural);
      add(plural, 'plural', dativeEndsIt ? [0, 1, 2, 3] : [0, 1, 3]);
      if (!dativeEndsIt) add(`${plural}n`, 'plural', [2]);
    }
  }
  return forms;
})();

/** The ein-words of chapter 4: kein and the possessive adjectives. */
const EIN_WORDS = ['kein', ...new Set(possessiveAdjectives.map((row) => row.possessive))];

/** Whether "word noun" is the ein-word base before the noun in the given case. */
function agrees(base: string, phrase: string, caseIndex: number): boolean {
  const [word = '', noun = '', ...rest] = phrase.split(' ');
  if (rest.length > 0) return false;
  return (nounForms.get(noun) ?? []).some(
    (slot) => slot.cases.includes(caseIndex) && einWordTable(base)[slot.gender][caseIndex] === word,
  );
}

describeChapterPages(4, lessons, { reviewUnits: ['4nk'], helpOnEveryPracticePage: true });

describe('Chapter 4 New Material: pages', () => {
  it('writes the New Material of chapter 4 in the catalogue order: four units, then es gibt', () => {
    const codes = new Set(lessons.map((lesson) => lesson.code));
    const listed = allMenuItems().filter((item) => item.chapter === 4 && codes.has(item.code));
    expect(listed.map((item) => item.code)).toEqual(['4nsc', '4nn', '4npa', '4nk', '4neg']);
  });
});

/** The verb table of an infinitive (chapter 4, or chapter 1 for contrast). */
function verbTable(infinitive: string): VerbConjugation | undefined {
  return [...verbs, ...chapter1Verbs].find((entry) => entry.infinitive === infinitive);
}

describe('Chapter 4 New Material: the verb units', () => {
  it('takes every conjugation table of 4nsc and 4nn from the verb tables', () => {
    for (const unit of [stemChangers, nehmen]) {
      for (const { path, table } of memoryTables(unit)) {
        const infinitive = table.head[1] ?? '';
        expect(verbTable(infinitive), `${path}: ${infinitive}`).toBeDefined();
        expect(table.caption, path).toBe(`${infinitive} (to ${verbTable(infinitive)?.english[0] ?? ''})`);
        expect(table.rows.map((tableRow) => tableRow.label)).toEqual(PERSONS);
        expect(tableAnswers(table).flat(), `${path}: ${infinitive}`).toEqual(verbTable(infinitive)?.deutsch);
      }
      for (const block of unit.blocks) {
        if (block.type !== 'table') continue;
        expect(block.rows.map((tableRow) => tableRow[0])).toEqual(PERSONS);
        block.head.slice(1).forEach((heading, index) => {
          const infinitive = heading.split(' ')[0] ?? '';
          expect(
            block.rows.map((tableRow) => tableRow[index + 1]),
            `${unit.code}: ${heading}`,
          ).toEqual(verbTable(infinitive)?.deutsch);
        });
      }
    }
  });

  it('tests geben and essen (4nsc) and nehmen (4nn) in full', () => {
    expect(
      unitPage(stemChangers, 'memorization/test').tables.map((table) => tableAnswers(table).flat()),
    ).toEqual([
      ['gebe', 'gibst', 'gibt', 'geben', 'gebt', 'geben'],
      ['esse', 'isst', 'isst', 'essen', 'esst', 'essen'],
    ]);
    expect(unitPage(nehmen, 'memorization/test').tables.map((table) => tableAnswers(table).flat())).toEqual([
      ['nehme', 'nimmst', 'nimmt', 'nehmen', 'nehmt', 'nehmen'],
    ]);
  });

  it('practises every stem changer of the chapter, always leaving du and er/sie/es to fill in', () => {
    const practised = new Set<string>();
    for (const unit of [stemChangers, nehmen]) {
      for (const { path, table } of memoryTables(unit)) {
        if (path.endsWith('/test')) continue;
        practised.add(table.head[1] ?? '');
        expect(table.rows[1]?.cells[0]?.given, `${path}: ${table.caption} du`).toBeUndefined();
        expect(table.rows[2]?.cells[0]?.given, `${path}: ${table.caption} er`).toBeUndefined();
      }
    }
    expect([...practised].sort()).toEqual(verbs.map((entry) => entry.infinitive).sort());
  });

  it('changes e → i only in du and er/sie/es, as the lesson says, with -t alone after a stem in -s', () => {
    const list = stemChangers.blocks
      .flatMap((block) => (block.type === 'list' ? block.items : []))
      .join('\n');
    for (const entry of verbs.filter((verb) => verb.category === 'i-stem')) {
      const stem = entry.infinitive.slice(0, -2);
      const changed = stem.replace(/e([^e]*)$/, 'i$1');
      expect(entry.deutsch, entry.infinitive).toEqual([
        `${stem}e`,
        `${changed}${/[sßz]$/.test(stem) ? 't' : 'st'}`,
        `${changed}t`,
        entry.infinitive,
        `${stem}t`,
        entry.infinitive,
      ]);
      expect(list, entry.infinitive).toContain(`du ${entry.deutsch[1] ?? ''}, er ${entry.deutsch[2] ?? ''}`);
    }
  });

  it('previews no imperative: gib, iss, nimm … are chapter 10', () => {
    const imperatives = new Set(verbs.map((entry) => entry.imperative2ps));
    for (const lesson of lessons) {
      const texts = [
        ...allBlocks(lesson).flatMap(textsOf),
        ...memoryTables(lesson).flatMap(({ table }) => tableAnswers(table).flat()),
      ];
      const found = texts.flatMap(germanWordsOf).filter((word) => imperatives.has(word.toLowerCase()));
      expect(found, lesson.code).toEqual([]);
    }
  });
});

describe('Chapter 4 New Material: possessive adjectives and kein', () => {
  it('memorises the possessive of each person: ich → mein … Sie → Ihr', () => {
    const test = unitPage(possessive, 'memorization/test').tables;
    expect(test).toHaveLength(1);
    expect(test[0]?.rows.map((tableRow) => `${tableRow.label} → ${tableRow.cells[0]?.answer ?? ''}`)).toEqual(
      [
        'ich (I) → mein',
        'du (you, informal) → dein',
        'er (he) → sein',
        'sie (she) → ihr',
        'es (it) → sein',
        'wir (we) → unser',
        'ihr (you, informal pl.) → euer',
        'sie (they) → ihr',
        'Sie (you, formal) → Ihr',
      ],
    );
    expect(tableAnswers(test[0]).flat()).toEqual(possessiveAdjectives.map((row) => row.possessive));
    const work = unitPage(possessive, 'memorization/work').tables;
    expect(tableAnswers(work[0])).toEqual(tableAnswers(test[0]));
    const ownerRows = possessive.blocks.find((block) => block.type === 'table');
    expect(ownerRows?.type === 'table' ? ownerRows.rows.map((tableRow) => tableRow.slice(1)) : []).toEqual(
      possessiveAdjectives.map((row) => [row.possessive, row.english]),
    );
  });

  it('works through every person in the nominative before each gender, euer → eure', () => {
    const table = unitPage(possessive, 'memorization/work').tables[1];
    expect(tableAnswers(table)).toEqual(
      possessiveAdjectives.map((row) => GENDERS.map((gender) => einWordTable(row.possessive)[gender][0])),
    );
    expect(tableAnswers(table)[6]).toEqual(['euer', 'eure', 'euer', 'eure']);
    expect(tableAnswers(table)[8]).toEqual(['Ihr', 'Ihre', 'Ihr', 'Ihre']);
  });

  it.each<{
    base: string;
    unit: MemorizationUnit;
    forms: string[][];
    grammar: Partial<Record<Gender, readonly string[]>>;
  }>([
    { base: 'mein', unit: possessive, forms: MEIN_BY_CASE, grammar: einWordTable('mein') },
    { base: 'kein', unit: kein, forms: KEIN_BY_CASE, grammar: keinTable },
  ])(
    'tests the whole table of $base by case and gender, as the grammar table gives it, and shows it on the whole-table page',
    ({ unit, forms, grammar }) => {
      const test = unitPage(unit, 'review/test').tables;
      expect(test).toHaveLength(1);
      expect(test[0]?.head).toEqual(['', 'Masculine', 'Feminine', 'Neuter', 'Plural']);
      expect(test[0]?.rows.map((tableRow) => tableRow.label)).toEqual(CASE_LABELS);
      expect(tableAnswers(test[0])).toEqual(forms);
      expect(tableAnswers(test[0])).toEqual(byCase(grammar, GENDERS));
      expect(tableAnswers(unitPage(unit, 'review/whole_table').tables[0])).toEqual(forms);
    },
  );

  it('shows euer beside mein on the whole-table page of the possessives: euer eure euer eure / euren … / eures eurer eures eurer', () => {
    expect(tableAnswers(unitPage(possessive, 'review/whole_table').tables[1])).toEqual([
      ['euer', 'eure', 'euer', 'eure'],
      ['euren', 'eure', 'euer', 'eure'],
      ['eurem', 'eurer', 'eurem', 'euren'],
      ['eures', 'eurer', 'eures', 'eurer'],
    ]);
  });

  it('gives the kein lesson the table of kein with its case labels', () => {
    const lessonTable = kein.blocks.find((block) => block.type === 'table');
    expect(lessonTable?.type === 'table' ? lessonTable.rows : []).toEqual(
      byCase(keinTable, GENDERS).map((forms, caseIndex) => [CASE_LABELS[caseIndex], ...forms]),
    );
  });

  it.each([
    { code: '4npa', unit: possessive },
    { code: '4nk', unit: kein },
  ])('$code: gives the whole table the nominative as help, and each gender page its column', ({ unit }) => {
    const test = unitPage(unit, 'review/test').tables[0];
    for (const table of unitPage(unit, 'review/whole_table').tables)
      expect(table.rows.map((tableRow) => tableRow.cells.every((cell) => cell.given === true))).toEqual([
        true,
        false,
        false,
        false,
      ]);
    GENDERS.forEach((gender, index) => {
      const column = unitPage(unit, `review/${gender}`).tables[0];
      expect(column?.head, gender).toEqual(['', test?.head[index + 1]]);
      expect(tableAnswers(column), gender).toEqual(tableAnswers(test).map((forms) => [forms[index]]));
    });
  });

  it('gives the ein-word endings of the lesson as the grammar has them', () => {
    const endings = possessive.blocks.find(
      (block) => block.type === 'table' && block.caption.startsWith('The endings'),
    );
    expect(endings?.type === 'table' ? endings.rows : []).toEqual(
      byCase(einWordEndings, GENDERS).map((forms, caseIndex) => [
        CASE_LABELS[caseIndex],
        ...forms.map((ending) => (ending === '' ? '—' : `-${ending}`)),
      ]),
    );
  });

  it('writes every possessive or kein + noun of the tables with the ending of the noun’s gender and case', () => {
    const checked: string[] = [];
    for (const unit of [possessive, kein]) {
      // Memory tables of one ein-word with a noun, case by case.
      for (const { path, table } of memoryTables(unit)) {
        if (!table.head[1]?.endsWith('and noun')) continue;
        const forms = table.rows.map((tableRow) =>
          tableRow.cells.flatMap((cell) => [cell.answer, ...(cell.accepted ?? [])]),
        );
        const bases = EIN_WORDS.filter((base) =>
          forms.every((caseForms, caseIndex) => caseForms.every((form) => agrees(base, form, caseIndex))),
        );
        expect(bases.length, `${path}: ${table.caption}`).toBeGreaterThan(0);
        checked.push(...forms.flat());
      }
      // Lesson tables: rows of cases, or the nominative after an owner.
      for (const block of unit.blocks) {
        if (block.type !== 'table' || block.head[0] === 'Subject pronoun') continue;
        for (const tableRow of block.rows) {
          const caseIndex = block.head[0] === 'Owner' ? 0 : CASE_LABELS.indexOf(tableRow[0] ?? '');
          expect(caseIndex, block.caption).toBeGreaterThanOrEqual(0);
          for (const cell of tableRow.slice(1).filter((text) => text.includes(' '))) {
            expect(
              EIN_WORDS.some((base) => agrees(base, cell, caseIndex)),
              `${block.caption}: ${cell}`,
            ).toBe(true);
            checked.push(cell);
          }
        }
      }
    }
    for (const phrase of [
      'meines Vaters',
      'eurem Garten',
      'unserer Wohnung',
      'seinen Kindern',
      'keinen Problemen',
    ])
      expect(checked).toContain(phrase);
  });

  it('writes no possessive or kein in the lessons’ German with an ending its noun cannot take', () => {
    let count = 0;
    for (const lesson of lessons) {
      for (const text of germanTexts(lesson)) {
        const words = text.split(/\s+/).map((word) => word.replace(/[.,?!:;]$/, ''));
        words.forEach((word, index) => {
          const noun = words[index + 1] ?? '';
          const candidates = [word, word.charAt(0).toLowerCase() + word.slice(1)];
          const isEinWord = candidates.some((candidate) =>
            EIN_WORDS.some((base) => Object.values(einWordTable(base)).flat().includes(candidate)),
          );
          if (!isEinWord || !nounForms.has(noun)) return;
          expect(
            candidates.some((candidate) =>
              EIN_WORDS.some((base) =>
                [0, 1, 2, 3].some((caseIndex) => agrees(base, `${candidate} ${noun}`, caseIndex)),
              ),
            ),
            `${lesson.code}: ${word} ${noun} in “${text}”`,
          ).toBe(true);
          count += 1;
        });
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('accepts the genitive -s beside -es only where both are standard', () => {
    const accepted = [possessive, kein].flatMap((unit) =>
      memoryTables(unit).flatMap(({ table }) =>
        table.rows.flatMap((tableRow) => tableRow.cells.flatMap((cell) => cell.accepted ?? [])),
      ),
    );
    expect(accepted.sort()).toEqual(['keines Buchs', 'keines Hunds', 'meines Kinds']);
  });
});

describe('Chapter 4 New Material: es gibt', () => {
  it('explains es gibt with a table, worked examples, questions, negation and common mistakes', () => {
    expect(esGibt.kind).toBe('lesson');
    const types = esGibt.blocks.map((block) => block.type);
    for (const type of ['heading', 'paragraph', 'table', 'examples', 'mistakes'] as const)
      expect(types).toContain(type);
    const german = germanTexts(esGibt).join(' ');
    expect(german).toContain('Gibt es');
    expect(german).toContain('keinen');
    expect(german).toContain('Hier gibt es');
  });

  it('puts what follows es gibt in the accusative, and never writes es geben, in every chapter 4 lesson', () => {
    let count = 0;
    for (const lesson of lessons) {
      for (const text of germanTexts(lesson)) {
        expect(text, text).not.toMatch(/\bes geben\b/i);
        for (const match of text.matchAll(
          /\b(?:es gibt|gibt es)\s+(?:(?:hier|heute)\s+)*(k?ein[a-z]*)\s+(\S+)/gi,
        )) {
          const [word = '', noun = ''] = [match[1], match[2]?.replace(/[.,?!]$/, '')];
          const slots = nounForms.get(noun) ?? [];
          expect(slots.length, `${text}: ${noun}`).toBeGreaterThan(0);
          const accusatives = slots.flatMap((slot) => [
            ...(slot.gender === 'plural' ? [] : [indefiniteArticles[slot.gender][1]]),
            keinTable[slot.gender][1],
          ]);
          expect(accusatives, text).toContain(word);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(8);
  });
});

describeLessonTexts(4, lessons, { germanTexts, uniqueListsAndMistakes: true });
