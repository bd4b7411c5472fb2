// The fairness-panel harness of the chapter tests (docs/product/content.md
// "Writing content"): each chapter keeps its panels as data in chNN/fairness-panel.json (keyed by the
// set's name) and its fairness.test.ts calls describeFairnessPanel; the checks live here once.
// Not part of the package's public entry.
import { describe, expect, it } from 'vitest';
import { checkSentence, type Language } from '@grundlagen/core';
import { courseLexicon } from '../lexicon/course-lexicon.ts';
import type { ExerciseSet, SentencePart } from '../sets/schema.ts';

/** One sentence of a fairness panel, written by a reviewer from the prompt sentence alone. */
export interface PanelEntry {
  /** The prompt sentence as the learner sees it, prompts in brackets. */
  prompt: string;
  /** Natural correct translations, written from the prompt alone; the check must accept each. */
  answers: string[];
  /** Near misses a teacher marks wrong (wrong case, ending, verb form or position, gender); the check must reject each. */
  nearMisses: string[];
}

/** A translation set and the panel written for it. */
export interface PanelSet {
  /** The set's name in the test titles ("German to English"). */
  name: string;
  set: ExerciseSet;
  /** One entry per sentence of the set, in the set's order. */
  panel: PanelEntry[];
  /** The language the learner writes in, which checkSentence needs. */
  language: Language;
}

function partText(part: SentencePart): string {
  if (typeof part === 'string') return part;
  return part[1].isPrompt === true || part[1].isPrompt2 === true ? `(${part[0]})` : part[0];
}

/** The prompt sentence as the learner reads it: words joined with spaces, prompts in brackets. */
function promptOf(sentence: ExerciseSet['sentences'][number]): string {
  return sentence.main
    .map(partText)
    .join(' ')
    .replace(/ ([.,?!:])/g, '$1');
}

/**
 * Declares the fairness tests of a chapter's translation sets: for each set, one test that the
 * panel has an entry with the right prompt for every sentence (in order) and at least one answer,
 * then one test per sentence that checkSentence accepts every panel answer and rejects every near
 * miss (soft assertions, so one failing answer does not hide the others; each names its answer).
 *
 * @example
 * describeFairnessPanel(4, [
 *   { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
 *   { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
 * ]);
 */
export function describeFairnessPanel(chapter: number, sets: readonly PanelSet[]): void {
  describe.each(sets)(`chapter ${chapter} fairness panel: $name`, ({ set, panel, language }) => {
    it('has an entry for every sentence, in order, with its prompt', () => {
      expect(panel.map((entry) => entry.prompt)).toEqual(set.sentences.map(promptOf));
      for (const entry of panel) expect(entry.answers.length, entry.prompt).toBeGreaterThanOrEqual(1);
    });

    it.each(panel.map((entry, index) => ({ ...entry, index })))(
      '#$index accepts the panel answers and rejects the near misses: $prompt',
      ({ answers, nearMisses, index, prompt }) => {
        const translation = set.sentences[index]?.translation ?? '';
        // as the exercise screen checks: with the course's lexicon and the prompt sentence
        const options = { language, lexicon: courseLexicon, prompt };
        for (const answer of answers)
          expect.soft(checkSentence(answer, translation, options).correct, answer).toBe(true);
        for (const nearMiss of nearMisses)
          expect.soft(checkSentence(nearMiss, translation, options).correct, nearMiss).toBe(false);
      },
    );
  });
}
