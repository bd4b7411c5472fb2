// Property tests: the compiled matcher against a brute-force checker that lists every
// combination and compares whole normalised sentences by the rules of docs/product/checking.md "Translation exercises: the whole-sentence check".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedAnswerCount,
  acceptedAnswers,
  countAcceptedAnswers,
  maxInputLength,
} from './accepted-answers.ts';
import { checkSentence } from './check-sentence.ts';
import { compileTranslation } from './compile-translation.ts';
import { englishReadings, longestEnglishLength } from './english-variants.ts';
import { isGermanFunctionWord } from './german-function-words.ts';
import { normaliseAnswer } from './normalise.ts';
import type { Language, Segment, SentenceCheck, Translation } from './types.ts';

// ── brute force ────────────────────────────────────────────────────────────────────────────

/** Every combination of alternatives, as index lists into each segment's raw alternatives. */
function allChoices(segments: readonly (readonly string[])[]): number[][] {
  return segments.reduce<number[][]>(
    (choices, alternatives) =>
      choices.flatMap((choice) => alternatives.map((_, index) => [...choice, index])),
    [[]],
  );
}

function segmentLists(translation: Translation): string[][] {
  if (typeof translation === 'string') return [[translation]];
  return translation.map((segment) => (typeof segment === 'string' ? [segment] : [...segment]));
}

function display(text: string): string {
  return text.trim().split(/\s+/).join(' ');
}

/** Every combination's display string, in odometer order, duplicates kept. */
function bruteDisplays(translation: Translation): string[] {
  const segments = segmentLists(translation);
  return allChoices(segments).map((choice) =>
    choice
      .map((index, segment) => display(segments[segment]?.[index] ?? ''))
      .filter((text) => text !== '')
      .join(' '),
  );
}

function bruteCount(translation: Translation): number {
  const segments = segmentLists(translation);
  const tuples = allChoices(segments).map((choice) =>
    JSON.stringify(choice.map((index, segment) => display(segments[segment]?.[index] ?? ''))),
  );
  return new Set(tuples).size;
}

function firstLower(sentence: string): string {
  const [first = '', ...rest] = Array.from(sentence);
  return first.toLowerCase() + rest.join('');
}

/** The whole sentence as compared: English without case, German without its first letter's case. */
function sentenceKey(sentence: string, language: Language): string {
  return language === 'en' ? sentence.toLowerCase() : firstLower(sentence);
}

function wordKey(word: string, index: number, language: Language): string {
  if (language === 'en') return word.toLowerCase();
  return index === 0 ? firstLower(word) : word;
}

function spellOut(text: string): string {
  const spelling: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
  return Array.from(text, (letter) => spelling[letter] ?? letter).join('');
}

/** Optimal-string-alignment distance (edits plus neighbour swaps) over code points. */
function editDistance(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => i + j),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row !== undefined) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

