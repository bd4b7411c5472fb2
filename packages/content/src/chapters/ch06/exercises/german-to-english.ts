import type { ExerciseSet } from '../../../sets/schema.ts';

type Segments = (string | string[])[];

/**
 * The full sentences of several word orders as one segment: each list of segments is multiplied
 * out, so that "During the winter it often snows" and "It often snows during the winter" are both
 * accepted without accepting a sentence with the phrase twice or not at all.
 */
function orders(...lists: Segments[]): string[][] {
  const expand = (segments: Segments): string[] =>
    segments.reduce<string[]>(
      (sentences, segment) =>
        sentences.flatMap((start) =>
          (typeof segment === 'string' ? [segment] : segment).map((next) =>
            next === '' ? start : start === '' ? next : `${start} ${next}`,
          ),
        ),
      [''],
    );
  return [lists.flatMap(expand)];
}

const HIKING = ['we are hiking', 'we are going hiking', 'we are going for a hike', 'we hike', 'we go hiking'];
const CYCLING = [
  'likes cycling',
  'likes to cycle',
  'likes riding his bike',
  'likes to ride his bike',
  'likes riding his bicycle',
  'likes to ride his bicycle',
  'likes riding a bike',
  'likes to ride a bike',
  'likes going cycling',
  'likes to go cycling',
  'likes biking',
  'likes to bike',
  'enjoys cycling',
  'enjoys riding his bike',
];
const FIRST_OF_MAY = [
  'the first of May',
  'May the first',
  'May first',
  'the 1st of May',
  'May 1st',
  'May 1',
  '1 May',
  '1st May',
];
const WITH_FRIENDS = [
  'are hiking with our friends',
  'are going hiking with our friends',
  'hike with our friends',
  'go hiking with our friends',
  'will hike with our friends',
  'will go hiking with our friends',
];
const LOOKING_FOR = ['are looking for', 'look for', 'are searching for', 'search for'];

