// Course-wide content checks (docs/product/content.md "Checks every content change passes"): every
// written set and lesson validates and fits the catalogue; every German word is spelled right;
// every German word of a chapter's drills and exercises is taught by then or given inline; every
// model answer passes its own check.
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedAnswers, checkSentence, checkWords } from '@grundlagen/core';
import { allMenuItems, findMenuItemByCode } from './catalogue/index.ts';
import { hasNewMaterial, loadNewMaterial } from './lessons/registry.ts';
import { loadPracticeSet, practiceSetTables, questionCount } from './sets/registry.ts';
import { resolveWord } from './sets/resolve-word.ts';
import { blankSlot, type PracticeSet, type SentencePart } from './sets/schema.ts';
import { formIndex } from './progression/form-index.ts';
import { verbsUpTo } from './sets/verbs.ts';
import { allowedWords, germanWordsOf as words, isSpelledRight } from './test-support/german-speller.ts';
import { vocabularyEntries } from './vocabulary/index.ts';

const sets = new Map<string, PracticeSet>();
beforeAll(async () => {
  for (const table of practiceSetTables()) sets.set(table, await loadPracticeSet(table));
});

function chapterOfTable(table: string): number {
  return Number(/^ch(\d+)_/.exec(table)?.[1]);
}

/** German text of a sentence, leaving out prompts and words given inline (clickable terms not taught yet). */
function germanOfSentence(parts: readonly SentencePart[], taughtOnly: boolean): string[] {
  return parts.flatMap((part) => {
    if (typeof part === 'string') return blankSlot(part) >= 0 ? [] : words(part);
    const [text, info] = part;
    if (info.isPrompt || info.isPrompt2) return [];
    if (taughtOnly && info.term && info.transl) return [];
    return words(text);
  });
}

/** A word given in `newWords` covers its regular inflected forms too (kaufen → kauft, Gäste → Gästen). */
function inflections(word: string): string[] {
  const lower = word.toLowerCase();
  const stem = lower.endsWith('en') ? lower.slice(0, -2) : lower.endsWith('n') ? lower.slice(0, -1) : lower;
  return [
    lower,
    ...['e', 'st', 't', 'et', 'est', 'en'].map((ending) => stem + ending),
    ...['e', 'en', 'er', 'es', 'em', 'n', 's'].map((ending) => lower + ending),
  ];
}

function firstAnswer(translation: Parameters<typeof acceptedAnswers>[0]): string {
  return acceptedAnswers(translation).next().value ?? '';
}

/** Every German word of a set; with taughtOnly, only those that must be taught by its chapter. */
function germanWords(set: PracticeSet, taughtOnly: boolean): string[] {
  switch (set.kind) {
    case 'translation-exercise':
      return set.table.endsWith('_to_english')
        ? set.sentences.flatMap((sentence) => germanOfSentence(sentence.main, taughtOnly))
        : set.sentences.flatMap((sentence) =>
            taughtOnly
              ? words(firstAnswer(sentence.translation))
              : [...acceptedAnswers(sentence.translation, { limit: 50 })].flatMap(words),
          );
    case 'fill-in-drill':
      return set.items.flatMap((item) => [
        ...germanOfSentence(item.main, taughtOnly),
        ...item.answers.flat().flatMap(words),
      ]);
    case 'choice-drill':
      return set.items.flatMap((item) => [
        ...germanOfSentence(item.main, taughtOnly),
        ...(taughtOnly ? [] : words(item.negation.join(' '))),
      ]);
    case 'word-order-drill':
      return set.items.flatMap((item) => {
        const given = new Set(
          (item.newWords ?? []).flatMap((word) => words(word.german)).flatMap(inflections),
        );
        return item.dataList
          .flatMap((chunk) => words(chunk.title))
          .filter((word) => !taughtOnly || !given.has(word.toLowerCase()));
      });
    case 'subject-pronoun-drill':
      return set.situations.map((situation) => situation.answer);
  }
}

