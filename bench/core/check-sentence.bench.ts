// Answer checking speed (docs/product/quality.md "Answer checking": a sentence of 10^12 combinations checks in under 1 ms).
// Run: npx node bench/core/check-sentence.bench.ts
//
// A second table times the grammar rules on a German sentence of 10^12 combinations: an answer
// in another word order with a synonym (accepted through a rewrite), and a wrong answer in
// another word order, which tries every rewrite the rules allow before it is rejected. A third
// times diagnosis (diagnoseSentence: why a wrong answer is wrong) on wrong answers to the same
// sentence, beside the check of the same answer (docs/product/quality.md: under 5 ms p99).
//
// Each translation has k segments of 10 alternatives (single words, two-word phrases and one
// empty alternative), so it stands for 10^k answers. The compiled checker is timed on a
// correct answer and on a near miss that runs every hint search (umlaut, capitalisation,
// typo). Beside it a naive checker lists every combination, on the sizes it can finish, and
// the closest accepted answer with its word difference is timed for a wrong answer (median and
// p99 of single calls).
import { courseLexicon } from '@grundlagen/content';
import {
  checkSentence,
  closestAnswer,
  countAcceptedAnswers,
  diagnoseSentence,
  normaliseAnswer,
  type Segment,
  type Translation,
} from '@grundlagen/core';

const ALTERNATIVES = [
  'schön',
  'groß',
  'müde',
  'klein',
  'früh',
  'spät',
  'heiß',
  'sehr alt',
  'ganz neu',
  '',
] as const;

function buildTranslation(segmentCount: number): Segment[] {
  const segments: Segment[] = ['Das Mädchen ist'];
  for (let index = 0; index < segmentCount; index += 1) {
    segments.push(ALTERNATIVES.map((text) => (text === '' ? '' : `${text}${index}`)));
  }
  return segments;
}

/** The answer choosing "ganz neu" everywhere: late in enumeration order, so the naive checker scans nearly all. */
function correctAnswer(segmentCount: number): string {
  const words = ['das Mädchen ist'];
  for (let index = 0; index < segmentCount; index += 1) words.push(`ganz neu${index}`);
  return `${words.join(' ')}.`;
}

/** The correct answer with two letters of its last word swapped: wrong, with a typo hint. */
function nearMiss(segmentCount: number): string {
  return correctAnswer(segmentCount).replace(/neu(\d+)\.$/, 'nue$1.');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What checking looks like without a compiled matcher: build and compare every combination. */
function naiveCheck(answer: string, translation: Translation): boolean {
  const segments = typeof translation === 'string' ? [[translation]] : translation.map((s) => [s].flat());
  const wanted = lowerFirst(normaliseAnswer(answer));
  const choice = segments.map(() => 0);
  for (;;) {
    const combination = segments
      .map((alternatives, index) => (alternatives[choice[index] ?? 0] ?? '').trim())
      .filter((text) => text !== '')
      .join(' ');
    if (lowerFirst(normaliseAnswer(combination)) === wanted) return true;
    let index = segments.length - 1;
    for (; index >= 0; index -= 1) {
      const next = (choice[index] ?? 0) + 1;
      if (next < (segments[index]?.length ?? 0)) {
        choice[index] = next;
        break;
      }
      choice[index] = 0;
    }
    if (index < 0) return false;
  }
}

/** The correct answer with a wrong word in the middle and one word left out at the end. */
function wrongAnswer(segmentCount: number): string {
  const words = correctAnswer(segmentCount).split(' ');
  words.splice(Math.floor(words.length / 2), 1, 'falsch');
  return words.slice(0, -1).join(' ');
}

/** Median and 99th percentile of single calls, in milliseconds. */
function timeEach(run: () => unknown, samples: number): { median: number; p99: number } {
  for (let index = 0; index < 200; index += 1) run();
  const each: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = performance.now();
    run();
    each.push(performance.now() - start);
  }
  each.sort((a, b) => a - b);
  return { median: each[Math.floor(samples / 2)] ?? NaN, p99: each[Math.floor(samples * 0.99)] ?? NaN };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Median time of one call in milliseconds, timed in batches so the clock's resolution does not dominate. */
function time(
  run: () => unknown,
  { samples, batch, warmUp }: { samples: number; batch: number; warmUp: number },
) {
  for (let index = 0; index < warmUp; index += 1) run();
  const perCall: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = performance.now();
    for (let index = 0; index < batch; index += 1) run();
    perCall.push((performance.now() - start) / batch);
  }
  return median(perCall);
}

