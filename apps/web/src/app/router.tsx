import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouteErrorScreen } from '../components/ui/error-screen.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import type { CatalogueMenuItem } from '@grundlagen/content';
import { hasStoredSession, storedUser } from '../lib/app-config.ts';
import { practicePaths, signedOutPaths } from '../lib/first-page-paths.ts';
import { isSignedIn, preloadBackend, requireUser, userQueryOptions } from '../lib/auth.ts';
import { prerenderedRouteIds } from './route-ids.ts';

/**
 * The signed-out screens (login, sign-up, landing) and the course shell (header, sidebar, home)
 * are separate chunks: a new visitor downloads only the login form, a learner only the course.
 * The backend client loads as soon as the visitor starts using the form (focus, click or key),
 * well before they submit it.
 */
const signedOutScreens = {
  login: async () => {
    const { LoginPage } = await import('../features/auth/components/login-page.tsx');
    onFirstInteraction(preloadBackend);
    return { Component: LoginPage };
  },
  signUp: async () => {
    const { SignUpPage } = await import('../features/auth/components/sign-up-page.tsx');
    onFirstInteraction(preloadBackend);
    return { Component: SignUpPage };
  },
  landing: async () => ({ Component: (await import('../features/home/landing-page.tsx')).LandingPage }),
};

function onFirstInteraction(task: () => void): void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const run = () => {
    for (const event of events) document.removeEventListener(event, run, true);
    task();
  };
  for (const event of events) document.addEventListener(event, run, true);
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const redirectSignedIn = async () => {
    const user = await queryClient.ensureQueryData(userQueryOptions());
    return isSignedIn(user) ? redirect('/') : null;
  };

  return [
    {
      id: prerenderedRouteIds.login,
      path: '/login',
      lazy: signedOutScreens.login,
      loader: redirectSignedIn,
      hydrateFallbackElement: <Spinner fullPage />,
    },
    {
      id: prerenderedRouteIds.signUp,
      path: '/new_user/:ch?',
      lazy: signedOutScreens.signUp,
      hydrateFallbackElement: <Spinner fullPage />,
    },
    {
      id: prerenderedRouteIds.landing,
      path: '/landing_page',
      lazy: signedOutScreens.landing,
      hydrateFallbackElement: <Spinner fullPage />,
    },
    {
      path: '/',
      lazy: async () => {
        const { Layout, preloadNavigationForWideScreens } = await import('../components/layout/layout.tsx');
        preloadNavigationForWideScreens();
        return { Component: Layout };
      },
      loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Spinner fullPage label="Loading the course…" />,
      children: [
        {
          id: coursePagesId,
          errorElement: <RouteErrorScreen />,
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
            },
            {
              path: 'how_to/:tab?',
              lazy: async () => ({
                Component: (await import('../features/how-to/how-to-page.tsx')).HowToPage,
              }),
            },
            {
              path: 'introduction',
              lazy: async () => ({
                Component: (await import('../features/home/introduction-page.tsx')).IntroductionPage,
              }),
            },
            {
              path: 'toc/:ch?',
              lazy: async () => ({ Component: (await import('../features/toc/toc-page.tsx')).TocPage }),
            },
            {
              path: 'settings/:ch?',
              loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
              lazy: async () => ({
                Component: (await import('../features/settings/components/settings-page.tsx')).SettingsPage,
              }),
            },
            {
              path: 'counts',
              lazy: async () => ({
                Component: (await import('../features/counts/counts-page.tsx')).CountsPage,
              }),
            },
            {
              path: 'review',
              lazy: async () => ({
                Component: (await import('../features/review/review-page.tsx')).ReviewPage,
              }),
            },
            {
              path: 'mistakes',
              lazy: async () => ({
                Component: (await import('../features/review/mistakes-page.tsx')).MistakesPage,
              }),
            },
            {
              path: 'vocab_util/:ch?',
              lazy: async () => ({ Component: (await import('../features/vocab/vocab-page.tsx')).VocabPage }),
            },
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('../components/not-found-page.tsx')).NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ];
}

/** The route below the course layout that the catalogue's routes are added to. */
const coursePagesId = 'course-pages';

