// Chapter 11's New Material pages: every cell of the wissen and modal tables against the chapter
// 11 verb tables (and the singular pattern worked out independently: ich = er/sie/es, no ending),
// the sub-pages against the catalogue entry, the lesson's conjunctions against the vocabulary, the
// verb of every dependent clause of the examples last, and the German spelled right and taught by
// chapter 11.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import type { LessonBlock, MemorizationUnit, MemoryTable, NewMaterial } from '../../lessons/schema.ts';
import { formIndex } from '../../progression/form-index.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { allowedWords, germanWordsOf, isSpelledRight } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { newMaterial as dependentData } from './lessons/dependent-clauses.ts';
import { newMaterial as modalData } from './lessons/modal-verbs.ts';
import { newMaterial as wissenData } from './lessons/wissen.ts';
import { verbs } from './verbs.ts';

// The data is typed with `satisfies`, which keeps its literal types; the checks read it as the schema types.
const wissen: MemorizationUnit = wissenData;
const modals: MemorizationUnit = modalData;
const dependent: NewMaterial = dependentData;
const lessons: NewMaterial[] = [wissen, modals, dependent];

const forms = formIndex(11);
const NAMES = new Set(['Anna', 'Paul', 'Berlin', 'Wien']);

const SIX_MODALS = ['dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten'];
const CONJUNCTIONS = ['dass', 'weil', 'wenn', 'ob', 'obwohl', 'bevor', 'nachdem', 'als', 'damit', 'bis'];

function tableOf(infinitive: string): readonly string[] {
  const found = verbs.find((verb) => verb.infinitive === infinitive);
  if (!found) throw new Error(`no table for ${infinitive}`);
  return found.deutsch;
}

/** The column of a memory table, person by person. */
function column(table: MemoryTable): string[] {
  return table.rows.map((row) => row.cells[0]?.answer ?? '');
}

