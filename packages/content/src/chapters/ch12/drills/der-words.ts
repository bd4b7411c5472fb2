import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The der-word to put in the right form, shown in brackets after the blank. */
function derWord(word: string): SentencePart {
  return [word, { isPrompt: true }];
}

/**
 * Der-Words (/ch12/drills/der_words): 20 sentences with one blank each for dieser, jener, welcher,
 * mancher or solcher (in brackets, as the headword). The der-words end like the definite article
 * (der → dieser, den → diesen, dem → diesem, die → diese), except das → dieses. Every gender and
 * the plural in the nominative, accusative and dative, and two genitives.
 */
export const derWordsDrill = {
  kind: 'fill-in-drill',
  table: 'ch12_der_words',
  instructions:
    'Write the der-word in brackets with the ending that the noun and its case need (dieser Roman, diese Kirche, dieses Buch, diese Bücher). Press the eye button to see the translation.',
  items: [
    {
      main: ['!textbox!', derWord('dieser'), 'Roman', 'ist', 'sehr', 'lang', '.'],
      answers: [['Dieser']],
      translation: 'This novel is very long.',
      explanation: ['Dieser: der Roman is masculine and the subject (nominative): der → dieser.'],
    },
    {
      main: ['Ich', 'lese', '!textbox!', derWord('dieser'), 'Roman', 'gern', '.'],
      answers: [['diesen']],
      translation: 'I like reading this novel.',
      explanation: ['diesen: der Roman is the direct object of lesen (accusative, masculine): den → diesen.'],
    },
    {
      main: ['!textbox!', derWord('dieser'), 'Kirche', 'ist', 'sehr', 'alt', '.'],
      answers: [['Diese']],
      translation: 'This church is very old.',
      explanation: ['Diese: die Kirche is feminine and the subject (nominative): die → diese.'],
    },
    {
      main: ['Wir', 'besuchen', '!textbox!', derWord('dieser'), 'Ausstellung', '.'],
      answers: [['diese']],
      translation: 'We are visiting this exhibition.',
      explanation: ['diese: die Ausstellung is the direct object (accusative, feminine): die → diese.'],
    },
    {
      main: ['!textbox!', derWord('dieser'), 'Gedicht', 'ist', 'schön', '.'],
      answers: [['Dieses']],
      translation: 'This poem is beautiful.',
      explanation: [
        'Dieses: das Gedicht is neuter and the subject (nominative). Here the ending is -es (dieses), not -as.',
      ],
    },
    {
      main: ['Kennst', 'du', '!textbox!', derWord('dieser'), 'Lied', '?'],
      answers: [['dieses']],
      translation: 'Do you know this song?',
      explanation: ['dieses: das Lied is the direct object (accusative, neuter): das → dieses.'],
    },
    {
      main: ['!textbox!', derWord('dieser'), 'Gemälde', 'sind', 'modern', '.'],
      answers: [['Diese']],
      translation: 'These paintings are modern.',
      explanation: ['Diese: die Gemälde (plural) are the subject (nominative plural): die → diese.'],
    },
    {
      main: ['Mit', '!textbox!', derWord('dieser'), 'Maler', 'spreche', 'ich', 'gern', '.'],
      answers: [['diesem']],
      translation: 'I like talking to this painter.',
      explanation: ['diesem: mit takes the dative; der Maler is masculine: dem → diesem.'],
    },
    {
      main: ['Wir', 'wohnen', 'in', '!textbox!', derWord('dieser'), 'Stadt', '.'],
      answers: [['dieser']],
      translation: 'We live in this city.',
      explanation: [
        'dieser: in with a location (wo?) takes the dative; die Stadt is feminine: der → dieser.',
      ],
    },
    {
      main: ['Ich', 'gebe', '!textbox!', derWord('dieser'), 'Kindern', 'ein', 'Buch', '.'],
      answers: [['diesen']],
      translation: 'I am giving these children a book.',
      explanation: ['diesen: the children are the indirect object (dative plural): den → diesen.'],
    },
    {
      main: ['!textbox!', derWord('jener'), 'Turm', 'ist', 'sehr', 'alt', '.'],
      answers: [['Jener']],
      translation: 'That tower is very old.',
      explanation: ['Jener: der Turm is masculine and the subject (nominative): der → jener.'],
    },
    {
      main: [
        'Ich',
        'kenne',
        'dieses',
        'Schloss',
        ',',
        'aber',
        'nicht',
        '!textbox!',
        derWord('jener'),
        'Schloss',
        '.',
      ],
      answers: [['jenes']],
      translation: 'I know this palace, but not that palace.',
      explanation: ['jenes: das Schloss is the direct object (accusative, neuter): das → jenes.'],
    },
    {
      main: [
        'In',
        '!textbox!',
        derWord('jener'),
        'Jahrhundert',
        'hat',
        'es',
        'viele',
        'Kriege',
        'gegeben',
        '.',
      ],
      answers: [['jenem']],
      translation: 'In that century there were many wars.',
      explanation: [
        'jenem: in with a time (wann?) takes the dative; das Jahrhundert is neuter: dem → jenem.',
      ],
    },
    {
      main: ['!textbox!', derWord('welcher'), 'Roman', 'liest', 'du', '?'],
      answers: [['Welchen']],
      translation: 'Which novel are you reading?',
      explanation: [
        'Welchen: der Roman is the direct object of liest (accusative, masculine): den → welchen.',
      ],
    },
    {
      main: ['!textbox!', derWord('welcher'), 'Sprache', 'sprichst', 'du', '?'],
      answers: [['Welche']],
      translation: 'Which language do you speak?',
      explanation: ['Welche: die Sprache is the direct object (accusative, feminine): die → welche.'],
    },
    {
      main: ['Mit', '!textbox!', derWord('welcher'), 'Künstler', 'hast', 'du', 'gesprochen', '?'],
      answers: [['welchem']],
      translation: 'Which artist did you talk to?',
      explanation: ['welchem: mit takes the dative; der Künstler is masculine: dem → welchem.'],
    },
    {
      main: ['!textbox!', derWord('mancher'), 'Märchen', 'sind', 'sehr', 'alt', '.'],
      answers: [['Manche']],
      translation: 'Some fairy tales are very old.',
      explanation: ['Manche: die Märchen (plural) are the subject (nominative plural): die → manche.'],
    },
    {
      main: ['!textbox!', derWord('solcher'), 'Lieder', 'singe', 'ich', 'nicht', 'gern', '.'],
      answers: [['Solche']],
      translation: "I don't like singing such songs.",
      explanation: ['Solche: die Lieder are the direct object (accusative plural): die → solche.'],
    },
    {
      main: ['Das', 'ist', 'das', 'Haus', '!textbox!', derWord('dieser'), 'Künstlerin', '.'],
      answers: [['dieser']],
      translation: 'That is the house of this artist.',
      explanation: ['dieser: of the artist is a genitive; die Künstlerin is feminine: der → dieser.'],
    },
    {
      main: ['Der', 'Name', '!textbox!', derWord('dieser'), 'Königs', 'ist', 'bekannt', '.'],
      answers: [['dieses']],
      translation: 'The name of this king is well known.',
      explanation: [
        'dieses: of the king is a genitive; der König is masculine: des → dieses (and the noun adds -s: Königs).',
      ],
    },
  ],
} satisfies FillInDrill;
