// The course navigation (the header's dropdowns and the sidebar) is its own chunk: Radix menus,
// accordions and floating-ui weigh as much as a drill screen, and on a phone neither shows until
// the learner opens the menu. A wide screen fetches it beside the page's own content; a phone
// fetches it once the page is shown, so that the menu opens at once.
import { useEffect, useState } from 'react';
import type * as Parts from './navigation-parts.ts';

export type NavigationParts = typeof Parts;

let navigation: Promise<NavigationParts> | undefined;
let loaded: NavigationParts | null = null;

/** Fetches the navigation's chunk once (again after a failure: the server may be back). */
export function loadNavigation(): Promise<NavigationParts> {
  navigation ??= import('./navigation-parts.ts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      navigation = undefined;
      throw error;
    },
  );
  return navigation;
}

/**
 * The navigation's components once their chunk has loaded, else null. While `wanted`, the chunk
 * is fetched; a failed fetch is tried again the next time it is wanted (the menu opened again).
 */
export function useNavigationParts(wanted: boolean): NavigationParts | null {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    loadNavigation().then(
      (module) => {
        if (current) setParts(module);
      },
      () => undefined, // nothing to show yet; the next opening tries again
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);
  return parts;
}
