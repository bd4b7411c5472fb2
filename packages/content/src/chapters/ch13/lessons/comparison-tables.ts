import { comparisonOf } from '../../../grammar/comparison.ts';
import type { MemoryTable } from '../../../lessons/schema.ts';

/** The adjectives of each comparison table: by the rule, with an umlaut, irregular. */
export const COMPARISON_GROUPS = [
  {
    caption: 'By the rule: -er, am -(e)sten',
    adjectives: ['klein', 'schnell', 'schön', 'billig', 'langsam', 'interessant', 'teuer', 'dunkel'],
  },
  {
    caption: 'With an umlaut',
    adjectives: ['alt', 'jung', 'kurz', 'lang', 'warm', 'kalt', 'stark', 'arm', 'gesund'],
  },
  {
    caption: 'Irregular',
    adjectives: ['groß', 'gut', 'viel', 'gern', 'hoch', 'nah'],
  },
] as const;

/**
 * A table of comparatives and superlatives from grammar/comparison.ts: each adjective's
 * comparative and am-superlative, the other correct forms accepted (gesunder, am gesundesten).
 * The adjectives named in `given` are shown as help.
 */
export function comparisonTable(
  group: (typeof COMPARISON_GROUPS)[number],
  given: readonly string[] = [],
): MemoryTable {
  return {
    caption: group.caption,
    head: ['Adjective', 'Comparative', 'Superlative'],
    rows: group.adjectives.map((adjective) => {
      const comparison = comparisonOf(adjective);
      const also = comparison.alsoCorrect ?? [];
      const help = given.includes(adjective) ? { given: true } : {};
      const comparatives = also.filter((form) => !form.startsWith('am '));
      const superlatives = also.filter((form) => form.startsWith('am '));
      return {
        label: adjective,
        cells: [
          {
            answer: comparison.comparative,
            ...(comparatives.length > 0 ? { accepted: comparatives } : {}),
            ...help,
          },
          {
            answer: comparison.superlative,
            ...(superlatives.length > 0 ? { accepted: superlatives } : {}),
            ...help,
          },
        ],
      };
    }),
  };
}
