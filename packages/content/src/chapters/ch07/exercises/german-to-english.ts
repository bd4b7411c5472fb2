import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 7 exercises, German to English: 19 sentences with the n-nouns (dem Herrn, den
 * Polizisten, einen Löwen …), the dative verbs (gehören, gefallen, gratulieren, passen, glauben,
 * folgen, fehlen, raten, danken, schmecken), the question words of Questions (II) (wem, wen,
 * wessen, mit wem, welcher, was für ein) and Herr, Mann and Frau (Mrs. / wife, husband). Every
 * word taught in chapters 1–7 carries its headword (lookup; lookupType where ihr has two
 * entries); articles and names stay plain. Each translation lists the answers a teacher accepts,
 * the natural one first; contractions and British/American spellings are left to the checker.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch7_ex_to_english',
  example: { english: 'The book belongs to the student.', german: 'Das Buch gehört dem Studenten.' },
  sentences: [
    {
      main: [
        'Der',
        ['Kellner', { lookup: 'Kellner' }],
        ['bringt', { lookup: 'bringen' }],
        'dem',
        ['Herrn', { lookup: 'Herr' }],
        'einen',
        ['Kaffee.', { lookup: 'Kaffee' }],
      ],
      translation: [
        'The waiter',
        ['brings', 'is bringing'],
        [
          'the gentleman a coffee.',
          'the man a coffee.',
          'a coffee to the gentleman.',
          'a coffee to the man.',
          'a coffee for the gentleman.',
          'the gentleman a cup of coffee.',
          'a cup of coffee to the gentleman.',
        ],
      ],
      notes: ['dem Herrn: Herr is an n-noun and adds -n in the dative singular.'],
    },
    {
      main: [
        ['Wem', { lookup: 'wem' }],
        ['gehört', { lookup: 'gehören' }],
        'das',
        ['Fahrrad?', { lookup: 'Fahrrad' }],
      ],
      translation: [
        [
          'Who does the bike belong to?',
          'Who does the bicycle belong to?',
          'Whom does the bike belong to?',
          'Whom does the bicycle belong to?',
          'To whom does the bike belong?',
          'To whom does the bicycle belong?',
          'Whose bike is it?',
          'Whose bicycle is it?',
          'Whose bike is that?',
          'Whose bicycle is that?',
          'Whose is the bike?',
          'Whose is the bicycle?',
        ],
      ],
      notes: ['gehören takes the dative, so the question word is wem.'],
    },
    {
      main: [
        'Der',
        ['Film', { lookup: 'Film' }],
        ['gefällt', { lookup: 'gefallen' }],
        ['meiner', { lookup: 'mein' }],
        ['Schwester', { lookup: 'Schwester' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: [
        [
          "My sister doesn't like the film.",
          "My sister doesn't like the movie.",
          "My sister doesn't enjoy the film.",
          "My sister doesn't enjoy the movie.",
          "My sister isn't enjoying the film.",
          "My sister isn't enjoying the movie.",
          "The film doesn't appeal to my sister.",
          "The movie doesn't appeal to my sister.",
        ],
      ],
      notes: [
        'What is liked is the subject (der Film); the person who likes it is in the dative (meiner Schwester).',
      ],
    },
    {
      main: [
        ['Wir', { lookup: 'wir' }],
        ['gratulieren', { lookup: 'gratulieren' }],
        ['unserem', { lookup: 'unser' }],
        ['Nachbarn', { lookup: 'Nachbar' }],
        ['zum', { lookup: 'zum' }],
        ['Geburtstag.', { lookup: 'Geburtstag' }],
      ],
      translation: [
        [
          'We wish our neighbour a happy birthday.',
          'We are wishing our neighbour a happy birthday.',
          'We congratulate our neighbour on his birthday.',
          'We are congratulating our neighbour on his birthday.',
          'We congratulate our neighbour on their birthday.',
          'We congratulate our neighbour on the birthday.',
          'We congratulate our neighbour on her birthday.',
          'We wish our neighbour happy birthday.',
        ],
      ],
      notes: [
        'gratulieren takes the dative: unserem Nachbarn, an n-noun with -n. zum Geburtstag: on the birthday.',
      ],
    },
    {
      main: [
        ['Frau', { lookup: 'Frau' }],
        'Schneider',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'die',
        ['Frau', { lookup: 'Frau' }],
        ['von', { lookup: 'von' }],
        ['Herrn', { lookup: 'Herr' }],
        'Becker.',
      ],
      translation: [['Mrs.', 'Ms.'], 'Schneider is', ["Mr. Becker's wife.", 'the wife of Mr. Becker.']],
      notes: [
        'Frau before a name is Mrs. or Ms.; die Frau von Herrn Becker is his wife. von takes the dative: Herrn, with the n-noun -n.',
      ],
    },
    {
      main: [
        ['Wen', { lookup: 'wen' }],
        ['fragt', { lookup: 'fragen' }],
        'der',
        ['Tourist?', { lookup: 'Tourist' }],
      ],
      translation: [
        ['Who', 'Whom'],
        ['is the tourist asking?', 'does the tourist ask?'],
      ],
      notes: ['der Tourist is the subject; the person asked is the direct object: wen.'],
    },
    {
      main: [
        ['Was für einen', { lookup: 'was für ein' }],
        ['Hund', { lookup: 'Hund' }],
        ['hat', { lookup: 'haben' }],
        ['euer', { lookup: 'euer' }],
        ['Nachbar?', { lookup: 'Nachbar' }],
      ],
      translation: [
        ['What kind of', 'What sort of', 'What type of', 'What kind of a', 'What sort of a'],
        ['dog does your neighbour have?', 'dog has your neighbour got?'],
      ],
      notes: ['einen: der Hund is the direct object of hat, so was für einen.'],
    },
    {
      main: [
        ['Welcher', { lookup: 'welcher' }],
        ['Bus', { lookup: 'Bus' }],
        ['fährt', { lookup: 'fahren' }],
        ['zum', { lookup: 'zum' }],
        ['Bahnhof?', { lookup: 'Bahnhof' }],
      ],
      translation: [
        ['Which bus', 'What bus'],
        ['goes', 'is going', 'runs'],
        ['to the station?', 'to the railway station?', 'to the train station?'],
      ],
      notes: ['welcher Bus is the subject: masculine nominative, like der.'],
    },
    {
      main: [
        'Die',
        ['Jacke', { lookup: 'Jacke' }],
        ['passt', { lookup: 'passen' }],
        'dem',
        ['Jungen', { lookup: 'Junge' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: ['The jacket', ["doesn't fit", 'does not fit', "isn't fitting"], 'the boy.'],
      notes: ['passen takes the dative: dem Jungen, an n-noun with -n.'],
    },
    {
      main: [
        ['Wir', { lookup: 'wir' }],
        ['glauben', { lookup: 'glauben' }],
        'dem',
        ['Journalisten', { lookup: 'Journalist' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: ["We don't believe the journalist."],
      notes: ['A person believed is in the dative: dem Journalisten, an n-noun with -en.'],
    },
    {
      main: [
        'Der',
        ['Hund', { lookup: 'Hund' }],
        ['folgt', { lookup: 'folgen' }],
        'dem',
        ['Mann', { lookup: 'Mann' }],
        ['und', { lookup: 'und' }],
        'der',
        ['Frau.', { lookup: 'Frau' }],
      ],
      translation: ['The dog', ['is following', 'follows'], 'the man and', ['the', ''], 'woman.'],
      notes: ['folgen takes the dative: dem Mann, der Frau. Mann is not an n-noun: dem Mann, no ending.'],
    },
    {
      main: [
        ['Wessen', { lookup: 'wessen' }],
        ['Auto', { lookup: 'Auto' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'das?',
      ],
      translation: ['Whose car is', ['that?', 'this?', 'it?']],
      notes: ['wessen asks for the owner, like whose.'],
    },
    {
      main: [
        ['Du', { lookup: 'du' }],
        ['fehlst', { lookup: 'fehlen' }],
        ['mir', { lookup: 'mir' }],
        ['sehr.', { lookup: 'sehr' }],
      ],
      translation: [
        [
          'I miss you a lot.',
          'I miss you very much.',
          'I miss you so much.',
          'I miss you badly.',
          'I really miss you.',
          'I am missing you a lot.',
          'I am missing you very much.',
          'I am missing you so much.',
          'I am really missing you.',
        ],
      ],
      notes: ['The one who is missed is the subject (du); the one who misses is in the dative (mir).'],
    },
    {
      main: [
        ['Was', { lookup: 'was' }],
        ['rätst', { lookup: 'raten' }],
        ['du', { lookup: 'du' }],
        'dem',
        ['Studenten?', { lookup: 'Student' }],
      ],
      translation: [
        [
          'What do you advise the student?',
          'What do you advise the student to do?',
          'What would you advise the student?',
          'What would you advise the student to do?',
          'What are you advising the student?',
          'What are you advising the student to do?',
          'What advice do you give the student?',
          'What advice would you give the student?',
        ],
      ],
      notes: ['raten takes the dative of the person advised: dem Studenten. du rätst: a → ä.'],
    },
    {
      main: [
        'Der',
        ['Präsident', { lookup: 'Präsident' }],
        ['dankt', { lookup: 'danken' }],
        'den',
        ['Polizisten.', { lookup: 'Polizist' }],
      ],
      translation: [
        'The president',
        ['thanks', 'is thanking'],
        ['the police officers.', 'the policemen.', 'the police.'],
      ],
      notes: [
        'danken takes the dative: den Polizisten is dative plural (the singular would be dem Polizisten).',
      ],
    },
    {
      main: [
        'Die',
        ['Suppe', { lookup: 'Suppe' }],
        ['schmeckt', { lookup: 'schmecken' }],
        'den',
        ['Kindern.', { lookup: 'Kind' }],
      ],
      translation: [
        [
          'The children like the soup.',
          'The children enjoy the soup.',
          'The children are enjoying the soup.',
          'The soup tastes good to the children.',
          'The children think the soup tastes good.',
          'The kids like the soup.',
          'The kids enjoy the soup.',
          'The kids are enjoying the soup.',
          'The soup tastes good to the kids.',
        ],
      ],
      notes: [
        'schmecken with the dative: the food tastes good to someone. den Kindern: dative plural with -n.',
      ],
    },
    {
      main: [
        ['Mit', { lookup: 'mit' }],
        ['wem', { lookup: 'wem' }],
        ['spricht', { lookup: 'sprechen' }],
        'der',
        ['Architekt?', { lookup: 'Architekt' }],
      ],
      translation: [
        [
          'Who is the architect talking to?',
          'Who is the architect speaking to?',
          'Who is the architect talking with?',
          'Who is the architect speaking with?',
          'Who does the architect talk to?',
          'Who does the architect speak to?',
          'Whom is the architect talking to?',
          'Whom is the architect speaking to?',
          'With whom is the architect talking?',
          'With whom is the architect speaking?',
          'To whom is the architect talking?',
          'To whom is the architect speaking?',
        ],
      ],
      notes: ['mit takes the dative: mit wem.'],
    },
    {
      main: [
        'Die',
        ['Kinder', { lookup: 'Kind' }],
        ['sehen', { lookup: 'sehen' }],
        'einen',
        ['Löwen,', { lookup: 'Löwe' }],
        'einen',
        ['Bären', { lookup: 'Bär' }],
        ['und', { lookup: 'und' }],
        ['zwei', { lookup: 'zwei' }],
        ['Affen.', { lookup: 'Affe' }],
      ],
      translation: [
        ['The children', 'The kids'],
        ['see', 'are seeing', 'can see'],
        'a lion, a bear and two',
        ['monkeys.', 'apes.'],
      ],
      notes: ['einen Löwen, einen Bären: accusative singular of n-nouns; zwei Affen: the plural.'],
    },
    {
      main: [
        ['Heute', { lookup: 'heute' }],
        ['arbeitet', { lookup: 'arbeiten' }],
        ['ihr', { lookup: 'ihr', lookupType: 'possessive adjective' }],
        ['Mann', { lookup: 'Mann' }],
        ['zu Hause.', { lookup: 'zu Hause' }],
      ],
      translation: [
        [
          'Today her husband is working at home.',
          'Today her husband works at home.',
          'Her husband is working at home today.',
          'Her husband works at home today.',
          'Her husband is working from home today.',
          'Today her husband is working from home.',
        ],
      ],
      notes: ['ihr Mann: her husband. With a possessive, Mann usually means husband, Frau wife.'],
    },
  ],
} satisfies ExerciseSet;
