import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from '../src/browser.ts';
import { answerOf } from '../src/earn.ts';
import { hydrated, mistakeSaved, newLearner, openPage, screenshot, signUp } from '../src/session.ts';

// What a learner trips over on drill and exercise rows (issue 34): input widths, the row's
// controls by keyboard, input limits, feedback, choice drills.

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let mobile: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  mobile = await openPage(browser, baseUrl, phone);
  await signUp(page, newLearner('rows'));
  await signUp(mobile, newLearner('rowsphone'));
});
afterAll(async () => {
  await browser?.close();
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
};

/**
 * A signed-in page in the given colour scheme (the learner's choice follows the system): one
 * learner per size and scheme, made when first needed and shared by the tests that photograph.
 */
const views = new Map<string, Page>();
async function viewIn(size: BrowserContextOptions, scheme: 'light' | 'dark'): Promise<Page> {
  const key = `${size.isMobile ? 'phone' : 'desktop'}-${scheme}`;
  let view = views.get(key);
  if (!view) {
    view = await openPage(browser, baseUrl, { ...size, colorScheme: scheme });
    await signUp(view, newLearner(`rows${scheme}`));
    views.set(key, view);
  }
  return view;
}

describe('input widths follow the expected answer', () => {
  const sentenceDrills = [
    '/ch11/drills/dependent_clauses_weil',
    '/ch11/drills/dependent_clauses_first_position',
    '/ch11/drills/modal_verb_conversions',
    '/ch8/drills/present_to_perfect',
    '/ch12/drills/relative_clauses_1',
    '/ch12/drills/relative_clauses_2',
  ];
  it('fits each answer in its input on the sentence drills, desktop', async () => {
    for (const path of sentenceDrills) {
      await page.goto(path);
      for (const row of [1, 2, 3]) {
        const answer = await answerOf(page, `Show the answer for sentence ${row}`, 'dd strong');
        const input = page
          .locator('main .fill-in-row')
          .nth(row - 1)
          .locator('input.answer-input');
        await input.fill(answer);
        const hidden = await input.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(hidden, `${path} ${row}: ${answer}`).toBe(false);
      }
    }
  });

  for (const [name, target] of [
    ['desktop', () => page],
    ['phone', () => mobile],
  ] as const) {
    it(`gives a whole sentence the row's width on a line of its own, ${name}`, async () => {
      for (const path of ['/ch11/drills/dependent_clauses_weil', '/ch11/drills/modal_verb_conversions']) {
        await target().goto(path);
        const row = target().locator('main .fill-in-row').first();
        const input = row.locator('input.answer-input').first();
        await input.waitFor();
        const sentence = await box(row.locator('.drill-sentence'));
        const field = await box(input);
        expect(field.width, path).toBeGreaterThan(sentence.width - 4);
        expect(Math.abs(field.x - sentence.x), path).toBeLessThan(4);
        // Below the sentence to rewrite, not beside it.
        const prompt = await box(row.locator('.drill-sentence .sentence > span').first());
        expect(field.y, path).toBeGreaterThanOrEqual(prompt.y + prompt.height - 2);
      }
    });
  }

  it('keeps a word-sized blank word-sized, and a longer word gets room for itself', async () => {
    await page.goto('/ch2/drills/definite_article');
    const input = page.locator('main .fill-in-row input.answer-input').first();
    await input.waitFor();
    expect((await box(input)).width).toBeLessThan(160);
  });

  it('looks right in light and dark, desktop and phone', async () => {
    for (const [size, label] of [
      [{}, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const view = await viewIn(size, scheme);
        await view.goto('/ch11/drills/dependent_clauses_weil');
        const input = view.locator('main .fill-in-row input.answer-input').first();
        await input.fill('Anna lernt viel, weil sie morgen eine Prüfung hat.');
        await view.locator('main .fill-in-row').nth(1).locator('input').fill('Wir bleiben zu Hause');
        await input.scrollIntoViewIfNeeded();
        await screenshot(view, `sentence-input-${label}-${scheme}`);
      }
    }
  });
});

describe('choice drills', () => {
  const verdictOf = (target: Page, row: number) =>
    target
      .getByRole('group', { name: `Helping verb of sentence ${row}`, exact: true })
      .locator('.choice-verdict');

  /** From the row's first option, arrows over a wrong option and lands on the right one; returns its verdict. */
  async function arrowToRight(target: Page, row: number) {
    const group = target.getByRole('group', { name: `Helping verb of sentence ${row}`, exact: true });
    await group.getByRole('radio').first().focus();
    await target.keyboard.press('ArrowRight');
    await expect.poll(async () => (await verdictOf(target, row).textContent()) ?? '').not.toBe('');
    if ((await verdictOf(target, row).textContent())?.includes('Not correct')) {
      await target.keyboard.press('ArrowLeft');
    } else {
      await target.keyboard.press('ArrowLeft');
      await expect.poll(() => verdictOf(target, row).textContent()).toBe('✗ Not correct');
      await target.keyboard.press('ArrowRight');
    }
    await expect.poll(() => verdictOf(target, row).textContent()).toBe('✓ Correct');
  }

  it('says right and wrong in words and a mark, and arrows passing over an option record no mistake', async () => {
    const learner = await openPage(browser, baseUrl);
    await signUp(learner, newLearner('choices'));
    await learner.goto('/ch8/drills/sein_oder_haben');
    await hydrated(learner);
    await arrowToRight(learner, 1);
    // Leaving the row by Tab makes the choice count; the option passed over was not an answer.
    await learner.keyboard.press('Tab');
    await learner.waitForLoadState('networkidle');
    await learner.goto('/mistakes');
    await learner.getByRole('heading', { level: 1, name: 'My mistakes' }).waitFor();
    await learner.getByText(/^No mistakes so far/).waitFor();
    expect(await learner.getByRole('region', { name: 'Sein oder haben?' }).count()).toBe(0);

    // A wrong option the learner stays on and leaves is an answer: it is recorded once.
    await learner.goto('/ch8/drills/sein_oder_haben');
    await hydrated(learner);
    await arrowToRight(learner, 2);
    await learner.keyboard.press('ArrowRight');
    await expect.poll(() => verdictOf(learner, 2).textContent()).toBe('✗ Not correct');
    const saved = mistakeSaved(learner);
    await learner.keyboard.press('Tab');
    await saved;
    await learner.goto('/mistakes');
    const topic = learner.getByRole('region', { name: 'Sein oder haben?' });
    await topic.locator('.mistake').first().waitFor();
    expect(await topic.locator('.mistake').count()).toBe(1);
    await learner.context().close();
  });

  it('looks right in light and dark, desktop and phone', async () => {
    for (const [size, label] of [
      [{}, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const view = await viewIn(size, scheme);
        await view.goto('/ch8/drills/sein_oder_haben');
        await view
          .getByRole('group', { name: 'Helping verb of sentence 1', exact: true })
          .getByRole('radio')
          .first()
          .click();
        await view
          .getByRole('group', { name: 'Helping verb of sentence 2', exact: true })
          .getByRole('radio')
          .nth(1)
          .click();
        await view
          .getByRole('group', { name: 'Helping verb of sentence 3', exact: true })
          .getByRole('radio')
          .nth(1)
          .click();
        await expect.poll(() => verdictOf(view, 3).textContent()).not.toBe('');
        await view.evaluate(() => {
          const row = document.querySelector('.choice-row');
          if (row) window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 120);
        });
        await screenshot(view, `choice-drill-${label}-${scheme}`);
      }
    }
  });
});

/** Every control in the page's main area, each given a number, and which of them are radios (by group). */
async function numberControls(
  target: Page,
): Promise<{ labels: string[]; radioGroups: Record<number, string> }> {
  return target.evaluate(() => {
    const selector =
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select, textarea, [tabindex="0"]';
    const controls = [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)].filter(
      (element) => element.getClientRects().length > 0 && element.tabIndex >= 0,
    );
    const radioGroups: Record<number, string> = {};
    controls.forEach((element, index) => {
      element.dataset['walk'] = String(index);
      if (element instanceof HTMLInputElement && element.type === 'radio') radioGroups[index] = element.name;
    });
    const labels = controls.map(
      (element) =>
        `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`,
    );
    return { labels, radioGroups };
  });
}

/**
 * Walks a page by keyboard alone: Skip to content, then Tab, and Escape once in the last answer
 * input of every row (to the row's buttons). Returns the controls of the main area that were never focused.
 */
async function keyboardWalk(target: Page, path: string): Promise<string[]> {
  await target.goto(path);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await target.locator('main button').first().waitFor();
  const { labels, radioGroups } = await numberControls(target);
  expect(labels.length, path).toBeGreaterThan(5);
  await target.keyboard.press('Tab');
  expect(await target.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  await target.keyboard.press('Enter');
  const reached = new Set<number>();
  const reachedLabels = new Set<string>();
  const escaped = new Set<number>();
  for (let step = 0; step < 600; step += 1) {
    const active = await target.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        // A control shown again after a re-render is a new element: it is known by its label.
        label: element
          ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`
          : '',
        walk: element?.dataset['walk'],
        inMain: Boolean(element?.closest('main')),
        // The last answer of its row: Escape there goes to the row's buttons (Tab takes the others).
        answer:
          element instanceof HTMLInputElement &&
          element.type === 'text' &&
          [...(element.closest('li, [role="row"]')?.querySelectorAll('input[type="text"]') ?? [])].at(-1) ===
            element,
      };
    });
    if (step > 0 && !active.inMain) break;
    const index = active.walk === undefined ? undefined : Number(active.walk);
    if (index !== undefined) reached.add(index);
    reachedLabels.add(active.label);
    if (index !== undefined && active.answer && !escaped.has(index)) {
      escaped.add(index);
      await target.keyboard.press('Escape');
    } else {
      await target.keyboard.press('Tab');
    }
  }
  const reachedGroups = new Set([...reached].map((index) => radioGroups[index]).filter(Boolean));
  return labels.filter((_label, index) => {
    const group = radioGroups[index];
    return (
      !reached.has(index) &&
      !reachedLabels.has(labels[index] ?? '') &&
      !(group !== undefined && reachedGroups.has(group))
    );
  });
}

describe('keyboard', () => {
  it("goes from an answer to its row's buttons with Escape, and on with Tab (said on the input and the page)", async () => {
    await page.goto('/ch6/german_to_english');
    const first = page.getByLabel('Translation of sentence 1', { exact: true });
    await first.focus();
    expect(await first.getAttribute('aria-keyshortcuts')).toContain('Escape');
    await page.getByText(/Esc in an input goes to that row's buttons/).waitFor();
    await page.keyboard.type('I am');
    await page.keyboard.press('Escape');
    const button = page.getByRole('button', { name: 'Show the translation of sentence 1', exact: true });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    // The answer is kept, and Tab goes on to the next row's answer; Shift+Tab back to this one.
    expect(await first.inputValue()).toBe('I am');
    await page.keyboard.press('Tab');
    const second = page.getByLabel('Translation of sentence 2', { exact: true });
    await expect.poll(() => second.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goto('/how_to/tab=practice');
    await page.getByRole('heading', { name: 'Keyboard' }).waitFor();
    await page.getByText(/goes to that row's buttons/).waitFor();
  });

  for (const path of [
    '/ch6/german_to_english',
    '/ch6/drills/genitive_prepositions',
    '/ch4/drills/kein_vs_nicht',
    '/ch3/drills/word_order',
  ]) {
    it(`reaches every control of ${path} by keyboard alone`, async () => {
      expect(await keyboardWalk(page, path)).toEqual([]);
    });
  }
});

describe('input limits', () => {
  it("takes another cell's form in a table cell, to be checked rather than cut", async () => {
    await page.goto('/ch11/modal_verbs/memorization/duerfen');
    const cell = page.getByLabel('dürfen (may): er / sie / es, dürfen', { exact: true });
    await cell.click();
    await page.keyboard.type('darfst');
    expect(await cell.inputValue()).toBe('darfst');
  });

  it('takes a right answer with commas whole, and says when the limit is reached; a report sends what was typed', async () => {
    await page.goto('/ch6/german_to_english');
    const input = page.getByLabel('Translation of sentence 7', { exact: true });
    await input.click();
    const right = 'During the holidays, the children sleep, for a very long time!';
    await page.keyboard.type(right);
    expect(await input.inputValue()).toBe(right);
    expect(await page.getByText('Maximum length reached').count()).toBe(0);

    await input.fill('');
    await page.keyboard.type(`${right} They sleep until noon every day, and then they eat.`);
    const typed = await input.inputValue();
    const limit = await input.evaluate((element) => (element as HTMLInputElement).maxLength);
    expect(typed.length).toBe(limit);
    const field = input.locator('xpath=..');
    await field.locator('.answer-limit', { hasText: 'Maximum length reached' }).waitFor();
    expect(await field.locator('[aria-live="polite"]').textContent()).toContain('Maximum length reached');

    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    const request = page.waitForRequest(
      (sent) => sent.url().includes('/rest/v1/answer_reports') && sent.method() === 'POST',
    );
    await page.getByRole('button', { name: 'My answer should count (sentence 7)' }).click();
    const body = JSON.parse((await request).postData() ?? '{}') as
      { answer?: string } | { answer?: string }[];
    expect((Array.isArray(body) ? body[0] : body)?.answer).toBe(typed);
  });
});

describe('feedback that says why', () => {
  it('gives no "Typo?" for a slip that makes another form (billige for billig), and says what a typo is', async () => {
    await page.goto('/ch3/extras_definite_article');
    const predicate = page.getByLabel('Sentence 1, blank 2', { exact: true });
    await predicate.fill('billige');
    const attributive = page.getByLabel('Sentence 1, blank 1', { exact: true });
    await attributive.fill('alle');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expect.poll(() => predicate.getAttribute('aria-invalid')).toBe('true');
    const field = (input: Locator) => input.locator('xpath=..');
    // "alle" for alte is a typo; "billige" is the ending the sentence does not want.
    await field(attributive).locator('.answer-status', { hasText: 'Typo?' }).waitFor();
    expect(await field(predicate).locator('.answer-status').count()).toBe(0);
  });
});

describe('table pages', () => {
  it('print their instructions once', async () => {
    for (const path of [
      '/ch11/modal_verbs/memorization/duerfen',
      '/ch1/subject_pronoun/memorization/work',
      '/ch4/possessive_adjective/memorization/work',
      '/ch4/kein/review/masculine',
      '/ch4/kein/review/test',
    ]) {
      await page.goto(path);
      await page.locator('main table input').first().waitFor();
      const paragraphs = await page.locator('main p').allTextContents();
      const fillIn = paragraphs.filter((text) => /\b(fill in|type the)\b/i.test(text));
      expect(fillIn.length, `${path}: ${fillIn.join(' | ')}`).toBeLessThanOrEqual(1);
      // How the page checks is said once.
      expect(
        paragraphs.filter((text) => /Check My Answers|checked when you leave it/.test(text)).length,
        path,
      ).toBe(1);
    }
  });
});
