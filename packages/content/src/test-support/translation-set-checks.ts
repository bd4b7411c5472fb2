// The translation-set (exercise) checks that the chapter tests share: every clickable word
// resolves, the shown translation is accepted. A chapter test calls them inside its own `it`, so
// titles and chapter-specific assertions stay in the chapter file. Not part of the package's
// public entry.
import { describe, expect, it } from 'vitest';
import { acceptedAnswers, checkSentence, dictionaryTerm, type Language } from '@grundlagen/core';
import { definiteArticles, indefiniteArticles } from '../grammar/articles.ts';
import { resolveWord } from '../sets/resolve-word.ts';
import type { ExerciseSet } from '../sets/schema.ts';
import type { VocabularyEntry } from '../vocabulary/schema.ts';
import { taughtBy } from './chapter-sets.ts';
import { expectYouPrompted } from './english-to-german-checks.ts';
import { allowedWords, isSpelledRight } from './german-speller.ts';
import { firstAnswer, lowerFirst, partText, wordsOf } from './sentence-parts.ts';

type Sentence = ExerciseSet['sentences'][number];

/**
 * The German a learner reads and writes in exercises: each German-to-English sentence as shown,
 * and every accepted answer (up to 50 a sentence) of the English-to-German sentences.
 *
 * @example germanOfExercises(germanToEnglish.sentences, englishToGerman.sentences).join(' ')
 */
export function germanOfExercises(
  germanToEnglish: readonly Sentence[],
  englishToGerman: readonly Sentence[],
): string[] {
  return [
    ...germanToEnglish.map((sentence) => sentence.main.map(partText).join(' ')),
    ...englishToGerman.flatMap((sentence) => [...acceptedAnswers(sentence.translation, { limit: 50 })]),
  ];
}

/**
 * Checks that every lookup of the sentences resolves in chapters 1..`chapter`, and that a lookup
 * of sein, ihr or Ihr (two entries each) names its entry type.
 *
 * @example
 * it('resolves every lookup in chapters 1–8 …', () =>
 *   expectLookupsResolve([...germanToEnglish.sentences, ...englishToGerman.sentences], 8));
 */
export function expectLookupsResolve(sentences: readonly Sentence[], chapter: number): void {
  for (const sentence of sentences) {
    for (const part of sentence.main) {
      if (typeof part === 'string' || !part[1].lookup) continue;
      expect(resolveWord(part[1], chapter), part[1].lookup).toBeTruthy();
      if (['sein', 'ihr', 'Ihr'].includes(part[1].lookup)) expect(part[1].lookupType, part[0]).toBeDefined();
    }
  }
}

/** What a chapter knows about its taught words, for {@link expectLookupsResolveToForms}. */
export interface TaughtWords {
  /** The vocabulary of chapters 1..chapter. */
  taught: readonly VocabularyEntry[];
  /** Whether a clickable text is a form of an entry, by the chapter's own rules. */
  isFormOf: (text: string, entry: VocabularyEntry) => boolean;
}

/**
 * Checks that every lookup of the sets names exactly one taught entry (with lookupType where the
 * headword has two entries), resolves in chapters 1..`chapter`, and that the clicked word is a
 * form of that entry.
 *
 * @example
 * it('resolves every lookup to a headword …', () =>
 *   expectLookupsResolveToForms([germanToEnglish, englishToGerman], 4, { taught, isFormOf }));
 */
export function expectLookupsResolveToForms(
  sets: readonly ExerciseSet[],
  chapter: number,
  { taught, isFormOf }: TaughtWords,
): void {
  const entriesOf = (lookup: string, lookupType?: string): VocabularyEntry[] =>
    taught.filter(
      (entry) => entry.germanRoot === lookup && (lookupType === undefined || entry.type === lookupType),
    );
  for (const set of sets) {
    for (const sentence of set.sentences) {
      for (const part of sentence.main) {
        if (typeof part === 'string' || part[1].lookup === undefined) continue;
        const { lookup, lookupType } = part[1];
        const label = `${part[0]} → ${lookup}`;
        if (entriesOf(lookup).length > 1) expect(lookupType, label).toBeDefined();
        const [entry, ...others] = entriesOf(lookup, lookupType);
        expect(others, label).toEqual([]);
        expect(resolveWord(part[1], chapter), label).toBeDefined();
        expect(entry !== undefined && isFormOf(part[0], entry), label).toBe(true);
      }
    }
  }
}

/**
 * Checks that the check accepts the translation each sentence displays (its defaultTranslation,
 * or else the first combination of its segments).
 *
 * @example
 * it('accepts the displayed translation of every sentence', () =>
 *   expectDisplayedTranslationsAccepted([[germanToEnglish, 'en'], [englishToGerman, 'de']]));
 */