describe('written content fits the catalogue', () => {
  it('registers every set under a catalogue table, with the catalogue question count', () => {
    const items = new Map(
      allMenuItems()
        .filter((item) => item.table)
        .map((item) => [item.table, item]),
    );
    for (const [table, set] of sets) {
      const item = items.get(table);
      expect(item, table).toBeDefined();
      if (item?.itemCount !== undefined) expect(questionCount(set), table).toBe(item.itemCount);
    }
  });

  it('gives every written unit exactly the sub-pages of its catalogue item', async () => {
    for (const item of allMenuItems().filter((entry) => hasNewMaterial(entry.code))) {
      const material = await loadNewMaterial(item.code);
      if (material.kind === 'memorization') {
        expect(Object.keys(material.pages).sort(), item.code).toEqual(
          (findMenuItemByCode(item.code)?.subPages ?? []).map((page) => page.path).sort(),
        );
      }
    }
  });
});

describe('clickable words', () => {
  it('resolves every lookup to a vocabulary entry of its chapter or earlier', () => {
    const unresolved: string[] = [];
    for (const [table, set] of sets) {
      const chapter = chapterOfTable(table);
      const sentences =
        set.kind === 'translation-exercise'
          ? set.sentences.map((sentence) => sentence.main)
          : set.kind === 'fill-in-drill' || set.kind === 'choice-drill'
            ? set.items.map((item) => item.main)
            : [];
      for (const part of sentences.flat()) {
        if (typeof part === 'string' || !part[1].lookup) continue;
        if (!resolveWord(part[1], chapter)) unresolved.push(`${part[1].lookup} (${table})`);
      }
    }
    expect([...new Set(unresolved)]).toEqual([]);
  });
});

describe('model answers pass their own checks', () => {
  it('accepts every displayed translation and every drill answer', () => {
    for (const [table, set] of sets) {
      if (set.kind === 'translation-exercise') {
        const language = table.endsWith('_to_english') ? 'en' : 'de';
        for (const [index, sentence] of set.sentences.entries()) {
          const shown = sentence.defaultTranslation ?? firstAnswer(sentence.translation);
          expect(
            checkSentence(shown, sentence.translation, { language }).correct,
            `${table} #${index + 1}: ${shown}`,
          ).toBe(true);
        }
      }
      if (set.kind === 'fill-in-drill') {
        for (const [index, item] of set.items.entries()) {
          for (const accepted of item.answers) {
            expect(
              checkWords(accepted[0] ?? '', accepted, item.verb ? { verb: true } : {}),
              `${table} #${index + 1}`,
            ).toBe('correct');
          }
        }
      }
      if (set.kind === 'subject-pronoun-drill') {
        for (const situation of set.situations)
          expect(checkWords(situation.answer, [situation.answer])).toBe('correct');
      }
    }
  });
});

describe('German spelling (nspell with dictionary-de)', () => {
  it('spells every German word of the vocabulary, verb tables, drills and exercises', () => {
    const misspelled = new Set<string>();
    const check = (word: string, where: string) => {
      if (isSpelledRight(word)) return;
      misspelled.add(`${word} (${where})`);
    };
    for (const { chapter, entry } of vocabularyEntries()) {
      for (const word of words(`${entry.germanRoot} ${entry.type === 'noun' ? (entry.germanPl ?? '') : ''}`))
        check(word, `vocabulary ch${chapter}`);
    }
    for (const { chapter, verb } of verbsUpTo(13))
      for (const word of words(verb.deutsch.join(' '))) check(word, `verbs ch${chapter}`);
    for (const [table, set] of sets) for (const word of germanWords(set, false)) check(word, table);
    expect([...misspelled]).toEqual([]);
  });
});

describe('progression: drills and exercises use only what is taught by their chapter', () => {
  const chapters = Array.from({ length: 13 }, (_, index) => index + 1);

  it.each(chapters)(
    'finds every German word of chapter %i in the forms taught so far, or given inline',
    (chapter) => {
      const forms = formIndex(chapter);
      const untaught: string[] = [];
      for (const [table, set] of sets) {
        if (chapterOfTable(table) !== chapter) continue;
        for (const word of germanWords(set, true)) {
          if (!forms.has(word.toLowerCase()) && !allowedWords.has(word)) untaught.push(`${word} (${table})`);
        }
      }
      expect([...new Set(untaught)]).toEqual([]);
    },
  );
});
