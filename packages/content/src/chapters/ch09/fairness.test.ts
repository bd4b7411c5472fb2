import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 9 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in German a wrong case after a two-case preposition (motion
 * and location swapped), a wrong verb of the pair (legen/liegen, stellen/stehen, setzen/sitzen),
 * a wrong form of werden, the infinitive not at the end, a wrong article or ending; in English a
 * location for a motion or the other way round, a wrong person, number or tense.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Ich werde morgen im Garten arbeiten.',
    answers: [
      'I will work in the garden tomorrow.',
      "Tomorrow I'll work in the garden.",
      "I'm going to work in the garden tomorrow.",
      "I'll be working in the garden tomorrow.",
      "I'm working in the garden tomorrow.",
    ],
    nearMisses: ['I would work in the garden tomorrow.', 'He will work in the garden tomorrow.'],
  },
  {
    prompt: 'Wir werden bald umziehen.',
    answers: [
      'We will move soon.',
      "We'll be moving soon.",
      "We're going to move soon.",
      'We will move house soon.',
      "Soon we'll move.",
      "We're moving soon.",
    ],
    nearMisses: ['We would move soon.', 'We will move in soon.'],
  },
  {
    prompt: 'Mein Bruder wird Lehrer.',
    answers: [
      'My brother is becoming a teacher.',
      'My brother is going to be a teacher.',
      'My brother will become a teacher.',
      'My brother is going to become a teacher.',
      'My brother becomes a teacher.',
      'My brother will be a teacher.',
    ],
    nearMisses: [
      'My brother is a teacher.',
      'My brother becomes the teacher.',
      'My brother will be teacher.',
    ],
  },
  {
    prompt: 'Das Buch liegt auf dem Tisch.',
    answers: ['The book is lying on the table.', 'The book is on the table.', 'The book lies on the table.'],
    nearMisses: [
      'The book is lying under the table.',
      'The books are lying on the table.',
      'I put the book on the table.',
    ],
  },
  {
    prompt: 'Ich lege das Buch auf den Tisch.',
    answers: [
      'I put the book on the table.',
      "I'm putting the book on the table.",
      'I lay the book on the table.',
      "I'm laying the book on the table.",
      'I place the book on the table.',
      'I put the book onto the table.',
    ],
    nearMisses: [
      'The book is lying on the table.',
      'I put the book under the table.',
      'I put the books on the table.',
    ],
  },
  {
    prompt: 'Die Milch steht im Kühlschrank.',
    answers: [
      'The milk is in the fridge.',
      'The milk is in the refrigerator.',
      'The milk is standing in the fridge.',
    ],
    nearMisses: ['The milk is on the fridge.', 'I put the milk in the fridge.'],
  },
  {
    prompt: 'Stellst du die Blumen ins Wohnzimmer?',
    answers: [
      'Are you putting the flowers in the living room?',
      'Do you put the flowers in the living room?',
      'Will you put the flowers in the living room?',
      'Are you putting the flowers into the living room?',
      'Are you placing the flowers in the living room?',
    ],
    nearMisses: [
      'Are the flowers in the living room?',
      'Is he putting the flowers in the living room?',
      'Are you putting the flower in the living room?',
    ],
  },
  {
    prompt: 'Er hängt das Bild an die Wand.',
    answers: [
      'He hangs the picture on the wall.',
      "He's hanging the picture on the wall.",
      'He is hanging the painting on the wall.',
      'He hangs the picture up on the wall.',
    ],
    nearMisses: [
      'The picture hangs on the wall.',
      'He hangs the picture on the walls.',
      'She hangs the picture on the wall.',
    ],
  },
  {
    prompt: 'Der Spiegel hängt über dem Sofa.',
    answers: [
      'The mirror is hanging above the sofa.',
      'The mirror hangs above the sofa.',
      'The mirror hangs over the sofa.',
      'The mirror is above the couch.',
      'The mirror is over the sofa.',
    ],
    nearMisses: ['The mirror is hanging under the sofa.', 'He hangs the mirror above the sofa.'],
  },
  {
    prompt: 'Die Katze sitzt unter dem Tisch.',
    answers: [
      'The cat is sitting under the table.',
      'The cat sits under the table.',
      'The cat is under the table.',
      'The cat is sitting underneath the table.',
    ],
    nearMisses: ['The cat is sitting on the table.', 'The cats are sitting under the table.'],
  },
  {
    prompt: 'Anna setzt das Kind auf den Stuhl.',
    answers: [
      'Anna puts the child on the chair.',
      'Anna is putting the child on the chair.',
      'Anna sits the child on the chair.',
      'Anna is sitting the child on the chair.',
      'Anna seats the child on the chair.',
      'Anna sets the child on the chair.',
      'Anna puts the child onto the chair.',
      'Anna places the child on the chair.',
    ],
    nearMisses: [
      'Anna is sitting on the chair.',
      'The child is sitting on the chair.',
      'Anna puts the children on the chair.',
    ],
  },
  {
    prompt: 'Wir sitzen oft zusammen am Tisch.',
    answers: [
      'We often sit together at the table.',
      'We often sit at the table together.',
      'Often we sit together at the table.',
    ],
    nearMisses: [
      'We often sit together on the table.',
      'We often sit alone at the table.',
      'We never sit together at the table.',
    ],
  },
  {
    prompt: 'Leider ist unsere Küche sehr klein.',
    answers: [
      'Unfortunately our kitchen is very small.',
      'Our kitchen is unfortunately very small.',
      'Unfortunately, our kitchen is very small.',
      'Sadly our kitchen is very small.',
      'Our kitchen is very small, unfortunately.',
    ],
    nearMisses: ['Unfortunately your kitchen is very small.', 'Unfortunately our kitchens are very small.'],
  },
  {
    prompt: 'Das Bad ist oben und die Küche ist unten.',
    answers: [
      'The bathroom is upstairs and the kitchen is downstairs.',
      'The bathroom is upstairs, and the kitchen is downstairs.',
      'The bathroom is upstairs and the kitchen downstairs.',
    ],
    nearMisses: [
      'The bathroom is downstairs and the kitchen is upstairs.',
      'The bathroom is upstairs and the kitchens are downstairs.',
    ],
  },
  {
    prompt: 'Vielleicht wird er übermorgen kommen.',
    answers: [
      'Maybe he will come the day after tomorrow.',
      "Perhaps he'll come the day after tomorrow.",
      'He will perhaps come the day after tomorrow.',
      'Perhaps he is going to come the day after tomorrow.',
      'He might come the day after tomorrow.',
      "Maybe he'll be coming the day after tomorrow.",
    ],
    nearMisses: ['Maybe he will come tomorrow.', 'Maybe she will come the day after tomorrow.'],
  },
  {
    prompt: 'Die Kinder gehen nie allein in den Keller.',
    answers: [
      'The children never go into the cellar alone.',
      'The children never go down to the cellar alone.',
      'The children never go into the basement alone.',
      'The children never go to the cellar on their own.',
      'The children never go in the cellar alone.',
    ],
    nearMisses: [
      'The children never go into the cellar together.',
      'The children are never alone in the cellar.',
      'The children never walk in the cellar alone.',
      'The child never goes into the cellar alone.',
    ],
  },
  {
    prompt: 'Werden Sie die Wohnung mieten?',
    answers: [
      'Will you rent the flat?',
      'Will you rent the apartment?',
      'Are you going to rent the apartment?',
      'Are you going to rent the flat?',
    ],
    nearMisses: ['Will they rent the flat?', 'Will you rent the flats?', 'Did you rent the flat?'],
  },
  {
    prompt: 'Wird es im Wohnzimmer wieder hell?',
    answers: [
      'Is it getting light in the living room again?',
      'Will it get light in the living room again?',
      'Is it becoming light again in the living room?',
      'Will it be light in the living room again?',
      'Is it getting bright in the living room again?',
    ],
    nearMisses: ['Is it light in the living room again?', 'Is it getting dark in the living room again?'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'I will stay at home tomorrow.',
    answers: [
      'Ich werde morgen zu Hause bleiben.',
      'Morgen werde ich zu Hause bleiben.',
      'Ich bleibe morgen zu Hause.',
    ],
    nearMisses: [
      'Ich werde morgen zu Hause bleibe.',
      'Ich werde morgen bleiben zu Hause.',
      'Ich wird morgen zu Hause bleiben.',
      'Ich werde morgen nach Hause bleiben.',
    ],
  },
  {
    prompt: 'Will you (formal) rent the flat?',
    answers: ['Werden Sie die Wohnung mieten?'],
    nearMisses: [
      'Werden sie die Wohnung mieten?',
      'Wird Sie die Wohnung mieten?',
      'Werden Sie die Wohnung miete?',
      'Werden Sie mieten die Wohnung?',
      'Werden Sie den Wohnung mieten?',
    ],
  },
  {
    prompt: 'She is putting the keys on the table.',
    answers: ['Sie legt die Schlüssel auf den Tisch.'],
    nearMisses: [
      'Sie legt die Schlüssel auf dem Tisch.',
      'Sie liegt die Schlüssel auf den Tisch.',
      'Sie legt die Schlüsseln auf den Tisch.',
      'Sie legen die Schlüssel auf den Tisch.',
      'Sie legt den Schlüssel auf den Tisch.',
    ],
  },
  {
    prompt: 'We are hanging the mirror on the wall.',
    answers: ['Wir hängen den Spiegel an die Wand.'],
    nearMisses: [
      'Wir hängen den Spiegel an der Wand.',
      'Wir hängen der Spiegel an die Wand.',
      'Wir hängen den Spiegel auf die Wand.',
      'Wir hängt den Spiegel an die Wand.',
    ],
  },
  {
    prompt: 'The TV is in the living room.',
    answers: ['Der Fernseher steht im Wohnzimmer.', 'Der Fernseher ist im Wohnzimmer.'],
    nearMisses: [
      'Der Fernseher steht ins Wohnzimmer.',
      'Der Fernseher ist in das Wohnzimmer.',
      'Der Fernseher stellt im Wohnzimmer.',
      'Das Fernseher steht im Wohnzimmer.',
    ],
  },
  {
    prompt: 'Are you (informal) putting the bike in the cellar?',
    answers: ['Stellst du das Fahrrad in den Keller?'],
    nearMisses: [
      'Stellst du das Fahrrad im Keller?',
      'Stellst du das Fahrrad in dem Keller?',
      'Stellt du das Fahrrad in den Keller?',
      'Stehst du das Fahrrad in den Keller?',
      'Stellst du den Fahrrad in den Keller?',
    ],
  },
  {
    prompt: 'My sister will become a teacher.',
    answers: ['Meine Schwester wird Lehrerin werden.', 'Meine Schwester wird Lehrerin.'],
    nearMisses: [
      'Meine Schwester wird Lehrerin wird.',
      'Meine Schwester werden Lehrerin werden.',
      'Meine Schwester wird werden Lehrerin.',
      'Meine Schwester wird Lehrerinnen werden.',
      'Meine Schwester wird Lehrerin geworden.',
    ],
  },
  {
    prompt: 'Unfortunately the kitchen is very dark.',
    answers: ['Leider ist die Küche sehr dunkel.', 'Die Küche ist leider sehr dunkel.'],
    nearMisses: [
      'Leider die Küche ist sehr dunkel.',
      'Leider ist der Küche sehr dunkel.',
      'Leider ist die Küche sehr dunkle.',
    ],
  },
  {
    prompt: 'We are going to the cinema together the day after tomorrow.',
    answers: [
      'Wir gehen übermorgen zusammen ins Kino.',
      'Übermorgen gehen wir zusammen ins Kino.',
      'Wir werden übermorgen zusammen ins Kino gehen.',
    ],
    nearMisses: [
      'Wir gehen übermorgen zusammen im Kino.',
      'Übermorgen wir gehen zusammen ins Kino.',
      'Wir werden übermorgen zusammen ins Kino gehe.',
      'Wir werden übermorgen zusammen gehen ins Kino.',
      'Wir geht übermorgen zusammen ins Kino.',
    ],
  },
  {
    prompt: 'The children are sitting on the sofa in the living room.',
    answers: [
      'Die Kinder sitzen im Wohnzimmer auf dem Sofa.',
      'Die Kinder sitzen auf dem Sofa im Wohnzimmer.',
      'Im Wohnzimmer sitzen die Kinder auf dem Sofa.',
    ],
    nearMisses: [
      'Die Kinder sitzen auf das Sofa im Wohnzimmer.',
      'Die Kinder setzen auf dem Sofa im Wohnzimmer.',
      'Die Kinder sitzen auf dem Sofa ins Wohnzimmer.',
      'Die Kinder sitzt auf dem Sofa im Wohnzimmer.',
      'Die Kinder sitzen auf den Sofa im Wohnzimmer.',
    ],
  },
];

describeFairnessPanel(9, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
