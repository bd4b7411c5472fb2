import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getChapter, itemRoutes, sectionItems } from '@grundlagen/content';
import { launchBrowser, phone } from '../src/browser.ts';
import {
  learnerClient,
  newLearner,
  openPage,
  screenshot,
  seriousAccessibilityViolations,
  signUp,
} from '../src/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl);
  await signUp(page, newLearner('nav'));
});
afterAll(async () => {
  await browser?.close();
});

describe('navigation', () => {
  it('shows 13 chapters in the sidebar and the right items for chapter 2, Extra Practice included', async () => {
    await page.goto('/ch2');
    const sidebar = page.getByRole('navigation', { name: 'Course' });
    await sidebar.waitFor();
    for (let chapter = 1; chapter <= 13; chapter += 1) {
      expect(await sidebar.getByRole('button', { name: new RegExp(`^${chapter}\\. `) }).count()).toBe(1);
    }
    // The chapter 2 accordion is open on /ch2's pages; open its sections.
    await page.goto('/ch2/drills/definite_article');
    // The sidebar is a chunk of its own (components/layout/navigation.ts): on a busy machine it may
    // arrive a moment after the page.
    await expect
      .poll(() => sidebar.getByRole('link', { name: /Definite Article/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    for (const section of ['New Material', 'Exercises', 'Extra Practice']) {
      const trigger = sidebar.getByRole('button', { name: section }).first();
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    }
    for (const name of [
      'Nouns: Gender',
      'Nouns: The Four Cases',
      'Genitives and Datives',
      'Cases Concepts in English',
      'Gender Shortcuts',
    ]) {
      expect(await sidebar.getByRole('link', { name: new RegExp(name) }).count(), name).toBeGreaterThan(0);
    }
    await screenshot(page, 'sidebar-ch2-desktop-light');
  });

  it('shows a page without content yet with its title and breadcrumb, and not done', async () => {
    await page.goto('/ch2/drills/genitives');
    await page.getByRole('heading', { level: 1, name: 'Genitives and Datives' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Chapter 2' }).count()).toBe(1);
    const item = page
      .getByRole('navigation', { name: 'Course' })
      .getByRole('link', { name: /Genitives and Datives/ });
    // The learner's progress marks come with the app, after the prerendered page.
    await item.getByRole('img', { name: 'not done' }).waitFor();
    expect(await item.getByRole('img', { name: 'not done' }).count()).toBe(1);
  });

  it('leads the catalogue’s name of the wissen practice (practice_nehmen) to the wissen practice', async () => {
    await page.goto('/ch11/wissen/memorization/practice_nehmen');
    await page.waitForURL((url) => url.pathname === '/ch11/wissen/memorization/practice_wissen');
    await page.getByRole('heading', { level: 1, name: 'Irregular Verb: wissen: Practice: wissen' }).waitFor();
    expect(await page.locator('.memory-table input').count()).toBeGreaterThan(0);
  });

  it('shows a not-found page inside the layout', async () => {
    await page.goto('/ch2/no_such_page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Course' }).count()).toBe(1);
  });

  it('has no serious or critical accessibility violations on the main screens', async () => {
    for (const path of [
      '/',
      '/settings/ch=1',
      '/toc',
      '/counts',
      '/vocab_util',
      '/how_to/tab=practice',
      '/ch1',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
  });

  it('shows the hamburger and hides Settings on a phone', async () => {
    const mobile = await openPage(browser, baseUrl, phone);
    await signUp(mobile, newLearner('phone'));
    await screenshot(mobile, 'home-phone-light');
    expect(await mobile.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    expect(await mobile.getByRole('banner').getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('navigation', { name: 'Course' }).waitFor();
    await screenshot(mobile, 'menu-phone-light');
    await mobile.context().close();
  });

  it('moves through New Material by its previous and next links on a phone, in the catalogue’s order', async () => {
    const mobile = await openPage(browser, baseUrl, phone);
    try {
      await signUp(mobile, newLearner('nextlinks'));
      const chapter = getChapter(12);
      const routes = sectionItems(chapter, 'concepts').flatMap(itemRoutes);
      const start = routes.indexOf('/ch12/dieser_jener');
      expect(start).toBeGreaterThanOrEqual(0);
      const links = mobile.getByRole('navigation', { name: 'Previous and next pages' });
      await mobile.goto(routes[start]!);
      // Forward through the unit and its sub-pages into the next item, without the menu.
      for (let step = 1; step <= 8; step += 1) {
        const next = links.getByRole('link', { name: /→$/ });
        await next.waitFor();
        await next.click();
        await mobile.waitForURL((url) => url.pathname === routes[start + step]);
        await mobile.locator('main h1').waitFor();
      }
      await screenshot(mobile, 'new-material-next-phone-light');
      // And back.
      await links.getByRole('link', { name: /^←/ }).click();
      await mobile.waitForURL((url) => url.pathname === routes[start + 7]);
      // The first page goes back to the chapter; the last goes on to the drills.
      await mobile.goto(routes[0]!);
      expect(await links.getByRole('link', { name: /^←/ }).getAttribute('href')).toBe('/ch12');
      await mobile.goto(routes.at(-1)!);
      expect(await links.getByRole('link', { name: /→$/ }).getAttribute('href')).toBe('/ch12/drills');
    } finally {
      await mobile.context().close();
    }
  });

  it('shows ticks from the tracker and clears them from Settings', async () => {
    const client = await learnerClient(page, baseUrl);
    const saved = await client.from('completed').upsert({ num: 1, completed_list: '1nsp,2dda' }).select();
    expect(saved.error).toBeNull();

    await page.goto('/ch1/subject_pronoun');
    const item = page
      .getByRole('navigation', { name: 'Course' })
      .getByRole('link', { name: /The Subject Pronoun/ });
    await item.getByRole('img', { name: 'done' }).waitFor();
    await screenshot(page, 'sidebar-tick-desktop-light');

    await page.goto('/settings/ch=1');
    await page.getByRole('button', { name: 'Clear Progress Tracker' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Progress tracker cleared.').first().waitFor();

    // The cleared list is queued and sent in the background (the write queue): wait for the server to hold it.
    await expect
      .poll(async () => (await client.from('completed').select('completed_list')).data, { timeout: 20_000 })
      .toEqual([{ completed_list: '' }]);
    await page.goto('/ch1/subject_pronoun');
    await item.getByRole('img', { name: 'not done' }).waitFor();
  });
});
