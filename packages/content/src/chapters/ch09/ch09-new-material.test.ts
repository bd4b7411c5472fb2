// Chapter 9's New Material pages: the werden unit's cells against the chapter 9 verb table and the
// sein/haben tables of chapter 1, the future table against the verb tables, the two-case tables
// against the article and preposition tables (grammar/articles.ts, prepositions.ts), the verb pairs
// and adverbs against the chapter vocabulary, the German spelled right and taught by chapter 9.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { definiteArticles, type Gender } from '../../grammar/articles.ts';
import { contractions, prepositions } from '../../grammar/prepositions.ts';
import { regularPresent } from '../../grammar/verbs.ts';
import { hasPracticePage } from '../../lessons/registry.ts';
import type { ConceptLesson, LessonBlock, MemorizationUnit, NewMaterial } from '../../lessons/schema.ts';
import { formIndex } from '../../progression/form-index.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { allowedWords, germanWordsOf, isSpelledRight } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { newMaterial as adverbs } from './lessons/adverbs.ts';
import { newMaterial as future } from './lessons/future.ts';
import { newMaterial as twoCase } from './lessons/two-case-prepositions.ts';
import { newMaterial as werden } from './lessons/werden.ts';
import { verbs } from './verbs.ts';
import { vocabulary as chapter9Vocabulary } from './vocabulary.ts';
import { textsOf, checkMarkup, germanOfBlocks, allBlocks } from '../../test-support/lesson-texts.ts';

const pages: NewMaterial[] = [werden, future, twoCase, adverbs];

type NounEntry = Extract<VocabularyEntry, { type: 'noun' }>;
const nouns: NounEntry[] = vocabularyEntries().flatMap(({ chapter, entry }) =>
  chapter <= 9 && entry.type === 'noun' ? [entry] : [],
);

function presentOf(infinitive: string): readonly string[] {
  return (
    verbsUpTo(9).find(({ verb }) => verb.infinitive === infinitive)?.verb.deutsch ??
    regularPresent(infinitive)
  );
}

function genderOf(noun: string): Gender {
  const entry = nouns.find((candidate) => candidate.germanRoot === noun);
  if (!entry) throw new Error(`no noun ${noun}`);
  return entry.article === 'der' ? 'masculine' : entry.article === 'die' ? 'feminine' : 'neuter';
}

function table(lesson: ConceptLesson | MemorizationUnit, caption: string): string[][] {
  const block = lesson.blocks.find((entry) => entry.type === 'table' && entry.caption === caption);
  if (block?.type !== 'table') throw new Error(`${lesson.code} has no table ${caption}`);
  return block.rows;
}

/** The German a learner reads: examples, corrections, German spans, German table columns. */
function germanTexts(blocks: readonly LessonBlock[]): string[] {
  const texts = germanOfBlocks(
    blocks,
    (heading, column) => !(column === 0 || /English|Kind|^$/.test(heading)),
  );
  return texts;
}

function germanWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((token) => !/^[-—(]|-[,.)]?$|\)$/.test(token))
    .flatMap(germanWordsOf)
    .filter((word) => word.length > 1);
}

describeChapterPages(9, pages);

describe('Chapter 9 New Material: pages', () => {
  it('has no "Practice: …" page of its own: 9npv is the shared verb-conjugation screen', () => {
    expect(findMenuItemByCode('9npv')?.kind).toBe('verb-practice');
    expect(hasPracticePage('9npv')).toBe(false);
  });
});

describe('Chapter 9 New Material: werden', () => {
  const table1 = chapter1Verbs;
  const sein = table1.find((verb) => verb.infinitive === 'sein')?.deutsch ?? [];
  const haben = table1.find((verb) => verb.infinitive === 'haben')?.deutsch ?? [];
  const werdenForms = verbs.find((verb) => verb.infinitive === 'werden')?.deutsch ?? [];

  it('has the catalogue sub-pages: practice with help, test without', () => {
    const paths = (findMenuItemByCode('9nw')?.subPages ?? []).map((subPage) => subPage.path);
    expect(Object.keys(werden.pages).sort()).toEqual([...paths].sort());
    expect(werden.pages['memorization/practice_werden']?.mode).toBe('practice');
    expect(werden.pages['memorization/test']?.mode).toBe('test');
    const testCells =
      werden.pages['memorization/test']?.tables.flatMap((t) => t.rows.flatMap((row) => row.cells)) ?? [];
    expect(testCells.filter((cell) => cell.given)).toEqual([]);
    const practiceCells =
      werden.pages['memorization/practice_werden']?.tables.flatMap((t) =>
        t.rows.flatMap((row) => row.cells),
      ) ?? [];
    expect(practiceCells.filter((cell) => cell.given).length).toBeGreaterThan(0);
    expect(practiceCells.filter((cell) => !cell.given).length).toBeGreaterThanOrEqual(4);
  });

  it('fills every cell of both pages with the werden table of chapter 9, which has the two irregular forms', () => {
    expect(werdenForms).toEqual(['werde', 'wirst', 'wird', 'werden', 'werdet', 'werden']);
    for (const unitPage of Object.values(werden.pages))
      for (const memoryTable of unitPage.tables)
        expect(memoryTable.rows.map((row) => row.cells.map((cell) => cell.answer))).toEqual(
          werdenForms.map((form) => [form]),
        );
  });

  it('shows werden beside sein and haben from the chapter 1 verb tables', () => {
    const rows = table(werden, 'werden beside sein and haben');
    expect(rows.map((row) => row.slice(1))).toEqual(
      werdenForms.map((form, index) => [form, sein[index] ?? '', haben[index] ?? '']),
    );
  });
});