function bruteCheck(
  answer: string,
  translation: Translation,
  language: Language,
  isWordForm?: (word: string) => boolean,
): SentenceCheck {
  // English sentences are compared in every reading of their contractions and spellings.
  const givens = (
    language === 'en'
      ? englishReadings(answer, { fromLearner: true }).map((words) => words.join(' '))
      : [normaliseAnswer(answer)]
  ).filter((sentence) => sentence !== '');
  if (givens.length === 0) return { correct: false, score: 0 };
  const accepted = bruteDisplays(translation).flatMap((display) =>
    language === 'en' ? englishReadings(display).map((words) => words.join(' ')) : [normaliseAnswer(display)],
  );
  const matchesSome = (transform: (sentence: string) => string): boolean =>
    givens.some((given) => accepted.some((sentence) => transform(sentence) === transform(given)));

  if (matchesSome((sentence) => sentenceKey(sentence, language))) return { correct: true, score: 100 };
  if (matchesSome((sentence) => sentenceKey(spellOut(sentence), language))) {
    return { correct: false, score: 0, hint: 'umlaut' };
  }
  if (language === 'de' && matchesSome((sentence) => sentence.toLowerCase())) {
    return { correct: false, score: 0, hint: 'capitalisation' };
  }
  const isForm = isWordForm ?? (language === 'de' ? isGermanFunctionWord : () => false);
  const typo = givens.some((given) => {
    const givenWords = given.split(' ');
    return accepted.some((sentence) => {
      const words = sentence === '' ? [] : sentence.split(' ');
      if (words.length !== givenWords.length) return false;
      const differing = givenWords.flatMap((word, index) =>
        wordKey(word, index, language) === wordKey(words[index] ?? '', index, language) ? [] : [index],
      );
      if (differing.length !== 1) return false;
      const index = differing[0] ?? 0;
      const written = givenWords[index] ?? '';
      const distance = editDistance(
        wordKey(written, index, language),
        wordKey(words[index] ?? '', index, language),
      );
      return distance === 1 && !isForm(written);
    });
  });
  return typo ? { correct: false, score: 0, hint: 'typo' } : { correct: false, score: 0 };
}

// ── generators ─────────────────────────────────────────────────────────────────────────────

const WORDS = [
  'ich',
  'Ich',
  'bin',
  'müde',
  'Müde',
  'muede',
  'sehr',
  'das',
  'Das',
  'den',
  'dem',
  'ein',
  'einen',
  'ist',
  "I'm",
  'I am',
  'Im',
  "it's",
  'it is',
  'It has',
  'its',
  "don't",
  'do not',
  "can't",
  'cannot',
  'colour',
  'color',
  'am',
  'der Lehrer',
  'Lehrers',
  'Lehrer',
  'Straße',
  'Strasse',
  'Mädchen',
  'Äpfel',
  'radio',
  'Radio',
  '  sehr   müde ',
];
const PUNCTUATION = ['', '', '.', ',', '!', '?', ';', ':', '"', "'", '„', '“', '’', '«', '»'];

const alternativeArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...WORDS),
        fc.constantFrom(...PUNCTUATION),
        fc.constantFrom(...PUNCTUATION),
        fc.constantFrom('keep', 'keep', 'lower', 'upper', 'title'),
      )
      .map(([word, before, after, casing]) => {
        const cased =
          casing === 'lower'
            ? word.toLowerCase()
            : casing === 'upper'
              ? word.toUpperCase()
              : casing === 'title'
                ? word.charAt(0).toUpperCase() + word.slice(1)
                : word;
        return `${before}${cased}${after}`;
      }),
  },
);

const segmentArb: fc.Arbitrary<Segment> = fc.oneof(
  alternativeArb,
  fc.array(alternativeArb, { minLength: 1, maxLength: 3 }),
);
const translationArb: fc.Arbitrary<Translation> = fc.oneof(
  { weight: 1, arbitrary: alternativeArb },
  { weight: 6, arbitrary: fc.array(segmentArb, { minLength: 1, maxLength: 5 }) },
);
const languageArb = fc.constantFrom<Language>('de', 'en');

/** Sometimes a caller's word-form test: a random subset of the pool's words. */
const isWordFormArb: fc.Arbitrary<((word: string) => boolean) | undefined> = fc.option(
  fc
    .subarray(WORDS.flatMap((word) => word.trim().split(/\s+/)))
    .map((known) => (word: string) => known.includes(word)),
  { nil: undefined },
);

