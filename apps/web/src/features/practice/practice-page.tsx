import { useLoaderData } from 'react-router';
import type { ChoiceDrill as ChoiceSet, ExerciseSet, FillInDrill as FillInSet } from '@grundlagen/content';
import type {
  SubjectPronounDrill as SubjectPronounSet,
  WordOrderDrill as WordOrderSet,
} from '@grundlagen/content';
import type { PracticePageData } from './practice-loader.ts';
import { ChoiceDrill } from './screens/choice-drill.tsx';
import { FillInDrill } from './screens/fill-in-drill.tsx';
import { SubjectPronounDrill } from './screens/subject-pronoun-drill.tsx';
import { TranslationExercise } from './screens/translation-exercise.tsx';
import { WordOrderDrill } from './screens/word-order-drill.tsx';

/** A drill or exercise page: the screen for its set's kind, keyed by table so each page starts fresh. */
export function PracticePage() {
  const data = useLoaderData() as PracticePageData;
  const { set } = data;
  switch (set.kind) {
    case 'translation-exercise':
      return <TranslationExercise key={set.table} data={{ ...data, set: set as ExerciseSet }} />;
    case 'subject-pronoun-drill':
      return <SubjectPronounDrill key={set.table} data={{ ...data, set: set as SubjectPronounSet }} />;
    case 'fill-in-drill':
      return <FillInDrill key={set.table} data={{ ...data, set: set as FillInSet }} />;
    case 'choice-drill':
      return <ChoiceDrill key={set.table} data={{ ...data, set: set as ChoiceSet }} />;
    case 'word-order-drill':
      return <WordOrderDrill key={set.table} data={{ ...data, set: set as WordOrderSet }} />;
  }
}