export function expectDisplayedTranslationsAccepted(
  sets: readonly (readonly [ExerciseSet, Language])[],
): void {
  for (const [set, language] of sets) {
    set.sentences.forEach((sentence, index) => {
      const shown = sentence.defaultTranslation ?? firstAnswer(sentence.translation);
      expect(
        checkSentence(shown, sentence.translation, { language }).correct,
        `${set.table} #${index + 1}`,
      ).toBe(true);
    });
  }
}

/**
 * Checks that the check accepts the shown translation of every German-to-English sentence and its
 * first combination, and that both are written as a sentence (capital first, full stop or question mark).
 *
 * @example
 * it('accepts the first combination of every German-to-English translation', () =>
 *   expectFirstEnglishCombinationAccepted(germanToEnglish));
 */
export function expectFirstEnglishCombinationAccepted(set: ExerciseSet): void {
  for (const sentence of set.sentences) {
    const first = firstAnswer(sentence.translation);
    const shown = sentence.defaultTranslation ?? first;
    for (const text of new Set([first, shown])) {
      expect(checkSentence(text, sentence.translation, { language: 'en' }).correct, text).toBe(true);
      expect(text, text).toMatch(/^[A-Z].*[.?]$/);
    }
  }
}

/** The articles, which German-to-English sentences leave plain (no dictionary link). */
export const ARTICLE_FORMS: ReadonlySet<string> = new Set([
  ...Object.values(definiteArticles).flat(),
  ...Object.values(indefiniteArticles).flat(),
]);

/** How a chapter's German-to-English sentences may write their words, for {@link expectGermanLinked}. */
export interface GermanWordRules {
  /** Whether a word is taught by the chapter. */
  isTaught: (word: string) => boolean;
  /** Words that may stand without a dictionary link besides names (by default the articles). */
  plain?: ReadonlySet<string>;
  /** A word given inline with its own term and translation need not be taught. */
  inlineAllowed?: boolean;
  /** Every word must also pass the spell checker. */
  spelled?: boolean;
}

/**
 * Checks the German of German-to-English sentences: every word is taught by the chapter (or,
 * where allowed, given inline with its term and translation), and every word without a
 * dictionary link is an article or a name.
 */
export function expectGermanLinked(set: ExerciseSet, rules: GermanWordRules): void {
  const plain = rules.plain ?? ARTICLE_FORMS;
  for (const sentence of set.sentences)
    for (const part of sentence.main) {
      const inline = typeof part !== 'string' && part[1].term !== undefined && part[1].transl !== undefined;
      if (!(rules.inlineAllowed && inline))
        for (const word of wordsOf(partText(part))) {
          expect(rules.isTaught(word), word).toBe(true);
          if (rules.spelled) expect(isSpelledRight(word), word).toBe(true);
        }
      if (typeof part === 'string')
        for (const word of wordsOf(part))
          expect(allowedWords.has(word) || plain.has(lowerFirst(word)), `${word} needs a lookup`).toBe(true);
    }
}

/**
 * Checks that every cheat link of English-to-German sentences (a part with a term; prompts aside)
 * shows the dictionary term of an entry of `taught`, with one of that entry's translations.
 */
export function expectCheatLinksFromVocabulary(
  sentences: readonly Sentence[],
  taught: readonly VocabularyEntry[],
): void {
  for (const sentence of sentences)
    for (const part of sentence.main) {
      if (typeof part === 'string' || part[1].term === undefined || part[1].isPrompt) continue;
      const { term, transl } = part[1];
      const matching = taught.filter((entry) => dictionaryTerm(entry).term === term);
      expect(matching.length, term).toBeGreaterThan(0);
      const translations = matching.flatMap((entry) => [
        ...entry.englishTransl,
        dictionaryTerm(entry).translation,
      ]);
      expect(translations, term).toContain(transl);
    }
}

/**
 * Declares the tests every chapter makes of its two exercise sets: the shown translation of every
 * sentence is accepted; every lookup resolves in chapters 1..`chapter` (sein and ihr with their
 * entry type); and the German of both sets, the German-to-English sentences and every accepted
 * answer of the English-to-German ones (or only the first, with `answers: 'first'`, where a
 * chapter accepts alternatives it does not teach), is in words taught by the chapter, or its
 * lookup gives the word inline (term and translation).
 *
 * @example describeExerciseSets(8, germanToEnglish, englishToGerman);
 */
