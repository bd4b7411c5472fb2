// Readers and checks of New Material text that the chapter tests share: the blocks of a lesson or
// unit, the texts of a block, its German spans and words, and the markup rule (span tags only).
// Not part of the package's public entry.
import { expect } from 'vitest';
import type { LessonBlock, NewMaterial } from '../lessons/schema.ts';
import { germanWordsOf } from './german-speller.ts';

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
