// Course-wide content checks (CONTENT_GUIDE "Checks every content change must pass"): every
// written set and lesson validates and fits the catalogue; every German word is spelled right;
// every German word of a chapter's drills and exercises is taught by then or given inline; every
// model answer passes its own check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedAnswers, checkSentence, checkWords } from '@grundlagen/core';
import { allMenuItems, findMenuItemByCode } from './catalogue/index.ts';
import {
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  indefiniteArticles,
} from './grammar/articles.ts';
import { hasNewMaterial, loadNewMaterial } from './lessons/registry.ts';
import { handCheckedWords as handChecked4 } from './chapters/ch04/spelling.ts';
import { handCheckedWords as handChecked5 } from './chapters/ch05/spelling.ts';
import { handCheckedWords as handChecked6 } from './chapters/ch06/spelling.ts';
import { handCheckedWords as handChecked7 } from './chapters/ch07/spelling.ts';
import { handCheckedWords as handChecked8 } from './chapters/ch08/spelling.ts';
import { handCheckedWords as handChecked9 } from './chapters/ch09/spelling.ts';
import { handCheckedWords as handChecked10 } from './chapters/ch10/spelling.ts';
import { handCheckedWords as handChecked11 } from './chapters/ch11/spelling.ts';
import { handCheckedWords as handChecked12 } from './chapters/ch12/spelling.ts';
import { handCheckedWords as handChecked13 } from './chapters/ch13/spelling.ts';
import { loadPracticeSet, practiceSetTables, questionCount } from './sets/registry.ts';
import { resolveWord } from './sets/resolve-word.ts';
import { blankSlot, type PracticeSet, type SentencePart } from './sets/schema.ts';
import { verbsUpTo } from './sets/verbs.ts';
import { vocabularyEntries } from './vocabulary/index.ts';

/** Names and other words a German dictionary does not list; reviewed by hand. */
const allowedWords = new Set([
  'Anna',
  'Jonas',
  'Lena',
  'Paul',
  'Schneider',
  'Becker',
  'Schmidt',
  'Berlin',
  'Hamburg',
  'Wien',
  'München',
  'Dr',
  'Frau',
  'Herr',
  'Mia',
  'Lukas',
  'Tom',
  'Max',
  'Sophie',
  'Emma',
  'Ben',
  'Leon',
  'Marie',
  'Klara',
  'Felix',
]);

/**
 * Words checked by hand against Duden that nspell cannot confirm: compound nouns, which Hunspell
 * builds from their parts (COMPOUNDBEGIN/END flags nspell does not support), and a few verb forms
 * whose dictionary line nspell misreads.
 */
const handCheckedWords = new Set([
  'Fußball',
  'Fußbälle',
  'Hausaufgaben',
  'Bleistift',
  'Bleistifte',
  'Bahnhof',
  'Bahnhöfe',
  'suche',
  'schenke',
  'junge',
  'frische',
  'alter',
  'schwere',
  ...handChecked4,
  ...handChecked5,
  ...handChecked6,
  ...handChecked7,
  ...handChecked8,
  ...handChecked9,
  ...handChecked10,
  ...handChecked11,
  ...handChecked12,
  ...handChecked13,
]);

const sets = new Map<string, PracticeSet>();
beforeAll(async () => {
  for (const table of practiceSetTables()) sets.set(table, await loadPracticeSet(table));
});

function chapterOfTable(table: string): number {
  return Number(/^ch(\d+)_/.exec(table)?.[1]);
}

