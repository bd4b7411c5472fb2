import { describe, expect, it } from 'vitest';
import { allMenuItems } from '@grundlagen/content';
import { practicePaths, signedOutPaths } from './first-page-paths.ts';

describe('signedOutPaths', () => {
  // The router and the first-page script test a pathname (no search or hash).
  it('matches the login, sign-up and landing pages and what is below them', () => {
    for (const path of ['/login', '/login/', '/new_user', '/landing_page', '/landing_page/about'])
      expect(path).toMatch(signedOutPaths);
  });

  it('matches no course page, nor a page whose name only starts like one', () => {
    for (const path of ['/', '/ch1/subject_pronoun', '/settings', '/loginx', '/new_users', '/ch1/login'])
      expect(path).not.toMatch(signedOutPaths);
  });
});

describe('practicePaths', () => {
  it('matches the page of every drill and exercise (every item with an answers table)', () => {
    const practice = allMenuItems().filter((item) => item.table);
    expect(practice.length).toBeGreaterThan(50);
    for (const item of practice) {
      expect(item.link).toMatch(practicePaths);
      expect(`${item.link}/`).toMatch(practicePaths);
    }
  });

  it('matches no New Material page, chapter page or sub-page', () => {
    for (const item of allMenuItems().filter((entry) => entry.section === 'concepts'))
      expect(item.link).not.toMatch(practicePaths);
    for (const path of ['/ch4', '/ch4/drills', '/ch4/drills/kein_vs_nicht/answers', '/chx/drills/a'])
      expect(path).not.toMatch(practicePaths);
  });
});
