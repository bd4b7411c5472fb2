// Issue 32 in the browser: a wrong German answer says why it is wrong. A wrong translation, a
// wrong fill-in blank and a wrong review answer each show their explanation under the word
// difference ("Why: …"), announced with the verdict; My mistakes keeps it with the mistake.
// Screenshots, light and dark, desktop (1280 px) and phone (390 px), go to
// e2e/test-results/screenshots.
//
// The cases are clear ones of chapter 5: "mit unsere Kindern" (a translation) and "mit den Bus"
// (a fill-in blank, whose drill explains it in its own words: "mit takes the dative, and der
// Bus is masculine"). The translation's and the review's explanations are computed by the
// diagnosis engine (diagnoseSentence); the blank's is the drill's authored one.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from '../src/browser.ts';
import {
  logIn,
  newLearner,
  openPage,
  screenshot,
  seriousAccessibilityViolations,
  signUp,
} from '../src/session.ts';

const baseUrl = inject('baseUrl');
const learner = newLearner('diagnosis');
let browser: Browser;
let page: Page;

const TRANSLATION_PAGE = '/ch5/english_to_german';
const WRONG_TRANSLATION = 'Wir gehen mit unsere Kindern zum Supermarkt.';
const DRILL_PAGE = '/ch5/drills/dative_prepositions';
const WRONG_BLANK = 'den';
/** What the explanation of either mistake names: the preposition's case. */
const RULE = /mit takes the dative/;

/** The live region an input's verdict is announced in. */
async function announced(target: Page, input: Locator): Promise<string> {
  const id = await input.getAttribute('aria-describedby');
  return (await target.locator(`#${id}`).textContent()) ?? '';
}

/** The explanation under a row's difference: led by "Why:", so it never rests on colour. */
async function explanationOf(row: Locator): Promise<string> {
  const line = row.locator('.answer-explanation');
  await line.waitFor();
  return (await line.textContent()) ?? '';
}

async function wrongTranslation(target: Page): Promise<Locator> {
  await target.goto(TRANSLATION_PAGE);
  const input = target.getByLabel('Translation of sentence 1', { exact: true });
  await input.waitFor();
  await input.fill(WRONG_TRANSLATION);
  await target.getByRole('button', { name: 'Check Answers' }).click();
  const row = target.locator('li', { has: input });
  await row.locator('del', { hasText: 'unsere' }).waitFor();
  return row;
}

async function wrongBlank(target: Page): Promise<Locator> {
  await target.goto(DRILL_PAGE);
  const input = target.getByLabel('Sentence 1, blank 1', { exact: true });
  await input.waitFor();
  await input.fill(WRONG_BLANK);
  await target.getByRole('button', { name: 'Check Answers' }).click();
  const row = target.locator('li', { has: input });
  await row.locator('.answer-feedback').waitFor();
  return row;
}

/** Practises every open mistake, answering each as wrongly as before; returns the verdicts. */
async function practiseWrongly(target: Page, shot?: string): Promise<string[]> {
  await target.goto('/mistakes');
  await target.getByRole('button', { name: /^Practise all \d+$/ }).click();
  await target.getByRole('heading', { level: 1, name: 'Practise my mistakes' }).waitFor();
  const verdicts: string[] = [];
  for (;;) {
    const prompt = (await target.locator('.review-prompt').textContent()) ?? '';
    await target.getByLabel(/^The German/).fill(prompt.includes('___') ? WRONG_BLANK : WRONG_TRANSLATION);
    await target.keyboard.press('Enter');
    const status = target.locator('.review-verdict-wrong, .review-verdict-slip');
    await status.waitFor();
    verdicts.push((await status.textContent()) ?? '');
    if (shot && verdicts.length === 1) await screenshot(target, shot);
    const next = target.getByRole('button', { name: /^(Next card|See the summary)$/ });
    const last = (await next.textContent()) === 'See the summary';
    await next.click();
    if (last) break;
    await target.getByText(`Card ${verdicts.length + 1} of`).waitFor();
  }
  await target.getByRole('heading', { name: 'Practise my mistakes: done' }).waitFor();
  return verdicts;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  await signUp(page, learner);
});
afterAll(async () => {
  await browser?.close();
});

