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
  await signUp(page, newLearner('lessons'));
});
afterAll(async () => {
  await browser?.close();
});

function sidebarMark(target: Page, name: RegExp, state: 'done' | 'not done') {
  return target
    .getByRole('navigation', { name: 'Course' })
    .getByRole('link', { name })
    .getByRole('img', { name: state, exact: true });
}

/** Types each answer into the inputs in order, moving with Tab only. */
async function typeWithKeyboard(target: Page, firstInput: string, answers: readonly string[]) {
  await target.locator(firstInput).focus();
  for (const answer of answers) {
    await target.keyboard.press('Control+A');
    await target.keyboard.type(answer);
    await target.keyboard.press('Tab');
  }
}

/** Fails a unit's test once (wrong cells turn red), reads the answers, then passes it by keyboard. */
async function passUnitTest(target: Page, path: string, itemName: RegExp) {
  await target.goto(path);
  const inputs = target.locator('.memory-table input');
  await inputs.first().waitFor();
  const count = await inputs.count();
  await typeWithKeyboard(target, '.memory-table input >> nth=0', ['falsch']);
  await target.getByRole('button', { name: 'Check My Answers' }).focus();
  await target.keyboard.press('Enter');
  await expect.poll(() => inputs.first().getAttribute('class')).toContain('answer-wrong');
  await target.getByRole('button', { name: 'Show Answers' }).focus();
  await target.keyboard.press('Enter');
  const answers = await target.locator('.memory-table .shown-answer').allTextContents();
  expect(answers).toHaveLength(count);
  await typeWithKeyboard(target, '.memory-table input >> nth=0', answers);
  await target.getByRole('button', { name: 'Check My Answers' }).focus();
  await target.keyboard.press('Enter');
  await target
    .getByRole('status')
    .filter({ hasText: /^Passed: all/ })
    .waitFor();
  await sidebarMark(target, itemName, 'done').waitFor();
}

describe('New Material', () => {
  it('passes the chapter 1 vocabulary test by keyboard alone; a wrong answer is red', async () => {
    await page.goto('/ch1/vocab/test');
    await page.getByRole('heading', { name: 'Vocabulary: Test' }).waitFor();
    const inputs = page.locator('.trainer-list input');
    const count = await inputs.count();
    expect(count).toBe(20);

    await typeWithKeyboard(page, '.trainer-list input >> nth=0', ['falsch']);
    // From the last input, Tab reaches the check button.
    await inputs.nth(count - 1).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => inputs.first().getAttribute('class')).toContain('answer-wrong');
    await page
      .getByRole('status')
      .filter({ hasText: /0 of 20 correct/ })
      .waitFor();
    await screenshot(page, 'vocabulary-test-wrong-desktop-light');

    await page.getByRole('button', { name: 'Show Answers' }).focus();
    await page.keyboard.press('Enter');
    const answers = await page.locator('.trainer-list .shown-answer').allTextContents();
    expect(answers).toHaveLength(20);
    await typeWithKeyboard(page, '.trainer-list input >> nth=0', answers);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /Passed: all 20 correct/ })
      .waitFor();
    await sidebarMark(page, /Vocabulary/, 'done').waitFor();
    await screenshot(page, 'vocabulary-test-passed-desktop-light');
  });

  it('passes the subject-pronoun memorisation test by keyboard alone and sees the tick', async () => {
    await passUnitTest(page, '/ch1/subject_pronoun/memorization/test', /The Subject Pronoun/);
    await screenshot(page, 'memorisation-test-passed-desktop-light');
  });

  it('passes the chapter 2 definite-article review test by keyboard alone and sees the tick', async () => {
    await passUnitTest(page, '/ch2/definite_article/test', /The Definite Article/);
    await screenshot(page, 'review-test-passed-desktop-light');
  });

  it('practises verb conjugation with a running score', async () => {
    await page.goto('/ch1/practice_verb_conjugation');
    await page.getByRole('main').getByRole('link', { name: 'sein and haben' }).click();
    const input = page.getByRole('textbox', { name: /^Form of (sein|haben) for / });
    await input.waitFor();
    await input.fill('xyz');
    await input.press('Enter');
    await page.getByText(/Not quite: /).waitFor();
    await expect.poll(() => page.getByText('Score: 0 of 1').count()).toBe(1);
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('');
    await screenshot(page, 'verb-practice-desktop-light');
  });
});
