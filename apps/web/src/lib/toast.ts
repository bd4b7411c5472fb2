// Toasts appear after something happened (a save, an error), never on a page's first paint, so
// their library (sonner) loads with the first toast or once the page has been idle a while, not
// with the page. sonner shows a toast made before its Toaster mounted as soon as it mounts.
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | null = null;
const listeners = new Set<(module: Sonner) => void>();

/** Loads sonner once; the app's Toaster and every toast share it. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      sonner = undefined; // the server may be back for the next toast
      throw error;
    },
  );
  return sonner;
}

/** sonner when it has loaded, else null. */
export function loadedToasts(): Sonner | null {
  return loaded;
}

/** sonner when it has loaded, else null; `listener` is told when it loads. Returns an unsubscribe. */
export function watchToasts(listener: (module: Sonner) => void): {
  current: Sonner | null;
  stop: () => void;
} {
  listeners.add(listener);
  return { current: loaded, stop: () => listeners.delete(listener) };
}

type Show = (message: string, options?: ExternalToast) => void;
const show =
  (kind: 'success' | 'info' | 'error'): Show =>
  (message, options) => {
    void loadToasts().then(({ toast }) => toast[kind](message, options));
  };

/** Shows a toast (sonner's `toast.success`, `toast.info`, `toast.error`), loading sonner if needed. */
export const toast: { success: Show; info: Show; error: Show } = {
  success: show('success'),
  info: show('info'),
  error: show('error'),
};
