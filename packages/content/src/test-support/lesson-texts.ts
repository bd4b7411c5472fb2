// Readers and checks of New Material text that the chapter tests share: the blocks of a lesson or
// unit, the texts of a block, its German spans and words, and the markup rule (span tags only).
// Not part of the package's public entry.
import { describe, expect, it } from 'vitest';
import type {
  LessonBlock,
  MemorizationUnit,
  MemoryTable,
  NewMaterial,
  PracticePage,
} from '../lessons/schema.ts';
import { taughtBy } from './chapter-sets.ts';
import { germanWordsOf, isSpelledRight } from './german-speller.ts';

/** Every text of a block. */
export function textsOf(block: LessonBlock): string[] {
  switch (block.type) {
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'examples':
      return block.items.flatMap((item) => [item.german, item.english, item.note ?? '']);
    case 'mistakes':
      return block.items.flatMap((item) => [item.wrong, item.right, item.why]);
    default:
      return [block.text];
  }
}

/**
 * The German a learner reads in blocks: the German of examples, the corrections of mistakes (not
 * the wrong forms), the German spans of every text, and the table columns that
 * `germanColumn(heading, column)` calls German (none without it).
 *
 * @example germanOfBlocks(allBlocks(lesson), (heading, column) => column !== 0 && heading !== 'English')
 */
export function germanOfBlocks(
  blocks: readonly LessonBlock[],
  germanColumn: (heading: string, column: number) => boolean = () => false,
): string[] {
  const texts: string[] = [];
  for (const block of blocks) {
    if (block.type === 'examples') texts.push(...block.items.map((item) => item.german));
    if (block.type === 'mistakes') texts.push(...block.items.map((item) => item.right));
    if (block.type === 'table')
      block.head.forEach((heading, column) => {
        if (germanColumn(heading, column))
          texts.push(...block.rows.map((tableRow) => tableRow[column] ?? ''));
      });
    for (const text of textsOf(block)) texts.push(...germanSpans(text));
  }
  return texts;
}

/** The German sentences of blocks' examples and the corrections of their mistakes (not the wrong forms). */
export function examplesAndCorrections(blocks: readonly LessonBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'examples'
      ? block.items.map((item) => item.german)
      : block.type === 'mistakes'
        ? block.items.map((item) => item.right)
        : [],
  );
}

/** Every block of a lesson, its sub-pages' included. */
export function allBlocks(lesson: NewMaterial): LessonBlock[] {
  return lesson.kind === 'lesson'
    ? lesson.blocks
    : [...lesson.blocks, ...Object.values(lesson.pages).flatMap((unitPage) => unitPage.blocks ?? [])];
}

/**
 * The text of the German spans of a text.
 *
 * @example germanSpans('Say <span class="de">ich gebe</span>.') // ['ich gebe']
 */
export function germanSpans(text: string): string[] {
  return [...text.matchAll(/<span class="de">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');
}

/**
 * The German words of a text worth spell-checking: no word parts ("-en", "Haus-"), no single
 * letters.
 *
 * @example germanWords('die Endung -en: ich gebe') // ['die', 'Endung', 'ich', 'gebe']
 */
export function germanWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((token) => !/^[-—]|-[,.)]?$/.test(token))
    .flatMap(germanWordsOf)
    .filter((word) => word.length > 1);
}

/**
 * Checks a text shown as markup: plain text has no tags; a text that is markup uses only span
 * tags (plain or class="de"), each one closed.
 */
export function checkMarkup(text: string): void {
  if (!(text.startsWith('<') && text.endsWith('>'))) {
    expect(text, text).not.toMatch(/<\/?[a-z]/i);
    return;
  }
  for (const tag of text.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?span( class="de")?>$/);
  expect((text.match(/<\/span>/g) ?? []).length, text).toBe((text.match(/<span/g) ?? []).length);
}

/**
 * Checks the blocks of a New Material page: every text passes {@link checkMarkup}, no two examples
 * share their German and no mistake is its own correction; with `uniqueListsAndMistakes`, no list
 * repeats an item and no two mistakes share their wrong sentence either.
 *
 * @example
 * it.each(lessons)('$code: markup is span tags only; …', (lesson) =>
 *   expectBlocksWellFormed(allBlocks(lesson), { uniqueListsAndMistakes: true }));
 */
export function expectBlocksWellFormed(
  blocks: readonly LessonBlock[],
  { uniqueListsAndMistakes = false }: { uniqueListsAndMistakes?: boolean } = {},
): void {
  for (const block of blocks) {
    for (const text of textsOf(block).filter((item) => item !== '')) checkMarkup(text);
    if (uniqueListsAndMistakes && block.type === 'list')
      expect(new Set(block.items).size).toBe(block.items.length);
    if (block.type === 'examples')
      expect(new Set(block.items.map((item) => item.german)).size).toBe(block.items.length);
    if (block.type === 'mistakes') {
      if (uniqueListsAndMistakes)
        expect(new Set(block.items.map((item) => item.wrong)).size).toBe(block.items.length);
      for (const item of block.items) expect(item.wrong).not.toBe(item.right);
    }
  }
}

