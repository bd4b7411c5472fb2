import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';

/** A row of a number table: the figure, the German, other accepted spellings, and whether it is given on the practice page. */
type NumberRow = readonly [label: string, answer: string, accepted: readonly string[], given: boolean];

function numberTable(
  caption: string,
  head: string,
  rows: readonly NumberRow[],
  practice: boolean,
): MemoryTable {
  return {
    caption,
    head: ['', head],
    rows: rows.map(([label, answer, accepted, given]) => ({
      label,
      cells: [
        {
          answer,
          ...(accepted.length > 0 ? { accepted: [...accepted] } : {}),
          ...(practice && given ? { given: true } : {}),
        },
      ],
    })),
  };
}

/** The numbers beyond hundert: one word up to 999 999; hundert and tausend may take ein-. */
const BEYOND_HUNDRED: readonly NumberRow[] = [
  ['100', 'hundert', ['einhundert'], true],
  ['101', 'hunderteins', ['einhunderteins'], false],
  ['110', 'hundertzehn', ['einhundertzehn'], false],
  ['121', 'hunderteinundzwanzig', ['einhunderteinundzwanzig'], false],
  ['200', 'zweihundert', [], true],
  ['356', 'dreihundertsechsundfünfzig', [], false],
  ['999', 'neunhundertneunundneunzig', [], false],
  ['1000', 'tausend', ['eintausend'], true],
  ['1250', 'tausendzweihundertfünfzig', ['eintausendzweihundertfünfzig'], false],
  ['3000', 'dreitausend', [], false],
  ['10 000', 'zehntausend', [], false],
  ['1 000 000', 'eine Million', [], true],
];

/** Years: 1100 to 1999 in hundreds, from 2000 in thousands. */
const YEARS: readonly NumberRow[] = [
  ['1848', 'achtzehnhundertachtundvierzig', [], true],
  ['1900', 'neunzehnhundert', [], false],
  ['1989', 'neunzehnhundertneunundachtzig', [], false],
  ['2000', 'zweitausend', [], true],
  ['2006', 'zweitausendsechs', [], false],
  ['2024', 'zweitausendvierundzwanzig', [], false],
];

/** Ordinals: -te up to 19, -ste from 20; erste, dritte, siebte and achte are irregular. */
const ORDINALS: readonly NumberRow[] = [
  ['1.', 'erste', [], false],
  ['2.', 'zweite', [], true],
  ['3.', 'dritte', [], false],
  ['4.', 'vierte', [], true],
  ['7.', 'siebte', [], false],
  ['8.', 'achte', [], false],
  ['12.', 'zwölfte', [], false],
  ['19.', 'neunzehnte', [], true],
  ['20.', 'zwanzigste', [], false],
  ['21.', 'einundzwanzigste', [], false],
  ['30.', 'dreißigste', [], false],
  ['100.', 'hundertste', ['einhundertste'], true],
];

function tables(practice: boolean): MemoryTable[] {
  return [
    numberTable('Numbers beyond 100', 'German', BEYOND_HUNDRED, practice),
    numberTable('Years', 'German', YEARS, practice),
    numberTable('Ordinal numbers (der …)', 'German', ORDINALS, practice),
  ];
}

