import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 4 exercises, English to German: 10 sentences with the stem-changing verbs, the
 * possessive adjectives, kein and es gibt. Every "you" and "your" carries a prompt (formal /
 * informal / informal, pl.), and "friend" carries f. where German must choose the feminine noun;
 * key words carry their German dictionary term for the cheat links. Where more than one word
 * order is right, each is listed as an alternative.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch4_ex_to_german',
  sentences: [
    {
      main: [
        ['My', { term: 'mein', transl: 'my' }],
        ['sister', { term: 'Schwester, -n, die', transl: 'sister' }],
        ["doesn't", { term: 'kein', transl: 'no, not a, not any' }],
        ['eat', { term: 'essen (i), gegessen', transl: 'to eat' }],
        ['fish.', { term: 'Fisch, -e, der', transl: 'fish' }],
      ],
      translation: 'Meine Schwester isst keinen Fisch.',
      notes: [
        'isst: essen changes e → i for er/sie/es. Fisch is masculine and the direct object, and a noun without an article is negated with kein: keinen Fisch.',
      ],
    },
    {
      main: [
        'Are',
        'you',
        ['formal', { isPrompt: true }],
        ['taking', { term: 'nehmen (i), genommen', transl: 'to take' }],
        'the',
        ['train', { term: 'Zug, ⸚e, der', transl: 'train' }],
        ['or', { term: 'oder', transl: 'or' }],
        'a',
        ['taxi?', { term: 'Taxi, -s, das', transl: 'taxi' }],
      ],
      translation: ['Nehmen Sie den Zug oder', ['', 'nehmen Sie'], 'ein Taxi?'],
      notes: ['Formal Sie has no stem change: Sie nehmen. Only du nimmst and er/sie/es nimmt change.'],
    },
    {
      main: [
        ['There is', { term: 'es gibt', transl: 'there is' }],
        ['no', { term: 'kein', transl: 'no' }],
        ['park', { term: 'Park, -s, der', transl: 'park' }],
        ['here,', { term: 'hier', transl: 'here' }],
        'but',
        'there',
        'is',
        'a',
        ['big', { term: 'groß', transl: 'big' }],
        ['garden.', { term: 'Garten, ⸚, der', transl: 'garden' }],
      ],
      translation: [
        ['Hier gibt es keinen Park,', 'Es gibt hier keinen Park,', 'Es gibt keinen Park hier,'],
        'aber',
        ['es gibt einen großen Garten.', 'einen großen Garten.'],
      ],
      notes: [
        'es gibt takes the accusative: keinen Park, einen großen Garten (Park and Garten are masculine).',
      ],
    },
    {
      main: [
        'He',
        'is',
        ['helping', { term: 'helfen (i, +dat.), geholfen', transl: 'to help' }],
        ['his', { term: 'sein', transl: 'his' }],
        ['father', { term: 'Vater, ⸚, der', transl: 'father' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [
        ['Er hilft heute seinem Vater.', 'Heute hilft er seinem Vater.', 'Er hilft seinem Vater heute.'],
      ],
      notes: ['helfen takes the dative: seinem Vater. hilft: e → i for er.'],
    },
    {
      main: [
        'Where',
        'are',
        'your',
        ['informal, pl.', { isPrompt: true }],
        ['keys?', { term: 'Schlüssel, -, der', transl: 'key' }],
      ],
      translation: 'Wo sind eure Schlüssel?',
      notes: ['euer drops its second e before an ending: eure. Schlüssel does not change in the plural.'],
    },
    {
      main: [
        'Anna',
        'is',
        ['meeting', { term: 'treffen (i), getroffen', transl: 'to meet' }],
        ['her', { term: 'ihr', transl: 'her' }],
        ['friend', { term: 'Freundin, -nen, die', transl: 'friend (female)' }],
        ['f.', { isPrompt: true }],
        ['this evening.', { term: 'heute Abend', transl: 'this evening' }],
      ],
      translation: [
        [
          'Anna trifft heute Abend ihre Freundin.',
          'Heute Abend trifft Anna ihre Freundin.',
          'Anna trifft ihre Freundin heute Abend.',
        ],
      ],
      notes: [
        'trifft: treffen changes e → i for er/sie/es and keeps the double f. Freundin is feminine accusative: ihre.',
      ],
    },
    {
      main: [
        'We',
        "don't",
        ['have', { term: 'haben, gehabt', transl: 'to have' }],
        'a',
        ['car,', { term: 'Auto, -s, das', transl: 'car' }],
        'but',
        'we',
        'have',
        ['bikes.', { term: 'Fahrrad, ⸚er, das', transl: 'bike' }],
      ],
      translation: [
        ['Wir haben kein Auto, aber wir haben Fahrräder.', 'Wir haben kein Auto, aber Fahrräder.'],
      ],
      notes: ['kein replaces ein: kein Auto (neuter accusative). The plural Fahrräder needs no article.'],
    },
    {
      main: [
        'You',
        ['informal', { isPrompt: true }],
        ['often', { term: 'oft', transl: 'often' }],
        ['forget', { term: 'vergessen (i), vergessen', transl: 'to forget' }],
        'your',
        ['informal', { isPrompt: true }],
        ['homework.', { term: 'Hausaufgaben', transl: 'homework' }],
      ],
      translation: [
        [
          'Du vergisst oft deine Hausaufgaben.',
          'Oft vergisst du deine Hausaufgaben.',
          'Du vergisst deine Hausaufgaben oft.',
        ],
      ],
      notes: [
        'vergisst: du changes e → i, and the stem in -s adds only -t. Hausaufgaben is plural in German: deine Hausaufgaben.',
      ],
    },
    {
      main: [
        'Is',
        'that',
        'your',
        ['formal', { isPrompt: true }],
        ["daughter's", { term: 'Tochter, ⸚, die', transl: 'daughter' }],
        ['dog?', { term: 'Hund, -e, der', transl: 'dog' }],
      ],
      translation: 'Ist das der Hund Ihrer Tochter?',
      notes: [
        'The dog of your daughter: Ihrer Tochter is the genitive (feminine -er) after der Hund. Formal Ihr has a capital I.',
      ],
    },
    {
      main: [
        'The',
        ['waiter', { term: 'Kellner, -, der', transl: 'waiter' }],
        'is',
        ['bringing', { term: 'bringen, gebracht', transl: 'to bring' }],
        ['our', { term: 'unser', transl: 'our' }],
        ['guests', { term: 'Gast, ⸚e, der', transl: 'guest' }],
        ['their', { term: 'ihr', transl: 'their' }],
        ['soup.', { term: 'Suppe, -n, die', transl: 'soup' }],
      ],
      translation: 'Der Kellner bringt unseren Gästen ihre Suppe.',
      notes: [
        'unseren Gästen is dative plural (the noun adds -n). ihre: the owners are the guests (sie, they), and Suppe is feminine accusative.',
      ],
    },
  ],
} satisfies ExerciseSet;
