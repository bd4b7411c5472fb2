import { definiteArticles, endingsAfterDefinite } from '../../../grammar/articles.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { articleAndAdjectiveTable, phraseTable } from '../../../lessons/table-builders.ts';

/**
 * Definite Article + Adjective (3nda): the weak adjective endings after der, die, das. The
 * lesson page explains the rule (-e in the five "nominative singular" places, -en everywhere
 * else) with the whole table and the masculine column; the sub-pages practise the feminine
 * (with the masculine as a review), the neuter and the plural, article + adjective with and
 * without a noun; the test is the whole table of der + alt from memory.
 */

const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;

/** Article + adjective in every case, for the given columns (0 masculine … 3 plural). */
function articleAndAdjective(caption: string, adjective: string, columns: number[]): MemoryTable {
  const genders = columns.map((column) => GENDERS[column] ?? 'masculine');
  return articleAndAdjectiveTable(caption, definiteArticles, endingsAfterDefinite, adjective, genders);
}

/** A whole noun phrase, case by case; the nominative is given as help. */
function withNoun(caption: string, forms: (string | string[])[]): MemoryTable {
  return phraseTable(caption, 'Article, adjective and noun', forms);
}

export const newMaterial = {
  kind: 'memorization',
  code: '3nda',
  blocks: [
    { type: 'heading', text: 'Adjectives before a noun take an ending' },
    {
      type: 'paragraph',
      text: '<span>An English adjective never changes: the new table, with the new table. A German adjective that comes after the noun and a verb such as <span class="de">sein</span> does not change either: <span class="de">Der Tisch ist neu.</span> But an adjective between the article and the noun always takes an ending: <span class="de">der neue Tisch</span>, <span class="de">den neuen Tisch</span>. Which ending depends on the article in front of it. This unit covers the endings after the definite article <span class="de">der, die, das</span>; the next unit covers them after <span class="de">ein</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Der Tisch ist neu.', english: 'The table is new.', note: 'after sein: no ending' },
        { german: 'Der neue Tisch ist groß.', english: 'The new table is big.', note: 'before the noun: -e' },
        { german: 'Ich kaufe den neuen Tisch.', english: 'I am buying the new table.', note: '-en' },
      ],
    },

    { type: 'heading', text: 'Only two endings: -e and -en' },
    {
      type: 'paragraph',
      text: '<span>After <span class="de">der, die, das</span> the article already shows the gender and the case, so the adjective has an easy job: it ends in <span class="de">-e</span> or in <span class="de">-en</span>, nothing else.</span>',
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">-e</span> in five places: the masculine, feminine and neuter nominative (<span class="de">der neue Tisch, die neue Lampe, das neue Buch</span>) and the feminine and neuter accusative (<span class="de">die neue Lampe, das neue Buch</span>).</span>',
        '<span><span class="de">-en</span> everywhere else: the masculine accusative (<span class="de">den neuen Tisch</span>), every dative, every genitive and the whole plural.</span>',
      ],
    },
    {
      type: 'tip',
      text: '<span>A quick test: in the singular, if the article is still the one of the nominative (<span class="de">der</span> for a masculine noun, <span class="de">die</span> for a feminine one, <span class="de">das</span> for a neuter one), the adjective takes <span class="de">-e</span>. If the article has changed (<span class="de">den, dem, des</span>, or <span class="de">der</span> before a feminine noun), or the noun is plural, it takes <span class="de">-en</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The adjective endings after der, die, das',
      head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
      rows: [
        ['Nominative', '-e', '-e', '-e', '-en'],
        ['Accusative', '-en', '-e', '-e', '-en'],
        ['Dative', '-en', '-en', '-en', '-en'],
        ['Genitive', '-en', '-en', '-en', '-en'],
      ],
    },
    {
      type: 'table',
      caption: 'The whole table with neu (new)',
      head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
      rows: [
        ['Nominative', 'der neue Tisch', 'die neue Lampe', 'das neue Buch', 'die neuen Bücher'],
        ['Accusative', 'den neuen Tisch', 'die neue Lampe', 'das neue Buch', 'die neuen Bücher'],
        ['Dative', 'dem neuen Tisch', 'der neuen Lampe', 'dem neuen Buch', 'den neuen Büchern'],
        ['Genitive', 'des neuen Tisches', 'der neuen Lampe', 'des neuen Buches', 'der neuen Bücher'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The noun itself changes just as in chapter 2: the masculine and neuter genitive add <span class="de">-s</span> or <span class="de">-es</span> (<span class="de">des neuen Tisches</span>), and the dative plural adds <span class="de">-n</span> (<span class="de">den neuen Büchern</span>) unless the plural already ends in <span class="de">-n</span> or <span class="de">-s</span>.</span>',
    },

    { type: 'heading', text: 'The masculine column' },
    {
      type: 'paragraph',
      text: '<span>The masculine is the only column where the nominative and the accusative differ, in the article and in the adjective: <span class="de">der alte Tisch</span>, but <span class="de">den alten Tisch</span>. Learn it first; it comes back on the Feminine page as a review.</span>',
    },
    {
      type: 'table',
      caption: 'Masculine: der alte Tisch (the old table)',
      head: ['', 'Masculine'],
      rows: [
        ['Nominative', 'der alte Tisch'],
        ['Accusative', 'den alten Tisch'],
        ['Dative', 'dem alten Tisch'],
        ['Genitive', 'des alten Tisches'],
      ],
    },

    { type: 'heading', text: 'Two adjectives, the same ending' },
    {
      type: 'paragraph',
      text: '<span>When two adjectives stand before the noun, both take the same ending: <span class="de">der kleine rote Ball</span>, <span class="de">den kleinen roten Ball</span>. Some adjectives drop the <span class="de">e</span> of their last syllable before an ending: those in <span class="de">-el</span> (<span class="de">dunkel</span>, dark: <span class="de">die dunkle Jacke</span>) and those in <span class="de">-er</span> after a diphthong such as <span class="de">eu</span> or <span class="de">au</span> (<span class="de">teuer</span>: <span class="de">das teure Auto</span>, <span class="de">den teuren Mantel</span>). Other adjectives in <span class="de">-er</span> usually keep it: <span class="de">sauber</span> (clean), <span class="de">das saubere Zimmer</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Der junge Lehrer erklärt die Regel.', english: 'The young teacher explains the rule.' },
        {
          german: 'Die Lehrerin erklärt der neuen Klasse die wichtige Regel.',
          english: 'The teacher explains the important rule to the new class.',
          note: 'der neuen Klasse: feminine dative, -en; die wichtige Regel: feminine accusative, -e',
        },
        {
          german: 'Anna kauft das rote Fahrrad.',
          english: 'Anna is buying the red bicycle.',
          note: 'neuter accusative: -e',
        },
        {
          german: 'Paul zeigt dem kleinen Kind den roten Ball.',
          english: 'Paul shows the little child the red ball.',
          note: 'dem kleinen Kind: neuter dative, -en; den roten Ball: masculine accusative, -en',
        },
        {
          german: 'Die jungen Eltern besuchen das alte Museum.',
          english: 'The young parents are visiting the old museum.',
          note: 'plural: always -en',
        },
        {
          german: 'Wir bringen den neuen Gästen den warmen Tee.',
          english: 'We are bringing the new guests the warm tea.',
          note: 'dative plural: den neuen Gästen, with -n on the noun',
        },
        {
          german: 'Das ist das Auto des jungen Lehrers.',
          english: "That is the young teacher's car.",
          note: 'masculine genitive: -en, and the noun adds -s',
        },
        {
          german: 'Der kleine rote Ball ist schön.',
          english: 'The small red ball is nice.',
          note: 'two adjectives, the same ending',
        },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Der Tisch ist neue.',
          right: 'Der Tisch ist neu.',
          why: 'An adjective after sein (not before a noun) takes no ending.',
        },
        {
          wrong: 'Ich kaufe den neue Tisch.',
          right: 'Ich kaufe den neuen Tisch.',
          why: 'The masculine accusative is not one of the five -e places: den neuen.',
        },
        {
          wrong: 'Die Lehrerin zeigt der neue Klasse das Bild.',
          right: 'Die Lehrerin zeigt der neuen Klasse das Bild.',
          why: 'der before a feminine noun is dative (or genitive), so the adjective takes -en. Only der before a masculine noun in the nominative gets -e.',
        },
        {
          wrong: 'Die neue Bücher sind teuer.',
          right: 'Die neuen Bücher sind teuer.',
          why: 'Every plural takes -en after the article, even in the nominative.',
        },
        {
          wrong: 'Wir zeigen den neuen Gäste das Haus.',
          right: 'Wir zeigen den neuen Gästen das Haus.',
          why: 'In the dative plural the noun adds -n as well: den neuen Gästen.',
        },
        {
          wrong: 'das neu Buch',
          right: 'das neue Buch',
          why: 'Before a noun the adjective always takes an ending; after der, die and das it is -e or -en.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Feminine: the masculine column as a review, then die + neu in every case, with and without a noun.',
        'Neuter: das + neu in every case, with and without a noun.',
        'Plural: die + neu in every case, with and without a noun.',
        'Test: the whole table of der + alt from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/feminine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'First a review of the masculine column. Then the feminine: -e where the article is die (nominative and accusative), -en where it is der (dative and genitive). Type article and adjective together, for example "die neue". Check as often as you like.',
        },
      ],
      tables: [
        articleAndAdjective('Review: masculine, der + neu', 'neu', [0]),
        articleAndAdjective('Feminine: die + neu', 'neu', [1]),
        withNoun('die rote Jacke (the red jacket)', [
          'die rote Jacke',
          'die rote Jacke',
          'der roten Jacke',
          'der roten Jacke',
        ]),
        withNoun('die junge Lehrerin (the young teacher)', [
          'die junge Lehrerin',
          'die junge Lehrerin',
          'der jungen Lehrerin',
          'der jungen Lehrerin',
        ]),
      ],
    },
    'memorization/neuter': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The neuter follows the feminine pattern: -e where the article is das (nominative and accusative), -en where it is dem or des. In the genitive the noun adds -s or -es, as in chapter 2.',
        },
      ],
      tables: [
        articleAndAdjective('Neuter: das + neu', 'neu', [2]),
        withNoun('das kleine Kind (the little child)', [
          'das kleine Kind',
          'das kleine Kind',
          'dem kleinen Kind',
          ['des kleinen Kindes', 'des kleinen Kinds'],
        ]),
        withNoun('das rote Fahrrad (the red bicycle)', [
          'das rote Fahrrad',
          'das rote Fahrrad',
          'dem roten Fahrrad',
          ['des roten Fahrrades', 'des roten Fahrrads'],
        ]),
      ],
    },
    'memorization/plural': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'The plural is the easiest column: -en in every case, whatever the gender of the noun. Remember the -n of the dative plural on the noun: den kleinen Kindern (but den roten Blumen, whose plural already ends in -n).',
        },
      ],
      tables: [
        articleAndAdjective('Plural: die + neu', 'neu', [3]),
        withNoun('die kleinen Kinder (the little children)', [
          'die kleinen Kinder',
          'die kleinen Kinder',
          'den kleinen Kindern',
          'der kleinen Kinder',
        ]),
        withNoun('die roten Blumen (the red flowers)', [
          'die roten Blumen',
          'die roten Blumen',
          'den roten Blumen',
          'der roten Blumen',
        ]),
      ],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the whole table from memory: the definite article and alt with its ending, for example "der alte". Getting every form right marks this unit as done.',
        },
      ],
      tables: [articleAndAdjective('der + alt (the old …)', 'alt', [0, 1, 2, 3])],
    },
  },
} satisfies MemorizationUnit;
