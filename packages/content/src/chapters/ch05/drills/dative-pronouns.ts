import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The subject pronoun to put into the dative, shown in brackets after its blank. */
function given(pronoun: string): SentencePart {
  return [pronoun, { isPrompt: true }];
}

/**
 * Dative Pronouns (/ch5/drills/dative_pronouns): 16 sentences, one blank each. The subject
 * pronoun in brackets becomes the dative: as the indirect object (geben, schenken, zeigen,
 * bringen, erklären, schreiben), after helfen, which takes the dative, or after a
 * dative preposition (mit, bei, von, zu). Every person of the table comes up; sie (she) and sie
 * (they) are told apart in the brackets.
 */
export const dativePronounsDrill = {
  kind: 'fill-in-drill',
  table: 'ch5_dat_pronouns',
  instructions:
    'Fill in the dative of the pronoun in brackets, for example "mir" for ich. Press the eye button to see the translation.',
  items: [
    {
      main: ['Hilfst', 'du', '!textbox!', given('ich'), 'heute?'],
      answers: [['mir']],
      translation: 'Are you helping me today?',
      explanation: ['mir: helfen takes the dative: ich → mir.'],
    },
    {
      main: ['Ich', 'gebe', '!textbox!', given('du'), 'morgen', 'das', 'Geld.'],
      answers: [['dir']],
      translation: 'I am giving you the money tomorrow.',
      explanation: ['dir: the person who receives is the indirect object: dative, du → dir.'],
    },
    {
      main: ['Wir', 'helfen', '!textbox!', given('er'), '.'],
      answers: [['ihm']],
      translation: 'We are helping him.',
      explanation: ['ihm: helfen takes the dative: er → ihm, like der → dem.'],
    },
    {
      main: ['Paul', 'schenkt', '!textbox!', given('sie, she'), 'Blumen.'],
      answers: [['ihr']],
      translation: 'Paul gives her flowers.',
      explanation: [
        'ihr: the person who receives is the indirect object: dative, sie (she) → ihr, like die → der.',
      ],
    },
    {
      main: ['Das', 'Kind', 'ist', 'müde.', 'Ich', 'helfe', '!textbox!', given('es'), '.'],
      answers: [['ihm']],
      translation: 'The child is tired. I am helping him or her.',
      explanation: ['ihm: helfen takes the dative: es → ihm, like das → dem.'],
    },
    {
      main: ['Die', 'Lehrerin', 'erklärt', '!textbox!', given('wir'), 'die', 'Regel.'],
      answers: [['uns']],
      translation: 'The teacher explains the rule to us.',
      explanation: ['uns: the person the rule is explained to is the indirect object: dative, wir → uns.'],
    },
    {
      main: ['Ich', 'zeige', '!textbox!', given('ihr'), 'meine', 'Wohnung.'],
      answers: [['euch']],
      translation: 'I am showing you my flat.',
      explanation: ['euch: the people shown the flat are the indirect object: dative, ihr → euch.'],
    },
    {
      main: ['Der', 'Kellner', 'bringt', '!textbox!', given('sie, they'), 'Kaffee.'],
      answers: [['ihnen']],
      translation: 'The waiter brings them coffee.',
      explanation: [
        'ihnen: the people who receive are the indirect object: dative, sie (they) → ihnen, like the plural die → den.',
      ],
    },
    {
      main: ['Ich', 'schreibe', '!textbox!', given('Sie'), 'einen', 'Brief,', 'Herr', 'Schmidt.'],
      answers: [['Ihnen']],
      translation: 'I am writing you a letter, Mr. Schmidt.',
      explanation: [
        'Ihnen: the person written to is the indirect object: dative, Sie → Ihnen, with a capital I.',
      ],
    },
    {
      main: ['Kommst', 'du', 'mit', '!textbox!', given('ich'), 'zum', 'Bahnhof?'],
      answers: [['mir']],
      translation: 'Are you coming to the station with me?',
      explanation: ['mir: mit takes the dative: ich → mir.'],
    },
    {
      main: ['Wohnt', 'Lena', 'jetzt', 'bei', '!textbox!', given('du'), '?'],
      answers: [['dir']],
      translation: 'Is Lena living with you now?',
      explanation: ['dir: bei takes the dative: du → dir.'],
    },
    {
      main: ['Der', 'Brief', 'ist', 'von', '!textbox!', given('er'), '.'],
      answers: [['ihm']],
      translation: 'The letter is from him.',
      explanation: ['ihm: von takes the dative: er → ihm.'],
    },
    {
      main: ['Heute', 'Abend', 'gehen', 'wir', 'zu', '!textbox!', given('sie, she'), '.'],
      answers: [['ihr']],
      translation: 'This evening we are going to her place.',
      explanation: ['ihr: zu takes the dative: sie (she) → ihr.'],
    },
    {
      main: ['Die', 'Kinder', 'spielen', 'mit', '!textbox!', given('sie, they'), '.'],
      answers: [['ihnen']],
      translation: 'The children are playing with them.',
      explanation: ['ihnen: mit takes the dative: sie (they) → ihnen.'],
    },
    {
      main: ['Warum', 'schreibt', 'ihr', '!textbox!', given('wir'), 'keinen', 'Brief?'],
      answers: [['uns']],
      translation: "Why don't you write us a letter?",
      explanation: ['uns: the people written to are the indirect object: dative, wir → uns.'],
    },
    {
      main: ['Ist', 'das', 'Geschenk', 'von', '!textbox!', given('Sie'), ',', 'Frau', 'Becker?'],
      answers: [['Ihnen']],
      translation: 'Is the present from you, Mrs. Becker?',
      explanation: ['Ihnen: von takes the dative: Sie → Ihnen, with a capital I.'],
    },
  ],
} satisfies FillInDrill;
