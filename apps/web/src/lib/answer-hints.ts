import type { WordHint } from '@grundlagen/core';

/** The hint of a near miss beside a wrong answer (drills, exercises, tables, vocabulary trainers). */
export const hintText: Record<WordHint, string> = {
  umlaut: 'Check the umlauts (ä, ö, ü, ß).',
  capitalisation: 'Check the capital letters.',
  typo: 'Typo?',
  article: 'Add the article.',
};
