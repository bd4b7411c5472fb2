// Measures answer checking on a reviewer's panel file: every panel answer should be accepted and
// every near miss rejected, checked as the exercise screen checks (the course lexicon and the
// prompt sentence). Prints accepted / total by chapter group (1–3, 4–13), near misses rejected /
// total, and lists every failure.
//
// Run: npx node packages/content/src/test-support/panel-acceptance.ts <panel.json> [--baseline]
// A panel file is a JSON array of { id: "<table>#<n>" (n from 1), direction, prompt, answers:
// string[], nearMisses: [{ text, … }] }. --baseline checks without the lexicon and the prompt.
import { readFileSync } from 'node:fs';
import { checkSentence } from '@grundlagen/core';
import { courseLexicon } from '../lexicon/course-lexicon.ts';
import { loadPracticeSet } from '../sets/registry.ts';
import { exerciseAnswerLanguage } from '../sets/answer-layout.ts';
import type { ExerciseSet } from '../sets/schema.ts';

interface PanelItem {
  id: string;
  direction: string;
  prompt: string;
  answers: string[];
  nearMisses: { text: string; kind?: string; why?: string }[];
}

interface Tally {
  accepted: number;
  answers: number;
  rejected: number;
  nearMisses: number;
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (file === undefined) {
  console.error('usage: panel-acceptance.ts <panel.json> [--baseline]');
  process.exit(2);
}
const baseline = args.includes('--baseline');
const panel = JSON.parse(readFileSync(file, 'utf8')) as PanelItem[];
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
  const options = baseline ? { language } : { language, lexicon: courseLexicon, prompt: item.prompt };
  const chapter = Number(/^ch(\d+)_/.exec(table)?.[1] ?? 0);
  const group = chapter <= 3 ? 'chapters 1–3' : 'chapters 4–13';
  const tally = (groups[group] ??= { accepted: 0, answers: 0, rejected: 0, nearMisses: 0 });
  for (const answer of item.answers) {
    tally.answers += 1;
    if (checkSentence(answer, sentence.translation, options).correct) tally.accepted += 1;
    else failures.push(`${item.id} REJECTED answer: ${answer}   [prompt: ${item.prompt}]`);
  }
  for (const nearMiss of item.nearMisses) {
    tally.nearMisses += 1;
    if (!checkSentence(nearMiss.text, sentence.translation, options).correct) tally.rejected += 1;
    else
      failures.push(
        `${item.id} ACCEPTED near miss (${nearMiss.kind ?? ''}): ${nearMiss.text}   [prompt: ${item.prompt}]`,
      );
  }
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
const total: Tally = { accepted: 0, answers: 0, rejected: 0, nearMisses: 0 };
for (const [group, tally] of Object.entries(groups).sort()) {
  console.log(
    `${group}: answers accepted ${tally.accepted}/${tally.answers} (${percent(tally.accepted, tally.answers)}), ` +
      `near misses rejected ${tally.rejected}/${tally.nearMisses} (${percent(tally.rejected, tally.nearMisses)})`,
  );
  total.accepted += tally.accepted;
  total.answers += tally.answers;
  total.rejected += tally.rejected;
  total.nearMisses += tally.nearMisses;
}
console.log(
  `all: answers accepted ${total.accepted}/${total.answers} (${percent(total.accepted, total.answers)}), ` +
    `near misses rejected ${total.rejected}/${total.nearMisses} (${percent(total.rejected, total.nearMisses)})`,
);
if (failures.length > 0) console.log(`\nfailures:\n${failures.join('\n')}`);
