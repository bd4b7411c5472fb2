import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 3 exercises (DESIGN §6): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and near misses which it must reject: wrong adjective ending, wrong case or gender of the article, wrong verb ending or position, sie for Sie, er for es; in English, subject and object swapped, a changed meaning.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Der neue Lehrer ist sehr nett.',
    answers: ['The new teacher is very nice.', 'The new teacher is very kind.'],
    nearMisses: ['The new teachers are very nice.'],
  },
  {
    prompt: 'Heute Abend kochen wir eine warme Suppe.',
    answers: [
      "We're cooking a warm soup tonight.",
      'This evening we are cooking a warm soup.',
      'Tonight we cook a warm soup.',
      'Tonight we are cooking some warm soup.',
    ],
    nearMisses: ['We are cooking a cold soup tonight.'],
  },
  {
    prompt: 'Anna kauft dem kleinen Kind einen roten Ball.',
    answers: [
      'Anna buys the little child a red ball.',
      'Anna is buying a red ball for the small child.',
      'Anna is buying the little child a red ball.',
      'Anna buys a red ball for the little kid.',
    ],
    nearMisses: ['The little child buys Anna a red ball.', 'Anna buys the little children a red ball.'],
  },
  {
    prompt: 'Die Kinder der jungen Familie sind heute zu Hause.',
    answers: [
      'The children of the young family are at home today.',
      'Today the children of the young family are at home.',
      "The young family's children are home today.",
    ],
    nearMisses: ['The children of the young families are at home today.'],
  },
  {
    prompt: 'Das ist ein interessantes Buch, aber es ist sehr lang.',
    answers: [
      'That is an interesting book, but it is very long.',
      "This is an interesting book but it's very long.",
      "It's an interesting book, but it's very long.",
    ],
    nearMisses: ['That is an interesting book, but it is very short.'],
  },
  {
    prompt: 'Wir geben dem freundlichen Kellner das Geld.',
    answers: [
      'We give the friendly waiter the money.',
      "We're giving the money to the friendly waiter.",
      'We give the money to the kind waiter.',
    ],
    nearMisses: ['The friendly waiter gives us the money.'],
  },
  {
    prompt: 'Der Film ist nicht langweilig, er ist sehr interessant.',
    answers: [
      'The film is not boring, it is very interesting.',
      "The movie isn't boring; it's very interesting.",
    ],
    nearMisses: ['The film is boring, it is very interesting.'],
  },
  {
    prompt: 'Am Samstag besucht Paul ein altes Museum.',
    answers: [
      'On Saturday Paul is visiting an old museum.',
      'Paul visits an old museum on Saturday.',
      'Paul is visiting an old museum on Saturday.',
      'On Saturday, Paul visits an old museum.',
    ],
    nearMisses: ['On Sunday Paul is visiting an old museum.'],
  },
  {
    prompt: 'Ich trinke den kalten Kaffee nicht.',
    answers: [
      "I'm not drinking the cold coffee.",
      "I don't drink the cold coffee.",
      'I am not drinking the cold coffee.',
    ],
    nearMisses: ['I am drinking the cold coffee.'],
  },
  {
    prompt: 'Die Lehrerin erklärt der neuen Klasse eine wichtige Regel.',
    answers: [
      'The teacher explains an important rule to the new class.',
      'The teacher is explaining an important rule to the new class.',
    ],
    nearMisses: ['The new class explains an important rule to the teacher.'],
  },
  {
    prompt: 'Wo ist die schwarze Jacke des jungen Lehrers?',
    answers: ["Where is the young teacher's black jacket?", "Where's the black jacket of the young teacher?"],
    nearMisses: ['Where is the black jacket of the young teachers?'],
  },
  {
    prompt: 'Ihr bestellt eine große Pizza, und wir bezahlen das Essen.',
    answers: [
      'You order a large pizza, and we pay for the meal.',
      "You're ordering a big pizza and we're paying for the food.",
      'You order a big pizza and we pay for the food.',
    ],
    nearMisses: ['We order a large pizza, and you pay for the meal.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'The old table is very cheap.',
    answers: ['Der alte Tisch ist sehr billig.'],
    nearMisses: [
      'Der alter Tisch ist sehr billig.',
      'Der alten Tisch ist sehr billig.',
      'Das alte Tisch ist sehr billig.',
    ],
  },
  {
    prompt: 'Are you (formal) visiting the new museum today?',
    answers: ['Besuchen Sie heute das neue Museum?', 'Besuchen Sie das neue Museum heute?'],
    nearMisses: [
      'Besuchen Sie heute das neues Museum?',
      'Besuchen Sie heute den neuen Museum?',
      'Besuchen sie heute das neue Museum?',
      'Besucht Sie heute das neue Museum?',
    ],
  },
  {
    prompt: 'Do you (informal) need a warm coat?',
    answers: ['Brauchst du einen warmen Mantel?'],
    nearMisses: [
      'Brauchst du einen warmer Mantel?',
      'Brauchst du ein warmen Mantel?',
      'Brauchst du einen warme Mantel?',
    ],
  },
  {
    prompt: 'The teacher (f.) shows the children a beautiful picture.',
    answers: ['Die Lehrerin zeigt den Kindern ein schönes Bild.'],
    nearMisses: [
      'Die Lehrerin zeigt den Kindern ein schöne Bild.',
      'Die Lehrerin zeigt die Kindern ein schönes Bild.',
      'Die Lehrerin zeigt den Kinder ein schönes Bild.',
      'Die Lehrerin zeigt den Kindern einen schönen Bild.',
    ],
  },
  {
    prompt: 'This evening Anna is writing a long letter to a good friend (f.).',
    answers: [
      'Heute Abend schreibt Anna einer guten Freundin einen langen Brief.',
      'Anna schreibt heute Abend einer guten Freundin einen langen Brief.',
      'Anna schreibt heute Abend einen langen Brief an eine gute Freundin.',
    ],
    nearMisses: [
      'Heute Abend Anna schreibt einer guten Freundin einen langen Brief.',
      'Heute Abend schreibt Anna einer gute Freundin einen langen Brief.',
      'Heute Abend schreibt Anna einer guten Freundin einen lange Brief.',
      'Heute Abend schreibt Anna eine guten Freundin einen langen Brief.',
      'Heute Abend schreibt Anna einem guten Freund einen langen Brief.',
    ],
  },
  {
    prompt: "The red bike isn't new, but it is fast.",
    answers: [
      'Das rote Fahrrad ist nicht neu, aber es ist schnell.',
      'Das rote Fahrrad ist nicht neu, aber schnell.',
    ],
    nearMisses: [
      'Das roter Fahrrad ist nicht neu, aber es ist schnell.',
      'Der rote Fahrrad ist nicht neu, aber es ist schnell.',
      'Das rote Fahrrad ist nicht neu, aber er ist schnell.',
      'Das rotes Fahrrad ist nicht neu, aber es ist schnell.',
    ],
  },
  {
    prompt: 'What are you (informal, pl.) buying for the young parents?',
    answers: ['Was kauft ihr für die jungen Eltern?', 'Was kauft ihr den jungen Eltern?'],
    nearMisses: [
      'Was kauft ihr für den jungen Eltern?',
      'Was kauft ihr für die junge Eltern?',
      'Was kaufst ihr für die jungen Eltern?',
      'Was kauft ihr die jungen Eltern?',
    ],
  },
  {
    prompt: 'The guests are not drinking the cold water.',
    answers: ['Die Gäste trinken das kalte Wasser nicht.'],
    nearMisses: [
      'Die Gäste trinken das kalter Wasser nicht.',
      'Die Gäste trinken den kalten Wasser nicht.',
      'Die Gäste trinkt das kalte Wasser nicht.',
      'Die Gast trinken das kalte Wasser nicht.',
    ],
  },
];

describeFairnessPanel(3, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
