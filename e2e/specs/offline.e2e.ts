// Offline and installable: after one online visit, the service worker opens every page of the
// course without a connection, and the write queue (IndexedDB) keeps what the learner does until
// the server takes it, across a reload and a browser restart, only ever as that learner.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchPersistentBrowser, phone } from '../src/browser.ts';
import { learnerClient, newLearner, queuedWrites, screenshot, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
const profile = mkdtempSync(join(tmpdir(), 'grundlagen-e2e-profile-'));
let context: BrowserContext;
let page: Page;

/** Starts the browser on the kept profile (a restart when it ran before). */
async function startBrowser(): Promise<void> {
  context = await launchPersistentBrowser(profile, { baseURL: baseUrl });
  page = context.pages()[0] ?? (await context.newPage());
}

/** Waits until the service worker has downloaded the course and controls the page. */
async function courseKeptOffline(target: Page): Promise<void> {
  await target.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active, undefined, {
    timeout: 30_000,
  });
  // The page that registered it is not controlled yet: the next load is.
  await target.reload();
  await target.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const pronoun = (target: Page, situation: number) =>
  target.getByLabel(`Pronoun for situation ${situation}`, { exact: true });

beforeAll(async () => {
  await startBrowser();
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('the course installable', () => {
  it('links a manifest with a name, standalone display and icons of 192, 512 and a maskable 512 px', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      short_name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Grundlagen', display: 'standalone', start_url: '/' });
    for (const [sizes, purpose] of [
      ['192x192', undefined],
      ['512x512', undefined],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
      expect(icon, `${sizes} ${purpose ?? ''}`).toBeDefined();
      const image = await fetch(`${baseUrl}/${icon!.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    expect((await fetch(`${baseUrl}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the course offline', () => {
  const first = newLearner('offline');
  let firstServer: Awaited<ReturnType<typeof learnerClient>>;

  it('reopens a visited exercise with its answers, and opens pages never visited', async () => {
    await page.goto('/');
    await signUp(page, first);
    firstServer = await learnerClient(page, baseUrl);
    await page.goto('/ch1/drills/subj_pronoun');
    await pronoun(page, 1).fill('du');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work saved.').first().waitFor();
    await courseKeptOffline(page);
    await expect.poll(() => pronoun(page, 1).inputValue()).toBe('du');

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => pronoun(page, 1).inputValue()).toBe('du');
    await page.getByText("Offline: your work will be saved when you're back online").waitFor();

    // A chapter and a lesson this browser never opened.
    await page.goto('/ch11');
    await page.getByRole('heading', { level: 1, name: /Modal Verbs and Dependent Clauses/ }).waitFor();
    await page.goto('/ch9/future');
    await page.getByRole('heading', { level: 1, name: 'The Future Tense' }).waitFor();
  });

  it('keeps answers and a tick made offline across a reload and a restart, and sends them once online', async () => {
    // Still offline: a tick and three answers, one of them checked wrong (a mistake).
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('button', { name: 'Mark as not done' }).waitFor();
    await page.goto('/ch1/drills/subj_pronoun');
    await pronoun(page, 2).fill('Sie');
    await pronoun(page, 3).fill('ihr');
    await pronoun(page, 4).fill('xyz');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.getByText("Offline: 3 answers will be saved when you're back online").waitFor();
    await screenshot(page, 'offline-waiting-desktop-light');

    await page.reload();
    await expect.poll(() => pronoun(page, 2).inputValue()).toBe('Sie');
    expect(await pronoun(page, 4).inputValue()).toBe('xyz');

    // A browser restart, still offline.
    await context.close();
    await startBrowser();
    await context.setOffline(true);
    await page.goto('/ch1/drills/subj_pronoun');
    await expect.poll(() => pronoun(page, 3).inputValue()).toBe('ihr');
    await page.getByText("Offline: 3 answers will be saved when you're back online").waitFor();
    expect((await queuedWrites(page)).length).toBeGreaterThanOrEqual(4);

    // Back online: everything reaches the server within seconds, and the page says so.
    await context.setOffline(false);
    await page.getByText('All saved').waitFor({ timeout: 15_000 });
    await screenshot(page, 'offline-all-saved-desktop-light');
    expect(await queuedWrites(page)).toEqual([]);
    const answers = await firstServer
      .from('ch1_subj_pronoun')
      .select('questionNum, userAnswer')
      .in('questionNum', [1, 2, 3, 4]);
    expect(answers.error).toBeNull();
    expect(
      Object.fromEntries(
        (answers.data ?? []).map((row) => [row.questionNum as number, row.userAnswer as string]),
      ),
    ).toEqual({ 1: 'du', 2: 'Sie', 3: 'ihr', 4: 'xyz' });
    const mistakes = await firstServer.from('mistakes').select('answer, question_num');
    expect(mistakes.error).toBeNull();
    // Sent exactly once, though the queue was read by two page loads and a restart.
    expect(mistakes.data?.filter((row) => row.answer === 'xyz')).toHaveLength(1);
    const progress = await firstServer.from('completed').select('completed_list');
    expect(progress.data?.[0]?.completed_list).toContain('9nf');
  });

  it('never sends one learner’s unsaved work as another who signs in on the same browser', async () => {
    await context.setOffline(true);
    await page.goto('/ch1/drills/subj_pronoun');
    await pronoun(page, 5).fill('er');
    await page.getByText("Offline: 1 answer will be saved when you're back online").waitFor();
    // The first learner's session ends (revoked elsewhere); the page is loaded again without it.
    await page.evaluate(() => localStorage.removeItem('grundlagen-auth'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    await context.setOffline(false);
    const second = newLearner('offline-second');
    await signUp(page, second);
    await page
      .getByText(/Unsaved work of another learner who used this browser \(1 change\) was discarded/)
      .waitFor();
    expect(await queuedWrites(page)).toEqual([]);
    const secondServer = await learnerClient(page, baseUrl);
    const secondRows = await secondServer
      .from('ch1_subj_pronoun')
      .select('questionNum, userAnswer')
      .eq('questionNum', 5);
    expect(secondRows.data?.filter((row) => row.userAnswer === 'er')).toEqual([]);
    const firstRows = await firstServer
      .from('ch1_subj_pronoun')
      .select('questionNum, userAnswer')
      .eq('questionNum', 5);
    expect(firstRows.data?.filter((row) => row.userAnswer === 'er')).toEqual([]);
  });
});

describe('the offline indicator for a look', () => {
  it('in light and dark, on a desktop and a phone', async () => {
    await context.setOffline(false);
    // Each look types answers other than the last one's (an unchanged input is no edit).
    for (const [name, options, answers] of [
      ['desktop-dark', { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' }, ['du', 'Sie', 'ihr']],
      ['phone-light', { viewport: phone.viewport!, colorScheme: 'light' }, ['er', 'sie', 'es']],
      ['phone-dark', { viewport: phone.viewport!, colorScheme: 'dark' }, ['wir', 'ihr', 'du']],
    ] as const) {
      await page.setViewportSize(options.viewport);
      await page.emulateMedia({ colorScheme: options.colorScheme });
      await page.goto('/ch1/drills/subj_pronoun');
      await pronoun(page, 6).waitFor();
      await context.setOffline(true);
      for (const [index, answer] of answers.entries()) await pronoun(page, 6 + index).fill(answer);
      await page.getByText("Offline: 3 answers will be saved when you're back online").waitFor();
      await screenshot(page, `offline-waiting-${name}`);
      await context.setOffline(false);
      await page.getByText('All saved').waitFor({ timeout: 15_000 });
      await screenshot(page, `offline-all-saved-${name}`);
    }
  });
});
