// Spaced review and My mistakes (issue 25): a learner passes chapter 1's vocabulary test, finds
// its cards due on the Review page, answers one wrong and one right and sees when each comes
// back; a wrong drill answer appears in My mistakes with links to the question and the lesson,
// and practising it marks it fixed. Screenshots (light and dark, desktop and phone) go to
// REVIEW_SCREENSHOTS or a folder under the system's temporary directory, never into git.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from '../src/browser.ts';
import {
  learnerClient,
  logIn,
  newLearner,
  openPage,
  seriousAccessibilityViolations,
  signUp,
} from '../src/session.ts';

const baseUrl = inject('baseUrl');
const shots = process.env['REVIEW_SCREENSHOTS'] ?? join(tmpdir(), 'grundlagen-review-screenshots');
mkdirSync(shots, { recursive: true });
let browser: Browser;
let page: Page;
const learner = newLearner('review');

async function shoot(target: Page, name: string): Promise<void> {
  await target.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Passes chapter 1's vocabulary test as the trainer spec does: Show Answers, then type them. */
async function passVocabularyTest(target: Page): Promise<void> {
  await target.goto('/ch1/vocab/test');
  const inputs = target.locator('.trainer-list input');
  await inputs.first().waitFor();
  await target.getByRole('button', { name: 'Check My Answers' }).click();
  await target.getByRole('button', { name: 'Show Answers' }).click();
  const answers = await target.locator('.trainer-list .shown-answer').allTextContents();
  expect(answers).toHaveLength(20);
  for (const [index, answer] of answers.entries()) await inputs.nth(index).fill(answer);
  await target.getByRole('button', { name: 'Check My Answers' }).click();
  await target
    .getByRole('status')
    .filter({ hasText: /Passed: all 20 correct/ })
    .waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('browser:', message.text());
  });
  page.on('pageerror', (error) => console.log('page error:', error.message));
  await signUp(page, learner);
});
afterAll(async () => {
  await browser?.close();
});

describe('spaced review', () => {
  it('makes cards of a passed vocabulary test, schedules a wrong and a right answer, and shows when they come back', async () => {
    await page.goto('/review');
    await page.getByText(/Nothing to review yet/).waitFor();

    await passVocabularyTest(page);
    await page.goto('/');
    const box = page.getByRole('complementary', { name: 'Review' });
    await box.getByText(/\d+ cards due today/).waitFor();
    const due = Number(/(\d+) cards due today/.exec((await box.textContent()) ?? '')?.[1]);
    expect(due).toBeGreaterThanOrEqual(2 * 40);
    const headerLink = page.getByRole('banner').getByRole('link', { name: /^Review/ });
    await expect
      .poll(async () => (await headerLink.textContent())?.replace(/\s+/g, ' '), { timeout: 15_000 })
      .toBe(`Review ${due} cards due today`);

    await headerLink.click();
    await page.getByText(`${due} cards due today.`).waitFor();
    await shoot(page, 'review-start-desktop-light');
    await page.getByRole('button', { name: 'Review 20 cards' }).click();

    // Card 1 asks the first word's German from its English; card 2 the same word's English.
    await page.getByText('Card 1 of 20').waitFor();
    const firstPrompt = (await page.locator('.review-prompt').textContent()) ?? '';
    await page.getByLabel(/^The German/).fill('xyz');
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.getByRole('status').filter({ hasText: /Not right\. The answer is/ });
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/comes back in 1 minute/);
    await shoot(page, 'review-wrong-desktop-light');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next card' }).click();

    await page.getByText('Card 2 of 20').waitFor();
    const english =
      firstPrompt
        .split(',')[0]
        ?.replace(/\s*\(.*?\)\s*/g, ' ')
        .trim() ?? '';
    await page.getByLabel(/^The English/).fill(english);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^Right\. It comes back in 10 minutes/ })
      .waitFor();
    await shoot(page, 'review-right-desktop-light');

    // The rest with Enter alone: a wrong answer, then on.
    for (let card = 3; card <= 20; card += 1) {
      await page.keyboard.press('Enter');
      await page.getByText(`Card ${card} of 20`).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-answer');
      await page.keyboard.type('x');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: card === 20 ? 'See the summary' : 'Next card' }).waitFor();
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review: done' }).waitFor();
    await page.getByText('1 of 20 right.').waitFor();
    const rows = page.locator('.review-summary-table tbody tr');
    expect(await rows.count()).toBe(20);
    expect(await rows.nth(0).locator('td').last().textContent()).toBe('in 1 minute');
    expect(await rows.nth(1).locator('td').last().textContent()).toBe('in 10 minutes');
    await shoot(page, 'review-summary-desktop-light');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Saved on the server: every card, and one log entry per answer.
    const client = await learnerClient(page, baseUrl);
    await expect.poll(async () => (await client.from('review_log').select('id')).data?.length).toBe(20);
    const cards = await client.from('review_cards').select('card_id,reps,lapses,state');
    expect(cards.data).toHaveLength(due);
    expect(cards.data?.filter((card) => card.reps === 1)).toHaveLength(20);
  });
});

