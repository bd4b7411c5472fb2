import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { DarkModeProvider, useDarkMode } from '../lib/dark-mode.tsx';
import { createAppRouter } from './router.tsx';

function ThemedToaster() {
  const { isDark } = useDarkMode();
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
      <DarkModeProvider>
        <RouterProvider router={router} />
        <ThemedToaster />
      </DarkModeProvider>
    </QueryClientProvider>
  );
}
