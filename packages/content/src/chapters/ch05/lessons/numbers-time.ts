import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';

/** A number or time read from digits, with its German words and other accepted spellings. */
type Row = readonly [digits: string, words: string, accepted?: readonly string[]];

const UP_TO_TWENTY: readonly Row[] = [
  ['0', 'null'],
  ['1', 'eins'],
  ['2', 'zwei'],
  ['3', 'drei'],
  ['4', 'vier'],
  ['5', 'fünf'],
  ['6', 'sechs'],
  ['7', 'sieben'],
  ['8', 'acht'],
  ['9', 'neun'],
  ['10', 'zehn'],
  ['11', 'elf'],
  ['12', 'zwölf'],
  ['13', 'dreizehn'],
  ['14', 'vierzehn'],
  ['15', 'fünfzehn'],
  ['16', 'sechzehn'],
  ['17', 'siebzehn'],
  ['18', 'achtzehn'],
  ['19', 'neunzehn'],
  ['20', 'zwanzig'],
];

const TENS: readonly Row[] = [
  ['30', 'dreißig'],
  ['40', 'vierzig'],
  ['50', 'fünfzig'],
  ['60', 'sechzig'],
  ['70', 'siebzig'],
  ['80', 'achtzig'],
  ['90', 'neunzig'],
  ['100', 'hundert', ['einhundert']],
];

/** Numbers from 21 to 99: the unit, und, the ten, in one word. */
const COMPOUNDS: readonly Row[] = [
  ['21', 'einundzwanzig'],
  ['22', 'zweiundzwanzig'],
  ['25', 'fünfundzwanzig'],
  ['27', 'siebenundzwanzig'],
  ['33', 'dreiunddreißig'],
  ['36', 'sechsunddreißig'],
  ['41', 'einundvierzig'],
  ['48', 'achtundvierzig'],
  ['54', 'vierundfünfzig'],
  ['59', 'neunundfünfzig'],
  ['61', 'einundsechzig'],
  ['66', 'sechsundsechzig'],
  ['72', 'zweiundsiebzig'],
  ['77', 'siebenundsiebzig'],
  ['83', 'dreiundachtzig'],
  ['88', 'achtundachtzig'],
  ['95', 'fünfundneunzig'],
  ['99', 'neunundneunzig'],
];

/** The full hour, from the twelve-hour and the twenty-four-hour clock. */
const HOURS: readonly Row[] = [
  ['1:00', 'ein Uhr', ['eins']],
  ['3:00', 'drei Uhr', ['drei']],
  ['7:00', 'sieben Uhr', ['sieben']],
  ['10:00', 'zehn Uhr', ['zehn']],
  ['12:00', 'zwölf Uhr', ['zwölf']],
  ['13:00', 'dreizehn Uhr'],
  ['16:00', 'sechzehn Uhr'],
  ['19:00', 'neunzehn Uhr'],
  ['20:00', 'zwanzig Uhr'],
  ['0:00', 'null Uhr'],
];

/** A table of rows read from digits; the rows at the given indexes are shown as help. */
function table(caption: string, rows: readonly Row[], given: readonly number[] = []): MemoryTable {
  return {
    caption,
    head: ['Digits', 'In words'],
    rows: rows.map(([digits, words, accepted], index) => ({
      label: digits,
      cells: [
        {
          answer: words,
          ...(accepted ? { accepted: [...accepted] } : {}),
          ...(given.includes(index) ? { given: true } : {}),
        },
      ],
    })),
  };
}

/** The tables of the unit; on the practice page a few cells of each are given as help. */
function tables(help: boolean): MemoryTable[] {
  return [
    table('Numbers 0–20', UP_TO_TWENTY, help ? [0, 1, 2, 3] : []),
    table('The tens', TENS, help ? [0] : []),
    table('Numbers 21–99', COMPOUNDS, help ? [0] : []),
    table('The full hour', HOURS, help ? [0, 5] : []),
  ];
}

