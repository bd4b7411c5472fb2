import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from '../src/browser.ts';
import { answerOf, answerOrder, plain } from '../src/earn.ts';
import { hydrated, logIn, newLearner, openPage, screenshot, signUp } from '../src/session.ts';

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

/** Moves the chunk at `from` to `to` with the keyboard alone: Space, arrow keys, Space. */
async function moveByKeyboard(target: Page, jumble: Locator, from: number, to: number) {
  await jumble.locator('.chunk').nth(from).focus();
  await target.keyboard.press('Space');
  for (let step = 0; step < from - to; step += 1) await target.keyboard.press('ArrowLeft');
  for (let step = 0; step < to - from; step += 1) await target.keyboard.press('ArrowRight');
  await target.keyboard.press('Space');
}

describe('word order', () => {
  it('moves the long first chunk of jumble 10 to the start with the arrow keys, announced', async () => {
    await page.goto('/ch3/drills/word_order');
    const jumble = page.locator('.jumble').nth(9);
    const chunks = jumble.locator('.chunk');
    await chunks.first().waitFor();
    // The chunks are buttons in a group named after the jumble, not items of a list.
    const group = jumble.getByRole('group', { name: 'Jumble 10', exact: true });
    expect(await group.getByRole('button').count()).toBe(5);
    expect(await group.evaluate((element) => element.querySelectorAll('ul, ol, li').length)).toBe(0);
    const texts = await chunks.allTextContents();
    const from = texts.findIndex((text) => plain(text) === 'ich koche die suppe');
    expect(from).toBeGreaterThan(0);
    await chunks.nth(from).focus();
    await page.keyboard.press('Space');
    const live = jumble.locator('.jumble-status');
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent()).toMatch(/already at position 1 of 5/);
    await page.keyboard.press('Space');
    expect(await live.textContent()).toMatch(/^Dropped Ich koche die Suppe, at position 1 of 5/);
    expect(await chunks.first().textContent()).toBe('Ich koche die Suppe,');
    // Home and End move to the ends.
    await chunks.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    expect(plain((await chunks.last().textContent()) ?? '')).toBe('ich koche die suppe');
  });

  it('solves every jumble by keyboard alone, and the sentence reads right in any accepted order', async () => {
    await page.goto('/ch3/drills/word_order');
    const jumbles = page.locator('.jumble');
    await jumbles.first().locator('.chunk').first().waitFor();
    const count = await jumbles.count();
    expect(count).toBe(31);
    for (let index = 0; index < count; index += 1) {
      const jumble = jumbles.nth(index);
      const answer = await answerOf(page, `Show the answer for jumble ${index + 1}`, 'strong');
      const start = await jumble.locator('.chunk').allTextContents();
      const wanted = answerOrder(answer, start).map((i) => plain(start[i] ?? ''));
      for (let position = 0; position < wanted.length; position += 1) {
        const current = (await jumble.locator('.chunk').allTextContents()).map(plain);
        const from = current.findIndex((text, i) => i >= position && text === wanted[position]);
        if (from !== position) await moveByKeyboard(page, jumble, from, position);
      }
      // The built sentence is the shown answer, word for word, capitals and punctuation included.
      await expect
        .poll(async () => (await jumble.locator('.chunk').allTextContents()).join(' '))
        .toBe(answer);
      await expect.poll(() => jumble.getAttribute('class')).toContain('correct');
    }
    await page.getByText('31 of 31 in a correct order.').waitFor();

    // The other accepted order of jumble 2: "heute" moves behind the verb and loses its capital.
    const second = jumbles.nth(1);
    await moveByKeyboard(page, second, 2, 0);
    await moveByKeyboard(page, second, 1, 2);
    await expect
      .poll(async () => (await second.locator('.chunk').allTextContents()).join(' '))
      .toBe('Paul kocht heute eine Suppe.');
    await expect.poll(() => second.getAttribute('class')).toContain('correct');
    // A wrong order moves the full stop to its end.
    await moveByKeyboard(page, second, 3, 0);
    await expect
      .poll(async () => (await second.locator('.chunk').allTextContents()).join(' '))
      .toBe('Eine Suppe Paul kocht heute.');
  }, 180_000);

  it('drags a chunk with the mouse at its own size', async () => {
    await page.goto('/ch3/drills/word_order');
    // dragging needs the app: a prerendered drill's chunks move only once it has hydrated
    await hydrated(page);
    const jumble = page.locator('.jumble').nth(9);
    const chunks = jumble.locator('.chunk');
    await chunks.first().waitFor();
    await jumble.scrollIntoViewIfNeeded();
    const texts = (await chunks.allTextContents()).map(plain);
    const from = texts.indexOf('ich koche die suppe');
    const long = chunks.nth(from);
    const box = await long.boundingBox();
    const target = await chunks.nth(from === 0 ? 4 : 0).boundingBox();
    if (!box || !target) throw new Error('no chunk boxes');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(
        box.x + box.width / 2 + ((target.x - box.x) * step) / 10,
        box.y + box.height / 2 + ((target.y - box.y) * step) / 10,
      );
    }
    const overlay = page.locator('.chunk-overlay');
    await overlay.waitFor();
    const dragged = await overlay.boundingBox();
    expect(Math.abs((dragged?.width ?? 0) - box.width)).toBeLessThan(2);
    await screenshot(page, 'word-order-dragging-desktop-light');
    await page.mouse.up();
    await expect
      .poll(async () => (await chunks.allTextContents()).map(plain).indexOf('ich koche die suppe'))
      .not.toBe(from);
  });

  it('drags a chunk by touch on a phone', async () => {
    await mobile.goto('/ch3/drills/word_order');
    const jumble = mobile.locator('.jumble').nth(9);
    const chunks = jumble.locator('.chunk');
    await chunks.first().waitFor();
    await jumble.scrollIntoViewIfNeeded();
    const before = (await chunks.allTextContents()).map(plain);
    const from = before.indexOf('ich koche die suppe');
    const to = from === 0 ? before.length - 1 : 0;
    const box = await chunks.nth(from).boundingBox();
    const target = await chunks.nth(to).boundingBox();
    if (!box || !target) throw new Error('no chunk boxes');
    const cdp = await mobile.context().newCDPSession(mobile);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
    const [x1, y1] = [target.x + target.width / 2, target.y + target.height / 2];
    // A press held still for the touch sensor's delay starts the drag: its overlay shows.
    await touch('touchStart', x0, y0);
    await mobile.locator('.chunk-overlay').waitFor();
    for (let step = 1; step <= 12; step += 1)
      await touch('touchMove', x0 + ((x1 - x0) * step) / 12, y0 + ((y1 - y0) * step) / 12);
    await screenshot(mobile, 'word-order-dragging-phone-light');
    await touch('touchEnd', x1, y1);
    await expect
      .poll(async () => (await chunks.allTextContents()).map(plain).indexOf('ich koche die suppe'))
      .toBe(to);
    await cdp.detach();
  });
});

