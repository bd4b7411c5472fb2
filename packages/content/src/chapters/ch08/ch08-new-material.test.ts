// Chapter 8's New Material pages: every participle and auxiliary of the tables and the practice
// page against the vocabulary and verb tables (pParticiple) and the five patterns, the perfect
// table against the chapter 1 tables of haben and sein, the sub-pages against the catalogue, the
// German spelled right and taught by chapter 8.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { checkWords } from '@grundlagen/core';
import type { MemoryTable, NewMaterial, PracticePage } from '../../lessons/schema.ts';
import { SEPARABLE_PREFIXES } from '../../grammar/verbs.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { germanWordsOf } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { newMaterial as practice } from './lessons/past-participle-practice.ts';
import { newMaterial as participles } from './lessons/past-participles.ts';
import { newMaterial as perfect } from './lessons/perfect-tense.ts';
import { newMaterial as wordOrder } from './lessons/word-order.ts';
import { wordOrderDrill } from './drills/word-order.ts';
import {
  describeLessonTexts,
  allBlocks,
  memoryTables,
  germanOfBlocks,
  blocksOf,
} from '../../test-support/lesson-texts.ts';

const lessons: NewMaterial[] = [perfect, participles, wordOrder];

/** The perfect of every verb taught by chapter 8 in the vocabulary and verb tables ("ist …" for sein). */
const tablePerfects = new Map<string, string[]>();
for (const { chapter, entry } of vocabularyEntries())
  if (chapter <= 8 && entry.type === 'verb' && entry.pParticiple)
    tablePerfects.set(entry.germanRoot, [...(tablePerfects.get(entry.germanRoot) ?? []), entry.pParticiple]);
for (const { verb } of verbsUpTo(8))
  tablePerfects.set(verb.infinitive, [...(tablePerfects.get(verb.infinitive) ?? []), verb.pParticiple]);

/** The er/sie/es perfect from the tables: "hat gespielt", "ist gegangen". */
function erPerfect(infinitive: string): string {
  const found = tablePerfects.get(infinitive) ?? [];
  expect(new Set(found).size, `${infinitive}: one participle in every table`).toBe(1);
  const participle = found[0] ?? '';
  return participle.startsWith('ist ') ? participle : `hat ${participle}`;
}

const INSEPARABLE = ['be', 'emp', 'ent', 'er', 'ge', 'ver', 'zer'];

/** The pattern a participle follows, worked out from the infinitive and the participle. */
function patternOf(infinitive: string, participle: string): string {
  // A verb in -ieren (not verlieren, whose participle is verloren) ends in -iert.
  if (infinitive.endsWith('ieren') && participle.endsWith('iert'))
    return participle.startsWith('ge') ? 'wrong' : 'ieren';
  const prefix = SEPARABLE_PREFIXES.find(
    (candidate) => infinitive.startsWith(candidate) && infinitive !== candidate,
  );
  if (prefix && participle.startsWith(`${prefix}ge`)) return 'separable';
  // An inseparable prefix (not the ge of gehen or geben): the participle starts with it, with no ge- before.
  const inseparable = INSEPARABLE.find(
    (candidate) => infinitive.startsWith(candidate) && infinitive.length - candidate.length >= 4,
  );
  if (inseparable && participle.startsWith(inseparable) && !participle.startsWith(`ge${inseparable}`))
    return 'inseparable';
  if (!participle.startsWith('ge')) return 'wrong';
  return participle.endsWith('en') ? 'irregular' : participle.endsWith('t') ? 'regular' : 'wrong';
}

const KIND_OF_CAPTION: Readonly<Record<string, string>> = {
  'Regular verbs': 'regular',
  'Irregular verbs': 'irregular',
  'Separable verbs': 'separable',
  'Inseparable prefixes': 'inseparable',
  'Verbs in -ieren': 'ieren',
};

function kindOfTable(table: MemoryTable): string {
  return Object.entries(KIND_OF_CAPTION).find(([caption]) => table.caption.startsWith(caption))?.[1] ?? '';
}

/** The German a learner reads: examples, corrections, German spans, German table columns and memory-table answers. */
function germanTexts(lesson: NewMaterial | PracticePage): string[] {
  const texts = germanOfBlocks(
    blocksOf(lesson),
    (heading, column) => !(column === 0 && heading === '') && heading !== 'Pattern',
  );
  for (const { table } of memoryTables(lesson))
    for (const tableRow of table.rows)
      texts.push(tableRow.label, ...tableRow.cells.map((cell) => cell.answer));
  if (lesson.kind === 'practice')
    texts.push(...lesson.items.flatMap((item) => [item.prompt, ...item.answers]));
  return texts;
}

describeChapterPages(8, [...lessons, practice], { practiceItems: 10 });

