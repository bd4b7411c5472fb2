/** Browser storage key for dark mode (spec §9). */
export const DARK_MODE_KEY = 'isDarkMode';

export function readStoredDarkMode(): boolean | null {
  const stored = localStorage.getItem(DARK_MODE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return null;
}

export function applyStoredDarkMode(isDark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(isDark));
  applyTheme(isDark);
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
