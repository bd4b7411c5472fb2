import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 1 exercises, German to English: 15 sentences. Every word taught in the vocabulary
 * carries its headword (lookup); names stay plain. Each translation lists the answers a
 * teacher accepts, the natural one first (simple and progressive present, word orders,
 * synonyms such as sick/ill). Contractions and their full forms need no listing: the check
 * treats them as the same answer.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch1_ex_to_english',
  sentences: [
    {
      main: [
        ['Wie', { lookup: 'wie' }],
        ['heißt', { lookup: 'heißen' }],
        ['du?', { lookup: 'du' }],
      ],
      translation: [["What's your name?", 'What is your name?', 'What are you called?']],
    },
    {
      main: [
        ['Wir', { lookup: 'wir' }],
        ['lernen', { lookup: 'lernen' }],
        ['heute', { lookup: 'heute' }],
        ['Deutsch.', { lookup: 'Deutsch' }],
      ],
      translation: [
        [
          "We're learning German today.",
          "We're studying German today.",
          'We learn German today.',
          'We study German today.',
          "Today we're learning German.",
          "Today we're studying German.",
          'Today we learn German.',
          'Today we study German.',
        ],
      ],
    },
    {
      main: [
        ['Wo', { lookup: 'wo' }],
        ['wohnt', { lookup: 'wohnen' }],
        ['ihr?', { lookup: 'ihr' }],
      ],
      translation: [
        [
          'Where do you live?',
          'Where do you all live?',
          'Where do you guys live?',
          'Where are you living?',
          'Where are you all living?',
          'Where are you guys living?',
        ],
      ],
      notes: ['ihr is informal plural you: more than one person you would each call du.'],
    },
    {
      main: [
        'Anna',
        ['ist', { lookup: 'sein' }],
        ['nicht', { lookup: 'nicht' }],
        ['krank,', { lookup: 'krank' }],
        ['sie', { lookup: 'sie' }],
        ['ist', { lookup: 'sein' }],
        ['müde.', { lookup: 'müde' }],
      ],
      translation: [
        ["Anna isn't", 'Anna is not', "Anna's not"],
        ['sick,', 'ill,'],
        ["she's", 'she is'],
        'tired.',
      ],
    },
    {
      main: [
        ['Kommst', { lookup: 'kommen' }],
        ['du', { lookup: 'du' }],
        ['morgen?', { lookup: 'morgen' }],
      ],
      translation: [
        [
          'Are you coming tomorrow?',
          'Will you come tomorrow?',
          'Will you be coming tomorrow?',
          'Are you going to come tomorrow?',
        ],
      ],
      notes: [
        'German often uses the present tense for the future when a time word such as morgen makes it clear.',
      ],
    },
    {
      main: [
        ['Warum', { lookup: 'warum' }],
        ['antwortet', { lookup: 'antworten' }],
        ['ihr', { lookup: 'ihr' }],
        ['nicht?', { lookup: 'nicht' }],
      ],
      translation: [
        [
          "Why aren't you answering?",
          'Why are you not answering?',
          "Why don't you answer?",
          'Why do you not answer?',
          "Why aren't you replying?",
          'Why are you not replying?',
          "Why don't you reply?",
          'Why do you not reply?',
          "Why aren't you all answering?",
          'Why are you all not answering?',
          "Why don't you all answer?",
          "Why aren't you guys answering?",
          "Why don't you guys answer?",
        ],
      ],
    },
    {
      main: [
        'Lena',
        ['und', { lookup: 'und' }],
        'Paul',
        ['spielen', { lookup: 'spielen' }],
        ['oft', { lookup: 'oft' }],
        ['Fußball.', { lookup: 'Fußball' }],
      ],
      translation: [
        'Lena and Paul',
        ['often play football.', 'often play soccer.', 'play football often.', 'play soccer often.'],
      ],
    },
    {
      main: [
        ['Wohin', { lookup: 'wohin' }],
        ['reist', { lookup: 'reisen' }],
        ['du', { lookup: 'du' }],
        ['morgen?', { lookup: 'morgen' }],
      ],
      translation: [
        [
          'Where are you travelling to tomorrow?',
          'Where are you traveling to tomorrow?',
          'Where are you travelling tomorrow?',
          'Where are you traveling tomorrow?',
          'Where will you travel to tomorrow?',
          'Where will you travel tomorrow?',
        ],
      ],
    },
    {
      main: [
        'Frau',
        'Schneider',
        ['ist', { lookup: 'sein' }],
        ['nicht', { lookup: 'nicht' }],
        ['jung,', { lookup: 'jung' }],
        ['aber', { lookup: 'aber' }],
        ['sie', { lookup: 'sie' }],
        ['tanzt', { lookup: 'tanzen' }],
        ['sehr', { lookup: 'sehr' }],
        ['gut.', { lookup: 'gut' }],
      ],
      translation: [
        ['Ms. Schneider', 'Mrs. Schneider', 'Frau Schneider'],
        'is not young, but',
        ['she dances very well.', "she's a very good dancer.", 'she is a very good dancer.'],
      ],
    },
    {
      main: [
        ['Hast', { lookup: 'haben' }],
        ['du', { lookup: 'du' }],
        ['heute', { lookup: 'heute' }],
        ['Englisch?', { lookup: 'Englisch' }],
      ],
      translation: [['Do you have', 'Have you got'], 'English', ['', 'class', 'lessons'], 'today?'],
    },
    {
      main: [
        ['Woher', { lookup: 'woher' }],
        ['kommen', { lookup: 'kommen' }],
        ['Sie?', { lookup: 'Sie' }],
      ],
      translation: [['Where are you from?', 'Where do you come from?']],
      notes: ['Sie with a capital S in the middle of a sentence is formal you.'],
    },
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['finde', { lookup: 'finden' }],
        'Hamburg',
        ['sehr', { lookup: 'sehr' }],
        ['groß.', { lookup: 'groß' }],
      ],
      translation: [
        ['I think Hamburg is', "I think Hamburg's", 'I think that Hamburg is', 'I find Hamburg'],
        'very',
        ['big.', 'large.'],
      ],
      notes: ['finden with an adjective gives an opinion: Ich finde Hamburg groß. I think Hamburg is big.'],
    },
    {
      main: [
        'Paul',
        ['hört', { lookup: 'hören' }],
        ['oft', { lookup: 'oft' }],
        ['Musik.', { lookup: 'Musik' }],
      ],
      translation: ['Paul', ['often listens to music.', 'listens to music often.']],
    },
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['arbeite', { lookup: 'arbeiten' }],
        ['heute', { lookup: 'heute' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: [
        ["I'm not working today.", "I don't work today.", "Today I'm not working.", "Today I don't work."],
      ],
      notes: ['nicht comes after the verb and after a time word such as heute.'],
    },
    {
      main: [
        ['Wer', { lookup: 'wer' }],
        ['kocht', { lookup: 'kochen' }],
        ['heute?', { lookup: 'heute' }],
      ],
      translation: [["Who's cooking today?", 'Who cooks today?']],
    },
  ],
} satisfies ExerciseSet;
