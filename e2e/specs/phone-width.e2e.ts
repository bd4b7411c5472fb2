// Every page of the course at a phone's width (390 px): none may scroll sideways. The walk opens
// the course's own pages and every route of the catalogue (each item, its sub-pages and modes,
// the chapter and drills pages) and compares the document's scroll width with the phone's width.
// A table wider than the phone scrolls inside its own box, which is allowed. The walk moves
// inside the app (as its links do) rather than loading each page afresh.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chapterRoutes } from '@grundlagen/content';
import { launchBrowser, phone } from '../src/browser.ts';
import { navigateInApp, newLearner, openPage, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

const coursePages = [
  '/',
  '/introduction',
  '/how_to',
  '/toc',
  '/counts',
  '/review',
  '/mistakes',
  '/settings/ch=1',
  '/vocab_util',
];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl, { ...phone });
  await signUp(page, newLearner('phonewidth'));
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page sticks out sideways, with the element that reaches furthest right. */
async function overflow(target: Page, limit: number): Promise<{ width: number; widest: string } | null> {
  return target.evaluate((limit) => {
    // Compared with the phone's width, not the window's: a phone's browser widens its layout
    // viewport to a page that sticks out, so the window would grow with the fault.
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return null;
    let widest = '';
    let right = 0;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.right > right) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40) ?? ''}"`;
      }
    }
    return { width, widest };
  }, limit);
}

describe('a phone’s width', () => {
  it(
    'no page of the course scrolls sideways at 390 px',
    async () => {
      const routes = [...coursePages, ...chapterRoutes()];
      const limit = phone.viewport?.width ?? 390;
      expect(routes.length).toBeGreaterThan(380);
      const wide: string[] = [];
      for (const route of routes) {
        await navigateInApp(page, route);
        await page.locator('main h1').first().waitFor();
        await page.locator('.spinner').first().waitFor({ state: 'detached' });
        const found = await overflow(page, limit);
        if (found) wide.push(`${route}: ${found.width} px (${found.widest})`);
      }
      expect(wide).toEqual([]);
    },
    30 * 60_000,
  );
});
