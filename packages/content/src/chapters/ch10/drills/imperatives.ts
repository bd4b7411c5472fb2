import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The verb and the person to address, shown in brackets after the blank: (öffnen, du). */
function verb(infinitive: string, person: 'du' | 'ihr' | 'Sie'): SentencePart {
  return [`${infinitive}, ${person}`, { isPrompt: true }];
}

/**
 * Imperatives (/ch10/drills/imperatives): 26 commands, one blank each, the verb's imperative for
 * the person in brackets: 12 du, 7 ihr and 7 Sie. The du imperatives cover the plain stem with
 * its optional -e (schließ / schließe), the -e a stem in -d, -t or consonant + n needs (schneide,
 * öffne), the e → i and e → ie stems (gib, nimm, iss, lies, vergiss), the a → ä verbs without
 * umlaut (fahr, brat), sein (sei, seid, seien Sie) and separable verbs, whose prefix is
 * given at the end of the sentence (steh … auf). The Sie imperative's Sie is given after the
 * blank.
 */
export const imperativesDrill = {
  kind: 'fill-in-drill',
  table: 'ch10_imperatives',
  instructions:
    'Fill in the imperative of the verb in brackets for the person given: du, ihr or Sie. A separable prefix is already in the sentence. Press the eye button to see the translation.',
  items: [
    {
      main: ['!textbox!', verb('öffnen', 'du'), 'bitte', 'das', 'Fenster', '!'],
      answers: [['Öffne']],
      translation: 'Open the window, please!',
      explanation: [
        'Öffne: the du imperative is the du form without -st (du öffnest → öffne). A stem in a consonant + n keeps the -e.',
      ],
    },
    {
      main: ['!textbox!', verb('schließen', 'du'), 'bitte', 'die', 'Tür', '!'],
      answers: [['Schließ', 'Schließe']],
      translation: 'Close the door, please!',
      explanation: ['Schließ: the stem of schließen, with no ending; schließe, with -e, is also correct.'],
    },
    {
      main: ['!textbox!', verb('geben', 'du'), 'mir', 'bitte', 'das', 'Messer', '!'],
      answers: [['Gib']],
      translation: 'Give me the knife, please!',
      explanation: [
        'Gib: geben changes e → i in the du form (du gibst), and the du imperative keeps the i: gib, never with -e.',
      ],
    },
    {
      main: ['!textbox!', verb('nehmen', 'du'), 'eine', 'Tablette', '!'],
      answers: [['Nimm']],
      translation: 'Take a tablet!',
      explanation: [
        'Nimm: du nimmst without -st. nehmen changes its stem to nimm-, and the imperative keeps it.',
      ],
    },
    {
      main: ['!textbox!', verb('lesen', 'du'), 'das', 'Rezept', '!'],
      answers: [['Lies']],
      translation: 'Read the recipe!',
      explanation: ['Lies: lesen changes e → ie (du liest); the du imperative keeps the ie: lies.'],
    },
    {
      main: ['!textbox!', verb('fahren', 'du'), 'vorsichtig', '!'],
      answers: [['Fahr', 'Fahre']],
      translation: 'Drive carefully!',
      explanation: [
        'Fahr: fahren changes a → ä in the du form (du fährst), but the imperative has no umlaut: fahr or fahre.',
      ],
    },
    {
      main: ['!textbox!', verb('sein', 'du'), 'bitte', 'leise', '!'],
      answers: [['Sei']],
      translation: 'Please be quiet!',
      explanation: ['Sei: sein has its own imperatives: sei (du), seid (ihr), seien Sie.'],
    },
    {
      main: ['!textbox!', verb('aufstehen', 'du'), 'jetzt', 'auf', '!'],
      answers: [['Steh', 'Stehe']],
      translation: 'Get up now!',
      explanation: [
        'Steh: the imperative of stehen (steh or stehe); the separable prefix auf goes to the end of the sentence.',
      ],
    },
    {
      main: ['!textbox!', verb('essen', 'du'), 'das', 'Gemüse', '!'],
      answers: [['Iss']],
      translation: 'Eat the vegetables!',
      explanation: ['Iss: essen changes e → i (du isst); the du imperative is iss.'],
    },
    {
      main: ['!textbox!', verb('schneiden', 'du'), 'die', 'Zwiebel', '!'],
      answers: [['Schneide']],
      translation: 'Cut the onion!',
      explanation: ['Schneide: a stem in -d keeps the -e in the du imperative: schneide.'],
    },
    {
      main: ['!textbox!', verb('braten', 'du'), 'das', 'Fleisch', 'in', 'der', 'Pfanne', '!'],
      answers: [['Brat', 'Brate']],
      translation: 'Fry the meat in the pan!',
      explanation: [
        'Brat: braten changes a → ä in the du form (du brätst), but not in the imperative: brat or brate.',
      ],
    },
    {
      main: ['!textbox!', verb('vergessen', 'du'), 'deinen', 'Schlüssel', 'nicht', '!'],
      answers: [['Vergiss']],
      translation: "Don't forget your key!",
      explanation: ['Vergiss: vergessen changes e → i (du vergisst); the du imperative is vergiss.'],
    },
    {
      main: ['!textbox!', verb('sein', 'ihr'), 'bitte', 'leise', '!'],
      answers: [['Seid']],
      translation: 'Please be quiet!',
      explanation: ['Seid: the ihr imperative of sein is seid, like the present tense ihr seid.'],
    },
    {
      main: ['!textbox!', verb('nehmen', 'ihr'), 'ein', 'Stück', 'Kuchen', '!'],
      answers: [['Nehmt']],
      translation: 'Take a piece of cake!',
      explanation: [
        'Nehmt: the ihr imperative is the ihr form of the present without ihr: ihr nehmt → nehmt.',
      ],
    },
    {
      main: ['!textbox!', verb('essen', 'ihr'), 'die', 'Suppe', '!'],
      answers: [['Esst']],
      translation: 'Eat the soup!',
      explanation: ['Esst: ihr esst without ihr. The ihr form has no stem change.'],
    },
    {
      main: ['!textbox!', verb('aufhören', 'ihr'), 'jetzt', 'auf', '!'],
      answers: [['Hört']],
      translation: 'Stop now!',
      explanation: ['Hört: ihr hört auf without ihr; the prefix auf goes to the end.'],
    },
    {
      main: ['!textbox!', verb('öffnen', 'ihr'), 'das', 'Buch', '!'],
      answers: [['Öffnet']],
      translation: 'Open the book!',
      explanation: ['Öffnet: ihr öffnet without ihr; the stem öffn- adds -e- before the -t.'],
    },
    {
      main: ['!textbox!', verb('fahren', 'ihr'), 'bitte', 'langsam', '!'],
      answers: [['Fahrt']],
      translation: 'Please drive slowly!',
      explanation: ['Fahrt: ihr fahrt without ihr, with no umlaut, as in the present tense.'],
    },
    {
      main: ['!textbox!', verb('helfen', 'ihr'), 'mir', 'bitte', '!'],
      answers: [['Helft']],
      translation: 'Help me, please!',
      explanation: ['Helft: ihr helft without ihr. Only the du imperative has the stem change (hilf).'],
    },
    {
      main: ['!textbox!', verb('sein', 'Sie'), 'Sie', 'bitte', 'vorsichtig', '!'],
      answers: [['Seien']],
      translation: 'Please be careful!',
      explanation: ['Seien: the Sie imperative of sein is seien Sie, not sind Sie.'],
    },
    {
      main: ['!textbox!', verb('wiederholen', 'Sie'), 'Sie', 'bitte', 'die', 'Frage', '!'],
      answers: [['Wiederholen']],
      translation: 'Please repeat the question!',
      explanation: ['Wiederholen: the Sie imperative is the infinitive with Sie after it: wiederholen Sie.'],
    },
    {
      main: ['!textbox!', verb('geben', 'Sie'), 'Sie', 'mir', 'bitte', 'das', 'Rezept', '!'],
      answers: [['Geben']],
      translation: 'Please give me the prescription!',
      explanation: ['Geben: the Sie imperative is geben Sie, with no stem change.'],
    },
    {
      main: ['!textbox!', verb('nehmen', 'Sie'), 'Sie', 'die', 'Tabletten', 'nach', 'dem', 'Essen', '!'],
      answers: [['Nehmen']],
      translation: 'Take the tablets after the meal!',
      explanation: ['Nehmen: nehmen Sie, the infinitive with Sie after it.'],
    },
    {
      main: ['!textbox!', verb('anrufen', 'Sie'), 'Sie', 'mich', 'morgen', 'an', '!'],
      answers: [['Rufen']],
      translation: 'Call me tomorrow!',
      explanation: ['Rufen: rufen Sie … an; the prefix an goes to the end of the sentence.'],
    },
    {
      main: ['!textbox!', verb('schneiden', 'Sie'), 'Sie', 'das', 'Brot', '!'],
      answers: [['Schneiden']],
      translation: 'Cut the bread!',
      explanation: ['Schneiden: schneiden Sie, the infinitive with Sie after it.'],
    },
    {
      main: ['!textbox!', verb('aufpassen', 'Sie'), 'Sie', 'auf', '!'],
      answers: [['Passen']],
      translation: 'Watch out!',
      explanation: ['Passen: passen Sie auf; the prefix auf goes to the end.'],
    },
  ],
} satisfies FillInDrill;
