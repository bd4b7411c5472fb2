/**
 * Runs `task` when the browser is next idle (within a second at most), so that fetching what a
 * page may need later never competes with what it needs now.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 0);
}
