import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { inject } from 'vitest';
import { createRoutes, discoverCatalogueRoutes } from '../src/app/router.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';
import { initSupabase, supabase } from '../src/lib/supabase.ts';

let counter = 0;

/** Connects the app's supabase-js client to the test server (or to another URL). */
export function connect(url = inject('apiUrl')) {
  return initSupabase({ supabaseUrl: url, supabaseAnonKey: inject('anonKey') });
}

/** Signs a fresh learner up through the app's own client; the session is stored as in the browser. */
export async function signUpLearner() {
  counter += 1;
  const email = `web${Date.now().toString(36)}${counter}@example.com`;
  const password = 'richtig-gut-8';
  const { data, error } = await supabase().auth.signUp({
    email,
    password,
    options: { data: { darkMode: false, username: `web${counter}` } },
  });
  if (error || !data.user) throw new Error(error?.message ?? 'sign-up failed');
  return { email, password, user: data.user };
}

/** Renders the whole app (routes, providers, toasts) at a path. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverCatalogueRoutes(queryClient),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
