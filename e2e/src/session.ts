import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { desktop } from './browser.ts';
import { repoRoot } from './server.ts';

export const screenshotDir = join(repoRoot, 'e2e', 'test-results', 'screenshots');
mkdirSync(screenshotDir, { recursive: true });

let counter = 0;
/** A fresh learner identity for each test. */
export function newLearner(prefix = 'learner') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { email: `${id}@example.com`, password: 'richtig-gut-8', username: id };
}

/**
 * A page in a context of its own. The service worker is blocked unless `options` allow it: it
 * downloads the whole course in the background of each new context, which costs the suite CPU
 * and keeps `networkidle` waiting; the offline spec, which tests it, allows it.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...desktop,
    baseURL: baseUrl,
    serviceWorkers: 'block',
    ...options,
  });
  return context.newPage();
}

/**
 * Opens `path` inside the app, as its links do (a history entry the router follows, no page
 * load), and waits until the layout shows it (`main[data-path]`, set in the same render as the
 * page). A page that does not show the course layout yet loads `path` instead. For walks over
 * many pages: a full load per page re-parses the app's code each time.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://localhost').pathname;
  if ((await page.locator('main[data-path]').count()) === 0) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
  }
  await page.locator(`main[data-path="${pathname}"]`).waitFor();
}

export async function signUp(page: Page, learner: ReturnType<typeof newLearner>): Promise<void> {
  await page.goto('/new_user');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password (min 8 characters)').fill(learner.password);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /Welcome to Grundlagen/ }).waitFor();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's Content Security Policy does not apply.
  // Once per document: a page opened inside the app keeps the copy already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    // Every rule runs on every element as before; only the violations are reported in full. (Axe
    // builds a selector for every element of every result type listed; unlisted ones keep one.)
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`);
}

/** A supabase-js client acting as the learner signed in on the page (for arranging server state). */
export async function learnerClient(page: Page, baseUrl: string) {
  const { createClient } = await import('@supabase/supabase-js');
  const config = (await (await fetch(`${baseUrl}/app-config.json`)).json()) as { supabaseAnonKey: string };
  const stored = await page.evaluate(() => localStorage.getItem('grundlagen-auth'));
  if (!stored) throw new Error('No session in the page.');
  const { access_token: accessToken } = JSON.parse(stored) as { access_token: string };
  return createClient(baseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** The rows the page's write queue (IndexedDB `grundlagen`, store `writes`) holds, oldest first. */
export async function queuedWrites(
  page: Page,
): Promise<{ userId: string; table: string; row: Record<string, unknown> }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('grundlagen');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('writes').objectStore('writes').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Waits until the app has taken over a prerendered page (its shell renders for the device): what
 * a test does before it is the prerendered page's own behaviour (e2e `first-page`).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('.app-shell:not(.app-shell-any-device)').waitFor();
}

/** Resolves once the server has stored a change to the learner's mistakes (the write queue's send). */
export function mistakeSaved(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/rest/v1/mistakes') &&
      response.request().method() !== 'GET' &&
      response.ok(),
  );
}
