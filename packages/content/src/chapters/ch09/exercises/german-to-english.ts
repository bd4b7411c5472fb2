import type { ExerciseSet, SentencePart, WordInfo } from '../../../sets/schema.ts';

/** A word with its headword in the vocabulary (and the entry's type where two share it). */
function w(word: string, lookup: string, lookupType?: WordInfo['lookupType']): SentencePart {
  return [word, lookupType === undefined ? { lookup } : { lookup, lookupType }];
}

/** Every sentence a list of parts spells, each part a string or a list of alternatives, joined with spaces. */
function variants(...parts: (string | string[])[]): string[] {
  return parts.reduce<string[]>(
    (sentences, part) =>
      sentences.flatMap((start) =>
        (typeof part === 'string' ? [part] : part).map((next) =>
          [start, next].filter((text) => text !== '').join(' '),
        ),
      ),
    [''],
  );
}

const WILL = ['will', 'am going to'];
const WILL_3 = ['will', 'is going to'];
const WILL_PL = ['will', 'are going to'];

/**
 * Chapter 9 exercises, German to English: 18 sentences with werden (to become) and the future
 * tense (werden + infinitive at the end), the two-case prepositions an, auf, in, über and unter
 * with motion (accusative) and location (dative), the contractions am, im and ins, the verb pairs
 * legen/liegen, stellen/stehen, setzen/sitzen and hängen, and the chapter's adverbs in their
 * place (time – manner – place). Every word taught in chapters 1–9 carries its headword (lookup;
 * lookupType where sein and ihr have two entries); articles and names stay plain. Each
 * translation lists the answers a teacher accepts, the natural one first; a future may be
 * translated with will or going to, and a present with a time word with the present too.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch9_ex_to_english',
  example: {
    english: 'I will put the book on the table.',
    german: 'Ich werde das Buch auf den Tisch legen.',
  },
  sentences: [
    {
      main: [
        w('Ich', 'ich'),
        w('werde', 'werden'),
        w('morgen', 'morgen'),
        w('im', 'im'),
        w('Garten', 'Garten'),
        w('arbeiten.', 'arbeiten'),
      ],
      translation: [
        [
          ...variants(
            'I',
            [...WILL.map((will) => `${will} work`), 'am working', 'will be working'],
            'in the',
            ['garden', 'yard'],
            'tomorrow.',
          ),
          ...variants(
            'Tomorrow I',
            [...WILL.map((will) => `${will} work`), 'am working', 'will be working'],
            'in the',
            ['garden.', 'yard.'],
          ),
        ],
      ],
      notes: [
        'werde … arbeiten: the future, werden + the infinitive at the end of the clause.',
        'im Garten: location (wo?), in dem → im.',
      ],
    },
    {
      main: [w('Wir', 'wir'), w('werden', 'werden'), w('bald', 'bald'), w('umziehen.', 'umziehen')],
      translation: [
        [
          ...variants(
            'We',
            [...WILL_PL.map((will) => `${will} move`), 'are moving', 'will be moving'],
            ['soon.', 'house soon.'],
          ),
          ...variants(
            'Soon we',
            [...WILL_PL.map((will) => `${will} move`), 'are moving', 'will be moving'],
            ['.', 'house.'],
          ).map((text) => text.replace(' .', '.')),
        ],
      ],
      notes: ['The separable verb stays in one piece at the end: werden … umziehen.'],
    },
    {
      main: [w('Mein', 'mein'), w('Bruder', 'Bruder'), w('wird', 'werden'), w('Lehrer.', 'Lehrer')],
      translation: [
        'My brother',
        ['is becoming', 'is going to be', 'will be', 'is going to become', 'will become', 'becomes'],
        'a teacher.',
      ],
      notes: [
        'wird on its own means becomes; Lehrer is a predicate nominative, and German leaves out ein before a job.',
      ],
    },
    {
      main: ['Das', w('Buch', 'Buch'), w('liegt', 'liegen'), w('auf', 'auf'), 'dem', w('Tisch.', 'Tisch')],
      translation: ['The book', ['is', 'is lying', 'lies', 'is sitting'], 'on the table.'],
      notes: ['liegen: location (wo?), so auf takes the dative: auf dem Tisch.'],
    },
    {
      main: [
        w('Ich', 'ich'),
        w('lege', 'legen'),
        'das',
        w('Buch', 'Buch'),
        w('auf', 'auf'),
        'den',
        w('Tisch.', 'Tisch'),
      ],
      translation: [
        'I',
        ['am putting', 'put', 'am laying', 'lay', 'am placing', 'place'],
        'the book',
        ['on', 'onto'],
        'the table.',
      ],
      notes: ['legen: motion to a place (wohin?), so auf takes the accusative: auf den Tisch.'],
    },
    {
      main: [
        'Die',
        w('Milch', 'Milch'),
        w('steht', 'stehen'),
        w('im', 'im'),
        w('Kühlschrank.', 'Kühlschrank'),
      ],
      translation: ['The milk', ['is', 'is standing', 'stands'], 'in the', ['fridge.', 'refrigerator.']],
      notes: [
        'stehen: location, so in takes the dative: in dem → im Kühlschrank. English just says "is" here.',
      ],
    },
    {
      main: [
        w('Stellst', 'stellen'),
        w('du', 'du'),
        'die',
        w('Blumen', 'Blume'),
        w('ins', 'ins'),
        w('Wohnzimmer?', 'Wohnzimmer'),
      ],
      translation: [
        ['Are you putting', 'Will you put', 'Do you put', 'Are you placing', 'Will you place'],
        'the flowers',
        ['in', 'into'],
        ['the living room?', 'the lounge?'],
      ],
      notes: ['stellen: motion to a place, so in takes the accusative: in das → ins Wohnzimmer.'],
    },
    {
      main: [
        w('Er', 'er'),
        w('hängt', 'hängen'),
        'das',
        w('Bild', 'Bild'),
        w('an', 'an'),
        'die',
        w('Wand.', 'Wand'),
      ],
      translation: [
        'He',
        ['is hanging', 'hangs', 'is putting', 'puts'],
        'the',
        ['picture', 'painting'],
        ['on the wall.', 'up on the wall.'],
      ],
      notes: ['hängen with an object: motion to a place, so an takes the accusative: an die Wand.'],
    },
    {
      main: [
        'Der',
        w('Spiegel', 'Spiegel'),
        w('hängt', 'hängen'),
        w('über', 'über'),
        'dem',
        w('Sofa.', 'Sofa'),
      ],
      translation: [
        'The mirror',
        ['is hanging', 'hangs', 'is'],
        ['above', 'over'],
        'the',
        ['sofa.', 'couch.'],
      ],
      notes: ['hängen without an object: location, so über takes the dative: über dem Sofa.'],
    },
    {
      main: [
        'Die',
        w('Katze', 'Katze'),
        w('sitzt', 'sitzen'),
        w('unter', 'unter'),
        'dem',
        w('Tisch.', 'Tisch'),
      ],
      translation: [
        'The cat',
        ['is sitting', 'sits', 'is'],
        ['under', 'underneath', 'beneath'],
        'the table.',
      ],
      notes: ['sitzen: location, so unter takes the dative: unter dem Tisch.'],
    },
    {
      main: [
        'Anna',
        w('setzt', 'setzen'),
        'das',
        w('Kind', 'Kind'),
        w('auf', 'auf'),
        'den',
        w('Stuhl.', 'Stuhl'),
      ],
      translation: [
        'Anna',
        [
          'is sitting',
          'sits',
          'is putting',
          'puts',
          'is seating',
          'seats',
          'is setting',
          'sets',
          'is placing',
          'places',
        ],
        'the child',
        ['on', 'onto'],
        'the chair.',
      ],
      notes: ['setzen: motion to a place, so auf takes the accusative: auf den Stuhl.'],
    },
    {
      main: [
        w('Wir', 'wir'),
        w('sitzen', 'sitzen'),
        w('oft', 'oft'),
        w('zusammen', 'zusammen'),
        w('am', 'am'),
        w('Tisch.', 'Tisch'),
      ],
      translation: [
        [
          ...variants(
            ['We often', 'We frequently', 'Often we', 'Frequently we'],
            ['sit together at the table.', 'sit at the table together.'],
          ),
        ],
      ],
      notes: ['oft (time) before zusammen (manner) before am Tisch (place): an dem → am.'],
    },
    {
      main: [
        w('Leider', 'leider'),
        w('ist', 'sein', 'verb'),
        w('unsere', 'unser'),
        w('Küche', 'Küche'),
        w('sehr', 'sehr'),
        w('klein.', 'klein'),
      ],
      translation: [
        [
          ...variants(['Unfortunately', 'Sadly'], 'our kitchen is very small.'),
          ...variants('Our kitchen is', ['unfortunately', 'sadly'], 'very small.'),
          ...variants('Our kitchen is very small,', ['unfortunately.', 'sadly.']),
        ],
      ],
      notes: ['Leider takes first place, so the verb comes next: Leider ist …'],
    },
    {
      main: [
        'Das',
        w('Bad', 'Bad'),
        w('ist', 'sein', 'verb'),
        w('oben', 'oben'),
        w('und', 'und'),
        'die',
        w('Küche', 'Küche'),
        w('ist', 'sein', 'verb'),
        w('unten.', 'unten'),
      ],
      translation: ['The bathroom is upstairs and the kitchen', ['is', ''], 'downstairs.'],
      notes: ['oben and unten are adverbs of place: upstairs, downstairs.'],
    },
    {
      main: [
        w('Vielleicht', 'vielleicht'),
        w('wird', 'werden'),
        w('er', 'er'),
        w('übermorgen', 'übermorgen'),
        w('kommen.', 'kommen'),
      ],
      translation: [
        [
          ...variants(
            ['Perhaps', 'Maybe'],
            'he',
            [...WILL_3.map((will) => `${will} come`), 'is coming', 'will be coming'],
            'the day after tomorrow.',
          ),
          ...variants('He', ['will perhaps', 'will maybe', 'might'], 'come the day after tomorrow.'),
        ],
      ],
      notes: [
        'Vielleicht takes first place, so werden comes next, then the subject; kommen goes to the end.',
      ],
    },
    {
      main: [
        'Die',
        w('Kinder', 'Kind'),
        w('gehen', 'gehen'),
        w('nie', 'nie'),
        w('allein', 'allein'),
        w('in', 'in'),
        'den',
        w('Keller.', 'Keller'),
      ],
      translation: [
        'The children',
        [
          ...variants('never go', ['into', 'down into', 'to', 'down to', 'in']),
          ...variants('never walk', ['into', 'down into', 'to', 'down to']),
        ],
        'the',
        ['cellar', 'basement'],
        ['alone.', 'on their own.', 'by themselves.'],
      ],
      notes: ['in den Keller: motion to a place (wohin?), so in takes the accusative.'],
    },
    {
      main: [w('Werden', 'werden'), w('Sie', 'Sie'), 'die', w('Wohnung', 'Wohnung'), w('mieten?', 'mieten')],
      translation: [['Will you', 'Are you going to'], 'rent the', ['flat?', 'apartment?']],
      notes: ['Werden Sie … mieten? The future in a question: werden first, the infinitive at the end.'],
    },
    {
      main: [
        w('Wird', 'werden'),
        w('es', 'es'),
        w('im', 'im'),
        w('Wohnzimmer', 'Wohnzimmer'),
        w('wieder', 'wieder'),
        w('hell?', 'hell'),
      ],
      translation: [
        [
          ...variants(
            'Is it',
            ['getting', 'going to get', 'becoming', 'going to be'],
            ['light', 'bright'],
            ['in the living room again?', 'again in the living room?'],
          ),
          ...variants(
            'Will it',
            ['get', 'be', 'become'],
            ['light', 'bright'],
            ['in the living room again?', 'again in the living room?'],
          ),
          ...variants('Will the living room', ['get', 'be', 'become'], ['light', 'bright'], 'again?'),
          ...variants(
            'Is the living room',
            ['getting', 'going to get', 'becoming', 'going to be'],
            ['light', 'bright'],
            'again?',
          ),
        ],
      ],
      notes: ['werden on its own: to become, to get. hell is an adjective after werden, with no ending.'],
    },
  ],
} satisfies ExerciseSet;