describe('my mistakes', () => {
  it('records a wrong drill answer, links to its question and its lesson, and practising it fixes it', async () => {
    await page.goto('/ch1/drills/subj_pronoun');
    await page.getByRole('heading', { name: 'Using the Subject Pronoun' }).waitFor();
    await page.getByLabel('Pronoun for situation 1', { exact: true }).fill('xx');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.locator('.answer-incorrect').first().waitFor();

    await page.goto('/mistakes');
    await page.getByRole('heading', { level: 1, name: 'My mistakes' }).waitFor();
    const topic = page.getByRole('region', { name: 'Using the Subject Pronoun' });
    await topic.locator('.mistake').first().waitFor();
    expect(await topic.locator('.mistake-answer').allTextContents()).toEqual(['xx']);
    await shoot(page, 'mistakes-desktop-light');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await topic.getByRole('link', { name: 'Go to the question' }).click();
    await page.getByRole('heading', { level: 1, name: 'Using the Subject Pronoun' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ch1/drills/subj_pronoun');

    await page.goBack();
    await topic.getByRole('link', { name: 'Lesson: The Subject Pronoun' }).click();
    const section = page.getByRole('heading', { name: 'Three words for "you"' });
    await section.waitFor();
    expect(new URL(page.url()).hash).toBe('#three-words-for-you');
    await expect.poll(() => section.isVisible()).toBe(true);

    await page.goto('/mistakes');
    const solution = (await topic.locator('.mistake-solution').first().textContent()) ?? '';
    await topic.getByRole('button', { name: 'Practise these: Using the Subject Pronoun' }).click();
    await page.getByRole('heading', { level: 1, name: 'Practise my mistakes' }).waitFor();
    await page.getByLabel(/^The German/).fill(solution);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^Right\./ })
      .waitFor();
    await page.getByRole('link', { name: 'Back to My mistakes' }).click();
    await topic.getByText('✓ fixed').waitFor();
    await page.getByText(/All fixed/).waitFor();
  });

  it('records a wrong choice in a choice drill, and the right choice later fixes it', async () => {
    await page.goto('/ch4/drills/kein_vs_nicht');
    const group = page.getByRole('group', { name: 'Negation of sentence 1', exact: true });
    await group.waitFor();
    // Sentence 1 ("Ich verstehe das.") is negated with nicht.
    await group.getByRole('radio', { name: 'kein' }).check();
    await page.waitForLoadState('networkidle');
    await page.goto('/mistakes');
    const topic = page.getByRole('region', { name: 'Kein Vs. Nicht' });
    await topic.locator('.mistake').first().waitFor();
    expect(await topic.locator('.mistake-answer').allTextContents()).toEqual(['kein']);
    await page.goto('/ch4/drills/kein_vs_nicht');
    await group.getByRole('radio', { name: 'nicht' }).check();
    await page.waitForLoadState('networkidle');
    await page.goto('/mistakes');
    await topic.getByText('✓ fixed').waitFor();
  });
});

describe('review and mistakes screens for a look', () => {
  it('in dark mode and on a phone', async () => {
    await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
    // Each page is shot once its learner's data has loaded: the review's start button, a mistake.
    for (const [path, name, loaded] of [
      ['/review', 'review-start', page.getByRole('button', { name: /^Review 20 cards|Start the review$/ })],
      ['/mistakes', 'mistakes', page.locator('.mistake').first()],
    ] as const) {
      await page.goto(path);
      await page.locator('.page h1').waitFor();
      await loaded.waitFor();
      await shoot(page, `${name}-desktop-dark`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }

    const mobile = await openPage(browser, baseUrl, { ...phone });
    try {
      await logIn(mobile, learner.email, learner.password);
      await mobile.waitForURL((url) => url.pathname === '/');
      await mobile.getByRole('complementary', { name: 'Review' }).waitFor();
      await shoot(mobile, 'home-phone-light');
      for (const scheme of ['light', 'dark'] as const) {
        // The learner's stored choice (a login applies the account's, light here).
        await mobile.evaluate((dark) => localStorage.setItem('isDarkMode', String(dark)), scheme === 'dark');
        await mobile.goto('/mistakes');
        await mobile.locator('.mistake').first().waitFor();
        await shoot(mobile, `mistakes-phone-${scheme}`);
        await mobile.goto('/review');
        await mobile.getByRole('button', { name: /^Review 20 cards|Start the review$/ }).click();
        await mobile.getByLabel(/^The (German|English)/).fill('xyz');
        await mobile.keyboard.press('Enter');
        await mobile.locator('.review-verdict-wrong, .review-verdict-slip').waitFor();
        await shoot(mobile, `review-phone-${scheme}`);
      }
      await page.goto('/review');
      await page.getByRole('button', { name: /^Review 20 cards|Start the review$/ }).click();
      await page.getByLabel(/^The (German|English)/).fill('xyz');
      await page.keyboard.press('Enter');
      await page.locator('.review-verdict-wrong, .review-verdict-slip').waitFor();
      await shoot(page, 'review-wrong-desktop-dark');
    } finally {
      await mobile.context().close();
      await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
    }
  });
});
