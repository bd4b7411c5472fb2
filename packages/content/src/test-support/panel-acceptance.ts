// Measures answer checking on a reviewer's panel file: every panel answer should be accepted and
// every near miss rejected, checked as the exercise screen checks (the course lexicon and the
// prompt sentence). Prints accepted / total by chapter group (1–3, 4–13), near misses rejected /
// total, and lists every failure.
//
// Run: npx node packages/content/src/test-support/panel-acceptance.ts <panel.json> [--baseline]
// A panel file is a JSON array of { id: "<table>#<n>" (n from 1), direction, prompt, answers:
// string[], nearMisses: [{ text, … }] }. --baseline checks without the lexicon and the prompt.
import { readFileSync } from 'node:fs';
import { measurePanel, type PanelItem } from './measure-panel.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (file === undefined) {
  console.error('usage: panel-acceptance.ts <panel.json> [--baseline]');
  process.exit(2);
}
const panel = JSON.parse(readFileSync(file, 'utf8')) as PanelItem[];
const { groups, total, failures } = await measurePanel(panel, { baseline: args.includes('--baseline') });

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
const line = (name: string, tally: typeof total) =>
  `${name}: answers accepted ${tally.accepted}/${tally.answers} (${percent(tally.accepted, tally.answers)}), ` +
  `near misses rejected ${tally.rejected}/${tally.nearMisses} (${percent(tally.rejected, tally.nearMisses)})`;
for (const [group, tally] of Object.entries(groups).sort()) console.log(line(group, tally));
console.log(line('all', total));
if (failures.length > 0) console.log(`\nfailures:\n${failures.join('\n')}`);
