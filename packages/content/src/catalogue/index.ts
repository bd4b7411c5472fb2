import { chapter1 } from './chapters/ch01.ts';
import { chapter2 } from './chapters/ch02.ts';
import { chapter3 } from './chapters/ch03.ts';
import { chapter4 } from './chapters/ch04.ts';
import { chapter5 } from './chapters/ch05.ts';
import { chapter6 } from './chapters/ch06.ts';
import { chapter7 } from './chapters/ch07.ts';
import { chapter8 } from './chapters/ch08.ts';
import { chapter9 } from './chapters/ch09.ts';
import { chapter10 } from './chapters/ch10.ts';
import { chapter11 } from './chapters/ch11.ts';
import { chapter12 } from './chapters/ch12.ts';
import { chapter13 } from './chapters/ch13.ts';
import { deepFreeze } from './load.ts';
import { sectionFields } from './sections.ts';
import type { Chapter, MenuItem, Section } from './schema.ts';

/**
 * The 13 chapters (docs/product/content.md "A chapter"), frozen: the one source for the sidebar, header
 * dropdowns, routes, Table of Contents, counts page and the server's tables. Plain typed data;
 * the catalogue tests validate it with `loadCatalogue`, so the browser ships no schema library.
 */
export const catalogue: readonly Chapter[] = deepFreeze([
  chapter1,
  chapter2,
  chapter3,
  chapter4,
  chapter5,
  chapter6,
  chapter7,
  chapter8,
  chapter9,
  chapter10,
  chapter11,
  chapter12,
  chapter13,
]);

/** How many chapters the course has: the catalogue's length, never written down twice. */
export const CHAPTER_COUNT = catalogue.length;

/** A chapter's groups in menu order. */
export const sections: readonly Section[] = ['concepts', 'drills', 'exercises', 'extras'];

/** The heading of each group in the sidebar and header. */
export const sectionLabel: Readonly<Record<Section, string>> = {
  concepts: 'New Material',
  drills: 'Drills',
  exercises: 'Exercises',
  extras: 'Extra Practice',
};

/** A menu item with the chapter and group it belongs to. */
export type CatalogueMenuItem = MenuItem & { readonly chapter: number; readonly section: Section };

/**
 * One chapter.
 *
 * @example
 * getChapter(4).drillsContents[3]?.name // 'Kein Vs. Nicht'
 * @throws RangeError when `number` is not a chapter (1..13)
 */
export function getChapter(number: number): Chapter {
  const chapter = catalogue[number - 1];
  if (!Number.isInteger(number) || chapter === undefined) {
    throw new RangeError(`No chapter ${number}: chapters are 1 to ${catalogue.length}`);
  }
  return chapter;
}

/**
 * A chapter's items of one group; empty when the chapter has none (Extra Practice outside
 * chapters 2 and 3).
 *
 * @example
 * sectionItems(getChapter(2), 'extras').length // 4
 */
export function sectionItems(chapter: Chapter, section: Section): readonly MenuItem[] {
  return chapter[sectionFields[section]] ?? [];
}

const menuItems: readonly CatalogueMenuItem[] = Object.freeze(
  catalogue.flatMap((chapter) =>
    sections.flatMap((section) =>
      sectionItems(chapter, section).map((item) =>
        Object.freeze({ ...item, chapter: chapter.number, section }),
      ),
    ),
  ),
);

/**
 * Every item of the course in course order (chapter by chapter; New Material, Drills,
 * Exercises, Extra Practice), each with its chapter number and group.
 *
 * @example
 * allMenuItems().find((item) => item.code === '1dsp')?.section // 'drills'
 */
export function allMenuItems(): readonly CatalogueMenuItem[] {
  return menuItems;
}

/**
 * The routes an item owns: its link, then its sub-pages, then its `:mode` values.
 *
 * @example
 * itemRoutes(getChapter(1).conceptsContents[0]!)
 * // ['/ch1/subject_pronoun', '/ch1/subject_pronoun/memorization/goal', …]
 */
export function itemRoutes(item: MenuItem): string[] {
  return [
    item.link,
    ...(item.subPages ?? []).map((subPage) => `${item.link}/${subPage.path}`),
    ...(item.modes ?? []).map((mode) => `${item.link}/${mode.slug}`),
  ];
}

/**
 * The paths that redirect to a sub-page of the item (its `aliases`), with where they lead.
 *
 * @example
 * subPageRedirects(getChapter(11).conceptsContents[0]!)
 * // [{ from: '/ch11/wissen/memorization/practice_nehmen', to: '/ch11/wissen/memorization/practice_wissen' }]
 */
export function subPageRedirects(item: MenuItem): { from: string; to: string }[] {
  return (item.subPages ?? []).flatMap((subPage) =>
    (subPage.aliases ?? []).map((alias) => ({
      from: `${item.link}/${alias}`,
      to: `${item.link}/${subPage.path}`,
    })),
  );
}

/** The chapter page. */
export function chapterPath(number: number): string {
  return `/ch${number}`;
}

