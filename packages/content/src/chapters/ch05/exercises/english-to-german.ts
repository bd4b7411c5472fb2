import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 5 exercises, English to German: 9 sentences with the accusative and dative
 * prepositions (and zum, zur), the accusative and dative personal pronouns, a pronoun for a thing
 * and the full hour. Every "you" carries a prompt (formal / informal), and "friend" carries f.;
 * nouns, verbs and prepositions carry their German dictionary term for the cheat links, the
 * pronouns do not (they are the point). Where more than one word order is right, each is listed.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch5_ex_to_german',
  sentences: [
    {
      main: [
        'We',
        'are',
        ['going', { term: 'gehen, ist gegangen', transl: 'to go' }],
        'to',
        'the',
        ['supermarket', { term: 'Supermarkt, ⸚e, der', transl: 'supermarket' }],
        ['with', { term: 'mit (+dat)', transl: 'with' }],
        'our',
        ['children.', { term: 'Kind, -er, das', transl: 'child' }],
      ],
      translation: [
        // zum Supermarkt (or in den Supermarkt), with the children before or after it.
        ['zum Supermarkt', 'in den Supermarkt'].flatMap((place) => [
          `Wir gehen mit unseren Kindern ${place}.`,
          `Mit unseren Kindern gehen wir ${place}.`,
          `Wir gehen ${place} mit unseren Kindern.`,
        ]),
      ],
      notes: [
        'mit takes the dative: unseren Kindern (the noun adds -n in the dative plural). zum is zu dem: der Supermarkt is masculine.',
      ],
    },
    {
      main: [
        'Is',
        'the',
        ['present', { term: 'Geschenk, -e, das', transl: 'present' }],
        ['for', { term: 'für (+acc)', transl: 'for' }],
        'me',
        'or',
        'for',
        'him?',
      ],
      translation: ['Ist das Geschenk für mich oder', ['für ihn?', 'ihn?']],
      notes: ['für takes the accusative: ich → mich, er → ihn.'],
    },
    {
      main: [
        'I',
        'am',
        ['helping', { term: 'helfen (i, +dat.), geholfen', transl: 'to help' }],
        'you',
        ['informal', { isPrompt: true }],
        'today,',
        'and',
        'you',
        ['informal', { isPrompt: true }],
        'are',
        'helping',
        'me',
        ['tomorrow.', { term: 'morgen', transl: 'tomorrow' }],
      ],
      translation: [
        ['Ich helfe dir heute,', 'Heute helfe ich dir,'],
        ['und du hilfst mir morgen.', 'und morgen hilfst du mir.'],
      ],
      notes: ['helfen takes the dative: du → dir, ich → mir. hilfst: helfen changes e → i for du.'],
    },
    {
      main: [
        'The',
        ['bus stop', { term: 'Haltestelle, -n, die', transl: 'stop (bus or tram)' }],
        'is',
        ['opposite', { term: 'gegenüber (+dat)', transl: 'opposite' }],
        'the',
        ['cinema.', { term: 'Kino, -s, das', transl: 'cinema' }],
      ],
      translation: [
        ['Die Haltestelle', 'Die Bushaltestelle'],
        'ist',
        ['gegenüber dem Kino.', 'dem Kino gegenüber.', 'gegenüber vom Kino.'],
      ],
      defaultTranslation: 'Die Haltestelle ist gegenüber dem Kino.',
      notes: [
        'gegenüber takes the dative: das Kino → dem Kino. It may also follow its noun: dem Kino gegenüber.',
      ],
    },
    {
      main: [
        'I',
        'have',
        'been',
        ['waiting', { term: 'warten, gewartet', transl: 'to wait' }],
        'here',
        ['since', { term: 'seit (+dat)', transl: 'since' }],
        ['seven', { term: 'sieben', transl: 'seven' }],
        ["o'clock.", { term: 'Uhr, -en, die', transl: 'clock' }],
      ],
      translation: [
        [
          'Ich warte hier seit sieben Uhr.',
          'Ich warte seit sieben Uhr hier.',
          'Seit sieben Uhr warte ich hier.',
          'Hier warte ich seit sieben Uhr.',
          'Ich warte hier schon seit sieben Uhr.',
          'Ich warte schon seit sieben Uhr hier.',
          'Seit sieben Uhr warte ich schon hier.',
          'Seit sieben Uhr warte ich hier schon.',
          'Schon seit sieben Uhr warte ich hier.',
          'Hier warte ich schon seit sieben Uhr.',
        ],
      ],
      notes: [
        'seit + present tense: the waiting began at seven and is still going on, so German uses the present: ich warte.',
      ],
    },
    {
      main: [
        'Where',
        'is',
        'the',
        ['key?', { term: 'Schlüssel, -, der', transl: 'key' }],
        'I',
        ['need', { term: 'brauchen, gebraucht', transl: 'to need' }],
        'it.',
      ],
      translation: 'Wo ist der Schlüssel? Ich brauche ihn.',
      notes: ['der Schlüssel is masculine, so “it” is er, and as the direct object ihn.'],
    },
    {
      main: [
        'The',
        'children',
        'are',
        ['coming', { term: 'kommen, ist gekommen', transl: 'to come' }],
        ['home', { term: 'nach Hause', transl: 'home (going home)' }],
        ['from', { term: 'von (+dat)', transl: 'from' }],
        ['school', { term: 'Schule, -n, die', transl: 'school' }],
        'at',
        ['one', { term: 'eins', transl: 'one' }],
        "o'clock.",
      ],
      translation: [
        [
          'Die Kinder kommen um ein Uhr',
          'Die Kinder kommen um eins',
          'Um ein Uhr kommen die Kinder',
          'Um eins kommen die Kinder',
        ],
        ['von der Schule', 'aus der Schule'],
        'nach Hause.',
      ],
      notes: [
        'With Uhr, eins loses its s: ein Uhr (but um eins without Uhr). von takes the dative: von der Schule. Time comes before place.',
      ],
    },
    {
      main: [
        'Are',
        'you',
        ['formal', { isPrompt: true }],
        'coming',
        'to',
        'the',
        ['station', { term: 'Bahnhof, ⸚e, der', transl: 'station' }],
        'with',
        'us,',
        'Mrs.',
        'Schmidt?',
      ],
      translation: [
        [
          'Kommen Sie mit uns zum Bahnhof, Frau Schmidt?',
          'Kommen Sie zum Bahnhof mit uns, Frau Schmidt?',
          'Frau Schmidt, kommen Sie mit uns zum Bahnhof?',
        ],
      ],
      notes: ['mit takes the dative: wir → uns. zum is zu dem: der Bahnhof is masculine.'],
    },
    {
      main: [
        'My',
        ['friend', { term: 'Freundin, -nen, die', transl: 'friend (female)' }],
        ['f.', { isPrompt: true }],
        ['lives', { term: 'wohnen, gewohnt', transl: 'to live (reside)' }],
        ['with', { term: 'bei (+dat)', transl: 'with' }],
        'her',
        ['parents,', { term: 'Eltern', transl: 'parents' }],
        'and',
        'I',
        ['often', { term: 'oft', transl: 'often' }],
        ['visit', { term: 'besuchen, besucht', transl: 'to visit' }],
        'her.',
      ],
      translation: [
        ['Meine Freundin wohnt', 'Meine Freundin lebt'],
        'bei ihren Eltern, und',
        ['ich besuche sie oft.', 'oft besuche ich sie.'],
      ],
      defaultTranslation: 'Meine Freundin wohnt bei ihren Eltern, und ich besuche sie oft.',
      notes: [
        'Living with someone is bei + dative: bei ihren Eltern. The friend is the direct object of besuchen: accusative sie.',
      ],
    },
  ],
} satisfies ExerciseSet;
