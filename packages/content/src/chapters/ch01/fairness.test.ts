import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 1 exercises (DESIGN §6): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and near misses which it must reject: wrong verb ending, wrong verb position, sie for Sie, wrong question word; in English, a changed meaning.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Wie heißt du?',
    answers: ["What's your name?", 'What is your name?', 'What are you called?'],
    nearMisses: [],
  },
  {
    prompt: 'Wir lernen heute Deutsch.',
    answers: [
      'We are learning German today.',
      "Today we're learning German.",
      'We learn German today.',
      'We are studying German today.',
    ],
    nearMisses: ['We are learning English today.'],
  },
  {
    prompt: 'Wo wohnt ihr?',
    answers: ['Where do you live?', 'Where do you all live?', 'Where are you living?'],
    nearMisses: ['Where does he live?'],
  },
  {
    prompt: 'Anna ist nicht krank, sie ist müde.',
    answers: [
      "Anna isn't sick, she's tired.",
      'Anna is not ill, she is tired.',
      'Anna is not sick; she is tired.',
    ],
    nearMisses: ['Anna is sick, she is tired.'],
  },
  {
    prompt: 'Kommst du morgen?',
    answers: ['Are you coming tomorrow?', 'Will you come tomorrow?'],
    nearMisses: ['Are you coming today?'],
  },
  {
    prompt: 'Warum antwortet ihr nicht?',
    answers: [
      "Why don't you answer?",
      "Why aren't you answering?",
      'Why are you not answering?',
      "Why don't you reply?",
    ],
    nearMisses: ['Why do you answer?'],
  },
  {
    prompt: 'Lena und Paul spielen oft Fußball.',
    answers: [
      'Lena and Paul often play football.',
      'Lena and Paul often play soccer.',
      'Lena and Paul play football often.',
    ],
    nearMisses: ['Lena and Paul always play football.'],
  },
  {
    prompt: 'Wohin reist du morgen?',
    answers: [
      'Where are you travelling tomorrow?',
      'Where are you traveling to tomorrow?',
      'Where will you travel to tomorrow?',
    ],
    nearMisses: ['Where are you from?'],
  },
  {
    prompt: 'Frau Schneider ist nicht jung, aber sie tanzt sehr gut.',
    answers: [
      'Mrs Schneider is not young, but she dances very well.',
      "Ms. Schneider isn't young, but she dances very well.",
      'Frau Schneider is not young, but she dances very well.',
    ],
    nearMisses: ['Mrs Schneider is young, but she dances very well.'],
  },
  {
    prompt: 'Hast du heute Englisch?',
    answers: [
      'Do you have English today?',
      'Have you got English today?',
      'Do you have English class today?',
    ],
    nearMisses: ['Do you have German today?'],
  },
  {
    prompt: 'Woher kommen Sie?',
    answers: ['Where do you come from?', 'Where are you from?'],
    nearMisses: ['Where are you going?'],
  },
  {
    prompt: 'Ich finde Hamburg sehr groß.',
    answers: [
      'I find Hamburg very big.',
      'I think Hamburg is very big.',
      'I find Hamburg very large.',
      "I think Hamburg's very large.",
    ],
    nearMisses: ['I find Hamburg very small.'],
  },
  {
    prompt: 'Paul hört oft Musik.',
    answers: ['Paul often listens to music.', 'Paul listens to music often.'],
    nearMisses: ['Paul always listens to music.'],
  },
  {
    prompt: 'Ich arbeite heute nicht.',
    answers: ["I'm not working today.", "I don't work today.", 'Today I am not working.'],
    nearMisses: ['I am working today.'],
  },
  {
    prompt: 'Wer kocht heute?',
    answers: ['Who is cooking today?', "Who's cooking today?", 'Who cooks today?'],
    nearMisses: ['Who is cooking tomorrow?'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'I am not working today.',
    answers: ['Ich arbeite heute nicht.', 'Heute arbeite ich nicht.'],
    nearMisses: ['Ich arbeitet heute nicht.', 'Heute ich arbeite nicht.', 'Ich nicht arbeite heute.'],
  },
  {
    prompt: 'Where do you (formal) live?',
    answers: ['Wo wohnen Sie?'],
    nearMisses: ['Wo wohnen sie?', 'Wo wohnst Sie?', 'Wo wohnt Sie?'],
  },
  {
    prompt: 'Jonas is tired, and you (informal) are tired too.',
    answers: [
      'Jonas ist müde, und du bist auch müde.',
      'Jonas ist müde und du bist auch müde.',
      'Jonas ist müde, und auch du bist müde.',
    ],
    nearMisses: ['Jonas ist müde, und du ist auch müde.', 'Jonas bist müde, und du bist auch müde.'],
  },
  {
    prompt: 'Where are you (informal, pl.) from?',
    answers: ['Woher kommt ihr?', 'Wo kommt ihr her?', 'Woher seid ihr?'],
    nearMisses: ['Woher kommst ihr?', 'Woher kommen ihr?', 'Wo kommt ihr?'],
  },
  {
    prompt: 'Why are you (informal) waiting?',
    answers: ['Warum wartest du?'],
    nearMisses: ['Warum wartet du?', 'Warum du wartest?', 'Warum warten du?'],
  },
  {
    prompt: 'Paul is sick, but he is working today.',
    answers: ['Paul ist krank, aber er arbeitet heute.', 'Paul ist krank, aber heute arbeitet er.'],
    nearMisses: ['Paul ist krank, aber er arbeitest heute.', 'Paul ist krank, aber heute er arbeitet.'],
  },
  {
    prompt: 'We often play football.',
    answers: ['Wir spielen oft Fußball.', 'Oft spielen wir Fußball.'],
    nearMisses: ['Wir spielt oft Fußball.', 'Oft wir spielen Fußball.'],
  },
  {
    prompt: 'How old are you (formal)?',
    answers: ['Wie alt sind Sie?'],
    nearMisses: ['Wie alt seid Sie?', 'Wie alt sind sie?', 'Wie alt bist Sie?'],
  },
  {
    prompt: 'What is your (informal) name?',
    answers: ['Wie heißt du?', 'Wie ist dein Name?'],
    nearMisses: ['Wie heißen du?', 'Was heißt du?', 'Wie heißt ihr?'],
  },
  {
    prompt: 'When does Lena have English?',
    answers: ['Wann hat Lena Englisch?'],
    nearMisses: ['Wann Lena hat Englisch?', 'Wann habt Lena Englisch?', 'Wann hast Lena Englisch?'],
  },
];

describeFairnessPanel(1, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
