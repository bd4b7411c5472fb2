import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 10 exercises (DESIGN §6): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and grammar near misses (a du, ihr or Sie imperative in the wrong form, Sie left out,
 * the wrong case after a two-case preposition, nicht in the wrong place, a wrong ending or
 * auxiliary, a wrong tense or meaning in English) which it must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Öffne bitte das Fenster!',
    answers: ['Please open the window!', 'Open the window, please!', 'Please open the window.'],
    nearMisses: ['Please open the windows!', 'Please close the window!'],
  },
  {
    prompt: 'Nehmen Sie die Tabletten nach dem Essen!',
    answers: [
      'Take the tablets after the meal!',
      'Take the pills after eating!',
      'Take the tablets after meals.',
      'Take the tablets after food!',
      'Take the tablets after your meal!',
    ],
    nearMisses: ['Take the tablets before the meal!', 'Take the tablet after the meal!'],
  },
  {
    prompt: 'Seid bitte leise! Das Baby schläft.',
    answers: [
      'Please be quiet! The baby is sleeping.',
      "Be quiet, please! The baby's asleep.",
      'Please be quiet! The baby is asleep.',
      "Please be quiet! The baby's sleeping.",
    ],
    nearMisses: ['Please be quiet! The baby was sleeping.', 'Please be quiet! The babies are sleeping.'],
  },
  {
    prompt: 'Vergiss deinen Schlüssel nicht!',
    answers: ["Don't forget your key!", 'Do not forget your key!', "Don't forget your key."],
    nearMisses: [
      "Don't forget my key!",
      "Don't forget the key!",
      'Forget your key!',
      "Don't forget your keys!",
    ],
  },
  {
    prompt: 'Ich stelle die Pfanne in den Ofen.',
    answers: [
      "I'm putting the pan in the oven.",
      'I put the pan into the oven.',
      'I am placing the frying pan in the oven.',
      'I put the frying pan in the oven.',
    ],
    nearMisses: ['I put the pot in the oven.', 'I put the pan next to the oven.'],
  },
  {
    prompt: 'Die Schüssel steht neben dem Topf.',
    answers: [
      'The bowl is next to the pot.',
      'The bowl is standing beside the saucepan.',
      'The bowl stands next to the pot.',
      'The bowl is beside the pot.',
    ],
    nearMisses: ['The bowl is behind the pot.', 'The bowl is in the pot.'],
  },
  {
    prompt: 'Unsere Apotheke ist zwischen der Bäckerei und dem Supermarkt.',
    answers: [
      'Our pharmacy is between the bakery and the supermarket.',
      "Our chemist's is between the baker's and the supermarket.",
      'Our pharmacy is between the bakery and the supermarket!',
    ],
    nearMisses: [
      'Your pharmacy is between the bakery and the supermarket.',
      'Our pharmacy is next to the bakery and the supermarket.',
    ],
  },
  {
    prompt: 'Hinter dem Krankenhaus ist ein Park.',
    answers: [
      'There is a park behind the hospital.',
      "There's a park behind the hospital.",
      'Behind the hospital there is a park.',
      'Behind the hospital is a park.',
    ],
    nearMisses: ['There is a park in front of the hospital.', 'There is the park behind the hospital.'],
  },
  {
    prompt: 'Ich habe kein Fieber, aber ich habe Husten.',
    answers: [
      "I don't have a fever, but I have a cough.",
      "I have no temperature, but I've got a cough.",
      "I haven't got a temperature but I have got a cough.",
      "I don't have a temperature, but I do have a cough.",
    ],
    nearMisses: ["I don't have a fever, but I have a cold.", 'I have a fever, but I have no cough.'],
  },
  {
    prompt: 'Meine Schwester geht heute nicht zum Arzt.',
    answers: [
      "My sister isn't going to the doctor today.",
      "My sister is not going to the doctor's today.",
      "Today my sister isn't going to the doctor.",
      "My sister's not going to the doctor today.",
    ],
    nearMisses: [
      "My sister isn't going to the doctor tomorrow.",
      "My brother isn't going to the doctor today.",
      "My sister isn't going to the doctor.",
    ],
  },
  {
    prompt: 'Das ist nicht mein Rezept.',
    answers: ["That isn't my recipe.", "That's not my recipe.", 'This is not my prescription.'],
    nearMisses: ["That isn't your recipe.", "That wasn't my recipe."],
  },
  {
    prompt: 'Wir kochen heute nicht.',
    answers: ["We aren't cooking today.", "We're not cooking today.", 'Today we are not cooking.'],
    nearMisses: ["We didn't cook today.", "They aren't cooking today."],
  },
  {
    prompt: 'Schneiden Sie die Zwiebeln und braten Sie sie in Öl!',
    answers: [
      'Cut the onions and fry them in oil!',
      'Chop the onions and fry them in some oil!',
      'Slice the onions and fry them in oil.',
      'Cut the onions and fry them in the oil!',
    ],
    nearMisses: ['Cut the onion and fry it in oil!', 'Cut the onions and fry it in oil!'],
  },
  {
    prompt: 'Probier mal die Suppe! Sie ist sehr scharf.',
    answers: [
      'Try the soup! It is very spicy.',
      "Just taste the soup! It's very hot.",
      "Try the soup! It's very spicy.",
      'Just try the soup! It is very spicy.',
    ],
    nearMisses: ['Try the soup! She is very spicy.', 'Try the soup! It is very sharp.'],
  },
  {
    prompt: 'Leg das Messer nicht auf den Boden!',
    answers: [
      "Don't put the knife on the floor!",
      'Do not lay the knife on the ground!',
      "Don't put the knife on the floor.",
      "Don't put the knife onto the floor!",
    ],
    nearMisses: [
      'Put the knife on the floor!',
      "Don't put the fork on the floor!",
      "Don't leave the knife on the floor!",
    ],
  },
  {
    prompt: 'Die Ärztin hat das Kind gestern untersucht.',
    answers: [
      'The doctor examined the child yesterday.',
      'Yesterday the doctor examined the child.',
      'The doctor examined the kid yesterday.',
    ],
    nearMisses: ['The doctor examines the child yesterday.', 'The doctor examined the children yesterday.'],
  },
  {
    prompt: 'Passt auf! Der Ofen ist heiß.',
    answers: [
      'Watch out! The oven is hot.',
      "Be careful! The oven's hot.",
      'Look out! The oven is hot.',
      'Pay attention! The oven is hot.',
      'Careful! The oven is hot.',
    ],
    nearMisses: ['Watch out! The oven is cold.', 'Watch out! The oven was hot.'],
  },
  {
    prompt: 'Fahr nicht so schnell!',
    answers: ["Don't drive so fast!", 'Do not drive so quickly!', "Don't go so fast!"],
    nearMisses: ['Drive so fast!', "Don't drive so slowly!"],
  },
  {
    prompt: 'Ich habe die Medikamente in den Schrank gelegt.',
    answers: [
      'I put the medicine in the cupboard.',
      "I've put the medicines into the cupboard.",
      'I put the medication in the cabinet.',
      'I have put the medicines in the cupboard.',
    ],
    nearMisses: ['I put the medicine on the cupboard.', 'I am putting the medicine in the cupboard.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'Please close the door! (informal)',
    answers: [
      'Schließ bitte die Tür!',
      'Schließe bitte die Tür!',
      'Bitte schließ die Tür!',
      'Schließ die Tür bitte!',
    ],
    nearMisses: [
      'Schließt bitte die Tür!',
      'Schließen bitte die Tür!',
      'Schließ bitte der Tür!',
      'Schließen Sie bitte die Tür!',
    ],
  },
  {
    prompt: 'Take a tablet! (formal)',
    answers: ['Nehmen Sie eine Tablette!'],
    nearMisses: [
      'Nimm Sie eine Tablette!',
      'Nehmen eine Tablette!',
      'Nehmen Sie einen Tablette!',
      'Sie nehmen eine Tablette!',
      'Nimm eine Tablette!',
    ],
  },
  {
    prompt: 'Children, please be quiet! (informal, pl.)',
    answers: ['Kinder, seid bitte leise!', 'Kinder, bitte seid leise!', 'Kinder, seid leise, bitte!'],
    nearMisses: [
      'Kinder, sei bitte leise!',
      'Kinder, seien bitte leise!',
      'Kinder, sind bitte leise!',
      'Kinder, seit bitte leise!',
    ],
  },
  {
    prompt: "Don't forget your key! (informal)",
    answers: ['Vergiss deinen Schlüssel nicht!'],
    nearMisses: [
      'Vergesse deinen Schlüssel nicht!',
      'Vergisst deinen Schlüssel nicht!',
      'Vergiss dein Schlüssel nicht!',
      'Vergiss deinem Schlüssel nicht!',
    ],
  },
  {
    prompt: 'Put the bowl on the table! (informal)',
    answers: ['Stell die Schüssel auf den Tisch!', 'Stelle die Schüssel auf den Tisch!'],
    nearMisses: [
      'Stell die Schüssel auf dem Tisch!',
      'Stell den Schüssel auf den Tisch!',
      'Stellt die Schüssel auf den Tisch!',
      'Stellen die Schüssel auf den Tisch!',
    ],
  },
  {
    prompt: 'The pharmacy is next to the hospital.',
    answers: ['Die Apotheke ist neben dem Krankenhaus.', 'Die Apotheke liegt neben dem Krankenhaus.'],
    nearMisses: [
      'Die Apotheke ist neben das Krankenhaus.',
      'Die Apotheke ist neben den Krankenhaus.',
      'Der Apotheke ist neben dem Krankenhaus.',
      'Die Apotheke liegt neben das Krankenhaus.',
    ],
  },
  {
    prompt: "I'm not going to the doctor today.",
    answers: [
      'Ich gehe heute nicht zum Arzt.',
      'Heute gehe ich nicht zum Arzt.',
      'Ich gehe heute nicht zur Ärztin.',
    ],
    nearMisses: [
      'Ich gehe nicht heute zum Arzt.',
      'Ich gehe heute zum Arzt nicht.',
      'Ich gehe heute nicht zur Arzt.',
      'Heute ich gehe nicht zum Arzt.',
    ],
  },
  {
    prompt: 'That is not my doctor. (m.)',
    answers: ['Das ist nicht mein Arzt.'],
    nearMisses: [
      'Das ist mein Arzt nicht.',
      'Das ist nicht meinen Arzt.',
      'Das ist nicht meine Arzt.',
      'Das ist kein mein Arzt.',
    ],
  },
  {
    prompt: 'Get up! (informal)',
    answers: ['Steh auf!', 'Stehe auf!'],
    nearMisses: ['Aufsteh!', 'Stehst auf!', 'Steht auf!', 'Stehen auf!'],
  },
  {
    prompt: 'The cat is sleeping under the bed.',
    answers: ['Die Katze schläft unter dem Bett.'],
    nearMisses: [
      'Die Katze schläft unter das Bett.',
      'Die Katze schlaft unter dem Bett.',
      'Die Katze schläft unter den Bett.',
    ],
  },
  {
    prompt: 'Cut the onions and put them in the pan! (formal)',
    answers: [
      'Schneiden Sie die Zwiebeln und legen Sie sie in die Pfanne!',
      'Schneiden Sie die Zwiebeln und geben Sie sie in die Pfanne!',
    ],
    nearMisses: [
      'Schneiden Sie die Zwiebeln und legen Sie sie in der Pfanne!',
      'Schneiden Sie die Zwiebeln und legen sie in die Pfanne!',
      'Schneidet Sie die Zwiebeln und legen Sie sie in die Pfanne!',
      'Schneiden Sie die Zwiebeln und legen Sie ihn in die Pfanne!',
    ],
  },
];

describeFairnessPanel(10, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
