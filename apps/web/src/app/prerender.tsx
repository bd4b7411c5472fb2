// The server-side entry of the build's prerender (build/prerender.ts): renders a page's screen
// to HTML with the same providers and route ids as the app, so that the browser hydrates it
// (main.tsx) instead of rendering it anew.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { LandingPage } from '../features/home/landing-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { prerenderedRouteIds } from './route-ids.ts';

/** The signed-out screens, by path: the same for every visitor, so rendered once at build time. */
const signedOutPages: Record<string, { id: string; Component: ComponentType; module: string }> = {
  '/login': {
    id: prerenderedRouteIds.login,
    Component: LoginPage,
    module: 'src/features/auth/components/login-page.tsx',
  },
  '/new_user': {
    id: prerenderedRouteIds.signUp,
    Component: SignUpPage,
    module: 'src/features/auth/components/sign-up-page.tsx',
  },
  '/landing_page': {
    id: prerenderedRouteIds.landing,
    Component: LandingPage,
    module: 'src/features/home/landing-page.tsx',
  },
};

/**
 * The pages the build prerenders: each path, the module of its screen (whose chunks' style
 * sheets the page links) and whether it is a signed-in learner's page.
 */
export function prerenderedPages(): { path: string; module: string; signedIn: boolean }[] {
  return Object.entries(signedOutPages).map(([path, { module }]) => ({ path, module, signedIn: false }));
}

/** The HTML of the app's root element for `path`, as the app's first render in a browser makes it. */
export async function renderPage(path: string): Promise<string> {
  const page = signedOutPages[path];
  if (!page) throw new Error(`prerender: no page for ${path}`);
  const handler = createStaticHandler([{ id: page.id, path, Component: page.Component }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
