import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The noun with its article (or ein-word) in the nominative, shown in brackets after the blank. */
function phrase(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * N-Nouns (II) (/ch7/drills/n_nouns_ii): 22 sentences, one blank each, for the whole noun
 * phrase: the article, kein or possessive in its case and the noun in its form. The n-nouns are
 * mixed with ordinary masculine nouns (der Koch, der Vogel, der Lehrer, der Freund), the feminine
 * forms of the n-nouns (die Nachbarin, die Kundin, die Kollegin) and a plural, which never add
 * the n-noun ending, so the learner decides each time whether the noun is an n-noun. The
 * genitive contrasts eines Studenten with eines Lehrers.
 */
export const nNounsDrill2 = {
  kind: 'fill-in-drill',
  table: 'ch7_nnouns_2',
  instructions:
    'Put the words in brackets into the case the sentence needs: the article or possessive with its ending, and the noun with -n or -en if it is an n-noun. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', 'helfe', 'heute', '!textbox!', phrase('der Nachbar'), '.'],
      answers: [['dem Nachbarn']],
      translation: 'I am helping the neighbour today.',
      explanation: ['dem Nachbarn: helfen takes the dative: dem. Nachbar is an n-noun and adds -n.'],
    },
    {
      main: ['Ich', 'helfe', 'morgen', '!textbox!', phrase('die Nachbarin'), '.'],
      answers: [['der Nachbarin']],
      translation: 'I am helping the neighbour tomorrow.',
      explanation: [
        'der Nachbarin: helfen takes the dative: der for a feminine noun. Nachbarin is feminine, and feminine nouns add nothing in the singular.',
      ],
    },
    {
      main: ['Wir', 'fragen', '!textbox!', phrase('der Koch'), '.'],
      answers: [['den Koch']],
      translation: 'We ask the cook.',
      explanation: [
        'den Koch: the direct object is in the accusative: den. Koch is an ordinary masculine noun, not an n-noun: no ending.',
      ],
    },
    {
      main: ['Wir', 'fragen', '!textbox!', phrase('der Kollege'), '.'],
      answers: [['den Kollegen']],
      translation: 'We ask the colleague.',
      explanation: [
        'den Kollegen: the direct object is in the accusative: den. Kollege is an n-noun and adds -n.',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Fahrrad', '!textbox!', phrase('ein Student'), '.'],
      answers: [['eines Studenten']],
      translation: "That is a student's bike.",
      explanation: [
        'eines Studenten: the bike of a student: genitive, eines. Student is an n-noun: -en, and no -s.',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Fahrrad', '!textbox!', phrase('ein Lehrer'), '.'],
      answers: [['eines Lehrers']],
      translation: "That is a teacher's bike.",
      explanation: [
        'eines Lehrers: genitive, eines. Lehrer is an ordinary masculine noun, so the genitive adds -s.',
      ],
    },
    {
      main: ['Der', 'Hund', 'folgt', '!textbox!', phrase('der Junge'), '.'],
      answers: [['dem Jungen']],
      translation: 'The dog follows the boy.',
      explanation: ['dem Jungen: folgen takes the dative: dem. Junge is an n-noun and adds -n.'],
    },
    {
      main: ['Die', 'Katze', 'sieht', '!textbox!', phrase('ein Vogel'), '.'],
      answers: [['einen Vogel']],
      translation: 'The cat sees a bird.',
      explanation: [
        'einen Vogel: the direct object is in the accusative: einen. Vogel is not an n-noun: no ending.',
      ],
    },
    {
      main: ['Im', 'Zoo', 'sehen', 'wir', '!textbox!', phrase('ein Bär'), 'und', 'zwei', 'Löwen.'],
      answers: [['einen Bären']],
      translation: 'At the zoo we see a bear and two lions.',
      explanation: [
        'einen Bären: the direct object is in the accusative: einen. Bär is an n-noun and adds -en.',
      ],
    },
    {
      main: ['Gibt', 'es', 'hier', '!textbox!', phrase('ein Polizist'), '?'],
      answers: [['einen Polizisten']],
      translation: 'Is there a police officer here?',
      explanation: [
        'einen Polizisten: es gibt takes the accusative: einen. Polizist is an n-noun and adds -en.',
      ],
    },
    {
      main: ['Der', 'Verkäufer', 'zeigt', '!textbox!', phrase('die Kundin'), 'einen', 'Mantel.'],
      answers: [['der Kundin']],
      translation: 'The salesman shows the customer a coat.',
      explanation: [
        'der Kundin: the indirect object is in the dative: der for a feminine noun. Kundin is feminine: no ending.',
      ],
    },
    {
      main: ['Der', 'Mantel', 'passt', '!textbox!', phrase('der Kunde'), 'nicht.'],
      answers: [['dem Kunden']],
      translation: "The coat doesn't fit the customer.",
      explanation: ['dem Kunden: passen takes the dative: dem. Kunde is an n-noun and adds -n.'],
    },
    {
      main: ['Wir', 'gratulieren', '!textbox!', phrase('unser Kollege'), 'zum', 'Geburtstag.'],
      answers: [['unserem Kollegen']],
      translation: 'We wish our colleague a happy birthday.',
      explanation: [
        'unserem Kollegen: gratulieren takes the dative: unserem. Kollege is an n-noun and adds -n.',
      ],
    },
    {
      main: ['Ich', 'schreibe', '!textbox!', phrase('mein Freund'), 'einen', 'Brief.'],
      answers: [['meinem Freund']],
      translation: 'I am writing my friend a letter.',
      explanation: [
        'meinem Freund: the indirect object is in the dative: meinem. Freund is not an n-noun: no ending.',
      ],
    },
    {
      main: ['Wie', 'ist', 'der', 'Name', '!textbox!', phrase('dein Nachbar'), '?'],
      answers: [['deines Nachbarn']],
      translation: "What is your neighbour's name?",
      explanation: [
        'deines Nachbarn: the name of your neighbour: genitive, deines. Nachbar is an n-noun: -n, and no -s.',
      ],
    },
    {
      main: ['Sie', 'spricht', 'mit', '!textbox!', phrase('ein Journalist'), '.'],
      answers: [['einem Journalisten']],
      translation: 'She is talking to a journalist.',
      explanation: ['einem Journalisten: mit takes the dative: einem. Journalist is an n-noun and adds -en.'],
    },
    {
      main: ['Der', 'Koch', 'kocht', 'für', '!textbox!', phrase('der Präsident'), '.'],
      answers: [['den Präsidenten']],
      translation: 'The chef cooks for the president.',
      explanation: ['den Präsidenten: für takes the accusative: den. Präsident is an n-noun and adds -en.'],
    },
    {
      main: ['Der', 'Elefant', 'gefällt', '!textbox!', phrase('die Kinder'), 'sehr.'],
      answers: [['den Kindern']],
      translation: 'The children like the elephant very much.',
      explanation: [
        'den Kindern: gefallen takes the dative: den for the plural, and a dative plural noun adds -n: Kindern.',
      ],
      notes: ['Der Elefant is the subject (nominative singular), so it has no ending.'],
    },
    {
      main: ['Ich', 'gehe', 'ohne', '!textbox!', phrase('mein Kollege'), 'nach', 'Hause.'],
      answers: [['meinen Kollegen']],
      translation: "I'm going home without my colleague.",
      explanation: ['meinen Kollegen: ohne takes the accusative: meinen. Kollege is an n-noun and adds -n.'],
    },
    {
      main: ['Ich', 'gehe', 'mit', '!textbox!', phrase('meine Kollegin'), 'zum', 'Bahnhof.'],
      answers: [['meiner Kollegin']],
      translation: "I'm going to the station with my colleague.",
      explanation: [
        'meiner Kollegin: mit takes the dative: meiner for a feminine noun. Kollegin is feminine: no ending.',
      ],
    },
    {
      main: ['Wir', 'danken', '!textbox!', phrase('der Herr'), 'und', 'der', 'Dame.'],
      answers: [['dem Herrn']],
      translation: 'We thank the gentleman and the lady.',
      explanation: ['dem Herrn: danken takes the dative: dem. Herr adds -n in the singular: dem Herrn.'],
    },
    {
      main: ['Das', 'ist', 'die', 'Tochter', 'von', '!textbox!', phrase('Herr'), 'Becker.'],
      answers: [['Herrn']],
      translation: "That is Mr. Becker's daughter.",
      explanation: [
        'Herrn: von takes the dative. Before a name Herr has no article but still adds -n: von Herrn Becker.',
      ],
    },
  ],
} satisfies FillInDrill;
