// Chapter 13's New Material pages: the reflexive pronouns and verb tables against
// grammar/reflexive-pronouns.ts and the verb tables, every comparison form against
// grammar/comparison.ts, jeder against the der-word table, the indefinite pronouns against the
// vocabulary, the sub-pages against the catalogue, the German spelled right and taught by chapter 13.
import { describe, expect, it } from 'vitest';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { checkWords } from '@grundlagen/core';
import { definiteArticles } from '../../grammar/articles.ts';
import { comparisonOf } from '../../grammar/comparison.ts';
import { derWordTable } from '../../grammar/der-words.ts';
import { reflexiveByVerbPerson, reflexivePronouns } from '../../grammar/reflexive-pronouns.ts';
import { regularPresent } from '../../grammar/verbs.ts';
import type { LessonBlock, NewMaterial, PracticePage } from '../../lessons/schema.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { newMaterial as comparatives } from './lessons/comparatives.ts';
import { newMaterial as time } from './lessons/expressions-of-time.ts';
import { newMaterial as indefinite } from './lessons/indefinite-pronoun.ts';
import { newMaterial as jeder } from './lessons/jeder.ts';
import { newMaterial as practice } from './lessons/practice-comparatives.ts';
import { newMaterial as reflexive } from './lessons/reflexive-verbs.ts';
import { verbs } from './verbs.ts';
import {
  describeLessonTexts,
  textsOf,
  allBlocks,
  memoryTables,
  germanOfBlocks,
  blocksOf,
} from '../../test-support/lesson-texts.ts';

const lessons: NewMaterial[] = [reflexive, comparatives, jeder, time, indefinite];

/**
 * The case forms of alle and einige that the lessons teach (their vocabulary entries give them in
 * their notes: mit allen Kindern, mit einigen Freunden); the form index does not derive them.
 */
const LESSON_FORMS = new Set(['allen', 'aller', 'einigen']);

/** German table columns are those whose heading is not English. */
const ENGLISH_HEADINGS = new Set(['English', 'Once', 'Every time', '']);

/** The German a learner reads: examples, corrections, German spans, German table cells and memory-table answers. */
function germanTexts(lesson: NewMaterial | PracticePage): string[] {
  const texts = germanOfBlocks(
    blocksOf(lesson),
    (heading, column) => !ENGLISH_HEADINGS.has(heading) && column !== 0,
  );
  for (const { table } of memoryTables(lesson))
    for (const tableRow of table.rows) texts.push(...tableRow.cells.map((cell) => cell.answer));
  if (lesson.kind === 'practice') texts.push(...lesson.items.flatMap((item) => item.answers));
  return texts;
}

function tableBlock(lesson: NewMaterial, caption: string): Extract<LessonBlock, { type: 'table' }> {
  const block = allBlocks(lesson).find(
    (candidate): candidate is Extract<LessonBlock, { type: 'table' }> =>
      candidate.type === 'table' && candidate.caption === caption,
  );
  if (!block) throw new Error(`no table "${caption}"`);
  return block;
}

describeChapterPages(13, [...lessons, practice], { practiceItems: 10 });

const PERSON_INDEX: Readonly<Record<string, number>> = {
  ich: 0,
  du: 1,
  'er/sie/es': 2,
  wir: 3,
  ihr: 4,
  'sie/Sie': 5,
};

/** The present forms of a reflexive verb without its pronoun, from the verb tables or the regular present. */
function tableForms(infinitive: string): readonly string[] {
  const table = verbs.find((verb) => verb.infinitive === infinitive);
  if (table) return table.deutsch;
  return regularPresent(infinitive.replace(/^sich /, ''));
}

