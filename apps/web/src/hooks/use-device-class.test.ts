// The phone layout has one width: the stylesheet's media queries and the device layout hook both
// use core's PHONE_LAYOUT_MAX_WIDTH, so a screen that asks the hook sees what the styles show.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE_LAYOUT_MAX_WIDTH } from '@grundlagen/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceLayout } from './use-device-class.ts';

const stylesDir = join(import.meta.dirname, '..', 'styles');

describe('the phone layout width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the one width of every max-width media query in the styles', () => {
    const widths = readdirSync(stylesDir)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) =>
        [...readFileSync(join(stylesDir, name), 'utf8').matchAll(/@media \(max-width: (\d+)px\)/g)].map(
          (match) => Number(match[1]),
        ),
      );
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([PHONE_LAYOUT_MAX_WIDTH]));
  });

  it('gives a desktop agent the phone layout up to that width, as the media queries do', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    vi.stubGlobal('window', { innerWidth: PHONE_LAYOUT_MAX_WIDTH });
    expect(readDeviceLayout()).toEqual({ device: 'Desktop', isMobile: true });
    vi.stubGlobal('window', { innerWidth: PHONE_LAYOUT_MAX_WIDTH + 1 });
    expect(readDeviceLayout()).toEqual({ device: 'Desktop', isMobile: false });
  });
});
