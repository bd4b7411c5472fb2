// Issue 12 in the browser: a wrong answer shows the words where it differs from the closest
// correct answer, and a report sent with "My answer should count" appears in `npm run reports`
// (read from the server's data folder while the server runs, and again once it has stopped).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { answerOf } from '../src/earn.ts';
import { repoRoot, startServer, type RunningServer } from '../src/server.ts';
import { newLearner, openPage, screenshot, seriousAccessibilityViolations, signUp } from '../src/session.ts';

let browser: Browser;
let page: Page;
let server: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'grundlagen-e2e-reports-'));

/** `npm run reports` on the server's data folder, as a course author runs it. */
function runReports(): string {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'reports'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  server = await startServer({ dataDir });
  browser = await launchBrowser();
  page = await openPage(browser, server.url);
  await signUp(page, newLearner('fair'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('fair checking', () => {
  it('shows the differing words of a wrong answer and the closest correct answer', async () => {
    await page.goto('/ch1/english_to_german');
    const input = page.getByLabel('Translation of sentence 1', { exact: true });
    await input.waitFor();
    // The modal's translation, with one word changed.
    const translation = await answerOf(page, 'Show the translation of sentence 1', '.modal-answer');
    const words = translation.replace(/[.!?]$/, '').split(' ');
    const replaced = (words[1] ?? '').replace(/[,;:]$/, '');
    words[1] = 'Quatsch';
    await input.fill(words.join(' '));
    await page.getByRole('button', { name: 'Check Answers' }).click();

    const row = page.locator('li', { has: input });
    await row.locator('del', { hasText: 'Quatsch' }).waitFor();
    await expect.poll(() => row.locator('ins').first().textContent()).toContain(replaced);
    await expect.poll(() => row.locator('.answer-closest').textContent()).toContain(translation);
    // Marked by more than colour: struck through and underlined.
    const marks = await row.evaluate((element) => ({
      del: getComputedStyle(element.querySelector('del')!).textDecorationLine,
      ins: getComputedStyle(element.querySelector('ins')!).textDecorationLine,
    }));
    expect(marks).toEqual({ del: 'line-through', ins: 'underline' });
    const status = await page.locator(`#${await input.getAttribute('aria-describedby')}`).textContent();
    expect(status).toContain(`"Quatsch" instead of "${replaced}"`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'fair-checking-difference');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('sends a report that npm run reports lists, with the server running and after it stopped', async () => {
    await page.goto('/ch1/german_to_english');
    const input = page.getByLabel('Translation of sentence 3', { exact: true });
    const answer = `A reported answer ${Date.now().toString(36)}`;
    await input.fill(answer);
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.getByRole('button', { name: 'My answer should count (sentence 3)' }).click();
    await page.getByText('Thank you: your answer was sent to the course authors.').waitFor();
    await page.getByRole('button', { name: 'Reported — thank you (sentence 3)' }).waitFor();

    const whileRunning = runReports();
    expect(whileRunning).toContain('a server');
    expect(whileRunning).toContain('1 reported answer for 1 sentence');
    expect(whileRunning).toContain('ch1_ex_to_english #3: ');
    expect(whileRunning).toContain(`1×  ${answer}`);

    await browser.close();
    await server.stop();
    const afterStop = runReports();
    expect(afterStop).toContain(`Answer reports from ${dataDir}`);
    expect(afterStop).toContain(`1×  ${answer}`);
  });
});