describe('Past Participles (8np): tables against the vocabulary and verb tables', () => {
  const tables = participles.pages['memorization/practice']?.tables ?? [];

  it('has the same tables on the practice and test pages, and in the lesson', () => {
    expect(participles.pages['memorization/test']?.tables).toEqual(tables);
    const lessonTables = participles.blocks.filter((block) => block.type === 'table').slice(1);
    expect(lessonTables.map((block) => block.rows)).toEqual(
      tables.map((table) => table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.answer)])),
    );
  });

  it('gives each verb the auxiliary and participle of the tables, in the group of its pattern', () => {
    expect(tables.map(kindOfTable)).toEqual(['regular', 'irregular', 'separable', 'inseparable', 'ieren']);
    for (const table of tables) {
      expect(table.head).toEqual(['Infinitive', 'hat or ist', 'Past participle']);
      expect(table.rows.length, table.caption).toBeGreaterThanOrEqual(5);
      for (const row of table.rows) {
        const [auxiliary, participle] = row.cells.map((cell) => cell.answer);
        expect(`${auxiliary ?? ''} ${participle ?? ''}`, row.label).toBe(erPerfect(row.label));
        // Only a verb that takes either auxiliary accepts the other one.
        expect(row.cells[0]?.accepted, row.label).toEqual(
          EITHER_AUXILIARY.has(row.label) ? [auxiliary === 'hat' ? 'ist' : 'hat'] : undefined,
        );
        expect(patternOf(row.label, participle ?? ''), row.label).toBe(kindOfTable(table));
      }
    }
  });

  it('teaches every chapter 8 verb, both auxiliaries and the sein verbs of the lesson', () => {
    const verbs = tables.flatMap((table) => table.rows.map((row) => row.label));
    expect(new Set(verbs).size).toBe(verbs.length);
    for (const { chapter, entry } of vocabularyEntries())
      if (chapter === 8 && entry.type === 'verb') expect(verbs, entry.germanRoot).toContain(entry.germanRoot);
    for (const verb of ['sein', 'bleiben', 'gehen', 'fahren', 'aufwachen', 'passieren'])
      expect(erPerfect(verb)).toMatch(/^ist /);
  });
});

/**
 * Verbs whose perfect takes haben with a direct object and sein without one (Duden): the table
 * and the practice page accept the other auxiliary as well.
 */
const EITHER_AUXILIARY = new Set(['zerbrechen']);

describe('Practice: Past Participles (8npp)', () => {
  it('asks for each infinitive the er/sie/es perfect of the tables, and says so in its instructions', () => {
    expect(practice.instructions).toMatch(/auxiliary/);
    expect(practice.instructions).toContain('ist gefahren');
    expect(practice.answerLanguage).toBe('de');
    const prompts = practice.items.map((item) => item.prompt);
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const item of practice.items) {
      const [auxiliary = '', participle = ''] = (item.answers[0] ?? '').split(' ');
      const other = `${auxiliary === 'ist' ? 'hat' : 'ist'} ${participle}`;
      expect(item.answers, item.prompt).toEqual(
        EITHER_AUXILIARY.has(item.prompt) ? [erPerfect(item.prompt), other] : [erPerfect(item.prompt)],
      );
      expect(item.reason?.startsWith(`${item.answers[0] ?? ''}:`), item.prompt).toBe(true);
      expect(checkWords(item.answers[0] ?? '', item.answers), item.prompt).toBe('correct');
      // The participle without its auxiliary, and the wrong auxiliary, are not accepted.
      expect(checkWords(participle, item.answers), item.prompt).toBe('incorrect');
      expect(checkWords(other, item.answers), item.prompt).toBe(
        EITHER_AUXILIARY.has(item.prompt) ? 'correct' : 'incorrect',
      );
    }
    const auxiliaries = new Set(practice.items.map((item) => item.answers[0]?.split(' ')[0]));
    expect(auxiliaries).toEqual(new Set(['hat', 'ist']));
  });
});

describe('Perfect Tense (8npt)', () => {
  it('builds the perfect table from the chapter 1 tables of haben and sein', () => {
    const table =
      perfect.kind === 'lesson' ? perfect.blocks.find((block) => block.type === 'table') : undefined;
    const haben = chapter1Verbs.find((verb) => verb.infinitive === 'haben')?.deutsch ?? [];
    const sein = chapter1Verbs.find((verb) => verb.infinitive === 'sein')?.deutsch ?? [];
    expect(table?.type === 'table' ? table.rows : []).toEqual(
      ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'].map((person, index) => [
        person,
        `${haben[index] ?? ''} … gespielt`,
        `${sein[index] ?? ''} … gegangen`,
      ]),
    );
  });

  it('puts every example sentence in the perfect with the auxiliary of its participle', () => {
    const byParticiple = new Map<string, string>();
    for (const infinitive of tablePerfects.keys()) {
      const [auxiliary = '', participle = ''] = erPerfect(infinitive).split(' ');
      byParticiple.set(participle, auxiliary === 'ist' ? 'sein' : 'haben');
    }
    const haben = chapter1Verbs.find((verb) => verb.infinitive === 'haben')?.deutsch ?? [];
    const sein = chapter1Verbs.find((verb) => verb.infinitive === 'sein')?.deutsch ?? [];
    for (const block of allBlocks(perfect)) {
      if (block.type !== 'examples') continue;
      for (const { german } of block.items) {
        const words = germanWordsOf(german);
        const auxiliary = byParticiple.get(words.at(-1) ?? '');
        expect(auxiliary, german).toBeDefined();
        const forms = (auxiliary === 'sein' ? sein : haben).map((form) => form.toLowerCase());
        expect(
          words.some((word) => forms.includes(word.toLowerCase())),
          german,
        ).toBe(true);
      }
    }
  });
});

describe('Word Order (II) (8nwo)', () => {
  it('has one section for each rule of the drill, in the drill’s order', () => {
    const headings = allBlocks(wordOrder).flatMap((block) => (block.type === 'heading' ? [block.text] : []));
    expect(headings.slice(0, 5)).toEqual(
      wordOrderDrill.rules.map((rule, index) => `Rule ${index + 1}: ${rule}`),
    );
    expect(allBlocks(wordOrder).some((block) => block.type === 'mistakes')).toBe(true);
  });
});

describeLessonTexts(8, [...lessons, practice], { germanTexts });
