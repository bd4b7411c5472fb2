import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The ein-word to put into its case, shown in brackets after its blank. */
function einWord(word: string): SentencePart {
  return [word, { isPrompt: true }];
}

/**
 * Two-Case Prepositions (B) (/ch10/drills/two_case_prepositions_b): 22 sentences with all nine
 * two-case prepositions (an, auf, in, über, unter from chapter 9; hinter, neben, vor, zwischen
 * from chapter 10). The learner writes the ein-word in brackets (ein or a possessive adjective)
 * with the ending of its case: accusative for motion to a place, dative for location. The
 * endings are those of chapter 4's ein-word table; the sentences pair a motion with a location
 * for most prepositions and include four commands and a dative plural.
 */
export const twoCasePrepositionsDrillB = {
  kind: 'fill-in-drill',
  table: 'ch10_tc_prepositions_2',
  instructions:
    'Fill in the word in brackets with the ending it needs after the preposition: accusative for motion to a place (Wohin?), dative for location (Wo?). Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', 'lege', 'das', 'Buch', 'auf', '!textbox!', einWord('mein'), 'Schreibtisch', '.'],
      answers: [['meinen']],
      translation: 'I am putting the book on my desk.',
      explanation: ['meinen: legen is motion to a place: accusative masculine, meinen Schreibtisch.'],
    },
    {
      main: ['Das', 'Buch', 'liegt', 'auf', '!textbox!', einWord('mein'), 'Schreibtisch', '.'],
      answers: [['meinem']],
      translation: 'The book is on my desk.',
      explanation: ['meinem: liegen is location: dative masculine, meinem Schreibtisch.'],
    },
    {
      main: ['Die', 'Kinder', 'legen', 'ihre', 'Jacken', 'auf', '!textbox!', einWord('ein'), 'Stuhl', '.'],
      answers: [['einen']],
      translation: 'The children put their jackets on a chair.',
      explanation: ['einen: legen is motion to a place: accusative masculine, einen Stuhl.'],
    },
    {
      main: ['Die', 'Katzen', 'schlafen', 'auf', '!textbox!', einWord('unser'), 'Betten', '.'],
      answers: [['unseren']],
      translation: 'The cats sleep on our beds.',
      explanation: [
        'unseren: schlafen is location: dative plural, unseren Betten (the plural already ends in -n).',
      ],
    },
    {
      main: ['Wir', 'gehen', 'in', '!textbox!', einWord('ein'), 'Restaurant', '.'],
      answers: [['ein']],
      translation: 'We are going to a restaurant.',
      explanation: ['ein: gehen in is motion into a place: accusative neuter, ein Restaurant.'],
    },
    {
      main: ['Wir', 'essen', 'in', '!textbox!', einWord('ein'), 'Restaurant', '.'],
      answers: [['einem']],
      translation: 'We are eating in a restaurant.',
      explanation: ['einem: we eat in one place (Wo?): dative neuter, einem Restaurant.'],
    },
    {
      main: ['Geh', 'in', '!textbox!', einWord('dein'), 'Zimmer', '!'],
      answers: [['dein']],
      translation: 'Go to your room!',
      explanation: ['dein: gehen in is motion into a place: accusative neuter, dein Zimmer (no ending).'],
    },
    {
      main: ['Die', 'Milch', 'ist', 'in', '!textbox!', einWord('unser'), 'Kühlschrank', '.'],
      answers: [['unserem']],
      translation: 'The milk is in our fridge.',
      explanation: ['unserem: sein says where: dative masculine, unserem Kühlschrank.'],
    },
    {
      main: ['Wir', 'hängen', 'das', 'Bild', 'an', '!textbox!', einWord('unser'), 'Wand', '.'],
      answers: [['unsere']],
      translation: 'We are hanging the picture on our wall.',
      explanation: ['unsere: hängen with an object is motion to a place: accusative feminine, unsere Wand.'],
    },
    {
      main: ['Der', 'Spiegel', 'ist', 'an', '!textbox!', einWord('unser'), 'Wand', '.'],
      answers: [['unserer']],
      translation: 'The mirror is on our wall.',
      explanation: ['unserer: sein says where: dative feminine, unserer Wand.'],
    },
    {
      main: ['Die', 'Gäste', 'sitzen', 'an', '!textbox!', einWord('unser'), 'Tisch', '.'],
      answers: [['unserem']],
      translation: 'The guests are sitting at our table.',
      explanation: ['unserem: sitzen is location: dative masculine, unserem Tisch.'],
    },
    {
      main: ['Wir', 'hängen', 'die', 'Lampe', 'über', '!textbox!', einWord('unser'), 'Tisch', '.'],
      answers: [['unseren']],
      translation: 'We are hanging the lamp above our table.',
      explanation: [
        'unseren: hängen with an object is motion to a place: accusative masculine, unseren Tisch.',
      ],
    },
    {
      main: ['Über', '!textbox!', einWord('mein'), 'Sofa', 'ist', 'ein', 'Regal', '.'],
      answers: [['meinem']],
      translation: 'There is a shelf above my sofa.',
      explanation: ['meinem: sein says where: dative neuter, meinem Sofa.'],
    },
    {
      main: ['Leg', 'die', 'Tasche', 'unter', '!textbox!', einWord('dein'), 'Stuhl', '!'],
      answers: [['deinen']],
      translation: 'Put the bag under your chair!',
      explanation: ['deinen: legen is motion to a place: accusative masculine, deinen Stuhl.'],
    },
    {
      main: ['Der', 'Hund', 'schläft', 'unter', '!textbox!', einWord('mein'), 'Bett', '.'],
      answers: [['meinem']],
      translation: 'The dog sleeps under my bed.',
      explanation: ['meinem: schlafen is location: dative neuter, meinem Bett.'],
    },
    {
      main: ['Hinter', '!textbox!', einWord('unser'), 'Haus', 'ist', 'ein', 'Garten', '.'],
      answers: [['unserem']],
      translation: 'There is a garden behind our house.',
      explanation: ['unserem: sein says where: dative neuter, unserem Haus.'],
    },
    {
      main: ['Setz', 'das', 'Baby', 'neben', '!textbox!', einWord('dein'), 'Bruder', '!'],
      answers: [['deinen']],
      translation: 'Put the baby next to your brother!',
      explanation: ['deinen: setzen is motion to a place: accusative masculine, deinen Bruder.'],
    },
    {
      main: ['Meine', 'Tante', 'wohnt', 'neben', '!textbox!', einWord('ein'), 'Supermarkt', '.'],
      answers: [['einem']],
      translation: 'My aunt lives next to a supermarket.',
      explanation: ['einem: wohnen is location: dative masculine, einem Supermarkt.'],
    },
    {
      main: ['Er', 'stellt', 'sein', 'Fahrrad', 'vor', '!textbox!', einWord('ein'), 'Geschäft', '.'],
      answers: [['ein']],
      translation: 'He puts his bike in front of a shop.',
      explanation: ['ein: stellen is motion to a place: accusative neuter, ein Geschäft.'],
    },
    {
      main: ['Ich', 'warte', 'vor', '!textbox!', einWord('dein'), 'Schule', '.'],
      answers: [['deiner']],
      translation: 'I am waiting in front of your school.',
      explanation: ['deiner: warten is location: dative feminine, deiner Schule.'],
    },
    {
      main: [
        'Stell',
        'den',
        'Stuhl',
        'zwischen',
        '!textbox!',
        einWord('dein'),
        'Schreibtisch',
        'und',
        'das',
        'Regal',
        '!',
      ],
      answers: [['deinen']],
      translation: 'Put the chair between your desk and the shelf!',
      explanation: [
        'deinen: stellen is motion to a place: accusative masculine, deinen Schreibtisch, and das Regal.',
      ],
    },
    {
      main: [
        'Das',
        'Kino',
        'ist',
        'zwischen',
        '!textbox!',
        einWord('ein'),
        'Bäckerei',
        'und',
        'einem',
        'Supermarkt',
        '.',
      ],
      answers: [['einer']],
      translation: 'The cinema is between a bakery and a supermarket.',
      explanation: ['einer: sein says where: dative feminine, einer Bäckerei, and einem Supermarkt.'],
    },
  ],
} satisfies FillInDrill;
