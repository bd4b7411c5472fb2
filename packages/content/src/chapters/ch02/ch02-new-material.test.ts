import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { newMaterialSchema } from '../../lessons/schema.ts';
import type { MemorizationUnit, NewMaterial } from '../../lessons/schema.ts';
import { vocabularyEntrySchema, type VocabularyEntry } from '../../vocabulary/schema.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { vocabulary as chapter1Vocabulary } from '../ch01/vocabulary.ts';
import { newMaterial as dasIst } from './lessons/das-ist.ts';
import { newMaterial as definiteArticle } from './lessons/definite-article.ts';
import { newMaterial as fourCases } from './lessons/four-cases.ts';
import { newMaterial as indefiniteArticle } from './lessons/indefinite-article.ts';
import { newMaterial as nounsGender } from './lessons/nouns-gender.ts';
import { newMaterial as nounsPlural } from './lessons/nouns-plural.ts';
import { vocabulary } from './vocabulary.ts';
import {
  tableAnswers,
  unitPage,
  describeLessonTexts,
  examplesAndCorrections,
  blocksOf,
  type LessonPage,
} from '../../test-support/lesson-texts.ts';

const entries: VocabularyEntry[] = vocabulary;
const nouns = entries.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));

/** The root with its last a, o, u or au umlauted (Haus → Häus, Bahnhof → Bahnhöf, Apfel → Äpfel). */
function umlauted(root: string): string {
  const match = /(au|Au|a|o|u|A|O|U)([^aeiouäöüAEIOUÄÖÜ]*)$/.exec(root.replace(/e[^aeiouäöü]*$/, ''));
  if (!match) return root;
  const umlaut: Record<string, string> = {
    au: 'äu',
    Au: 'Äu',
    a: 'ä',
    o: 'ö',
    u: 'ü',
    A: 'Ä',
    O: 'Ö',
    U: 'Ü',
  };
  const vowel = match[1] ?? '';
  const at = match.index;
  return root.slice(0, at) + (umlaut[vowel] ?? vowel) + root.slice(at + vowel.length);
}

/** The plural a dictionary add-on gives. */
function pluralOf(root: string, addOn: string): string {
  switch (addOn) {
    case '-':
      return root;
    case '⸚':
      return umlauted(root);
    case '⸚e':
    case '⸚er':
      return umlauted(root) + addOn.slice(1);
    default:
      return root + addOn.slice(1);
  }
}

describe('Chapter 2 vocabulary', () => {
  it('parses and has 55 to 70 entries', () => {
    expect(z.array(vocabularyEntrySchema).safeParse(vocabulary).success).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(55);
    expect(entries.length).toBeLessThanOrEqual(70);
  });

  it('repeats no word of its own or of chapter 1', () => {
    const roots = entries.map((entry) => entry.germanRoot);
    expect(new Set(roots).size).toBe(roots.length);
    const chapter1 = new Set(chapter1Vocabulary.map((entry) => entry.germanRoot));
    expect(roots.filter((root) => chapter1.has(root))).toEqual([]);
  });

  it('is mostly nouns, in all three genders and every plural type', () => {
    expect(nouns.length).toBeGreaterThan(entries.length / 2);
    for (const article of ['der', 'die', 'das']) {
      expect(nouns.filter((noun) => noun.article === article).length).toBeGreaterThanOrEqual(10);
    }
    const addOns = new Set(nouns.map((noun) => noun.pluralAddOn));
    for (const addOn of ['-e', '⸚e', '-er', '⸚er', '-n', '-en', '-nen', '-s', '-', '⸚']) {
      expect(addOns, addOn).toContain(addOn);
    }
  });

  it.each(nouns)('$germanRoot: article, plural and add-on agree', (noun) => {
    expect(noun.germanRoot).toMatch(/^[A-ZÄÖÜ]/);
    expect(noun.onlySing && noun.onlyPlural).toBeFalsy();
    if (noun.onlyPlural) {
      expect(noun.article).toBe('');
      expect(noun.germanPl).toBe(noun.germanRoot);
      expect(noun.pluralAddOn).toBeUndefined();
    } else {
      expect(['der', 'die', 'das']).toContain(noun.article);
    }
    if (noun.onlySing) {
      expect(noun.germanPl).toBeUndefined();
      expect(noun.pluralAddOn).toBeUndefined();
      expect(noun.englishPl).toBeUndefined();
    } else {
      expect(noun.germanPl).toMatch(/^[A-ZÄÖÜ]/);
      expect(noun.englishPl).toBeTruthy();
    }
    if (!noun.onlySing && !noun.onlyPlural) {
      expect(['-e', '⸚e', '-er', '⸚er', '-n', '-en', '-nen', '-s', '-', '⸚']).toContain(noun.pluralAddOn);
      expect(noun.germanPl).toBe(pluralOf(noun.germanRoot, noun.pluralAddOn ?? ''));
    }
  });

  it('marks die Eltern and die Geschwister plural only, and Milch and Kaffee singular only', () => {
    const byRoot = new Map(nouns.map((noun) => [noun.germanRoot, noun]));
    expect(byRoot.get('Eltern')?.onlyPlural).toBe(true);
    expect(byRoot.get('Geschwister')?.onlyPlural).toBe(true);
    expect(byRoot.get('Milch')?.onlySing).toBe(true);
    expect(byRoot.get('Kaffee')?.onlySing).toBe(true);
  });

  it('gives every verb its past participle, English participle and du-imperative', () => {
    const verbs = entries.flatMap((entry) => (entry.type === 'verb' ? [entry] : []));
    expect(verbs.length).toBeGreaterThanOrEqual(8);
    for (const verb of verbs) {
      expect(verb.germanRoot).toMatch(/^[a-zäöüß]+en$/);
      expect(verb.pParticiple, verb.germanRoot).toBeTruthy();
      expect(verb.englishPParticiple, verb.germanRoot).toBeTruthy();
      expect(verb.imperative2ps, verb.germanRoot).toBeTruthy();
      expect(verb.specialFeature, verb.germanRoot).toBeUndefined();
    }
  });
});

