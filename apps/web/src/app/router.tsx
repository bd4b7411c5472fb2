import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  allMenuItems,
  CHAPTER_COUNT,
  drillsIndexPath,
  hasNewMaterial,
  hasPracticePage,
  hasPracticeSet,
} from '@grundlagen/content';
import { RouteErrorScreen } from '../components/ui/error-screen.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { isSignedIn, requireUser, userQueryOptions } from '../lib/auth.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { Layout } from '../components/layout/layout.tsx';
import { LandingPage } from '../features/home/landing-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';

/** Drill and exercise pages whose content is written: loader (set + saved answers) and error screen. */
function practiceRoutes(queryClient: QueryClient): RouteObject[] {
  return allMenuItems()
    .filter((item) => item.table !== undefined && hasPracticeSet(item.table))
    .map((item) => ({
      path: item.link.slice(1),
      loader: async ({ request }: LoaderFunctionArgs) =>
        (await import('../features/practice/practice-loader.ts')).loadPracticePage(
          queryClient,
          item,
          request,
        ),
      lazy: async () => ({
        Component: (await import('../features/practice/practice-page.tsx')).PracticePage,
      }),
      errorElement: <RouteErrorScreen />,
    }));
}

/** New Material pages whose content is written: the lesson or unit and its sub-pages. */
function newMaterialRoutes(queryClient: QueryClient): RouteObject[] {
  return allMenuItems()
    .filter((item) => item.table === undefined && (hasNewMaterial(item.code) || hasPracticePage(item.code)))
    .flatMap((item) =>
      [item.link.slice(1), `${item.link.slice(1)}/*`].map((path) => ({
        path,
        loader: async ({ request }: LoaderFunctionArgs) =>
          (await import('../features/lessons/new-material-loader.ts')).loadNewMaterialPage(
            queryClient,
            item,
            request,
          ),
        lazy: async () => ({
          Component: (await import('../features/lessons/new-material-page.tsx')).NewMaterialPage,
        }),
        errorElement: <RouteErrorScreen />,
      })),
    );
}

/**
 * Vocabulary trainers, verb-conjugation practice and article practice: pages built from a
 * chapter's vocabulary and verb tables, which load with the page (not with the app).
 */
function trainerRoutes(queryClient: QueryClient): RouteObject[] {
  const screens = {
    vocabulary: async () => ({
      Component: (await import('../features/lessons/vocabulary-trainer.tsx')).VocabularyTrainer,
    }),
    'verb-practice': async () => ({
      Component: (await import('../features/lessons/verb-practice.tsx')).VerbPractice,
    }),
    'article-practice': async () => ({
      Component: (await import('../features/lessons/article-practice.tsx')).ArticlePractice,
    }),
  } as const;
  return allMenuItems().flatMap((item) => {
    if (item.kind !== 'vocabulary' && item.kind !== 'verb-practice' && item.kind !== 'article-practice')
      return [];
    const below = item.kind === 'vocabulary' ? '*' : ':mode';
    return [item.link.slice(1), `${item.link.slice(1)}/${below}`].map((path) => ({
      path,
      loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
      lazy: screens[item.kind as keyof typeof screens],
    }));
  });
}

/** Chapter routes: the overview, the drills index and every page below (lazily loaded). */
function chapterRoutes(): RouteObject[] {
  return Array.from({ length: CHAPTER_COUNT }, (_, index) => index + 1).flatMap((n) => [
    {
      path: `ch${n}`,
      lazy: async () => ({ Component: (await import('../features/chapter/chapter-page.tsx')).ChapterPage }),
    },
    // A drills index where the chapter has drills (chapter 13 has none).
    ...(drillsIndexPath(n)
      ? [
          {
            path: `ch${n}/drills`,
            lazy: async () => ({
              Component: (await import('../features/chapter/drills-index-page.tsx')).DrillsIndexPage,
            }),
          },
        ]
      : []),
    {
      path: `ch${n}/*`,
      lazy: async () => ({ Component: (await import('../components/course-page.tsx')).CoursePage }),
    },
  ]);
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const redirectSignedIn = async () => {
    const user = await queryClient.ensureQueryData(userQueryOptions());
    return isSignedIn(user) ? redirect('/') : null;
  };

  return [
    {
      path: '/login',
      element: <LoginPage />,
      loader: redirectSignedIn,
      hydrateFallbackElement: <Spinner fullPage />,
    },
    { path: '/new_user', element: <SignUpPage /> },
    { path: '/new_user/:ch', element: <SignUpPage /> },
    { path: '/landing_page', element: <LandingPage /> },
    {
      path: '/',
      element: <Layout />,
      loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Spinner fullPage label="Loading the course…" />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <HomePage /> },
            {
              path: 'how_to',
              lazy: async () => ({
                Component: (await import('../features/how-to/how-to-page.tsx')).HowToPage,
              }),
            },
            {
              path: 'how_to/:tab',
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
              path: 'toc',
              lazy: async () => ({ Component: (await import('../features/toc/toc-page.tsx')).TocPage }),
            },
            {
              path: 'toc/:ch',
              lazy: async () => ({ Component: (await import('../features/toc/toc-page.tsx')).TocPage }),
            },
            {
              path: 'settings',
              loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
              lazy: async () => ({
                Component: (await import('../features/settings/components/settings-page.tsx')).SettingsPage,
              }),
            },
            {
              path: 'settings/:ch',
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
              path: 'vocab_util',
              lazy: async () => ({ Component: (await import('../features/vocab/vocab-page.tsx')).VocabPage }),
            },
            {
              path: 'vocab_util/:ch',
              lazy: async () => ({ Component: (await import('../features/vocab/vocab-page.tsx')).VocabPage }),
            },
            ...practiceRoutes(queryClient),
            ...newMaterialRoutes(queryClient),
            ...trainerRoutes(queryClient),
            ...chapterRoutes(),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
