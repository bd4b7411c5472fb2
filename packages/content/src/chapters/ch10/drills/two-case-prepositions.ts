import type { FillInDrill } from '../../../sets/schema.ts';

/**
 * Two-Case Prepositions (A) (/ch10/drills/two_case_prepositions): 22 sentences with the
 * prepositions of chapter 10, hinter, neben, vor and zwischen; the learner writes the definite
 * article after the preposition. The rule is chapter 9's: a verb of motion to a place (stellen,
 * legen, setzen, hängen) takes the accusative, a verb of location (stehen, liegen, sitzen, sein,
 * wohnen, warten) the dative. The sentences come in pairs (stellen / stehen, legen / liegen …)
 * so that the same noun appears in both cases; two plurals bring in the dative plural.
 */
export const twoCasePrepositionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch10_tc_prepositions',
  instructions:
    'Fill in the definite article after the preposition. Motion to a place (Wohin?) takes the accusative; location (Wo?) takes the dative. Press the eye button to see the translation.',
  items: [
    {
      main: ['Paul', 'stellt', 'das', 'Fahrrad', 'hinter', '!textbox!', 'Haus', '.'],
      answers: [['das']],
      translation: 'Paul puts the bike behind the house.',
      explanation: ['das: stellen is motion to a place (Wohin? behind the house): accusative, das Haus.'],
    },
    {
      main: ['Das', 'Fahrrad', 'steht', 'hinter', '!textbox!', 'Haus', '.'],
      answers: [['dem']],
      translation: 'The bike is behind the house.',
      explanation: ['dem: stehen says where something is (Wo?): dative, dem Haus.'],
    },
    {
      main: ['Die', 'Katze', 'schläft', 'hinter', '!textbox!', 'Sofa', '.'],
      answers: [['dem']],
      translation: 'The cat is sleeping behind the sofa.',
      explanation: ['dem: the cat stays in one place while it sleeps (Wo?): dative, dem Sofa.'],
    },
    {
      main: ['Die', 'Katze', 'sitzt', 'hinter', '!textbox!', 'Tür', '.'],
      answers: [['der']],
      translation: 'The cat is sitting behind the door.',
      explanation: ['der: sitzen is location (Wo?): dative. die Tür → der Tür.'],
    },
    {
      main: ['Der', 'Garten', 'liegt', 'hinter', '!textbox!', 'Häusern', '.'],
      answers: [['den']],
      translation: 'The garden is behind the houses.',
      explanation: [
        'den: liegen is location: dative plural den. The noun adds -n in the dative plural: den Häusern.',
      ],
    },
    {
      main: ['Ich', 'stelle', 'die', 'Lampe', 'neben', '!textbox!', 'Bett', '.'],
      answers: [['das']],
      translation: 'I am putting the lamp next to the bed.',
      explanation: ['das: stellen is motion to a place (Wohin?): accusative, das Bett.'],
    },
    {
      main: ['Die', 'Lampe', 'steht', 'neben', '!textbox!', 'Bett', '.'],
      answers: [['dem']],
      translation: 'The lamp is next to the bed.',
      explanation: ['dem: stehen is location (Wo?): dative, dem Bett.'],
    },
    {
      main: ['Er', 'legt', 'den', 'Schlüssel', 'neben', '!textbox!', 'Handy', '.'],
      answers: [['das']],
      translation: 'He puts the key next to the mobile phone.',
      explanation: ['das: legen is motion to a place: accusative, das Handy.'],
    },
    {
      main: ['Der', 'Schlüssel', 'liegt', 'neben', '!textbox!', 'Handy', '.'],
      answers: [['dem']],
      translation: 'The key is next to the mobile phone.',
      explanation: ['dem: liegen is location: dative, dem Handy.'],
    },
    {
      main: ['Ich', 'lege', 'das', 'Messer', 'neben', '!textbox!', 'Teller', '.'],
      answers: [['den']],
      translation: 'I put the knife next to the plate.',
      explanation: ['den: legen is motion to a place: accusative masculine, den Teller.'],
    },
    {
      main: ['Die', 'Gabel', 'liegt', 'neben', '!textbox!', 'Teller', '.'],
      answers: [['dem']],
      translation: 'The fork is next to the plate.',
      explanation: ['dem: liegen is location: dative masculine, dem Teller.'],
    },
    {
      main: ['Die', 'Praxis', 'ist', 'neben', '!textbox!', 'Apotheke', '.'],
      answers: [['der']],
      translation: "The doctor's office is next to the pharmacy.",
      explanation: ['der: sein says where something is: dative. die Apotheke → der Apotheke.'],
    },
    {
      main: ['Die', 'Ärztin', 'wohnt', 'neben', '!textbox!', 'Krankenhaus', '.'],
      answers: [['dem']],
      translation: 'The doctor lives next to the hospital.',
      explanation: ['dem: wohnen is location: dative, dem Krankenhaus.'],
    },
    {
      main: ['Wir', 'warten', 'vor', '!textbox!', 'Kino', '.'],
      answers: [['dem']],
      translation: 'We are waiting in front of the cinema.',
      explanation: ['dem: warten happens in one place (Wo?): dative, dem Kino.'],
    },
    {
      main: ['Der', 'Bus', 'hält', 'vor', '!textbox!', 'Bahnhof', '.'],
      answers: [['dem']],
      translation: 'The bus stops in front of the station.',
      explanation: ['dem: the bus stops at a place (Wo?): dative, dem Bahnhof.'],
    },
    {
      main: ['Sie', 'stellt', 'den', 'Stuhl', 'vor', '!textbox!', 'Fenster', '.'],
      answers: [['das']],
      translation: 'She puts the chair in front of the window.',
      explanation: ['das: stellen is motion to a place: accusative, das Fenster.'],
    },
    {
      main: ['Der', 'Stuhl', 'steht', 'vor', '!textbox!', 'Fenster', '.'],
      answers: [['dem']],
      translation: 'The chair is in front of the window.',
      explanation: ['dem: stehen is location: dative, dem Fenster.'],
    },
    {
      main: ['Das', 'Fahrrad', 'steht', 'vor', '!textbox!', 'Autos', '.'],
      answers: [['den']],
      translation: 'The bike is in front of the cars.',
      explanation: [
        'den: stehen is location: dative plural den. Autos ends in -s, so it adds no -n: den Autos.',
      ],
    },
    {
      main: [
        'Ich',
        'stelle',
        'den',
        'Tisch',
        'zwischen',
        'das',
        'Sofa',
        'und',
        '!textbox!',
        'Fernseher',
        '.',
      ],
      answers: [['den']],
      translation: 'I am putting the table between the sofa and the television.',
      explanation: [
        'den: stellen is motion to a place: accusative for both nouns of zwischen, das Sofa and den Fernseher.',
      ],
    },
    {
      main: ['Der', 'Tisch', 'steht', 'zwischen', 'dem', 'Sofa', 'und', '!textbox!', 'Fernseher', '.'],
      answers: [['dem']],
      translation: 'The table is between the sofa and the television.',
      explanation: ['dem: stehen is location: dative for both nouns, dem Sofa and dem Fernseher.'],
    },
    {
      main: ['Die', 'Apotheke', 'ist', 'zwischen', 'dem', 'Supermarkt', 'und', '!textbox!', 'Bäckerei', '.'],
      answers: [['der']],
      translation: 'The pharmacy is between the supermarket and the bakery.',
      explanation: ['der: sein says where: dative. die Bäckerei → der Bäckerei.'],
    },
    {
      main: ['Ich', 'hänge', 'den', 'Spiegel', 'neben', '!textbox!', 'Tür', '.'],
      answers: [['die']],
      translation: 'I am hanging the mirror next to the door.',
      explanation: [
        'die: hängen with an object (I hang something somewhere) is motion: accusative, die Tür.',
      ],
    },
  ],
} satisfies FillInDrill;