/**
 * Numbers and Time (I) (5nnt): the numbers 0 to 100 and the full hour, read from digits and
 * typed in words. A memorisation unit: the lesson, then practice (with help) and test.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '5nnt',
  blocks: [
    { type: 'heading', text: 'The numbers 0 to 12' },
    {
      type: 'paragraph',
      text: '<span>The first numbers have to be learned one by one: <span class="de">null, eins, zwei, drei, vier, fünf, sechs, sieben, acht, neun, zehn, elf, zwölf</span>. Numbers are written in small letters.</span>',
    },
    { type: 'heading', text: '13 to 19: the unit + zehn' },
    {
      type: 'paragraph',
      text: '<span>From 13 to 19 German puts the unit before <span class="de">zehn</span>, as English puts it before -teen: <span class="de">dreizehn, vierzehn, fünfzehn, achtzehn, neunzehn</span>. Two units lose letters: <span class="de">sechs</span> drops its s (<span class="de">sechzehn</span>) and <span class="de">sieben</span> drops its -en (<span class="de">siebzehn</span>).</span>',
    },
    { type: 'heading', text: 'The tens: -zig' },
    {
      type: 'table',
      caption: 'The tens',
      head: ['Digits', 'German', 'English'],
      rows: [
        ['20', 'zwanzig', 'twenty'],
        ['30', 'dreißig', 'thirty'],
        ['40', 'vierzig', 'forty'],
        ['50', 'fünfzig', 'fifty'],
        ['60', 'sechzig', 'sixty'],
        ['70', 'siebzig', 'seventy'],
        ['80', 'achtzig', 'eighty'],
        ['90', 'neunzig', 'ninety'],
        ['100', 'hundert', 'a hundred'],
      ],
    },
    {
      type: 'list',
      items: [
        '<span>Most tens are the unit + <span class="de">-zig</span>. <span class="de">dreißig</span> is the only one with <span class="de">-ßig</span>.</span>',
        '<span><span class="de">zwanzig</span> is irregular, and <span class="de">sechzig</span> and <span class="de">siebzig</span> shorten the unit as in sechzehn and siebzehn.</span>',
        '<span>100 is <span class="de">hundert</span> or <span class="de">einhundert</span>.</span>',
      ],
    },
    { type: 'heading', text: '21 to 99: the unit first' },
    {
      type: 'paragraph',
      text: '<span>Between the tens German says the unit first, then <span class="de">und</span>, then the ten, all in one word, like the old English “four-and-twenty”: <span class="de">vierundzwanzig</span> (24), <span class="de">achtundfünfzig</span> (58). <span class="de">eins</span> loses its s: <span class="de">einundzwanzig</span> (21). sechs and sieben keep their letters here: <span class="de">sechsundsechzig, siebenundsiebzig</span>.</span>',
    },
    {
      type: 'tip',
      text: 'Read a two-digit number from right to left: 37 is seven-and-thirty, siebenunddreißig. When you hear one, write the second digit first.',
    },

    { type: 'heading', text: 'The time: the full hour' },
    {
      type: 'paragraph',
      text: '<span>To ask the time: <span class="de">Wie spät ist es?</span> The answer gives the hour and <span class="de">Uhr</span>: <span class="de">Es ist acht Uhr.</span> (It is eight o’clock.) For one o’clock, eins loses its s: <span class="de">Es ist ein Uhr</span>, or just <span class="de">Es ist eins</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>At a time is <span class="de">um</span>: <span class="de">um acht Uhr</span>, at eight o’clock. Timetables, shops and the radio use the 24-hour clock: <span class="de">Der Zug kommt um sechzehn Uhr</span> (at 4 p.m.). <span class="de">null Uhr</span> is midnight.</span>',
    },
    {
      type: 'tip',
      text: '<span><span class="de">Uhr</span> is the time on the clock; a length of time is <span class="de">Stunde</span>: <span class="de">Es ist zwei Uhr</span> (it is two o’clock), but <span class="de">Ich warte seit zwei Stunden</span> (I have been waiting for two hours).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Wie spät ist es? Es ist elf Uhr.', english: "What time is it? It is eleven o'clock." },
        { german: 'Der Film ist um zwanzig Uhr.', english: 'The film is at 8 p.m.' },
        { german: 'Eine Stunde hat sechzig Minuten.', english: 'An hour has sixty minutes.' },
        { german: 'Ich warte bis neun Uhr.', english: "I'll wait until nine o'clock." },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Es ist eins Uhr.',
          right: 'Es ist ein Uhr.',
          why: 'Before Uhr, eins loses its s.',
        },
        {
          wrong: 'zwanzigeins',
          right: 'einundzwanzig',
          why: 'The unit comes first, joined by und: 21 is einundzwanzig.',
        },
        {
          wrong: 'sechszehn',
          right: 'sechzehn',
          why: 'sechs drops its s in sechzehn and sechzig.',
        },
        {
          wrong: 'dreizig',
          right: 'dreißig',
          why: 'The ten of drei is written with ß: dreißig.',
        },
        {
          wrong: 'Ich warte seit zwei Uhren.',
          right: 'Ich warte seit zwei Stunden.',
          why: 'A length of time is Stunde; Uhr is the time on the clock (and a clock or a watch).',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'Practise the tables as often as you like, then take the test: every number and every time typed in words.',
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Write each number and each time in words. A few are given as help.',
        },
      ],
      tables: tables(true),
    },
    'memorization/test': {
      mode: 'test',
      tables: tables(false),
    },
  },
} satisfies MemorizationUnit;
