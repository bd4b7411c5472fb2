import type { FillInDrill } from '../../../sets/schema.ts';

const GENITIVE_NOTE =
  'The genitive of kein is formal and rare in everyday speech, but it follows the table like every ein-word.';

/**
 * Using Kein (/ch4/drills/kein): 12 sentences with one to three blanks, 16 blanks in all, one for
 * each place of the kein table (nominative, accusative, dative, genitive × masculine, feminine,
 * neuter, plural). kein takes the endings of ein in the singular and of die, die, den, der in the
 * plural; the ending comes from the noun's gender and case. No blank starts a sentence.
 */
export const keinDrill = {
  kind: 'fill-in-drill',
  table: 'ch4_kein',
  instructions:
    'Fill in the right form of kein (kein, keine, keinen, keinem, keiner, keines) for the gender and case of the noun after it. Press the eye button to see the translation.',
  items: [
    {
      main: [
        'Das',
        'ist',
        '!textbox!',
        'Tasse',
        'und',
        '!textbox2!',
        'Glas,',
        'das',
        'ist',
        'eine',
        'Flasche.',
      ],
      answers: [['keine'], ['kein']],
      translation: 'That is not a cup or a glass, it is a bottle.',
      explanation: [
        'keine: after das ist the noun is nominative, and Tasse is feminine: keine.',
        'kein: Glas is neuter and nominative (das ist … kein Glas): no ending, like ein.',
      ],
    },
    {
      main: ['Das', 'sind', '!textbox!', 'Äpfel,', 'das', 'sind', 'Kartoffeln.'],
      answers: [['keine']],
      translation: 'Those are not apples, they are potatoes.',
      explanation: [
        'keine: Äpfel is plural and nominative after das sind. ein has no plural, but kein does: keine.',
      ],
    },
    {
      main: [
        'Hier',
        'ist',
        '!textbox!',
        'Bahnhof,',
        'und',
        'es',
        'gibt',
        '!textbox2!',
        'Hotel',
        'und',
        '!textbox3!',
        'Taxis.',
      ],
      answers: [['kein'], ['kein'], ['keine']],
      translation: 'There is no station here, and there is no hotel and there are no taxis.',
      explanation: [
        'kein: Bahnhof is masculine and the subject of ist: nominative, no ending.',
        'kein: es gibt takes the accusative, and Hotel is neuter: the neuter accusative has no ending either.',
        'keine: Taxis is plural, also the accusative after es gibt: keine.',
      ],
    },
    {
      main: ['Wir', 'haben', '!textbox!', 'Milch', 'und', '!textbox2!', 'Käse.'],
      answers: [['keine'], ['keinen']],
      translation: 'We have no milk and no cheese.',
      explanation: [
        'keine: Milch is feminine and the direct object of haben: accusative keine.',
        'keinen: Käse is masculine (der Käse) and the direct object: accusative keinen.',
      ],
    },
    {
      main: ['Der', 'Lehrer', 'hilft', 'heute', '!textbox!', 'Schüler.'],
      answers: [['keinem']],
      translation: "The teacher isn't helping any pupil today.",
      explanation: [
        'keinem: helfen takes the dative, and Schüler is masculine singular here (the dative plural would be Schülern): keinem.',
      ],
    },
    {
      main: ['Anna', 'erzählt', '!textbox!', 'Freundin', 'das', 'Geheimnis.'],
      answers: [['keiner']],
      translation: "Anna doesn't tell the secret to any friend.",
      explanation: ['keiner: Freundin is feminine and the indirect object (the person told): dative keiner.'],
    },
    {
      main: ['Wir', 'geben', '!textbox!', 'Kind', 'Kaffee.'],
      answers: [['keinem']],
      translation: "We don't give coffee to any child.",
      explanation: ['keinem: Kind is neuter and the indirect object (the person given to): dative keinem.'],
    },
    {
      main: ['Das', 'Restaurant', 'verkauft', '!textbox!', 'Kindern', 'Bier.'],
      answers: [['keinen']],
      translation: "The restaurant doesn't sell beer to any children.",
      explanation: [
        'keinen: Kindern is dative plural (the noun adds -n), the indirect object (the people sold to): keinen, like den.',
      ],
    },
    {
      main: ['Das', 'Auto', '!textbox!', 'Lehrers', 'ist', 'billig.'],
      answers: [['keines']],
      translation: "No teacher's car is cheap.",
      explanation: [
        'keines: the car of no teacher: Lehrer is masculine and genitive, so keines, and the noun adds -s: Lehrers.',
      ],
      notes: [GENITIVE_NOTE],
    },
    {
      main: ['Die', 'Tür', '!textbox!', 'Wohnung', 'ist', 'offen.'],
      answers: [['keiner']],
      translation: "No flat's door is open.",
      explanation: ['keiner: the door of no flat: Wohnung is feminine and genitive: keiner.'],
      notes: [GENITIVE_NOTE],
    },
    {
      main: ['Das', 'Zimmer', '!textbox!', 'Kindes', 'ist', 'ruhig.'],
      answers: [['keines']],
      translation: "No child's room is quiet.",
      explanation: [
        'keines: the room of no child: Kind is neuter and genitive, so keines, and the noun adds -es: Kindes.',
      ],
      notes: [GENITIVE_NOTE],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', 'Eltern', 'sind', 'immer', 'ruhig.'],
      answers: [['keiner']],
      translation: "No parents' children are always quiet.",
      explanation: [
        'keiner: the children of no parents: Eltern is plural (it has no singular) and genitive, so keiner, like der.',
      ],
      notes: [GENITIVE_NOTE],
    },
  ],
} satisfies FillInDrill;
