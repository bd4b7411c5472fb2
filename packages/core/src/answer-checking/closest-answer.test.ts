import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSentence, closestAnswer } from './check-sentence.ts';
import { englishReadings } from './english-variants.ts';
import { isOneEdit } from './one-edit.ts';
import { lowerFirst, normaliseAnswer, normalisedWords, spellOutUmlauts } from './normalise.ts';
import { acceptedAnswers } from './accepted-answers.ts';
import type { Language, Translation } from './types.ts';
import type { WordDifference } from './closest-answer.ts';

const de = { language: 'de' } as const;
const en = { language: 'en' } as const;

describe('closestAnswer', () => {
  it('marks the one wrong word of a grammar slip', () => {
    const translation: Translation = ['Ich gebe', ['dem Kind den Ball', 'den Ball dem Kind'], ['heute', '']];
    const closest = closestAnswer('Ich gebe den Kind den Ball', translation, de);
    expect(closest?.answer).toBe('Ich gebe dem Kind den Ball');
    expect(closest?.differences).toEqual([
      { kind: 'same', written: 'Ich' },
      { kind: 'same', written: 'gebe' },
      { kind: 'changed', written: 'den', expected: 'dem' },
      { kind: 'same', written: 'Kind' },
      { kind: 'same', written: 'den' },
      { kind: 'same', written: 'Ball' },
    ]);
    expect(closest?.distance).toBe(0.5);
  });

  it('finds missing and extra words, and chooses the nearest word order', () => {
    const translation: Translation = [['Heute', ''], 'spielen die Kinder Fußball', ['heute', '']];
    expect(closestAnswer('Heute spielen Kinder Fußball', translation, de)?.differences).toEqual([
      { kind: 'same', written: 'Heute' },
      { kind: 'same', written: 'spielen' },
      { kind: 'missing', expected: 'die' },
      { kind: 'same', written: 'Kinder' },
      { kind: 'same', written: 'Fußball' },
    ]);
    const extra = closestAnswer(
      'Die Kinder spielen gern Fußball heute',
      ['Die Kinder spielen Fußball', ['heute', '']],
      de,
    );
    expect(extra?.answer).toBe('Die Kinder spielen Fußball heute');
    expect(extra?.differences.filter((word) => word.kind !== 'same')).toEqual([
      { kind: 'extra', written: 'gern' },
    ]);
  });

  it('shows the accepted answer as written, with its punctuation and contractions', () => {
    const closest = closestAnswer("It's the teachers chair", ["It's the teacher's", ['table.', 'desk.']], en);
    expect(closest?.answer).toBe("It's the teacher's table.");
    expect(closest?.differences.at(-1)).toEqual({ kind: 'changed', written: 'chair', expected: 'table' });
  });

  it('shows the words as written on both sides: case, apostrophes, no edge punctuation', () => {
    const closest = closestAnswer('Surely this counts', ["We're learning German today."], en);
    expect(closest?.answer).toBe("We're learning German today.");
    const kinds = closest?.differences.map((word) => ('expected' in word ? word.expected : word.written));
    expect(kinds).toEqual(["We're", 'learning', 'German', 'today']);
    expect(closest?.differences.find((word) => word.kind !== 'missing')).toMatchObject({ written: 'Surely' });
  });

  it('gives nothing for a blank answer', () => {
    expect(closestAnswer('  ', 'Das ist gut.', de)).toBeUndefined();
  });

  it('answers quickly for a translation of 10^12 combinations', () => {
    const translation: Translation = Array.from({ length: 12 }, (_, segment) =>
      Array.from({ length: 10 }, (_, alternative) => `wort${segment}x${alternative}`),
    );
    const answer = Array.from({ length: 12 }, (_, segment) => `wort${segment}x${(segment * 7) % 10}`);
    answer[5] = 'falsch';
    const started = performance.now();
    const closest = closestAnswer(answer.join(' '), translation, de);
    expect(performance.now() - started).toBeLessThan(200);
    expect(closest?.distance).toBe(1);
    expect(closest?.differences.filter((word) => word.kind !== 'same')).toHaveLength(1);
  });
});