describe('Chapter 9 New Material: the future', () => {
  it('conjugates werden for each person and ends each row with an infinitive of the verb tables', () => {
    const rows = table(future, 'The future tense: werden + infinitive at the end');
    const werdenForms = presentOf('werden');
    const infinitives = new Set(
      vocabularyEntries().flatMap(({ chapter, entry }) =>
        chapter <= 9 && entry.type === 'verb' ? [entry.germanRoot] : [],
      ),
    );
    rows.forEach((row, index) => {
      expect(row[1], row.join(' ')).toBe(werdenForms[index]);
      expect(infinitives, row.join(' ')).toContain((row[3] ?? '').replace(/\.$/, ''));
    });
    expect(rows).toHaveLength(6);
  });

  it('puts the infinitive last in every future example and correction', () => {
    const forms = new Set(presentOf('werden'));
    const infinitives = new Set(
      vocabularyEntries().flatMap(({ chapter, entry }) =>
        chapter <= 9 && entry.type === 'verb' ? [entry.germanRoot] : [],
      ),
    );
    const sentences = [
      ...future.blocks.flatMap((block) =>
        block.type === 'examples' ? block.items.map((item) => item.german) : [],
      ),
      ...future.blocks.flatMap((block) =>
        block.type === 'mistakes' ? block.items.map((item) => item.right) : [],
      ),
    ];
    let checked = 0;
    for (const sentence of sentences) {
      const words = sentence.replace(/[.?]$/, '').split(' ');
      if (!words.some((word) => forms.has(word.toLowerCase()))) continue;
      const last = words.at(-1) ?? '';
      expect(infinitives.has(last), sentence).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('Chapter 9 New Material: two-case prepositions', () => {
  const TWO_CASE = prepositions.filter((entry) => entry.chapter === 9).map((entry) => entry.preposition);

  it('lists the five prepositions of chapter 9, each with the accusative and the dative of the article table', () => {
    const rows = table(twoCase, 'The two-case prepositions');
    expect(rows.map((row) => row[0])).toEqual(TWO_CASE);
    for (const row of rows) {
      const [preposition = '', , motion = '', location = ''] = row;
      const noun = motion.split(' ')[2] ?? '';
      expect(location.split(' ')[2], row.join(' ')).toBe(noun);
      const gender = genderOf(noun);
      expect(motion, row.join(' ')).toBe(`${preposition} ${definiteArticles[gender][1] ?? ''} ${noun}`);
      expect(location, row.join(' ')).toBe(`${preposition} ${definiteArticles[gender][2] ?? ''} ${noun}`);
      const entry = chapter9Vocabulary.find((word) => word.germanRoot === preposition);
      expect(entry?.type === 'preposition' ? entry.cases : '').toBe('(+acc / dat)');
    }
  });

  it('gives the accusative and dative articles of the article table', () => {
    const rows = table(twoCase, 'The definite article after a two-case preposition');
    const genders: Gender[] = ['masculine', 'feminine', 'neuter', 'plural'];
    expect(rows[0]?.slice(1)).toEqual(genders.map((gender) => definiteArticles[gender][1]));
    expect(rows[1]?.slice(1).map((cell) => cell.split(' ')[0])).toEqual(
      genders.map((gender) => definiteArticles[gender][2]),
    );
  });

  it('pairs the verbs as the vocabulary translates them: putting with an object, being without one', () => {
    const rows = table(twoCase, 'Putting (accusative) and being (dative)');
    expect(rows.map((row) => [row[0], row[2]])).toEqual([
      ['legen', 'liegen'],
      ['stellen', 'stehen'],
      ['setzen', 'sitzen'],
      ['hängen', 'hängen'],
    ]);
    for (const row of rows)
      for (const verb of [row[0], row[2]])
        expect(
          chapter9Vocabulary.some((entry) => entry.type === 'verb' && entry.germanRoot === verb),
          verb,
        ).toBe(true);
  });

  it('gives the contractions of an and in as the contraction table does, each example using its contraction', () => {
    const rows = table(twoCase, 'an and in with dem and das');
    for (const [full = '', short = '', example = ''] of rows) {
      const [preposition, article] = full.split(' ');
      expect(
        contractions.find((entry) => entry.preposition === preposition && entry.article === article)
          ?.contraction,
        full,
      ).toBe(short);
      expect(example.split(' '), example).toContain(short);
    }
    expect(rows.map((row) => row[1])).toEqual(['am', 'ans', 'im', 'ins']);
  });

  it('uses the accusative after a verb of putting and the dative after a verb of being in every example', () => {
    const motion = new Set(
      ['legen', 'stellen', 'setzen', 'laufen', 'gehen'].flatMap((verb) => presentOf(verb)),
    );
    const location = new Set(
      ['liegen', 'stehen', 'sitzen', 'spielen', 'sein'].flatMap((verb) => presentOf(verb)),
    );
    const accusative = new Set(['den', 'die', 'das', 'ins', 'ans']);
    const dative = new Set(['dem', 'der', 'im', 'am']);
    let checked = 0;
    const sentences = twoCase.blocks.flatMap((block) =>
      block.type === 'examples'
        ? block.items.map((item) => item.german)
        : block.type === 'mistakes'
          ? block.items.map((item) => item.right)
          : [],
    );
    for (const sentence of sentences) {
      const words = sentence.replace(/[.?]$/, '').split(' ');
      // hängen: with an object (a noun after the verb before the preposition) it moves something.
      const hangs = words.includes('hängt');
      const isMotion = words.some((word) => motion.has(word)) || (hangs && words.indexOf('hängt') === 1);
      const isLocation = words.some((word) => location.has(word)) || (hangs && words.indexOf('hängt') === 2);
      if (isMotion === isLocation) continue;
      words.forEach((word, index) => {
        const contracted = ['im', 'am', 'ins', 'ans'].includes(word);
        if (!TWO_CASE.includes(word) && !contracted) return;
        const marker = contracted ? word : (words[index + 1] ?? '');
        // den before a dative plural (den Regalen) is a dative.
        const noun = words[index + 2] ?? '';
        const dativePlural = marker === 'den' && nouns.some((entry) => `${entry.germanPl ?? ''}n` === noun);
        expect((isMotion ? accusative : dative).has(marker) || (!isMotion && dativePlural), sentence).toBe(
          true,
        );
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});

describe('Chapter 9 New Material: adverbs', () => {
  it('lists every adverb of the chapter vocabulary once, with an English the vocabulary gives', () => {
    const rows = table(adverbs, 'The adverbs of this chapter');
    const chapterAdverbs = chapter9Vocabulary.flatMap((entry) => (entry.type === 'adverb' ? [entry] : []));
    expect(rows.map((row) => row[1]).sort()).toEqual(chapterAdverbs.map((entry) => entry.germanRoot).sort());
    for (const [, german, english = ''] of rows) {
      const entry = chapterAdverbs.find((candidate) => candidate.germanRoot === german);
      for (const meaning of english.split(', '))
        expect(entry?.englishTransl, `${german}: ${meaning}`).toContain(meaning);
    }
  });

  it('orders every row of the time–manner–place table with adverbs of the right kind', () => {
    const rows = table(adverbs, 'Time – manner – place');
    const kinds = new Map(table(adverbs, 'The adverbs of this chapter').map((row) => [row[1], row[0]]));
    for (const [, time = '', manner = ''] of rows) {
      if (kinds.has(time)) expect(['Time', 'How often']).toContain(kinds.get(time));
      expect(kinds.get(manner), manner).toBe('Manner');
    }
  });
});

describe('Chapter 9 New Material: text', () => {
  it.each(pages.map((page) => ({ code: page.code, page })))(
    '$code: markup is only spans, examples and mistakes distinct',
    ({ page }) => {
      for (const block of allBlocks(page)) {
        for (const text of textsOf(block)) if (text !== '') checkMarkup(text);
        if (block.type === 'examples')
          expect(new Set(block.items.map((item) => item.german)).size).toBe(block.items.length);
        if (block.type === 'mistakes')
          for (const item of block.items) expect(item.wrong).not.toBe(item.right);
      }
    },
  );

  it.each(pages.map((page) => ({ code: page.code, page })))(
    '$code: every German word is spelled right and taught in chapters 1–9, or a name',
    ({ page }) => {
      const taught = formIndex(9);
      const words = germanTexts(allBlocks(page)).flatMap(germanWords);
      expect(words.length).toBeGreaterThan(0);
      expect([...new Set(words.filter((word) => !isSpelledRight(word)))]).toEqual([]);
      expect([
        ...new Set(words.filter((word) => !taught.has(word.toLowerCase()) && !allowedWords.has(word))),
      ]).toEqual([]);
    },
  );
});