/** The answers of a memory table, row by row (none for no table). */
export function tableAnswers(table: MemoryTable | undefined): string[][] {
  return (table?.rows ?? []).map((tableRow) => tableRow.cells.map((cell) => cell.answer));
}

/** A sub-page of a memorisation unit; throws if the unit has none at `path`. */
export function unitPage(unit: MemorizationUnit, path: string): MemorizationUnit['pages'][string] {
  const found = unit.pages[path];
  if (!found) throw new Error(`${unit.code} has no page ${path}`);
  return found;
}

/** The memory tables of a page's sub-pages, each with its sub-page's path (none for a lesson or practice page). */
export function memoryTables(page: NewMaterial | PracticePage): { path: string; table: MemoryTable }[] {
  return page.kind === 'memorization'
    ? Object.entries(page.pages).flatMap(([path, subPage]) =>
        subPage.tables.map((table) => ({ path, table })),
      )
    : [];
}

/** A New Material page the text checks read: a lesson or unit, or a practice page. */
export type LessonPage = NewMaterial | PracticePage;

/** Every block of a page: a lesson's or unit's (sub-pages included), or a practice page's. */
export function blocksOf(page: LessonPage): LessonBlock[] {
  return page.kind === 'practice' ? page.blocks : allBlocks(page);
}

/** What a chapter's lesson-text checks need to know of the chapter. */
export interface LessonTextRules {
  /** The German texts of a page, as the chapter's pages write their German. */
  germanTexts(page: LessonPage): string[];
  /** The words of a text worth checking, if the chapter names more than word parts (sounds such as ie). */
  germanWords?(text: string): string[];
  /** A word right although nspell does not know it (e.g. a number built by the chapter's rules). */
  spelledByRule?(word: string): boolean;
  /** A word taught although no chapter's vocabulary has it (a number word, a form the lesson teaches). */
  taughtByRule?(word: string): boolean;
  /** Whether a word is taught, where the chapter lists its forms itself (by default `taughtBy(chapter)`). */
  isTaught?(word: string): boolean;
  /** Also no repeated list item and no two mistakes with the same wrong sentence. */
  uniqueListsAndMistakes?: boolean;
}

/**
 * Declares the text tests of a chapter's New Material pages: markup is span tags only, examples
 * and mistakes unique and no mistake its own correction; every German word (as `germanTexts`
 * finds it) is spelled right and is a form taught by the chapter, or a name the course allows.
 *
 * @example
 * describeLessonTexts(8, [...lessons, practice], { germanTexts });
 */
export function describeLessonTexts(
  chapter: number,
  pages: readonly LessonPage[],
  rules: LessonTextRules,
): void {
  const isTaught = rules.isTaught ?? taughtBy(chapter);
  const byCode = pages.map((page) => ({ code: page.code, page }));
  describe(`chapter ${chapter} New Material: text`, () => {
    it.each(byCode)(
      '$code: markup is span tags only; examples and mistakes are unique; no mistake is its own correction',
      ({ page }) => {
        expectBlocksWellFormed(blocksOf(page), { uniqueListsAndMistakes: rules.uniqueListsAndMistakes });
        if (page.kind === 'practice') for (const item of page.items) checkMarkup(item.prompt);
      },
    );

    it.each(byCode)(
      `$code: every German word is spelled right and taught by chapter ${chapter}`,
      ({ page }) => {
        const words = rules.germanTexts(page).flatMap((text) => (rules.germanWords ?? germanWords)(text));
        expect(words.length).toBeGreaterThan(0);
        const spelled = (word: string) => isSpelledRight(word) || rules.spelledByRule?.(word) === true;
        const taught = (word: string) => isTaught(word) || rules.taughtByRule?.(word) === true;
        expect([...new Set(words.filter((word) => !spelled(word)))]).toEqual([]);
        expect([...new Set(words.filter((word) => !taught(word)))]).toEqual([]);
      },
    );
  });
}

/**
 * The German a learner reads and writes on a page: `germanOfBlocks` of its blocks (with the
 * table columns `germanColumn` calls German), every memory-table answer and the answers it
 * accepts besides, and a practice page's answers and the German spans of its prompts.
 *
 * @example germanOfPage(page, (heading, column) => column !== 0 && heading !== 'English')
 */
export function germanOfPage(
  page: LessonPage,
  germanColumn?: (heading: string, column: number) => boolean,
): string[] {
  const texts = germanOfBlocks(blocksOf(page), germanColumn);
  for (const { table } of memoryTables(page))
    for (const tableRow of table.rows)
      for (const cell of tableRow.cells) texts.push(cell.answer, ...(cell.accepted ?? []));
  if (page.kind === 'practice')
    texts.push(...page.items.flatMap((item) => [...item.answers, ...germanSpans(item.prompt)]));
  return texts;
}
