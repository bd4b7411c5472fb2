// Chapter 5's New Material pages: every table cell against the grammar tables (prepositions,
// personal pronouns, articles and ein-words) and the vocabulary (numbers), the sub-pages against
// the catalogue, the German spelled right and taught by chapter 5, and the practice pages valid.
import { describe, expect, it } from 'vitest';
import { definiteArticles, indefiniteArticles, type Gender } from '../../grammar/articles.ts';
import { personalPronouns } from '../../grammar/personal-pronouns.ts';
import { einWordTable, possessiveAdjectives } from '../../grammar/possessives.ts';
import { contractions, prepositions } from '../../grammar/prepositions.ts';
import { practicePageSchema } from '../../lessons/schema.ts';
import type { MemorizationUnit, NewMaterial, PracticePage } from '../../lessons/schema.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { newMaterial as accPrep } from './lessons/accusative-prepositions.ts';
import { newMaterial as accPronouns } from './lessons/accusative-pronouns.ts';
import { newMaterial as datPrep } from './lessons/dative-prepositions.ts';
import { newMaterial as datPronouns } from './lessons/dative-pronouns.ts';
import { newMaterial as nounPronoun } from './lessons/noun-pronoun-agreement.ts';
import { newMaterial as numbers } from './lessons/numbers-time.ts';
import { newMaterial as practiceNounPronounData } from './lessons/practice-noun-pronoun.ts';
import { newMaterial as practicePrepositionsData } from './lessons/practice-prepositions-cases.ts';
import { describeChapterPages } from '../../test-support/chapter-pages.ts';
import {
  describeLessonTexts,
  tableAnswers,
  unitPage,
  germanOfPage,
} from '../../test-support/lesson-texts.ts';

const units: MemorizationUnit[] = [accPronouns, datPronouns, numbers];
const lessons: NewMaterial[] = [accPrep, datPrep, accPronouns, datPronouns, nounPronoun, numbers];
const practicePages: PracticePage[] = [
  practicePageSchema.parse(practicePrepositionsData),
  practicePageSchema.parse(practiceNounPronounData),
];

const GENDERS: readonly Gender[] = ['masculine', 'feminine', 'neuter', 'plural'];
const GENDER_ROWS = ['Masculine', 'Feminine', 'Neuter', 'Plural'];

function lessonTable(lesson: NewMaterial, caption: string) {
  const found = lesson.blocks.find((block) => block.type === 'table' && block.caption === caption);
  if (found?.type !== 'table') throw new Error(`${lesson.code} has no table ${caption}`);
  return found;
}

/**
 * The German a learner reads: examples, corrections (not the wrong forms), German spans, the
 * German columns of lesson tables (every column but the first and those headed English, Digits
 * and Full form … the headings below) and every memory-table answer; practice answers too.
 */
function germanTexts(lesson: NewMaterial | PracticePage): string[] {
  return germanOfPage(lesson, (heading, column) => !(column === 0 || heading === 'English'));
}

/** The number words of the vocabulary (null … hundert) by their digits. */
const NUMBER_WORDS = new Map(
  vocabularyEntries().flatMap(({ chapter, entry }) => {
    if (chapter !== 5 || entry.type !== 'number') return [];
    const digits = entry.englishTransl.find((meaning) => /^\d+$/.test(meaning));
    return digits ? [[digits, entry.germanRoot] as const] : [];
  }),
);

/** A number from 21 to 99 built from taught words: unit (eins as ein) + und + ten. */
function isCompoundNumber(word: string): boolean {
  const units = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const tens = ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  return units.some((unit) => tens.some((ten) => word === `${unit}und${ten}`)) || word === 'einhundert';
}

describeChapterPages(5, [...lessons, ...practicePages], { helpOnEveryPracticePage: true });

describe('Chapter 5 New Material: units', () => {
  it.each(units.map((unit) => ({ code: unit.code, unit })))(
    '$code: every page has the tables of the test',
    ({ unit }) => {
      const testTables =
        Object.entries(unit.pages).find(([path]) => path.endsWith('/test'))?.[1].tables ?? [];
      expect(testTables.length).toBeGreaterThan(0);
      for (const [path, unitPage] of Object.entries(unit.pages))
        expect(unitPage.tables.map(tableAnswers), `${path} has the test's tables`).toEqual(
          testTables.map(tableAnswers),
        );
    },
  );
});