describe('on a phone', () => {
  it('fits the four-cases table into the page, or says that it scrolls', async () => {
    await mobile.goto('/ch2/four_cases/full');
    const wraps = mobile.locator('main .table-wrap');
    await wraps.first().waitFor();
    // Each table fits, or it scrolls inside its box with a hint above it and keyboard access.
    const unhinted = () =>
      wraps.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .filter(
            (element) =>
              !element.classList.contains('scrolls') ||
              !element.previousElementSibling?.classList.contains('table-scroll-hint') ||
              element.getAttribute('tabindex') !== '0',
          )
          .map((element) => element.querySelector('caption')?.textContent ?? '?'),
      );
    await expect.poll(unhinted).toEqual([]);
    const first = wraps.first();
    const fits = await first.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    const hint = mobile.locator('main .table-scroll-hint').first();
    if (!fits) expect(await hint.isVisible()).toBe(true);
    await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(mobile, 'four-cases-table-phone-light');
  });

  it('keeps each sentence of the chapter 3 adjective drill on few lines', async () => {
    await mobile.goto('/ch3/drills/definite_article');
    const row = mobile.locator('main .exercise-row').first();
    await row.waitFor();
    const inputs = row.locator('input.answer-input');
    const heights = await inputs.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    const rowBox = await row.boundingBox();
    await screenshot(mobile, 'adjective-drill-phone-light');
    for (const height of heights) expect(height).toBeLessThan(48);
    // Six blanks in a sentence of about ten words: a few lines, not a stack of six inputs.
    expect(rowBox?.height ?? 0).toBeLessThan(320);
  });
});
