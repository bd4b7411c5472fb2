import { indefiniteArticles, endingsAfterIndefinite } from '../../../grammar/articles.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { articleAndAdjectiveTable, phraseTable } from '../../../lessons/table-builders.ts';

/**
 * Indefinite Article + Adjective (3nia): the adjective endings after ein, eine, ein. The
 * lesson page explains why three places differ from the der table (ein has no ending there,
 * so the adjective shows the gender: -er, -es) and gives the whole table; the sub-pages
 * practise the feminine (with the masculine as a review) and the neuter, article + adjective
 * with and without a noun; the test is the whole table of ein + alt from memory.
 */

const GENDERS = ['masculine', 'feminine', 'neuter'] as const;

/** Article + adjective in every case, for the given columns (0 masculine, 1 feminine, 2 neuter). */
function articleAndAdjective(caption: string, adjective: string, columns: number[]): MemoryTable {
  const genders = columns.map((column) => GENDERS[column] ?? 'masculine');
  return articleAndAdjectiveTable(caption, indefiniteArticles, endingsAfterIndefinite, adjective, genders);
}

/** A whole noun phrase, case by case; the nominative is given as help. */
function withNoun(caption: string, forms: (string | string[])[]): MemoryTable {
  return phraseTable(caption, 'Article, adjective and noun', forms);
}