type Change =
  | { kind: 'spaces'; at: number; count: number }
  | { kind: 'pad'; at: number; count: number }
  | { kind: 'punctuation'; at: number; mark: string }
  | { kind: 'flipCase'; at: number }
  | { kind: 'lowerFirst' }
  | { kind: 'upperFirst' }
  | { kind: 'lowerAll' }
  | { kind: 'spellOut' }
  | { kind: 'delete'; at: number }
  | { kind: 'insert'; at: number; letter: string }
  | { kind: 'swap'; at: number };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('spaces' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('pad' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('punctuation' as const),
    at: fc.nat(),
    mark: fc.constantFrom(...PUNCTUATION),
  }),
  fc.record({ kind: fc.constant('flipCase' as const), at: fc.nat() }),
  fc.constant({ kind: 'lowerFirst' as const }),
  fc.constant({ kind: 'upperFirst' as const }),
  fc.constant({ kind: 'lowerAll' as const }),
  fc.constant({ kind: 'spellOut' as const }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    letter: fc.constantFrom('e', 'n', 's', 'ä', ' '),
  }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
);

function applyChange(text: string, change: Change): string {
  const letters = Array.from(text);
  const at = 'at' in change ? change.at % (letters.length + 1) : 0;
  const inside = Math.min(at, Math.max(letters.length - 1, 0));
  switch (change.kind) {
    case 'spaces':
      letters.splice(at, 0, ' '.repeat(change.count));
      break;
    case 'pad': {
      // Only where words already end: the start, the end, or beside a space.
      const gaps = [
        0,
        letters.length,
        ...letters.flatMap((letter, index) => (letter === ' ' ? [index] : [])),
      ];
      letters.splice(gaps[change.at % gaps.length] ?? 0, 0, ' '.repeat(change.count));
      break;
    }
    case 'punctuation':
      // An apostrophe after a word's final s makes an English plural possessive (the teachers'
      // table), which is not the singular one (the teacher's table): that mark is a word's, not
      // punctuation.
      if (
        /^['’‘´`]$/.test(change.mark) &&
        /s\P{L}*$/iu.test(letters.slice(0, at).join('').split(' ').at(-1) ?? '')
      )
        break;
      letters.splice(at, 0, change.mark);
      break;
    case 'flipCase': {
      const letter = letters[inside] ?? '';
      const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
      // ß has no one-letter capital (it becomes SS), which would be a spelling change.
      if (flipped.length === letter.length) letters[inside] = flipped;
      break;
    }
    case 'lowerFirst':
      return firstLower(text);
    case 'upperFirst':
      return text.charAt(0).toUpperCase() + text.slice(1);
    case 'lowerAll':
      return text.toLowerCase();
    case 'spellOut':
      return spellOut(text);
    case 'delete':
      letters.splice(inside, 1);
      break;
    case 'insert':
      letters.splice(at, 0, change.letter);
      break;
    case 'swap': {
      const first = letters[inside];
      const second = letters[inside + 1];
      if (first !== undefined && second !== undefined) letters.splice(inside, 2, second, first);
      break;
    }
  }
  return letters.join('');
}

/** An accepted answer, changed by a few random edits: most stay right, some become near misses. */
const caseArb = translationArb.chain((translation) => {
  const displays = bruteDisplays(translation);
  const answerArb =
    displays.length === 0
      ? fc.string()
      : fc
          .tuple(fc.constantFrom(...displays), fc.array(changeArb, { maxLength: 3 }))
          .map(([accepted, changes]) => changes.reduce(applyChange, accepted));
  const randomAnswerArb = fc
    .array(fc.constantFrom(...WORDS), { maxLength: 6 })
    .map((words) => words.join(' '));
  return fc.record({
    translation: fc.constant(translation),
    answer: fc.oneof({ weight: 3, arbitrary: answerArb }, { weight: 1, arbitrary: randomAnswerArb }),
    language: languageArb,
    isWordForm: isWordFormArb,
  });
});

// ── properties ─────────────────────────────────────────────────────────────────────────────

const runs = { numRuns: 1000 };

describe('checkSentence against a brute-force checker', () => {
  it('gives the same verdict and hint as comparing with every combination', () => {
    fc.assert(
      fc.property(caseArb, ({ translation, answer, language, isWordForm }) => {
        const options = isWordForm === undefined ? { language } : { language, isWordForm };
        expect(checkSentence(answer, translation, options)).toEqual(
          bruteCheck(answer, translation, language, isWordForm),
        );
      }),
      runs,
    );
  });

  it('accepts every listed combination, whatever its case, spacing and punctuation', () => {
    const acceptedArb = translationArb
      .filter((translation) => bruteDisplays(translation).some((text) => normaliseAnswer(text) !== ''))
      .chain((translation) =>
        fc.record({
          translation: fc.constant(translation),
          accepted: fc.constantFrom(
            ...bruteDisplays(translation).filter((text) => normaliseAnswer(text) !== ''),
          ),
          changes: fc.array(
            fc.oneof(
              changeArb.filter((change) => change.kind === 'pad' || change.kind === 'punctuation'),
              fc.constantFrom<Change>({ kind: 'lowerFirst' }, { kind: 'upperFirst' }),
            ),
            { maxLength: 4 },
          ),
          englishCase: fc.array(fc.nat(), { maxLength: 4 }),
        }),
      );
    fc.assert(
      fc.property(acceptedArb, ({ translation, accepted, changes, englishCase }) => {
        const german = changes.reduce(applyChange, accepted);
        expect(checkSentence(german, translation, { language: 'de' })).toEqual({ correct: true, score: 100 });
        const english = englishCase.reduce((text, at) => applyChange(text, { kind: 'flipCase', at }), german);
        expect(checkSentence(english, translation, { language: 'en' })).toEqual({
          correct: true,
          score: 100,
        });
      }),
      runs,
    );
  });
});

describe('accepted answers, count and length limit against brute force', () => {
  it('lists exactly the distinct combinations, in odometer order', () => {
    fc.assert(
      fc.property(translationArb, (translation) => {
        const distinct = [...new Set(bruteDisplays(translation))];
        expect([...acceptedAnswers(translation)]).toEqual(distinct);
      }),
      runs,
    );
  });

  it('stops after the limit, giving the first answers of the full list', () => {
    fc.assert(
      fc.property(translationArb, fc.integer({ min: 0, max: 10 }), (translation, limit) => {
        const distinct = [...new Set(bruteDisplays(translation))];
        expect([...acceptedAnswers(translation, { limit })]).toEqual(distinct.slice(0, limit));
      }),
      runs,
    );
  });

  it('counts the combinations of distinct alternatives', () => {
    fc.assert(
      fc.property(translationArb, (translation) => {
        expect(countAcceptedAnswers(translation)).toBe(bruteCount(translation));
      }),
      runs,
    );
  });

  it('counts the distinct answers exactly, or bounds them from above when told not to list', () => {
    fc.assert(
      fc.property(translationArb, fc.integer({ min: 0, max: 40 }), (translation, listUpTo) => {
        const distinct = new Set(bruteDisplays(translation)).size;
        const { count, exact } = acceptedAnswerCount(translation, { listUpTo });
        if (exact) expect(count).toBe(distinct);
        else expect(count).toBeGreaterThanOrEqual(distinct);
        expect(acceptedAnswerCount(translation)).toEqual({ count: distinct, exact: true });
      }),
      runs,
    );
  });

  it('every listed answer is accepted by the compiled matcher', () => {
    fc.assert(
      fc.property(translationArb, fc.constantFrom<Language>('de', 'en'), (translation, language) => {
        const matcher = compileTranslation(translation, language);
        for (const answer of acceptedAnswers(translation, { limit: 20 })) {
          if (answer !== '') expect(matcher.accepts(answer), answer).toBe(true);
        }
      }),
      runs,
    );
  });

  it('limits the input to the longest accepted answer plus one', () => {
    fc.assert(
      fc.property(translationArb, (translation) => {
        // A contraction may be written in full, a word in its longer accepted spelling.
        const longest = Math.max(0, ...bruteDisplays(translation).map(longestEnglishLength));
        expect(maxInputLength(translation)).toBe(longest + 1);
      }),
      runs,
    );
  });
});
