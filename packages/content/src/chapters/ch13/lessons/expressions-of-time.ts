import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Expressions of Time (13nt): the accusative of definite time (jeden Tag, nächste Woche, letzten
 * Monat), the genitive of indefinite time (eines Tages), seit, vor and in with the dative, and
 * the days and parts of the day (am Montag, montags, am Abend, abends).
 */
export const newMaterial = {
  kind: 'lesson',
  code: '13nt',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>German says when something happens in a few fixed ways: a phrase in the accusative, a phrase in the genitive, a preposition with the dative, or an adverb.</span>',
    },
    { type: 'heading', text: 'The accusative: definite time' },
    {
      type: 'paragraph',
      text: '<span>A time phrase without a preposition, saying when, how often or how long, is in the accusative. Only the masculine shows it: <span class="de">der Tag → jeden Tag, der Monat → letzten Monat</span>.</span>',
    },
    {
      type: 'table',
      caption: 'Definite time in the accusative',
      head: ['German', 'English'],
      rows: [
        ['jeden Tag, jeden Morgen, jeden Abend', 'every day, every morning, every evening'],
        ['jede Woche', 'every week'],
        ['jedes Jahr', 'every year'],
        ['letzten Monat, letzte Woche, letztes Jahr', 'last month, last week, last year'],
        ['nächsten Monat, nächste Woche, nächstes Jahr', 'next month, next week, next year'],
        ['den ganzen Tag', 'all day'],
      ],
    },
    { type: 'heading', text: 'The genitive: indefinite time' },
    {
      type: 'paragraph',
      text: '<span>An indefinite time is in the genitive: <span class="de">eines Tages</span>, one day (in the past or the future). <span class="de">Eines Tages kaufe ich ein Haus.</span></span>',
    },
    { type: 'heading', text: 'seit, vor and in with the dative' },
    {
      type: 'list',
      items: [
        '<span><span class="de">seit</span> + dative: "for" or "since", something that started in the past and still goes on. German uses the present tense where English uses "have been": <span class="de">Ich wohne seit einem Jahr in Berlin.</span> I have been living in Berlin for a year.</span>',
        '<span><span class="de">vor</span> + dative: "ago", placed before the time: <span class="de">vor zwei Tagen</span>, two days ago; <span class="de">vor einer Woche</span>, a week ago.</span>',
        '<span><span class="de">in</span> + dative: "in", a time from now: <span class="de">in einer Stunde</span>, in an hour; <span class="de">in zwei Wochen</span>, in two weeks.</span>',
      ],
    },
    { type: 'heading', text: 'The days and the parts of the day' },
    {
      type: 'paragraph',
      text: '<span>The days and the parts of the day are masculine (except <span class="de">die Nacht</span>) and take <span class="de">am</span> (an dem): <span class="de">am Montag, am Morgen, am Vormittag, am Nachmittag, am Abend</span>, but <span class="de">in der Nacht</span>. For something that happens regularly, add -s and write the word small: <span class="de">montags</span> (on Mondays), <span class="de">morgens, vormittags, mittags, nachmittags, abends, nachts</span>.</span>',
    },
    {
      type: 'table',
      caption: 'Once and every time',
      head: ['Once', 'Every time'],
      rows: [
        ['am Montag (on Monday)', 'montags (on Mondays)'],
        ['am Samstag (on Saturday)', 'samstags (on Saturdays)'],
        ['am Morgen (in the morning)', 'morgens (in the mornings)'],
        ['am Nachmittag (in the afternoon)', 'nachmittags (in the afternoons)'],
        ['am Abend (in the evening)', 'abends (in the evenings)'],
        ['in der Nacht (at night)', 'nachts (at night)'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich spiele jeden Samstag Fußball.', english: 'I play football every Saturday.' },
        { german: 'Letzte Woche habe ich Paul besucht.', english: 'Last week I visited Paul.' },
        { german: 'Nächstes Jahr fahren wir nach Berlin.', english: 'Next year we are going to Berlin.' },
        { german: 'Wir kennen uns seit zwei Jahren.', english: 'We have known each other for two years.' },
        { german: 'Er hat vor einer Stunde angerufen.', english: 'He called an hour ago.' },
        { german: 'Der Film beginnt in zehn Minuten.', english: 'The film starts in ten minutes.' },
        { german: 'Montags arbeite ich nicht.', english: 'I don’t work on Mondays.' },
        { german: 'Am Abend sehen wir fern.', english: 'In the evening we watch TV.' },
      ],
    },
    {
      type: 'tip',
      text: '<span>Time comes before place (chapter 3): <span class="de">Ich bin jeden Tag im Büro.</span></span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich habe ihn letzter Monat gesehen.',
          right: 'Ich habe ihn letzten Monat gesehen.',
          why: 'Definite time without a preposition is in the accusative: den Monat → letzten Monat.',
        },
        {
          wrong: 'Ich wohne hier seit zwei Jahre.',
          right: 'Ich wohne hier seit zwei Jahren.',
          why: 'seit takes the dative, and the dative plural adds -n.',
        },
        {
          wrong: 'Ich wohne hier für zwei Jahre.',
          right: 'Ich wohne hier seit zwei Jahren.',
          why: 'For something still going on, German says seit with the present.',
        },
        {
          wrong: 'Er hat zwei Tage vor angerufen.',
          right: 'Er hat vor zwei Tagen angerufen.',
          why: 'vor ("ago") stands before the time and takes the dative.',
        },
        {
          wrong: 'Ich arbeite an Montag.',
          right: 'Ich arbeite am Montag.',
          why: 'Days take am (an + dem).',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