export const newMaterial = {
  kind: 'memorization',
  code: '3nia',
  blocks: [
    { type: 'heading', text: 'After ein: the adjective shows the gender' },
    {
      type: 'paragraph',
      text: '<span>After <span class="de">der, die, das</span> an adjective ends in <span class="de">-e</span> or <span class="de">-en</span>, because the article already shows the gender and the case. The indefinite article cannot always do that: in three places it is plain <span class="de">ein</span>, with no ending at all. <span class="de">ein Tisch</span> (masculine nominative), <span class="de">ein Buch</span> (neuter nominative) and <span class="de">ein Buch</span> (neuter accusative) look alike. In these three places the adjective takes over and shows the gender itself, with the r of <span class="de">der</span> and the s of <span class="de">das</span>:</span>',
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">der</span> Tisch → <span class="de">ein neuer Tisch</span>: the masculine nominative takes <span class="de">-er</span>.</span>',
        '<span><span class="de">das</span> Buch → <span class="de">ein neues Buch</span>: the neuter nominative and accusative take <span class="de">-es</span>.</span>',
        '<span>Everywhere else the endings are those you know from the der table: <span class="de">-e</span> in the feminine nominative and accusative (<span class="de">eine neue Lampe</span>), <span class="de">-en</span> in the masculine accusative and in every dative and genitive.</span>',
      ],
    },
    {
      type: 'table',
      caption: 'The adjective endings after ein, eine, ein',
      head: ['', 'Masculine', 'Feminine', 'Neuter'],
      rows: [
        ['Nominative', '-er', '-e', '-es'],
        ['Accusative', '-en', '-e', '-es'],
        ['Dative', '-en', '-en', '-en'],
        ['Genitive', '-en', '-en', '-en'],
      ],
    },
    {
      type: 'table',
      caption: 'The whole table with neu (new)',
      head: ['', 'Masculine', 'Feminine', 'Neuter'],
      rows: [
        ['Nominative', 'ein neuer Tisch', 'eine neue Lampe', 'ein neues Buch'],
        ['Accusative', 'einen neuen Tisch', 'eine neue Lampe', 'ein neues Buch'],
        ['Dative', 'einem neuen Tisch', 'einer neuen Lampe', 'einem neuen Buch'],
        ['Genitive', 'eines neuen Tisches', 'einer neuen Lampe', 'eines neuen Buches'],
      ],
    },
    {
      type: 'tip',
      text: '<span>Compare the two tables: they differ in only three places, exactly the three where <span class="de">ein</span> has no ending. <span class="de">der neue Tisch</span> but <span class="de">ein neuer Tisch</span>; <span class="de">das neue Buch</span> but <span class="de">ein neues Buch</span>. Everywhere else the adjective after <span class="de">ein</span> ends as it does after <span class="de">der, die, das</span>.</span>',
    },

    { type: 'heading', text: 'The masculine column' },
    {
      type: 'paragraph',
      text: '<span>The masculine has <span class="de">-er</span> in the nominative and <span class="de">-en</span> in the three other cases. It comes back on the Feminine page as a review.</span>',
    },
    {
      type: 'table',
      caption: 'Masculine: ein alter Tisch (an old table)',
      head: ['', 'Masculine'],
      rows: [
        ['Nominative', 'ein alter Tisch'],
        ['Accusative', 'einen alten Tisch'],
        ['Dative', 'einem alten Tisch'],
        ['Genitive', 'eines alten Tisches'],
      ],
    },

    { type: 'heading', text: 'No plural' },
    {
      type: 'paragraph',
      text: '<span>As in chapter 2, <span class="de">ein</span> has no plural: <span class="de">ein neues Buch</span>, but <span class="de">die neuen Bücher</span>, with the endings of the der table. The ein-words of chapter 4, <span class="de">kein</span> and the possessives such as <span class="de">mein</span>, do have a plural, and after them the adjective takes <span class="de">-en</span> in every plural case.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Das ist ein neuer Computer.',
          english: 'That is a new computer.',
          note: 'masculine nominative (after das ist): -er',
        },
        {
          german: 'Ich brauche einen warmen Mantel.',
          english: 'I need a warm coat.',
          note: 'masculine accusative: -en',
        },
        {
          german: 'Eine junge Familie kauft ein kleines Haus.',
          english: 'A young family is buying a small house.',
          note: 'eine junge: feminine nominative, -e; ein kleines: neuter accusative, -es',
        },
        {
          german: 'Paul schreibt einer alten Freundin einen langen Brief.',
          english: 'Paul is writing a long letter to an old friend.',
          note: 'feminine dative and masculine accusative: -en',
        },
        {
          german: 'Ein kleines Kind schenkt einem netten Lehrer eine rote Blume.',
          english: 'A little child gives a nice teacher a red flower.',
        },
        {
          german: 'Das ist das Fahrrad eines jungen Lehrers.',
          english: "That is a young teacher's bicycle.",
          note: 'masculine genitive: -en, and the noun adds -s',
        },
        {
          german: 'Das ist ein interessantes Buch, aber es ist sehr lang.',
          english: 'That is an interesting book, but it is very long.',
          note: 'before the noun: -es; after sein: no ending',
        },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das ist ein neue Computer.',
          right: 'Das ist ein neuer Computer.',
          why: 'After plain ein the adjective must show the gender: masculine nominative -er.',
        },
        {
          wrong: 'Ich kaufe ein neue Fahrrad.',
          right: 'Ich kaufe ein neues Fahrrad.',
          why: 'Neuter accusative after ein: -es, like the s of das.',
        },
        {
          wrong: 'Ich brauche einen warmer Mantel.',
          right: 'Ich brauche einen warmen Mantel.',
          why: 'einen already shows the masculine accusative, so the adjective takes -en. The -er appears only after plain ein.',
        },
        {
          wrong: 'Der Computer ist neue.',
          right: 'Der Computer ist neu.',
          why: 'An adjective after sein, with no noun after it, takes no ending. (Der Computer ist ein neuer, "a new one", is also right: ein neuer stands for ein neuer Computer.)',
        },
        {
          wrong: 'Wir schreiben einer alte Freundin.',
          right: 'Wir schreiben einer alten Freundin.',
          why: 'einer before a feminine noun is dative (or genitive): -en. Only eine (nominative and accusative) is followed by -e.',
        },
        {
          wrong: 'Das ist das Auto eines jungen Lehrer.',
          right: 'Das ist das Auto eines jungen Lehrers.',
          why: 'In the masculine and neuter genitive the noun adds -s or -es, as in chapter 2.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Feminine: the masculine column as a review, then eine + neu in every case, with and without a noun.',
        'Neuter: ein + neu in every case, with and without a noun.',
        'Test: the whole table of ein + alt from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/feminine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'First a review of the masculine column: -er after plain ein, -en after einen, einem and eines. Then the feminine, which is the same as after die and der: -e after eine, -en after einer. Type article and adjective together, for example "eine neue". Check as often as you like.',
        },
      ],
      tables: [
        articleAndAdjective('Review: masculine, ein + neu', 'neu', [0]),
        articleAndAdjective('Feminine: eine + neu', 'neu', [1]),
        withNoun('eine rote Jacke (a red jacket)', [
          'eine rote Jacke',
          'eine rote Jacke',
          'einer roten Jacke',
          'einer roten Jacke',
        ]),
        withNoun('eine junge Lehrerin (a young teacher)', [
          'eine junge Lehrerin',
          'eine junge Lehrerin',
          'einer jungen Lehrerin',
          'einer jungen Lehrerin',
        ]),
      ],
    },
    'memorization/neuter': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The neuter takes -es after plain ein in the nominative and the accusative, and -en after einem and eines. In the genitive the noun adds -s or -es.',
        },
      ],
      tables: [
        articleAndAdjective('Neuter: ein + neu', 'neu', [2]),
        withNoun('ein kleines Kind (a little child)', [
          'ein kleines Kind',
          'ein kleines Kind',
          'einem kleinen Kind',
          ['eines kleinen Kindes', 'eines kleinen Kinds'],
        ]),
        withNoun('ein rotes Fahrrad (a red bicycle)', [
          'ein rotes Fahrrad',
          'ein rotes Fahrrad',
          'einem roten Fahrrad',
          ['eines roten Fahrrades', 'eines roten Fahrrads'],
        ]),
      ],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the whole table from memory: the indefinite article and alt with its ending, for example "ein alter". Getting every form right marks this unit as done.',
        },
      ],
      tables: [articleAndAdjective('ein + alt (an old …)', 'alt', [0, 1, 2])],
    },
  },
} satisfies MemorizationUnit;