function expect(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const NAIVE_LIMIT = 1e6;
const rows: string[][] = [];

for (const segmentCount of [3, 6, 9, 12]) {
  const translation = buildTranslation(segmentCount);
  const combinations = countAcceptedAnswers(translation);
  const right = correctAnswer(segmentCount);
  const miss = nearMiss(segmentCount);
  const options = { language: 'de' } as const;

  expect(checkSentence(right, translation, options), { correct: true, score: 100 }, 'correct answer');
  expect(checkSentence(miss, translation, options), { correct: false, score: 0, hint: 'typo' }, 'near miss');

  const settings = { samples: 101, batch: 50, warmUp: 2000 };
  const correctMs = time(() => checkSentence(right, translation, options), settings);
  const missMs = time(() => checkSentence(miss, translation, options), settings);
  // A fresh copy of the segment list misses the compile cache: compiling plus the first check.
  const firstMs = time(() => checkSentence(miss, [...translation], options), { ...settings, batch: 10 });

  const wrong = wrongAnswer(segmentCount);
  const closest = closestAnswer(wrong, translation, options);
  expect(closest?.distance, 2, 'closest answer distance');
  const closestMs = timeEach(() => closestAnswer(wrong, translation, options), 2001);

  let naive = '—';
  if (combinations <= NAIVE_LIMIT) {
    expect(naiveCheck(right, translation), true, 'naive correct answer');
    const runs = combinations <= 1e3 ? 101 : 3;
    naive = time(() => naiveCheck(miss, translation), { samples: runs, batch: 1, warmUp: 1 }).toFixed(2);
  }

  rows.push([
    `10^${segmentCount}`,
    (correctMs * 1000).toFixed(1),
    (missMs * 1000).toFixed(1),
    (firstMs * 1000).toFixed(1),
    (closestMs.median * 1000).toFixed(1),
    (closestMs.p99 * 1000).toFixed(1),
    naive,
  ]);
}

const header = [
  'combinations',
  'compiled check, correct (µs)',
  'compiled check, near miss (µs)',
  'first check incl. compile (µs)',
  'closest + diff, median (µs)',
  'closest + diff, p99 (µs)',
  'naive check (ms)',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]): string =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join(' | ');

console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line(row));
console.log(
  '\nnaive check: lists every combination for the near miss (a full scan); "—" = too many combinations to finish.',
);

// ---------------------------------------------------------------------------------------------
// The grammar rules on a German sentence of 10^12 combinations: subject, verb, nine middle-field
// slots of ten alternatives each (one of them empty), and a place.

const SUBJECTS = [
  'Mein Bruder',
  'Meine Schwester',
  'Mein Vater',
  'Meine Mutter',
  'Unser Lehrer',
  'Der Nachbar',
  'Die Nachbarin',
  'Mein Onkel',
  'Meine Tante',
  'Der Arzt',
];
const VERBS = [
  'wäscht',
  'repariert',
  'verkauft',
  'kauft',
  'fährt',
  'putzt',
  'sucht',
  'findet',
  'braucht',
  'holt',
];
const SLOT_WORDS = ['heute', 'morgen', 'oft', 'immer', 'manchmal', 'gern', 'schon', 'noch', 'wieder', ''];
const OBJECTS = [
  'sein Auto',
  'ihr Auto',
  'das Auto',
  'ein Auto',
  'sein Fahrrad',
  'ihr Fahrrad',
  'das Fahrrad',
  'unser Auto',
  'dein Auto',
  'mein Auto',
];
const PLACES = [
  'vor dem Haus',
  'in der Garage',
  'auf der Straße',
  'im Hof',
  'hinter dem Haus',
  'neben der Schule',
  'am Bahnhof',
  'im Park',
  'an der Ecke',
  'bei uns',
];

function grammarTranslation(): Segment[] {
  // The middle-field slots repeat the same adverbs: a learner's answer may use each slot once.
  const slots = Array.from({ length: 8 }, () => SLOT_WORDS);
  return [SUBJECTS, VERBS, ...slots, OBJECTS, [...PLACES.map((place) => `${place}.`)]];
}

