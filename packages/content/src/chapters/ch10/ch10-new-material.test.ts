// Chapter 10's New Material pages: every imperative of the memorisation unit against the verb
// tables' imperative fields and the imperative rules of grammar/verbs.ts, the sub-pages against the
// catalogue, the two-case lesson's articles against the article table, the word-order lesson's
// sections against the drill's rules, the German spelled right and taught by chapter 10.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { checkWords } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { definiteArticles } from '../../grammar/articles.ts';
import {
  IRREGULAR_IMPERATIVES,
  imperative2psForms,
  regularPresent,
  splitSeparable,
  STEM_CHANGES,
  stemChangedPresent,
} from '../../grammar/verbs.ts';
import { hasNewMaterial, hasPracticePage } from '../../lessons/registry.ts';
import type { NewMaterial } from '../../lessons/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { wordOrderDrill } from './drills/word-order.ts';
import { newMaterial as imperative } from './lessons/imperative-mood.ts';
import { newMaterial as twoCase } from './lessons/two-case-prepositions.ts';
import { newMaterial as wordOrder } from './lessons/word-order.ts';
import {
  describeLessonTexts,
  allBlocks,
  germanOfBlocks,
  memoryTables,
} from '../../test-support/lesson-texts.ts';

const lessons: NewMaterial[] = [imperative, twoCase, wordOrder];

const tables = new Map(verbsUpTo(10).map(({ verb }) => [verb.infinitive, verb]));

/** The German a learner reads: examples, corrections, German spans, German table columns and memory-table answers. */
function germanTexts(lesson: NewMaterial): string[] {
  const texts = germanOfBlocks(allBlocks(lesson), (heading, column) => !(column === 0 && heading === ''));
  for (const { table } of memoryTables(lesson))
    for (const tableRow of table.rows)
      texts.push(tableRow.label, ...tableRow.cells.map((cell) => cell.answer));
  return texts;
}

describeChapterPages(10, lessons);

describe('Chapter 10 New Material: pages', () => {
  it('has no "Practice: …" page of its own: 10npv is the existing verb-conjugation screen', () => {
    expect(findMenuItemByCode('10npv')?.kind).toBe('verb-practice');
    expect(hasPracticePage('10npv')).toBe(false);
    expect(hasNewMaterial('10npv')).toBe(false);
    expect(hasNewMaterial('10nv')).toBe(false);
  });
});

/** The du imperatives the rules allow for a verb, its stem change read from its table's du form. */
function duForms(infinitive: string): string[] {
  const irregular = IRREGULAR_IMPERATIVES[infinitive];
  if (irregular) return [irregular.imperative2ps];
  const separable = splitSeparable(infinitive);
  const base = separable?.base ?? infinitive;
  const du = tables.get(infinitive)?.deutsch[1]?.split(' ')[0] ?? '';
  // A verb whose du form is regular has no stem change (a "change" that alters nothing matches too).
  const change =
    regularPresent(base)[1] === du
      ? undefined
      : STEM_CHANGES.find((candidate) => stemChangedPresent(base, candidate)[1] === du);
  if (change === undefined) expect(regularPresent(base)[1], infinitive).toBe(du);
  return imperative2psForms(base, change).map((form) => (separable ? `${form} ${separable.prefix}` : form));
}

describe('The Imperative Mood (10ni): tables against the verb tables and the rules', () => {
  const practice = imperative.pages['memorization/practice']?.tables ?? [];
  const test = imperative.pages['memorization/test']?.tables ?? [];

  it('has the same verbs on the practice and test pages, the Sie column given on the practice page only', () => {
    expect(test.map((table) => table.rows.map((row) => row.label))).toEqual(
      practice.map((table) => table.rows.map((row) => row.label)),
    );
    for (const table of practice)
      for (const row of table.rows)
        expect(row.cells.map((cell) => cell.given === true)).toEqual([false, false, true]);
    for (const table of test)
      for (const row of table.rows) expect(row.cells.some((cell) => cell.given)).toBe(false);
  });

  it('gives every verb the du, ihr and Sie imperatives of its table, and accepts exactly the du forms of the rules', () => {
    for (const table of [...practice, ...test]) {
      expect(table.head).toEqual(['Infinitive', 'du', 'ihr', 'Sie']);
      for (const row of table.rows) {
        const verb = tables.get(row.label);
        expect(verb, row.label).toBeDefined();
        const [du, ihr, sie] = row.cells;
        expect(du?.answer, row.label).toBe(verb?.imperative2ps);
        expect(ihr?.answer, row.label).toBe(verb?.imperative2pp);
        expect(sie?.answer, row.label).toBe(verb?.imperativeFormal);
        expect([du?.answer, ...(du?.accepted ?? [])].sort(), row.label).toEqual(duForms(row.label).sort());
        // The ihr imperative is the ihr form of the present; the Sie imperative the infinitive with Sie.
        if (row.label !== 'sein') {
          expect(ihr?.answer, row.label).toBe(verb?.deutsch[4]);
          const separable = splitSeparable(row.label);
          expect(sie?.answer, row.label).toBe(
            separable ? `${separable.base} Sie ${separable.prefix}` : `${row.label} Sie`,
          );
        }
        // The du present form is not accepted for the du imperative.
        expect(
          checkWords(verb?.deutsch[1] ?? '', [du?.answer ?? '', ...(du?.accepted ?? [])]),
          row.label,
        ).toBe('incorrect');
      }
    }
  });

  it('covers sein, both kinds of stem change, a → ä, the -e after -t, -d and consonant + n, and separable verbs', () => {
    const labels = practice.flatMap((table) => table.rows.map((row) => row.label));
    for (const verb of [
      'sein',
      'geben',
      'nehmen',
      'lesen',
      'fahren',
      'arbeiten',
      'öffnen',
      'schneiden',
      'aufstehen',
    ])
      expect(labels).toContain(verb);
  });
});

describe('Two-Case Prepositions (II) (10ntc)', () => {
  it('uses the accusative in the Wohin? column and the dative in the Wo? column, from the article table', () => {
    const table =
      twoCase.kind === 'lesson' ? twoCase.blocks.find((block) => block.type === 'table') : undefined;
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    const accusative = new Set(Object.values(definiteArticles).map((forms) => forms[1]));
    const dative = new Set(Object.values(definiteArticles).map((forms) => forms[2]));
    const prepositions = ['hinter', 'neben', 'vor', 'zwischen'];
    table.rows.forEach((row, index) => {
      const preposition = prepositions[index] ?? '';
      expect(row[0]).toContain(preposition);
      for (const [column, articles] of [
        [1, accusative],
        [2, dative],
      ] as const) {
        const words = (row[column] ?? '').replace(/[.]/g, '').split(' ');
        const at = words.indexOf(preposition);
        expect(articles.has(words[at + 1] ?? ''), row[column]).toBe(true);
        // zwischen: the noun after und takes the same case.
        if (preposition === 'zwischen')
          expect(articles.has(words[words.indexOf('und') + 1] ?? ''), row[column]).toBe(true);
      }
    });
  });
});

describe('Word Order (III) (10nwo)', () => {
  it('has one section for each rule of the drill, in the drill’s order, and the common mistakes', () => {
    const headings = allBlocks(wordOrder).flatMap((block) => (block.type === 'heading' ? [block.text] : []));
    expect(headings).toEqual(wordOrderDrill.rules.map((rule, index) => `Rule ${index + 1}: ${rule}`));
    expect(allBlocks(wordOrder).some((block) => block.type === 'mistakes')).toBe(true);
  });
});

describeLessonTexts(10, lessons, { germanTexts });
