import { describe, expect, it } from 'vitest';
import { findMenuItemByCode, getChapter, type MenuItem } from '@grundlagen/content';
import { chapterSections, locatePage, pathBelongsTo } from './course-sections.ts';

describe('chapterSections', () => {
  it('gives a chapter’s groups in menu order, with Extra Practice where the chapter has it', () => {
    const chapter2 = chapterSections(getChapter(2));
    expect(chapter2.map((section) => [section.key, section.title])).toEqual([
      ['concepts', 'New Material'],
      ['drills', 'Drills'],
      ['exercises', 'Exercises'],
      ['extras', 'Extra Practice'],
    ]);
    expect(chapter2[3]?.items.map((item) => item.link)).toContain('/ch2/def_art_extras');
    expect(chapter2[1]?.items).toBe(getChapter(2).drillsContents);
  });

  it('leaves out a group the chapter has nothing in', () => {
    expect(chapterSections(getChapter(1)).map((section) => section.key)).toEqual([
      'concepts',
      'drills',
      'exercises',
    ]);
  });
});

describe('pathBelongsTo', () => {
  const item = { link: '/ch1/subject_pronoun', altLink: '/ch1/pronouns' } as MenuItem;

  it('takes the item’s page, its sub-pages and its second link', () => {
    expect(pathBelongsTo(item, '/ch1/subject_pronoun')).toBe(true);
    expect(pathBelongsTo(item, '/ch1/subject_pronoun/memorization/test')).toBe(true);
    expect(pathBelongsTo(item, '/ch1/pronouns')).toBe(true);
    expect(pathBelongsTo(item, '/ch1/pronouns/goal')).toBe(true);
  });

  it('does not take a page whose path only starts with the same letters', () => {
    expect(pathBelongsTo(item, '/ch1/subject_pronouns')).toBe(false);
    expect(pathBelongsTo(item, '/ch1')).toBe(false);
    expect(pathBelongsTo({ link: '/ch1/subject_pronoun' } as MenuItem, '/ch1/pronouns')).toBe(false);
  });
});

describe('locatePage', () => {
  it('finds the item, chapter and group of an item’s own page', () => {
    const page = locatePage('/ch4/drills/kein_vs_nicht');
    expect(page?.item.code).toBe('4dkn');
    expect(page?.chapter.number).toBe(4);
    expect(page?.sectionTitle).toBe('Drills');
    expect(page).not.toHaveProperty('subPage');
    // A trailing slash is the same page.
    expect(locatePage('/ch4/drills/kein_vs_nicht/')).toEqual(page);
  });

  it('names the sub-page below an item', () => {
    const page = locatePage('/ch1/subject_pronoun/memorization/test');
    expect(page?.item).toBe(findMenuItemByCode('1nsp'));
    expect(page?.sectionTitle).toBe('New Material');
    expect(page?.subPage).toEqual({ path: 'memorization/test', name: 'Test' });
  });

  it('names the mode below an item, with the mode’s own name', () => {
    expect(locatePage('/ch2/article_practice/both')?.subPage).toEqual({
      path: 'both',
      name: 'Both Articles',
    });
    expect(locatePage('/ch1/practice_verb_conjugation/irregular/')?.subPage).toEqual({
      path: 'irregular',
      name: 'sein and haben',
    });
  });

  it('knows no page outside the catalogue', () => {
    expect(locatePage('/ch1/nowhere')).toBeUndefined();
    expect(locatePage('/settings')).toBeUndefined();
  });
});
