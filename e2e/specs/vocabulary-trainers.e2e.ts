import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { newLearner, openPage, screenshot, signUp } from '../src/session.ts';

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

/** Fills the inputs in order, moving with Tab only, as a keyboard learner does. */
async function typeWithKeyboard(target: Page, answers: readonly string[]) {
  await target.locator('.trainer-list input').first().focus();
  for (const answer of answers) {
    await target.keyboard.press('Control+A');
    await target.keyboard.type(answer);
    await target.keyboard.press('Tab');
  }
}

describe('the vocabulary trainers of chapters 4–13', () => {
  it.each(chapters)('chapter %i: every sub-page shows the list, and the test is passed', async (chapter) => {
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

    await page.goto(`/ch${chapter}/vocab/test`);
    const inputs = page.locator('.trainer-list input');
    await inputs.first().waitFor();
    expect(await inputs.count()).toBe(20);
    await page.getByRole('button', { name: 'Check My Answers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /0 of 20 correct/ })
      .waitFor();
    await page.getByRole('button', { name: 'Show Answers' }).click();
    const answers = await page.locator('.trainer-list .shown-answer').allTextContents();
    expect(answers).toHaveLength(20);
    await typeWithKeyboard(page, answers);
    await page.getByRole('button', { name: 'Check My Answers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Passed: all 20 correct/ })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Course' })
      .getByRole('link', { name: /Vocabulary/ })
      .getByRole('img', { name: 'done', exact: true })
      .first()
      .waitFor();
    if (chapter === 5 || chapter === 13)
      await screenshot(page, `vocabulary-test-ch${chapter}-passed-desktop-light`);
  });
});
