import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { useIsDark } from '../lib/dark-mode.ts';
import { loadToasts, watchToasts } from '../lib/toast.ts';
import { createAppRouter } from './router.tsx';

/** Load sonner this long after the page loaded, if no toast asked for it sooner. */
const TOASTS_AFTER_LOAD_MS = 4000;

/** The toaster, mounted once sonner has loaded (with the first toast, or after the page settled). */
function ThemedToaster() {
  const isDark = useIsDark();
  const [sonner, setSonner] = useState(() => watchToasts(() => {}).current);
  useEffect(() => {
    // Loaded between the first render and this effect: loadToasts resolves at once and sets it.
    const watch = watchToasts(setSonner);
    if (watch.current) void loadToasts().then(setSonner);
    const later = () => window.setTimeout(() => void loadToasts(), TOASTS_AFTER_LOAD_MS);
    let timer: number | undefined;
    if (document.readyState === 'complete') timer = later();
    else window.addEventListener('load', () => (timer = later()), { once: true });
    return () => {
      watch.stop();
      window.clearTimeout(timer);
    };
  }, []);
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
      <ThemedToaster />
    </QueryClientProvider>
  );
}
