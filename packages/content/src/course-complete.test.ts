// Every page of the catalogue has its content: no learner opens a blank page.
import { describe, expect, it } from 'vitest';
import { allMenuItems } from './catalogue/index.ts';
import { hasNewMaterial, hasPracticePage } from './lessons/registry.ts';
import { hasPracticeSet } from './sets/registry.ts';
import { verbsForPracticeMode } from './sets/verbs.ts';
import { vocabularyEntries } from './vocabulary/index.ts';

function isWritten(item: ReturnType<typeof allMenuItems>[number]): boolean {
  switch (item.kind) {
    case 'lesson':
    case 'memorization':
    case 'review':
    case 'extra-practice':
      return hasNewMaterial(item.code) || (item.table !== undefined && hasPracticeSet(item.table));
    case 'practice':
      return hasPracticePage(item.code);
    case 'vocabulary':
      return vocabularyEntries().some((entry) => entry.chapter === item.chapter);
    case 'verb-practice':
      return (item.modes ?? [{ slug: '' }]).every(
        (mode) => verbsForPracticeMode(item.chapter, mode.slug).length > 0,
      );
    case 'article-practice':
      return true;
    default:
      return item.table !== undefined && hasPracticeSet(item.table);
  }
}

describe('the course is complete', () => {
  it.each(Array.from({ length: 13 }, (_, index) => index + 1))(
    'chapter %i: every page of the catalogue has its content',
    (chapter) => {
      const missing = allMenuItems()
        .filter((item) => item.chapter === chapter && !isWritten(item))
        .map((item) => `${item.code} ${item.link}`);
      expect(missing).toEqual([]);
    },
  );
});
