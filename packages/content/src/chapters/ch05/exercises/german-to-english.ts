import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 5 exercises, German to English: 12 sentences with the accusative and dative
 * prepositions (and the contractions zur, zum, vom), the accusative and dative personal pronouns,
 * pronouns for things, the numbers and the full hour, together with the grammar of chapters 1–4.
 * Every word taught in chapters 1–5 carries its headword (lookup; lookupType where sein and ihr
 * have two entries; a contraction such as vom looks up its preposition); articles and names stay
 * plain. Each translation lists the answers a teacher accepts, the natural one first; contractions
 * and British/American spellings are left to the checker.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch5_ex_to_english',
  sentences: [
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['komme', { lookup: 'kommen' }],
        ['heute', { lookup: 'heute' }],
        ['mit', { lookup: 'mit' }],
        'dem',
        ['Bus', { lookup: 'Bus' }],
        ['zur', { lookup: 'zur' }],
        ['Schule.', { lookup: 'Schule' }],
      ],
      translation: [
        [
          // Coming or going, by bus or on the bus, today at the end or at the start.
          ...['I am coming', 'I come', 'I am going', 'I go'].flatMap((verb) =>
            ['to school by bus', 'to school on the bus', 'by bus to school'].flatMap((rest) => [
              `${verb} ${rest} today.`,
              `Today ${verb} ${rest}.`,
            ]),
          ),
          'I am taking the bus to school today.',
          'I take the bus to school today.',
          'Today I am taking the bus to school.',
          'Today I take the bus to school.',
        ],
      ],
      notes: ['mit takes the dative: mit dem Bus (by bus). zur is zu der: die Schule is feminine.'],
    },
    {
      main: [
        'Das',
        ['Geschenk', { lookup: 'Geschenk' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['für', { lookup: 'für' }],
        ['dich,', { lookup: 'dich' }],
        ['nicht', { lookup: 'nicht' }],
        ['für', { lookup: 'für' }],
        ['ihn.', { lookup: 'ihn' }],
      ],
      translation: [
        ['The present is', 'The gift is', "The present's", "The gift's"],
        'for you, not',
        ['for him.', 'him.'],
      ],
      defaultTranslation: 'The present is for you, not for him.',
      notes: ['für takes the accusative: du → dich, er → ihn.'],
    },
    {
      main: [
        ['Mein', { lookup: 'mein' }],
        ['Vater', { lookup: 'Vater' }],
        ['arbeitet', { lookup: 'arbeiten' }],
        ['seit', { lookup: 'seit' }],
        ['acht', { lookup: 'acht' }],
        ['Uhr.', { lookup: 'Uhr' }],
      ],
      translation: [
        ['My father', 'My dad'],
        ['has been working', 'has worked', 'has been at work'],
        'since',
        ['eight', '8'],
        ["o'clock.", '.', 'am.', 'in the morning.'],
      ],
      defaultTranslation: "My father has been working since eight o'clock.",
      notes: [
        'seit + present tense: something that began in the past and is still going on. English uses “has been …ing”.',
      ],
    },
    {
      main: [
        ['Nach', { lookup: 'nach' }],
        'dem',
        ['Essen', { lookup: 'Essen' }],
        ['gehen', { lookup: 'gehen' }],
        ['wir', { lookup: 'wir' }],
        ['durch', { lookup: 'durch' }],
        'den',
        ['Park', { lookup: 'Park' }],
        ['nach Hause.', { lookup: 'nach Hause' }],
      ],
      translation: [
        ['After the meal', 'After the food', 'After eating', 'After dinner', 'After lunch'],
        'we',
        ['walk', 'are walking', 'go', 'are going', 'will walk', 'will go'],
        ['home through the park.', 'through the park home.'],
      ],
      notes: [
        'nach dem Essen: nach (after) takes the dative. durch den Park: durch takes the accusative. nach Hause: going home.',
      ],
    },
    {
      main: [
        'Die',
        ['Bäckerei', { lookup: 'Bäckerei' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['um', { lookup: 'um' }],
        'die',
        ['Ecke,', { lookup: 'Ecke' }],
        ['gegenüber', { lookup: 'gegenüber' }],
        'dem',
        ['Supermarkt.', { lookup: 'Supermarkt' }],
      ],
      translation: [
        ['The bakery is', "The bakery's"],
        ['around', 'round'],
        'the corner,',
        ['opposite', 'across from'],
        'the supermarket.',
      ],
      defaultTranslation: 'The bakery is around the corner, opposite the supermarket.',
      notes: ['um takes the accusative (um die Ecke), gegenüber the dative (gegenüber dem Supermarkt).'],
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Eltern', { lookup: 'Eltern' }],
        ['wohnen', { lookup: 'wohnen' }],
        ['bei', { lookup: 'bei' }],
        ['uns,', { lookup: 'uns' }],
        ['und', { lookup: 'und' }],
        ['wir', { lookup: 'wir' }],
        ['helfen', { lookup: 'helfen' }],
        ['ihnen', { lookup: 'ihnen' }],
        ['oft.', { lookup: 'oft' }],
      ],
      translation: [
        'My parents',
        ['live', 'are living'],
        'with us, and we',
        [
          'often help them.',
          'help them often.',
          'help them a lot.',
          'often help them out.',
          'help them out often.',
          'help them out a lot.',
        ],
      ],
      notes: ['bei uns: at our home (bei takes the dative). helfen takes the dative: sie (they) → ihnen.'],
    },
    {
      main: [
        ['Wie spät ist es?', { lookup: 'Wie spät ist es?' }],
        ['Es', { lookup: 'es' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['elf', { lookup: 'elf' }],
        ['Uhr.', { lookup: 'Uhr' }],
      ],
      translation: [
        ['What time is it?', 'What is the time?'],
        ['It is', ''],
        ['eleven', '11'],
        ["o'clock.", '.'],
      ],
      defaultTranslation: "What time is it? It is eleven o'clock.",
      notes: ['For the time on the clock German says Uhr: elf Uhr, eleven o’clock.'],
    },
    {
      main: [
        ['Außer', { lookup: 'außer' }],
        ['mir', { lookup: 'mir' }],
        ['trinkt', { lookup: 'trinken' }],
        ['meine', { lookup: 'mein' }],
        ['Familie', { lookup: 'Familie' }],
        ['keinen', { lookup: 'kein' }],
        ['Kaffee.', { lookup: 'Kaffee' }],
      ],
      translation: [
        ['Apart from me,', 'Except for me,', 'Except me,', 'Besides me,', 'Other than me,'],
        [
          "my family doesn't drink",
          "my family doesn't drink any",
          'my family drinks no',
          'nobody in my family drinks',
          'no one in my family drinks',
          'nobody else in my family drinks',
          'no one else in my family drinks',
        ],
        'coffee.',
      ],
      notes: ['außer takes the dative: ich → mir.'],
    },
    {
      main: [
        'Der',
        ['Zug', { lookup: 'Zug' }],
        ['aus', { lookup: 'aus' }],
        'Hamburg',
        ['kommt', { lookup: 'kommen' }],
        ['um', { lookup: 'um' }],
        ['neun', { lookup: 'neun' }],
        ['Uhr.', { lookup: 'Uhr' }],
      ],
      translation: [
        'The train from Hamburg',
        ['arrives', 'comes', 'gets in', 'is arriving', 'is coming', 'will arrive', 'will come'],
        'at',
        ['nine', '9'],
        ["o'clock.", '.'],
      ],
      defaultTranslation: "The train from Hamburg arrives at nine o'clock.",
      notes: ['With the clock, um means at: um neun Uhr, at nine o’clock.'],
    },
    {
      main: [
        ['Ohne', { lookup: 'ohne' }],
        ['euch', { lookup: 'euch' }],
        ['gehen', { lookup: 'gehen' }],
        ['wir', { lookup: 'wir' }],
        ['nicht', { lookup: 'nicht' }],
        ['zum', { lookup: 'zum' }],
        ['Bahnhof.', { lookup: 'Bahnhof' }],
      ],
      translation: [
        // Without you at the end or at the start; the station, railway station or train station.
        ["We aren't going", "We won't go", "We don't go"].flatMap((verb) =>
          ['the station', 'the railway station', 'the train station'].flatMap((station) => [
            `${verb} to ${station} without you.`,
            `Without you ${verb.toLowerCase()} to ${station}.`,
          ]),
        ),
      ],
      notes: ['ohne takes the accusative: ihr → euch. zum is zu dem: der Bahnhof is masculine.'],
    },
    {
      main: [
        ['Wo', { lookup: 'wo' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['mein', { lookup: 'mein' }],
        ['Handy?', { lookup: 'Handy' }],
        ['Ich', { lookup: 'ich' }],
        ['finde', { lookup: 'finden' }],
        ['es', { lookup: 'es' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: [
        'Where is my',
        ['phone?', 'mobile?', 'mobile phone?', 'cell phone?', 'cellphone?'],
        'I',
        ["can't find", "don't find", 'am not finding'],
        'it.',
      ],
      notes: ['das Handy is neuter, so the pronoun for it is es (accusative es).'],
    },
    {
      main: [
        'Der',
        ['Brief', { lookup: 'Brief' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['vom', { lookup: 'von' }],
        ['Onkel', { lookup: 'Onkel' }],
        ['meiner', { lookup: 'mein' }],
        ['Freundin.', { lookup: 'Freundin' }],
        ['Er', { lookup: 'er' }],
        ['schreibt', { lookup: 'schreiben' }],
        ['ihr', { term: 'ihr (dative of sie)', transl: 'her, to her' }],
        ['oft.', { lookup: 'oft' }],
      ],
      translation: [
        'The letter is from',
        [
          "my friend's uncle.",
          "my girlfriend's uncle.",
          'the uncle of my friend.',
          'the uncle of my girlfriend.',
        ],
        'He',
        [
          'often writes to her.',
          'often writes her.',
          'writes to her often.',
          'writes her often.',
          'writes to her a lot.',
        ],
      ],
      defaultTranslation: "The letter is from my friend's uncle. He often writes to her.",
      notes: [
        'vom is von dem: der Onkel is masculine dative. meiner Freundin is the genitive (of my friend). ihr here is the dative of sie (she): he writes to her.',
      ],
    },
  ],
} satisfies ExerciseSet;
