import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 5 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (wrong case after a preposition, wrong pronoun case or gender, wrong ending,
 * article or verb form, wrong verb position, wrong tense with seit) which it must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Ich komme heute mit dem Bus zur Schule.',
    answers: [
      "I'm coming to school by bus today.",
      'Today I am coming to school by bus.',
      'I come to school by bus today.',
      "I'm coming to school on the bus today.",
    ],
    nearMisses: ["I'm coming to school by train today.", 'We are coming to school by bus today.'],
  },
  {
    prompt: 'Das Geschenk ist für dich, nicht für ihn.',
    answers: [
      'The present is for you, not for him.',
      'The gift is for you, not him.',
      "The present's for you, not for him.",
    ],
    nearMisses: ['The present is for him, not for you.', 'The present is for you, not for her.'],
  },
  {
    prompt: 'Mein Vater arbeitet seit acht Uhr.',
    answers: [
      'My father has been working since eight o’clock.',
      "My dad has been working since eight o'clock.",
      'My father has been working since eight.',
    ],
    nearMisses: [
      'My father works since eight o’clock.',
      'My father has been working for eight hours.',
      'My father is working since eight o’clock.',
    ],
  },
  {
    prompt: 'Nach dem Essen gehen wir durch den Park nach Hause.',
    answers: [
      'After the meal we go home through the park.',
      'After eating, we walk home through the park.',
      "After the meal we're going home through the park.",
      'After the meal, we walk through the park home.',
    ],
    nearMisses: [
      'Before the meal we go home through the park.',
      'After the meal we go home around the park.',
      'After the meal they go home through the park.',
    ],
  },
  {
    prompt: 'Die Bäckerei ist um die Ecke, gegenüber dem Supermarkt.',
    answers: [
      'The bakery is around the corner, opposite the supermarket.',
      "The bakery's round the corner, across from the supermarket.",
      'The bakery is around the corner across from the supermarket.',
    ],
    nearMisses: [
      'The bakery is around the corner, next to the supermarket.',
      'The bakeries are around the corner, opposite the supermarket.',
    ],
  },
  {
    prompt: 'Meine Eltern wohnen bei uns, und wir helfen ihnen oft.',
    answers: [
      'My parents live with us, and we often help them.',
      'My parents are living with us and we help them often.',
      'My parents live with us, and we often help them out.',
    ],
    nearMisses: [
      'My parents live with us, and they often help us.',
      'My parents live near us, and we often help them.',
    ],
  },
  {
    prompt: 'Wie spät ist es? Es ist elf Uhr.',
    answers: [
      'What time is it? It is eleven o’clock.',
      "What time is it? It's eleven.",
      "What's the time? It's eleven o'clock.",
    ],
    nearMisses: ["What time is it? It's twelve o'clock.", "What time is it? It's seven o'clock."],
  },
  {
    prompt: 'Außer mir trinkt meine Familie keinen Kaffee.',
    answers: [
      "Apart from me, my family doesn't drink coffee.",
      "Except for me, my family doesn't drink any coffee.",
      'Besides me, my family drinks no coffee.',
      'Apart from me, nobody in my family drinks coffee.',
      "Except me, my family doesn't drink coffee.",
    ],
    nearMisses: [
      "Apart from me, my family doesn't drink tea.",
      "Apart from him, my family doesn't drink coffee.",
      'Apart from me, my family drinks coffee.',
    ],
  },
  {
    prompt: 'Der Zug aus Hamburg kommt um neun Uhr.',
    answers: [
      'The train from Hamburg arrives at nine o’clock.',
      'The train from Hamburg comes at nine.',
      "The train from Hamburg is coming at nine o'clock.",
      "The train from Hamburg gets in at nine o'clock.",
    ],
    nearMisses: [
      "The train to Hamburg arrives at nine o'clock.",
      "The train from Hamburg arrives at ten o'clock.",
    ],
  },
  {
    prompt: 'Ohne euch gehen wir nicht zum Bahnhof.',
    answers: [
      "We're not going to the station without you.",
      "Without you we won't go to the station.",
      "We aren't going to the station without you.",
      "Without you, we're not going to the train station.",
      "We don't go to the station without you.",
    ],
    nearMisses: ["Without us you're not going to the station.", "We're going to the station without you."],
  },
  {
    prompt: 'Wo ist mein Handy? Ich finde es nicht.',
    answers: [
      "Where is my mobile phone? I can't find it.",
      "Where's my phone? I can't find it.",
      "Where is my cell phone? I can't find it.",
      "Where is my mobile? I'm not finding it.",
    ],
    nearMisses: ["Where is my phone? I can't find them.", "Where is your phone? I can't find it."],
  },
  {
    prompt: 'Der Brief ist vom Onkel meiner Freundin. Er schreibt ihr oft.',
    answers: [
      "The letter is from my girlfriend's uncle. He often writes to her.",
      "The letter is from my friend's uncle. He writes to her often.",
      'The letter is from the uncle of my girlfriend. He often writes her.',
    ],
    nearMisses: [
      "The letter is from my girlfriend's aunt. He often writes to her.",
      "The letter is from my girlfriend's uncle. He often writes to him.",
      "The letter is from my girlfriend's uncle. She often writes to her.",
    ],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'We are going to the supermarket with our children.',
    answers: [
      'Wir gehen mit unseren Kindern zum Supermarkt.',
      'Mit unseren Kindern gehen wir zum Supermarkt.',
      'Wir gehen zum Supermarkt mit unseren Kindern.',
      'Wir gehen mit unseren Kindern in den Supermarkt.',
    ],
    nearMisses: [
      'Wir gehen mit unsere Kindern zum Supermarkt.',
      'Wir gehen mit unseren Kinder zum Supermarkt.',
      'Wir gehen mit unseren Kindern zur Supermarkt.',
      'Wir gehen mit unseren Kindern nach dem Supermarkt.',
      'Wir gehen mit unseren Kindern in dem Supermarkt.',
      'Mit unseren Kindern wir gehen zum Supermarkt.',
      'Wir geht mit unseren Kindern zum Supermarkt.',
    ],
  },
  {
    prompt: 'Is the present for me or for him?',
    answers: ['Ist das Geschenk für mich oder für ihn?', 'Ist das Geschenk für mich oder ihn?'],
    nearMisses: [
      'Ist das Geschenk für mir oder für ihn?',
      'Ist das Geschenk für mich oder für ihm?',
      'Ist der Geschenk für mich oder für ihn?',
      'Das Geschenk ist für mich oder für ihn?',
    ],
  },
  {
    prompt: 'I am helping you (informal) today, and you (informal) are helping me tomorrow.',
    answers: [
      'Ich helfe dir heute, und du hilfst mir morgen.',
      'Heute helfe ich dir, und morgen hilfst du mir.',
      'Ich helfe dir heute und du hilfst mir morgen.',
      'Heute helfe ich dir und du hilfst mir morgen.',
    ],
    nearMisses: [
      'Ich helfe dich heute, und du hilfst mir morgen.',
      'Ich helfe dir heute, und du hilfst mich morgen.',
      'Ich helfe dir heute, und du helfst mir morgen.',
      'Heute ich helfe dir, und morgen du hilfst mir.',
      'Ich helfe Ihnen heute, und Sie helfen mir morgen.',
    ],
  },
  {
    prompt: 'The bus stop is opposite the cinema.',
    answers: [
      'Die Haltestelle ist gegenüber dem Kino.',
      'Die Haltestelle ist dem Kino gegenüber.',
      'Die Haltestelle ist gegenüber vom Kino.',
      'Die Bushaltestelle ist gegenüber dem Kino.',
    ],
    nearMisses: [
      'Die Haltestelle ist gegenüber den Kino.',
      'Die Haltestelle ist gegenüber das Kino.',
      'Der Haltestelle ist gegenüber dem Kino.',
      'Die Haltestelle ist gegenüber der Kino.',
    ],
  },
  {
    prompt: "I have been waiting here since seven o'clock.",
    answers: [
      'Ich warte hier seit sieben Uhr.',
      'Seit sieben Uhr warte ich hier.',
      'Ich warte seit sieben Uhr hier.',
      'Ich warte schon seit sieben Uhr hier.',
    ],
    nearMisses: [
      'Ich habe hier seit sieben Uhr gewartet.',
      'Ich warte hier für sieben Uhr.',
      'Seit sieben Uhr ich warte hier.',
      'Ich warte hier seit sieben Uhren.',
      'Ich wartet hier seit sieben Uhr.',
    ],
  },
  {
    prompt: 'Where is the key? I need it.',
    answers: ['Wo ist der Schlüssel? Ich brauche ihn.'],
    nearMisses: [
      'Wo ist der Schlüssel? Ich brauche es.',
      'Wo ist der Schlüssel? Ich brauche ihm.',
      'Wo ist der Schlüssel? Ich brauche er.',
      'Wo ist den Schlüssel? Ich brauche ihn.',
      'Wo ist der Schlüssel? Ich braucht ihn.',
    ],
  },
  {
    prompt: "The children are coming home from school at one o'clock.",
    answers: [
      'Die Kinder kommen um ein Uhr von der Schule nach Hause.',
      'Um ein Uhr kommen die Kinder von der Schule nach Hause.',
      'Die Kinder kommen um eins von der Schule nach Hause.',
      'Die Kinder kommen um ein Uhr aus der Schule nach Hause.',
    ],
    nearMisses: [
      'Die Kinder kommen um eine Uhr von der Schule nach Hause.',
      'Die Kinder kommen um ein Uhr von die Schule nach Hause.',
      'Die Kinder kommen um ein Uhr von der Schule zu Hause.',
      'Die Kinder kommt um ein Uhr von der Schule nach Hause.',
      'Die Kinder kommen um ein Uhr vom Schule nach Hause.',
      'Um ein Uhr die Kinder kommen von der Schule nach Hause.',
    ],
  },
  {
    prompt: 'Are you (formal) coming to the station with us, Mrs. Schmidt?',
    answers: [
      'Kommen Sie mit uns zum Bahnhof, Frau Schmidt?',
      'Frau Schmidt, kommen Sie mit uns zum Bahnhof?',
      'Kommen Sie zum Bahnhof mit uns, Frau Schmidt?',
    ],
    nearMisses: [
      'Kommen Sie mit uns zur Bahnhof, Frau Schmidt?',
      'Kommen sie mit uns zum Bahnhof, Frau Schmidt?',
      'Kommen Sie mit uns zu den Bahnhof, Frau Schmidt?',
      'Kommen Sie mit unser zum Bahnhof, Frau Schmidt?',
      'Kommen Sie mit uns zum Bahnhof, Herr Schmidt?',
      'Kommst du mit uns zum Bahnhof, Frau Schmidt?',
    ],
  },
  {
    prompt: 'My friend (f.) lives with her parents, and I often visit her.',
    answers: [
      'Meine Freundin wohnt bei ihren Eltern, und ich besuche sie oft.',
      'Meine Freundin wohnt bei ihren Eltern und ich besuche sie oft.',
      'Meine Freundin lebt bei ihren Eltern, und ich besuche sie oft.',
    ],
    nearMisses: [
      'Meine Freundin wohnt bei ihre Eltern, und ich besuche sie oft.',
      'Meine Freundin wohnt bei ihren Eltern, und ich besuche ihr oft.',
      'Meine Freundin wohnt bei seinen Eltern, und ich besuche sie oft.',
      'Meine Freundin wohnt bei ihren Eltern, und ich oft besuche sie.',
      'Mein Freundin wohnt bei ihren Eltern, und ich besuche sie oft.',
      'Meine Freundin wohnt bei ihren Eltern, und ich besuche ihn oft.',
    ],
  },
];

describeFairnessPanel(5, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
