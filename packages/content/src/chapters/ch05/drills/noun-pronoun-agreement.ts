import type { FillInDrill } from '../../../sets/schema.ts';

/**
 * Noun - Pronoun Agreement (/ch5/drills/noun_pronoun_agreement): 18 pairs of sentences, one
 * blank each. The first sentence names a noun; the blank is the pronoun that stands for it in the
 * second, chosen by the noun's gender (der → er, die → sie, das → es, plural → sie) and put in the
 * case of its place in the second sentence (nominative, accusative or dative). Every gender meets
 * every one of the three cases; das Mädchen shows that the grammatical gender decides. After a
 * preposition the noun is always a person: for a thing German would join da- and the preposition
 * (damit, dafür), which the course has not taught yet; ohne, which has no such form, is the
 * exception (ohne sie, without it).
 */
export const nounPronounDrill = {
  kind: 'fill-in-drill',
  table: 'ch5_noun_pronoun',
  instructions:
    'Fill in the pronoun that stands for the noun of the first sentence, in the gender of that noun and the case its place needs, for example "ihn" for der Kaffee as a direct object. Press the eye button to see the translation.',
  items: [
    {
      main: ['Wo', 'ist', 'der', 'Schlüssel?', 'Hier', 'ist', '!textbox!', '.'],
      answers: [['er']],
      translation: 'Where is the key? Here it is.',
      explanation: ['er: der Schlüssel is masculine, and here it is the subject: nominative er.'],
    },
    {
      main: ['Die', 'Lampe', 'ist', 'neu.', 'Ist', '!textbox!', 'teuer?'],
      answers: [['sie']],
      translation: 'The lamp is new. Is it expensive?',
      explanation: ['sie: die Lampe is feminine, and it is the subject: nominative sie.'],
    },
    {
      main: ['Das', 'Fahrrad', 'ist', 'alt,', 'aber', '!textbox!', 'ist', 'schnell.'],
      answers: [['es']],
      translation: 'The bike is old, but it is fast.',
      explanation: ['es: das Fahrrad is neuter, and it is the subject: nominative es.'],
    },
    {
      main: ['Die', 'Blumen', 'sind', 'schön.', 'Sind', '!textbox!', 'für', 'mich?'],
      answers: [['sie']],
      translation: 'The flowers are beautiful. Are they for me?',
      explanation: ['sie: die Blumen is plural, and it is the subject: nominative sie (they).'],
    },
    {
      main: ['Der', 'Kaffee', 'ist', 'kalt.', 'Trinkst', 'du', '!textbox!', 'nicht?'],
      answers: [['ihn']],
      translation: "The coffee is cold. Aren't you drinking it?",
      explanation: ['ihn: der Kaffee is masculine, and here it is the direct object: accusative ihn.'],
    },
    {
      main: ['Ich', 'suche', 'meine', 'Brille.', 'Hast', 'du', '!textbox!', '?'],
      answers: [['sie']],
      translation: 'I am looking for my glasses. Have you got them?',
      explanation: [
        'sie: die Brille is feminine and singular in German, and here it is the direct object: accusative sie. English says them, German says sie (it).',
      ],
    },
    {
      main: ['Wo', 'ist', 'das', 'Buch?', 'Ich', 'brauche', '!textbox!', '.'],
      answers: [['es']],
      translation: 'Where is the book? I need it.',
      explanation: ['es: das Buch is neuter, and here it is the direct object: accusative es.'],
    },
    {
      main: ['Die', 'Kartoffeln', 'sind', 'lecker.', 'Warum', 'isst', 'du', '!textbox!', 'nicht?'],
      answers: [['sie']],
      translation: "The potatoes are tasty. Why aren't you eating them?",
      explanation: [
        'sie: die Kartoffeln is plural, and here it is the direct object: accusative sie (them).',
      ],
    },
    {
      main: ['Mein', 'Vater', 'kommt', 'heute', 'Abend.', 'Wir', 'essen', 'nicht', 'ohne', '!textbox!', '.'],
      answers: [['ihn']],
      translation: "My father is coming this evening. We aren't eating without him.",
      explanation: ['ihn: der Vater is masculine, and ohne takes the accusative: ihn.'],
    },
    {
      main: ['Wo', 'ist', 'meine', 'Tasche?', 'Ich', 'gehe', 'nicht', 'ohne', '!textbox!', '.'],
      answers: [['sie']],
      translation: "Where is my bag? I'm not going without it.",
      explanation: ['sie: die Tasche is feminine, and ohne takes the accusative: sie.'],
    },
    {
      main: ['Das', 'Wasser', 'ist', 'kalt.', 'Trinkst', 'du', '!textbox!', '?'],
      answers: [['es']],
      translation: 'The water is cold. Are you drinking it?',
      explanation: ['es: das Wasser is neuter, and here it is the direct object: accusative es.'],
    },
    {
      main: ['Meine', 'Großmutter', 'ist', 'krank.', 'Wir', 'besuchen', '!textbox!', 'heute.'],
      answers: [['sie']],
      translation: 'My grandmother is ill. We are visiting her today.',
      explanation: ['sie: die Großmutter is feminine, and here she is the direct object: accusative sie.'],
    },
    {
      main: ['Mein', 'Onkel', 'ist', 'sehr', 'nett.', 'Das', 'Geschenk', 'ist', 'von', '!textbox!', '.'],
      answers: [['ihm']],
      translation: 'My uncle is very nice. The present is from him.',
      explanation: ['ihm: der Onkel is masculine, and von takes the dative: ihm.'],
    },
    {
      main: ['Die', 'Lehrerin', 'hat', 'eine', 'Frage.', 'Wir', 'helfen', '!textbox!', '.'],
      answers: [['ihr']],
      translation: 'The teacher has a question. We are helping her.',
      explanation: ['ihr: die Lehrerin is feminine, and helfen takes the dative: ihr.'],
    },
    {
      main: ['Das', 'Mädchen', 'ist', 'neu.', 'Wir', 'helfen', '!textbox!', '.'],
      answers: [['ihm', 'ihr']],
      translation: 'The girl is new. We are helping her.',
      explanation: [
        'ihm: das Mädchen is neuter (like every diminutive in -chen), and helfen takes the dative: ihm. The grammatical gender decides, although English says her; in everyday speech many say ihr, which is accepted too.',
      ],
    },
    {
      main: ['Das', 'Kind', 'hat', 'Hunger.', 'Ich', 'gebe', '!textbox!', 'Brot.'],
      answers: [['ihm']],
      translation: 'The child is hungry. I am giving it some bread.',
      explanation: ['ihm: das Kind is neuter, and the one who receives is the indirect object: dative ihm.'],
    },
    {
      main: ['Die', 'Kinder', 'sind', 'müde.', 'Ich', 'helfe', '!textbox!', '.'],
      answers: [['ihnen']],
      translation: 'The children are tired. I am helping them.',
      explanation: ['ihnen: die Kinder is plural, and helfen takes the dative: ihnen.'],
    },
    {
      main: ['Der', 'Hund', 'hat', 'Hunger.', 'Ich', 'gebe', '!textbox!', 'Fleisch.'],
      answers: [['ihm']],
      translation: 'The dog is hungry. I am giving it meat.',
      explanation: [
        'ihm: der Hund is masculine, and the one who receives is the indirect object: dative ihm.',
      ],
    },
  ],
} satisfies FillInDrill;
