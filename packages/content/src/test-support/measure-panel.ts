// Measures answer checking on a reviewer's panel: every panel answer should be accepted and every
// near miss rejected, checked as the exercise screen checks (the course lexicon and the prompt
// sentence). Used by panel-acceptance.ts (a script) and the blind-panel test.
import { checkSentence } from '@grundlagen/core';
import { courseLexicon } from '../lexicon/course-lexicon.ts';
import { loadPracticeSet } from '../sets/registry.ts';
import { exerciseAnswerLanguage } from '../sets/answer-layout.ts';
import type { ExerciseSet } from '../sets/schema.ts';

/** One sentence of a panel file: id "<table>#<n>" (n from 1), the prompt, answers and near misses. */
export interface PanelItem {
  id: string;
  direction: string;
  prompt: string;
  answers: string[];
  nearMisses: { text: string; kind?: string; wrong?: string; right?: string; why?: string }[];
}

export interface Tally {
  accepted: number;
  answers: number;
  rejected: number;
  nearMisses: number;
}

export interface PanelMeasure {
  /** By chapter group: "chapters 1–3", "chapters 4–13". */
  groups: Record<string, Tally>;
  total: Tally;
  /** One line per rejected answer or accepted near miss. */
  failures: string[];
}

/**
 * Checks every answer and near miss of a panel against its sentence's accepted answers.
 * `baseline` checks without the course lexicon and the prompt (the list-only check).
 */
export async function measurePanel(
  panel: readonly PanelItem[],
  options: { baseline?: boolean } = {},
): Promise<PanelMeasure> {
  const groups: Record<string, Tally> = {};
  const failures: string[] = [];
  const sets = new Map<string, ExerciseSet>();
  for (const item of panel) {
    const [table = '', number = '0'] = item.id.split('#');
    let set = sets.get(table);
    if (set === undefined) {
      set = (await loadPracticeSet(table)) as ExerciseSet;
      sets.set(table, set);
    }
    const sentence = set.sentences[Number(number) - 1];
    if (sentence === undefined) {
      failures.push(`${item.id}: no such sentence`);
      continue;
    }
    const language = exerciseAnswerLanguage(set);
    const checkOptions = options.baseline
      ? { language }
      : { language, lexicon: courseLexicon, prompt: item.prompt };
    const chapter = Number(/^ch(\d+)_/.exec(table)?.[1] ?? 0);
    const group = chapter <= 3 ? 'chapters 1–3' : 'chapters 4–13';
    const tally = (groups[group] ??= { accepted: 0, answers: 0, rejected: 0, nearMisses: 0 });
    for (const answer of item.answers) {
      tally.answers += 1;
      if (checkSentence(answer, sentence.translation, checkOptions).correct) tally.accepted += 1;
      else failures.push(`${item.id} REJECTED answer: ${answer}   [prompt: ${item.prompt}]`);
    }
    for (const nearMiss of item.nearMisses) {
      tally.nearMisses += 1;
      if (!checkSentence(nearMiss.text, sentence.translation, checkOptions).correct) tally.rejected += 1;
      else
        failures.push(
          `${item.id} ACCEPTED near miss (${nearMiss.kind ?? ''}): ${nearMiss.text}   [prompt: ${item.prompt}]`,
        );
    }
  }
  const total: Tally = { accepted: 0, answers: 0, rejected: 0, nearMisses: 0 };
  for (const tally of Object.values(groups)) {
    total.accepted += tally.accepted;
    total.answers += tally.answers;
    total.rejected += tally.rejected;
    total.nearMisses += tally.nearMisses;
  }
  return { groups, total, failures };
}
