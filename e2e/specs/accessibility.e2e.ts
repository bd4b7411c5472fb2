// axe-core on every page type of every chapter and on the signed-out screens, in light and in
// dark mode: no serious or critical violation anywhere. The pages come from the Table of Contents
// (so pages join as content lands); a page type is told by the structure of the page's main
// element, and each type is checked once per chapter in light mode and once in dark mode (the
// light-mode run, which runs first, finds a page of each type).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import {
  navigateInApp,
  newLearner,
  openPage,
  seriousAccessibilityViolations,
  signUp,
} from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let coursePaths: string[] = [];
/** A page of each page type, by type, found by the light-mode run. */
const typeRepresentatives = new Map<string, string>();

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

/**
 * Opens a page and returns its type: the element structure of its main content. Within the
 * course the page is opened inside the app (as its links do), not loaded afresh.
 */
async function open(target: Page, path: string, inApp = false): Promise<string> {
  if (inApp) await navigateInApp(target, path);
  else await target.goto(path);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  // The route's loader has run when the heading shows; parts that load later show a spinner.
  await target.locator('main .spinner').first().waitFor({ state: 'detached' });
  return target.evaluate(() => {
    const parts = new Set<string>();
    const walk = (element: Element, depth: number) => {
      if (depth > 4) return;
      for (const child of element.children) {
        parts.add(`${depth}${child.tagName}.${[...child.classList].sort().join('.')}`);
        walk(child, depth + 1);
      }
    };
    const main = document.querySelector('main');
    if (main) walk(main, 0);
    return [...parts].sort().join('|');
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
    'finds no serious or critical violation on any page type of the Table of Contents',
    async () => {
      expect(coursePaths.length).toBeGreaterThan(100);
      if (dark) expect(typeRepresentatives.size).toBeGreaterThan(5);
      await page.evaluate((isDark) => localStorage.setItem('isDarkMode', String(isDark)), dark);
      // The theme is read when the app loads.
      await page.reload();
      await page.locator('main[data-path]').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(
        dark ? 'dark' : 'light',
      );
      const violations: string[] = [];
      if (dark) {
        // One page of each type, as found in light mode (which runs first).
        for (const path of typeRepresentatives.values()) {
          await open(page, path, true);
          violations.push(...(await violationsAt(page, path)));
        }
      } else {
        const checked = new Set<string>();
        for (const path of coursePaths) {
          const type = await open(page, path, true);
          if (!typeRepresentatives.has(type)) typeRepresentatives.set(type, path);
          const key = `${/^\/ch(\d+)/.exec(path)?.[1] ?? ''} ${type}`;
          if (checked.has(key)) continue;
          checked.add(key);
          violations.push(...(await violationsAt(page, path)));
        }
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
