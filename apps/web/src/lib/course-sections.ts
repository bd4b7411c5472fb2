import {
  findMenuItemByPath,
  getChapter,
  sectionItems,
  sectionLabel,
  sections,
  type CatalogueMenuItem,
  type Chapter,
  type MenuItem,
  type Section,
} from '@grundlagen/content';

export interface MenuSection {
  key: Section;
  title: string;
  items: readonly MenuItem[];
}

/** A chapter's menu groups in sidebar and header order; Extra Practice only where the chapter has it. */
export function chapterSections(chapter: Chapter): MenuSection[] {
  return sections
    .map((key) => ({ key, title: sectionLabel[key], items: sectionItems(chapter, key) }))
    .filter((section) => section.items.length > 0);
}

/** True when the path is the item's page or one of its sub-pages. */
export function pathBelongsTo(item: MenuItem, path: string): boolean {
  const links = [item.link, ...(item.altLink ? [item.altLink] : [])];
  return links.some((link) => path === link || path.startsWith(`${link}/`));
}

export interface PageLocation {
  chapter: Chapter;
  sectionTitle: string;
  item: CatalogueMenuItem;
  /** The sub-page or mode below the item, when the path names one. */
  subPage?: { path: string; name: string };
}

/** The catalogue item, and sub-page or mode, a path belongs to. */
export function locatePage(path: string): PageLocation | undefined {
  const item = findMenuItemByPath(path);
  if (!item) return undefined;
  const location = { chapter: getChapter(item.chapter), sectionTitle: sectionLabel[item.section], item };
  const rest = path.replace(/\/+$/, '').slice(item.link.length + 1);
  if (rest === '') return location;
  const subPage =
    item.subPages?.find((page) => page.path === rest) ??
    item.modes?.map((mode) => ({ path: mode.slug, name: mode.name })).find((mode) => mode.path === rest);
  return subPage ? { ...location, subPage: { path: subPage.path, name: subPage.name } } : location;
}
