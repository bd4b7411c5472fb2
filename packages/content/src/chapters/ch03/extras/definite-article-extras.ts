import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The adjective to fill in, shown in brackets after its blank. */
function adjective(root: string): SentencePart {
  return [root, { isPrompt: true }];
}

/**
 * Extra practice, Definite Article + Adjective (/ch3/extras_definite_article): 16 sentences
 * with the article given and one or two adjectives to complete. Some adjectives stand after
 * sein and take no ending, so that the learner decides first whether an ending is needed.
 */
export const definiteArticleExtras = {
  kind: 'fill-in-drill',
  table: 'ch3_extras_def_art',
  instructions:
    'Write the adjective in brackets with the right ending, or with no ending where it does not stand before a noun. Press the eye button to see the translation.',
  items: [
    {
      main: ['Der', '!textbox!', adjective('alt'), 'Tisch', 'ist', '!textbox2!', adjective('billig'), '.'],
      answers: [['alte'], ['billig']],
      translation: 'The old table is cheap.',
      explanation: [
        'alte: der Tisch, masculine nominative: one of the five -e places.',
        'billig: after ist, with no noun after it, the adjective takes no ending.',
      ],
    },
    {
      main: ['Ich', 'kaufe', 'den', '!textbox!', adjective('blau'), 'Mantel.'],
      answers: [['blauen']],
      translation: 'I am buying the blue coat.',
      explanation: ['blauen: den Mantel, masculine accusative: -en.'],
    },
    {
      main: [
        'Wir',
        'besuchen',
        'das',
        '!textbox!',
        adjective('alt'),
        'Museum',
        'und',
        'die',
        '!textbox2!',
        adjective('neu'),
        'Bibliothek.',
      ],
      answers: [['alte'], ['neue']],
      translation: 'We are visiting the old museum and the new library.',
      explanation: [
        'alte: das Museum, neuter accusative: one of the five -e places.',
        'neue: die Bibliothek, feminine accusative: one of the five -e places.',
      ],
    },
    {
      main: [
        'Paul',
        'zeigt',
        'dem',
        '!textbox!',
        adjective('jung'),
        'Gast',
        'das',
        '!textbox2!',
        adjective('groß'),
        'Haus.',
      ],
      answers: [['jungen'], ['große']],
      translation: 'Paul shows the young guest the big house.',
      explanation: [
        'jungen: dem Gast, masculine dative: every dative takes -en.',
        'große: das Haus, neuter accusative: -e.',
      ],
    },
    {
      main: [
        'Die',
        '!textbox!',
        adjective('klein'),
        'Kinder',
        'sind',
        'heute',
        'sehr',
        '!textbox2!',
        adjective('laut'),
        '.',
      ],
      answers: [['kleinen'], ['laut']],
      translation: 'The little children are very loud today.',
      explanation: [
        'kleinen: die Kinder, plural nominative: every plural takes -en.',
        'laut: after sind the adjective takes no ending.',
      ],
    },
    {
      main: [
        'Die',
        'Lehrerin',
        'erklärt',
        'der',
        '!textbox!',
        adjective('neu'),
        'Klasse',
        'die',
        '!textbox2!',
        adjective('wichtig'),
        'Regeln.',
      ],
      answers: [['neuen'], ['wichtigen']],
      translation: 'The teacher explains the important rules to the new class.',
      explanation: [
        'neuen: der Klasse, feminine dative: -en.',
        'wichtigen: die Regeln, plural accusative: -en.',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Fahrrad', 'des', '!textbox!', adjective('jung'), 'Lehrers.'],
      answers: [['jungen']],
      translation: "That is the young teacher's bicycle.",
      explanation: ['jungen: des Lehrers, masculine genitive: every genitive takes -en.'],
    },
    {
      main: [
        'Der',
        'Garten',
        'der',
        '!textbox!',
        adjective('alt'),
        'Familie',
        'ist',
        '!textbox2!',
        adjective('groß'),
        '.',
      ],
      answers: [['alten'], ['groß']],
      translation: "The old family's garden is big.",
      explanation: [
        'alten: der Familie, feminine genitive (the garden of the family): -en.',
        'groß: after ist the adjective takes no ending.',
      ],
    },
    {
      main: ['Wir', 'geben', 'den', '!textbox!', adjective('nett'), 'Kellnern', 'das', 'Geld.'],
      answers: [['netten']],
      translation: 'We give the nice waiters the money.',
      explanation: ['netten: den Kellnern, dative plural (the noun adds -n): -en.'],
    },
    {
      main: ['Die', '!textbox!', adjective('grün'), 'Jacke', 'ist', '!textbox2!', adjective('teuer'), '.'],
      answers: [['grüne'], ['teuer']],
      translation: 'The green jacket is expensive.',
      explanation: [
        'grüne: die Jacke, feminine nominative: -e.',
        'teuer: after ist the adjective takes no ending.',
      ],
    },
    {
      main: [
        'Anna',
        'bestellt',
        'die',
        '!textbox!',
        adjective('warm'),
        'Suppe',
        'und',
        'das',
        '!textbox2!',
        adjective('frisch'),
        'Brot.',
      ],
      answers: [['warme'], ['frische']],
      translation: 'Anna orders the warm soup and the fresh bread.',
      explanation: [
        'warme: die Suppe, feminine accusative: -e.',
        'frische: das Brot, neuter accusative: -e.',
      ],
    },
    {
      main: [
        'Heute',
        'ist',
        'das',
        'Wetter',
        '!textbox!',
        adjective('kalt'),
        '.',
        'Ich',
        'brauche',
        'den',
        '!textbox2!',
        adjective('warm'),
        'Mantel.',
      ],
      answers: [['kalt'], ['warmen']],
      translation: 'The weather is cold today. I need the warm coat.',
      explanation: [
        'kalt: after ist the adjective takes no ending.',
        'warmen: den Mantel, masculine accusative: -en.',
      ],
    },
    {
      main: ['Die', 'Eltern', 'der', '!textbox!', adjective('klein'), 'Kinder', 'bezahlen', 'das', 'Essen.'],
      answers: [['kleinen']],
      translation: 'The parents of the little children pay for the meal.',
      explanation: ['kleinen: der Kinder, genitive plural (the parents of the children): -en.'],
    },
    {
      main: [
        'Schmeckt',
        'der',
        '!textbox!',
        adjective('schwarz'),
        'Tee',
        '!textbox2!',
        adjective('gut'),
        '?',
      ],
      answers: [['schwarze'], ['gut']],
      translation: 'Does the black tea taste good?',
      explanation: [
        'schwarze: der Tee, masculine nominative (the subject): -e.',
        'gut: it says how the tea tastes and stands before no noun, so it takes no ending.',
      ],
    },
    {
      main: [
        'Wo',
        'sind',
        'die',
        '!textbox!',
        adjective('lang'),
        'Briefe',
        'der',
        '!textbox2!',
        adjective('alt'),
        'Freundin?',
      ],
      answers: [['langen'], ['alten']],
      translation: 'Where are the long letters of the old friend?',
      explanation: [
        'langen: die Briefe, plural nominative: -en.',
        'alten: der Freundin, feminine genitive (the letters of the friend): -en.',
      ],
    },
    {
      main: [
        'Ist',
        'die',
        '!textbox!',
        adjective('groß'),
        'Bibliothek',
        'heute',
        '!textbox2!',
        adjective('offen'),
        '?',
      ],
      answers: [['große'], ['offen']],
      translation: 'Is the big library open today?',
      explanation: [
        'große: die Bibliothek, feminine nominative: -e.',
        'offen: after ist (here at the start of the question) the adjective takes no ending.',
      ],
    },
  ],
} satisfies FillInDrill;
