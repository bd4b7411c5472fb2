// Speaker buttons in a real browser. Chromium here has no German voice, so the page sees none
// and shows no button; a stand-in engine with a German voice (injected before the app loads)
// shows them: they say the German with that voice, slower on a second press, and leave no serious
// axe-core violation on the pages that have most of them (tables, trainer, answer modal), in light
// and dark mode.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { newLearner, screenshot, seriousAccessibilityViolations, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A speech engine with an English and a German voice; what it is asked to say goes to `window.spoken`. */
function installGermanVoice() {
  const voices = [
    { name: 'English', lang: 'en-US', localService: true, default: true, voiceURI: 'English' },
    { name: 'Deutsch', lang: 'de-DE', localService: true, default: false, voiceURI: 'Deutsch' },
  ];
  class Utterance extends EventTarget {
    voice: unknown = null;
    lang = '';
    rate = 1;
    text: string;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const spoken: { text: string; lang: string; rate: number; voice: string }[] = [];
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices,
    speak: (utterance: Utterance) => {
      const voice = (utterance.voice as { name?: string } | null)?.name ?? '';
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, voice });
    },
    cancel: () => undefined,
  });
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
  Object.defineProperty(window, 'spoken', { configurable: true, value: spoken });
}

async function spoken(page: Page) {
  return page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
}

let plain: BrowserContext;
let withVoice: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  plain = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
  const plainPage = await plain.newPage();
  const learner = newLearner('speech');
  await signUp(plainPage, learner);
  // The same learner, signed in, in a browser that has a German voice.
  const storage = await plain.storageState();
  withVoice = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 860 },
    storageState: storage,
  });
  await withVoice.addInitScript(installGermanVoice);
  page = await withVoice.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('pronunciation', () => {
  it('shows no speaker button in a browser without a German voice', async () => {
    const plainPage = plain.pages()[0]!;
    await plainPage.goto('/ch1/vocab/goal');
    await plainPage.locator('.lesson-table tbody tr').first().waitFor();
    await plainPage.waitForLoadState('networkidle');
    expect(await plainPage.getByRole('button', { name: /^Listen: / }).count()).toBe(0);
  });

  it('says a word of the vocabulary list with the German voice, slower on a second press', async () => {
    await page.goto('/ch1/vocab/goal');
    const rows = page.locator('.lesson-table tbody tr');
    await rows.first().waitFor();
    expect(await page.locator('.lesson-table tbody th .speak-button').count()).toBe(await rows.count());
    const button = page.getByRole('button', { name: 'Listen: der Fußball' });
    await button.click();
    await button.press('Enter');
    expect(await spoken(page)).toEqual([
      { text: 'der Fußball', lang: 'de-DE', rate: 1, voice: 'Deutsch' },
      { text: 'der Fußball', lang: 'de-DE', rate: 0.6, voice: 'Deutsch' },
    ]);
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    expect(box?.height).toBeGreaterThanOrEqual(40);
  });

  describe.each([
    ['light', false],
    ['dark', true],
  ] as const)('in %s mode', (mode, dark) => {
    it('leaves no serious axe-core violation where the buttons are', async () => {
      await page.evaluate((isDark) => localStorage.setItem('isDarkMode', String(isDark)), dark);
      const violations: string[] = [];
      const check = async (where: string) =>
        violations.push(...(await seriousAccessibilityViolations(page)).map((found) => `${where}: ${found}`));

      for (const path of [
        '/ch1/vocab/goal',
        '/ch1/vocab/to_english',
        '/ch1/subject_pronoun/memorization/goal',
      ]) {
        await page.goto(path);
        await page.locator('.speak-button').first().waitFor();
        await check(path);
        if (path === '/ch1/vocab/goal') await screenshot(page, `pronunciation-vocabulary-goal-${mode}`);
      }

      await page.goto('/ch1/drills/subj_pronoun');
      await page.getByRole('button', { name: 'Show the answer for situation 1', exact: true }).click();
      await page.getByRole('dialog').locator('.speak-button').waitFor();
      await check('subject-pronoun answer');
      expect(violations).toEqual([]);
    });
  });
});
