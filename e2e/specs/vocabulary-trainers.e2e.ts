import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { newLearner, openPage, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  await signUp(page, newLearner('trainers'));
});
afterAll(async () => {
  await browser?.close();
});

const chapters = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

describe('the vocabulary trainers of chapters 4–13', () => {
  it.each(chapters)(
    'chapter %i: every sub-page shows the list, and the test has 20 words',
    async (chapter) => {
      await page.goto(`/ch${chapter}/vocab/goal`);
      await page.getByRole('heading', { name: 'Vocabulary: Goal' }).waitFor();
      const goalRows = await page.locator('.lesson-table tbody tr').count();
      expect(goalRows).toBeGreaterThanOrEqual(45);
      expect(goalRows).toBeLessThanOrEqual(70);

      await page.goto(`/ch${chapter}/vocab/to_english`);
      await page.locator('.trainer-list input').first().waitFor();
      expect(await page.locator('.trainer-list input').count()).toBe(goalRows);

      await page.goto(`/ch${chapter}/vocab/to_german`);
      await page.locator('.trainer-list input').first().waitFor();
      expect(await page.locator('.trainer-list input').count()).toBe(goalRows);

      await page.goto(`/ch${chapter}/vocab/genders`);
      await page.getByRole('heading', { name: 'Vocabulary: Genders' }).waitFor();
      const nouns = await page.locator('fieldset.choices').count();
      expect(nouns).toBeGreaterThan(0);
      await page.locator('fieldset.choices').first().getByRole('radio', { name: 'der' }).check();
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/of \d+ correct/);

      await page.goto(`/ch${chapter}/vocab/sing_pl`);
      await page.getByRole('heading', { name: 'Vocabulary: Singular and Plural' }).waitFor();
      expect(await page.locator('.trainer-list input').count()).toBeGreaterThan(0);

      // The test itself is passed by keyboard in the chapter walk (chapters.e2e.ts).
      await page.goto(`/ch${chapter}/vocab/test`);
      await page.locator('.trainer-list input').first().waitFor();
      expect(await page.locator('.trainer-list input').count()).toBe(20);
    },
  );
});
