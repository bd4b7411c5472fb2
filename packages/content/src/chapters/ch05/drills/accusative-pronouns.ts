import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The subject pronoun to put into the accusative, shown in brackets after its blank. */
function given(pronoun: string): SentencePart {
  return [pronoun, { isPrompt: true }];
}

/**
 * Accusative Pronouns (/ch5/drills/accusative_pronouns): 16 sentences, one blank each. The
 * subject pronoun in brackets becomes the accusative: as the direct object of a verb (besuchen,
 * fragen, suchen, treffen, brauchen, finden) or after an accusative preposition (für, ohne,
 * gegen). Every person of the table comes up; sie (she) and sie (they) are told apart in the
 * brackets.
 */
export const accusativePronounsDrill = {
  kind: 'fill-in-drill',
  table: 'ch5_acc_pronouns',
  instructions:
    'Fill in the accusative of the pronoun in brackets, for example "mich" for ich. Press the eye button to see the translation.',
  items: [
    {
      main: ['Besuchst', 'du', '!textbox!', given('ich'), 'morgen?'],
      answers: [['mich']],
      translation: 'Are you visiting me tomorrow?',
      explanation: ['mich: the person visited is the direct object of besuchen: accusative, ich → mich.'],
    },
    {
      main: ['Paul', 'sucht', '!textbox!', given('du'), '.'],
      answers: [['dich']],
      translation: 'Paul is looking for you.',
      explanation: ['dich: suchen takes a direct object: accusative, du → dich.'],
    },
    {
      main: ['Wir', 'treffen', '!textbox!', given('er'), 'heute', 'Abend.'],
      answers: [['ihn']],
      translation: 'We are meeting him this evening.',
      explanation: ['ihn: the direct object of treffen is accusative: er → ihn, like der → den.'],
    },
    {
      main: ['Die', 'Kinder', 'besuchen', '!textbox!', given('sie, she'), 'am', 'Samstag.'],
      answers: [['sie']],
      translation: 'The children are visiting her on Saturday.',
      explanation: [
        'sie: the direct object of besuchen is accusative; sie (she) stays sie, like die stays die.',
      ],
    },
    {
      main: ['Das', 'Buch', 'ist', 'gut.', 'Ich', 'kaufe', '!textbox!', given('es'), 'morgen.'],
      answers: [['es']],
      translation: 'The book is good. I am buying it tomorrow.',
      explanation: ['es: the direct object of kaufen is accusative; es stays es, like das stays das.'],
    },
    {
      main: ['Anna', 'braucht', '!textbox!', given('wir'), 'heute.'],
      answers: [['uns']],
      translation: 'Anna needs us today.',
      explanation: ['uns: the direct object of brauchen is accusative: wir → uns.'],
    },
    {
      main: ['Ich', 'besuche', '!textbox!', given('ihr'), 'im', 'Sommer.'],
      answers: [['euch']],
      translation: 'I am visiting you in the summer.',
      explanation: ['euch: the direct object of besuchen is accusative: ihr → euch.'],
    },
    {
      main: ['Paul', 'und', 'Lena', 'sind', 'hier.', 'Wir', 'fragen', '!textbox!', given('sie, they'), '.'],
      answers: [['sie']],
      translation: 'Paul and Lena are here. We are asking them.',
      explanation: [
        'sie: the direct object of fragen is accusative; sie (they) stays sie, like the plural die.',
      ],
    },
    {
      main: ['Wir', 'finden', '!textbox!', given('Sie'), 'sehr', 'nett,', 'Frau', 'Schmidt.'],
      answers: [['Sie']],
      translation: 'We think you are very nice, Mrs. Schmidt.',
      explanation: [
        'Sie: the direct object of finden is accusative; formal Sie stays Sie, with its capital S.',
      ],
    },
    {
      main: ['Das', 'Geschenk', 'ist', 'für', '!textbox!', given('du'), '.'],
      answers: [['dich']],
      translation: 'The present is for you.',
      explanation: ['dich: für takes the accusative: du → dich.'],
    },
    {
      main: ['Gehst', 'du', 'ohne', '!textbox!', given('ich'), 'nach', 'Hause?'],
      answers: [['mich']],
      translation: 'Are you going home without me?',
      explanation: ['mich: ohne takes the accusative: ich → mich.'],
    },
    {
      main: ['Ist', 'der', 'Kaffee', 'für', '!textbox!', given('er'), '?'],
      answers: [['ihn']],
      translation: 'Is the coffee for him?',
      explanation: ['ihn: für takes the accusative: er → ihn.'],
    },
    {
      main: ['Warum', 'spielt', 'ihr', 'heute', 'gegen', '!textbox!', given('wir'), '?'],
      answers: [['uns']],
      translation: 'Why are you playing against us today?',
      explanation: ['uns: gegen takes the accusative: wir → uns.'],
    },
    {
      main: ['Die', 'Blumen', 'sind', 'für', '!textbox!', given('Sie'), ',', 'Frau', 'Becker.'],
      answers: [['Sie']],
      translation: 'The flowers are for you, Mrs. Becker.',
      explanation: ['Sie: für takes the accusative; formal Sie stays Sie, with its capital S.'],
    },
    {
      main: ['Wir', 'gehen', 'heute', 'ohne', '!textbox!', given('ihr'), 'zum', 'Park.'],
      answers: [['euch']],
      translation: 'Today we are going to the park without you.',
      explanation: ['euch: ohne takes the accusative: ihr → euch.'],
    },
    {
      main: [
        'Meine',
        'Tante',
        'hat',
        'Geschenke',
        'für',
        '!textbox!',
        given('sie, she'),
        'und',
        'für',
        '!textbox2!',
        given('er'),
        '.',
      ],
      answers: [['sie'], ['ihn']],
      translation: 'My aunt has presents for her and for him.',
      explanation: [
        'sie: für takes the accusative; sie (she) stays sie.',
        'ihn: für takes the accusative: er → ihn.',
      ],
    },
  ],
} satisfies FillInDrill;
