import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/**
 * The hint in brackets after the blank: the person asked about (in the nominative) for wer, wen,
 * wem and wessen; "which", "what kind of", "how much" or "how many" for the other question words.
 */
function about(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Questions (/ch7/drills/questions): 22 questions, one blank each, for the question word. For
 * wer / wen / wem / wessen the brackets name the person the question asks about, and the
 * person's part in the sentence decides the case: the subject (wer), the direct object or after
 * für (wen), after a dative verb or mit (wem), an owner (wessen). welcher takes the ending of the
 * noun after it in every gender and the plural; was für ein takes the ein ending of its noun's
 * case; wie viel and wie viele come once each. A question word that starts the question is
 * accepted with or without its capital.
 */
export const questionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch7_questions',
  instructions:
    'Fill in the question word that asks about the words in brackets: wer, wen, wem or wessen for a person, or the right form of welcher, was für ein, wie viel or wie viele. Press the eye button to see the translation.',
  items: [
    {
      main: ['!textbox!', about('Herr Becker'), 'wohnt', 'hier?'],
      answers: [['Wer', 'wer']],
      translation: 'Who lives here?',
      explanation: ['Wer: the person asked about is the subject of wohnt: nominative, wer.'],
    },
    {
      main: ['!textbox!', about('der Polizist'), 'fragst', 'du?'],
      answers: [['Wen', 'wen']],
      translation: 'Who are you asking?',
      explanation: [
        'Wen: du is the subject; the person asked is the direct object of fragen: accusative, wen.',
      ],
    },
    {
      main: ['!textbox!', about('mein Bruder'), 'hilfst', 'du?'],
      answers: [['Wem', 'wem']],
      translation: 'Who are you helping?',
      explanation: ['Wem: helfen takes the dative, so the question word is the dative: wem.'],
    },
    {
      main: ['!textbox!', about('Anna'), 'Tasche', 'ist', 'das?'],
      answers: [['Wessen', 'wessen']],
      translation: 'Whose bag is that?',
      explanation: ['Wessen: the question asks for the owner of the bag: the genitive, wessen.'],
    },
    {
      main: ['!textbox!', about('die Touristen'), 'gefällt', 'die', 'Stadt', 'nicht?'],
      answers: [['Wem', 'wem']],
      translation: "Who doesn't like the town?",
      explanation: [
        'Wem: with gefallen the people who like something are in the dative: wem. The subject is die Stadt, so the verb is gefällt.',
      ],
    },
    {
      main: ['!textbox!', about('der Kunde'), 'sucht', 'der', 'Verkäufer?'],
      answers: [['Wen', 'wen']],
      translation: 'Who is the salesman looking for?',
      explanation: [
        'Wen: der Verkäufer is the subject; the person he is looking for is the direct object of suchen: wen.',
      ],
    },
    {
      main: ['!textbox!', about('der Architekt'), 'kommt', 'heute?'],
      answers: [['Wer', 'wer']],
      translation: 'Who is coming today?',
      explanation: ['Wer: the person asked about is the subject of kommt: wer.'],
    },
    {
      main: ['Für', '!textbox!', about('mein Vater'), 'ist', 'das', 'Geschenk?'],
      answers: [['wen']],
      translation: 'Who is the present for?',
      explanation: ['wen: für takes the accusative: für wen. The preposition comes first in German.'],
    },
    {
      main: ['Mit', '!textbox!', about('Lena'), 'fährst', 'du', 'nach', 'Berlin?'],
      answers: [['wem']],
      translation: 'Who are you going to Berlin with?',
      explanation: ['wem: mit takes the dative: mit wem. The preposition comes first in German.'],
    },
    {
      main: ['!textbox!', about('der Junge'), 'gehört', 'der', 'Ball?'],
      answers: [['Wem', 'wem']],
      translation: 'Who does the ball belong to?',
      explanation: ['Wem: gehören takes the dative: wem. The subject is der Ball.'],
    },
    {
      main: ['!textbox!', about('der Nachbar'), 'Hund', 'ist', 'das?'],
      answers: [['Wessen', 'wessen']],
      translation: 'Whose dog is that?',
      explanation: ['Wessen: the question asks for the owner of the dog: wessen.'],
    },
    {
      main: ['!textbox!', about('die Kinder'), 'siehst', 'du', 'im', 'Park?'],
      answers: [['Wen', 'wen']],
      translation: 'Who do you see in the park?',
      explanation: [
        'Wen: du is the subject; the people you see are the direct object: wen, for one person or several.',
      ],
    },
    {
      main: ['!textbox!', about('which'), 'Bus', 'nimmst', 'du?'],
      answers: [['Welchen', 'welchen']],
      translation: 'Which bus are you taking?',
      explanation: [
        'Welchen: der Bus is the direct object (masculine accusative), and welcher ends like the article: den → welchen.',
      ],
    },
    {
      main: ['!textbox!', about('which'), 'Zeitung', 'liest', 'er?'],
      answers: [['Welche', 'welche']],
      translation: 'Which newspaper does he read?',
      explanation: ['Welche: die Zeitung is feminine (accusative die): welche.'],
    },
    {
      main: ['Mit', '!textbox!', about('which'), 'Zug', 'fahrt', 'ihr?'],
      answers: [['welchem']],
      translation: 'Which train are you taking?',
      explanation: ['welchem: mit takes the dative, and der Zug is masculine: dem → welchem.'],
    },
    {
      main: ['!textbox!', about('which'), 'Buch', 'gefällt', 'dir?'],
      answers: [['Welches', 'welches']],
      translation: 'Which book do you like?',
      explanation: ['Welches: das Buch is the subject of gefällt (neuter nominative): das → welches.'],
    },
    {
      main: ['!textbox!', about('which'), 'Film', 'gefällt', 'dir?'],
      answers: [['Welcher', 'welcher']],
      translation: 'Which film do you like?',
      explanation: ['Welcher: der Film is the subject of gefällt (masculine nominative): der → welcher.'],
    },
    {
      main: ['!textbox!', about('which'), 'Kinder', 'spielen', 'Fußball?'],
      answers: [['Welche', 'welche']],
      translation: 'Which children are playing football?',
      explanation: ['Welche: die Kinder is plural and the subject (nominative): die → welche.'],
    },
    {
      main: ['Was', 'für', '!textbox!', about('what kind of'), 'Hund', 'hast', 'du?'],
      answers: [['einen']],
      translation: 'What kind of dog do you have?',
      explanation: [
        'einen: in was für ein, ein takes the case of its noun: der Hund is the direct object of hast, so einen.',
      ],
    },
    {
      main: ['Was', 'für', '!textbox!', about('what kind of'), 'Auto', 'ist', 'das?'],
      answers: [['ein']],
      translation: 'What kind of car is that?',
      explanation: ['ein: das Auto is neuter and in the nominative after ist: ein.'],
    },
    {
      main: ['!textbox!', about('how many'), 'Kinder', 'habt', 'ihr?'],
      answers: [['Wie viele', 'wie viele']],
      translation: 'How many children do you have?',
      explanation: ['Wie viele: how many, before a plural noun: wie viele, two words.'],
    },
    {
      main: ['!textbox!', about('how much'), 'kostet', 'der', 'Mantel?'],
      answers: [['Wie viel', 'wie viel']],
      translation: 'How much does the coat cost?',
      explanation: ['Wie viel: how much: wie viel, two words, without an ending.'],
    },
  ],
} satisfies FillInDrill;