/** The German of a text: the contents of its span class="de" elements, or the text itself. */
function germanOf(text: string): string[] {
  const spans = [...text.matchAll(/<span class="de">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');
  return spans;
}

function blocksOf(material: NewMaterial): LessonBlock[] {
  return [
    ...material.blocks,
    ...(material.kind === 'memorization'
      ? Object.values(material.pages).flatMap((page) => page.blocks ?? [])
      : []),
  ];
}

/** Every German sentence or phrase shown in a page. */
function germanTexts(material: NewMaterial): string[] {
  return blocksOf(material).flatMap((block) => {
    switch (block.type) {
      case 'examples':
        return block.items.map((item) => item.german);
      case 'mistakes':
        return block.items.map((item) => item.right);
      case 'paragraph':
      case 'tip':
        return germanOf(block.text);
      case 'list':
        return block.items.flatMap(germanOf);
      case 'table':
        return block.rows.flat().flatMap(germanOf);
      default:
        return [];
    }
  });
}

describeChapterPages(11, lessons);

describe('chapter 11 New Material: catalogue sub-pages', () => {
  it('uses the catalogue entry’s sub-page paths (practice_wissen, one page per modal, test)', () => {
    expect(Object.keys(wissen.pages)).toEqual(['memorization/practice_wissen', 'memorization/test']);
    expect(Object.keys(modals.pages)).toEqual([
      'memorization/duerfen',
      'memorization/koennen',
      'memorization/muessen',
      'memorization/sollen',
      'memorization/wollen',
      'memorization/moechten',
      'memorization/test',
    ]);
  });
});

describe('wissen and the modal verbs: every form from the verb tables', () => {
  it('fills the wissen pages with the table of wissen, ich given on the practice page only', () => {
    const practice = wissen.pages['memorization/practice_wissen']?.tables[0];
    const test = wissen.pages['memorization/test']?.tables[0];
    expect(practice && column(practice)).toEqual([...tableOf('wissen')]);
    expect(test && column(test)).toEqual([...tableOf('wissen')]);
    expect(practice?.rows.map((row) => row.cells[0]?.given === true)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(test?.rows.every((row) => row.cells[0]?.given !== true)).toBe(true);
  });

  it('gives each modal its own practice page and all six in the test, from the tables', () => {
    const paths = ['duerfen', 'koennen', 'muessen', 'sollen', 'wollen', 'moechten'];
    paths.forEach((path, index) => {
      const infinitive = SIX_MODALS[index] ?? '';
      const page = modals.pages[`memorization/${path}`];
      expect(page?.mode).toBe('practice');
      expect(page?.tables).toHaveLength(1);
      const table = page?.tables[0];
      expect(table?.head[1]).toBe(infinitive);
      expect(table && column(table)).toEqual([...tableOf(infinitive)]);
      expect(table?.rows[0]?.cells[0]?.given).toBe(true);
    });
    const test = modals.pages['memorization/test'];
    expect(test?.mode).toBe('test');
    expect(test?.tables.map((table) => table.head[1])).toEqual(SIX_MODALS);
    test?.tables.forEach((table, index) =>
      expect(column(table)).toEqual([...tableOf(SIX_MODALS[index] ?? '')]),
    );
  });

  it('shows the lesson tables with the forms of the verb tables', () => {
    for (const block of [...wissen.blocks, ...modals.blocks]) {
      if (block.type !== 'table' || block.head[0] !== 'Person') continue;
      block.head.slice(1).forEach((infinitive, at) =>
        expect(
          block.rows.map((row) => row[at + 1]),
          infinitive,
        ).toEqual([...tableOf(infinitive)]),
      );
    }
  });

  it('follows the modal pattern in the tables: ich = er/sie/es, no ending, plural = infinitive', () => {
    for (const infinitive of ['wissen', 'dürfen', 'können', 'mögen', 'müssen', 'sollen', 'wollen']) {
      const [ich = '', du = '', er = '', wir = '', ihr = '', sie = ''] = tableOf(infinitive);
      expect(ich, infinitive).toBe(er);
      expect(du, infinitive).toBe(/[sß]$/.test(ich) ? `${ich}t` : `${ich}st`);
      expect(wir, infinitive).toBe(infinitive);
      expect(sie, infinitive).toBe(infinitive);
      expect(ihr, infinitive).toBe(`${infinitive.slice(0, -2)}t`);
    }
    const [ich = '', du = '', er = '', , ihr = ''] = tableOf('möchten');
    expect([ich, du, er, ihr]).toEqual(['möchte', 'möchtest', 'möchte', 'möchtet']);
  });

  it('teaches mögen beside möchten', () => {
    const mögen = modals.blocks.find((block) => block.type === 'table' && block.head.includes('mögen'));
    expect(mögen).toBeDefined();
    expect(modals.blocks.some((block) => block.type === 'heading' && block.text.includes('mögen'))).toBe(
      true,
    );
  });
});

describe('Dependent Clauses (concept lesson)', () => {
  it('lists the ten conjunctions of the chapter, each a chapter 11 vocabulary entry', () => {
    const table = dependent.blocks.find((block) => block.type === 'table');
    expect(table?.type === 'table' && table.rows.map((row) => row[0])).toEqual(CONJUNCTIONS);
    const roots = new Set(
      vocabularyEntries()
        .filter(({ chapter }) => chapter === 11)
        .map(({ entry }) => entry.germanRoot),
    );
    for (const conjunction of CONJUNCTIONS) expect(roots, conjunction).toContain(conjunction);
  });

  it('puts a conjugated verb last in every dependent clause of the examples, with a comma before it', () => {
    const presentForms = new Set(
      verbsUpTo(11).flatMap(({ verb }) => verb.deutsch.map((form) => form.toLowerCase())),
    );
    const examples = dependent.blocks.flatMap((block) => (block.type === 'examples' ? block.items : []));
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const { german } of examples) {
      const clauses = german.split(',').map((clause) => germanWordsOf(clause));
      expect(clauses.length, german).toBe(2);
      const dependentClause = clauses.find((words) => CONJUNCTIONS.includes((words[0] ?? '').toLowerCase()));
      expect(dependentClause, german).toBeDefined();
      const verb = (dependentClause?.at(-1) ?? '').toLowerCase();
      expect(presentForms.has(verb) || forms.has(verb), `${german}: ${verb}`).toBe(true);
      // With the dependent clause first, the main clause starts with its verb.
      if (clauses[0] === dependentClause)
        expect(forms.has((clauses[1]?.[0] ?? '').toLowerCase()), german).toBe(true);
    }
  });

  it('covers the comma, first position, modals, the perfect, separable verbs and denn', () => {
    const text = JSON.stringify(dependent.blocks);
    for (const topic of ['comma', 'verb, comma, verb', 'modal', 'auxiliary', 'separable', 'denn'])
      expect(text).toContain(topic);
  });
});

describe('chapter 11 New Material: German', () => {
  it('spells every German word right', () => {
    const misspelled = lessons
      .flatMap(germanTexts)
      .flatMap(germanWordsOf)
      .filter((word) => !isSpelledRight(word));
    expect([...new Set(misspelled)]).toEqual([]);
  });

  it('writes the examples and corrections in German taught by chapter 11', () => {
    const untaught = lessons
      .flatMap(germanTexts)
      .flatMap(germanWordsOf)
      .filter((word) => !NAMES.has(word) && !allowedWords.has(word) && !forms.has(word.toLowerCase()));
    // kennen is only named, as the verb of chapter 12.
    expect([...new Set(untaught)].filter((word) => word !== 'kennen')).toEqual([]);
  });
});
