import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The article or ein-word in the nominative (or preposition + article), shown in brackets after its blank. */
function given(word: string): SentencePart {
  return [word, { isPrompt: true }];
}

/**
 * Dative Prepositions (/ch5/drills/dative_prepositions): 19 sentences, one blank each. After aus,
 * außer, bei, mit, nach, seit, von, zu and gegenüber the learner puts the article or ein-word given
 * in brackets (in its nominative form) into the dative; a plural noun shows its dative -n. In four
 * sentences the blank takes the preposition too, and zu dem, zu der, von dem and bei dem are
 * written as the contractions zum, zur, vom and beim; the full form is accepted as well, since it
 * is correct, though German says the short one here.
 */
export const dativePrepositionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch5_dat_prep',
  instructions:
    'Fill in the word in brackets in the case the preposition takes, for example "dem" for der after mit. Where the brackets give a preposition and an article, write both, shortened where German shortens them (zu + der → zur). Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', 'komme', 'mit', '!textbox!', given('der'), 'Bus.'],
      answers: [['dem']],
      translation: 'I am coming by bus.',
      explanation: ['dem: mit takes the dative, and der Bus is masculine: der → dem.'],
    },
    {
      main: ['Anna', 'wohnt', 'bei', '!textbox!', given('ihre'), 'Eltern.'],
      answers: [['ihren']],
      translation: 'Anna lives with her parents.',
      explanation: [
        'ihren: bei takes the dative; Eltern is plural, and the plural dative ends in -en. Eltern already ends in -n.',
      ],
    },
    {
      main: ['Der', 'Brief', 'ist', 'von', '!textbox!', given('meine'), 'Großmutter.'],
      answers: [['meiner']],
      translation: 'The letter is from my grandmother.',
      explanation: ['meiner: von takes the dative, and die Großmutter is feminine: meine → meiner.'],
    },
    {
      main: ['Wir', 'kommen', 'aus', '!textbox!', given('das'), 'Kino.'],
      answers: [['dem']],
      translation: 'We are coming out of the cinema.',
      explanation: ['dem: aus takes the dative, and das Kino is neuter: das → dem.'],
    },
    {
      main: ['Nach', '!textbox!', given('das'), 'Essen', 'trinken', 'wir', 'Kaffee.'],
      answers: [['dem']],
      translation: 'After the meal we drink coffee.',
      explanation: ['dem: nach (after) takes the dative, and das Essen is neuter: das → dem.'],
    },
    {
      main: ['Ich', 'warte', 'hier', 'seit', '!textbox!', given('eine'), 'Stunde.'],
      answers: [['einer']],
      translation: 'I have been waiting here for an hour.',
      explanation: [
        'einer: seit takes the dative, and die Stunde is feminine: eine → einer. seit with the present tense says that the waiting is still going on.',
      ],
    },
    {
      main: [
        'Außer',
        '!textbox!',
        given('meine'),
        'Schwester',
        'spricht',
        'meine',
        'Familie',
        'kein',
        'Englisch.',
      ],
      answers: [['meiner']],
      translation: 'Apart from my sister, my family speaks no English.',
      explanation: ['meiner: außer takes the dative, and die Schwester is feminine: meine → meiner.'],
    },
    {
      main: ['Er', 'geht', 'mit', '!textbox!', given('seine'), 'Kindern', 'zum', 'Bahnhof.'],
      answers: [['seinen']],
      translation: 'He is walking to the station with his children.',
      explanation: ['seinen: mit takes the dative; Kinder is plural: seinen, and the noun adds -n: Kindern.'],
    },
    {
      main: ['Das', 'Kino', 'ist', 'gegenüber', '!textbox!', given('der'), 'Bahnhof.'],
      answers: [['dem']],
      translation: 'The cinema is opposite the station.',
      explanation: ['dem: gegenüber takes the dative, and der Bahnhof is masculine: der → dem.'],
    },
    {
      main: ['Ich', 'gehe', '!textbox!', given('zu + der'), 'Supermarkt.'],
      answers: [['zum', 'zu dem']],
      translation: 'I am going to the supermarket.',
      explanation: [
        'zum: zu takes the dative, and der Supermarkt is masculine: zu dem, which German shortens to zum.',
      ],
    },
    {
      main: ['Die', 'Kinder', 'gehen', '!textbox!', given('zu + die'), 'Schule.'],
      answers: [['zur', 'zu der']],
      translation: 'The children are going to school.',
      explanation: [
        'zur: zu takes the dative, and die Schule is feminine: zu der, which German shortens to zur.',
      ],
    },
    {
      main: ['Anna', 'kommt', '!textbox!', given('von + der'), 'Supermarkt.'],
      answers: [['vom', 'von dem']],
      translation: 'Anna is coming from the supermarket.',
      explanation: [
        'vom: von takes the dative, and der Supermarkt is masculine: von dem, which German shortens to vom.',
      ],
    },
    {
      main: ['Das', 'Hotel', 'ist', '!textbox!', given('bei + das'), 'Museum.'],
      answers: [['beim', 'bei dem']],
      translation: 'The hotel is near the museum.',
      explanation: [
        'beim: bei (here: near) takes the dative, and das Museum is neuter: bei dem, which German shortens to beim.',
      ],
    },
    {
      main: ['Nach', '!textbox!', given('der'), 'Film', 'gehen', 'wir', 'nach', 'Hause.'],
      answers: [['dem']],
      translation: 'After the film we are going home.',
      explanation: ['dem: nach (after) takes the dative, and der Film is masculine: der → dem.'],
    },
    {
      main: ['Lena', 'kommt', 'aus', '!textbox!', given('die'), 'Bäckerei.'],
      answers: [['der']],
      translation: 'Lena is coming out of the bakery.',
      explanation: ['der: aus takes the dative, and die Bäckerei is feminine: die → der.'],
    },
    {
      main: ['Der', 'Kellner', 'kommt', 'mit', '!textbox!', given('die'), 'Gläsern.'],
      answers: [['den']],
      translation: 'The waiter is coming with the glasses.',
      explanation: ['den: mit takes the dative; Gläser is plural: den, and the noun adds -n: Gläsern.'],
    },
    {
      main: ['Die', 'Blumen', 'sind', 'von', '!textbox!', given('unsere'), 'Gästen.'],
      answers: [['unseren']],
      translation: 'The flowers are from our guests.',
      explanation: ['unseren: von takes the dative; Gäste is plural: unseren, and the noun adds -n: Gästen.'],
    },
    {
      main: ['Paul', 'trinkt', 'Kaffee', 'mit', '!textbox!', given('ein'), 'Freund.'],
      answers: [['einem']],
      translation: 'Paul is having coffee with a friend.',
      explanation: ['einem: mit takes the dative, and der Freund is masculine: ein → einem.'],
    },
    {
      main: ['Das', 'Restaurant', 'ist', 'gegenüber', '!textbox!', given('die'), 'Bibliothek.'],
      answers: [['der']],
      translation: 'The restaurant is opposite the library.',
      explanation: ['der: gegenüber takes the dative, and die Bibliothek is feminine: die → der.'],
    },
  ],
} satisfies FillInDrill;
