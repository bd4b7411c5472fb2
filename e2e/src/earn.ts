import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { acceptedAnswers } from '@grundlagen/core';
import {
  loadPracticeSet,
  VERB_PRACTICE_PERSONS,
  verbsUpTo,
  type CatalogueMenuItem,
} from '@grundlagen/content';
import { navigateInApp } from './session.ts';

// How a keyboard-only learner earns each kind of progress code, reading the answers the pages
// themselves offer (Show Answers, "Not quite: …"), or, for drills and exercise sets, the model
// answers their answer modals show (read from the set's data: opening every modal costs seconds
// a set; the modals have tests of their own). Every helper works by focus and keys; none clicks.

/** Pages whose helpers open each page inside the app (see `openPagesInApp`). */
const inAppPages = new WeakSet<Page>();

/**
 * From now on the helpers below open each page on `page` inside the app, as its links do
 * (`navigateInApp`), instead of loading it afresh; a page already showing the path is still
 * loaded afresh. For a walk over many pages by one learner, where a full load per page costs
 * seconds; a spec that arranges state on the server between pages keeps the full loads.
 */
export function openPagesInApp(page: Page): void {
  inAppPages.add(page);
}

async function open(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()).pathname : '';
  if (inAppPages.has(page) && here !== new URL(path, 'http://localhost').pathname) {
    await navigateInApp(page, path);
  } else {
    await page.goto(path);
  }
}

/** The sidebar's "done" mark of a catalogue item (found by its link, so names may repeat). */
export function tickOf(page: Page, item: Pick<CatalogueMenuItem, 'link'>): Locator {
  return page
    .getByRole('navigation', { name: 'Course' })
    .locator(`a[href="${item.link}"]`)
    .getByRole('img', { name: 'done', exact: true })
    .first();
}

/** Presses a button by focusing it and pressing Enter. */
export async function press(page: Page, name: string | RegExp): Promise<void> {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .focus();
  await page.keyboard.press('Enter');
}

/** Types each answer into the inputs from the first one on, moving with Tab only. */
export async function typeInOrder(page: Page, first: Locator, answers: readonly string[]): Promise<void> {
  await first.focus();
  await expect.poll(() => isFocused(first)).toBe(true);
  for (const answer of answers) {
    // Control+A selects what the input holds, for the answer to replace it; an empty input (as
    // most are) needs no selection, and the four key events cost more than asking.
    const empty = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused instanceof HTMLInputElement && focused.value === '';
    });
    if (!empty) await page.keyboard.press('Control+A');
    // Typed as one input event (as a keyboard's text entry sends it), not key by key: faster.
    await page.keyboard.insertText(answer);
    await page.keyboard.press('Tab');
  }
}

/**
 * Opens a row's answer modal by keyboard, reads a part of it (CSS selector; the whole dialog
 * without one) and closes it with Escape, leaving focus back on the button.
 */
