// Prerendered pages (apps/web/build/prerender.ts): the page's screen arrives in its HTML, the
// visitor can type before the app's code has run, and hydration keeps what they typed, moves
// nothing and reports no mismatch. The app's main script is held back (route interception)
// until the test releases it.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone } from '../src/browser.ts';
import { learnerClient, mistakeSaved, newLearner, openPage, screenshot, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The app's entry script (index-<hash>.js), which starts React. */
const mainScript = /\/assets\/index-[\w-]+\.js$/;

/** Console errors and uncaught errors of a page (hydration mismatches are reported there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Errors that tell of a failed hydration (React's messages, minified or not). */
const hydrationErrors = (errors: readonly string[]) =>
  errors.filter((error) => /hydrat|did not match|mismatch|react\.dev\/errors\/4(18|19|23|25)/i.test(error));

/**
 * Opens `path` with the app's main script held back: returns once the prerendered page is
 * there (`ready` visible), with `release` to let the script through.
 */
async function openHeldBack(
  options: BrowserContextOptions,
  path: string,
  ready: string,
  init?: (page: Page) => Promise<void>,
): Promise<{ page: Page; errors: string[]; release: () => void }> {
  const page = await openPage(browser, baseUrl, options);
  await init?.(page);
  const errors = collectErrors(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(mainScript, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await shown(page, ready);
  return { page, errors, release };
}

/** Waits until `selector` shows, styled: the page's style sheets have loaded (as when it paints). */
async function shown(page: Page, selector: string): Promise<void> {
  await page.locator(selector).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

/** Whether React has taken over the page: the root is attached (hydration has begun). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/**
 * Whether a prerendered course page has hydrated: the render after hydration gives the shell
 * the device's own layout (components/layout/layout.tsx).
 */
async function waitForHydratedShell(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('.app-shell:not(.app-shell-any-device)').waitFor({ state: 'attached' });
}

/** The boxes of the elements that make a page's layout. */
async function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    }),
  );
}

describe('prerendered login', () => {
  it('keeps the e-mail and password typed before the app loaded, and logs in with them', async () => {
    const learner = newLearner('prerender');
    const signUpPage = await openPage(browser, baseUrl);
    await signUp(signUpPage, learner);
    await signUpPage.context().close();

    const { page, errors, release } = await openHeldBack(desktop, '/login', '#login-email');
    await page.locator('#login-email').fill(learner.email);
    await page.locator('#login-password').fill(learner.password);
    // Until the app has loaded, the form cannot be sent, and says so; Enter does nothing.
    const waiting = page.getByRole('button', { name: 'Log In (loading…)' });
    expect(await waiting.isDisabled()).toBe(true);
    await page.locator('#login-password').press('Enter');
    expect(page.url()).toBe(`${baseUrl}/login`);

    release();
    const logIn = page.getByRole('button', { name: 'Log In', exact: true });
    await logIn.waitFor();
    expect(await logIn.isEnabled()).toBe(true);
    expect(await page.locator('#login-email').inputValue()).toBe(learner.email);
    expect(await page.locator('#login-password').inputValue()).toBe(learner.password);
    await logIn.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to Grundlagen/ }).waitFor();
    expect(page.url()).not.toContain(learner.password);
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('keeps what is typed in the middle of hydration', async () => {
    const { page, errors, release } = await openHeldBack(desktop, '/login', '#login-email');
    await page.locator('#login-email').fill('early@example.com');
    release();
    // Typed key by key while the app loads and hydrates.
    await page.locator('#login-password').pressSequentially('richtig-gut-8');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await page.locator('#login-email').inputValue()).toBe('early@example.com');
    expect(await page.locator('#login-password').inputValue()).toBe('richtig-gut-8');
    // The form checks what the inputs hold: a wrong password gets the server's answer.
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Invalid login credentials').waitFor();
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('does not move when it hydrates, light and dark, desktop and phone', async () => {
    for (const [device, options] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const)
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors, release } = await openHeldBack(
          { ...options, colorScheme },
          '/login',
          '#login-email',
        );
        const layout = 'main, form, h1, label, input, button, a';
        const before = await boxes(page, layout);
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(colorScheme);
        await screenshot(page, `prerendered-login-${device}-${colorScheme}-before`);
        release();
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
        expect(await boxes(page, layout), `${device} ${colorScheme}`).toEqual(before);
        await screenshot(page, `prerendered-login-${device}-${colorScheme}-after`);
        expect(hydrationErrors(errors)).toEqual([]);
        await page.context().close();
      }
  });

  it('never shows the prerendered form to a learner with a stored session, who goes on to the course', async () => {
    const page = await openPage(browser, baseUrl);
    await signUp(page, newLearner('prerender'));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(mainScript, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // The page holds the form, hidden from its first paint.
    expect(await page.locator('#login-email').count()).toBe(1);
    expect(await page.locator('#login-email').isVisible()).toBe(false);
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to Grundlagen/ }).waitFor();
    await page.context().close();
  });
});

