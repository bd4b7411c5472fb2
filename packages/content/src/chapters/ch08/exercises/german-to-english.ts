import type { ExerciseSet } from '../../../sets/schema.ts';
import { withTime } from '../../with-time.ts';

/**
 * Chapter 8 exercises, German to English: 15 sentences in the perfect tense, with haben and with
 * sein, and every kind of participle of the chapter (regular, irregular, separable, inseparable,
 * -ieren), the time words of the chapter (gestern, gestern Abend, schon, noch nicht, damals,
 * zuerst, dann) and the pronoun order of Word Order (II). Every content word taught in chapters
 * 1–8 carries its headword (lookup; lookupType where sein and ihr have two entries); articles,
 * pronouns and names stay plain. The German perfect is usually an English simple past; where no
 * time word fixes a finished past, the English present perfect is accepted as well, and where a
 * time word can start the English sentence, that order too.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch8_ex_to_english',
  sentences: [
    {
      main: [
        'Ich',
        ['habe', { lookup: 'haben' }],
        ['gestern', { lookup: 'gestern' }],
        ['meine', { lookup: 'mein' }],
        ['Großmutter', { lookup: 'Großmutter' }],
        ['angerufen.', { lookup: 'anrufen' }],
      ],
      translation: withTime(
        ['yesterday'],
        ['called', 'phoned', 'rang'].flatMap((verb) =>
          ['grandmother', 'grandma', 'granny'].map((noun) => `I ${verb} my ${noun}`),
        ),
      ),
      defaultTranslation: 'I called my grandmother yesterday.',
      notes: ['angerufen: the separable verb anrufen puts ge- between its prefix and the stem.'],
    },
    {
      main: [
        'Wir',
        ['sind', { lookup: 'sein', lookupType: 'verb' }],
        'am',
        ['Wochenende', { lookup: 'Wochenende' }],
        ['nach', { lookup: 'nach' }],
        'Berlin',
        ['gefahren.', { lookup: 'fahren' }],
      ],
      translation: withTime(
        ['at the weekend', 'on the weekend', 'over the weekend'],
        ['We went to Berlin', 'We drove to Berlin', 'We travelled to Berlin'],
      ),
      defaultTranslation: 'We went to Berlin at the weekend.',
      notes: ['fahren is a change of place, so its perfect takes sein: wir sind gefahren.'],
    },
    {
      main: [
        ['Hast', { lookup: 'haben' }],
        'du',
        ['schon', { lookup: 'schon' }],
        ['gefrühstückt?', { lookup: 'frühstücken' }],
      ],
      translation: [
        [
          'Have you had breakfast yet?',
          'Have you already had breakfast?',
          'Have you eaten breakfast yet?',
          'Have you already eaten breakfast?',
          'Did you have breakfast yet?',
          'Did you already have breakfast?',
          'Did you eat breakfast yet?',
          'Did you already eat breakfast?',
        ],
      ],
      notes: ['schon in a question is English "yet".'],
    },
    {
      main: [
        'Der',
        ['Zug', { lookup: 'Zug' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['noch nicht', { lookup: 'noch nicht' }],
        ['angekommen.', { lookup: 'ankommen' }],
      ],
      translation: [
        [
          "The train hasn't arrived yet.",
          'The train has not yet arrived.',
          "The train hasn't yet arrived.",
          "The train still hasn't arrived.",
          'The train has still not arrived.',
          "The train didn't arrive yet.",
        ],
      ],
      notes: ['ankommen is a change of place: ist angekommen.'],
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Eltern', { lookup: 'Eltern' }],
        ['haben', { lookup: 'haben' }],
        'das',
        ['Auto', { lookup: 'Auto' }],
        ['verkauft.', { lookup: 'verkaufen' }],
      ],
      translation: ['My parents', ['sold', 'have sold'], 'the car.'],
      notes: ['verkauft: ver- is an inseparable prefix, so the participle has no ge-.'],
    },
    {
      main: [
        'Paul',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['gestern Abend', { lookup: 'gestern Abend' }],
        ['zu Hause', { lookup: 'zu Hause' }],
        ['geblieben.', { lookup: 'bleiben' }],
      ],
      translation: withTime(['yesterday evening', 'last night'], ['Paul stayed at home', 'Paul stayed home']),
      defaultTranslation: 'Paul stayed at home yesterday evening.',
      notes: ['bleiben takes sein, although nothing changes: ist geblieben.'],
    },
    {
      main: [
        ['Was', { lookup: 'was' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['passiert?', { lookup: 'passieren' }],
      ],
      translation: [['What happened?', 'What has happened?']],
      notes: ['passieren takes sein, and as an -ieren verb it has no ge-: ist passiert.'],
    },
    {
      main: [
        'Die',
        ['Kinder', { lookup: 'Kind' }],
        ['sind', { lookup: 'sein', lookupType: 'verb' }],
        ['um', { lookup: 'um' }],
        ['acht', { lookup: 'acht' }],
        ['Uhr', { lookup: 'Uhr' }],
        ['eingeschlafen.', { lookup: 'einschlafen' }],
      ],
      translation: withTime(
        ["at eight o'clock", 'at eight', 'at 8', "at 8 o'clock"],
        [
          'The children fell asleep',
          'The children went to sleep',
          'The kids fell asleep',
          'The kids went to sleep',
        ],
      ),
      defaultTranslation: "The children fell asleep at eight o'clock.",
      notes: ['einschlafen is a change of state (awake → asleep): sind eingeschlafen.'],
    },
    {
      main: [
        'Ich',
        ['habe', { lookup: 'haben' }],
        'den',
        ['Witz', { lookup: 'Witz' }],
        ['nicht', { lookup: 'nicht' }],
        ['verstanden.', { lookup: 'verstehen' }],
      ],
      translation: [["I didn't understand", "I haven't understood", "I didn't get"], 'the joke.'],
      notes: ['nicht stands before the participle at the end.'],
    },
    {
      main: [
        'Sie',
        ['hat', { lookup: 'haben' }],
        'mir',
        'ein',
        ['Foto', { lookup: 'Foto' }],
        ['von', { lookup: 'von' }],
        ['ihrem', { lookup: 'ihr', lookupType: 'possessive adjective' }],
        ['Hund', { lookup: 'Hund' }],
        ['geschickt.', { lookup: 'schicken' }],
      ],
      translation: [
        [
          'She sent me a photo of her dog.',
          'She has sent me a photo of her dog.',
          'She sent a photo of her dog to me.',
          'She has sent a photo of her dog to me.',
          'She sent me a picture of her dog.',
          'She has sent me a picture of her dog.',
          'She sent me a photograph of her dog.',
          'She has sent me a photograph of her dog.',
        ],
      ],
      defaultTranslation: 'She sent me a photo of her dog.',
      notes: ['The pronoun mir comes before the noun object ein Foto.'],
    },
    {
      main: [
        ['Damals', { lookup: 'damals' }],
        ['haben', { lookup: 'haben' }],
        'wir',
        ['bei', { lookup: 'bei' }],
        ['meinen', { lookup: 'mein' }],
        ['Eltern', { lookup: 'Eltern' }],
        ['gewohnt.', { lookup: 'wohnen' }],
      ],
      translation: withTime(
        ['back then', 'at that time', 'in those days'],
        [
          'We lived with my parents',
          'We were living with my parents',
          'We used to live with my parents',
          "We lived at my parents'",
          "We lived at my parents' house",
          "We lived at my parents' place",
          "We lived at my parents' home",
        ],
      ),
      defaultTranslation: 'Back then we lived with my parents.',
      notes: ['bei + dative: bei meinen Eltern, at my parents’ home.'],
    },
    {
      main: [
        ['Habt', { lookup: 'haben' }],
        'ihr',
        'das',
        ['Geschirr', { lookup: 'Geschirr' }],
        ['schon', { lookup: 'schon' }],
        ['gespült?', { lookup: 'spülen' }],
      ],
      translation: [
        [
          ...[
            'washed the dishes',
            'done the dishes',
            'washed up',
            'done the washing-up',
            'done the washing up',
          ].flatMap((done) => [`Have you ${done} yet?`, `Have you already ${done}?`]),
          ...[
            'wash the dishes',
            'do the dishes',
            'wash up',
            'do the washing-up',
            'do the washing up',
          ].flatMap((done) => [`Did you ${done} yet?`, `Did you already ${done}?`]),
        ],
      ],
      defaultTranslation: 'Have you washed the dishes yet?',
      notes: ['das Geschirr is singular in German where English says the dishes.'],
    },
    {
      main: [
        ['Wer', { lookup: 'wer' }],
        ['hat', { lookup: 'haben' }],
        'das',
        ['Fenster', { lookup: 'Fenster' }],
        ['kaputt', { lookup: 'kaputt' }],
        ['gemacht?', { lookup: 'machen' }],
      ],
      translation: [['Who broke the window?', 'Who has broken the window?']],
      notes: ['kaputt machen: to break (literally, to make broken).'],
    },
    {
      main: [
        ['Zuerst', { lookup: 'zuerst' }],
        ['bin', { lookup: 'sein', lookupType: 'verb' }],
        'ich',
        ['aufgestanden,', { lookup: 'aufstehen' }],
        ['dann', { lookup: 'dann' }],
        ['habe', { lookup: 'haben' }],
        'ich',
        ['geduscht.', { lookup: 'duschen' }],
      ],
      translation: [
        ['First I got up,', 'At first I got up,', 'I got up first,'],
        ['then', 'and then'],
        ['I showered.', 'I had a shower.', 'I took a shower.'],
      ],
      notes: [
        'zuerst and dann each take the first position, so the auxiliary follows at once: bin ich, habe ich.',
      ],
    },
    {
      main: [
        'Wir',
        ['haben', { lookup: 'haben' }],
        ['unsere', { lookup: 'unser' }],
        ['Freunde', { lookup: 'Freund' }],
        ['zur', { lookup: 'zur' }],
        ['Party', { lookup: 'Party' }],
        ['eingeladen.', { lookup: 'einladen' }],
      ],
      translation: ['We', ['invited', 'have invited'], 'our friends to the party.'],
      notes: ['eingeladen: ein + geladen, with ge- after the separable prefix.'],
    },
  ],
} satisfies ExerciseSet;
