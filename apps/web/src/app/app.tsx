import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { loadModal } from '../components/ui/modal.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useIsDark } from '../lib/dark-mode.ts';
import { loadedToasts, loadToasts, watchToasts } from '../lib/toast.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { createAppRouter } from './router.tsx';

/**
 * The toaster, mounted once sonner has loaded: right after the first page has rendered (so that a
 * toast can show even when the server has gone away since), or with an earlier toast. The modal
 * dialog's chunk is fetched at the same time, so that a modal opens at once.
 */
function ThemedToaster({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const isDark = useIsDark();
  const [sonner, setSonner] = useState(loadedToasts);
  useEffect(() => {
    // Loaded between the first render and this effect: loadToasts resolves at once and sets it.
    const watch = watchToasts(setSonner);
    if (watch.current) void loadToasts().then(setSonner);
    const whenShown = () =>
      whenIdle(() => {
        void loadToasts();
        void loadModal().catch(() => undefined);
      });
    let unsubscribe: (() => void) | undefined;
    if (router.state.initialized && router.state.navigation.state === 'idle') whenShown();
    else
      unsubscribe = router.subscribe((state) => {
        if (!state.initialized || state.navigation.state !== 'idle') return;
        unsubscribe?.();
        unsubscribe = undefined;
        whenShown();
      });
    return () => {
      watch.stop();
      unsubscribe?.();
    };
  }, [router]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      theme={isDark ? 'dark' : 'light'}
      position="top-center"
      duration={2500}
      toastOptions={{ style: { fontSize: '1.8rem' } }}
    />
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ThemedToaster router={router} />
    </QueryClientProvider>
  );
}