const lessons: NewMaterial[] = [
  nounsGender,
  nounsPlural,
  fourCases,
  definiteArticle,
  indefiniteArticle,
  dasIst,
];

/**
 * The words a chapter-2 example may use: chapters 1 and 2 vocabulary with the forms the two
 * chapters teach (articles, plural, genitive -s/-es, dative plural -n, present tense), pronouns
 * and the names of chapter 1.
 */
const knownWords = (() => {
  const known = new Set(
    `der die das den dem des ein eine einen einem einer eines
     Anna Jonas Lena Paul Berlin Hamburg Wien Annas Pauls`.split(/\s+/),
  );
  for (const entry of [...chapter1Vocabulary, ...entries] as VocabularyEntry[]) {
    const root = entry.germanRoot;
    known.add(root);
    if (entry.type === 'noun') {
      for (const form of [root + 's', root + 'es', entry.germanPl, entry.germanPl && entry.germanPl + 'n']) {
        if (form) known.add(form);
      }
    }
    if (entry.type === 'verb') {
      const stem = root.replace(/en$/, '');
      for (const ending of ['e', 'st', 't', 'en']) known.add(stem + ending);
      if (entry.imperative2ps) known.add(entry.imperative2ps);
    }
  }
  for (const verb of chapter1Verbs) for (const form of verb.deutsch) known.add(form);
  return known;
})();

/** The German words of a sentence not taught in chapters 1 and 2. */
function unknownWords(sentence: string): string[] {
  return sentence
    .split(/\s+/)
    .map((word) => word.replace(/[.,?!:;“”]/g, ''))
    .filter((word) => word !== '' && word !== '—')
    .filter((word) => !knownWords.has(word) && !knownWords.has(word.charAt(0).toLowerCase() + word.slice(1)));
}

