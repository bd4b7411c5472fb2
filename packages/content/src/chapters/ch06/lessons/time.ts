import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Time (II) (6nt): the two ways of telling the time. Official time (timetables, the radio, the
 * 24-hour clock): the hour, Uhr, then the minutes (vierzehn Uhr dreißig). Everyday time (the
 * 12-hour clock): nach and vor the hour, Viertel, and halb, which counts towards the next hour
 * (halb drei is 2:30); the minutes around the half hour are counted from halb (fünf vor halb drei,
 * 2:25). Also ein Uhr but eins, Mittag and Mitternacht, um for "at", and the regional forms
 * viertel vier and drei viertel vier, which learners will hear.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '6nt',
  blocks: [
    { type: 'heading', text: 'Two ways to tell the time' },
    {
      type: 'paragraph',
      text: '<span>In chapter 5 you asked <span class="de">Wie spät ist es?</span> and answered with the full hour: <span class="de">Es ist acht Uhr.</span> German has two ways of giving the minutes as well. The official way, used in timetables, on the radio and at work, reads the clock as it is written, on the 24-hour clock. The everyday way, used among family and friends, counts the minutes before and after the hour on the 12-hour clock, much as English does.</span>',
    },
    { type: 'heading', text: 'Official time: the hour, Uhr, the minutes' },
    {
      type: 'table',
      caption: 'Official time',
      head: ['Clock', 'German'],
      rows: [
        ['8:00', 'acht Uhr'],
        ['8:05', 'acht Uhr fünf'],
        ['8:15', 'acht Uhr fünfzehn'],
        ['14:30', 'vierzehn Uhr dreißig'],
        ['19:45', 'neunzehn Uhr fünfundvierzig'],
        ['1:00', 'ein Uhr'],
        ['0:00', 'null Uhr'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>Uhr comes between the hour and the minutes, and the minutes are said as a plain number: <span class="de">vierzehn Uhr dreißig</span>. With Uhr, one is <span class="de">ein</span>: <span class="de">ein Uhr</span>, never eins Uhr.</span>',
    },
    { type: 'heading', text: 'Everyday time: nach, vor, Viertel, halb' },
    {
      type: 'table',
      caption: 'Everyday time',
      head: ['Clock', 'German', 'English'],
      rows: [
        ['3:00', 'drei, drei Uhr', "three o'clock"],
        ['3:05', 'fünf nach drei', 'five past three'],
        ['3:10', 'zehn nach drei', 'ten past three'],
        ['3:15', 'Viertel nach drei', 'a quarter past three'],
        ['3:20', 'zwanzig nach drei', 'twenty past three'],
        ['3:25', 'fünf vor halb vier', 'twenty-five past three'],
        ['3:30', 'halb vier', 'half past three'],
        ['3:35', 'fünf nach halb vier', 'twenty-five to four'],
        ['3:40', 'zwanzig vor vier', 'twenty to four'],
        ['3:45', 'Viertel vor vier', 'a quarter to four'],
        ['3:50', 'zehn vor vier', 'ten to four'],
        ['3:55', 'fünf vor vier', 'five to four'],
      ],
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">nach</span> is past and <span class="de">vor</span> is to: <span class="de">zehn nach drei</span> (3:10), <span class="de">zehn vor vier</span> (3:50).</span>',
        '<span><span class="de">halb</span> counts towards the next hour: <span class="de">halb vier</span> is half way to four, 3:30. This is the most common mistake of English speakers: halb vier is never 4:30 (British half four is 4:30, but <span class="de">halb vier</span> is 3:30).</span>',
        '<span>Around the half hour, the minutes are counted from <span class="de">halb</span>: <span class="de">fünf vor halb vier</span> (3:25), <span class="de">fünf nach halb vier</span> (3:35). In some regions <span class="de">zehn vor halb vier</span> (3:20) and <span class="de">zehn nach halb vier</span> (3:40) are heard as well as <span class="de">zwanzig nach drei</span> and <span class="de">zwanzig vor vier</span>, and <span class="de">fünfundzwanzig nach drei</span> (3:25) as well as <span class="de">fünf vor halb vier</span>.</span>',
        '<span>On the 12-hour clock, one o’clock is <span class="de">eins</span> or <span class="de">ein Uhr</span>; twelve is <span class="de">zwölf</span>, and at twelve o’clock it is <span class="de">Mittag</span> (noon) or <span class="de">Mitternacht</span> (midnight).</span>',
        '<span>Everyday time does not say morning or evening: 15:15 is <span class="de">Viertel nach drei</span>, like 3:15. Add <span class="de">am Nachmittag</span> or <span class="de">am Abend</span> if it matters.</span>',
      ],
    },
    {
      type: 'tip',
      text: '<span>In the east and south of Germany and in Austria you will also hear <span class="de">viertel vier</span> for 3:15 (a quarter of the way to four) and <span class="de">drei viertel vier</span> (also written <span class="de">dreiviertel vier</span>) for 3:45. Understand them; <span class="de">Viertel nach drei</span> and <span class="de">Viertel vor vier</span> are understood everywhere.</span>',
    },
    { type: 'heading', text: 'At what time? um' },
    {
      type: 'paragraph',
      text: '<span>At a time is <span class="de">um</span>: <span class="de">um acht Uhr, um halb neun, um Viertel nach zwei</span>. Ask with <span class="de">Wann …?</span>: <span class="de">Wann fährt der Zug?</span></span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Es ist halb acht.', english: 'It is half past seven.' },
        { german: 'Es ist Viertel vor zwölf.', english: 'It is a quarter to twelve.' },
        { german: 'Der Zug fährt um vierzehn Uhr dreißig.', english: 'The train leaves at 14:30.' },
        { german: 'Wir essen um halb eins.', english: 'We eat at half past twelve.' },
        { german: 'Der Bus hält hier um zehn nach acht.', english: 'The bus stops here at ten past eight.' },
        { german: 'Es ist fünf vor halb drei.', english: 'It is twenty-five past two.' },
        { german: 'Um Mitternacht schlafen die Kinder.', english: 'At midnight the children are asleep.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'halb drei (for 3:30)',
          right: 'halb vier',
          why: 'halb counts towards the next hour: 3:30 is halb vier.',
        },
        { wrong: 'eins Uhr', right: 'ein Uhr', why: 'Before Uhr, one is ein.' },
        {
          wrong: 'vierzehn dreißig Uhr',
          right: 'vierzehn Uhr dreißig',
          why: 'Uhr comes between the hour and the minutes.',
        },
        {
          wrong: 'Viertel nach fünfzehn',
          right: 'Viertel nach drei',
          why: 'Everyday time uses the 12-hour clock.',
        },
        { wrong: 'Viertel zu vier', right: 'Viertel vor vier', why: 'To the hour is vor.' },
      ],
    },
  ],
} satisfies ConceptLesson;