describe('Reflexive Verbs (13nrv)', () => {
  it('gives the reflexive pronouns of the grammar table, in both cases, on every page', () => {
    for (const unitPage of Object.values(reflexive.pages)) {
      const table = unitPage.tables[0];
      expect(table?.caption).toBe('The reflexive pronouns');
      expect(table?.rows.map((row) => row.cells.map((cell) => cell.answer))).toEqual(
        reflexivePronouns.map((row) => [row.accusative, row.dative]),
      );
    }
    expect(
      reflexivePronouns
        .filter((row) => ['er', 'sie', 'es', 'sie (pl.)', 'Sie'].includes(row.person))
        .every((row) => row.accusative === 'sich' && row.dative === 'sich'),
    ).toBe(true);
  });

  it('builds each verb row from the verb tables and the reflexive pronoun of its person', () => {
    const verbTables = Object.values(reflexive.pages).flatMap((unitPage) => unitPage.tables.slice(1));
    expect(verbTables.length).toBeGreaterThan(0);
    for (const table of verbTables) {
      const [title = ''] = table.caption.split(':');
      const [infinitive = '', object = ''] = title.split(' + ');
      const forms = tableForms(infinitive);
      const pronouns = object === '' ? reflexiveByVerbPerson.accusative : reflexiveByVerbPerson.dative;
      for (const row of table.rows) {
        const person = PERSON_INDEX[row.label] ?? -1;
        expect(person, row.label).toBeGreaterThanOrEqual(0);
        const [verb = '', ...prefix] = (forms[person] ?? '').split(' ');
        const expected = [verb, pronouns[person], ...(object ? [object] : []), ...prefix].join(' ');
        expect(row.cells[0]?.answer, `${table.caption} ${row.label}`).toBe(expected);
      }
    }
    // The unit shows a stem changer, a separable verb, a regular verb and the dative with a body part.
    const captions = verbTables.map((table) => table.caption);
    for (const verb of ['sich waschen', 'sich anziehen', 'sich freuen', 'sich waschen + die Hände'])
      expect(
        captions.some((caption) => caption.startsWith(verb)),
        verb,
      ).toBe(true);
    const cells = verbTables.flatMap((table) => table.rows.map((row) => row.cells[0]?.answer ?? ''));
    for (const form of ['wäschst dich', 'ziehe mich an', 'freut sich', 'wasche mir die Hände'])
      expect(cells, form).toContain(form);
  });

  it('tests every cell without help, and gives help on the work page', () => {
    const test = reflexive.pages['memorization/test'];
    expect(
      test?.tables.flatMap((table) => table.rows.flatMap((row) => row.cells)).some((cell) => cell.given),
    ).toBe(false);
    const work = reflexive.pages['memorization/work'];
    expect(work?.mode).toBe('practice');
    expect(work?.tables.map((table) => table.caption)).toEqual(test?.tables.map((table) => table.caption));
  });
});

describe('Comparatives & Superlatives (13ncs)', () => {
  it('gives every comparative and superlative of grammar/comparison.ts, the other correct forms accepted', () => {
    for (const unitPage of Object.values(comparatives.pages)) {
      for (const table of unitPage.tables)
        for (const row of table.rows) {
          const comparison = comparisonOf(row.label);
          const [comparative, superlative] = row.cells;
          expect(comparative?.answer, row.label).toBe(comparison.comparative);
          expect(superlative?.answer, row.label).toBe(comparison.superlative);
          for (const form of [...(comparative?.accepted ?? []), ...(superlative?.accepted ?? [])])
            expect(comparison.alsoCorrect, row.label).toContain(form);
        }
    }
  });

  it('teaches the umlauting ones, gut, viel, gern, hoch and nah, and als and so … wie', () => {
    const labels = comparatives.pages['memorization/test']?.tables.flatMap((table) =>
      table.rows.map((row) => row.label),
    );
    for (const adjective of ['gut', 'viel', 'gern', 'hoch', 'nah', 'alt', 'jung', 'kurz'])
      expect(labels).toContain(adjective);
    const text = allBlocks(comparatives).flatMap(textsOf).join(' ');
    for (const phrase of ['als', 'so alt wie', 'nicht so groß wie', 'der schnellste Zug'])
      expect(text).toContain(phrase);
  });
});

