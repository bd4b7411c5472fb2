// Spaced review and My mistakes (issue 25): a learner passes chapter 1's vocabulary test, finds
// its cards due on the Review page, answers one wrong and one right and sees when each comes
// back; a wrong drill answer appears in My mistakes with links to the question and the lesson,
// and practising it marks it fixed. Screenshots (light and dark, desktop and phone) go to
// REVIEW_SCREENSHOTS or a folder under the system's temporary directory, never into git.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewSolution } from '@grundlagen/core';
import { reviewItemsFor } from '@grundlagen/content';
import { passUnitTest } from '../src/earn.ts';
import { launchBrowser, phone } from '../src/browser.ts';
import {
  hydrated,
  mistakeSaved,
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

async function shoot(target: Page, name: string, fullPage = true): Promise<void> {
  await target.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/**
 * A question opened from My mistakes (focused below the header) and a wide review table (which
 * scrolls inside its box), as the learner sees them: the window only.
 */
async function shootLinksAndTables(target: Page, suffix: string): Promise<void> {
  await target.goto('/ch2/german_to_english#question-14');
  await expect
    .poll(() => target.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Translation of sentence 14');
  await shoot(target, `go-to-question-${suffix}`, false);
  await target.goto('/ch12/dieser_jener/review/masculine');
  await target.locator('.memory-table input').first().waitFor();
  await shoot(target, `wide-table-${suffix}`, false);
}

/** Passes chapter 1's vocabulary test as the trainer spec does: Show Answers, then type them. */
async function passVocabularyTest(target: Page): Promise<void> {
  await target.goto('/ch1/vocab/test');
  const inputs = target.locator('.trainer-list input');
  await inputs.first().waitFor();
  await target.getByRole('button', { name: 'Check My Answers' }).click();
  await target.getByRole('button', { name: 'Show Answers' }).click();
  const shown = target.locator('.trainer-list .shown-answer');
  await expect.poll(() => shown.count()).toBe(20);
  const answers = await shown.allTextContents();
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
    // The box and the header may render again as the deck loads: the count is taken once both
    // show the new cards, and show the same number.
    const dueNow = async () => Number(/(\d+) cards due now/.exec((await box.textContent()) ?? '')?.[1] ?? 0);
    const headerLink = page.getByRole('banner').getByRole('link', { name: /^Review/ });
    const headerText = async () => (await headerLink.textContent())?.replace(/\s+/g, ' ');
    let due = 0;
    await expect
      .poll(
        async () => {
          due = await dueNow();
          const header = await headerText();
          return due >= 2 * 40 && header === `Review ${due} cards due now`
            ? 'the same count'
            : `box ${due}, header "${header}"`;
        },
        { timeout: 15_000 },
      )
      .toBe('the same count');

    await headerLink.click();
    await page.getByText(`${due} cards due now.`).waitFor();
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

describe('due means due now', () => {
  it('takes only cards due now: after a session of every due card none is offered again, and the next review is named', async () => {
    const other = await openPage(browser, baseUrl);
    try {
      await signUp(other, newLearner('duenow'));
      await passUnitTest(other, '/ch1/subject_pronoun/memorization/test');
      const solutions = new Map(
        (await reviewItemsFor(['1nsp'])).map((item) => [item.prompt, reviewSolution(item.check)]),
      );
      expect(solutions.size).toBe(9);
      await other.goto('/review');
      await other.getByText('9 cards due now.').waitFor();
      const badge = other.getByRole('banner').getByRole('link', { name: /^Review/ });
      await expect
        .poll(async () => (await badge.textContent())?.replace(/\s+/g, ' '), { timeout: 15_000 })
        .toBe('Review 9 cards due now');
      await other.getByRole('button', { name: 'Start the review' }).click();
      for (let card = 1; card <= 9; card += 1) {
        await other.getByText(`Card ${card} of 9`).waitFor();
        const prompt = (await other.locator('.review-prompt').textContent()) ?? '';
        await other.locator('#review-answer').fill(solutions.get(prompt) ?? '');
        await other.keyboard.press('Enter');
        await other
          .getByRole('status')
          .filter({ hasText: /^Right\. It comes back in 10 minutes/ })
          .waitFor();
        await other.keyboard.press('Enter');
      }
      await other.getByText('9 of 9 right.').waitFor();
      await other.getByText('No more cards due now. Next review in 10 minutes.').waitFor();
      expect(await other.getByRole('button', { name: 'Start the review' }).count()).toBe(0);

      // The count, the badge and the page agree: nothing is due until the first card comes back.
      await badge.click();
      await other
        .getByText(
          /^No cards due now\. You have 9 cards from the tests you passed\. Next review in 10 minutes\.$/,
        )
        .waitFor();
      expect(await other.getByRole('button', { name: /^Start the review|Review \d+ cards$/ }).count()).toBe(
        0,
      );
      await expect.poll(async () => (await badge.textContent())?.trim()).toBe('Review');
      await other.goto('/');
      await other
        .getByRole('complementary', { name: 'Review' })
        .getByText(/No cards due now: well done\. Next review in 10 minutes\./)
        .waitFor();
    } finally {
      await other.context().close();
    }
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
    await hydrated(page);
    const group = page.getByRole('group', { name: 'Negation of sentence 1', exact: true });
    await group.waitFor();
    // Sentence 1 ("Ich verstehe das.") is negated with nicht.
    // Each choice is left once the server has its change: a test that moves on at once leaves the
    // page while the write is still on its way to the browser's queue, as no learner does.
    const recorded = mistakeSaved(page);
    await group.getByRole('radio', { name: 'kein' }).check();
    await recorded;
    const topic = page.getByRole('region', { name: 'Kein Vs. Nicht' });
    await expect
      .poll(
        async () => {
          await page.goto('/mistakes');
          await page.getByRole('heading', { level: 1, name: 'My mistakes' }).waitFor();
          return topic.locator('.mistake-answer').allTextContents();
        },
        { timeout: 30_000 },
      )
      .toEqual(['kein']);
    await page.goto('/ch4/drills/kein_vs_nicht');
    await hydrated(page);
    const fixSaved = mistakeSaved(page);
    await group.getByRole('radio', { name: 'nicht' }).check();
    await fixSaved;
    await expect
      .poll(
        async () => {
          await page.goto('/mistakes');
          await page.getByRole('heading', { level: 1, name: 'My mistakes' }).waitFor();
          return topic.getByText('✓ fixed').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});

/** Whether the element is the focused one, shown whole below the sticky header. */
async function shownAndFocused(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const header = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0;
    const box = (element.closest('li, tr') ?? element).getBoundingClientRect();
    const focused = element === document.activeElement || element.contains(document.activeElement);
    if (!focused) return `not focused (focus on ${document.activeElement?.outerHTML.slice(0, 80)})`;
    if (box.top < header) return `under the header (${box.top} < ${header})`;
    if (box.bottom > window.innerHeight) return `below the window (${box.bottom} > ${window.innerHeight})`;
    return 'ok';
  });
}

describe('going to a mistake', () => {
  it('brings the question into view below the header and focuses it on exercises, drills and tests, and the lesson link names the lesson', async () => {
    // A translation (row 14), a choice drill (row 9) and a drill of four blanks (row 8): wrong answers.
    // Each wrong answer is given on the hydrated page and reaches the server before the next page.
    await page.goto('/ch2/german_to_english');
    await hydrated(page);
    await page.getByLabel('Translation of sentence 14', { exact: true }).fill('I show the parent the city.');
    let saved = mistakeSaved(page);
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.locator('.answer-incorrect').first().waitFor();
    await saved;
    await page.goto('/ch8/drills/sein_oder_haben');
    await hydrated(page);
    saved = mistakeSaved(page);
    await page
      .getByRole('group', { name: 'Helping verb of sentence 9', exact: true })
      .getByRole('radio', { name: 'haben' })
      .check();
    await saved;
    await page.goto('/ch5/drills/pronouns_prepositions');
    await hydrated(page);
    await page.getByLabel('Sentence 8, blank 2', { exact: true }).fill('du');
    saved = mistakeSaved(page);
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.locator('.answer-incorrect').first().waitFor();
    await saved;

    const cases = [
      {
        topic: 'German to English',
        path: '/ch2/german_to_english',
        hash: '#question-14',
        focus: page.getByLabel('Translation of sentence 14', { exact: true }),
      },
      {
        topic: 'Sein oder haben?',
        path: '/ch8/drills/sein_oder_haben',
        hash: '#question-9',
        focus: page.getByRole('group', { name: 'Helping verb of sentence 9', exact: true }),
      },
      {
        topic: 'Pronouns + Prepositions',
        path: '/ch5/drills/pronouns_prepositions',
        hash: '#question-8',
        focus: page.locator('#question-8'),
      },
    ];
    for (const { topic, path, hash, focus } of cases) {
      await page.goto('/mistakes');
      const group = page.getByRole('region', { name: topic, exact: true });
      await group.locator('.mistake').first().waitFor();
      // From the foot of My mistakes: the question page opens on the question, not at this height.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await group.getByRole('link', { name: 'Go to the question' }).first().click();
      await page.waitForURL((url) => url.pathname === path && url.hash === hash);
      await expect.poll(() => shownAndFocused(focus)).toBe('ok');
    }
    await shootLinksAndTables(page, 'desktop-light');

    // Opened directly, the link's question is brought into view too; a page without one opens at its top.
    await page.goto('/ch8/drills/sein_oder_haben#question-9');
    await expect.poll(() => shownAndFocused(cases[1]!.focus)).toBe('ok');
    await page.goto('/mistakes');
    const choice = page.getByRole('region', { name: 'Sein oder haben?', exact: true });
    await choice.locator('.mistake').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // "Lesson": the section that teaches the point, below the header and focused.
    const lesson = choice.getByRole('link', { name: 'Lesson: Perfect Tense' });
    expect(await lesson.getAttribute('href')).toBe('/ch8/perfect_tense#haben-or-sein');
    await lesson.click();
    await page.getByRole('heading', { level: 1, name: 'Perfect Tense' }).waitFor();
    await expect
      .poll(() => shownAndFocused(page.getByRole('heading', { level: 2, name: 'haben or sein?' })))
      .toBe('ok');
    // A lesson taught by a whole page opens at its top, not at My mistakes' height.
    await page.goto('/mistakes');
    const blanks = page.getByRole('region', { name: 'Pronouns + Prepositions', exact: true });
    await blanks.locator('.mistake').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const whole = blanks.getByRole('link', { name: 'Lesson: Accusative Prepositions (I)' });
    expect(await whole.getAttribute('href')).toBe('/ch5/accusative_prepositions');
    await whole.click();
    await page.getByRole('heading', { level: 1, name: 'Accusative Prepositions (I)' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The closest right answer, with one full stop.
    await page.goto('/mistakes');
    const translation = page
      .getByRole('region', { name: 'German to English', exact: true })
      .locator('.mistake')
      .first();
    await translation.waitFor();
    expect(await translation.locator('.mistake-solution').textContent()).toBe('I show the parents the city.');
    expect(await translation.textContent()).toContain('the answer is I show the parents the city.');
    expect(await translation.textContent()).not.toMatch(/\.\s*\./);
  });
});

/**
 * Tabs from the top of the page's main content until focus leaves it, marking every control
 * reached; returns the visible controls of the main content never reached.
 */
async function controlsTabMisses(target: Page): Promise<string[]> {
  await target.evaluate(() => {
    for (const element of document.querySelectorAll('[data-reached]'))
      element.removeAttribute('data-reached');
    document.querySelector<HTMLElement>('#main-content')?.focus();
  });
  for (let step = 0; step < 200; step += 1) {
    await target.keyboard.press('Tab');
    const inside = await target.evaluate(() => {
      const active = document.activeElement;
      if (!active || !document.querySelector('#main-content')?.contains(active)) return false;
      active.setAttribute('data-reached', '');
      return true;
    });
    if (!inside) break;
  }
  return target.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '#main-content :is(a[href], button:not([disabled]), input:not([disabled]), select, textarea)',
      ),
    ]
      .filter((element) => element.offsetParent !== null && !element.hasAttribute('data-reached'))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** Tabs until the focused control's text or label matches, then presses Enter. */
async function tabToAndPress(target: Page, name: RegExp): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    await target.keyboard.press('Tab');
    const label = await target.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
    if (name.test(label)) {
      await target.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`No control ${name} reached by Tab`);
}

describe('by keyboard alone', () => {
  it('reaches every control of My mistakes, Review and a review session', async () => {
    await page.goto('/mistakes');
    await page.locator('.mistake').first().waitFor();
    expect(await controlsTabMisses(page)).toEqual([]);

    // Practise one topic's mistakes: its button, then every control of the session.
    await page.locator('#main-content').focus();
    await tabToAndPress(page, /^Practise these/);
    await page.getByRole('heading', { level: 1, name: 'Practise my mistakes' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-answer');
    await page.keyboard.type('xyz');
    expect(await controlsTabMisses(page)).toEqual([]);

    // (A page load of the same address would keep the mistakes session's history state.)
    await page.goto('/');
    await page.goto('/review');
    await page.getByRole('button', { name: /^Review \d+ cards|Start the review$/ }).waitFor();
    expect(await controlsTabMisses(page)).toEqual([]);
    await page.locator('#main-content').focus();
    await tabToAndPress(page, /^Review \d+ cards|Start the review$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-answer');
    await page.keyboard.type('xyz');
    expect(await controlsTabMisses(page)).toEqual([]);
    await page.locator('#review-answer').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Next card' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next card');
    expect(await controlsTabMisses(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Where this is taught' }).count()).toBe(1);
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
    await shootLinksAndTables(page, 'desktop-dark');

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
        await shootLinksAndTables(mobile, `phone-${scheme}`);
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
