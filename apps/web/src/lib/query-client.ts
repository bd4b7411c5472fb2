import { QueryClient } from '@tanstack/react-query';

/** Loaded server data counts as fresh for 60 seconds (docs/product/saving.md "Loading"). */
export const STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Queries run offline too: they read the copies kept in the browser (lib/write-queue.ts).
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: 0 },
    },
  });
}