export async function answerOf(page: Page, button: string, part?: string): Promise<string> {
  const opener = page.getByRole('button', { name: button, exact: true });
  // A prerendered page's buttons are disabled until it has hydrated.
  await expect.poll(() => opener.isEnabled()).toBe(true);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const shown = part ? dialog.locator(part).first() : dialog;
  const text = (await shown.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The dialog hands focus back to its button a moment after it is gone (a timer): wait for
  // it, or it lands after the next step has focused an input and the typing goes astray.
  await expect.poll(() => isFocused(opener)).toBe(true);
  return text.trim();
}

/** Whether keyboard focus is on this element. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Waits for the save confirmation after pressing Save. */
async function save(page: Page): Promise<void> {
  await press(page, 'Save');
  await page
    .getByText(/^Work (already )?saved\./)
    .first()
    .waitFor();
}

/** A lesson: read to the end and press "Mark as done". */
export async function markLessonDone(page: Page, item: CatalogueMenuItem): Promise<void> {
  await open(page, item.link);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await press(page, 'Mark as done');
}

/** A memorisation or review unit: fail its test once, read the answers shown, pass it. */
export async function passUnitTest(page: Page, path: string): Promise<void> {
  await open(page, path);
  const inputs = page.locator('.memory-table input');
  await inputs.first().waitFor();
  await typeInOrder(page, inputs.first(), ['falsch']);
  await press(page, 'Check My Answers');
  await press(page, 'Show Answers');
  const answers = await page.locator('.memory-table .shown-answer').allTextContents();
  expect(answers).toHaveLength(await inputs.count());
  await typeInOrder(page, inputs.first(), answers);
  await press(page, 'Check My Answers');
  await page
    .getByRole('status')
    .filter({ hasText: /^Passed: all/ })
    .waitFor();
}

/** The vocabulary test: check it empty, read the answers shown, pass it. */
export async function passVocabularyTest(page: Page, item: CatalogueMenuItem): Promise<void> {
  await open(page, `${item.link}/test`);
  const inputs = page.locator('.trainer-list input');
  await inputs.first().waitFor();
  await press(page, 'Check My Answers');
  await press(page, 'Show Answers');
  const answers = await page.locator('.trainer-list .shown-answer').allTextContents();
  expect(answers).toHaveLength(await inputs.count());
  await typeInOrder(page, inputs.first(), answers);
  await press(page, 'Check My Answers');
  await page
    .getByRole('status')
    .filter({ hasText: /^Passed: all/ })
    .waitFor();
}

/**
 * An endless practice (verb conjugation or a "Practice: …" page): answer what is known, learn
 * the solution of what is not from "Not quite: …", until the tick appears.
 */
export async function reachPracticeGoal(
  page: Page,
  item: CatalogueMenuItem,
  path = item.link,
  answerKey: (label: string) => string | undefined = () => undefined,
): Promise<void> {
  await open(page, path);
  const input = page.locator('#practice-answer');
  await input.waitFor();
  const known = new Map<string, string>();
  const tick = tickOf(page, item);
  for (let round = 0; round < 200 && !(await tick.isVisible()); round += 1) {
    const label = (await input.getAttribute('aria-label')) ?? '';
    await input.focus();
    await page.keyboard.insertText(known.get(label) ?? answerKey(label) ?? 'falsch');
    await page.keyboard.press('Enter');
    const result = page.locator('.result');
    await result.filter({ hasText: /\S/ }).waitFor();
    // The solution is the first text of the result; a reason may follow as its own text.
    const first = await result.evaluate((element) => element.childNodes[0]?.textContent ?? '');
    const solution = /^Not quite: (.*)\.$/s.exec(first.trim())?.[1];
    if (solution !== undefined) {
      // Verb practice shows the person before the form ("sie (they) nehmen").
      const person = /^Form of .+ for (.+)$/.exec(label)?.[1];
      known.set(
        label,
        person && solution.startsWith(`${person} `) ? solution.slice(person.length + 1) : solution,
      );
    }
    await page.keyboard.press('Enter');
  }
  await tick.waitFor();
}

/**
 * The verb practice's answer key for a chapter, from its verb tables: "Form of nehmen for du" →
 * "nimmst". (With all verbs so far, learning each of about a thousand prompts from "Not quite"
 * can take more than 200 rounds.)
 */
export function verbFormKey(chapter: number): (label: string) => string | undefined {
  const verbs = verbsUpTo(chapter).map((entry) => entry.verb);
  return (label) => {
    const [, infinitive, person] = /^Form of (.+) for (.+)$/.exec(label) ?? [];
    const form = VERB_PRACTICE_PERSONS.find((entry) => entry.label === person)?.form;
    const verb = verbs.find((entry) => entry.infinitive === infinitive);
    return form === undefined ? undefined : verb?.deutsch[form];
  };
}

/** A fill-in drill: type the model answer of every blank (what its answer modal shows), save. */
export async function completeFillInDrill(page: Page, item: CatalogueMenuItem): Promise<void> {
  const set = await loadPracticeSet(item.table ?? '');
  if (set.kind !== 'fill-in-drill') throw new Error(`${item.table} is not a fill-in drill`);
  await open(page, item.link);
  const inputs = page.locator('.practice-page .exercise-list input');
  await inputs.first().waitFor();
  const answers = set.items.flatMap((entry) => entry.answers.map((blank) => blank[0] ?? ''));
  expect(answers).toHaveLength(await inputs.count());
  await typeInOrder(page, inputs.first(), answers);
  await save(page);
}

/** A translation set: type the translation every sentence's answer modal shows, save. */
export async function completeTranslationSet(page: Page, item: CatalogueMenuItem): Promise<void> {
  const set = await loadPracticeSet(item.table ?? '');
  if (set.kind !== 'translation-exercise') throw new Error(`${item.table} is not a translation set`);
  await open(page, item.link);
  await page.locator('.practice-page input').first().waitFor();
  const count = await page.getByRole('button', { name: /^Show the translation of sentence \d+$/ }).count();
  expect(count).toBe(set.sentences.length);
  const answers = set.sentences.map(
    (sentence) => sentence.defaultTranslation ?? acceptedAnswers(sentence.translation).next().value ?? '',
  );
  // The modal of the last sentence shows the same translation the data gives.
  expect(await answerOf(page, `Show the translation of sentence ${count}`, '.modal-answer')).toBe(
    answers.at(-1),
  );
  await typeInOrder(page, page.getByLabel('Translation of sentence 1', { exact: true }), answers);
  await save(page);
}

/** A choice drill: for each sentence take the first choice, and the next while it is not correct. */
export async function completeChoiceDrill(page: Page, item: CatalogueMenuItem): Promise<void> {
  await open(page, item.link);
  const groups = page.locator('.practice-page fieldset.choices');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const radios = group.getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('Space');
    const choices = await radios.count();
    for (let tries = 1; tries < choices; tries += 1) {
      const live = group.locator('[aria-live]');
      await live.filter({ hasText: /\S/ }).waitFor();
      if ((await live.textContent()) === '✓ Correct') break;
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => radios.nth(tries).isChecked(), { timeout: 10_000 }).toBe(true);
    }
    await expect
      .poll(() => group.locator('[aria-live]').textContent(), { timeout: 10_000 })
      .toBe('✓ Correct');
  }
  await save(page);
}

