import { definiteArticles } from '../../../grammar/articles.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { columnTable, phraseTable, wholeTable as caseTable } from '../../../lessons/table-builders.ts';

/**
 * The Definite Article (2nda): der, die, das in the four cases. Goal: the whole table; one
 * column at a time (masc, fem, neut, plural), each with a noun; the whole table with the
 * nominative given; the test, the whole table from memory.
 */

const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;

/** The whole table; `givenRow` marks one row as help on a practice page. */
function wholeTable(caption: string, givenRow?: number): MemoryTable {
  return caseTable(caption, definiteArticles, GENDERS, givenRow);
}

/** One column of the table (0 masculine … 3 plural). */
function column(heading: string, index: number): MemoryTable {
  return columnTable(
    `The definite article: ${heading.toLowerCase()}`,
    definiteArticles,
    GENDERS[index] ?? 'masculine',
  );
}

/** The article with a noun, case by case; the nominative is given as help. */
function withNoun(caption: string, forms: (string | string[])[]): MemoryTable {
  return phraseTable(caption, 'Article and noun', forms);
}

export const newMaterial = {
  kind: 'memorization',
  code: '2nda',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>The definite article, English “the”, has a form for each case in the masculine, feminine, neuter and plural: sixteen places in a table, filled by six words (<span class="de">der, die, das, den, dem, des</span>). This table is used in every German sentence with a noun, and adjective endings and the der-words of later chapters build on it, so learn it by heart.</span>',
    },
    {
      type: 'list',
      items: [
        'Goal: the table to learn and the patterns that make it easier.',
        'Masculine, Feminine, Neuter, Plural: one column at a time, with a noun.',
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
          text: 'Learn the table below by heart, column by column. Say each column aloud as a little chant: der, den, dem, des; die, die, der, der; das, das, dem, des; die, die, den, der.',
        },
        {
          type: 'list',
          items: [
            'Nominative and accusative are the same except in the masculine: der → den.',
            'Masculine and neuter share the dative (dem) and the genitive (des).',
            'Feminine and plural share the nominative and accusative (die) and the genitive (der).',
            'der appears in four places: masculine nominative, feminine dative and genitive, and plural genitive.',
            'In the dative plural the noun adds -n: den Kindern (not when the plural ends in -n or -s).',
            'In the genitive, masculine and neuter nouns add -s or -es: des Tisches, des Autos.',
          ],
        },
        {
          type: 'table',
          caption: 'The definite article with a noun',
          head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: [
            ['Nominative', 'der Tisch', 'die Lampe', 'das Buch', 'die Bücher'],
            ['Accusative', 'den Tisch', 'die Lampe', 'das Buch', 'die Bücher'],
            ['Dative', 'dem Tisch', 'der Lampe', 'dem Buch', 'den Büchern'],
            ['Genitive', 'des Tisches', 'der Lampe', 'des Buches', 'der Bücher'],
          ],
        },
      ],
      tables: [wholeTable('The definite article (the)')],
    },
    masc: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The masculine is the only column with a different form in every case. In the genitive the noun adds -s (nouns of more than one syllable) or -es (most nouns of one syllable).',
        },
      ],
      tables: [
        column('Masculine', 0),
        withNoun('der Vater (the father)', ['der Vater', 'den Vater', 'dem Vater', 'des Vaters']),
        withNoun('der Tisch (the table)', [
          'der Tisch',
          'den Tisch',
          'dem Tisch',
          ['des Tisches', 'des Tischs'],
        ]),
      ],
    },
    fem: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The feminine has only two forms: die in the nominative and accusative, der in the dative and genitive. The noun itself never changes in the singular.',
        },
      ],
      tables: [
        column('Feminine', 1),
        withNoun('die Lampe (the lamp)', ['die Lampe', 'die Lampe', 'der Lampe', 'der Lampe']),
        withNoun('die Mutter (the mother)', ['die Mutter', 'die Mutter', 'der Mutter', 'der Mutter']),
      ],
    },
    neut: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The neuter keeps das in the nominative and accusative; its dative and genitive are the masculine ones, dem and des, and the genitive noun adds -s or -es as in the masculine.',
        },
      ],
      tables: [
        column('Neuter', 2),
        withNoun('das Kind (the child)', ['das Kind', 'das Kind', 'dem Kind', ['des Kindes', 'des Kinds']]),
        withNoun('das Auto (the car)', ['das Auto', 'das Auto', 'dem Auto', 'des Autos']),
      ],
    },
    plural: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Every plural takes the same articles, whatever the gender of the noun: die, die, den, der. In the dative plural the noun adds -n (die Kinder → den Kindern), unless the plural already ends in -n or in -s (den Lampen, den Autos).',
        },
      ],
      tables: [
        column('Plural', 3),
        withNoun('die Kinder (the children)', ['die Kinder', 'die Kinder', 'den Kindern', 'der Kinder']),
        withNoun('die Lampen (the lamps)', ['die Lampen', 'die Lampen', 'den Lampen', 'der Lampen']),
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
      tables: [wholeTable('The definite article (the)', 0)],
    },
    test: {
      mode: 'test',
      tables: [wholeTable('The definite article (the)')],
    },
  },
} satisfies MemorizationUnit;
