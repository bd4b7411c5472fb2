import type { FillInDrill } from '../../../sets/schema.ts';

/**
 * Wissen vs. Kennen (/ch12/drills/wissen_kennen): 20 sentences with one blank for the present of
 * wissen or kennen, which the learner chooses and conjugates. kennen (to know, be acquainted
 * with) takes a person, a place or a thing as its object: den Autor, die Stadt, das Lied. wissen
 * (to know a fact) takes a clause (dass, ob, a question word) or a pronoun such as das, es, viel,
 * nichts standing for a fact. Every person of both verbs; ten of each.
 */
export const wissenKennenDrill = {
  kind: 'fill-in-drill',
  table: 'ch12_wissen_kennen',
  instructions:
    'Write the present tense of wissen or kennen: kennen for people, places and things you are familiar with; wissen for facts (often followed by dass, ob or a question word). Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', '!textbox!', 'den', 'Autor', 'nicht', '.'],
      answers: [['kenne']],
      translation: "I don't know the author.",
      explanation: ['kenne: the author is a person you are (not) acquainted with: kennen, ich kenne.'],
    },
    {
      main: ['Ich', '!textbox!', 'nicht', ',', 'wo', 'der', 'Autor', 'wohnt', '.'],
      answers: [['weiß']],
      translation: "I don't know where the author lives.",
      explanation: ['weiß: where he lives is a fact, a clause with wo: wissen, ich weiß.'],
    },
    {
      main: ['!textbox!', 'du', 'diese', 'Stadt', '?'],
      answers: [['Kennst']],
      translation: 'Do you know this city?',
      explanation: ['Kennst: a place you know from being there: kennen, du kennst.'],
    },
    {
      main: ['!textbox!', 'du', ',', 'wann', 'das', 'Konzert', 'beginnt', '?'],
      answers: [['Weißt']],
      translation: 'Do you know when the concert starts?',
      explanation: ['Weißt: when it starts is a fact (a clause with wann): wissen, du weißt.'],
    },
    {
      main: ['Anna', '!textbox!', 'dieses', 'Lied', 'gut', '.'],
      answers: [['kennt']],
      translation: 'Anna knows this song well.',
      explanation: ['kennt: a song is a thing you are familiar with: kennen, sie kennt.'],
    },
    {
      main: ['Paul', '!textbox!', ',', 'dass', 'das', 'Museum', 'heute', 'geschlossen', 'ist', '.'],
      answers: [['weiß']],
      translation: 'Paul knows that the museum is closed today.',
      explanation: ['weiß: a fact in a dass clause: wissen, er weiß (no -t in the third person).'],
    },
    {
      main: ['Wir', '!textbox!', 'seine', 'Eltern', 'schon', 'lange', '.'],
      answers: [['kennen']],
      translation: 'We have known his parents for a long time.',
      explanation: ['kennen: people: kennen, wir kennen.'],
    },
    {
      main: ['Wir', '!textbox!', 'nicht', ',', 'ob', 'er', 'kommt', '.'],
      answers: [['wissen']],
      translation: "We don't know whether he is coming.",
      explanation: [
        'wissen: an ob clause (whether he is coming) asks about a fact rather than stating one, and kennen never takes a clause: wissen, wir wissen.',
      ],
    },
    {
      main: ['!textbox!', 'ihr', 'den', 'neuen', 'Lehrer', '?'],
      answers: [['Kennt']],
      translation: 'Do you know the new teacher?',
      explanation: ['Kennt: a person: kennen, ihr kennt.'],
    },
    {
      main: ['!textbox!', 'ihr', ',', 'wie', 'der', 'neue', 'Lehrer', 'heißt', '?'],
      answers: [['Wisst']],
      translation: 'Do you know what the new teacher is called?',
      explanation: ['Wisst: his name is a fact (a clause with wie): wissen, ihr wisst.'],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', 'das', 'Märchen', 'schon', '.'],
      answers: [['kennen']],
      translation: 'The children already know the fairy tale.',
      explanation: ['kennen: a story you are familiar with: kennen, sie kennen.'],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', 'schon', 'viel', 'über', 'Tiere', '.'],
      answers: [['wissen']],
      translation: 'The children already know a lot about animals.',
      explanation: ['wissen: viel (a lot) stands for facts you know: wissen, sie wissen.'],
    },
    {
      main: ['!textbox!', 'Sie', 'meinen', 'Bruder', '?'],
      answers: [['Kennen']],
      translation: 'Do you know my brother?',
      explanation: ['Kennen: a person: kennen, Sie kennen.'],
    },
    {
      main: ['!textbox!', 'Sie', ',', 'wer', 'dieses', 'Bild', 'gemalt', 'hat', '?'],
      answers: [['Wissen']],
      translation: 'Do you know who painted this picture?',
      explanation: ['Wissen: who painted it is a fact (a clause with wer): wissen, Sie wissen.'],
    },
    {
      main: ['Ich', '!textbox!', 'das', 'schon', '.'],
      answers: [['weiß']],
      translation: 'I know that already.',
      explanation: ['weiß: das stands for a fact you have been told: wissen, ich weiß.'],
    },
    {
      main: ['Du', '!textbox!', 'meine', 'Schwester', 'noch', 'nicht', '.'],
      answers: [['kennst']],
      translation: "You don't know my sister yet.",
      explanation: ['kennst: a person: kennen, du kennst.'],
    },
    {
      main: ['Du', '!textbox!', 'viel', 'über', 'Kunst', '.'],
      answers: [['weißt']],
      translation: 'You know a lot about art.',
      explanation: ['weißt: viel (a lot) stands for facts: wissen, du weißt.'],
    },
    {
      main: ['Mein', 'Vater', '!textbox!', 'die', 'Gemälde', 'in', 'diesem', 'Museum', '.'],
      answers: [['kennt']],
      translation: 'My father knows the paintings in this museum.',
      explanation: ['kennt: paintings are things he is familiar with: kennen, er kennt.'],
    },
    {
      main: ['Meine', 'Mutter', '!textbox!', 'es', 'nicht', '.'],
      answers: [['weiß']],
      translation: "My mother doesn't know.",
      explanation: ['weiß: es stands for a fact (what you asked about): wissen, sie weiß.'],
    },
    {
      main: ['Ihr', '!textbox!', 'Hamburg', 'gut', ',', 'aber', 'Berlin', 'nicht', '.'],
      answers: [['kennt']],
      translation: 'You know Hamburg well, but not Berlin.',
      explanation: ['kennt: places you know from being there: kennen, ihr kennt.'],
    },
  ],
} satisfies FillInDrill;
