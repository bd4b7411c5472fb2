import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank: the article or ein-word in the nominative. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

const WOHIN = 'motion to a place (wohin?): accusative';
const WO = 'location (wo?): dative';

/**
 * Two-Case Prepositions (A) (/ch9/drills/two_case_prepositions_a): 24 sentences, one blank each:
 * the article or ein-word after an, auf, in, über or unter, given in the nominative. Most come in
 * pairs, one with motion to a place (legen, stellen, setzen, hängen, gehen: accusative) and one
 * with a location (liegen, stehen, sitzen, hängen, sein, wohnen: dative). The blanks avoid
 * an dem / in dem / an das / in das, which German writes am, im, ans, ins (drill B practises them).
 */
export const twoCasePrepositionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch9_tc_prepositions',
  instructions:
    'Fill in the article or ein-word in brackets in the right case: accusative for motion to a place (wohin?), dative for a location (wo?). Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', 'lege', 'das', 'Buch', 'auf', '!textbox!', given('der'), 'Tisch.'],
      answers: [['den']],
      translation: 'I am putting the book on the table.',
      explanation: [`den: legen is ${WOHIN}; der Tisch → den Tisch.`],
    },
    {
      main: ['Das', 'Buch', 'liegt', 'auf', '!textbox!', given('der'), 'Tisch.'],
      answers: [['dem']],
      translation: 'The book is lying on the table.',
      explanation: [`dem: liegen is ${WO}; der Tisch → dem Tisch.`],
    },
    {
      main: ['Ich', 'stelle', 'die', 'Milch', 'in', '!textbox!', given('der'), 'Kühlschrank.'],
      answers: [['den']],
      translation: 'I am putting the milk in the fridge.',
      explanation: [`den: stellen is ${WOHIN}; der Kühlschrank → den Kühlschrank.`],
    },
    {
      main: ['Die', 'Flaschen', 'stehen', 'in', '!textbox!', given('unser'), 'Kühlschrank.'],
      answers: [['unserem']],
      translation: 'The bottles are in our fridge.',
      explanation: [`unserem: stehen is ${WO}; unser Kühlschrank (masculine) → unserem Kühlschrank.`],
    },
    {
      main: ['Er', 'hängt', 'den', 'Spiegel', 'an', '!textbox!', given('die'), 'Wand.'],
      answers: [['die']],
      translation: 'He is hanging the mirror on the wall.',
      explanation: [`die: hängen with an object is ${WOHIN}; die Wand stays die Wand.`],
    },
    {
      main: ['Der', 'Spiegel', 'hängt', 'an', '!textbox!', given('die'), 'Wand.'],
      answers: [['der']],
      translation: 'The mirror is hanging on the wall.',
      explanation: [`der: hängen without an object is ${WO}; die Wand → der Wand.`],
    },
    {
      main: ['Die', 'Katze', 'sitzt', 'unter', '!textbox!', given('das'), 'Sofa.'],
      answers: [['dem']],
      translation: 'The cat is sitting under the sofa.',
      explanation: [`dem: sitzen is ${WO}; das Sofa → dem Sofa.`],
    },
    {
      main: ['Die', 'Katze', 'läuft', 'unter', '!textbox!', given('das'), 'Sofa.'],
      answers: [['das']],
      translation: 'The cat is running under the sofa.',
      explanation: [`das: the cat goes to a place under the sofa, ${WOHIN}; das Sofa stays das Sofa.`],
    },
    {
      main: ['Die', 'Lampe', 'hängt', 'über', '!textbox!', given('der'), 'Tisch.'],
      answers: [['dem']],
      translation: 'The lamp is hanging over the table.',
      explanation: [`dem: hängen without an object is ${WO}; der Tisch → dem Tisch.`],
    },
    {
      main: ['Wir', 'hängen', 'die', 'Lampe', 'über', '!textbox!', given('der'), 'Schreibtisch.'],
      answers: [['den']],
      translation: 'We are hanging the lamp over the desk.',
      explanation: [`den: hängen with an object is ${WOHIN}; der Schreibtisch → den Schreibtisch.`],
    },
    {
      main: ['Ich', 'setze', 'das', 'Kind', 'auf', '!textbox!', given('der'), 'Stuhl.'],
      answers: [['den']],
      translation: 'I am sitting the child on the chair.',
      explanation: [`den: setzen is ${WOHIN}; der Stuhl → den Stuhl.`],
    },
    {
      main: ['Das', 'Kind', 'sitzt', 'auf', '!textbox!', given('der'), 'Stuhl.'],
      answers: [['dem']],
      translation: 'The child is sitting on the chair.',
      explanation: [`dem: sitzen is ${WO}; der Stuhl → dem Stuhl.`],
    },
    {
      main: ['Die', 'Kinder', 'gehen', 'in', '!textbox!', given('die'), 'Schule.'],
      answers: [['die']],
      translation: 'The children go to school.',
      explanation: [`die: gehen in … is ${WOHIN}; die Schule stays die Schule.`],
    },
    {
      main: ['Die', 'Kinder', 'sind', 'in', '!textbox!', given('die'), 'Schule.'],
      answers: [['der']],
      translation: 'The children are at school.',
      explanation: [`der: sein is ${WO}; die Schule → der Schule.`],
    },
    {
      main: ['Meine', 'Eltern', 'wohnen', 'in', '!textbox!', given('eine'), 'Wohnung', 'in', 'Wien.'],
      answers: [['einer']],
      translation: 'My parents live in a flat in Vienna.',
      explanation: [`einer: wohnen is ${WO}; eine Wohnung → einer Wohnung.`],
    },
    {
      main: ['Wir', 'ziehen', 'bald', 'in', '!textbox!', given('ein'), 'Haus', 'um.'],
      answers: [['ein']],
      translation: 'We are moving into a house soon.',
      explanation: [
        `ein: umziehen in … is ${WOHIN}; das Haus is neuter, and its accusative ein is the same as the nominative.`,
      ],
    },
    {
      main: ['Der', 'Teppich', 'liegt', 'in', '!textbox!', given('mein'), 'Schlafzimmer.'],
      answers: [['meinem']],
      translation: 'The carpet is in my bedroom.',
      explanation: [`meinem: liegen is ${WO}; mein Schlafzimmer (neuter) → meinem Schlafzimmer.`],
    },
    {
      main: ['Ich', 'lege', 'den', 'Teppich', 'in', '!textbox!', given('dein'), 'Wohnzimmer.'],
      answers: [['dein']],
      translation: 'I am putting the carpet in your living room.',
      explanation: [
        `dein: legen is ${WOHIN}; das Wohnzimmer is neuter, and its accusative dein is the same as the nominative.`,
      ],
    },
    {
      main: ['Die', 'Tasche', 'liegt', 'unter', '!textbox!', given('das'), 'Bett.'],
      answers: [['dem']],
      translation: 'The bag is lying under the bed.',
      explanation: [`dem: liegen is ${WO}; das Bett → dem Bett.`],
    },
    {
      main: ['Er', 'legt', 'die', 'Tasche', 'unter', '!textbox!', given('das'), 'Bett.'],
      answers: [['das']],
      translation: 'He is putting the bag under the bed.',
      explanation: [`das: legen is ${WOHIN}; das Bett stays das Bett.`],
    },
    {
      main: ['Die', 'Bilder', 'hängen', 'über', '!textbox!', given('das'), 'Sofa.'],
      answers: [['dem']],
      translation: 'The pictures are hanging above the sofa.',
      explanation: [`dem: hängen without an object is ${WO}; das Sofa → dem Sofa.`],
    },
    {
      main: ['Wir', 'gehen', 'auf', '!textbox!', given('der'), 'Balkon.'],
      answers: [['den']],
      translation: 'We are going out onto the balcony.',
      explanation: [`den: gehen auf … is ${WOHIN}; der Balkon → den Balkon.`],
    },
    {
      main: ['Sie', 'sitzen', 'auf', '!textbox!', given('der'), 'Balkon.'],
      answers: [['dem']],
      translation: 'They are sitting on the balcony.',
      explanation: [`dem: sitzen is ${WO}; der Balkon → dem Balkon.`],
    },
    {
      main: ['Die', 'Bücher', 'stehen', 'in', '!textbox!', given('die'), 'Regalen.'],
      answers: [['den']],
      translation: 'The books are on the shelves.',
      explanation: [`den: stehen is ${WO}; die Regale (plural) → den Regalen, with -n on the noun.`],
    },
  ],
} satisfies FillInDrill;
