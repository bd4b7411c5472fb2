import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from '../src/browser.ts';
import { logIn, newLearner, openPage, signUp } from '../src/session.ts';

// What a learner trips over on the practice screens (issue 11), desktop and phone.

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let mobile: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  mobile = await openPage(browser, baseUrl, phone);
  await signUp(page, newLearner('ux'));
  await signUp(mobile, newLearner('uxphone'));
});
afterAll(async () => {
  await browser?.close();
});

const caret = (input: Locator) => input.evaluate((element) => (element as HTMLInputElement).selectionStart);
const focused = (input: Locator) => input.evaluate((element) => element === document.activeElement);

/** Types into two inputs, puts the caret in the middle and inserts with the bar (click or tap). */
async function insertAtCaret(target: Page, path: string, touch: boolean) {
  await target.goto(path);
  const inputs = target.locator('main input.answer-input');
  await inputs.nth(1).waitFor();
  const [first, second] = [inputs.nth(0), inputs.nth(1)];
  const press = (character: string) => {
    const button = target.getByRole('button', { name: `Insert ${character}`, exact: true });
    return touch ? button.tap() : button.click();
  };
  await first.click();
  await target.keyboard.type('ab');
  await target.keyboard.press('ArrowLeft');
  await press('ü');
  expect(await first.inputValue(), path).toBe('aüb');
  expect(await focused(first), path).toBe(true);
  expect(await caret(first), path).toBe(2);

  await second.click();
  await target.keyboard.type('xy');
  await target.keyboard.press('ArrowLeft');
  await press('ß');
  expect(await second.inputValue(), path).toBe('xßy');
  expect(await first.inputValue(), path).toBe('aüb');
  expect(await focused(second), path).toBe(true);
  // Typing goes on after the inserted character.
  await target.keyboard.type('z');
  expect(await second.inputValue(), path).toBe('xßzy');
}

describe('special-character bar', () => {
  for (const path of ['/ch2/english_to_german', '/ch2/drills/definite_article', '/ch2/vocab/test']) {
    it(`inserts at the caret of the focused input on ${path}, desktop and phone`, async () => {
      await insertAtCaret(page, path, false);
      await insertAtCaret(mobile, path, true);
    });
  }
});

describe('after login', () => {
  it('returns to the page that was asked for', async () => {
    const learner = newLearner('uxreturn');
    const first = await openPage(browser, baseUrl);
    await signUp(first, learner);
    await first.context().close();

    const fresh = await openPage(browser, baseUrl);
    await fresh.goto('/ch3/drills/word_order');
    await fresh.waitForURL((url) => url.pathname === '/login');
    await fresh.getByLabel('Email').fill(learner.email);
    await fresh.getByLabel('Password').fill(learner.password);
    await fresh.getByRole('button', { name: 'Log In' }).click();
    await fresh.waitForURL((url) => url.pathname === '/ch3/drills/word_order');
    await fresh.getByRole('heading', { level: 1, name: 'Word Order (I)' }).waitFor();
    await fresh.context().close();
  });

  it('follows a dark system until the learner chooses in Settings, then the choice on every browser', async () => {
    const learner = newLearner('uxdark');
    const theme = (target: Page) => target.evaluate(() => document.documentElement.dataset['theme']);
    const first = await openPage(browser, baseUrl, { colorScheme: 'dark' });
    await signUp(first, learner);
    expect(await theme(first)).toBe('dark');
    await first.context().close();

    // A new browser on a dark system: the account's darkMode: false from sign-up is no choice.
    const second = await openPage(browser, baseUrl, { colorScheme: 'dark' });
    await logIn(second, learner.email, learner.password);
    await second.waitForURL((url) => url.pathname === '/');
    await second.getByRole('heading', { level: 1, name: /Welcome to Grundlagen/ }).waitFor();
    expect(await theme(second)).toBe('dark');
    await second.goto('/settings/ch=1');
    const toggle = second.getByRole('switch', { name: 'Dark Mode' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await second.getByText('Settings saved.').first().waitFor();
    await second.context().close();

    // Chosen light: a third browser on a dark system shows light after login.
    const third = await openPage(browser, baseUrl, { colorScheme: 'dark' });
    await logIn(third, learner.email, learner.password);
    await third.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => theme(third)).toBe('light');
    await third.context().close();
  });
});

describe('sidebar', () => {
  it('centres the current item', async () => {
    // A short window, so that the item sits below the sidebar's first screen with items after it.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/ch6/english_to_german');
    const sidebar = page.getByRole('navigation', { name: 'Course' });
    const current = sidebar.locator('[data-current="true"]');
    await current.waitFor();
    const offset = async () => {
      const box = await sidebar.boundingBox();
      const item = await current.boundingBox();
      if (!box || !item) return Number.NaN;
      return Math.abs(item.y + item.height / 2 - (box.y + box.height / 2));
    };
    await expect.poll(offset, { timeout: 3000 }).toBeLessThan(30);
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
