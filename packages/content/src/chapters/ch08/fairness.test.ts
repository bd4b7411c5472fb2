import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 8 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (wrong auxiliary, wrong or misplaced participle, wrong case, wrong pronoun
 * order, wrong tense or person) which it must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Ich habe gestern meine Großmutter angerufen.',
    answers: [
      'I called my grandmother yesterday.',
      'Yesterday I phoned my grandmother.',
      'I rang my grandmother yesterday.',
      'I called my grandma yesterday.',
    ],
    nearMisses: ['I called my grandfather yesterday.', 'I call my grandmother yesterday.'],
  },
  {
    prompt: 'Wir sind am Wochenende nach Berlin gefahren.',
    answers: [
      'We went to Berlin at the weekend.',
      'We drove to Berlin on the weekend.',
      'At the weekend we travelled to Berlin.',
      'We went to Berlin over the weekend.',
    ],
    nearMisses: ['We go to Berlin at the weekend.', 'We flew to Berlin at the weekend.'],
  },
  {
    prompt: 'Hast du schon gefrühstückt?',
    answers: [
      'Have you had breakfast yet?',
      'Have you already had breakfast?',
      'Did you already eat breakfast?',
      'Have you eaten breakfast yet?',
      'Did you have breakfast yet?',
    ],
    nearMisses: ['Are you having breakfast yet?', 'Has he already had breakfast?'],
  },
  {
    prompt: 'Der Zug ist noch nicht angekommen.',
    answers: [
      "The train hasn't arrived yet.",
      'The train has not yet arrived.',
      "The train still hasn't arrived.",
    ],
    nearMisses: ["The train hasn't left yet.", "The trains haven't arrived yet."],
  },
  {
    prompt: 'Meine Eltern haben das Auto verkauft.',
    answers: ['My parents sold the car.', 'My parents have sold the car.'],
    nearMisses: ['My parents bought the car.', 'My parent sold the car.'],
  },
  {
    prompt: 'Paul ist gestern Abend zu Hause geblieben.',
    answers: [
      'Paul stayed at home yesterday evening.',
      'Paul stayed home last night.',
      'Yesterday evening Paul stayed at home.',
      'Paul stayed at home last night.',
      'Paul stayed home yesterday evening.',
    ],
    nearMisses: ['Paul went home yesterday evening.', 'Paul stays at home yesterday evening.'],
  },
  {
    prompt: 'Was ist passiert?',
    answers: ['What happened?', 'What has happened?'],
    nearMisses: ['What is happening?', 'Who happened?'],
  },
  {
    prompt: 'Die Kinder sind um acht Uhr eingeschlafen.',
    answers: [
      'The children fell asleep at eight o’clock.',
      "The children fell asleep at eight o'clock.",
      'The children fell asleep at eight.',
      'The kids fell asleep at eight.',
      'The children went to sleep at eight o’clock.',
    ],
    nearMisses: ['The children woke up at eight o’clock.', 'The child fell asleep at eight o’clock.'],
  },
  {
    prompt: 'Ich habe den Witz nicht verstanden.',
    answers: ["I didn't understand the joke.", 'I did not get the joke.', "I didn't get the joke."],
    nearMisses: ['I understood the joke.', "I don't understand the joke."],
  },
  {
    prompt: 'Sie hat mir ein Foto von ihrem Hund geschickt.',
    answers: [
      'She sent me a photo of her dog.',
      'She has sent me a photo of her dog.',
      'She sent me a picture of her dog.',
      'She sent a photo of her dog to me.',
    ],
    nearMisses: [
      'She sent me a photo of his dog.',
      'They sent me a photo of their dog.',
      'She sent him a photo of her dog.',
    ],
  },
  {
    prompt: 'Damals haben wir bei meinen Eltern gewohnt.',
    answers: [
      'Back then we lived with my parents.',
      "At that time we lived at my parents' place.",
      'We lived with my parents at that time.',
      'In those days we lived with my parents.',
      'Back then, we were living with my parents.',
      "At that time we lived at my parents'.",
    ],
    nearMisses: ['Back then we lived near my parents.', 'Back then we lived with our parents.'],
  },
  {
    prompt: 'Habt ihr das Geschirr schon gespült?',
    answers: [
      'Have you already done the dishes?',
      'Have you washed the dishes yet?',
      'Did you already wash the dishes?',
      'Have you done the washing-up yet?',
      'Have you already washed the dishes?',
    ],
    nearMisses: ['Has he already washed the dishes?', 'Are you washing the dishes yet?'],
  },
  {
    prompt: 'Wer hat das Fenster kaputt gemacht?',
    answers: ['Who broke the window?', 'Who has broken the window?'],
    nearMisses: ['Who broke the windows?', 'Who opened the window?'],
  },
  {
    prompt: 'Zuerst bin ich aufgestanden, dann habe ich geduscht.',
    answers: [
      'First I got up, then I showered.',
      'First I got up, then I took a shower.',
      'First I got up and then I had a shower.',
      'I got up first, then I showered.',
      'First I got up, then I had a shower.',
    ],
    nearMisses: ['First I get up, then I shower.', 'First I showered, then I got up.'],
  },
  {
    prompt: 'Wir haben unsere Freunde zur Party eingeladen.',
    answers: ['We invited our friends to the party.', 'We have invited our friends to the party.'],
    nearMisses: ['We invited your friends to the party.', 'We invited our friend to the party.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'I got up early today.',
    answers: ['Ich bin heute früh aufgestanden.', 'Heute bin ich früh aufgestanden.'],
    nearMisses: [
      'Ich habe heute früh aufgestanden.',
      'Ich bin heute früh aufgesteht.',
      'Ich bin heute früh aufstanden.',
      'Ich bin heute früh geaufstanden.',
      'Ich bin heute aufgestanden früh.',
    ],
  },
  {
    prompt: 'Have you (informal) called your mother yet?',
    answers: ['Hast du deine Mutter schon angerufen?', 'Hast du schon deine Mutter angerufen?'],
    nearMisses: [
      'Hast du deine Mutter schon anrufen?',
      'Bist du deine Mutter schon angerufen?',
      'Hast du deiner Mutter schon angerufen?',
      'Hast du deine Mutter schon geanrufen?',
      'Hast du deine Mutter angerufen schon?',
    ],
  },
  {
    prompt: 'We stayed at home at the weekend.',
    answers: [
      'Wir sind am Wochenende zu Hause geblieben.',
      'Am Wochenende sind wir zu Hause geblieben.',
      'Wir sind am Wochenende zuhause geblieben.',
    ],
    nearMisses: [
      'Wir haben am Wochenende zu Hause geblieben.',
      'Wir sind am Wochenende nach Hause geblieben.',
      'Wir sind am Wochenende zu Hause gebleibt.',
      'Wir sind am Wochenende zu Hause bleiben.',
    ],
  },
  {
    prompt: 'My brother repaired the bicycle.',
    answers: ['Mein Bruder hat das Fahrrad repariert.'],
    nearMisses: [
      'Mein Bruder hat das Fahrrad gerepariert.',
      'Mein Bruder ist das Fahrrad repariert.',
      'Mein Bruder hat den Fahrrad repariert.',
      'Meinen Bruder hat das Fahrrad repariert.',
    ],
  },
  {
    prompt: 'The film started late.',
    answers: ['Der Film hat spät angefangen.', 'Der Film hat spät begonnen.'],
    nearMisses: [
      'Der Film ist spät angefangen.',
      'Der Film hat spät angefängt.',
      'Der Film hat spät geangefangen.',
      'Der Film ist spät begonnen.',
    ],
  },
  {
    prompt: 'Did you (formal) understand the question?',
    answers: ['Haben Sie die Frage verstanden?'],
    nearMisses: [
      'Haben Sie die Frage geverstanden?',
      'Hast Sie die Frage verstanden?',
      'Haben sie die Frage verstanden?',
      'Haben Sie die Frage verstehen?',
      'Haben Sie der Frage verstanden?',
    ],
  },
  {
    prompt: 'She gave it (assume neuter gender) to me.',
    answers: ['Sie hat es mir gegeben.'],
    nearMisses: [
      'Sie hat mir es gegeben.',
      'Sie hat es mich gegeben.',
      'Sie ist es mir gegeben.',
      'Sie hat es mir gegibt.',
      'Sie hat ihn mir gegeben.',
    ],
  },
  {
    prompt: 'The children went to the park, and we cleaned the house.',
    answers: [
      'Die Kinder sind in den Park gegangen, und wir haben das Haus geputzt.',
      'Die Kinder sind in den Park gegangen und wir haben das Haus geputzt.',
      'Die Kinder sind zum Park gegangen, und wir haben das Haus geputzt.',
      'Die Kinder sind in den Park gegangen, und wir haben das Haus sauber gemacht.',
    ],
    nearMisses: [
      'Die Kinder haben in den Park gegangen, und wir haben das Haus geputzt.',
      'Die Kinder sind in dem Park gegangen, und wir haben das Haus geputzt.',
      'Die Kinder sind in den Park gegangen, und wir sind das Haus geputzt.',
      'Die Kinder sind in den Park gegangen, und wir haben das Haus geputzen.',
      'Die Kinder sind in den Park gegangen, und haben wir das Haus geputzt.',
    ],
  },
  {
    prompt: 'What did you (informal, pl.) do yesterday evening?',
    answers: ['Was habt ihr gestern Abend gemacht?', 'Was habt ihr gestern Abend getan?'],
    nearMisses: [
      'Was habt ihr gestern Abend gemachen?',
      'Was hat ihr gestern Abend gemacht?',
      'Was seid ihr gestern Abend gemacht?',
      'Was hast du gestern Abend gemacht?',
      'Was ihr habt gestern Abend gemacht?',
    ],
  },
];

describeFairnessPanel(8, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
