// The checks every chapter test makes of its New Material pages, written once: each lesson, unit
// and practice page parses, is the catalogue's item of its code, is registered and loads as
// written, and the chapter's pages are all the catalogue names. Not part of the package's public
// entry.
import { describe, expect, it } from 'vitest';
import { allMenuItems, findMenuItemByCode } from '../catalogue/index.ts';
import { hasNewMaterial, hasPracticePage, loadNewMaterial, loadPracticePage } from '../lessons/registry.ts';
import { newMaterialSchema, practicePageSchema } from '../lessons/schema.ts';
import type { LessonPage } from './lesson-texts.ts';

/** The kinds of catalogue item a chapter writes as New Material pages. */
const WRITTEN_KINDS = new Set(['lesson', 'memorization', 'review', 'practice']);

/** The mode a memorisation unit's sub-page has, read from its path: the goal shows, the test tests. */
function modeOfPath(path: string): 'goal' | 'test' | 'practice' {
  return path.endsWith('/test') ? 'test' : path.endsWith('/goal') ? 'goal' : 'practice';
}

/**
 * Declares the tests of a chapter's New Material pages (lessons, units and practice pages):
 * every page parses with its schema and is the catalogue's New Material item of the chapter of
 * its kind (a unit in `reviewUnits` is catalogued as a review); lessons and units are registered
 * as New Material and load as written, practice pages as practice pages only; a unit's page keys
 * are the catalogue's sub-pages, each in the mode its path names, its tables as wide as their
 * heads with unique captions and row labels, some cell asked in each, help (given cells) on
 * practice pages only (and on each of them, with `helpOnEveryPracticePage`); each practice page
 * has at least `practiceItems` items where the chapter gives that number; and the pages are every
 * lesson, unit and practice page the catalogue lists for the chapter.
 *
 * @example describeChapterPages(8, [...lessons, practice]);
 */
export function describeChapterPages(
  chapter: number,
  pages: readonly LessonPage[],
  {
    reviewUnits = [],
    helpOnEveryPracticePage = false,
    practiceItems,
  }: { reviewUnits?: readonly string[]; helpOnEveryPracticePage?: boolean; practiceItems?: number } = {},
): void {
  const byCode = pages.map((page) => ({ code: page.code, page }));
  describe(`chapter ${chapter} New Material: schemas, registry and catalogue`, () => {
    if (practiceItems !== undefined)
      it.each(byCode.filter(({ page }) => page.kind === 'practice'))(
        `$code has at least ${practiceItems} items`,
        ({ page }) => {
          expect(page.kind === 'practice' ? page.items.length : 0).toBeGreaterThanOrEqual(practiceItems);
        },
      );

    it.each(byCode)(
      '$code parses, is the catalogue item of its kind, is registered and loads as written',
      async ({ code, page }) => {
        const item = findMenuItemByCode(code);
        expect(item?.chapter).toBe(chapter);
        expect(item?.section).toBe('concepts');
        if (page.kind === 'practice') {
          const parsed = practicePageSchema.safeParse(page);
          expect(parsed.success, parsed.error?.message).toBe(true);
          expect(item?.kind).toBe('practice');
          expect(hasNewMaterial(code)).toBe(false);
          expect(hasPracticePage(code), `${code} is registered as a practice page`).toBe(true);
          expect(await loadPracticePage(code)).toEqual(parsed.data);
          return;
        }
        const parsed = newMaterialSchema.safeParse(page);
        expect(parsed.success, parsed.error?.message).toBe(true);
        expect(item?.kind).toBe(reviewUnits.includes(code) ? 'review' : page.kind);
        expect(hasNewMaterial(code)).toBe(true);
        expect(hasPracticePage(code)).toBe(false);
        expect(await loadNewMaterial(code)).toEqual(page);
      },
    );

    const units = byCode.flatMap(({ code, page }) => (page.kind === 'memorization' ? [{ code, page }] : []));
    if (units.length > 0)
      it.each(units)(
        '$code: the page keys are the catalogue sub-pages; goal shows, test tests, the others practise',
        ({ code, page }) => {
          const paths = (findMenuItemByCode(code)?.subPages ?? []).map((subPage) => subPage.path);
          expect(paths.length).toBeGreaterThan(0);
          expect(Object.keys(page.pages).sort()).toEqual([...paths].sort());
          for (const [path, unitPage] of Object.entries(page.pages))
            expect(unitPage.mode, path).toBe(modeOfPath(path));
        },
      );

    if (units.length > 0)
      it.each(units)(
        '$code: tables as wide as their heads, captions and labels unique, help on practice pages only',
        ({ page }) => {
          for (const [path, unitPage] of Object.entries(page.pages)) {
            const captions = unitPage.tables.map((table) => table.caption);
            expect(new Set(captions).size, path).toBe(captions.length);
            for (const table of unitPage.tables) {
              const where = `${path}: ${table.caption}`;
              const labels = table.rows.map((tableRow) => tableRow.label);
              expect(new Set(labels).size, where).toBe(labels.length);
              for (const tableRow of table.rows)
                expect(tableRow.cells.length, where).toBe(table.head.length - 1);
              const cells = table.rows.flatMap((tableRow) => tableRow.cells);
              expect(
                cells.some((cell) => !cell.given),
                `${where} asks something`,
              ).toBe(true);
              if (unitPage.mode !== 'practice')
                expect(
                  cells.filter((cell) => cell.given),
                  `${where} gives no help`,
                ).toEqual([]);
            }
            if (helpOnEveryPracticePage && unitPage.mode === 'practice')
              expect(
                unitPage.tables.some((table) =>
                  table.rows.some((row) => row.cells.some((cell) => cell.given)),
                ),
                `${path} gives some help`,
              ).toBe(true);
          }
        },
      );

    it(`writes every lesson, unit and practice page the catalogue lists for chapter ${chapter}`, () => {
      const listed = allMenuItems()
        .filter((item) => item.chapter === chapter && item.section === 'concepts')
        .filter((item) => WRITTEN_KINDS.has(item.kind))
        .map((item) => item.code);
      expect(pages.map((page) => page.code).sort()).toEqual([...listed].sort());
    });
  });
}