/** A chunk's or answer's words, lower case, without punctuation: for comparing word orders. */
export const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,?!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The chunk indexes (into `titles`) in the answer's order: at each step the longest chunk that goes on. */
export function answerOrder(answer: string, titles: readonly string[]): number[] {
  const order: number[] = [];
  let rest = plain(answer);
  const left = titles.map((title, index) => ({ index, text: plain(title) }));
  while (left.length > 0) {
    const fits = left
      .filter(({ text }) => rest === text || rest.startsWith(`${text} `))
      .sort((a, b) => b.text.length - a.text.length);
    const next = fits[0];
    if (!next) throw new Error(`no chunk continues "${rest}"`);
    left.splice(left.indexOf(next), 1);
    order.push(next.index);
    rest = rest.slice(next.text.length).trim();
  }
  return order;
}

/** A word-order drill: put every jumble in the order its answer modal shows, by keyboard, then save. */
export async function solveWordOrderDrill(page: Page, item: CatalogueMenuItem): Promise<void> {
  await open(page, item.link);
  const jumbles = page.locator('.jumble');
  await jumbles.first().locator('.chunk').first().waitFor();
  const count = await jumbles.count();
  for (let index = 0; index < count; index += 1) {
    const jumble = jumbles.nth(index);
    const answer = await answerOf(page, `Show the answer for jumble ${index + 1}`, 'strong');
    const start = await jumble.locator('.chunk').allTextContents();
    const wanted = answerOrder(answer, start).map((i) => plain(start[i] ?? ''));
    for (let position = 0; position < wanted.length; position += 1) {
      const current = (await jumble.locator('.chunk').allTextContents()).map(plain);
      const from = current.findIndex((text, i) => i >= position && text === wanted[position]);
      if (from === position) continue;
      await jumble.locator('.chunk').nth(from).focus();
      // Space picks the chunk up, each arrow key moves it one place in the order, Space drops it.
      await page.keyboard.press('Space');
      for (let step = 0; step < from - position; step += 1) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Space');
      await expect
        .poll(
          async () =>
            (await jumble.locator('.chunk').allTextContents()).map(plain).indexOf(wanted[position] ?? ''),
          { timeout: 10_000 },
        )
        .toBe(position);
    }
    await expect.poll(() => jumble.getAttribute('class'), { timeout: 10_000 }).toContain('correct');
  }
  await page.getByText(`${count} of ${count} in a correct order.`).waitFor();
  await save(page);
}