/** The drills index page of a chapter, or undefined when the chapter has no drills. */
export function drillsIndexPath(number: number): string | undefined {
  return getChapter(number).drillsContents.length > 0 ? `/ch${number}/drills` : undefined;
}

/**
 * Every route of the chapter pages (of one chapter, or of all): `/ch{n}`, each item with its
 * sub-pages and `:mode` values, and `/ch{n}/drills` before the drills.
 *
 * @example
 * chapterRoutes(1).includes('/ch1/practice_verb_conjugation/regular') // true
 */
export function chapterRoutes(chapter?: number): string[] {
  const chapters = chapter === undefined ? catalogue : [getChapter(chapter)];
  return chapters.flatMap((current) => {
    const drillsIndex = drillsIndexPath(current.number);
    return [
      chapterPath(current.number),
      ...sections.flatMap((section) => [
        ...(section === 'drills' && drillsIndex !== undefined ? [drillsIndex] : []),
        ...sectionItems(current, section).flatMap(itemRoutes),
      ]),
    ];
  });
}

/** A page to go to: its path and the name its link shows. */
export interface PageLink {
  readonly path: string;
  readonly name: string;
}

/** The New Material pages of a chapter in the catalogue's order: each item, its sub-pages, its modes. */
function newMaterialPages(chapter: Chapter): PageLink[] {
  return sectionItems(chapter, 'concepts').flatMap((item) => [
    { path: item.link, name: item.name },
    ...(item.subPages ?? []).map((subPage) => ({
      path: `${item.link}/${subPage.path}`,
      name: `${item.name}: ${subPage.name}`,
    })),
    ...(item.modes ?? []).map((mode) => ({
      path: `${item.link}/${mode.slug}`,
      name: `${item.name}: ${mode.name}`,
    })),
  ]);
}

/**
 * The previous and next page of a New Material page (an item, a sub-page or a mode), in the
 * catalogue's order. The chapter's first page goes back to the chapter; its last goes on to the
 * chapter's drills (or its next section's first page). Undefined for any other path.
 *
 * @example
 * newMaterialNeighbours('/ch1/subject_pronoun')
 * // { previous: { path: '/ch1', name: 'Chapter 1' },
 * //   next: { path: '/ch1/subject_pronoun/memorization/goal', name: 'The Subject Pronoun: Goal' } }
 */
export function newMaterialNeighbours(
  path: string,
): { previous: PageLink | undefined; next: PageLink | undefined } | undefined {
  const chapterNumber = findMenuItemByPath(path)?.chapter;
  if (chapterNumber === undefined) return undefined;
  const chapter = getChapter(chapterNumber);
  const pages = newMaterialPages(chapter);
  const position = pages.findIndex((page) => page.path === normalizePath(path));
  if (position < 0) return undefined;
  const drills = drillsIndexPath(chapter.number);
  const following = (['drills', 'exercises', 'extras'] as const).flatMap((section) =>
    sectionItems(chapter, section),
  )[0];
  const after: PageLink | undefined = drills
    ? { path: drills, name: `Chapter ${chapter.number} Drills` }
    : following
      ? { path: following.link, name: following.name }
      : undefined;
  return {
    previous: pages[position - 1] ?? { path: chapterPath(chapter.number), name: `Chapter ${chapter.number}` },
    next: pages[position + 1] ?? after,
  };
}

/** `ch4/drills/kein/` → `/ch4/drills/kein`; query and fragment dropped. */
function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

const itemsByPath = new Map<string, CatalogueMenuItem>();
for (const item of menuItems) {
  for (const route of [...itemRoutes(item), ...(item.altLink === undefined ? [] : [item.altLink])]) {
    itemsByPath.set(normalizePath(route), item);
  }
}

const itemsByCode = new Map(menuItems.map((item) => [item.code, item]));

/**
 * The item a path belongs to: its link or altLink, or one of its sub-pages or `:mode` values.
 * A missing leading slash, a trailing slash, a query and a fragment are ignored.
 *
 * @example
 * findMenuItemByPath('/ch1/subject_pronoun/memorization/test')?.code // '1nsp'
 * findMenuItemByPath('/ch2/article_practice/both')?.code // '2nap'
 * findMenuItemByPath('/ch1/nowhere') // undefined
 */
export function findMenuItemByPath(path: string): CatalogueMenuItem | undefined {
  return itemsByPath.get(normalizePath(path));
}

/**
 * The item with a progress code.
 *
 * @example
 * findMenuItemByCode('4dkn')?.link // '/ch4/drills/kein_vs_nicht'
 */
export function findMenuItemByCode(code: string): CatalogueMenuItem | undefined {
  return itemsByCode.get(code);
}

/**
 * The New Material page that teaches what a drill practises: the chapter's concept page of the
 * same name (the word-order drills link to their rules this way).
 *
 * @example
 * conceptLessonOf(findMenuItemByPath('/ch8/drills/word_order')!)?.link // '/ch8/word_order'
 */
export function conceptLessonOf(item: CatalogueMenuItem): CatalogueMenuItem | undefined {
  return menuItems.find(
    (candidate) =>
      candidate.chapter === item.chapter && candidate.section === 'concepts' && candidate.name === item.name,
  );
}