export function describeExerciseSets(
  chapter: number,
  germanToEnglish: ExerciseSet,
  englishToGerman: ExerciseSet,
  { answers = 'every' }: { answers?: 'every' | 'first' } = {},
): void {
  const isTaught = taughtBy(chapter);
  const checked = (translation: Sentence['translation']) =>
    answers === 'every' ? acceptedAnswers(translation) : [firstAnswer(translation)];
  describe(`chapter ${chapter} exercises: translations, lookups and taught German`, () => {
    it('accepts the displayed translation of every sentence', () =>
      expectDisplayedTranslationsAccepted([
        [germanToEnglish, 'en'],
        [englishToGerman, 'de'],
      ]));

    it(`resolves every lookup in chapters 1–${chapter} and gives sein and ihr their entry type`, () =>
      expectLookupsResolve([...germanToEnglish.sentences, ...englishToGerman.sentences], chapter));

    it(`writes the German of both sets (${answers} accepted answer) in words taught by chapter ${chapter}, or gives them inline`, () => {
      const untaught: string[] = [];
      for (const sentence of germanToEnglish.sentences)
        for (const part of sentence.main) {
          if (typeof part !== 'string' && part[1].term && part[1].transl) continue;
          for (const word of wordsOf(partText(part)))
            if (!isTaught(word)) untaught.push(`${word} (${germanToEnglish.table})`);
        }
      for (const sentence of englishToGerman.sentences)
        for (const answer of checked(sentence.translation))
          for (const word of wordsOf(answer))
            if (!isTaught(word)) untaught.push(`${word} (${englishToGerman.table})`);
      expect([...new Set(untaught)]).toEqual([]);
    });
  });
}

/** What a chapter says of exercise sets whose German words link to the dictionary. */
export interface LinkedExerciseRules extends TaughtWords {
  /** The sets whose lookups must resolve to forms (by default both). */
  lookupSets?: readonly ExerciseSet[];
  /** English-to-German sentences beyond the set's (a drill of translations): cheat links and prompts. */
  moreEnglishToGerman?: readonly Sentence[];
  /** How the German-to-English sentences may write their words, besides being taught by the chapter. */
  linked?: Omit<GermanWordRules, 'isTaught'>;
  /** The nouns after which a gender prompt must follow (teacher → f.). */
  genderPrompts?: Readonly<Record<string, string>>;
  /** How many you-prompts at least. */
  youPrompts: number;
}

/**
 * Declares the tests of a chapter's exercise sets whose German words link to the dictionary:
 * every lookup is one taught headword of which the word is a form (`expectLookupsResolveToForms`);
 * the German-to-English sentences link every taught word and leave only articles and names plain
 * (`expectGermanLinked`), and their first combination is accepted; the English-to-German cheat
 * links show a taught entry's term (`expectCheatLinksFromVocabulary`), and a prompt follows every
 * "you" and each noun of `genderPrompts` (`expectYouPrompted`). The chapter test keeps its own
 * checks of the English-to-German answers and of its grammar.
 *
 * @example describeLinkedExercises(6, germanToEnglish, englishToGerman, { taught, isFormOf, youPrompts: 2 });
 */
export function describeLinkedExercises(
  chapter: number,
  germanToEnglish: ExerciseSet,
  englishToGerman: ExerciseSet,
  rules: LinkedExerciseRules,
): void {
  const { taught, isFormOf, linked = {}, genderPrompts = {} } = rules;
  const toGerman = [...englishToGerman.sentences, ...(rules.moreEnglishToGerman ?? [])];
  const plain = linked.inlineAllowed ? 'articles, names and words given inline' : 'articles and names';
  const nouns = Object.entries(genderPrompts).map(([noun, prompt]) => `${prompt} after ${noun}`);
  describe(`chapter ${chapter} exercises: lookups, dictionary links and prompts`, () => {
    it(`resolves every lookup to one headword of chapters 1–${chapter} of which the word is a form, with lookupType where the headword has two entries`, () =>
      expectLookupsResolveToForms(rules.lookupSets ?? [germanToEnglish, englishToGerman], chapter, {
        taught,
        isFormOf,
      }));

    it(`links every taught word of the German-to-English sentences${linked.spelled ? ', spelled right' : ''}; ${plain} stay plain`, () =>
      expectGermanLinked(germanToEnglish, { isTaught: taughtBy(chapter), ...linked }));

    it('accepts the first combination of every German-to-English translation', () =>
      expectFirstEnglishCombinationAccepted(germanToEnglish));

    it(`gives English-to-German cheat links the dictionary term of an entry of chapters 1–${chapter}`, () =>
      expectCheatLinksFromVocabulary(toGerman, taught));

    it(`puts a prompt after every English "you" and "your" (${rules.youPrompts} at least)${nouns.length > 0 ? `, and ${nouns.join(', ')}` : ''}`, () => {
      expect(expectYouPrompted(toGerman, genderPrompts)).toBeGreaterThanOrEqual(rules.youPrompts);
    });
  });
}