describe('Chapter 2 New Material', () => {
  it.each(lessons.map((lesson) => ({ code: lesson.code, lesson })))('$code parses', ({ lesson }) => {
    const parsed = newMaterialSchema.safeParse(lesson);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('has one lesson for each written New Material item of chapter 2, with the catalogue kind', () => {
    expect(lessons.map((lesson) => lesson.code)).toEqual(['2nng', '2nnp', '2nfc', '2nda', '2nia', '2ndi']);
    for (const lesson of lessons) {
      const item = findMenuItemByCode(lesson.code);
      expect(item?.chapter).toBe(2);
      expect(item?.section).toBe('concepts');
      if (lesson.kind === 'lesson') expect(item?.subPages ?? []).toEqual([]);
    }
  });

  it.each(
    lessons.flatMap((lesson) => (lesson.kind === 'memorization' ? [{ code: lesson.code, lesson }] : [])),
  )('$code: the page keys are the catalogue sub-pages', ({ code, lesson }) => {
    const paths = (findMenuItemByCode(code)?.subPages ?? []).map((subPage) => subPage.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(Object.keys(lesson.pages).sort()).toEqual([...paths].sort());
  });

  it('gives every four-cases page an explanation and a table, and the full page all the steps', () => {
    const pages = fourCases.pages;
    for (const [path, page] of Object.entries(pages)) {
      expect(page.mode, path).toBe('goal');
      expect(page.blocks?.length ?? 0, path).toBeGreaterThan(0);
      expect(page.tables.length, path).toBeGreaterThan(0);
    }
    const full = JSON.stringify(pages.full.blocks);
    for (const path of Object.keys(pages).filter((key) => key.startsWith('multi/'))) {
      for (const block of pages[path as keyof typeof pages].blocks ?? [])
        expect(full).toContain(JSON.stringify(block));
    }
    expect(tableAnswers(pages['multi/summary'].tables[0])).toEqual(
      tableAnswers(definiteArticle.pages.test.tables[0]),
    );
    expect(tableAnswers(pages['multi/summary'].tables[1])).toEqual(
      tableAnswers(indefiniteArticle.pages.test.tables[0]),
    );
  });

  it.each<{ name: string; unit: MemorizationUnit; forms: string[][] }>([
    {
      name: 'definite',
      unit: definiteArticle,
      forms: [
        ['der', 'die', 'das', 'die'],
        ['den', 'die', 'das', 'die'],
        ['dem', 'der', 'dem', 'den'],
        ['des', 'der', 'des', 'der'],
      ],
    },
    {
      name: 'indefinite',
      unit: indefiniteArticle,
      forms: [
        ['ein', 'eine', 'ein'],
        ['einen', 'eine', 'ein'],
        ['einem', 'einer', 'einem'],
        ['eines', 'einer', 'eines'],
      ],
    },
  ])(
    'tests the $name article table by case, shows it whole on the goal and whole-table pages and one gender on each gender page',
    ({ unit, forms }) => {
      const table = unitPage(unit, 'test').tables[0];
      expect(unitPage(unit, 'test').tables).toHaveLength(1);
      expect(table?.head).toEqual(
        ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'].slice(0, (forms[0] ?? []).length + 1),
      );
      expect(table?.rows.map((tableRow) => tableRow.label)).toEqual([
        'Nominative',
        'Accusative',
        'Dative',
        'Genitive',
      ]);
      expect(tableAnswers(table)).toEqual(forms);
      expect(tableAnswers(unitPage(unit, 'goal').tables[0])).toEqual(forms);
      expect(tableAnswers(unitPage(unit, 'whole_table').tables[0])).toEqual(forms);
      (['masc', 'fem', 'neut', 'plural'] as const)
        .slice(0, (forms[0] ?? []).length)
        .forEach((page, index) => {
          expect(tableAnswers(unitPage(unit, page).tables[0]), page).toEqual(
            forms.map((caseForms) => [caseForms[index]]),
          );
        });
    },
  );

  it('gives no cells on test pages, some on the whole-table pages, and has every row as wide as its head', () => {
    const units: MemorizationUnit[] = [fourCases, definiteArticle, indefiniteArticle];
    for (const unit of units) {
      for (const [path, page] of Object.entries(unit.pages)) {
        for (const table of page.tables) {
          for (const tableRow of table.rows)
            expect(tableRow.cells.length, `${unit.code} ${path}`).toBe(table.head.length - 1);
          const given = table.rows.flatMap((tableRow) => tableRow.cells.filter((cell) => cell.given));
          if (page.mode === 'test') expect(given, `${unit.code} ${path}`).toEqual([]);
          if (page.mode === 'goal') expect(given, `${unit.code} ${path}`).toEqual([]);
        }
      }
      if (unit.code !== '2nfc') {
        const wholeTable = Object.entries(unit.pages).find(([path]) => path === 'whole_table')?.[1];
        const cells =
          wholeTable?.tables.flatMap((table) => table.rows.flatMap((tableRow) => tableRow.cells)) ?? [];
        expect(cells.some((cell) => cell.given)).toBe(true);
        expect(cells.some((cell) => !cell.given)).toBe(true);
      }
    }
  });
});

/**
 * The German a learner reads in a chapter 2 lesson: examples, corrections and the tables to
 * learn (not the goal page of the four cases, which only shows them).
 */
function germanTexts(lesson: LessonPage): string[] {
  const texts = examplesAndCorrections(blocksOf(lesson));
  if (lesson.kind === 'memorization')
    for (const page of Object.values(lesson.pages)) {
      if (page.mode === 'goal' && lesson.code === '2nfc') continue;
      for (const table of page.tables)
        for (const tableRow of table.rows) texts.push(...tableRow.cells.map((cell) => cell.answer));
    }
  return texts;
}

describeLessonTexts(2, lessons, {
  germanTexts,
  isTaught: (word) => unknownWords(word).length === 0,
  uniqueListsAndMistakes: true,
});
