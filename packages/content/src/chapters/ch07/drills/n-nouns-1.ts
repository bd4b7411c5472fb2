import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The noun to put into its case, shown in brackets after its blank (", pl." asks for the plural). */
function noun(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * N-Nouns (I) (/ch7/drills/n_nouns_i): 22 sentences, one blank each. The article (or ein-word)
 * is given; the learner writes the noun in brackets in the form its case needs. Every n-noun of
 * the chapter comes up at least once, in every case: the accusative, dative and genitive singular
 * add -n or -en, the plural takes the same form (except die Herren), and the nominative singular
 * keeps the plain form, so a few subjects are there to check that the ending is not added
 * everywhere. Herr comes up before a name (Herrn Schmidt), as a noun and in the plural.
 */
export const nNounsDrill = {
  kind: 'fill-in-drill',
  table: 'ch7_nnouns',
  instructions:
    'Fill in the noun in brackets in the form its case needs. N-nouns add -n or -en in every case except the nominative singular; "pl." asks for the plural. Press the eye button to see the translation.',
  items: [
    {
      main: ['Wir', 'fragen', 'den', '!textbox!', noun('Polizist'), '.'],
      answers: [['Polizisten']],
      translation: 'We ask the police officer.',
      explanation: [
        'Polizisten: the police officer is the direct object of fragen (accusative: den). Polizist is an n-noun: outside the nominative singular it adds -en.',
      ],
    },
    {
      main: ['Der', '!textbox!', noun('Polizist'), 'hilft', 'dem', 'Touristen.'],
      answers: [['Polizist']],
      translation: 'The police officer is helping the tourist.',
      explanation: [
        'Polizist: the police officer is the subject (nominative singular: der), the one form of an n-noun without the ending.',
      ],
      notes: ['dem Touristen: helfen takes the dative, and Tourist is an n-noun too.'],
    },
    {
      main: ['Siehst', 'du', 'den', '!textbox!', noun('Bär'), '?'],
      answers: [['Bären']],
      translation: 'Do you see the bear?',
      explanation: ['Bären: the bear is the direct object (accusative: den). Bär adds -en: den Bären.'],
    },
    {
      main: ['Im', 'Zoo', 'gibt', 'es', 'einen', '!textbox!', noun('Elefant'), '.'],
      answers: [['Elefanten']],
      translation: 'There is an elephant at the zoo.',
      explanation: ['Elefanten: es gibt takes the accusative (einen). Elefant adds -en: einen Elefanten.'],
    },
    {
      main: ['Ich', 'helfe', 'dem', '!textbox!', noun('Junge'), '.'],
      answers: [['Jungen']],
      translation: 'I am helping the boy.',
      explanation: [
        'Jungen: helfen takes the dative (dem). Junge ends in -e, so it adds only -n: dem Jungen.',
      ],
    },
    {
      main: ['Wie', 'ist', 'der', '!textbox!', noun('Name'), 'des', 'Hotels?'],
      answers: [['Name']],
      translation: 'What is the name of the hotel?',
      explanation: ['Name: der Name is the subject of ist (nominative singular), so no ending.'],
    },
    {
      main: ['Ich', 'vergesse', 'immer', 'seinen', '!textbox!', noun('Name'), '.'],
      answers: [['Namen']],
      translation: 'I always forget his name.',
      explanation: [
        'Namen: the name is the direct object of vergessen (accusative: seinen). Name adds -n: seinen Namen.',
      ],
      notes: ['Only the genitive of Name adds an -s as well: des Namens.'],
    },
    {
      main: ['Wir', 'besuchen', 'heute', '!textbox!', noun('Herr'), 'Schmidt.'],
      answers: [['Herrn']],
      translation: 'We are visiting Mr. Schmidt today.',
      explanation: [
        'Herrn: Herr Schmidt is the direct object (accusative). Herr before a name is an n-noun as well: Herrn Schmidt, with -n.',
      ],
    },
    {
      main: ['Der', 'Kellner', 'bringt', 'dem', '!textbox!', noun('Herr'), 'einen', 'Kaffee.'],
      answers: [['Herrn']],
      translation: 'The waiter brings the gentleman a coffee.',
      explanation: [
        'Herrn: the gentleman is the indirect object (dative: dem). Herr adds only -n in the singular: dem Herrn.',
      ],
    },
    {
      main: ['Die', '!textbox!', noun('Herr, pl.'), 'trinken', 'Bier.'],
      answers: [['Herren']],
      translation: 'The gentlemen are drinking beer.',
      explanation: [
        'Herren: the plural of Herr adds -en (die Herren), unlike the singular forms, which add only -n (den Herrn).',
      ],
    },
    {
      main: ['Das', 'ist', 'das', 'Auto', 'meines', '!textbox!', noun('Kollege'), '.'],
      answers: [['Kollegen']],
      translation: "That is my colleague's car.",
      explanation: [
        'Kollegen: the car of my colleague: genitive (meines). An n-noun takes -n or -en in the genitive, not -s: meines Kollegen.',
      ],
    },
    {
      main: ['Die', 'Verkäuferin', 'zeigt', 'dem', '!textbox!', noun('Kunde'), 'eine', 'Jacke.'],
      answers: [['Kunden']],
      translation: 'The saleswoman shows the customer a jacket.',
      explanation: ['Kunden: the customer is the indirect object (dative: dem). Kunde adds -n: dem Kunden.'],
    },
    {
      main: ['Besucht', 'ihr', 'morgen', 'euren', '!textbox!', noun('Nachbar'), '?'],
      answers: [['Nachbarn']],
      translation: 'Are you visiting your neighbour tomorrow?',
      explanation: [
        'Nachbarn: the neighbour is the direct object (accusative: euren). Nachbar adds only -n, although it ends in a consonant: euren Nachbarn.',
      ],
    },
    {
      main: ['Die', 'Stadt', 'gefällt', 'den', '!textbox!', noun('Tourist, pl.'), 'sehr.'],
      answers: [['Touristen']],
      translation: 'The tourists like the town very much.',
      explanation: [
        'Touristen: gefallen takes the dative, here the dative plural (den). The plural of an n-noun already ends in -en, so the dative plural adds nothing more.',
      ],
    },
    {
      main: ['Er', 'ist', 'ein', 'netter', '!textbox!', noun('Mensch'), '.'],
      answers: [['Mensch']],
      translation: 'He is a nice person.',
      explanation: [
        'Mensch: after sein the noun names the subject and stays in the nominative: ein netter Mensch, no ending.',
      ],
    },
    {
      main: ['Der', 'Journalist', 'fragt', 'den', '!textbox!', noun('Präsident'), '.'],
      answers: [['Präsidenten']],
      translation: 'The journalist asks the president.',
      explanation: [
        'Präsidenten: the president is the direct object (accusative: den). Präsident adds -en: den Präsidenten.',
      ],
      notes: ['Der Journalist is the subject, so it has no ending.'],
    },
    {
      main: ['Wir', 'danken', 'dem', '!textbox!', noun('Architekt'), '.'],
      answers: [['Architekten']],
      translation: 'We thank the architect.',
      explanation: ['Architekten: danken takes the dative (dem). Architekt adds -en: dem Architekten.'],
    },
    {
      main: ['Der', 'Junge', 'gibt', 'dem', '!textbox!', noun('Affe'), 'einen', 'Apfel.'],
      answers: [['Affen']],
      translation: 'The boy gives the monkey an apple.',
      explanation: ['Affen: the monkey is the indirect object (dative: dem). Affe adds -n: dem Affen.'],
    },
    {
      main: ['Die', 'Touristen', 'sehen', 'einen', '!textbox!', noun('Löwe'), '.'],
      answers: [['Löwen']],
      translation: 'The tourists see a lion.',
      explanation: ['Löwen: the lion is the direct object (accusative: einen). Löwe adds -n: einen Löwen.'],
    },
    {
      main: ['Wo', 'ist', 'die', 'Tasche', 'des', '!textbox!', noun('Journalist'), '?'],
      answers: [['Journalisten']],
      translation: "Where is the journalist's bag?",
      explanation: [
        'Journalisten: the bag of the journalist: genitive (des). An n-noun adds -en, not -s: des Journalisten.',
      ],
    },
    {
      main: ['Die', '!textbox!', noun('Bär, pl.'), 'schlafen', 'im', 'Winter.'],
      answers: [['Bären']],
      translation: 'The bears sleep in winter.',
      explanation: [
        'Bären: the plural of an n-noun is the same -en form: die Bären. Here it is the subject (nominative plural).',
      ],
    },
    {
      main: ['Der', '!textbox!', noun('Student'), 'wohnt', 'bei', 'seiner', 'Tante.'],
      answers: [['Student']],
      translation: 'The student lives with his aunt.',
      explanation: ['Student: the student is the subject (nominative singular: der), so no ending.'],
    },
  ],
} satisfies FillInDrill;
