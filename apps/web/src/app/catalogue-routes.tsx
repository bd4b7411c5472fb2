// The routes built from the catalogue: every chapter's overview, drills index, drills, exercises,
// New Material and trainers. They load with the first course page that needs them (the router
// discovers them on navigation), so the login form and the app's first chunk carry no catalogue.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  allMenuItems,
  CHAPTER_COUNT,
  drillsIndexPath,
  hasNewMaterial,
  hasPracticePage,
  hasPracticeSet,
  subPageRedirects,
} from '@grundlagen/content';
import { RouteErrorScreen } from '../components/ui/error-screen.tsx';
import { requireUser } from '../lib/auth.ts';

/** Drill and exercise pages whose content is written: loader (set + saved answers) and error screen. */
function practiceRoutes(queryClient: QueryClient): RouteObject[] {
  return allMenuItems()
    .filter((item) => item.table !== undefined && hasPracticeSet(item.table))
    .map((item) => ({
      path: item.link.slice(1),
      // A prerendered page of it hydrates with data of its own (router.tsx createHydratingRouter).
      handle: { practiceItem: item },
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
    .map((item) => ({
      // The page and every sub-page below it: a trailing splat also matches the page's own path.
      path: `${item.link.slice(1)}/*`,
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
    }));
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
    const route = {
      loader: ({ request }: LoaderFunctionArgs) => requireUser(queryClient, request),
      lazy: screens[item.kind as keyof typeof screens],
    };
    const path = item.link.slice(1);
    // A trainer's own path and every page below it (a trailing splat also matches the path
    // itself); a practice page's own path and its mode.
    return [{ ...route, path: item.kind === 'vocabulary' ? `${path}/*` : `${path}/:mode?` }];
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

/** Paths the catalogue names for a sub-page that lives at another path: a redirect there. */
function redirectRoutes(): RouteObject[] {
  return allMenuItems()
    .flatMap((item) => subPageRedirects(item))
    .map(({ from, to }) => ({ path: from.slice(1), loader: () => redirect(to) }));
}

/** Every route built from the catalogue, below the course layout. */
export function catalogueRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    ...redirectRoutes(),
    ...practiceRoutes(queryClient),
    ...newMaterialRoutes(queryClient),
    ...trainerRoutes(queryClient),
    ...chapterRoutes(),
  ];
}
