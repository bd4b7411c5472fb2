import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { useIsDark } from '../lib/dark-mode.ts';
import { createAppRouter } from './router.tsx';

// Toasts appear only after something happened, so their library loads after the first page.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

function ThemedToaster() {
  const isDark = useIsDark();
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
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
