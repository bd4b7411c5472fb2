// The phone layout has one width: the stylesheets' media queries and the device layout hook both
// use core's PHONE_LAYOUT_MAX_WIDTH, so a screen that asks the hook sees what the styles show.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE_LAYOUT_MAX_WIDTH } from '@grundlagen/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceLayout } from './use-device-class.ts';

const srcDir = join(import.meta.dirname, '..');

/** Every stylesheet of the app (the global ones in styles/, those beside components and features), comments left out. */
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, text: readFileSync(join(srcDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

describe('the phone layout width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the one width of every max-width media query in every stylesheet', () => {
    const withMedia = stylesheets.filter(({ text }) => text.includes('@media'));
    // Phone rules live beside what they style (the base, the course shell, the practice pages…).
    expect(withMedia.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'styles/base.css',
        'components/layout/layout.css',
        'features/practice/practice.css',
      ]),
    );
    for (const { name, text } of withMedia) {
      const widths = [...text.matchAll(/@media[^{]*\bwidth\b[^{]*\{/g)].map((match) => match[0]);
      // Only `(max-width: <core's width>px)`: no other width, no min-width, no range syntax.
      for (const query of widths)
        expect(query, `${name}: ${query}`).toBe(`@media (max-width: ${PHONE_LAYOUT_MAX_WIDTH}px) {`);
    }
    expect(
      withMedia.some(({ text }) => text.includes(`@media (max-width: ${PHONE_LAYOUT_MAX_WIDTH}px)`)),
    ).toBe(true);
  });

  it('gives a desktop agent the phone layout up to that width, as the media queries do', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    vi.stubGlobal('window', { innerWidth: PHONE_LAYOUT_MAX_WIDTH });
    expect(readDeviceLayout()).toEqual({ device: 'Desktop', isMobile: true });
    vi.stubGlobal('window', { innerWidth: PHONE_LAYOUT_MAX_WIDTH + 1 });
    expect(readDeviceLayout()).toEqual({ device: 'Desktop', isMobile: false });
  });
});
