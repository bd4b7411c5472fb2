import { useSyncExternalStore } from 'react';

/**
 * Dark mode, held in one place (docs/decisions.md): the browser's stored choice, else the
 * system's preference. Settings and a login change it through `setDarkMode`, which stores the
 * choice, switches the page's theme and tells every component that reads `useIsDark`.
 */

/** Browser storage key for dark mode (docs/product/accounts.md "Dark mode"). */
export const DARK_MODE_KEY = 'isDarkMode';

export function readStoredDarkMode(): boolean | null {
  const stored = localStorage.getItem(DARK_MODE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return null;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme shown before React renders: stored choice, else the system's preference. */
export function initialDarkMode(): boolean {
  return readStoredDarkMode() ?? systemPrefersDark();
}

export function applyTheme(isDark: boolean): void {
  document.documentElement.dataset['theme'] = isDark ? 'dark' : 'light';
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Stores the learner's choice in the browser, switches the theme and updates every reader. */
export function setDarkMode(isDark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(isDark));
  applyTheme(isDark);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while the dark theme is shown. A prerendered page (build/prerender.ts) is rendered and
 * hydrated as light: its markup does not depend on the theme (the theme is the stylesheet's, set
 * on <html> before hydration), and the render after hydration reads the real one.
 */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribe, initialDarkMode, () => false);
}
