// The server-side entry of the build's prerender (build/prerender.ts): renders a page's screen
// to HTML with the same providers as the app, so that the browser hydrates it (main.tsx)
// instead of rendering it anew.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { allMenuItems, hasPracticeSet, loadPracticeSet, type CatalogueMenuItem } from '@grundlagen/content';
import { Layout } from '../components/layout/layout.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { LandingPage } from '../features/home/landing-page.tsx';
import { PracticePage } from '../features/practice/practice-page.tsx';
import { practicePageForHydration } from '../features/practice/practice-loader.ts';
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

/** Drills and exercises: their content is the course's, the same for every learner. */
function practiceItems(): CatalogueMenuItem[] {
  return allMenuItems().filter((item) => item.table !== undefined && hasPracticeSet(item.table));
}

export interface PrerenderedPage {
  path: string;
  /** The modules whose chunks' style sheets the page links. */
  modules: string[];
  /** Whether it is a signed-in learner's page (a drill or exercise). */
  signedIn: boolean;
}

/** The pages the build prerenders. */
export async function prerenderedPages(): Promise<PrerenderedPage[]> {
  const practice = await Promise.all(
    practiceItems().map(async (item) => ({
      path: item.link,
      modules: [
        'src/components/layout/layout.tsx',
        'src/features/practice/practice-page.tsx',
        // Each screen's module is named after its set's kind (features/practice/practice-page.tsx).
        `src/features/practice/screens/${(await loadPracticeSet(item.table ?? '')).kind}.tsx`,
      ],
      signedIn: true,
    })),
  );
  return [
    ...Object.entries(signedOutPages).map(([path, { module }]) => ({
      path,
      modules: [module],
      signedIn: false,
    })),
    ...practice,
  ];
}

/**
 * The routes of a drill or exercise page as the app nests them (the course shell, then the
 * page), its data the page's hydration data: the set with blank answers.
 */
async function practiceRoutes(queryClient: QueryClient, item: CatalogueMenuItem): Promise<RouteObject[]> {
  const data = await practicePageForHydration(queryClient, item);
  return [
    {
      path: '/',
      Component: Layout,
      children: [{ children: [{ path: item.link.slice(1), Component: PracticePage, loader: () => data }] }],
    },
  ];
}

/** The HTML of the app's root element for `path`, as the app's first render in a browser makes it. */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const signedOut = signedOutPages[path];
  const item = practiceItems().find((candidate) => candidate.link === path);
  let routes: RouteObject[];
  if (signedOut) routes = [{ id: signedOut.id, path, Component: signedOut.Component }];
  else if (item) routes = await practiceRoutes(queryClient, item);
  else throw new Error(`prerender: no page for ${path}`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
