// Measures diagnosis on a reviewer's panel: each German near miss of an English-to-German sentence
// is diagnosed as the exercise screen would (the sentence's translation, its chapter and prompt)
// and compared with the reviewer's label (kind, wrong words); each accepted answer must get none.
import { checkSentence, type Diagnosis } from '@grundlagen/core';
import { diagnoseAnswer } from '../diagnose-answer.ts';
import { courseLexicon } from '../lexicon/course-lexicon.ts';
import { loadPracticeSet } from '../sets/registry.ts';
import type { ExerciseSet } from '../sets/schema.ts';
import type { PanelItem } from './measure-panel.ts';

export interface DiagnosisRow {
  id: string;
  text: string;
  label: { kind?: string; wrong?: string; right?: string };
  diagnosis: Diagnosis | null;
  /** The diagnosis names the labelled kind. */
  kindAgrees: boolean;
  /** The diagnosis's wrong words share a word with the labelled wrong words. */
  wrongAgrees: boolean;
}

export interface DiagnosisMeasure {
  rows: DiagnosisRow[];
  nearMisses: number;
  diagnosed: number;
  /** Diagnosed with a kind other than the `other` fallback. */
  explained: number;
  kindAgreement: number;
  wrongAgreement: number;
  /** Accepted panel answers that got a diagnosis (must be none). */
  acceptedDiagnosed: string[];
  acceptedChecked: number;
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[\s,.!?]+/)
      .filter((word) => word !== ''),
  );

export async function measureDiagnosis(panel: readonly PanelItem[]): Promise<DiagnosisMeasure> {
  const rows: DiagnosisRow[] = [];
  const acceptedDiagnosed: string[] = [];
  let acceptedChecked = 0;
  for (const item of panel) {
    if (item.direction !== 'en->de') continue;
    const [table = '', number = '0'] = item.id.split('#');
    const set = (await loadPracticeSet(table)) as ExerciseSet;
    const sentence = set.sentences[Number(number) - 1];
    if (sentence === undefined) continue;
    const chapter = Number(/^ch(\d+)_/.exec(table)?.[1] ?? 0);
    const options = { chapter, prompt: item.prompt };
    for (const answer of item.answers) {
      const accepted = checkSentence(answer, sentence.translation, {
        language: 'de',
        lexicon: courseLexicon,
        prompt: item.prompt,
      }).correct;
      if (!accepted) continue;
      acceptedChecked += 1;
      if (diagnoseAnswer(answer, sentence.translation, options) !== null)
        acceptedDiagnosed.push(`${item.id}: ${answer}`);
    }
    for (const nearMiss of item.nearMisses) {
      const diagnosis = diagnoseAnswer(nearMiss.text, sentence.translation, options);
      const labelled = wordsOf(nearMiss.wrong ?? '');
      rows.push({
        id: item.id,
        text: nearMiss.text,
        label: { kind: nearMiss.kind, wrong: nearMiss.wrong, right: nearMiss.right },
        diagnosis,
        kindAgrees: diagnosis !== null && diagnosis.kind === nearMiss.kind,
        wrongAgrees: diagnosis !== null && [...wordsOf(diagnosis.wrong)].some((word) => labelled.has(word)),
      });
    }
  }
  const diagnosed = rows.filter((row) => row.diagnosis !== null && row.diagnosis.explanation !== '');
  return {
    rows,
    nearMisses: rows.length,
    diagnosed: diagnosed.length,
    explained: diagnosed.filter((row) => row.diagnosis?.kind !== 'other' || row.label.kind === 'other')
      .length,
    kindAgreement: rows.filter((row) => row.kindAgrees).length,
    wrongAgreement: rows.filter((row) => row.wrongAgrees).length,
    acceptedDiagnosed,
    acceptedChecked,
  };
}
