import { keinTable } from '../../../grammar/possessives.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { CASE_LABELS, GENDER_LABELS, columnTable, wholeTable } from '../../../lessons/table-builders.ts';
import { GENDERS, einWordPhrase, einWordRows } from './ein-word-tables.ts';

/**
 * Kein (4nk): kein in every case and gender and the plural (keine, keine, keinen, keiner), as a
 * review unit like chapter 2's article units; the lesson says when to negate with kein and when
 * with nicht (the Kein vs. Nicht drill practises it). Every form comes from `grammar/possessives.ts`.
 */

/** One column of the kein table. */
function column(gender: (typeof GENDERS)[number]): MemoryTable {
  return columnTable(`kein: ${gender}`, keinTable, gender);
}

export const newMaterial = {
  kind: 'memorization',
  code: '4nk',
  blocks: [
    { type: 'heading', text: 'kein: no, not a, not any' },
    {
      type: 'paragraph',
      text: '<span><span class="de">kein</span> negates a noun. English says “not a”, “not any” or “no”; German has one word for all three: <span class="de">Ich habe keinen Hund.</span> I don’t have a dog. I have no dog.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>It is <span class="de">ein</span> with a k in front, and it takes the endings of ein. Like the possessives, and unlike ein, it has a plural: <span class="de">keine, keine, keinen, keiner</span>, the last letters of <span class="de">die, die, den, der</span>.</span>',
    },
    {
      type: 'table',
      caption: 'kein in every case',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: CASE_LABELS.map((label, caseIndex) => [
        label,
        ...GENDERS.map((gender) => keinTable[gender][caseIndex] ?? ''),
      ]),
    },
    {
      type: 'table',
      caption: 'kein with a noun',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: einWordRows('kein', [
        ['masculine', ['Hund', 'Hund', 'Hund', 'Hundes']],
        ['feminine', ['Katze', 'Katze', 'Katze', 'Katze']],
        ['neuter', ['Buch', 'Buch', 'Buch', 'Buches']],
        ['plural', ['Bücher', 'Bücher', 'Büchern', 'Bücher']],
      ]),
    },

    { type: 'heading', text: 'kein or nicht?' },
    {
      type: 'paragraph',
      text: '<span>Use <span class="de">kein</span> for a noun that would have <span class="de">ein</span> or no article at all in the positive sentence. Everything else is negated with <span class="de">nicht</span>: verbs, adjectives, words like hier and heute, names, and nouns with der, die, das or a possessive.</span>',
    },
    {
      type: 'list',
      items: [
        '<span>ein + noun → kein: <span class="de">Das ist ein Hund. → Das ist kein Hund.</span></span>',
        '<span>A noun with no article → kein: <span class="de">Ich habe Zeit. → Ich habe keine Zeit.</span></span>',
        '<span>A plural with no article → keine: <span class="de">Er hat Geschwister. → Er hat keine Geschwister.</span></span>',
        '<span>A job or nationality after sein → kein: <span class="de">Er ist Lehrer. → Er ist kein Lehrer.</span></span>',
        '<span>A noun with der, die, das or a possessive → nicht: <span class="de">Das ist nicht mein Hund.</span></span>',
        '<span>A verb, an adjective or a word like hier → nicht: <span class="de">Der Kaffee ist nicht heiß.</span></span>',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich habe keinen Hund.',
          english: 'I don’t have a dog.',
          note: 'der Hund, accusative: keinen',
        },
        { german: 'Das ist kein Problem.', english: 'That is no problem.' },
        { german: 'Wir haben keine Milch.', english: 'We don’t have any milk.' },
        { german: 'Er trinkt keinen Kaffee.', english: 'He doesn’t drink coffee.' },
        {
          german: 'Sie hat keine Geschwister.',
          english: 'She has no brothers or sisters.',
          note: 'plural: keine',
        },
        { german: 'Ich habe heute keine Zeit.', english: 'I have no time today.' },
        {
          german: 'Das Kind hat keinen Hunger.',
          english: 'The child isn’t hungry.',
          note: 'Hunger haben: der Hunger, accusative: keinen',
        },
        { german: 'Das sind keine Äpfel.', english: 'Those are not apples.' },
        {
          german: 'Das ist nicht mein Schlüssel.',
          english: 'That is not my key.',
          note: 'a possessive: nicht',
        },
        {
          german: 'Der Kaffee ist nicht heiß.',
          english: 'The coffee is not hot.',
          note: 'an adjective: nicht',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich habe nicht einen Hund.',
          right: 'Ich habe keinen Hund.',
          why: 'ein + noun is negated with kein, not with nicht ein.',
        },
        {
          wrong: 'Ich habe nicht Zeit.',
          right: 'Ich habe keine Zeit.',
          why: 'A noun with no article is negated with kein: die Zeit, accusative: keine.',
        },
        {
          wrong: 'Ich habe kein Hund.',
          right: 'Ich habe keinen Hund.',
          why: 'Masculine accusative: keinen, like einen.',
        },
        {
          wrong: 'Das sind kein Bücher.',
          right: 'Das sind keine Bücher.',
          why: 'The plural nominative and accusative of kein is keine.',
        },
        {
          wrong: 'Ich habe keine Hunger.',
          right: 'Ich habe keinen Hunger.',
          why: 'der Hunger is masculine: keinen in the accusative.',
        },
        {
          wrong: 'Das ist kein mein Hund.',
          right: 'Das ist nicht mein Hund.',
          why: 'A noun with a possessive is negated with nicht; kein never stands with a possessive.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Masculine, Feminine, Neuter, Plural: kein in the four cases, one column at a time, with nouns.',
        'Whole Table: the whole table, with the nominative given.',
        'Test: the whole table from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'review/masculine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Masculine: kein, keinen, keinem, keines, like ein, einen, einem, eines. In the genitive the noun adds -s or -es.',
        },
      ],
      tables: [
        column('masculine'),
        einWordPhrase('kein Hund (no dog)', 'kein', 'masculine', [
          'Hund',
          'Hund',
          'Hund',
          ['Hundes', 'Hunds'],
        ]),
        einWordPhrase('kein Apfel (no apple)', 'kein', 'masculine', ['Apfel', 'Apfel', 'Apfel', 'Apfels']),
      ],
    },
    'review/feminine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Feminine: keine, keine, keiner, keiner, like eine, eine, einer, einer. The noun does not change.',
        },
      ],
      tables: [
        column('feminine'),
        einWordPhrase('keine Katze (no cat)', 'kein', 'feminine', ['Katze', 'Katze', 'Katze', 'Katze']),
        einWordPhrase('keine Frage (no question)', 'kein', 'feminine', ['Frage', 'Frage', 'Frage', 'Frage']),
      ],
    },
    'review/neuter': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Neuter: kein, kein, keinem, keines. The nominative and accusative have no ending; the dative and genitive are the masculine ones.',
        },
      ],
      tables: [
        column('neuter'),
        einWordPhrase('kein Problem (no problem)', 'kein', 'neuter', [
          'Problem',
          'Problem',
          'Problem',
          'Problems',
        ]),
        einWordPhrase('kein Buch (no book)', 'kein', 'neuter', ['Buch', 'Buch', 'Buch', ['Buches', 'Buchs']]),
      ],
    },
    'review/plural': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Plural: keine, keine, keinen, keiner, the last letters of die, die, den, der, for every gender. In the dative plural the noun adds -n, unless its plural already ends in -n or -s.',
        },
      ],
      tables: [
        column('plural'),
        einWordPhrase('keine Kinder (no children)', 'kein', 'plural', [
          'Kinder',
          'Kinder',
          'Kindern',
          'Kinder',
        ]),
        einWordPhrase('keine Probleme (no problems)', 'kein', 'plural', [
          'Probleme',
          'Probleme',
          'Problemen',
          'Probleme',
        ]),
      ],
    },
    'review/whole_table': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the rest of the table. The nominative is given; check as often as you like, then try the test.',
        },
      ],
      tables: [wholeTable('kein (no, not a, not any)', keinTable, GENDERS, 0)],
    },
    'review/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Fill in the whole table of kein from memory.' }],
      tables: [wholeTable('kein (no, not a, not any)', keinTable, GENDERS)],
    },
  },
} satisfies MemorizationUnit;
