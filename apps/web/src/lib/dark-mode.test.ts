import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  DARK_MODE_KEY,
  initialDarkMode,
  readStoredDarkMode,
  setDarkMode,
  systemPrefersDark,
  useIsDark,
} from './dark-mode.ts';

/** The system's colour scheme as `matchMedia` reports it. */
function systemScheme(dark: boolean) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }) as MediaQueryList,
    );
}

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset['theme'];
  document.documentElement.style.colorScheme = '';
});

describe('the stored choice', () => {
  it('is read only as "true" or "false"; anything else is no choice', () => {
    expect(readStoredDarkMode()).toBeNull();
    localStorage.setItem(DARK_MODE_KEY, 'true');
    expect(readStoredDarkMode()).toBe(true);
    localStorage.setItem(DARK_MODE_KEY, 'false');
    expect(readStoredDarkMode()).toBe(false);
    localStorage.setItem(DARK_MODE_KEY, 'yes');
    expect(readStoredDarkMode()).toBeNull();
  });

  it('comes before the system’s preference, which decides only without a choice', () => {
    systemScheme(true);
    expect(systemPrefersDark()).toBe(true);
    expect(initialDarkMode()).toBe(true);
    localStorage.setItem(DARK_MODE_KEY, 'false');
    expect(initialDarkMode()).toBe(false);
    vi.restoreAllMocks();
    systemScheme(false);
    localStorage.removeItem(DARK_MODE_KEY);
    expect(initialDarkMode()).toBe(false);
    localStorage.setItem(DARK_MODE_KEY, 'true');
    expect(initialDarkMode()).toBe(true);
  });
});

describe('the theme', () => {
  it('is set on the page’s root element, with the matching colour scheme', () => {
    applyTheme(true);
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme(false);
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('changes with setDarkMode, which stores the choice and updates every reader', () => {
    systemScheme(false);
    const first = renderHook(() => useIsDark());
    const second = renderHook(() => useIsDark());
    expect(first.result.current).toBe(false);
    act(() => setDarkMode(true));
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    act(() => setDarkMode(false));
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
    expect(first.result.current).toBe(false);
    // An unmounted reader is no longer told.
    second.unmount();
    act(() => setDarkMode(true));
    expect(first.result.current).toBe(true);
  });
});