/**
 * Numbers (II) (6nn): the numbers beyond hundert (one word up to 999 999, eine Million apart),
 * years (in hundreds from 1100 to 1999, in thousands from 2000) and the ordinals (-te up to 19, -ste from
 * 20; erste, dritte, siebte, achte) with their use in dates (der erste Mai, am ersten Mai). The
 * practice page gives a few cells of each table as help; the test asks for every cell.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '6nn',
  blocks: [
    { type: 'heading', text: 'Beyond a hundred' },
    {
      type: 'paragraph',
      text: '<span>In chapter 5 you counted to <span class="de">hundert</span>. Larger numbers are built the same way and written as one word, however long, up to 999 999: first the thousands, then the hundreds, then the number below a hundred as you already know it (the unit, <span class="de">und</span>, the ten). <span class="de">356</span> is <span class="de">dreihundert</span> + <span class="de">sechsundfünfzig</span> = <span class="de">dreihundertsechsundfünfzig</span>.</span>',
    },
    {
      type: 'table',
      caption: 'Hundreds and thousands',
      head: ['Figure', 'German'],
      rows: [
        ['100', 'hundert, einhundert'],
        ['101', 'hunderteins'],
        ['121', 'hunderteinundzwanzig'],
        ['200', 'zweihundert'],
        ['1000', 'tausend, eintausend'],
        ['2500', 'zweitausendfünfhundert'],
        ['10 000', 'zehntausend'],
        ['1 000 000', 'eine Million'],
        ['2 000 000', 'zwei Millionen'],
      ],
    },
    {
      type: 'list',
      items: [
        '<span>Say <span class="de">hundert</span> or <span class="de">einhundert</span>, <span class="de">tausend</span> or <span class="de">eintausend</span>: both are right.</span>',
        '<span><span class="de">eine Million</span> is a noun: it is written apart and with a capital, and it has a plural (<span class="de">zwei Millionen</span>).</span>',
        '<span>In figures German writes a space or a point between the thousands (<span class="de">10 000</span> or <span class="de">10.000</span>) and a comma for decimals: 2,5 is two point five.</span>',
      ],
    },
    { type: 'heading', text: 'Years' },
    {
      type: 'paragraph',
      text: '<span>Years from 1100 to 1999 are said in hundreds: 1989 is <span class="de">neunzehnhundertneunundachtzig</span>, nineteen hundred and eighty-nine. Unlike English (nineteen eighty-nine), German never leaves out <span class="de">hundert</span>. From 2000 on, years are said in thousands: 2024 is <span class="de">zweitausendvierundzwanzig</span>. Give a year on its own, or with <span class="de">im Jahr</span>; never with in alone.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Das Museum ist aus dem Jahr 1848.', english: 'The museum dates from 1848.' },
        {
          german: 'Im Jahr 2030 ist mein Sohn zwanzig.',
          english: 'In 2030 my son will be twenty.',
          note: 'not: in 2030',
        },
      ],
    },
    { type: 'heading', text: 'Ordinal numbers' },
    {
      type: 'paragraph',
      text: '<span>Ordinals (first, second, third …) add <span class="de">-te</span> to the numbers up to 19 and <span class="de">-ste</span> from 20 on: <span class="de">vierte, zwölfte, neunzehnte; zwanzigste, einundzwanzigste, hundertste</span>. Four are irregular: <span class="de">erste</span> (1st), <span class="de">dritte</span> (3rd), <span class="de">siebte</span> (7th) and <span class="de">achte</span> (8th). In figures an ordinal is written with a point: <span class="de">der 3. Mai</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Ordinals are adjectives, so they take the endings of chapter 3: <span class="de">der erste Tag, die zweite Woche, am dritten Tag</span>. Dates use them with the month: <span class="de">Heute ist der erste Mai</span> (today is the first of May); <span class="de">am ersten Mai</span> (on the first of May), with <span class="de">am</span> and the ending -en.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Heute ist der dritte Oktober.', english: 'Today is the third of October.' },
        {
          german: 'Am zwanzigsten Juli fahren wir nach Hause.',
          english: 'On the twentieth of July we go home.',
        },
        {
          german: 'Das ist mein erstes Auto.',
          english: 'This is my first car.',
          note: 'neuter after mein: -es',
        },
        {
          german: 'Die achte Klasse ist sehr laut.',
          english: 'The eighth grade is very noisy.',
          note: 'die achte Klasse: the eighth school year (year 8)',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'hundert und eins', right: 'hunderteins', why: 'Numbers below a million are one word.' },
        {
          wrong: 'tausendneunhundertneunzig',
          right: 'neunzehnhundertneunzig',
          why: 'Years from 1100 to 1999 are said in hundreds.',
        },
        {
          wrong: 'in 2024',
          right: 'im Jahr 2024',
          why: 'A year stands alone or after im Jahr, never after in alone.',
        },
        { wrong: 'der dreite Mai', right: 'der dritte Mai', why: 'dritte is irregular.' },
        { wrong: 'der zwanzigte Mai', right: 'der zwanzigste Mai', why: 'From 20 on, ordinals add -ste.' },
        { wrong: 'am erste Mai', right: 'am ersten Mai', why: 'After am the ordinal takes the ending -en.' },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: the three tables, with a few numbers given as help.',
        'Test: every number of the three tables from memory. Getting every cell right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Write each number in German as one word (eine Million apart). Ordinals are asked in the form after der: der erste, der zweite.',
        },
      ],
      tables: tables(true),
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every number of the three tables in German from memory.' }],
      tables: tables(false),
    },
  },
} satisfies MemorizationUnit;