function words(text: string): string[] {
  return text.split(/[^A-Za-zÄÖÜäöüß]+/).filter((word) => word.length > 0);
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

/** The present tense of a regular verb (chapter 1's rules), for verbs taught without a table. */
function regularPresent(infinitive: string): string[] {
  const stem = infinitive.replace(/e?n$/, '');
  const extraE = /[td]$/.test(stem) ? 'e' : '';
  const du = /[sßzx]$/.test(stem) ? `${stem}t` : `${stem}${extraE}st`;
  return [`${stem}e`, du, `${stem}${extraE}t`, infinitive];
}

/** Every form taught in chapters 1..chapter: vocabulary, plurals, verb forms, articles, pronouns, adjective endings. */
function formIndex(chapter: number): Set<string> {
  const forms = new Set<string>();
  const add = (form: string | undefined) => {
    for (const word of words(form ?? '')) forms.add(word.toLowerCase());
  };
  for (const { entry } of vocabularyEntries().filter((candidate) => candidate.chapter <= chapter)) {
    add(entry.germanRoot);
    if (entry.type === 'noun') {
      add(entry.germanPl);
      add(`${entry.germanRoot}s ${entry.germanRoot}es ${entry.germanRoot}n`);
      if (entry.germanPl) add(`${entry.germanPl}n`);
    }
    if (entry.type === 'verb') {
      add(`${entry.pParticiple ?? ''} ${entry.imperative2ps ?? ''}`);
      if (!entry.specialFeature) add(regularPresent(entry.germanRoot).join(' '));
    }
    if (entry.type === 'pronoun') add(entry.furtherForms);
    if (entry.type === 'adjective')
      for (const ending of ['e', 'en', 'er', 'es', 'em']) add(`${entry.germanRoot}${ending}`);
  }
  for (const { verb } of verbsUpTo(chapter)) {
    add(verb.deutsch.join(' '));
    add(`${verb.infinitive} ${verb.pParticiple} ${verb.imperative2ps}`);
  }
  if (chapter >= 2) {
    add(Object.values(definiteArticles).flat().join(' '));
    add(Object.values(indefiniteArticles).flat().join(' '));
  }
  if (chapter >= 3) {
    add([...Object.values(endingsAfterDefinite), ...Object.values(endingsAfterIndefinite)].flat().join(' '));
  }
  return forms;
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

/**
 * nspell keeps one line per stem, so of "gut/AU" and "gut/STozm" only the second survives, and
 * its ONLYINCOMPOUND (o) and NEEDAFFIX (h) flags then reject plain "gut". Hunspell reads every
 * line; merging a stem's lines, and keeping o and h only when every line has them, gives nspell
 * the same verdicts.
 */
function mergeHomonyms(dic: string): string {
  const [count, ...lines] = dic.split('\n');
  const stems = new Map<string, string[]>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const slash = line.indexOf('/');
    const stem = slash === -1 ? line : line.slice(0, slash);
    const flags = slash === -1 ? '' : line.slice(slash + 1);
    stems.set(stem, [...(stems.get(stem) ?? []), flags]);
  }
  const merged = [...stems].map(([stem, variants]) => {
    const restricted = ['o', 'h'].filter((flag) => variants.every((flags) => flags.includes(flag)));
    const flags = [...new Set(variants.join('').split(''))].filter(
      (flag) => !'oh'.includes(flag) || restricted.includes(flag),
    );
    return flags.length > 0 ? `${stem}/${flags.join('')}` : stem;
  });
  return [String(merged.length || count), ...merged].join('\n');
}

describe('German spelling (nspell with dictionary-de)', () => {
  let speller: ReturnType<typeof nspell>;
  beforeAll(() => {
    const folder = dirname(createRequire(import.meta.url).resolve('dictionary-de'));
    speller = nspell({
      aff: readFileSync(join(folder, 'index.aff')),
      dic: mergeHomonyms(readFileSync(join(folder, 'index.dic'), 'utf8')),
    });
  });

  it('spells every German word of the vocabulary, verb tables, drills and exercises', () => {
    const misspelled = new Set<string>();
    const check = (word: string, where: string) => {
      if (allowedWords.has(word) || handCheckedWords.has(word) || speller.correct(word)) return;
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
  it('finds every German word of chapters 1–3 in the forms taught so far, or given inline', () => {
    const untaught: string[] = [];
    for (const [table, set] of sets) {
      const chapter = chapterOfTable(table);
      if (chapter > 3) continue;
      const forms = formIndex(chapter);
      for (const word of germanWords(set, true)) {
        if (!forms.has(word.toLowerCase()) && !allowedWords.has(word)) untaught.push(`${word} (${table})`);
      }
    }
    expect([...new Set(untaught)]).toEqual([]);
  });
});
