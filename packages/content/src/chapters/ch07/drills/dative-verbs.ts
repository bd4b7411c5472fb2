import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank: the infinitive to conjugate or the words to put into the dative. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Dative Verbs (/ch7/drills/dative_verbs): 20 sentences, two blanks each: the present tense of
 * the dative verb in brackets, and the person or thing in brackets in the dative (a personal
 * pronoun, or an article or possessive with its noun). Every dative verb of the chapter
 * (danken, gefallen, gehören, glauben, passen, gratulieren, folgen, fehlen, raten) and the
 * dative verbs met before (helfen, antworten, schmecken) comes up; gefallen, raten and helfen
 * in their changed du and er/sie/es forms. With gefallen and fehlen the English subject is the
 * German dative (I like the film: Der Film gefällt mir; I miss you: Du fehlst mir).
 */
export const dativeVerbsDrill = {
  kind: 'fill-in-drill',
  table: 'ch7_dative_verbs',
  instructions:
    'Fill in the present tense of the verb in brackets, then put the words in brackets into the dative, for example "gehört" and "mir". Press the eye button to see the translation.',
  items: [
    {
      main: ['Das', 'Buch', '!textbox!', given('gehören'), '!textbox2!', given('ich'), '.'],
      answers: [['gehört'], ['mir']],
      translation: 'The book belongs to me.',
      explanation: [
        'gehört: the subject is das Buch (es): gehör + t.',
        'mir: gehören takes the dative, with no word for "to": ich → mir.',
      ],
    },
    {
      main: ['Der', 'Film', '!textbox!', given('gefallen'), '!textbox2!', given('wir'), 'sehr.'],
      answers: [['gefällt'], ['uns']],
      translation: 'We like the film very much.',
      explanation: [
        'gefällt: the subject is der Film (er), and gefallen changes a → ä for er/sie/es.',
        'uns: the people who like it are in the dative: wir → uns.',
      ],
    },
    {
      main: ['Die', 'Bilder', '!textbox!', given('gefallen'), '!textbox2!', given('er'), 'nicht.'],
      answers: [['gefallen'], ['ihm']],
      translation: "He doesn't like the pictures.",
      explanation: [
        'gefallen: the subject is die Bilder (sie, plural), so the verb is plural and keeps its a.',
        'ihm: the person who likes them is in the dative: er → ihm.',
      ],
    },
    {
      main: ['Warum', '!textbox!', given('danken'), 'du', '!textbox2!', given('der Kellner'), 'nicht?'],
      answers: [['dankst'], ['dem Kellner']],
      translation: "Why don't you thank the waiter?",
      explanation: [
        'dankst: du: dank + st.',
        'dem Kellner: danken takes the dative: der Kellner → dem Kellner.',
      ],
    },
    {
      main: ['Warum', '!textbox!', given('glauben'), 'du', '!textbox2!', given('ich'), 'nicht?'],
      answers: [['glaubst'], ['mir']],
      translation: "Why don't you believe me?",
      explanation: ['glaubst: du: glaub + st.', 'mir: a person you believe is in the dative: ich → mir.'],
    },
    {
      main: ['Die', 'Jacke', '!textbox!', given('passen'), '!textbox2!', given('sie, she'), 'nicht.'],
      answers: [['passt'], ['ihr']],
      translation: "The jacket doesn't fit her.",
      explanation: [
        'passt: the subject is die Jacke (sie): pass + t.',
        'ihr: passen takes the dative: sie (she) → ihr.',
      ],
    },
    {
      main: [
        'Wir',
        '!textbox!',
        given('gratulieren'),
        '!textbox2!',
        given('unser Lehrer'),
        'zum',
        'Geburtstag.',
      ],
      answers: [['gratulieren'], ['unserem Lehrer']],
      translation: 'We wish our teacher a happy birthday.',
      explanation: [
        'gratulieren: wir has the infinitive form.',
        'unserem Lehrer: gratulieren takes the dative: unser Lehrer → unserem Lehrer.',
      ],
    },
    {
      main: ['Der', 'Hund', '!textbox!', given('folgen'), '!textbox2!', given('das Kind'), '.'],
      answers: [['folgt'], ['dem Kind']],
      translation: 'The dog is following the child.',
      explanation: [
        'folgt: der Hund (er): folg + t.',
        'dem Kind: folgen takes the dative: das Kind → dem Kind.',
      ],
    },
    {
      main: ['Du', '!textbox!', given('fehlen'), '!textbox2!', given('ich'), '.'],
      answers: [['fehlst'], ['mir']],
      translation: 'I miss you.',
      explanation: [
        'fehlst: the subject is du, the one who is missing: fehl + st.',
        'mir: the person who misses someone is in the dative: ich → mir. Du fehlst mir: I miss you.',
      ],
    },
    {
      main: ['Was', '!textbox!', given('raten'), 'du', '!textbox2!', given('ich'), '?'],
      answers: [['rätst'], ['mir']],
      translation: 'What do you advise me to do?',
      explanation: [
        'rätst: raten changes a → ä for du, and its stem in -t adds only -st: rät + st.',
        'mir: the person advised is in the dative: ich → mir.',
      ],
    },
    {
      main: ['Was', '!textbox!', given('raten'), 'Paul', '!textbox2!', given('sein Bruder'), '?'],
      answers: [['rät'], ['seinem Bruder']],
      translation: 'What does Paul advise his brother to do?',
      explanation: [
        'rät: for er/sie/es raten changes a → ä and adds nothing: er rät.',
        'seinem Bruder: the person advised is in the dative: sein Bruder → seinem Bruder.',
      ],
    },
    {
      main: ['Warum', '!textbox!', given('antworten'), 'ihr', '!textbox2!', given('die Lehrerin'), 'nicht?'],
      answers: [['antwortet'], ['der Lehrerin']],
      translation: "Why don't you answer the teacher?",
      explanation: [
        'antwortet: ihr: the stem ends in -t, so an e comes before the -t: antwort + et.',
        'der Lehrerin: antworten takes the dative for the person answered: die Lehrerin → der Lehrerin.',
      ],
    },
    {
      main: ['Die', 'Suppe', '!textbox!', given('schmecken'), '!textbox2!', given('die Kinder'), 'nicht.'],
      answers: [['schmeckt'], ['den Kindern']],
      translation: "The children don't like the soup.",
      explanation: [
        'schmeckt: the subject is die Suppe (sie): schmeck + t.',
        'den Kindern: the people who taste it are in the dative: die Kinder → den Kindern, with -n in the dative plural.',
      ],
    },
    {
      main: ['Lena', '!textbox!', given('helfen'), '!textbox2!', given('der Junge'), '.'],
      answers: [['hilft'], ['dem Jungen']],
      translation: 'Lena is helping the boy.',
      explanation: [
        'hilft: helfen changes e → i for er/sie/es: hilf + t.',
        'dem Jungen: helfen takes the dative: der Junge → dem Jungen, an n-noun with -n.',
      ],
    },
    {
      main: ['Das', 'Auto', '!textbox!', given('gehören'), '!textbox2!', given('der Nachbar'), '.'],
      answers: [['gehört'], ['dem Nachbarn']],
      translation: 'The car belongs to the neighbour.',
      explanation: [
        'gehört: das Auto (es): gehör + t.',
        'dem Nachbarn: gehören takes the dative: der Nachbar → dem Nachbarn, an n-noun with -n.',
      ],
    },
    {
      main: ['Morgen', '!textbox!', given('passen'), 'es', '!textbox2!', given('wir'), 'nicht.'],
      answers: [['passt'], ['uns']],
      translation: "Tomorrow doesn't suit us.",
      explanation: ['passt: the subject is es: pass + t.', 'uns: passen takes the dative: wir → uns.'],
    },
    {
      main: ['Du', '!textbox!', given('gefallen'), '!textbox2!', given('meine Eltern'), '.'],
      answers: [['gefällst'], ['meinen Eltern']],
      translation: 'My parents like you.',
      explanation: [
        'gefällst: the subject is du, the one who is liked; gefallen changes a → ä for du.',
        'meinen Eltern: the people who like you are in the dative: meine Eltern → meinen Eltern (Eltern already ends in -n).',
      ],
    },
    {
      main: ['Wir', '!textbox!', given('danken'), '!textbox2!', given('Sie'), '.'],
      answers: [['danken'], ['Ihnen']],
      translation: 'We thank you.',
      explanation: [
        'danken: wir has the infinitive form.',
        'Ihnen: danken takes the dative: formal Sie → Ihnen, with a capital I.',
      ],
    },
    {
      main: ['Ihr', '!textbox!', given('fehlen'), '!textbox2!', given('eure Großmutter'), '.'],
      answers: [['fehlt'], ['eurer Großmutter']],
      translation: 'Your grandmother misses you.',
      explanation: [
        'fehlt: the subject is ihr, the ones who are missed: fehl + t.',
        'eurer Großmutter: the person who misses them is in the dative: eure Großmutter → eurer Großmutter.',
      ],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', given('glauben'), '!textbox2!', given('der Polizist'), '.'],
      answers: [['glauben'], ['dem Polizisten']],
      translation: 'The children believe the police officer.',
      explanation: [
        'glauben: die Kinder (sie, plural) has the infinitive form.',
        'dem Polizisten: a person you believe is in the dative: der Polizist → dem Polizisten, an n-noun with -en.',
      ],
    },
  ],
} satisfies FillInDrill;
