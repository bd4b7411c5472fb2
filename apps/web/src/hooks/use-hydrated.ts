import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders a page on the server (build/prerender.ts) and while it hydrates that
 * page's HTML in the browser, true from the render after hydration on (and at once on a page
 * rendered in the browser): what a prerendered control shows until its handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
