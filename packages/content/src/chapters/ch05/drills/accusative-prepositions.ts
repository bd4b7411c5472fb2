import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The article or ein-word in the nominative, shown in brackets after its blank. */
function given(word: string): SentencePart {
  return [word, { isPrompt: true }];
}

/**
 * Accusative Prepositions (/ch5/drills/accusative_prepositions): 18 sentences, one blank each.
 * After durch, für, gegen, ohne, um and entlang the learner puts the article or ein-word given in
 * brackets (in its nominative form) into the accusative. The nouns cover the four genders with
 * the definite article, ein and the possessives, so that the masculine -en, the only form that
 * changes, comes up beside the forms that look like the nominative.
 */
export const accusativePrepositionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch5_acc_prep',
  instructions:
    'Fill in the word in brackets in the case the preposition takes, for example "den" for der after durch. Press the eye button to see the translation.',
  items: [
    {
      main: ['Wir', 'gehen', 'durch', '!textbox!', given('der'), 'Park.'],
      answers: [['den']],
      translation: 'We are walking through the park.',
      explanation: ['den: durch takes the accusative, and der Park is masculine: der → den.'],
    },
    {
      main: ['Das', 'Geschenk', 'ist', 'für', '!textbox!', given('meine'), 'Mutter.'],
      answers: [['meine']],
      translation: 'The present is for my mother.',
      explanation: [
        'meine: für takes the accusative; die Mutter is feminine, and the feminine accusative is the same as the nominative.',
      ],
    },
    {
      main: ['Ich', 'kaufe', 'Blumen', 'für', '!textbox!', given('mein'), 'Vater.'],
      answers: [['meinen']],
      translation: 'I am buying flowers for my father.',
      explanation: ['meinen: für takes the accusative, and der Vater is masculine: mein → meinen.'],
    },
    {
      main: ['Das', 'Kind', 'wirft', 'den', 'Ball', 'gegen', '!textbox!', given('die'), 'Tür.'],
      answers: [['die']],
      translation: 'The child throws the ball against the door.',
      explanation: ['die: gegen takes the accusative; die Tür is feminine, so die stays die.'],
    },
    {
      main: ['Paul', 'kommt', 'heute', 'ohne', '!textbox!', given('sein'), 'Hund.'],
      answers: [['seinen']],
      translation: 'Paul is coming without his dog today.',
      explanation: ['seinen: ohne takes the accusative, and der Hund is masculine: sein → seinen.'],
    },
    {
      main: ['Die', 'Bäckerei', 'ist', 'um', '!textbox!', given('die'), 'Ecke.'],
      answers: [['die']],
      translation: 'The bakery is around the corner.',
      explanation: ['die: um takes the accusative; die Ecke is feminine, so die stays die.'],
    },
    {
      main: ['Heute', 'gehen', 'wir', 'durch', '!textbox!', given('das'), 'Museum.'],
      answers: [['das']],
      translation: 'Today we are walking through the museum.',
      explanation: ['das: durch takes the accusative; das Museum is neuter, so das stays das.'],
    },
    {
      main: ['Das', 'Zimmer', 'ist', 'für', '!textbox!', given('ein'), 'Gast.'],
      answers: [['einen']],
      translation: 'The room is for a guest.',
      explanation: ['einen: für takes the accusative, and der Gast is masculine: ein → einen.'],
    },
    {
      main: ['Heute', 'spielen', 'die', 'Schüler', 'Fußball', 'gegen', '!textbox!', given('die'), 'Lehrer.'],
      answers: [['die']],
      translation: 'Today the pupils are playing football against the teachers.',
      explanation: [
        'die: gegen takes the accusative; die Lehrer is plural, and the plural accusative is die.',
      ],
    },
    {
      main: ['Paul', 'geht', 'nicht', 'ohne', '!textbox!', given('sein'), 'Handy.'],
      answers: [['sein']],
      translation: "Paul doesn't go without his phone.",
      explanation: [
        'sein: ohne takes the accusative; das Handy is neuter, and the neuter accusative has no ending.',
      ],
    },
    {
      main: ['Ich', 'habe', 'keine', 'Zeit', 'für', '!textbox!', given('deine'), 'Probleme.'],
      answers: [['deine']],
      translation: "I don't have time for your problems.",
      explanation: [
        'deine: für takes the accusative; Probleme is plural, and the plural accusative is the same as the nominative.',
      ],
    },
    {
      main: [
        'Ohne',
        '!textbox!',
        given('ihre'),
        'Brille',
        'findet',
        'meine',
        'Großmutter',
        'ihren',
        'Schlüssel',
        'nicht.',
      ],
      answers: [['ihre']],
      translation: "Without her glasses my grandmother can't find her key.",
      explanation: ['ihre: ohne takes the accusative; die Brille is feminine, so ihre stays ihre.'],
    },
    {
      main: ['Wir', 'gehen', '!textbox!', given('die'), 'Straße', 'entlang.'],
      answers: [['die']],
      translation: 'We are walking along the street.',
      explanation: [
        'die: entlang takes the accusative and comes after its noun; die Straße is feminine, so die stays die.',
      ],
    },
    {
      main: ['Paul', 'wirft', 'den', 'Ball', 'gegen', '!textbox!', given('das'), 'Fenster.'],
      answers: [['das']],
      translation: 'Paul throws the ball against the window.',
      explanation: ['das: gegen takes the accusative; das Fenster is neuter, so das stays das.'],
    },
    {
      main: ['Wir', 'kaufen', 'ein', 'Fahrrad', 'für', '!textbox!', given('unser'), 'Sohn.'],
      answers: [['unseren']],
      translation: 'We are buying a bike for our son.',
      explanation: [
        'unseren: für takes the accusative, and der Sohn is masculine: unser + en. unser keeps its own -er.',
      ],
    },
    {
      main: ['Ist', 'die', 'Suppe', 'für', '!textbox!', given('eure'), 'Gäste?'],
      answers: [['eure']],
      translation: 'Is the soup for your guests?',
      explanation: [
        'eure: für takes the accusative; Gäste is plural, and the plural accusative is the same as the nominative.',
      ],
    },
    {
      main: [
        'Er',
        'geht',
        'ohne',
        '!textbox!',
        given('ein'),
        'Mantel',
        'durch',
        '!textbox2!',
        given('die'),
        'Stadt.',
      ],
      answers: [['einen'], ['die']],
      translation: 'He is walking through the town without a coat.',
      explanation: [
        'einen: ohne takes the accusative, and der Mantel is masculine: ein → einen.',
        'die: durch takes the accusative; die Stadt is feminine, so die stays die.',
      ],
    },
    {
      main: [
        'Lena',
        'kauft',
        'ein',
        'Buch',
        'für',
        '!textbox!',
        given('ein'),
        'Kind',
        'aus',
        'ihrer',
        'Klasse.',
      ],
      answers: [['ein']],
      translation: 'Lena is buying a book for a child from her class.',
      explanation: [
        'ein: für takes the accusative; das Kind is neuter, and ein has no ending in the neuter accusative.',
      ],
    },
  ],
} satisfies FillInDrill;
