import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNavigation, useNavigationParts } from './navigation.ts';

/** The chunk as the network gives it: the first fetches may fail (the server was away). */
const network = vi.hoisted(() => ({ failures: 0, fetches: 0 }));
vi.mock('./navigation-parts.ts', () => {
  network.fetches += 1;
  if (network.failures > 0) {
    network.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return { ChapterMenus: () => null, Sidebar: () => null };
});

// The order matters: once fetched, the chunk stays for the whole file.
describe('the navigation’s chunk', () => {
  it('is not fetched while not wanted; a failed fetch is tried again when wanted again', async () => {
    network.failures = 1;
    const { result, rerender } = renderHook(({ wanted }) => useNavigationParts(wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeNull();
    expect(network.fetches).toBe(0);
    rerender({ wanted: true });
    await waitFor(() => expect(network.fetches).toBe(1));
    expect(result.current).toBeNull();
    // The menu is closed and opened again.
    rerender({ wanted: false });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(network.fetches).toBe(2);
    expect(result.current).toBe(await loadNavigation());
    // Once loaded it stays, wanted or not.
    rerender({ wanted: false });
    expect(result.current).not.toBeNull();
  });

  it('is fetched once, and is there at once for a component that mounts later', async () => {
    const parts = await loadNavigation();
    expect(loadNavigation()).toBe(loadNavigation());
    expect(await loadNavigation()).toBe(parts);
    expect(network.fetches).toBe(2);
    const { result } = renderHook(() => useNavigationParts(false));
    expect(result.current).toBe(parts);
  });
});
