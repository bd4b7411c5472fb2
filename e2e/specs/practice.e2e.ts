import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { answerOf } from '../src/earn.ts';
import { freePort, startServer } from '../src/server.ts';
import { newLearner, openPage, queuedWrites, screenshot, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  await signUp(page, newLearner('practice'));
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

describe('practice screens', () => {
  it('completes the subject-pronoun drill, ticks it, and keeps the answers after a reload', async () => {
    await page.goto('/ch1/drills/subj_pronoun');
    await page.getByRole('heading', { name: 'Using the Subject Pronoun' }).waitFor();
    for (let situation = 1; situation <= 32; situation += 1) {
      const text = await answerOf(page, `Show the answer for situation ${situation}`);
      const pronoun = /You should use:\s*(Sie|du|ihr|er|sie)/.exec(text)?.[1];
      expect(pronoun, text).toBeDefined();
      await page.getByLabel(`Pronoun for situation ${situation}`, { exact: true }).fill(pronoun ?? '');
    }
    await page.getByRole('button', { name: 'Check Answers' }).click();
    expect(await page.locator('.answer-correct').count()).toBe(32);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').first().waitFor();
    await sidebarMark(page, /Using the Subject Pronoun/, 'done').waitFor();
    await screenshot(page, 'subject-pronoun-desktop-light');

    await page.reload();
    await page.getByLabel('Pronoun for situation 32', { exact: true }).waitFor();
    // The page shows before the saved answers have arrived (it is prerendered): they come after.
    await expect.poll(() => page.locator('.answer-correct').count()).toBe(32);
    await sidebarMark(page, /Using the Subject Pronoun/, 'done').waitFor();
  });

  it('marks a wrong translation yellow and a right one green', async () => {
    await page.goto('/ch1/german_to_english');
    const input = page.getByLabel('Translation of sentence 1', { exact: true });
    await input.fill('This is not the answer');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expect.poll(() => input.getAttribute('class')).toContain('answer-incorrect');

    const text = await answerOf(page, 'Show the translation of sentence 1');
    const translation = text
      .replace(/^Sentence 1×?Translation/, '')
      .split('Other correct answers')[0]
      ?.split('Note:')[0]
      ?.trim();
    expect(translation).toBeTruthy();
    await input.fill(translation ?? '');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expect.poll(() => input.getAttribute('class')).toContain('answer-correct');
    await screenshot(page, 'german-to-english-desktop-light');
  });

  it('shows a dictionary entry after the cheat-link warning and Proceed', async () => {
    await page.goto('/ch1/german_to_english');
    const box = page.getByRole('region', { name: 'Vocabulary entry' });
    expect(await box.textContent()).toContain('will appear here');
    await page.getByRole('button', { name: /Vocab Cheat Links/ }).click();
    const warning = page.getByRole('dialog', { name: 'Achtung! Not recommended.' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Proceed' }).click();
    await page.locator('.exercise-row .word-link').first().click();
    await expect.poll(() => box.textContent()).not.toContain('will appear here');
    await screenshot(page, 'cheat-links-desktop-light');
  });

  it('reorders a jumble with the keyboard alone until its border is green', async () => {
    await page.goto('/ch3/drills/word_order');
    const jumble = page.locator('.jumble').first();
    await jumble.waitFor();
    const text = await answerOf(page, 'Show the answer for jumble 1');
    const answer = /Jumble 1×?(.*?)(?:[.!?])/.exec(text)?.[1]?.trim() ?? '';
    expect(answer.length).toBeGreaterThan(3);

    const chunks = jumble.locator('.chunk');
    // A chunk's capital letter and full stop depend on its place, so chunks are matched without them.
    const plain = (text: string) =>
      text
        .toLowerCase()
        .replace(/[.,!?]/g, '')
        .trim();
    const titles = (await chunks.allTextContents()).map(plain);
    // The wanted order: at each step the chunk whose text starts the rest of the answer.
    const wanted: string[] = [];
    let rest = plain(answer);
    const left = [...titles];
    while (left.length > 0) {
      const index = left.findIndex((title) => rest === title || rest.startsWith(`${title} `));
      expect(index, `no chunk continues "${rest}"`).toBeGreaterThanOrEqual(0);
      const [title] = left.splice(index, 1);
      wanted.push(title ?? '');
      rest = rest.slice((title ?? '').length).trim();
    }

    for (let position = 0; position < wanted.length; position += 1) {
      const current = (await chunks.allTextContents()).map(plain);
      const from = current.indexOf(wanted[position] ?? '');
      if (from === position) continue;
      await chunks.nth(from).focus();
      // Each key press waits for what it does: picked up, then one place further left.
      await page.keyboard.press('Space');
      await expect.poll(() => chunks.nth(from).getAttribute('aria-pressed')).toBe('true');
      for (let step = 1; step <= from - position; step += 1) {
        await page.keyboard.press('ArrowLeft');
        await expect
          .poll(async () => (await chunks.allTextContents()).map(plain).indexOf(wanted[position] ?? ''))
          .toBe(from - step);
      }
      await page.keyboard.press('Space');
      await expect
        .poll(async () => (await chunks.allTextContents()).map(plain).indexOf(wanted[position] ?? ''))
        .toBe(position);
    }
    await expect.poll(() => jumble.getAttribute('class')).toContain('correct');
    await screenshot(page, 'word-order-desktop-light');
  });

  it('answers all 40 kein/nicht sentences, ticks 4dkn, and Reset removes the tick', async () => {
    await page.goto('/ch4/drills/kein_vs_nicht');
    await page.getByRole('heading', { name: 'Kein Vs. Nicht' }).waitFor();
    for (let sentence = 1; sentence <= 40; sentence += 1) {
      await page
        .getByRole('group', { name: `Negation of sentence ${sentence}`, exact: true })
        .getByRole('radio', { name: sentence % 2 === 0 ? 'nicht' : 'kein' })
        .check();
    }
    await sidebarMark(page, /Kein Vs\. Nicht/, 'done').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').first().waitFor();
    await screenshot(page, 'kein-vs-nicht-desktop-light');

    await page.getByRole('button', { name: 'Reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achtung!' });
    await dialog.getByText('permanently delete all your work on the drills on this page').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await sidebarMark(page, /Kein Vs\. Nicht/, 'not done').waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('names the choices of sein oder haben and sondern vs. aber by what they ask', async () => {
    for (const [path, legend, wording] of [
      ['/ch8/drills/sein_oder_haben', 'Helping verb', /click sein or haben/],
      ['/ch12/drills/sondern_aber', 'Joining word', /click sondern or aber to join/],
    ] as const) {
      await page.goto(path);
      const group = page.getByRole('group', { name: `${legend} of sentence 1`, exact: true });
      await group.waitFor();
      expect(await group.getByRole('radio').count()).toBe(2);
      await page.getByText(wording).waitFor();
      expect(await page.getByRole('group', { name: /^Negation of/ }).count()).toBe(0);
    }
  });

  it('keeps answers typed while the server is down and saves them when it is back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grundlagen-e2e-down-'));
    const port = await freePort();
    let server = await startServer({ dataDir, port });
    const own = await openPage(browser, server.url);
    try {
      await signUp(own, newLearner('offline'));
      await own.goto('/ch1/german_to_english');
      const input = own.getByLabel('Translation of sentence 2', { exact: true });
      await input.waitFor();

      await server.stop();
      await input.fill('I keep this answer safe');
      await own.getByRole('button', { name: 'Save', exact: true }).click();
      await own
        .getByText(/could not be updated: the server cannot be reached/)
        .first()
        .waitFor();
      await own.getByText(/Not saved yet/).waitFor();
      // The answer waits in the browser's write queue.
      expect(JSON.stringify(await queuedWrites(own))).toContain('I keep this answer safe');

      server = await startServer({ dataDir, port });
      await own.getByText('Work saved.').first().waitFor({ timeout: 20_000 });
      await own.reload();
      await expect
        .poll(() => own.getByLabel('Translation of sentence 2', { exact: true }).inputValue())
        .toBe('I keep this answer safe');
      expect(await queuedWrites(own)).toEqual([]);
    } finally {
      await own.context().close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('practice screens in dark mode and on a phone', () => {
  it('renders each screen type for a look', async () => {
    const { phone } = await import('../src/browser.ts');
    const dark = await openPage(browser, baseUrl, { colorScheme: 'dark' });
    const mobile = await openPage(browser, baseUrl, { ...phone, colorScheme: 'light' });
    try {
      await signUp(dark, newLearner('dark'));
      await signUp(mobile, newLearner('mobile'));
      for (const [name, path, heading] of [
        ['verb-use', '/ch1/drills/verb_use', 'Using Verbs'],
        ['english-to-german', '/ch1/english_to_german', 'English to German'],
        ['word-order', '/ch3/drills/word_order', 'Word Order (I)'],
        ['kein-vs-nicht', '/ch4/drills/kein_vs_nicht', 'Kein Vs. Nicht'],
        ['subject-pronoun', '/ch1/drills/subj_pronoun', 'Using the Subject Pronoun'],
        ['six-blanks', '/ch3/drills/definite_article', 'Definite Article + Adjective'],
        ['lesson', '/ch3/word_order', 'Word Order (I)'],
        [
          'memorisation-practice',
          '/ch3/definite_article/memorization/feminine',
          'Definite Article + Adjective: Feminine',
        ],
        ['vocabulary-goal', '/ch2/vocab/goal', 'Vocabulary: Goal'],
        ['article-practice', '/ch3/article_adjective_practice', 'Practice'],
      ] as const) {
        for (const [target, variant] of [
          [dark, 'desktop-dark'],
          [mobile, 'phone-light'],
        ] as const) {
          await target.goto(path);
          await target.getByRole('heading', { level: 1, name: heading }).waitFor();
          await screenshot(target, `${name}-${variant}`);
        }
      }
      expect(await dark.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    } finally {
      await dark.context().close();
      await mobile.context().close();
    }
  });
});