describe('why a German answer is wrong', () => {
  it('a wrong translation shows its explanation under the difference and announces it', async () => {
    const row = await wrongTranslation(page);
    // Engine: the computed explanation.
    expect(await explanationOf(row)).toMatch(/^Why: /);
    expect(await explanationOf(row)).toMatch(RULE);
    const input = page.getByLabel('Translation of sentence 1', { exact: true });
    expect(await announced(page, input)).toMatch(RULE);
    // Under the word difference, in the same feedback box.
    const order = await row
      .locator('.answer-feedback > p')
      .evaluateAll((lines) => lines.map((line) => line.className));
    expect(order.indexOf('answer-explanation')).toBeGreaterThan(order.indexOf('answer-difference'));
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'diagnosis-translation-desktop-light');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('a wrong fill-in blank shows the drill’s explanation of it and announces it', async () => {
    const row = await wrongBlank(page);
    const explanation = await explanationOf(row);
    expect(explanation).toMatch(/^Why: /);
    expect(explanation).toMatch(RULE);
    expect(explanation).toContain('der Bus is masculine');
    expect(await announced(page, page.getByLabel('Sentence 1, blank 1', { exact: true }))).toMatch(RULE);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'diagnosis-fill-in-desktop-light');
  });

  it('My mistakes shows each mistake with its explanation', async () => {
    await page.goto('/mistakes');
    await page.getByRole('heading', { level: 1, name: 'My mistakes' }).waitFor();
    const blank = page.locator('.mistake', { has: page.locator('.mistake-answer', { hasText: /^den$/ }) });
    const translation = page.locator('.mistake', {
      has: page.locator('.mistake-answer', { hasText: WRONG_TRANSLATION }),
    });
    await blank.waitFor();
    await translation.waitFor();
    expect(await blank.locator('.mistake-explanation').textContent()).toMatch(/^Why: .*der Bus is masculine/);
    // Engine: the translation's explanation was computed.
    expect(await translation.locator('.mistake-explanation').textContent()).toMatch(RULE);
    await screenshot(page, 'diagnosis-mistakes-desktop-light');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('a wrong review answer says why in its verdict', async () => {
    const verdicts = await practiseWrongly(page, 'diagnosis-review-desktop-light');
    expect(verdicts).toHaveLength(2);
    // Engine: both explanations are computed in Review (the blank in its sentence).
    for (const verdict of verdicts) {
      expect(verdict).toMatch(/Not right\. The answer is/);
      expect(verdict).toMatch(/Why: .*mit takes the dative/);
    }
  });
});

describe('explanations for a look', () => {
  it('in dark mode, and on a phone in light and dark', async () => {
    const views = [
      { name: 'desktop-dark', options: {}, dark: true },
      { name: 'phone-light', options: phone, dark: false },
      { name: 'phone-dark', options: phone, dark: true },
    ];
    for (const view of views) {
      const target = await openPage(browser, baseUrl, view.options);
      try {
        await logIn(target, learner.email, learner.password);
        await target.waitForURL((url) => url.pathname === '/');
        await target.evaluate((dark) => localStorage.setItem('isDarkMode', String(dark)), view.dark);

        const translation = await wrongTranslation(target);
        await explanationOf(translation);
        await translation.scrollIntoViewIfNeeded();
        await screenshot(target, `diagnosis-translation-${view.name}`);

        const blank = await wrongBlank(target);
        await explanationOf(blank);
        await blank.scrollIntoViewIfNeeded();
        await screenshot(target, `diagnosis-fill-in-${view.name}`);

        await target.goto('/mistakes');
        await target.locator('.mistake-explanation').first().waitFor();
        await screenshot(target, `diagnosis-mistakes-${view.name}`);
        if (view.dark) expect(await seriousAccessibilityViolations(target)).toEqual([]);

        await practiseWrongly(target, `diagnosis-review-${view.name}`);
      } finally {
        await target.context().close();
      }
    }
  });
});
