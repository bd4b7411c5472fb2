import { displayText } from './normalise.ts';
import type { Alternatives, Translation } from './types.ts';

/** A translation as a list of segments, each a list of alternatives; a plain string is one fixed segment. */
export function segmentsOf(translation: Translation): readonly Alternatives[] {
  if (typeof translation === 'string') return [[translation]];
  return translation.map((segment) => (typeof segment === 'string' ? [segment] : segment));
}

/**
 * A segment's alternatives as displayed (trimmed, white space collapsed), each once, in the
 * authored order: an alternative written twice is still one alternative.
 */
export function distinctDisplayAlternatives(alternatives: Alternatives): string[] {
  return [...new Set(alternatives.map(displayText))];
}
