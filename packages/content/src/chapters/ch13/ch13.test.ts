import { describe, expect, it } from 'vitest';
import { describeExerciseSets } from '../../test-support/translation-set-checks.ts';
import { describeChapterSets } from '../../test-support/chapter-sets.ts';
import { checkSentence } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { comparisonOf } from '../../grammar/comparison.ts';
import { reflexivePronouns } from '../../grammar/reflexive-pronouns.ts';
import type { ExerciseSet } from '../../sets/schema.ts';
import { englishToGerman as englishToGermanData } from './exercises/english-to-german.ts';
import { germanToEnglish as germanToEnglishData } from './exercises/german-to-english.ts';
import { wordsOf, partText, isPrompt, firstAnswer } from '../../test-support/sentence-parts.ts';

// The data is typed with `satisfies`, which keeps its literal types; the checks read it as the schema types.
const germanToEnglish: ExerciseSet = germanToEnglishData;
const englishToGerman: ExerciseSet = englishToGermanData;

describeChapterSets(13, [germanToEnglish, englishToGerman], { '13ege': 15, '13eeg': 10 });

describeExerciseSets(13, germanToEnglish, englishToGerman);

describe('chapter 13 exercises', () => {
  it('has no placeholder link and no next link after the last page of the course', () => {
    const first = findMenuItemByCode('13ege');
    const last = findMenuItemByCode('13eeg');
    expect(JSON.stringify(first)).not.toContain('XXX');
    expect(last?.previous?.path).toBe('/ch13/german_to_english');
    expect(last?.next).toBeUndefined();
  });
});

describe('chapter 13 exercises', () => {
  it('practises the chapter: reflexive pronouns, comparison forms, jeder, time expressions and the indefinite pronouns', () => {
    const german = [
      ...germanToEnglish.sentences.map((sentence) => sentence.main.map(partText).join(' ')),
      ...englishToGerman.sentences.map((sentence) => firstAnswer(sentence.translation)),
    ];
    const words = new Set(german.flatMap(wordsOf).map((word) => word.toLowerCase()));
    // Accusative and dative reflexive pronouns.
    const accusative = new Set(reflexivePronouns.map((pronoun) => pronoun.accusative));
    const dative = new Set(reflexivePronouns.map((pronoun) => pronoun.dative));
    expect(german.some((text) => /\bmir\b.*\bdie (Hände|Zähne)\b/.test(text))).toBe(true);
    expect([...words].filter((word) => accusative.has(word)).length).toBeGreaterThanOrEqual(3);
    expect([...words].some((word) => dative.has(word))).toBe(true);
    // Comparatives and superlatives from the comparison tables.
    const expected = { groß: 'größer', kurz: 'kürzer', alt: 'älter', gut: 'am besten', gern: 'lieber' };
    for (const [adjective, form] of Object.entries(expected)) {
      const comparison = comparisonOf(adjective);
      expect([comparison.comparative, comparison.superlative], adjective).toContain(form);
      expect(
        german.some((text) => text.includes(form)),
        form,
      ).toBe(true);
    }
    for (const word of [
      'jeden',
      'jedes',
      'jeder',
      'man',
      'niemand',
      'jemand',
      'seit',
      'vor',
      'abends',
      'so',
      'wie',
      'als',
    ])
      expect(words, word).toContain(word);
  });

  it('prompts every English "you" and the formal imperative with formal, informal or informal, pl.', () => {
    for (const sentence of englishToGerman.sentences) {
      sentence.main.forEach((part, index) => {
        if (!/^(you\b|sit down)/i.test(partText(part))) return;
        expect(isPrompt(sentence.main[index + 1]), partText(part)).toBe(true);
      });
    }
  });

  it('rejects near misses of the chapter grammar', () => {
    const reject = (set: ExerciseSet, index: number, answer: string, language: 'en' | 'de') =>
      expect(
        checkSentence(answer, set.sentences[index]?.translation ?? '', { language }).correct,
        answer,
      ).toBe(false);
    reject(englishToGerman, 0, 'Ich rasiere mir jeden Morgen.', 'de');
    reject(englishToGerman, 1, 'Die Kinder ziehen an sich.', 'de');
    reject(englishToGerman, 3, 'Meine Schwester ist alter als mein Bruder.', 'de');
    reject(englishToGerman, 3, 'Meine Schwester ist älter wie mein Bruder.', 'de');
    reject(englishToGerman, 4, 'Hamburg ist nicht so größer wie Berlin.', 'de');
    reject(englishToGerman, 5, 'Ich putze mich jeden Abend die Zähne.', 'de');
    reject(englishToGerman, 5, 'Ich putze mir jeder Abend die Zähne.', 'de');
    reject(englishToGerman, 7, 'Wir haben uns vor zwei Woche in Berlin getroffen.', 'de');
    reject(englishToGerman, 8, 'Erinnerst du dich an mir?', 'de');
    reject(englishToGerman, 9, 'Jedes Student braucht ein Buch.', 'de');
    reject(germanToEnglish, 2, 'My brother is as tall as my father.', 'en');
    reject(germanToEnglish, 11, 'My sister sings well.', 'en');
    reject(germanToEnglish, 14, 'Has anyone see my key?', 'en');
  });
});