const grammar = grammarTranslation();
const grammarOptions = { language: 'de', lexicon: courseLexicon } as const;
// Accepted: "Mein Bruder wäscht heute gern sein Auto vor dem Haus."
const reordered = 'Vor dem Haus wäscht mein Bruder heute gern seinen Wagen.';
// Wrong (sein Wagen: nominative for the object), in another order too.
const reorderedWrong = 'Vor dem Haus wäscht mein Bruder heute gern sein Wagen.';
expect(countAcceptedAnswers(grammar) >= 1e12, true, 'grammar sentence has 10^12 combinations');
expect(
  checkSentence('Mein Bruder wäscht heute gern sein Auto vor dem Haus.', grammar, grammarOptions).correct,
  true,
  'listed',
);
expect(checkSentence(reordered, grammar, grammarOptions).correct, true, 'reordered with a synonym');
expect(checkSentence(reorderedWrong, grammar, grammarOptions).correct, false, 'reordered, wrong article');

const grammarRows = [
  ['listed order', 'Mein Bruder wäscht heute gern sein Auto vor dem Haus.'],
  ['other order + synonym (accepted)', reordered],
  ['other order, wrong article (rejected)', reorderedWrong],
].map(([what = '', answer = '']) => {
  const timing = timeEach(() => checkSentence(answer, grammar, grammarOptions), 2001);
  return [what, (timing.median * 1000).toFixed(1), (timing.p99 * 1000).toFixed(1)];
});
console.log(
  '\nGerman grammar rules, a sentence of 10^12 combinations (checkSentence with the course lexicon):',
);
const grammarHeader = ['answer', 'median (µs)', 'p99 (µs)'];
const grammarWidths = grammarHeader.map((title, column) =>
  Math.max(title.length, ...grammarRows.map((row) => row[column]?.length ?? 0)),
);
const grammarLine = (cells: string[]): string =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(grammarWidths[column] ?? 0) : cell.padStart(grammarWidths[column] ?? 0),
    )
    .join(' | ');
console.log(grammarLine(grammarHeader));
console.log(grammarWidths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of grammarRows) console.log(grammarLine(row));

// ---------------------------------------------------------------------------------------------
// Diagnosis of wrong answers to the same sentence of 10^12 combinations, beside their check.

const diagnoseOptions = { lexicon: courseLexicon, chapter: 10 } as const;
const diagnosisCases = [
  ['case (vor den Haus)', 'Mein Bruder wäscht heute gern sein Auto vor den Haus.', 'case'],
  ['verb form (waschen)', 'Mein Bruder waschen heute gern sein Auto vor dem Haus.', 'verb-form'],
  ['gender (seine Auto)', 'Mein Bruder wäscht heute gern seine Auto vor dem Haus.', 'gender'],
  ['word order (verb third)', 'Heute mein Bruder wäscht gern sein Auto vor dem Haus.', 'word-order'],
  ['other order, wrong article', reorderedWrong, 'case'],
] as const;
const diagnosisRows = diagnosisCases.map(([what, answer, kind]) => {
  expect(diagnoseSentence(answer, grammar, diagnoseOptions)?.kind, kind, `diagnosis of ${what}`);
  const check = timeEach(() => checkSentence(answer, grammar, grammarOptions), 1001);
  const diagnosis = timeEach(() => diagnoseSentence(answer, grammar, diagnoseOptions), 1001);
  return [
    what,
    (check.median * 1000).toFixed(1),
    (check.p99 * 1000).toFixed(1),
    (diagnosis.median * 1000).toFixed(1),
    (diagnosis.p99 * 1000).toFixed(1),
  ];
});
console.log('\nDiagnosis of a wrong answer, a sentence of 10^12 combinations (goal: p99 under 5000 µs):');
const diagnosisHeader = [
  'wrong answer',
  'check p50 (µs)',
  'check p99 (µs)',
  'diagnosis p50 (µs)',
  'diagnosis p99 (µs)',
];
const diagnosisWidths = diagnosisHeader.map((title, column) =>
  Math.max(title.length, ...diagnosisRows.map((row) => row[column]?.length ?? 0)),
);
const diagnosisLine = (cells: string[]): string =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(diagnosisWidths[column] ?? 0) : cell.padStart(diagnosisWidths[column] ?? 0),
    )
    .join(' | ');
console.log(diagnosisLine(diagnosisHeader));
console.log(diagnosisWidths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of diagnosisRows) console.log(diagnosisLine(row));