/**
 * Chapter 6 exercises, German to English: 18 sentences with the stem changers e → ie and a → ä
 * (liest, sieht, fährt, empfiehlt, trägst, wäscht), the genitive prepositions (während, trotz,
 * wegen, statt, außerhalb), clock times (halb acht, Viertel vor zwölf, zehn nach neun), dates and
 * years, tausend, gern and lieber, with the cases and word order of chapters 2–5. Every word
 * taught in chapters 1–6 carries its headword (lookup; lookupType where sein has two entries);
 * articles and names stay plain; am and Euro are given inline. Each translation lists the answers
 * a teacher accepts, the natural one first, with both English places of a fronted phrase where
 * English allows both; contractions and British/American spellings are left to the checker.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch6_ex_to_english',
  sentences: [
    {
      main: [
        ['Während', { lookup: 'während' }],
        'des',
        ['Winters', { lookup: 'Winter' }],
        ['schneit', { lookup: 'schneien' }],
        ['es', { lookup: 'es' }],
        ['hier', { lookup: 'hier' }],
        ['oft.', { lookup: 'oft' }],
      ],
      translation: orders(
        [
          ['During the winter', 'During winter', 'In the winter', 'In winter'],
          [
            'it often snows here.',
            'it snows here often.',
            'it snows often here.',
            'it snows here a lot.',
            'it snows a lot here.',
          ],
        ],
        [
          [
            'It often snows here',
            'It snows here often',
            'It snows often here',
            'It snows here a lot',
            'It snows a lot here',
          ],
          ['during the winter.', 'during winter.', 'in the winter.', 'in winter.'],
        ],
      ),
      notes: ['während takes the genitive: des Winters, with -s on the masculine noun.'],
    },
    {
      main: [
        ['Trotz', { lookup: 'trotz' }],
        'des',
        ['Regens', { lookup: 'Regen' }],
        ['wandern', { lookup: 'wandern' }],
        ['wir', { lookup: 'wir' }],
        ['heute.', { lookup: 'heute' }],
      ],
      translation: orders(
        [['In spite of the rain', 'Despite the rain'], HIKING, 'today.'],
        [['In spite of the rain', 'Despite the rain'], 'today', HIKING.map((verb) => `${verb}.`)],
        [
          HIKING.map((verb) => verb.replace(/^we/, 'We')),
          'today',
          ['in spite of the rain.', 'despite the rain.'],
        ],
        ['Today', HIKING, ['in spite of the rain.', 'despite the rain.']],
      ),
      notes: ['trotz takes the genitive: des Regens.'],
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Schwester', { lookup: 'Schwester' }],
        ['liest', { lookup: 'lesen' }],
        ['gern', { lookup: 'gern' }],
        ['Bücher,', { lookup: 'Buch' }],
        ['aber', { lookup: 'aber' }],
        ['sie', { lookup: 'sie' }],
        ['sieht', { lookup: 'sehen' }],
        ['lieber', { lookup: 'lieber' }],
        ['Filme.', { lookup: 'Film' }],
      ],
      translation: [
        'My sister',
        ['likes reading', 'likes to read', 'enjoys reading', 'loves reading', 'loves to read'],
        'books,',
        ['but she', 'but'],
        [
          ...[
            'prefers watching',
            'prefers to watch',
            'would rather watch',
            'prefers seeing',
            'prefers to see',
          ].flatMap((verb) => [`${verb} films.`, `${verb} movies.`]),
          'prefers films.',
          'prefers movies.',
          ...['likes watching', 'likes to watch', 'enjoys watching']
            .flatMap((verb) => [`${verb} films`, `${verb} movies`])
            .flatMap((phrase) => [`${phrase} more.`, `${phrase} better.`]),
        ],
      ],
      notes: ['Verb + gern: to like doing something; verb + lieber: to prefer doing something.'],
    },
    {
      main: [
        'Der',
        ['Zug', { lookup: 'Zug' }],
        ['fährt', { lookup: 'fahren' }],
        ['um', { lookup: 'um' }],
        ['halb', { lookup: 'halb' }],
        ['acht.', { lookup: 'acht' }],
      ],
      translation: [
        'The train',
        ['leaves', 'goes', 'departs', 'runs', 'is leaving', 'is going'],
        'at',
        ['half past seven.', 'seven thirty.', '7:30.', 'half seven.'],
      ],
      notes: ['halb counts towards the next hour: halb acht is 7:30, half way to eight.'],
    },
    {
      main: [
        ['Es', { lookup: 'es' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['Viertel', { lookup: 'Viertel' }],
        ['vor', { lookup: 'vor' }],
        ['zwölf.', { lookup: 'zwölf' }],
      ],
      translation: [
        'It is',
        [
          'a quarter to twelve.',
          'quarter to twelve.',
          'a quarter of twelve.',
          'quarter of twelve.',
          'eleven forty-five.',
          '11:45.',
        ],
      ],
      notes: ['On the clock vor means to: Viertel vor zwölf is 11:45.'],
    },
    {
      main: [
        ['Mein', { lookup: 'mein' }],
        ['Bruder', { lookup: 'Bruder' }],
        ['fährt', { lookup: 'fahren' }],
        ['im Sommer', { lookup: 'im Sommer' }],
        ['gern', { lookup: 'gern' }],
        ['mit', { lookup: 'mit' }],
        'dem',
        ['Fahrrad.', { lookup: 'Fahrrad' }],
      ],
      translation: orders(
        ['My brother', CYCLING, ['in summer.', 'in the summer.']],
        [['In summer', 'In the summer'], 'my brother', CYCLING.map((verb) => `${verb}.`)],
      ),
      notes: ['fährt: fahren changes a → ä for er/sie/es. mit dem Fahrrad fahren: to go by bike, to cycle.'],
    },
    {
      main: [
        ['Während', { lookup: 'während' }],
        'der',
        ['Ferien', { lookup: 'Ferien' }],
        ['schlafen', { lookup: 'schlafen' }],
        'die',
        ['Kinder', { lookup: 'Kind' }],
        ['sehr', { lookup: 'sehr' }],
        ['lange.', { lookup: 'lang' }],
      ],
      translation: orders(
        [
          ['During the holidays', 'During the vacation', 'In the holidays', 'Over the holidays'],
          'the children sleep',
          ['very late.', 'for a very long time.', 'a very long time.', 'very long.'],
        ],
        [
          'The children sleep',
          ['very late', 'for a very long time', 'a very long time', 'very long'],
          ['during the holidays.', 'during the vacation.', 'in the holidays.', 'over the holidays.'],
        ],
      ),
      notes: ['Ferien is plural only, so the genitive article is der: während der Ferien.'],
    },
    {
      main: [
        ['Wegen', { lookup: 'wegen' }],
        'des',
        ['Schnees', { lookup: 'Schnee' }],
        ['fährt', { lookup: 'fahren' }],
        'der',
        ['Bus', { lookup: 'Bus' }],
        ['heute', { lookup: 'heute' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: orders(
        [
          ['Because of the snow', 'Due to the snow'],
          [
            "the bus isn't running today.",
            "the bus isn't going today.",
            "the bus doesn't run today.",
            "the bus doesn't go today.",
            'there is no bus today.',
          ],
        ],
        [
          [
            "The bus isn't running today",
            "The bus isn't going today",
            "The bus doesn't run today",
            'There is no bus today',
          ],
          ['because of the snow.', 'due to the snow.'],
        ],
      ),
      notes: ['wegen takes the genitive: des Schnees. fahren is also what a bus or train does.'],
    },
    {
      main: [
        ['Am', { term: 'am (an dem)', transl: 'on (with days and dates)' }],
        ['ersten', { lookup: 'erste' }],
        ['Mai', { lookup: 'Mai' }],
        ['wandern', { lookup: 'wandern' }],
        ['wir', { lookup: 'wir' }],
        ['mit', { lookup: 'mit' }],
        ['unseren', { lookup: 'unser' }],
        ['Freunden.', { lookup: 'Freund' }],
      ],
      translation: orders(
        ['On', FIRST_OF_MAY, 'we', WITH_FRIENDS.map((verb) => `${verb}.`)],
        ['We', WITH_FRIENDS, 'on', FIRST_OF_MAY.map((date) => `${date}.`)],
      ),
      notes: ['Dates take am and the ordinal with the ending -en: am ersten Mai.'],
    },
    {
      main: [
        'Das',
        ['Museum', { lookup: 'Museum' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['sehr', { lookup: 'sehr' }],
        ['alt:', { lookup: 'alt' }],
        ['es', { lookup: 'es' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['aus', { lookup: 'aus' }],
        'dem',
        ['Jahr', { lookup: 'Jahr' }],
        '1850.',
      ],
      translation: [
        'The museum is very old:',
        ['it is from', 'it dates from', 'it dates back to'],
        ['', 'the year'],
        ['1850.', 'eighteen fifty.'],
      ],
      notes: ['Years from 1100 to 1999 are said in hundreds: 1850 is achtzehnhundertfünfzig.'],
    },
    {
      main: [
        ['Heute', { lookup: 'heute' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'der',
        ['dritte', { lookup: 'dritte' }],
        ['Oktober.', { lookup: 'Oktober' }],
      ],
      translation: orders(
        [
          'Today is',
          [
            'the third of October.',
            'October the third.',
            'October third.',
            'the 3rd of October.',
            'October 3rd.',
            'October 3.',
            '3 October.',
            '3rd October.',
          ],
        ],
        [
          'It is',
          [
            'the third of October',
            'October the third',
            'October third',
            'the 3rd of October',
            'October 3rd',
            'October 3',
            '3 October',
            '3rd October',
          ],
          'today.',
        ],
      ),
      notes: ['dritte, not dreite: the ordinals erste, dritte, siebte and achte are irregular.'],
    },
    {
      main: [
        'Der',
        ['Kellner', { lookup: 'Kellner' }],
        ['empfiehlt', { lookup: 'empfehlen' }],
        ['uns', { lookup: 'uns' }],
        'den',
        ['Fisch,', { lookup: 'Fisch' }],
        ['aber', { lookup: 'aber' }],
        ['ich', { lookup: 'ich' }],
        ['esse', { lookup: 'essen' }],
        ['lieber', { lookup: 'lieber' }],
        ['Fleisch.', { lookup: 'Fleisch' }],
      ],
      translation: [
        'The waiter',
        [
          'recommends the fish to us,',
          'recommends us the fish,',
          'is recommending the fish to us,',
          'is recommending us the fish,',
        ],
        'but I',
        [
          'prefer meat.',
          'prefer eating meat.',
          'prefer to eat meat.',
          'would rather eat meat.',
          'would rather have meat.',
          'prefer to have meat.',
          'would prefer meat.',
          'would prefer to eat meat.',
        ],
      ],
      notes: ['empfiehlt: empfehlen changes e → ie for er/sie/es. The person is in the dative: uns.'],
    },
    {
      main: [
        ['Es', { lookup: 'es' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['zehn', { lookup: 'zehn' }],
        ['nach', { lookup: 'nach' }],
        ['neun,', { lookup: 'neun' }],
        ['und', { lookup: 'und' }],
        ['mein', { lookup: 'mein' }],
        ['Bruder', { lookup: 'Bruder' }],
        ['schläft.', { lookup: 'schlafen' }],
      ],
      translation: [
        'It is',
        ['ten past nine,', 'ten after nine,', 'nine ten,', '9:10,'],
        'and my brother',
        ['is sleeping.', 'is asleep.'],
      ],
      notes: ['On the clock nach means past: zehn nach neun is 9:10.'],
    },
    {
      main: [
        ['Trägst', { lookup: 'tragen' }],
        ['du', { lookup: 'du' }],
        ['heute', { lookup: 'heute' }],
        ['deinen', { lookup: 'dein' }],
        ['neuen', { lookup: 'neu' }],
        ['Mantel?', { lookup: 'Mantel' }],
      ],
      translation: [['Are you wearing', 'Are you going to wear', 'Will you wear'], 'your new coat today?'],
      notes: ['trägst: tragen changes a → ä for du. tragen means to carry and to wear.'],
    },
    {
      main: [
        ['Wir', { lookup: 'wir' }],
        ['wohnen', { lookup: 'wohnen' }],
        ['außerhalb', { lookup: 'außerhalb' }],
        'der',
        ['Stadt', { lookup: 'Stadt' }],
        ['und', { lookup: 'und' }],
        ['fahren', { lookup: 'fahren' }],
        ['oft', { lookup: 'oft' }],
        ['mit', { lookup: 'mit' }],
        'dem',
        ['Bus.', { lookup: 'Bus' }],
      ],
      translation: [
        'We live',
        ['outside', 'outside of'],
        ['the town', 'the city'],
        ['and', 'and we'],
        [
          'often go by bus.',
          'often take the bus.',
          'go by bus often.',
          'often travel by bus.',
          'often ride the bus.',
        ],
      ],
      notes: ['außerhalb takes the genitive: außerhalb der Stadt.'],
    },
    {
      main: [
        ['Statt', { lookup: 'statt' }],
        'eines',
        ['Hotels', { lookup: 'Hotel' }],
        ['suchen', { lookup: 'suchen' }],
        ['wir', { lookup: 'wir' }],
        'eine',
        ['Wohnung.', { lookup: 'Wohnung' }],
      ],
      translation: orders(
        ['Instead of a hotel', 'we', LOOKING_FOR, ['an apartment.', 'a flat.']],
        ['We', LOOKING_FOR, ['an apartment', 'a flat'], 'instead of a hotel.'],
      ),
      notes: ['statt takes the genitive: statt eines Hotels.'],
    },
    {
      main: [
        ['Es', { lookup: 'es' }],
        ['regnet,', { lookup: 'regnen' }],
        ['aber', { lookup: 'aber' }],
        'Paul',
        ['wäscht', { lookup: 'waschen' }],
        ['sein', { lookup: 'sein', lookupType: 'possessive adjective' }],
        ['Auto.', { lookup: 'Auto' }],
      ],
      translation: ['It is raining,', 'but Paul', ['is washing', 'washes'], 'his car.'],
      notes: ['wäscht: waschen changes a → ä for er/sie/es.'],
    },
    {
      main: [
        'Die',
        ['Reise', { lookup: 'Reise' }],
        ['kostet', { lookup: 'kosten' }],
        ['tausend', { lookup: 'tausend' }],
        ['Euro.', { term: 'Euro, -s, der', transl: 'euro' }],
      ],
      translation: [
        'The',
        ['trip', 'journey'],
        ['costs', 'is'],
        ['a thousand', 'one thousand', '1000', '1,000'],
        'euros.',
      ],
      notes: ['After a number Euro keeps its singular form: tausend Euro.'],
    },
  ],
} satisfies ExerciseSet;
