// The article and adjective-ending units build their tables from the grammar tables with the
// shared builders; these checks hold the built cells to the tables a learner must see.
import { describe, expect, it } from 'vitest';
import { newMaterial as definiteArticle } from '../chapters/ch02/lessons/definite-article.ts';
import { newMaterial as indefiniteArticle } from '../chapters/ch02/lessons/indefinite-article.ts';
import { newMaterial as definiteAdjective } from '../chapters/ch03/lessons/definite-adjective.ts';
import { newMaterial as indefiniteAdjective } from '../chapters/ch03/lessons/indefinite-adjective.ts';
import type { MemoryTable } from './schema.ts';

const cells = (table: MemoryTable | undefined) =>
  table?.rows.map((row) => row.cells.map((cell) => cell.answer));
const labels = (table: MemoryTable | undefined) => table?.rows.map((row) => row.label);
const given = (table: MemoryTable | undefined) =>
  table?.rows.map((row) => row.cells.map((cell) => cell.given === true));

describe('article units (chapter 2)', () => {
  it('builds the whole definite article table, with the nominative given on the practice page', () => {
    const table = definiteArticle.pages.test.tables[0];
    expect(table?.head).toEqual(['', 'Masculine', 'Feminine', 'Neuter', 'Plural']);
    expect(labels(table)).toEqual(['Nominative', 'Accusative', 'Dative', 'Genitive']);
    expect(cells(table)).toEqual([
      ['der', 'die', 'das', 'die'],
      ['den', 'die', 'das', 'die'],
      ['dem', 'der', 'dem', 'den'],
      ['des', 'der', 'des', 'der'],
    ]);
    expect(given(definiteArticle.pages.whole_table.tables[0])?.map((row) => row.every(Boolean))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('builds one column of the definite article per page', () => {
    const plural = definiteArticle.pages.plural.tables[0];
    expect(plural?.caption).toBe('The definite article: plural');
    expect(plural?.head).toEqual(['', 'Plural']);
    expect(cells(plural)).toEqual([['die'], ['die'], ['den'], ['der']]);
  });

  it('builds the indefinite article table and its columns', () => {
    expect(cells(indefiniteArticle.pages.test.tables[0])).toEqual([
      ['ein', 'eine', 'ein'],
      ['einen', 'eine', 'ein'],
      ['einem', 'einer', 'einem'],
      ['eines', 'einer', 'eines'],
    ]);
    const feminine = indefiniteArticle.pages.fem.tables[0];
    expect(feminine?.caption).toBe('The indefinite article: feminine');
    expect(cells(feminine)).toEqual([['eine'], ['eine'], ['einer'], ['einer']]);
  });

  it('builds a noun phrase table with the nominative given and other accepted answers', () => {
    const table = definiteArticle.pages.masc.tables[2];
    expect(table?.head).toEqual(['', 'Article and noun']);
    expect(table?.rows.map((row) => row.cells[0])).toEqual([
      { answer: 'der Tisch', given: true },
      { answer: 'den Tisch' },
      { answer: 'dem Tisch' },
      { answer: 'des Tisches', accepted: ['des Tischs'] },
    ]);
  });
});

describe('adjective-ending units (chapter 3)', () => {
  it('builds der + alt in every case', () => {
    const table = definiteAdjective.pages['memorization/test'].tables[0];
    expect(table?.head).toEqual(['', 'Masculine', 'Feminine', 'Neuter', 'Plural']);
    expect(cells(table)).toEqual([
      ['der alte', 'die alte', 'das alte', 'die alten'],
      ['den alten', 'die alte', 'das alte', 'die alten'],
      ['dem alten', 'der alten', 'dem alten', 'den alten'],
      ['des alten', 'der alten', 'des alten', 'der alten'],
    ]);
  });

  it('builds ein + alt in every case', () => {
    const table = indefiniteAdjective.pages['memorization/test'].tables[0];
    expect(table?.head).toEqual(['', 'Masculine', 'Feminine', 'Neuter']);
    expect(cells(table)).toEqual([
      ['ein alter', 'eine alte', 'ein altes'],
      ['einen alten', 'eine alte', 'ein altes'],
      ['einem alten', 'einer alten', 'einem alten'],
      ['eines alten', 'einer alten', 'eines alten'],
    ]);
  });

  it('builds single columns and noun phrases of the practice pages', () => {
    const page = definiteAdjective.pages['memorization/feminine'];
    expect(page.tables[1]?.head).toEqual(['', 'Feminine']);
    expect(cells(page.tables[1])).toEqual([['die neue'], ['die neue'], ['der neuen'], ['der neuen']]);
    expect(page.tables[2]?.head).toEqual(['', 'Article, adjective and noun']);
    expect(cells(indefiniteAdjective.pages['memorization/neuter'].tables[0])).toEqual([
      ['ein neues'],
      ['ein neues'],
      ['einem neuen'],
      ['eines neuen'],
    ]);
  });
});
