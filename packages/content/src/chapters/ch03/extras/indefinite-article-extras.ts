import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The adjective to fill in, shown in brackets after its blank. */
function adjective(root: string): SentencePart {
  return [root, { isPrompt: true }];
}

/**
 * Extra practice, Indefinite Article + Adjective (/ch3/extras_indefinite_article): 16
 * sentences with the form of ein given and one or two adjectives to complete, in every case
 * and gender. A few adjectives stand after sein and take no ending.
 */
export const indefiniteArticleExtras = {
  kind: 'fill-in-drill',
  table: 'ch3_extras_indef_art',
  instructions:
    'Write the adjective in brackets with the right ending, or with no ending where it does not stand before a noun. Press the eye button to see the translation.',
  items: [
    {
      main: ['Das', 'ist', 'ein', '!textbox!', adjective('schön'), 'Bild.'],
      answers: [['schönes']],
      translation: 'That is a beautiful picture.',
      explanation: ['schönes: ein Bild, neuter nominative after plain ein: -es.'],
    },
    {
      main: ['Ich', 'brauche', 'einen', '!textbox!', adjective('neu'), 'Computer.'],
      answers: [['neuen']],
      translation: 'I need a new computer.',
      explanation: ['neuen: einen Computer, masculine accusative: -en.'],
    },
    {
      main: [
        'Eine',
        '!textbox!',
        adjective('jung'),
        'Familie',
        'sucht',
        'eine',
        '!textbox2!',
        adjective('ruhig'),
        'Wohnung.',
      ],
      answers: [['junge'], ['ruhige']],
      translation: 'A young family is looking for a quiet flat.',
      explanation: [
        'junge: eine Familie, feminine nominative: -e.',
        'ruhige: eine Wohnung, feminine accusative: -e.',
      ],
    },
    {
      main: ['Ein', '!textbox!', adjective('alt'), 'Freund', 'besucht', 'Anna.'],
      answers: [['alter']],
      translation: 'An old friend is visiting Anna.',
      explanation: ['alter: ein Freund, masculine nominative after plain ein: -er.'],
    },
    {
      main: [
        'Lena',
        'schreibt',
        'einem',
        '!textbox!',
        adjective('krank'),
        'Freund',
        'einen',
        '!textbox2!',
        adjective('kurz'),
        'Brief.',
      ],
      answers: [['kranken'], ['kurzen']],
      translation: 'Lena is writing a short letter to a sick friend.',
      explanation: [
        'kranken: einem Freund, masculine dative: -en.',
        'kurzen: einen Brief, masculine accusative: -en.',
      ],
    },
    {
      main: [
        'Wir',
        'bringen',
        'einem',
        '!textbox!',
        adjective('klein'),
        'Kind',
        'eine',
        '!textbox2!',
        adjective('warm'),
        'Suppe.',
      ],
      answers: [['kleinen'], ['warme']],
      translation: 'We are bringing a little child a warm soup.',
      explanation: [
        'kleinen: einem Kind, neuter dative: -en.',
        'warme: eine Suppe, feminine accusative: -e.',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Auto', 'eines', '!textbox!', adjective('jung'), 'Lehrers.'],
      answers: [['jungen']],
      translation: "That is a young teacher's car.",
      explanation: ['jungen: eines Lehrers, masculine genitive: -en.'],
    },
    {
      main: ['Hast', 'du', 'eine', '!textbox!', adjective('gelb'), 'Blume?'],
      answers: [['gelbe']],
      translation: 'Do you have a yellow flower?',
      explanation: ['gelbe: eine Blume, feminine accusative: -e.'],
    },
    {
      main: [
        'Das',
        'ist',
        'ein',
        '!textbox!',
        adjective('gut'),
        'Film,',
        'aber',
        'er',
        'ist',
        '!textbox2!',
        adjective('lang'),
        '.',
      ],
      answers: [['guter'], ['lang']],
      translation: 'That is a good film, but it is long.',
      explanation: [
        'guter: ein Film, masculine nominative after plain ein: -er.',
        'lang: after ist the adjective takes no ending.',
      ],
    },
    {
      main: [
        'Der',
        'Vater',
        'eines',
        '!textbox!',
        adjective('klein'),
        'Kindes',
        'ist',
        '!textbox2!',
        adjective('müde'),
        '.',
      ],
      answers: [['kleinen'], ['müde']],
      translation: "A little child's father is tired.",
      explanation: [
        'kleinen: eines Kindes, neuter genitive: -en.',
        'müde: after ist the adjective takes no ending (müde itself ends in -e).',
      ],
    },
    {
      main: [
        'Anna',
        'sucht',
        'ein',
        '!textbox!',
        adjective('blau'),
        'Kleid',
        'und',
        'eine',
        '!textbox2!',
        adjective('weiß'),
        'Jacke.',
      ],
      answers: [['blaues'], ['weiße']],
      translation: 'Anna is looking for a blue dress and a white jacket.',
      explanation: [
        'blaues: ein Kleid, neuter accusative after plain ein: -es.',
        'weiße: eine Jacke, feminine accusative: -e.',
      ],
    },
    {
      main: [
        'Ein',
        '!textbox!',
        adjective('freundlich'),
        'Kellner',
        'bringt',
        'einem',
        '!textbox2!',
        adjective('neu'),
        'Gast',
        'das',
        'Essen.',
      ],
      answers: [['freundlicher'], ['neuen']],
      translation: 'A friendly waiter brings a new guest the meal.',
      explanation: [
        'freundlicher: ein Kellner, masculine nominative after plain ein: -er.',
        'neuen: einem Gast, masculine dative: -en.',
      ],
    },
    {
      main: ['Ist', 'das', 'ein', '!textbox!', adjective('interessant'), 'Museum?'],
      answers: [['interessantes']],
      translation: 'Is that an interesting museum?',
      explanation: ['interessantes: ein Museum, neuter nominative after plain ein: -es.'],
    },
    {
      main: ['Das', 'ist', 'der', 'Garten', 'einer', '!textbox!', adjective('groß'), 'Familie.'],
      answers: [['großen']],
      translation: 'That is the garden of a big family.',
      explanation: ['großen: einer Familie, feminine genitive (the garden of a family): -en.'],
    },
    {
      main: [
        'Ein',
        '!textbox!',
        adjective('kurz'),
        'Brief',
        'ist',
        'ein',
        '!textbox2!',
        adjective('gut'),
        'Brief.',
      ],
      answers: [['kurzer'], ['guter']],
      translation: 'A short letter is a good letter.',
      explanation: [
        'kurzer: ein Brief, masculine nominative (the subject) after plain ein: -er.',
        'guter: after ist the noun is in the nominative as well: ein guter Brief.',
      ],
    },
    {
      main: ['Das', 'ist', 'eine', '!textbox!', adjective('schwer'), 'Frage.'],
      answers: [['schwere']],
      translation: 'That is a difficult question.',
      explanation: ['schwere: eine Frage, feminine nominative: -e.'],
    },
  ],
} satisfies FillInDrill;
