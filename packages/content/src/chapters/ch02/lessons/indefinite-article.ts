import { indefiniteArticles } from '../../../grammar/articles.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { columnTable, phraseTable, wholeTable as caseTable } from '../../../lessons/table-builders.ts';

/**
 * The Indefinite Article (2nia): ein, eine, ein in the four cases (no plural). Goal: the
 * whole table; one column at a time (masc, fem, neut), each with a noun; the whole table with
 * the nominative given; the test, the whole table from memory.
 */

const GENDERS = ['masculine', 'feminine', 'neuter'] as const;

/** The whole table; `givenRow` marks one row as help on a practice page. */
function wholeTable(caption: string, givenRow?: number): MemoryTable {
  return caseTable(caption, indefiniteArticles, GENDERS, givenRow);
}

/** One column of the table (0 masculine, 1 feminine, 2 neuter). */
function column(heading: string, index: number): MemoryTable {
  return columnTable(
    `The indefinite article: ${heading.toLowerCase()}`,
    indefiniteArticles,
    GENDERS[index] ?? 'masculine',
  );
}

/** The article with a noun, case by case; the nominative is given as help. */
function withNoun(caption: string, forms: (string | string[])[]): MemoryTable {
  return phraseTable(caption, 'Article and noun', forms);
}

export const newMaterial = {
  kind: 'memorization',
  code: '2nia',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>The indefinite article, English “a” or “an”, is <span class="de">ein</span> for masculine and neuter nouns and <span class="de">eine</span> for feminine nouns. Like der, die, das, it changes with the case: twelve places in a table.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>“A” has no plural, in German as in English: a plural noun simply has no article. <span class="de">Das ist ein Buch. Das sind Bücher.</span> (The negative <span class="de">kein</span>, “no, not a”, does have plural forms: chapter 4.)</span>',
    },
    {
      type: 'list',
      items: [
        'Goal: the table to learn and how it matches der, die, das.',
        'Masculine, Feminine, Neuter: one column at a time, with a noun.',
        'Whole Table: the whole table, with the nominative given.',
        'Test: the whole table from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    goal: {
      mode: 'goal',
      blocks: [
        {
          type: 'paragraph',
          text: 'Learn the table below by heart. If you know the definite article, most of it is already familiar: apart from three places, ein takes the last letter of the matching form of der, die, das as its ending.',
        },
        {
          type: 'list',
          items: [
            'den → einen, dem → einem, des → eines; die → eine, der → einer.',
            'Three places have no ending at all: masculine nominative (ein Tisch) and neuter nominative and accusative (ein Buch).',
            'Nominative and accusative are the same except in the masculine: ein → einen.',
            'Masculine and neuter share the dative (einem) and the genitive (eines, with -s or -es on the noun).',
            'There is no plural: Tische, Lampen, Bücher have no article.',
          ],
        },
        {
          type: 'table',
          caption: 'The indefinite article with a noun',
          head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: [
            ['Nominative', 'ein Tisch', 'eine Lampe', 'ein Buch', 'Bücher'],
            ['Accusative', 'einen Tisch', 'eine Lampe', 'ein Buch', 'Bücher'],
            ['Dative', 'einem Tisch', 'einer Lampe', 'einem Buch', 'Büchern'],
            ['Genitive', 'eines Tisches', 'einer Lampe', 'eines Buches', '—'],
          ],
        },
      ],
      tables: [wholeTable('The indefinite article (a, an)')],
    },
    masc: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Masculine: ein, einen, einem, eines. Only the nominative has no ending; in the genitive the noun adds -s or -es.',
        },
      ],
      tables: [
        column('Masculine', 0),
        withNoun('ein Bruder (a brother)', ['ein Bruder', 'einen Bruder', 'einem Bruder', 'eines Bruders']),
        withNoun('ein Stuhl (a chair)', [
          'ein Stuhl',
          'einen Stuhl',
          'einem Stuhl',
          ['eines Stuhles', 'eines Stuhls'],
        ]),
      ],
    },
    fem: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Feminine: eine, eine, einer, einer, the endings of die, die, der, der. The noun does not change.',
        },
      ],
      tables: [
        column('Feminine', 1),
        withNoun('eine Tasche (a bag)', ['eine Tasche', 'eine Tasche', 'einer Tasche', 'einer Tasche']),
        withNoun('eine Freundin (a friend)', [
          'eine Freundin',
          'eine Freundin',
          'einer Freundin',
          'einer Freundin',
        ]),
      ],
    },
    neut: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Neuter: ein, ein, einem, eines. The nominative and accusative have no ending; the dative and genitive are the masculine ones.',
        },
      ],
      tables: [
        column('Neuter', 2),
        withNoun('ein Haus (a house)', ['ein Haus', 'ein Haus', 'einem Haus', 'eines Hauses']),
        withNoun('ein Radio (a radio)', ['ein Radio', 'ein Radio', 'einem Radio', 'eines Radios']),
      ],
    },
    whole_table: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the rest of the table. The nominative is given; check as often as you like, then try the test.',
        },
      ],
      tables: [wholeTable('The indefinite article (a, an)', 0)],
    },
    test: {
      mode: 'test',
      tables: [wholeTable('The indefinite article (a, an)')],
    },
  },
} satisfies MemorizationUnit;
