// axe-core on every page of every chapter (each link of the Table of Contents, so pages join as
// their content lands) and on the signed-out screens, in light and in dark mode: no serious or
// critical violation anywhere. Pages whose content is not written yet are all one page type (a
// title and breadcrumb), so only the first few of them are checked.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { newLearner, openPage, seriousAccessibilityViolations, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let coursePaths: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  await signUp(page, newLearner('axe'));
  await page.goto('/toc');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/ch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  coursePaths = [...new Set(hrefs)];
});
afterAll(async () => {
  await browser?.close();
});

/** How many pages without content are checked: they all have the same markup. */
const placeholdersChecked = 3;

/** Opens a page; true when it is a page whose content is not written yet (title and breadcrumb only). */
async function open(target: Page, path: string): Promise<boolean> {
  await target.goto(path);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await target.waitForLoadState('networkidle');
  return target.evaluate(() => {
    const section = document.querySelector('main section.page[aria-labelledby="page-title"]');
    return section !== null && section.children.length === 1;
  });
}

async function violationsAt(target: Page, path: string): Promise<string[]> {
  return (await seriousAccessibilityViolations(target)).map((violation) => `${path}: ${violation}`);
}

describe.each([
  ['light', false],
  ['dark', true],
] as const)('accessibility in %s mode', (_mode, dark) => {
  it(
    'finds no serious or critical violation on any page of the Table of Contents',
    async () => {
      expect(coursePaths.length).toBeGreaterThan(100);
      await page.evaluate((isDark) => localStorage.setItem('isDarkMode', String(isDark)), dark);
      const violations: string[] = [];
      let placeholders = 0;
      for (const path of coursePaths) {
        if ((await open(page, path)) && ++placeholders > placeholdersChecked) continue;
        violations.push(...(await violationsAt(page, path)));
      }
      expect(violations).toEqual([]);
    },
    15 * 60_000,
  );

  it('finds none on the signed-out screens', async () => {
    const visitor = await openPage(browser, baseUrl);
    await visitor.addInitScript((isDark) => localStorage.setItem('isDarkMode', String(isDark)), dark);
    const violations: string[] = [];
    for (const path of ['/login', '/new_user', '/landing_page']) {
      await open(visitor, path);
      violations.push(...(await violationsAt(visitor, path)));
    }
    await visitor.context().close();
    expect(violations).toEqual([]);
  });
});
