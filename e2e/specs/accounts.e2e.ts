import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { logIn, newLearner, openPage, screenshot, signUp } from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Collects the URLs of the page's API requests refused for their session (401) from now on. */
function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/') && response.status() === 401) refused.push(response.url());
  });
  return refused;
}

/** Logs out with the course's button and waits for the login form and a quiet network. */
async function logOutToLoginForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL('**/login');
  await page
    .getByRole('button', { name: /log ?in/i })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
}

// A server's answer (a password hashed, a profile saved) can take seconds on a busy machine, so
// the specs wait for what it shows with Playwright's waits, not a one-second poll.
describe('accounts', () => {
  it('signs up, logs out and logs in again', async () => {
    const page = await openPage(browser, baseUrl);
    const learner = newLearner();
    await signUp(page, learner);
    await screenshot(page, 'home-desktop-light');

    await page.goto('/settings/ch=1');
    await expect.poll(() => page.getByText(`Email: ${learner.email}`).count()).toBe(1);
    await screenshot(page, 'settings-desktop-light');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // Logout replaced the history entry: going back does not return to the course.
    await page.goBack().catch(() => undefined);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/settings/ch=1');

    // Logging in again continues where the learner left off: the page they logged out on.
    await logIn(page, learner.email, learner.password);
    await page.waitForURL((url) => url.pathname === '/settings/ch=1');
    await expect.poll(() => page.getByText(`Email: ${learner.email}`).count()).toBe(1);
    await page.context().close();
  });

  it('logs out of a drill without asking the server for its answers again', async () => {
    const page = await openPage(browser, baseUrl);
    await signUp(page, newLearner());
    await page.goto('/ch9/drills/two_case_prepositions_a');
    await page.getByRole('main').getByRole('textbox').first().waitFor();
    const refused = refusedRequests(page);
    await logOutToLoginForm(page);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('logs out while a drill still loads its answers, sending nothing with the ended session', async () => {
    // The order a busy machine may give: the prerendered drill's read of the learner's answers
    // is answered only after logout has ended the session; the page then makes its blank rows.
    const page = await openPage(browser, baseUrl);
    await signUp(page, newLearner());
    let loggedOut = () => undefined as void;
    const logout = new Promise<void>((resolve) => {
      loggedOut = resolve;
    });
    page.on('response', (response) => {
      if (response.url().includes('/auth/v1/logout')) loggedOut();
    });
    let read = () => undefined as void;
    const answersRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    await page.route(/\/rest\/v1\/ch9_tc_prepositions\?select=/, async (route) => {
      const response = await route.fetch();
      read();
      await logout;
      await route.fulfill({ response });
    });
    const refused = refusedRequests(page);
    await page.goto('/ch9/drills/two_case_prepositions_a');
    await answersRead;
    await logOutToLoginForm(page);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await openPage(browser, baseUrl);
    const learner = newLearner();
    await signUp(page, learner);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, learner.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
    await screenshot(page, 'login-error-desktop-light');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it("shows the server's message for a common password at sign-up and in Settings", async () => {
    const page = await openPage(browser, baseUrl);
    const learner = newLearner();
    await page.goto('/new_user');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password (min 8 characters)').fill('12345678');
    await page.getByLabel('Username').fill(learner.username);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'easy to guess' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/new_user');

    await signUp(page, learner);
    await page.goto('/settings/ch=1');
    await page.getByLabel('New Password (min 8 characters)').fill('password123');
    await page.getByLabel('Confirm New Password').fill('password123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByText(/easy to guess/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('sends an unauthenticated visit to /ch3 to /login', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto('/ch3');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // The login screen knows where to return to.
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/ch3');
    await page.context().close();
  });

  it('changes the password, then logs in with the new one', async () => {
    const page = await openPage(browser, baseUrl);
    const learner = newLearner();
    await signUp(page, learner);
    await page.goto('/settings/ch=2');
    await page.getByLabel('New Password (min 8 characters)').fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password must have a minimum of 8 characters').count()).toBe(1);

    await page.getByLabel('New Password (min 8 characters)').fill('ganz-neues-passwort');
    await page.getByLabel('Confirm New Password').fill('ganz-neues-passwort');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Settings saved.').first().waitFor();
    expect(await page.getByLabel('New Password (min 8 characters)').inputValue()).toBe('');

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await logIn(page, learner.email, learner.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
    await logIn(page, learner.email, 'ganz-neues-passwort');
    await page.waitForURL((url) => url.pathname === '/settings/ch=2');
    await page.context().close();
  });

  it('keeps dark mode across a reload and a new login', async () => {
    const page = await openPage(browser, baseUrl, { colorScheme: 'light' });
    const learner = newLearner();
    await signUp(page, learner);
    await page.goto('/settings/ch=1');
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByText('Settings saved.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await screenshot(page, 'settings-desktop-dark');

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');

    // A new browser (no stored choice) takes the setting from the account when the learner logs in.
    const fresh = await openPage(browser, baseUrl, { colorScheme: 'light' });
    await logIn(fresh, learner.email, learner.password);
    await fresh.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => fresh.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await screenshot(fresh, 'home-desktop-dark');
    // In the same tab, without a reload, the Settings switch shows the account's choice too.
    await fresh.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    const freshToggle = fresh.getByRole('switch', { name: 'Dark Mode' });
    await freshToggle.waitFor();
    expect(await freshToggle.isChecked()).toBe(true);
    await fresh.context().close();
    await page.context().close();
  });
});