// ── against brute force ────────────────────────────────────────────────────────────────────

function cost(written: string, expected: string, language: Language, first: boolean): number {
  const key = (word: string) => (language === 'en' ? word.toLowerCase() : first ? lowerFirst(word) : word);
  const a = key(written);
  const b = key(expected);
  if (a === b) return 0;
  if (a.toLowerCase() === b.toLowerCase() || spellOutUmlauts(a) === spellOutUmlauts(b)) return 0.5;
  return isOneEdit(a.toLowerCase(), b.toLowerCase()) ? 0.5 : 1;
}

/** Weighted word edit distance by the textbook table. */
function distance(written: readonly string[], expected: readonly string[], language: Language): number {
  const d = Array.from({ length: written.length + 1 }, (_, i) =>
    Array.from({ length: expected.length + 1 }, (_, j) => i + j),
  );
  for (let i = 1; i <= written.length; i += 1)
    for (let j = 1; j <= expected.length; j += 1) {
      const row = d[i] ?? [];
      row[j] = Math.min(
        (d[i - 1]?.[j] ?? Infinity) + 1,
        (row[j - 1] ?? Infinity) + 1,
        (d[i - 1]?.[j - 1] ?? Infinity) +
          cost(written[i - 1] ?? '', expected[j - 1] ?? '', language, i === 1),
      );
    }
  return d[written.length]?.[expected.length] ?? Infinity;
}

function readings(text: string, language: Language, fromLearner: boolean): string[][] {
  return language === 'en' ? englishReadings(text, { fromLearner }) : [normalisedWords(text)];
}

const WORDS = [
  'Ich',
  'ich',
  'gebe',
  'dem',
  'den',
  'Kind',
  'Kinder',
  'Ball',
  'heute',
  "It's",
  'it is',
  'the',
  'colour',
  '',
];
const alternativeArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((words) => words.join(' '));
const translationArb: fc.Arbitrary<Translation> = fc.array(
  fc.array(alternativeArb, { minLength: 1, maxLength: 3 }),
  { minLength: 1, maxLength: 4 },
);

describe('closestAnswer against brute force', () => {
  it('finds the least distance over every combination, and a difference that adds up to it', () => {
    fc.assert(
      fc.property(
        translationArb,
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<Language>('de', 'en'),
        (translation, answerWords, language) => {
          const answer = answerWords.join(' ');
          const givens = readings(answer, language, true).filter((words) => words.length > 0);
          const closest = closestAnswer(answer, translation, { language });
          if (givens.length === 0) {
            expect(closest).toBeUndefined();
            return;
          }
          const accepted = [...acceptedAnswers(translation)].flatMap((text) =>
            readings(text, language, false),
          );
          const least = Math.min(
            ...givens.flatMap((given) => accepted.map((words) => distance(given, words, language))),
          );
          // A German answer may be compared in another word order German allows (the learner's
          // parts moved back as an accepted answer has them), which can only bring it closer.
          if (language === 'de') expect(closest?.distance).toBeLessThanOrEqual(least);
          else expect(closest?.distance).toBe(least);
          const differences: WordDifference[] = closest?.differences ?? [];
          const spent = differences.reduce(
            (total, word, index) =>
              total +
              (word.kind === 'same'
                ? 0
                : word.kind === 'changed'
                  ? cost(
                      // Words are shown as written (It's); they are compared normalised (Its).
                      normaliseAnswer(word.written),
                      normaliseAnswer(word.expected),
                      language,
                      differences.slice(0, index).every((w) => w.kind === 'missing'),
                    )
                  : 1),
            0,
          );
          expect(spent).toBe(closest?.distance);
          if (least === 0) expect(checkSentence(answer, translation, { language }).correct).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
