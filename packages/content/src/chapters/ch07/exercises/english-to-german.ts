import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 7 exercises, English to German: 10 sentences with the n-nouns, the dative verbs
 * (gehören, helfen, glauben, gefallen, passen, gratulieren, folgen), the question words wen,
 * wem, wessen, welcher and was für ein, and Herr, Frau and Mann (Mr., Mrs., husband). Every "you"
 * and "your" carries a prompt (formal / informal / informal, pl.), and a noun for a person that
 * German has in two genders carries m.; key words carry their German dictionary term for the
 * cheat links. Where more than one word order is right, each is listed as an alternative.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch7_ex_to_german',
  sentences: [
    {
      main: [
        'The',
        ['bike', { term: 'Fahrrad, ⸚er, das', transl: 'bike' }],
        ['belongs to', { term: 'gehören (+dat.), gehört', transl: 'to belong to' }],
        'the',
        ['boy.', { term: 'Junge, -n, -n, der', transl: 'boy' }],
      ],
      translation: 'Das Fahrrad gehört dem Jungen.',
      notes: ['gehören takes the dative with no word for "to": dem Jungen, an n-noun with -n.'],
    },
    {
      main: [
        'We',
        'are',
        ['helping', { term: 'helfen (i, +dat.), geholfen', transl: 'to help' }],
        'our',
        ['neighbour', { term: 'Nachbar, -n, -n, der', transl: 'neighbour' }],
        ['m.', { isPrompt: true }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [
        [
          'Wir helfen heute unserem Nachbarn.',
          'Heute helfen wir unserem Nachbarn.',
          'Wir helfen unserem Nachbarn heute.',
        ],
      ],
      notes: ['helfen takes the dative: unserem Nachbarn, an n-noun with -n.'],
    },
    {
      main: [
        ['Who', { term: 'wen', transl: 'whom (acc.)' }],
        'are',
        'you',
        ['informal', { isPrompt: true }],
        ['visiting', { term: 'besuchen, besucht', transl: 'to visit' }],
        ['tomorrow?', { term: 'morgen', transl: 'tomorrow' }],
      ],
      translation: 'Wen besuchst du morgen?',
      notes: ['du is the subject; the person visited is the direct object: wen.'],
    },
    {
      main: [
        ['Who', { term: 'wem', transl: 'to whom (dat.)' }],
        'does',
        'the',
        ['car', { term: 'Auto, -s, das', transl: 'car' }],
        ['belong to?', { term: 'gehören (+dat.), gehört', transl: 'to belong to' }],
      ],
      translation: 'Wem gehört das Auto?',
      notes: ['gehören takes the dative: wem. das Auto is the subject.'],
    },
    {
      main: [
        ['Mr.', { term: 'Herr, -n, -en, der', transl: 'Mr.' }],
        'Becker',
        "doesn't",
        ['believe', { term: 'glauben (+dat.), geglaubt', transl: 'to believe' }],
        'the',
        ['journalist.', { term: 'Journalist, -en, -en, der', transl: 'journalist' }],
      ],
      translation: 'Herr Becker glaubt dem Journalisten nicht.',
      notes: [
        'A person believed is in the dative: dem Journalisten, an n-noun with -en. nicht goes to the end.',
      ],
    },
    {
      main: [
        'My',
        ['husband', { term: 'Mann, ⸚er, der', transl: 'husband' }],
        ['likes', { term: 'gefallen (ä, +dat.), gefallen', transl: 'to please' }],
        'the',
        ['hotel.', { term: 'Hotel, -s, das', transl: 'hotel' }],
      ],
      translation: [['Das Hotel gefällt meinem Mann.', 'Meinem Mann gefällt das Hotel.']],
      notes: [
        'With gefallen, das Hotel is the subject and my husband is in the dative: meinem Mann (no n-noun ending).',
      ],
    },
    {
      main: [
        ['Which', { term: 'welcher, welche, welches, welchen, welchem', transl: 'which' }],
        ['jacket', { term: 'Jacke, -n, die', transl: 'jacket' }],
        ['fits', { term: 'passen (+dat.), gepasst', transl: 'to fit' }],
        'you',
        ['formal', { isPrompt: true }],
        '?',
      ],
      translation: 'Welche Jacke passt Ihnen?',
      notes: ['welche Jacke is the subject (feminine nominative); passen takes the dative: Ihnen.'],
    },
    {
      main: [
        ['What kind of', { term: 'was für ein', transl: 'what kind of' }],
        ['car', { term: 'Auto, -s, das', transl: 'car' }],
        'does',
        'your',
        ['informal, pl.', { isPrompt: true }],
        ['colleague', { term: 'Kollege, -n, -n, der', transl: 'colleague' }],
        ['m.', { isPrompt: true }],
        'have?',
      ],
      translation: 'Was für ein Auto hat euer Kollege?',
      notes: [
        'ein Auto is the direct object, and das Auto is neuter: was für ein Auto. euer Kollege is the subject.',
      ],
    },
    {
      main: [
        'We',
        ['congratulate', { term: 'gratulieren (+dat.), gratuliert', transl: 'to congratulate' }],
        ['Mrs.', { term: 'Frau, -en, die', transl: 'Mrs.' }],
        'Schmidt',
        'on',
        'her',
        ['birthday.', { term: 'Geburtstag, -e, der', transl: 'birthday' }],
      ],
      translation: ['Wir gratulieren Frau Schmidt', ['zum Geburtstag.', 'zu ihrem Geburtstag.']],
      notes: ['gratulieren takes the dative; zum Geburtstag: on the (her) birthday.'],
    },
    {
      main: [
        ['Whose', { term: 'wessen', transl: 'whose' }],
        ['dog', { term: 'Hund, -e, der', transl: 'dog' }],
        'is',
        ['following', { term: 'folgen (+dat.), ist gefolgt', transl: 'to follow' }],
        'the',
        ['tourists?', { term: 'Tourist, -en, -en, der', transl: 'tourist' }],
      ],
      translation: 'Wessen Hund folgt den Touristen?',
      notes: ['folgen takes the dative: den Touristen, the dative plural of an n-noun.'],
    },
  ],
} satisfies ExerciseSet;
