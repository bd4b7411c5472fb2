import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import type { PracticeSet } from '@grundlagen/content';
import type { PracticePageData } from './practice-loader.ts';
import './practice.css';

type Screen = ComponentType<{ data: PracticePageData }>;

/**
 * The screen of each set kind, each its own chunk: a page downloads only its screen (dnd-kit
 * only with word order). The loader fetches it beside the learner's answers.
 */
const screens: Record<PracticeSet['kind'], () => Promise<Screen>> = {
  'translation-exercise': async () =>
    (await import('./screens/translation-exercise.tsx')).TranslationExercise as Screen,
  'subject-pronoun-drill': async () =>
    (await import('./screens/subject-pronoun-drill.tsx')).SubjectPronounDrill as Screen,
  'fill-in-drill': async () => (await import('./screens/fill-in-drill.tsx')).FillInDrill as Screen,
  'choice-drill': async () => (await import('./screens/choice-drill.tsx')).ChoiceDrill as Screen,
  'word-order-drill': async () => (await import('./screens/word-order-drill.tsx')).WordOrderDrill as Screen,
};

/** Loads the screen for a set's kind. */
export function loadPracticeScreen(kind: PracticeSet['kind']): Promise<Screen> {
  return screens[kind]();
}

/** A drill or exercise page: the screen for its set's kind, keyed by table so each page starts fresh. */
export function PracticePage() {
  const { Screen, ...data } = useLoaderData() as PracticePageData & { Screen: Screen };
  return <Screen key={data.set.table} data={data} />;
}