describe('Chapter 5 New Material: prepositions', () => {
  it.each([
    { lesson: accPrep, cases: '(+acc)', caption: 'The accusative prepositions' },
    { lesson: datPrep, cases: '(+dat)', caption: 'The dative prepositions' },
  ])(
    '$lesson.code lists every preposition of its case from the grammar table',
    ({ lesson, cases, caption }) => {
      const table = lessonTable(lesson, caption);
      expect(table.rows.map((row) => row[0]).sort()).toEqual(
        prepositions
          .filter((row) => row.chapter === 5 && row.cases === cases)
          .map((row) => row.preposition)
          .sort(),
      );
      const meanings = new Map(
        vocabularyEntries()
          .filter(({ entry }) => entry.type === 'preposition')
          .map(({ entry }) => [entry.germanRoot, entry.englishTransl.join('; ')]),
      );
      for (const row of table.rows) expect(row[1], row[0]).toBe(meanings.get(row[0] ?? ''));
    },
  );

  it.each([
    { lesson: accPrep, caption: 'für with each gender', preposition: 'für', caseIndex: 1 },
    { lesson: datPrep, caption: 'mit with each gender', preposition: 'mit', caseIndex: 2 },
  ])(
    '$lesson.code: $caption, from the article and ein-word tables',
    ({ lesson, caption, preposition, caseIndex }) => {
      const table = lessonTable(lesson, caption);
      expect(table.rows.map((row) => row[0])).toEqual(GENDER_ROWS);
      table.rows.forEach((row, index) => {
        const gender = GENDERS[index] ?? 'masculine';
        const [, definite = '', einOrKein = '', possessive = ''] = row.map((cell) => cell.split(' '));
        expect(definite[0], row[1]).toBe(preposition);
        expect(definite[1], row[1]).toBe(definiteArticles[gender][caseIndex]);
        const ein = gender === 'plural' ? einWordTable('kein').plural : indefiniteArticles[gender];
        expect(einOrKein[1], row[2]).toBe(ein[caseIndex]);
        expect(
          possessiveAdjectives.some(
            (owner) => einWordTable(owner.possessive)[gender][caseIndex] === possessive[1],
          ),
          row[3],
        ).toBe(true);
        const nouns = [definite[2], einOrKein[2], possessive[2]];
        if (gender === 'plural' && caseIndex === 2) for (const noun of nouns) expect(noun).toMatch(/n$/);
      });
    },
  );

  it('gives the contractions zum, zur, vom and beim as the grammar table has them', () => {
    const table = lessonTable(datPrep, 'Preposition + article');
    expect(table.rows.map((row) => [row[0], row[1]])).toEqual([
      ['zu dem', 'zum'],
      ['zu der', 'zur'],
      ['von dem', 'vom'],
      ['bei dem', 'beim'],
    ]);
    for (const row of table.rows) {
      const [preposition, article] = (row[0] ?? '').split(' ');
      expect(
        contractions.find((entry) => entry.preposition === preposition && entry.article === article)
          ?.contraction,
      ).toBe(row[1]);
    }
  });
});

describe('Chapter 5 New Material: personal pronouns', () => {
  it.each([
    {
      kase: 'accusative',
      unit: accPronouns,
      forms: ['mich', 'dich', 'ihn', 'sie', 'es', 'uns', 'euch', 'sie', 'Sie'],
    },
    {
      kase: 'dative',
      unit: datPronouns,
      forms: ['mir', 'dir', 'ihm', 'ihr', 'ihm', 'uns', 'euch', 'ihnen', 'Ihnen'],
    },
  ] as const)(
    'tests the $kase of every person (ich … Sie), as the pronoun table has it',
    ({ kase, unit, forms }) => {
      const test = unitPage(unit, 'memorization/test').tables;
      expect(test).toHaveLength(1);
      expect(tableAnswers(test[0]).flat()).toEqual(forms);
      expect(tableAnswers(test[0]).flat()).toEqual(personalPronouns.map((row) => row[kase]));
    },
  );

  it('labels each row with its subject pronoun and tells sie (she) from sie (they)', () => {
    for (const unit of [accPronouns, datPronouns]) {
      const labels = unitPage(unit, 'memorization/test').tables[0]?.rows.map((row) => row.label) ?? [];
      expect(labels.map((label) => label.split(' ')[0])).toEqual(
        personalPronouns.map((row) => row.nominative),
      );
      expect(labels).toContain('sie (she)');
      expect(labels).toContain('sie (they)');
    }
  });

  it('shows the three cases in the lesson tables as the pronoun table has them', () => {
    const three = lessonTable(datPronouns, 'The personal pronouns in the three cases');
    expect(three.rows.map((row) => row.slice(1))).toEqual(
      personalPronouns.map((row) => [row.nominative, row.accusative, row.dative]),
    );
    const two = lessonTable(accPronouns, 'The personal pronouns in the nominative and the accusative');
    expect(two.rows.map((row) => row.slice(1))).toEqual(
      personalPronouns.map((row) => [row.nominative, row.accusative]),
    );
  });

  it('5nnp: gives each gender’s pronoun in three cases, from the pronoun table', () => {
    const table = lessonTable(nounPronoun, 'Pronouns for nouns of each gender');
    const persons = ['er', 'sie', 'es', 'sie (pl.)'];
    expect(table.rows.map((row) => row.slice(1))).toEqual(
      persons.map((person) => {
        const row = personalPronouns.find((entry) => entry.person === person);
        return [row?.nominative, row?.accusative, row?.dative];
      }),
    );
    table.rows.forEach((row, index) => {
      const [article = ''] = (row[0] ?? '').split(' ');
      expect(article, row[0]).toBe(definiteArticles[GENDERS[index] ?? 'masculine'][0]);
    });
  });
});

