import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The English possessive that says whose the noun is, shown in brackets after the blank. */
function owner(english: string): SentencePart {
  return [english, { isPrompt: true }];
}

/**
 * Possessive Adjective (/ch4/drills/possessive_adjective): 16 sentences, one for each place of
 * the table (nominative, accusative, dative, genitive × masculine, feminine, neuter, plural). The
 * English possessive in brackets gives the owner (my, your, his, her, its, our, their, and the
 * three kinds of you); the ending comes from the noun that follows. A possessive that starts the
 * sentence is accepted with or without its capital, except formal Ihr, whose capital is the point.
 */
export const possessiveAdjectiveDrill = {
  kind: 'fill-in-drill',
  table: 'ch4_poss_adj',
  instructions:
    'Fill in the possessive adjective for the owner in brackets, with the ending the noun after it needs (its gender and its case), for example "meinen" or "ihre". Press the eye button to see the translation.',
  items: [
    {
      main: ['Ist', 'das', '!textbox!', owner('your, formal'), 'Onkel,', 'Frau', 'Schmidt?'],
      answers: [['Ihr']],
      translation: 'Is that your uncle, Mrs. Schmidt?',
      explanation: [
        'Ihr: Onkel is masculine and nominative after ist das, so no ending. Formal Ihr is written with a capital I, like Sie.',
      ],
    },
    {
      main: ['Wo', 'ist', '!textbox!', owner('your, informal'), 'Brille?'],
      answers: [['deine']],
      translation: 'Where are your glasses?',
      explanation: [
        'deine: Brille is feminine (die Brille, singular in German) and the subject: nominative -e.',
      ],
    },
    {
      main: ['!textbox!', owner('our'), 'Haus', 'ist', 'sehr', 'alt.'],
      answers: [['Unser', 'unser']],
      translation: 'Our house is very old.',
      explanation: [
        'unser: Haus is neuter and the subject: nominative, no ending. The -er belongs to unser itself.',
      ],
    },
    {
      main: ['Das', 'Hotel', 'ist', 'alt,', 'aber', '!textbox!', owner('its'), 'Zimmer', 'sind', 'neu.'],
      answers: [['seine']],
      translation: 'The hotel is old, but its rooms are new.',
      explanation: [
        'seine: the owner is das Hotel (es), so sein; Zimmer is plural here (sind) and the subject: nominative plural -e.',
      ],
    },
    {
      main: ['Paul', 'sucht', '!textbox!', owner('his'), 'Stift.'],
      answers: [['seinen']],
      translation: 'Paul is looking for his pen.',
      explanation: [
        'seinen: Stift is masculine and the direct object: accusative -en. The owner Paul (er) gives sein.',
      ],
    },
    {
      main: ['Besucht', 'ihr', 'heute', '!textbox!', owner('your, informal, pl.'), 'Großmutter?'],
      answers: [['eure']],
      translation: 'Are you visiting your grandmother today?',
      explanation: [
        'eure: Großmutter is feminine and the direct object: accusative -e. euer drops its second e before an ending: eure.',
      ],
    },
    {
      main: ['Die', 'Kinder', 'essen', '!textbox!', owner('their'), 'Gemüse', 'nicht.'],
      answers: [['ihr']],
      translation: "The children aren't eating their vegetables.",
      explanation: [
        'ihr: Gemüse is neuter (das Gemüse) and the direct object: accusative, no ending. The owners are die Kinder (sie, they): ihr.',
      ],
    },
    {
      main: ['Ich', 'treffe', 'heute', '!textbox!', owner('my'), 'Freunde.'],
      answers: [['meine']],
      translation: "I'm meeting my friends today.",
      explanation: ['meine: Freunde is plural and the direct object: accusative plural -e.'],
    },
    {
      main: ['Lena', 'hilft', '!textbox!', owner('her'), 'Bruder.'],
      answers: [['ihrem']],
      translation: 'Lena is helping her brother.',
      explanation: [
        'ihrem: helfen takes the dative, and Bruder is masculine: dative -em. The owner Lena (sie, she) gives ihr.',
      ],
    },
    {
      main: ['Wir', 'schreiben', '!textbox!', owner('our'), 'Tante', 'einen', 'Brief.'],
      answers: [['unserer']],
      translation: 'We are writing our aunt a letter.',
      explanation: [
        'unserer: Tante is feminine and the indirect object: dative -er. unser keeps its own -er: unser + er.',
      ],
    },
    {
      main: ['Gibst', 'du', '!textbox!', owner('your, informal'), 'Kind', 'Kaffee?'],
      answers: [['deinem']],
      translation: 'Do you give your child coffee?',
      explanation: ['deinem: Kind is neuter and the indirect object: dative -em.'],
    },
    {
      main: ['Paul', 'und', 'Anna', 'helfen', '!textbox!', owner('their'), 'Eltern.'],
      answers: [['ihren']],
      translation: 'Paul and Anna help their parents.',
      explanation: [
        'ihren: helfen takes the dative, and Eltern is plural: dative plural -en (Eltern already ends in -n). The owners are Paul and Anna (sie, they): ihr.',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Auto', '!textbox!', owner('my'), 'Vaters.'],
      answers: [['meines']],
      translation: "That is my father's car.",
      explanation: [
        'meines: the car of my father: Vater is masculine and genitive, so -es, and the noun adds -s: Vaters.',
      ],
    },
    {
      main: ['Wo', 'ist', 'die', 'Wohnung', '!textbox!', owner('your, formal'), 'Tochter?'],
      answers: [['Ihrer']],
      translation: "Where is your daughter's flat?",
      explanation: [
        'Ihrer: the flat of your daughter: Tochter is feminine and genitive, so -er. Formal Ihr keeps its capital I.',
      ],
    },
    {
      main: ['Das', 'sind', 'die', 'Bücher', '!textbox!', owner('his'), 'Kindes.'],
      answers: [['seines']],
      translation: "Those are his child's books.",
      explanation: [
        'seines: the books of his child: Kind is neuter and genitive, so -es, and the noun adds -es: Kindes.',
      ],
    },
    {
      main: ['Wo', 'sind', 'die', 'Fahrräder', '!textbox!', owner('your, informal, pl.'), 'Kinder?'],
      answers: [['eurer']],
      translation: "Where are your children's bikes?",
      explanation: [
        'eurer: the bikes of your children: Kinder is plural and genitive, so -er; euer drops its second e: eurer.',
      ],
    },
  ],
} satisfies FillInDrill;
