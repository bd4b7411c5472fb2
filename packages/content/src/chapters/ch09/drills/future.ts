import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Future Tense (/ch9/drills/future): 18 sentences, two blanks each. The first blank is the
 * present of werden for the subject; the second is the infinitive of the verb whose present form
 * is given in brackets (arbeite → arbeiten, fährt → fahren, ziehen um → umziehen), at the end of
 * the clause. Every person of werden comes up, and the stem changers, sein, haben and werden
 * itself as infinitives.
 */
export const futureDrill = {
  kind: 'fill-in-drill',
  table: 'ch9_future',
  instructions:
    'Put the sentence into the future: fill in the form of werden, then the infinitive of the verb in brackets at the end. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', '!textbox!', given('werden'), 'morgen', '!textbox2!', given('arbeite'), '.'],
      answers: [['werde'], ['arbeiten']],
      translation: 'I will work tomorrow.',
      explanation: ['werde: ich werde.', 'arbeiten: the infinitive goes to the end of the clause.'],
    },
    {
      main: ['Du', '!textbox!', given('werden'), 'das', 'Buch', 'bald', '!textbox2!', given('liest'), '.'],
      answers: [['wirst'], ['lesen']],
      translation: 'You will read the book soon.',
      explanation: [
        'wirst: du wirst, with no d.',
        'lesen: liest is the du form of lesen; the infinitive goes to the end.',
      ],
    },
    {
      main: [
        'Paul',
        '!textbox!',
        given('werden'),
        'im',
        'Sommer',
        'nach',
        'Wien',
        '!textbox2!',
        given('fährt'),
        '.',
      ],
      answers: [['wird'], ['fahren']],
      translation: 'Paul will go to Vienna in the summer.',
      explanation: [
        'wird: er/sie/es wird, with no -t.',
        'fahren: fährt is the er form of fahren; the infinitive has no umlaut and goes to the end.',
      ],
    },
    {
      main: ['Wir', '!textbox!', given('werden'), 'übermorgen', '!textbox2!', given('ziehen um'), '.'],
      answers: [['werden'], ['umziehen']],
      translation: 'We will move the day after tomorrow.',
      explanation: [
        'werden: wir werden.',
        'umziehen: at the end of the clause the separable verb is written as one word again.',
      ],
    },
    {
      main: ['Ihr', '!textbox!', given('werden'), 'später', 'zusammen', '!textbox2!', given('kocht'), '.'],
      answers: [['werdet'], ['kochen']],
      translation: 'You will cook together later.',
      explanation: ['werdet: ihr werdet.', 'kochen: the infinitive goes to the end of the clause.'],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', given('werden'), 'bald', '!textbox2!', given('schlafen'), '.'],
      answers: [['werden'], ['schlafen']],
      translation: 'The children will sleep soon.',
      explanation: [
        'werden: die Kinder are sie (plural): sie werden.',
        'schlafen: the plural form is the same as the infinitive, which goes to the end.',
      ],
    },
    {
      main: [
        'Sie',
        '!textbox!',
        given('werden'),
        'morgen',
        'zu',
        'Hause',
        '!textbox2!',
        given('bleiben'),
        '.',
      ],
      answers: [['werden'], ['bleiben']],
      translation: 'They will stay at home tomorrow.',
      explanation: ['werden: sie (they) and Sie (you) werden.', 'bleiben: the infinitive goes to the end.'],
    },
    {
      main: [
        'Anna',
        '!textbox!',
        given('werden'),
        'eine',
        'Wohnung',
        'in',
        'Berlin',
        '!textbox2!',
        given('mietet'),
        '.',
      ],
      answers: [['wird'], ['mieten']],
      translation: 'Anna will rent a flat in Berlin.',
      explanation: [
        'wird: Anna is sie (she): sie wird.',
        'mieten: mietet is the er/sie form of mieten; the infinitive goes to the end.',
      ],
    },
    {
      main: ['Ich', '!textbox!', given('werden'), 'dir', 'später', '!textbox2!', given('helfe'), '.'],
      answers: [['werde'], ['helfen']],
      translation: 'I will help you later.',
      explanation: ['werde: ich werde.', 'helfen: the infinitive goes to the end of the clause.'],
    },
    {
      main: [
        'Er',
        '!textbox!',
        given('werden'),
        'heute',
        'im',
        'Restaurant',
        '!textbox2!',
        given('isst'),
        '.',
      ],
      answers: [['wird'], ['essen']],
      translation: 'He will eat in the restaurant today.',
      explanation: [
        'wird: er wird.',
        'essen: isst is the er form of essen (e → i); the infinitive keeps its e.',
      ],
    },
    {
      main: ['Das', '!textbox!', given('werden'), 'wirklich', 'teuer', '!textbox2!', given('ist'), '.'],
      answers: [['wird'], ['sein']],
      translation: 'That will be really expensive.',
      explanation: ['wird: das is es: es wird.', 'sein: ist is the er/sie/es form of sein.'],
    },
    {
      main: ['Wir', '!textbox!', given('werden'), 'bald', 'ein', 'Haus', '!textbox2!', given('haben'), '.'],
      answers: [['werden'], ['haben']],
      translation: 'We will soon have a house.',
      explanation: ['werden: wir werden.', 'haben: the infinitive goes to the end of the clause.'],
    },
    {
      main: ['Mein', 'Bruder', '!textbox!', given('werden'), 'Lehrer', '!textbox2!', given('wird'), '.'],
      answers: [['wird'], ['werden']],
      translation: 'My brother is going to become a teacher.',
      explanation: [
        'wird: mein Bruder is er: er wird.',
        'werden: werden (to become) in the future: wird … werden. Lehrer is a predicate nominative, without ein for a job.',
      ],
    },
    {
      main: [
        'Ihr',
        '!textbox!',
        given('werden'),
        'das',
        'Bild',
        'an',
        'die',
        'Wand',
        '!textbox2!',
        given('hängt'),
        '.',
      ],
      answers: [['werdet'], ['hängen']],
      translation: 'You will hang the picture on the wall.',
      explanation: ['werdet: ihr werdet.', 'hängen: the infinitive goes to the end of the clause.'],
    },
    {
      main: [
        'Ich',
        '!textbox!',
        given('werden'),
        'den',
        'Brief',
        'sofort',
        '!textbox2!',
        given('schreibe'),
        '.',
      ],
      answers: [['werde'], ['schreiben']],
      translation: 'I will write the letter right away.',
      explanation: ['werde: ich werde.', 'schreiben: the infinitive goes to the end of the clause.'],
    },
    {
      main: ['Sie', '!textbox!', given('werden'), 'uns', 'bald', '!textbox2!', given('besucht'), '.'],
      answers: [['wird'], ['besuchen']],
      translation: 'She will visit us soon.',
      explanation: [
        'wird: besucht shows that sie is she here: sie wird.',
        'besuchen: the infinitive goes to the end.',
      ],
    },
    {
      main: ['Du', '!textbox!', given('werden'), 'morgen', 'den', 'Bus', '!textbox2!', given('nimmst'), '.'],
      answers: [['wirst'], ['nehmen']],
      translation: 'You will take the bus tomorrow.',
      explanation: [
        'wirst: du wirst.',
        'nehmen: nimmst is the du form of nehmen; the infinitive goes to the end.',
      ],
    },
    {
      main: [
        'Die',
        'Studenten',
        '!textbox!',
        given('werden'),
        'im',
        'Flur',
        '!textbox2!',
        given('warten'),
        '.',
      ],
      answers: [['werden'], ['warten']],
      translation: 'The students will wait in the hall.',
      explanation: [
        'werden: die Studenten are sie (plural): sie werden.',
        'warten: the infinitive goes to the end.',
      ],
    },
  ],
} satisfies FillInDrill;