describe('Chapter 5 New Material: numbers and time', () => {
  const test = unitPage(numbers, 'memorization/test').tables;

  it('tests 0–20 and the tens up to 100 as the vocabulary writes them', () => {
    const [upToTwenty, tens] = test;
    expect(upToTwenty?.rows.map((row) => row.label)).toEqual(
      Array.from({ length: 21 }, (_, index) => String(index)),
    );
    expect(tens?.rows.map((row) => row.label)).toEqual(['30', '40', '50', '60', '70', '80', '90', '100']);
    for (const table of [upToTwenty, tens])
      for (const row of table?.rows ?? [])
        expect(row.cells[0]?.answer, row.label).toBe(NUMBER_WORDS.get(row.label));
    expect(NUMBER_WORDS.size).toBe(29);
  });

  it('builds 21–99 from the unit, und and the ten: einundzwanzig, sechsundsechzig, siebenundsiebzig', () => {
    const compounds = test[2];
    expect(compounds?.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of compounds?.rows ?? []) {
      const value = Number(row.label);
      const unit = NUMBER_WORDS.get(String(value % 10)) ?? '';
      const ten = NUMBER_WORDS.get(String(value - (value % 10))) ?? '';
      expect(value % 10, row.label).toBeGreaterThan(0);
      expect(row.cells[0]?.answer, row.label).toBe(`${unit === 'eins' ? 'ein' : unit}und${ten}`);
    }
    const written = new Map(compounds?.rows.map((row) => [row.label, row.cells[0]?.answer]));
    expect(written.get('21')).toBe('einundzwanzig');
    expect(written.get('66')).toBe('sechsundsechzig');
    expect(written.get('77')).toBe('siebenundsiebzig');
    expect(written.get('33')).toBe('dreiunddreißig');
    const tensOfCompounds = new Set(compounds?.rows.map((row) => row.label.charAt(0)));
    expect([...tensOfCompounds].sort()).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('reads the full hour as the number + Uhr, with ein Uhr for 1:00', () => {
    const hours = test[3];
    for (const row of hours?.rows ?? []) {
      const [hour = ''] = row.label.split(':');
      expect(row.label, row.label).toMatch(/^\d{1,2}:00$/);
      const number = NUMBER_WORDS.get(hour) ?? '';
      expect(row.cells[0]?.answer, row.label).toBe(`${number === 'eins' ? 'ein' : number} Uhr`);
    }
    expect(hours?.rows.find((row) => row.label === '1:00')?.cells[0]?.answer).toBe('ein Uhr');
    expect(hours?.rows.some((row) => Number(row.label.split(':')[0]) > 12)).toBe(true);
  });
});

describe('Chapter 5 practice pages (validated here; the lead registers them)', () => {
  it('5npc: every preposition of chapter 5 but bis and entlang, in the case it takes, with the contractions', () => {
    const [page5npc] = practicePages;
    const used = new Set<string>();
    const tables: Partial<Record<Gender, readonly string[]>>[] = [
      definiteArticles,
      indefiniteArticles,
      ...possessiveAdjectives.map((row) => einWordTable(row.possessive)),
    ];
    for (const item of page5npc?.items ?? []) {
      const [preposition = '', phrase = ''] = item.prompt.split(' + ');
      const [determiner = '', noun = ''] = phrase.split(' ');
      const entry = prepositions.find((row) => row.preposition === preposition && row.chapter === 5);
      expect(entry, item.prompt).toBeDefined();
      const caseIndex = entry?.cases === '(+acc)' ? 1 : 2;
      used.add(preposition);
      // The noun's gender from the vocabulary: its article, or plural for a plural form.
      const genders = vocabularyEntries().flatMap(({ entry: word }) => {
        if (word.type !== 'noun') return [];
        const found: Gender[] = [];
        if (word.germanRoot === noun && !word.onlyPlural && word.article)
          found.push(word.article === 'der' ? 'masculine' : word.article === 'die' ? 'feminine' : 'neuter');
        if (word.germanPl === noun || (word.onlyPlural && word.germanRoot === noun)) found.push('plural');
        return found;
      });
      // Essen is singular and plural alike: the nominative in the prompt (das) tells which.
      const fitting = [...new Set(genders)].filter((candidate) =>
        tables.some((table) => table[candidate]?.[0] === determiner),
      );
      expect(fitting, item.prompt).toHaveLength(1);
      const gender = fitting[0] ?? 'masculine';
      const forms = tables.flatMap((table) => {
        const column = table[gender];
        return column && column[0] === determiner ? [column[caseIndex] ?? ''] : [];
      });
      expect(new Set(forms).size, item.prompt).toBe(1);
      const form = forms[0] ?? '';
      const nounForm = gender === 'plural' && caseIndex === 2 && !/[ns]$/.test(noun) ? `${noun}n` : noun;
      const full = `${preposition} ${form} ${nounForm}`;
      const contraction = contractions.find(
        (row) => row.preposition === preposition && row.article === form && row.chapter === 5,
      );
      const short = contraction ? `${contraction.contraction} ${nounForm}` : undefined;
      if (short && caseIndex === 2) expect(item.answers, item.prompt).toEqual([short, full]);
      else if (short) expect(item.answers, item.prompt).toEqual([full, short]);
      else if (preposition === 'gegenüber')
        expect(item.answers, item.prompt).toEqual([full, `${form} ${nounForm} gegenüber`]);
      else expect(item.answers, item.prompt).toEqual([full]);
      expect(item.reason, item.prompt).toMatch(caseIndex === 1 ? /accusative/ : /dative/);
    }
    expect([...used].sort()).toEqual(
      prepositions
        .filter((row) => row.chapter === 5 && !['bis', 'entlang'].includes(row.preposition))
        .map((row) => row.preposition)
        .sort(),
    );
  });

  it('5npn: the pronoun of the bracketed noun’s gender, in the case its place needs', () => {
    const [, page5npn] = practicePages;
    const dativeCues = /after (von|mit|helfen)|indirect object/;
    for (const item of page5npn?.items ?? []) {
      const bracket = /\[([^\]]+)\]/.exec(item.prompt)?.[1] ?? '';
      const [article = '', noun = ''] = bracket.split(' ');
      const caseIndex = item.detail === 'subject' ? 0 : dativeCues.test(item.detail ?? '') ? 2 : 1;
      const nounForms = vocabularyEntries().flatMap(({ entry }) =>
        entry.type === 'noun' && [entry.germanRoot, entry.germanPl, `${entry.germanPl ?? ''}n`].includes(noun)
          ? [entry]
          : [],
      );
      expect(nounForms.length, bracket).toBeGreaterThan(0);
      const gender = GENDERS.find(
        (candidate) =>
          (candidate === 'plural') === (nounForms[0]?.germanRoot !== noun) &&
          [definiteArticles, ...possessiveAdjectives.map((row) => einWordTable(row.possessive))].some(
            (table) =>
              table[candidate as Exclude<Gender, never>]?.[caseIndex]?.toLowerCase() ===
              article.toLowerCase(),
          ),
      );
      expect(gender, bracket).toBeDefined();
      const person = { masculine: 'er', feminine: 'sie', neuter: 'es', plural: 'sie (pl.)' }[
        gender ?? 'masculine'
      ];
      const row = personalPronouns.find((entry) => entry.person === person);
      expect(item.answers[0], item.prompt).toBe([row?.nominative, row?.accusative, row?.dative][caseIndex]);
    }
  });
});

describeLessonTexts(5, [...lessons, ...practicePages], {
  germanTexts,
  spelledByRule: isCompoundNumber,
  taughtByRule: isCompoundNumber,
  uniqueListsAndMistakes: true,
});
