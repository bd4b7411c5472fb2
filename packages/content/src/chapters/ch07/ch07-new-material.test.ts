// Chapter 7's New Material pages: every table cell against the grammar tables (grammar/n-nouns.ts,
// articles.ts, der-words.ts) and the verb tables (ch07/verbs.ts), the practice page's answers
// against the n-noun table, the German spelled right and taught by chapter 7.
import { describe, expect, it } from 'vitest';
import { OBLIQUE_MASCULINE } from '../../test-support/entry-forms.ts';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import { definiteArticles, indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { derWordTable } from '../../grammar/der-words.ts';
import { nNounForms } from '../../grammar/n-nouns.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import type { ConceptLesson, LessonBlock } from '../../lessons/schema.ts';
import { formIndex } from '../../progression/form-index.ts';
import { allowedWords, isSpelledRight } from '../../test-support/german-speller.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { newMaterial as dativeVerbs } from './lessons/dative-verbs.ts';
import { newMaterial as herrFrau } from './lessons/herr-frau.ts';
import { newMaterial as nNouns } from './lessons/n-nouns.ts';
import { newMaterial as practice } from './lessons/practice-n-nouns.ts';
import { newMaterial as questions } from './lessons/questions.ts';
import { verbs } from './verbs.ts';
import { vocabulary as chapter7Vocabulary } from './vocabulary.ts';
import { lowerFirst } from '../../test-support/sentence-parts.ts';
import { germanWords, expectBlocksWellFormed, germanOfBlocks } from '../../test-support/lesson-texts.ts';

const lessons: ConceptLesson[] = [nNouns, dativeVerbs, questions, herrFrau];

const CASE_LABELS = ['Nominative', 'Accusative', 'Dative', 'Genitive'];
type NounEntry = Extract<VocabularyEntry, { type: 'noun' }>;
const nouns: NounEntry[] = vocabularyEntries().flatMap(({ chapter, entry }) =>
  chapter <= 7 && entry.type === 'noun' ? [entry] : [],
);
const N_NOUNS = nouns.filter((noun) => noun.singularAddOn !== undefined);

function nounEntry(root: string): NounEntry {
  const entry = nouns.find((noun) => noun.germanRoot === root);
  if (!entry) throw new Error(`no noun ${root}`);
  return entry;
}

/** The singular forms and the plural of a noun of chapters 1–7: the n-noun table, or the ordinary endings. */
function nounForms(root: string): { singular: readonly string[]; plural: readonly string[]; gender: Gender } {
  const entry = nounEntry(root);
  const gender: Gender =
    entry.article === 'der' ? 'masculine' : entry.article === 'die' ? 'feminine' : 'neuter';
  const plural = entry.germanPl ?? '';
  if (entry.singularAddOn) {
    const table = nNounForms({ germanRoot: root, singularAddOn: entry.singularAddOn, germanPl: plural });
    return { singular: table.singular, plural: table.plural ?? [], gender };
  }
  const genitive = gender === 'feminine' ? root : `${root}${/(er|el|en)$/.test(root) ? 's' : 'es'}`;
  const dativePlural = /[ns]$/.test(plural) ? plural : `${plural}n`;
  return { singular: [root, root, root, genitive], plural: [plural, plural, dativePlural, plural], gender };
}

/** A determiner (der, ein, a possessive) given in the nominative, in a gender and case. */
function determinerInCase(word: string, gender: Gender, caseIndex: number): string {
  if (word === 'der' || word === 'die' || word === 'das') return definiteArticles[gender][caseIndex] ?? '?';
  if (word === 'ein' && gender !== 'plural') return indefiniteArticles[gender][caseIndex] ?? '?';
  const base = possessiveAdjectives.find((row) => row.possessive === word)?.possessive ?? '?';
  return einWordTable(base)[gender][caseIndex] ?? '?';
}

/** The German a learner reads: examples, corrections (not the wrong forms), German spans, German table columns. */
function germanTexts(blocks: readonly LessonBlock[]): string[] {
  const texts = germanOfBlocks(blocks, (heading, column) => !(column === 0 || heading === 'English'));
  return texts;
}

function table(lesson: ConceptLesson, caption: string): string[][] {
  const block = lesson.blocks.find((entry) => entry.type === 'table' && entry.caption === caption);
  if (block?.type !== 'table') throw new Error(`${lesson.code} has no table ${caption}`);
  return block.rows;
}

const NOMINATIVE = new Set(['der', 'ein', ...possessiveAdjectives.map((row) => row.possessive)]);

describeChapterPages(7, [...lessons, practice]);

describe('Chapter 7 New Material: n-nouns and Herr', () => {
  it('declines der Student, der Junge, der Herr and der Name as the n-noun table does', () => {
    const forms = (root: string) =>
      [0, 1, 2, 3].map(
        (caseIndex) =>
          `${definiteArticles.masculine[caseIndex] ?? ''} ${nounForms(root).singular[caseIndex] ?? ''}`,
      );
    const withPlural = (root: string) => [...forms(root), `die ${nounForms(root).plural[0] ?? ''}`];
    const labels = [...CASE_LABELS, 'Plural (all cases)'];
    expect(table(nNouns, 'der Student (-en) and der Junge (-n)')).toEqual(
      labels.map((label, index) => [label, withPlural('Student')[index], withPlural('Junge')[index]]),
    );
    expect(table(nNouns, 'der Herr and der Name')).toEqual(
      labels.map((label, index) => [label, withPlural('Herr')[index], withPlural('Name')[index]]),
    );
    expect(withPlural('Herr')).toEqual(['der Herr', 'den Herrn', 'dem Herrn', 'des Herrn', 'die Herren']);
    expect(withPlural('Name')[3]).toBe('des Namens');
  });

  it('names every n-noun of the chapter vocabulary in the lesson, each in the group its ending puts it in', () => {
    const list = nNouns.blocks.flatMap((block) => (block.type === 'list' ? block.items : [])).join(' ');
    for (const noun of N_NOUNS) expect(list, noun.germanRoot).toContain(`der ${noun.germanRoot}`);
    for (const noun of N_NOUNS) {
      if (/e$/.test(noun.germanRoot)) expect(noun.singularAddOn, noun.germanRoot).toBe('-n');
      if (/(ent|ant|ist)$/.test(noun.germanRoot)) expect(noun.singularAddOn, noun.germanRoot).toBe('-en');
    }
  });

  it('gives Herr as a title and as a noun from the n-noun table, and Mann and Frau no n-noun ending', () => {
    const herr = nounForms('Herr');
    expect(table(herrFrau, 'Herr as a title and as a noun')).toEqual([
      ...CASE_LABELS.map((label, caseIndex) => [
        label,
        `${herr.singular[caseIndex] ?? ''} Becker${caseIndex === 3 ? 's' : ''}`,
        `${definiteArticles.masculine[caseIndex] ?? ''} ${herr.singular[caseIndex] ?? ''}`,
      ]),
      ['Plural', `die ${herr.plural[0] ?? ''} Becker und Schmidt`, `die ${herr.plural[0] ?? ''}`],
    ]);
    expect(nounEntry('Mann').singularAddOn).toBeUndefined();
    expect(nounEntry('Frau').singularAddOn).toBeUndefined();
    const german = germanTexts(herrFrau.blocks).join(' ');
    for (const form of ['den Mann', 'dem Mann', 'des Mannes', 'die Männer', 'den Männern', 'die Frauen'])
      expect(german, form).toContain(form);
  });
});

describe('Chapter 7 New Material: dative verbs and questions', () => {
  it('lists every dative verb of the chapter and those met before, with an example that uses it', () => {
    const rows = table(dativeVerbs, 'The dative verbs');
    const listed = rows.map((row) => (row[0] ?? '').split(' ')[0]);
    const datives = chapter7Vocabulary.flatMap((entry) =>
      entry.type === 'verb' && [entry.specialFeature].flat().includes('+dat.') ? [entry.germanRoot] : [],
    );
    expect([...listed].sort()).toEqual([...datives, 'helfen', 'antworten', 'schmecken'].sort());
    for (const row of rows) expect(row[1], row[0]).toMatch(/[.?!]$/);
  });

  it('conjugates gefallen and raten as the chapter 7 verb tables do', () => {
    const rows = table(dativeVerbs, 'The present tense of gefallen and raten');
    const gefallen = verbs.find((verb) => verb.infinitive === 'gefallen')?.deutsch ?? [];
    const raten = verbs.find((verb) => verb.infinitive === 'raten')?.deutsch ?? [];
    expect(rows.map((row) => row[1])).toEqual([...gefallen]);
    expect(rows.map((row) => row[2])).toEqual([...raten]);
  });

  it('asks with wer, wen, wem and wessen in the four cases, and welcher with the der-word endings', () => {
    expect(table(questions, 'wer in the four cases').map((row) => row.slice(0, 2))).toEqual(
      CASE_LABELS.map((label, caseIndex) => [label, ['wer', 'wen', 'wem', 'wessen'][caseIndex]]),
    );
    const welcher = derWordTable('welcher');
    expect(table(questions, 'welcher')).toEqual(
      CASE_LABELS.map((label, caseIndex) => [
        label,
        ...(['masculine', 'feminine', 'neuter', 'plural'] as const).map(
          (gender) => welcher[gender]?.[caseIndex],
        ),
      ]),
    );
  });

  it('teaches no wo-compound: what follows a preposition is wen or wem', () => {
    const german = lessons.flatMap((lesson) => germanTexts(lesson.blocks)).join(' ');
    expect(german).not.toMatch(/\bwo(r)?(mit|für|von|zu|bei|nach|auf|an|in|über|um|durch)\b/i);
    expect(german).toMatch(/Für wen/);
    expect(german).toMatch(/Mit wem/);
  });
});

describe('Chapter 7 Practice: N-Nouns', () => {
  const CASES: Readonly<Record<string, number>> = { nominative: 0, accusative: 1, dative: 2, genitive: 3 };

  it('gives each item the article and noun in the case asked for, from the n-noun and article tables', () => {
    for (const item of practice.items) {
      const [determiner = '', root = ''] = item.prompt.split(' ');
      const plural = item.detail?.startsWith('plural, ') === true;
      const caseIndex = CASES[(item.detail ?? '').replace('plural, ', '')] ?? -1;
      const forms = nounForms(root);
      const gender = plural ? 'plural' : forms.gender;
      const noun = plural ? forms.plural[caseIndex] : forms.singular[caseIndex];
      expect(item.answers, `${item.prompt} ${item.detail ?? ''}`).toEqual([
        `${determinerInCase(determiner, gender, caseIndex)} ${noun ?? ''}`,
      ]);
      expect(item.reason, item.prompt).toBeDefined();
    }
  });

  it('practises every n-noun, every case, the plural, Herr and Name, and nouns that are not n-nouns', () => {
    const roots = new Set(practice.items.map((item) => item.prompt.split(' ')[1]));
    for (const noun of N_NOUNS) expect(roots, noun.germanRoot).toContain(noun.germanRoot);
    const details = new Set(practice.items.map((item) => (item.detail ?? '').replace('plural, ', '')));
    expect(details).toEqual(new Set(Object.keys(CASES)));
    expect(practice.items.filter((item) => item.detail?.startsWith('plural')).length).toBeGreaterThanOrEqual(
      3,
    );
    const answers = practice.items.flatMap((item) => item.answers);
    for (const answer of ['des Namens', 'die Herren', 'den Herrn', 'dem Koch', 'den Mann', 'der Kollegin'])
      expect(answers).toContain(answer);
    const keys = practice.items.map((item) => `${item.prompt} ${item.detail ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('Chapter 7 New Material: text', () => {
  const pages = [
    ...lessons.map((lesson) => ({ code: lesson.code, blocks: lesson.blocks })),
    { code: practice.code, blocks: practice.blocks },
  ];

  it.each(pages)(
    '$code: markup is span tags only; list items, examples and mistakes are unique; no mistake is its own correction',
    ({ blocks }) => {
      expectBlocksWellFormed(blocks, { uniqueListsAndMistakes: true });
    },
  );

  it.each(pages)(
    '$code: every German word is spelled right and taught in chapters 1–7, or a name',
    ({ blocks }) => {
      const taught = formIndex(7);
      const words = [
        ...germanTexts(blocks),
        ...(blocks === practice.blocks
          ? practice.items.flatMap((item) => [item.prompt, ...item.answers])
          : []),
      ].flatMap(germanWords);
      expect(words.length).toBeGreaterThan(0);
      expect([...new Set(words.filter((word) => !isSpelledRight(word)))]).toEqual([]);
      expect([
        ...new Set(
          words.filter(
            (word) =>
              !taught.has(word.toLowerCase()) &&
              !allowedWords.has(word) &&
              // a name with the genitive -s of chapter 2 (Herrn Beckers)
              !allowedWords.has(word.replace(/s$/, '')),
          ),
        ),
      ]).toEqual([]);
    },
  );

  it('writes every n-noun of the lessons’ German in the form its determiner asks for', () => {
    let checked = 0;
    for (const page of pages) {
      for (const text of germanTexts(page.blocks)) {
        const words = text.split(/\s+/).map((word) => word.replace(/[.,?!:;)]$/, ''));
        words.forEach((word, index) => {
          const noun = N_NOUNS.find((entry) => {
            const forms = nounForms(entry.germanRoot);
            return [...forms.singular, ...forms.plural].includes(word);
          });
          if (!noun) return;
          const forms = nounForms(noun.germanRoot);
          const before = lowerFirst(words[index - 1] ?? '');
          if (OBLIQUE_MASCULINE.has(before)) {
            expect(
              [forms.singular[1], forms.singular[3], forms.plural[2]],
              `${page.code}: ${text}`,
            ).toContain(word);
            checked += 1;
          } else if (NOMINATIVE.has(before)) {
            expect(word, `${page.code}: ${text}`).toBe(noun.germanRoot);
            checked += 1;
          }
        });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
