import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { loadModal } from '../components/ui/modal.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useIsDark } from '../lib/dark-mode.ts';
import { loadedToasts, loadToasts, watchToasts } from '../lib/toast.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

let offlineRegistered = false;

/**
 * The service worker (the whole course offline), registered once the first page is shown and
 * the browser is idle after the load event: its download of the course never competes with the
 * first page. Any production build (MODE, not PROD: a build under NODE_ENV=test is one too).
 */
function registerOffline(): void {
  if (offlineRegistered || import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  offlineRegistered = true;
  const register = () =>
    whenIdle(
      () =>
        void import('../lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The toaster, mounted once sonner has loaded: right after the first page has rendered (so that a
 * toast can show even when the server has gone away since), or with an earlier toast. The modal
 * dialog's chunk is fetched at the same time, so that a modal opens at once, and the service
 * worker is registered.
 */
function ThemedToaster({ router }: { router: AppRouter }) {
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
        registerOffline();
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

/**
 * The app. A page hydrating prerendered HTML (main.tsx) passes the query client and the router
 * it prepared (`createHydratingRouter`); otherwise the app makes its own.
 */
export function App({ prepared }: { prepared?: { queryClient: QueryClient; router: AppRouter } }) {
  const [queryClient] = useState(() => prepared?.queryClient ?? createQueryClient());
  const [router] = useState(() => prepared?.router ?? createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ThemedToaster router={router} />
    </QueryClientProvider>
  );
}
