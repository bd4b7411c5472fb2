import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB (the write queue's store); the queue itself is also tested in Chromium (e2e).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Pages load lazily from a real server; on a busy two-core machine that can take more than the
// default second, so findBy… and waitFor wait longer before they fail.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Toasts live in a module-wide store: start every test without the last one's.
  toast.dismiss();
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; the app asks it for the system's colour scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Radix measures elements and scrolls items into view; jsdom lacks both.
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