/**
 * Called before the app first renders: for a learner with a stored session, starts fetching
 * the code a course page at `path` will ask for (the build's first-page script,
 * build/first-page-preload.ts, has asked for the same files earlier still) (the catalogue's routes, the course shell, the
 * backend client and, on a drill or exercise, the practice pages' code) at once, instead of
 * each after the one that imports it. A signed-out visitor's page fetches nothing more.
 */
export function preloadFirstPage(path: string): void {
  if (signedOutPaths.test(path) || !hasStoredSession()) return;
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
  preloadBackend();
  quietly(import('./catalogue-routes.tsx'));
  quietly(import('../components/layout/layout.tsx'));
  if (practicePaths.test(path)) {
    quietly(import('../features/practice/practice-loader.ts'));
    quietly(import('../features/practice/practice-page.tsx'));
  }
}

/**
 * Adds the catalogue's routes (chapters, drills, exercises, lessons, trainers) the first time
 * the router meets a path it cannot match fully, before that page's loaders run.
 */
export function discoverCatalogueRoutes(
  queryClient: QueryClient,
  alreadyAdded = false,
): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined = alreadyAdded ? Promise.resolve() : undefined;
  return ({ path, patch }) => {
    if (signedOutPaths.test(path)) return;
    added ??= import('./catalogue-routes.tsx').then(({ catalogueRoutes }) =>
      patch(coursePagesId, catalogueRoutes(queryClient)),
    );
    return added;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), {
    patchRoutesOnNavigation: discoverCatalogueRoutes(queryClient),
  });
}

/**
 * The router of a page whose HTML the build prerendered (app/prerender.tsx), ready to hydrate
 * it: the page's lazy routes are resolved first and its loaders count as done, with the data
 * the page was rendered with at build time. A signed-out page's loaders returned nothing (it is
 * shown only to a visitor without a stored session, whom /login's loader leaves there; the
 * page's inline script hands a signed-in visitor to the app's normal start). A drill's or
 * exercise's page (reached only with a stored session: the inline script sends anyone else to
 * log in) gets the stored session's learner and its set with blank answers
 * (`practicePageForHydration`); main.tsx checks the session once hydrated. The first render in
 * the browser is then the page the HTML holds.
 */
export async function createHydratingRouter(queryClient: QueryClient) {
  const queryOptionsOfUser = userQueryOptions();
  const routes = createRoutes(queryClient);
  const path = window.location.pathname;
  if (!signedOutPaths.test(path)) {
    const { catalogueRoutes } = await import('./catalogue-routes.tsx');
    const coursePages = routes
      .flatMap((route) => route.children ?? [])
      .find(({ id }) => id === coursePagesId);
    coursePages?.children?.unshift(...catalogueRoutes(queryClient));
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route }, index) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      if (!route.loader) return;
      // Named here, so that its data can be given by its id.
      const id = (route.id ??= `first-page-${index}`);
      const practiceItem = (route.handle as { practiceItem?: CatalogueMenuItem } | undefined)?.practiceItem;
      loaderData[id] = practiceItem
        ? await (
            await import('../features/practice/practice-loader.ts')
          ).practicePageForHydration(queryClient, practiceItem)
        : signedOutPaths.test(path)
          ? null
          : storedUser();
    }),
  );
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverCatalogueRoutes(queryClient, !signedOutPaths.test(path)),
    hydrationData: { loaderData },
  });
  // The page works for the stored session's learner at once (what is answered before the server
  // replies is recorded for them: mistakes, review cards), and the session is checked with the
  // server, as the loader would have: one it no longer knows sends the learner to log in and back.
  if (!signedOutPaths.test(path)) {
    const user = queryOptionsOfUser.queryKey;
    const stored = storedUser();
    if (stored && queryClient.getQueryData(user) === undefined) queryClient.setQueryData(user, stored);
    queryClient
      .fetchQuery({ ...queryOptionsOfUser, staleTime: 0 })
      .then(() => requireUser(queryClient, new Request(window.location.href)))
      .catch((refusal: unknown) => {
        const to = refusal instanceof Response ? refusal.headers.get('Location') : null;
        if (to) void router.navigate(to, { replace: true });
      });
  }
  return router;
}