describe('Practice (13npc)', () => {
  it('asks for the forms of grammar/comparison.ts, accepting the other correct forms, each with a reason', () => {
    for (const item of practice.items) {
      expect(item.reason, item.prompt).toBeTruthy();
      const form = /^(\S+) \((comparative|superlative)\)$/.exec(item.prompt);
      const attributive = /___ \((\S+), (comparative|superlative)\)/.exec(item.prompt);
      expect(form ?? attributive, item.prompt).not.toBeNull();
      if (form) {
        const [, adjective = '', degree = ''] = form;
        const comparison = comparisonOf(adjective);
        expect(item.answers[0], item.prompt).toBe(
          degree === 'comparative' ? comparison.comparative : comparison.superlative,
        );
        for (const answer of item.answers.slice(1)) expect(comparison.alsoCorrect).toContain(answer);
      }
      if (attributive) {
        const [, adjective = '', degree = ''] = attributive;
        const comparison = comparisonOf(adjective);
        const stem =
          degree === 'comparative'
            ? comparison.comparative
            : comparison.superlative.replace(/^am /, '').replace(/en$/, '');
        expect(item.answers[0]?.startsWith(stem), item.prompt).toBe(true);
        expect(['e', 'en', 'er', 'es', 'em']).toContain(item.answers[0]?.slice(stem.length));
        expect(item.reason?.endsWith(item.answers[0] ?? ''), item.prompt).toBe(true);
      }
      for (const answer of item.answers)
        expect(checkWords(answer, item.answers), item.prompt).toBe('correct');
    }
  });

  it('checks the endings before a noun against the adjective-ending rule of chapter 3', () => {
    const expected: Readonly<Record<string, string>> = {
      'der ___ Zug': 'e',
      'ein ___ Auto': 'es',
      'mit dem ___ Freund': 'en',
      'die ___ Berge': 'en',
      'Ich habe einen ___ Bruder.': 'en',
      'Das ist die ___ Straße.': 'e',
      'Wir suchen eine ___ Wohnung.': 'e',
      'Er ist mein ___ Freund.': 'er',
    };
    const attributive = practice.items.filter((item) => item.prompt.includes('___'));
    expect(attributive.map((item) => item.prompt.replace(/ \([^)]*\)/, '')).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    for (const item of attributive) {
      const ending = expected[item.prompt.replace(/ \([^)]*\)/, '')] ?? '?';
      expect(item.answers[0]?.endsWith(ending), item.prompt).toBe(true);
    }
    // A near miss, the superlative with am before a noun, is rejected.
    const first = attributive[0];
    expect(checkWords('am schnellsten', first?.answers ?? [])).toBe('incorrect');
  });
});

describe('Another Der-Word: Jeder (13nj)', () => {
  it('gives jeder in the four cases of the der-word table, beside the definite article, with no plural', () => {
    const table = tableBlock(jeder, 'jeder in the four cases, beside the definite article');
    const forms = derWordTable('jeder');
    expect(forms.plural).toBeUndefined();
    expect(table.head).toEqual(['', 'Masculine', 'Feminine', 'Neuter']);
    table.rows.forEach((row, index) => {
      (['masculine', 'feminine', 'neuter'] as const).forEach((gender, column) =>
        expect(row[column + 1]).toBe(
          `${definiteArticles[gender][index] ?? ''} → ${forms[gender][index] ?? ''}`,
        ),
      );
    });
    const alle = tableBlock(jeder, 'alle in the plural');
    expect(alle.rows.map((row) => row[1]?.split(' → ')[0])).toEqual([...definiteArticles.plural]);
  });
});

describe('Indefinite Pronoun (13nm) and Expressions of Time (13nt)', () => {
  it('gives each indefinite pronoun the case forms of its vocabulary entry', () => {
    const table = tableBlock(indefinite, 'The indefinite pronouns in the cases');
    const entries = new Map(
      vocabularyEntries()
        .filter(({ chapter }) => chapter === 13)
        .map(({ entry }) => [entry.germanRoot, entry]),
    );
    for (const [nominative = '', accusative = '', dative = ''] of table.rows) {
      const entry = entries.get(nominative);
      expect(entry, nominative).toBeDefined();
      const further = entry && 'furtherForms' in entry ? entry.furtherForms : undefined;
      if (further) expect(further, nominative).toBe(`${accusative}, ${dative}`);
      else if (['etwas', 'nichts'].includes(nominative))
        expect([accusative, dative]).toEqual([nominative, nominative]);
      else expect(dative, nominative).toBe(`${nominative}n`);
    }
    expect(table.rows.map((row) => row[0])).toEqual([
      'man',
      'jemand',
      'niemand',
      'etwas',
      'nichts',
      'alle',
      'einige',
      'viele',
    ]);
  });

  it('teaches the accusative, the genitive, seit, vor, in and the days and parts of the day', () => {
    const text = allBlocks(time).flatMap(textsOf).join(' ');
    for (const phrase of [
      'jeden Tag',
      'nächste Woche',
      'letzten Monat',
      'eines Tages',
      'seit einem Jahr',
      'vor zwei Tagen',
      'in einer Stunde',
      'am Montag',
      'montags',
      'am Abend',
      'abends',
    ])
      expect(text, phrase).toContain(phrase);
  });
});

describeLessonTexts(13, [...lessons, practice], {
  germanTexts,
  taughtByRule: (word) => LESSON_FORMS.has(word),
});