/**
 * A learner signed up in a context of their own (the session stays in its storage), and the
 * context's page on `path` with the app's main script held back until `release`.
 */
async function learnerHeldBack(path: string, ready: string, options: BrowserContextOptions = desktop) {
  const learner = newLearner('prerender');
  const first = await openPage(browser, baseUrl, options);
  await signUp(first, learner);
  const opened = await openInContextHeldBack(first, path, ready);
  return { ...opened, learner };
}

/** A new page of `existing`'s context (same learner) on `path`, its main script held back. */
async function openInContextHeldBack(existing: Page, path: string, ready: string) {
  const page = await existing.context().newPage();
  await existing.close();
  const errors = collectErrors(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(mainScript, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await shown(page, ready);
  return { page, errors, release };
}

describe('prerendered drill', () => {
  const path = '/ch1/drills/verb_use';
  const first = '#answer-1';
  const second = '#answer-2';

  it('keeps an answer typed before the app loaded, and saves it', async () => {
    const { page, errors, release } = await learnerHeldBack(path, first);
    await page.locator(first).fill('habe');
    release();
    await waitForHydratedShell(page);
    expect(await page.locator(first).inputValue()).toBe('habe');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').waitFor();
    // Opened again (the app's normal start as well as the prerender): the saved answer is there.
    const again = await openInContextHeldBack(page, path, first);
    again.release();
    await waitForHydratedShell(again.page);
    await expect.poll(() => again.page.locator(first).inputValue()).toBe('habe');
    expect(hydrationErrors([...errors, ...again.errors])).toEqual([]);
    await again.page.context().close();
  });

  it('keeps what was typed when the saved answers arrive, and fills the untouched fields', async () => {
    const { page, release } = await learnerHeldBack(path, first);
    await page.locator(first).fill('habe');
    await page.locator(second).fill('hast');
    release();
    await waitForHydratedShell(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').waitFor();

    // Saved: "habe" and "hast". Typed before the app loads: the second field again.
    const again = await openInContextHeldBack(page, path, first);
    await again.page.locator(second).fill('bist');
    again.release();
    await waitForHydratedShell(again.page);
    await expect.poll(() => again.page.locator(first).inputValue()).toBe('habe');
    expect(await again.page.locator(second).inputValue()).toBe('bist');
    await again.page.getByRole('button', { name: 'Save', exact: true }).click();
    await again.page.getByText('Work saved.').waitFor();

    const third = await openInContextHeldBack(again.page, path, first);
    third.release();
    await waitForHydratedShell(third.page);
    await expect.poll(() => third.page.locator(second).inputValue()).toBe('bist');
    expect(hydrationErrors([...again.errors, ...third.errors])).toEqual([]);
    await third.page.context().close();
  });

  it('saves what was typed when the write queue sent it before the saved answers were read', async () => {
    // The order a busy machine may give: the queue's first round at hydration sends the typed
    // answers, and only then does the server answer the page's read of the learner's answers.
    const { page, release } = await learnerHeldBack(path, first);
    // A saved answer of a field left alone, which shows when the saved answers have arrived.
    const saved = await (
      await learnerClient(page, baseUrl)
    )
      .from('ch1_verb_conj')
      .upsert([{ questionNum: 3, userAnswer: 'ist' }]);
    expect(saved.error).toBeNull();
    let sent = () => undefined as void;
    const queueSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.request().postData()?.includes('"hast"')) sent();
    });
    await page.route(/\/rest\/v1\/ch1_verb_conj\?select=/, async (route) => {
      await queueSent;
      await route.continue();
    });
    await page.locator(first).fill('habe');
    await page.locator(second).fill('hast');
    release();
    await waitForHydratedShell(page);
    await queueSent;
    await expect.poll(() => page.locator('#answer-3').inputValue()).toBe('ist');
    // Save's upsert (the blank rows the page makes for missing questions ignore duplicates).
    const save = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().includes('/rest/v1/ch1_verb_conj?') &&
        !!request.headers()['prefer']?.includes('merge-duplicates'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(JSON.parse((await save).postData() ?? '')).toEqual([
      { questionNum: 1, userAnswer: 'habe' },
      { questionNum: 2, userAnswer: 'hast' },
    ]);
    await page.getByText('Work saved.').waitFor();
    await page.context().close();
  });

  it('does not move when it hydrates, light and dark, desktop and phone', async () => {
    for (const [device, options] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const)
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors, release } = await learnerHeldBack(path, first, { ...options, colorScheme });
        const layout = 'header, main, h1, input, .practice-controls button';
        const before = await boxes(page, layout);
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(colorScheme);
        await screenshot(page, `prerendered-drill-${device}-${colorScheme}-before`);
        release();
        await waitForHydratedShell(page);
        await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
        expect(await boxes(page, layout), `${device} ${colorScheme}`).toEqual(before);
        await screenshot(page, `prerendered-drill-${device}-${colorScheme}-after`);
        expect(hydrationErrors(errors)).toEqual([]);
        await page.context().close();
      }
  });

  it('keeps a choice made before the app loaded, and saves it', async () => {
    const choicePath = '/ch4/drills/kein_vs_nicht';
    const firstChoice = 'input[name="choice-1"] >> nth=0';
    const choices = 'input[name="choice-1"]';
    const { page, errors, release } = await learnerHeldBack(choicePath, firstChoice);
    const option = page.locator(firstChoice);
    const value = await option.getAttribute('value');
    await option.click();
    // Sentence 1 is negated with nicht: the choice (kein) is wrong and is recorded once hydrated.
    expect(value).toBe('kein');
    const recorded = mistakeSaved(page);
    release();
    await waitForHydratedShell(page);
    expect(await option.isChecked()).toBe(true);
    await recorded;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').waitFor();
    const again = await openInContextHeldBack(page, choicePath, firstChoice);
    again.release();
    await waitForHydratedShell(again.page);
    await expect.poll(() => again.page.locator(`${choices}[value="${value}"]`).isChecked()).toBe(true);
    expect(hydrationErrors([...errors, ...again.errors])).toEqual([]);
    await again.page.context().close();
  });

  it('inserts a special character at the caret of an input focused before the app loaded', async () => {
    const charactersPath = '/ch2/drills/definite_article';
    const { page, errors, release } = await learnerHeldBack(
      charactersPath,
      'main input.answer-input >> nth=0',
    );
    const input = page.locator('main input.answer-input').first();
    await input.click();
    await page.keyboard.type('ab');
    await page.keyboard.press('ArrowLeft');
    release();
    await waitForHydratedShell(page);
    await page.getByRole('button', { name: 'Insert ü', exact: true }).click();
    expect(await input.inputValue()).toBe('aüb');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await input.evaluate((element) => (element as HTMLInputElement).selectionStart)).toBe(2);
    expect(hydrationErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor without a session to log in and back, without showing the drill', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(path);
    await page.locator('#login-email').waitFor();
    await page.context().close();
  });
});
