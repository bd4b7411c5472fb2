import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

type Gender = 'masculine' | 'feminine' | 'neuter' | 'plural';

/** One genitive phrase of the drill: the four answers, the English preposition and the phrase in the nominative. */
interface Phrase {
  /** The words before the preposition. */
  before: string[];
  preposition: string;
  /** The English of the preposition, shown in brackets after its blank. */
  english: string;
  determiner: string;
  adjective: string;
  noun: string;
  /** Other accepted spellings of the noun (des Films, des Filmes). */
  nounAlternatives?: string[];
  /** The phrase in the nominative, shown in brackets after the noun's blank. */
  nominative: string;
  gender: Gender;
  /** The words after the phrase, the last with its full stop. */
  after: string[];
  translation: string;
  notes?: string[];
}

const NOUN_REASON: Record<Gender, string> = {
  masculine: 'a masculine noun adds -s (or -es) in the genitive singular',
  neuter: 'a neuter noun adds -s (or -es) in the genitive singular',
  feminine: 'a feminine noun takes no ending in the genitive',
  plural: 'a plural noun takes no ending in the genitive',
};

function prompt(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/** A drill item: preposition, determiner, adjective and noun of one genitive phrase. */
function item(phrase: Phrase): FillInDrill['items'][number] {
  const determinerOf = phrase.nominative.split(' ')[0] ?? '';
  const genderName = phrase.gender === 'plural' ? 'the plural' : `the ${phrase.gender}`;
  return {
    main: [
      ...phrase.before,
      '!textbox!',
      prompt(phrase.english),
      '!textbox2!',
      '!textbox3!',
      '!textbox4!',
      prompt(phrase.nominative),
      ...phrase.after,
    ],
    answers: [
      [phrase.preposition],
      [phrase.determiner],
      [phrase.adjective],
      [phrase.noun, ...(phrase.nounAlternatives ?? [])],
    ],
    translation: phrase.translation,
    explanation: [
      `${phrase.preposition}: ${phrase.english} is ${phrase.preposition}, one of the genitive prepositions.`,
      `${phrase.determiner}: ${phrase.preposition} takes the genitive, and the genitive of ${determinerOf} in ${genderName} is ${phrase.determiner}.`,
      `${phrase.adjective}: an adjective after ${phrase.determiner} ends in -en in the genitive, in every gender and in the plural.`,
      `${phrase.noun}: ${NOUN_REASON[phrase.gender]}.`,
    ],
    ...(phrase.notes ? { notes: phrase.notes } : {}),
  };
}

/**
 * Genitive Prepositions (/ch6/drills/genitive_prepositions): 16 sentences, each with one genitive
 * phrase of four blanks (the loader number 4): the preposition for the English in brackets
 * (statt, trotz, während, wegen, innerhalb, außerhalb), then the determiner, the adjective and the
 * noun of the phrase given in the nominative. The phrases cover the four columns of the genitive
 * with the definite article, the indefinite article and the possessive adjectives. No blank starts
 * a sentence.
 */
export const genitivePrepositionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch6_genitives',
  instructions:
    'Fill in the German preposition for the English in brackets, then put the phrase in brackets after it into the genitive: the article or possessive, the adjective and the noun. Press the eye button to see the translation.',
  items: [
    item({
      before: ['Wir', 'sind'],
      preposition: 'wegen',
      english: 'because of',
      determiner: 'des',
      adjective: 'kalten',
      noun: 'Wetters',
      nominative: 'das kalte Wetter',
      gender: 'neuter',
      after: ['zu', 'Hause.'],
      translation: 'We are at home because of the cold weather.',
    }),
    item({
      before: ['Wir', 'spielen'],
      preposition: 'trotz',
      english: 'in spite of',
      determiner: 'des',
      adjective: 'kalten',
      noun: 'Regens',
      nominative: 'der kalte Regen',
      gender: 'masculine',
      after: ['Fußball.'],
      translation: 'We are playing football in spite of the cold rain.',
    }),
    item({
      before: ['Mein', 'Vater', 'schläft'],
      preposition: 'während',
      english: 'during',
      determiner: 'des',
      adjective: 'langen',
      noun: 'Films',
      nounAlternatives: ['Filmes'],
      nominative: 'der lange Film',
      gender: 'masculine',
      after: ['.'],
      translation: 'My father sleeps during the long film.',
    }),
    item({
      before: ['Es', 'gibt'],
      preposition: 'innerhalb',
      english: 'inside',
      determiner: 'des',
      adjective: 'großen',
      noun: 'Parks',
      nominative: 'der große Park',
      gender: 'masculine',
      after: ['keine', 'Autos.'],
      translation: 'There are no cars inside the big park.',
    }),
    item({
      before: ['Er', 'liest'],
      preposition: 'während',
      english: 'during',
      determiner: 'der',
      adjective: 'langen',
      noun: 'Reise',
      nominative: 'die lange Reise',
      gender: 'feminine',
      after: ['ein', 'Buch.'],
      translation: 'He reads a book during the long journey.',
    }),
    item({
      before: ['Es', 'gibt'],
      preposition: 'innerhalb',
      english: 'within',
      determiner: 'der',
      adjective: 'kleinen',
      noun: 'Stadt',
      nominative: 'die kleine Stadt',
      gender: 'feminine',
      after: ['keinen', 'Bahnhof.'],
      translation: 'There is no station within the small town.',
    }),
    item({
      before: ['Wir', 'wandern'],
      preposition: 'während',
      english: 'during',
      determiner: 'der',
      adjective: 'warmen',
      noun: 'Monate',
      nominative: 'die warmen Monate',
      gender: 'plural',
      after: ['oft.'],
      translation: 'We often go hiking during the warm months.',
    }),
    item({
      before: ['Anna', 'kauft'],
      preposition: 'statt',
      english: 'instead of',
      determiner: 'der',
      adjective: 'roten',
      noun: 'Blumen',
      nominative: 'die roten Blumen',
      gender: 'plural',
      after: ['ein', 'Buch.'],
      translation: 'Anna buys a book instead of the red flowers.',
    }),
    item({
      before: ['Paul', 'trinkt'],
      preposition: 'statt',
      english: 'instead of',
      determiner: 'eines',
      adjective: 'heißen',
      noun: 'Kaffees',
      nominative: 'ein heißer Kaffee',
      gender: 'masculine',
      after: ['einen', 'Tee.'],
      translation: 'Paul drinks a tea instead of a hot coffee.',
    }),
    item({
      before: ['Wir', 'wohnen'],
      preposition: 'außerhalb',
      english: 'outside',
      determiner: 'einer',
      adjective: 'großen',
      noun: 'Stadt',
      nominative: 'eine große Stadt',
      gender: 'feminine',
      after: ['.'],
      translation: 'We live outside a big town.',
    }),
    item({
      before: ['Lena', 'kauft'],
      preposition: 'statt',
      english: 'instead of',
      determiner: 'eines',
      adjective: 'neuen',
      noun: 'Autos',
      nominative: 'ein neues Auto',
      gender: 'neuter',
      after: ['ein', 'Fahrrad.'],
      translation: 'Lena is buying a bike instead of a new car.',
    }),
    item({
      before: ['Wir', 'fahren'],
      preposition: 'wegen',
      english: 'because of',
      determiner: 'meines',
      adjective: 'kranken',
      noun: 'Bruders',
      nominative: 'mein kranker Bruder',
      gender: 'masculine',
      after: ['nach', 'Hause.'],
      translation: 'We are going home because of my sick brother.',
    }),
    item({
      before: ['Jonas', 'läuft'],
      preposition: 'trotz',
      english: 'in spite of',
      determiner: 'seiner',
      adjective: 'schweren',
      noun: 'Tasche',
      nominative: 'seine schwere Tasche',
      gender: 'feminine',
      after: ['schnell', 'nach', 'Hause.'],
      translation: 'Jonas runs home fast in spite of his heavy bag.',
    }),
    item({
      before: ['Die', 'Kinder', 'essen'],
      preposition: 'statt',
      english: 'instead of',
      determiner: 'ihrer',
      adjective: 'warmen',
      noun: 'Suppe',
      nominative: 'ihre warme Suppe',
      gender: 'feminine',
      after: ['Kuchen.'],
      translation: 'The children are eating cake instead of their warm soup.',
    }),
    item({
      before: ['Das', 'Kind', 'schläft'],
      preposition: 'wegen',
      english: 'because of',
      determiner: 'deines',
      adjective: 'lauten',
      noun: 'Radios',
      nominative: 'dein lautes Radio',
      gender: 'neuter',
      after: ['nicht.'],
      translation: "The child isn't sleeping because of your loud radio.",
    }),
    item({
      before: ['Wir', 'wandern', 'heute'],
      preposition: 'trotz',
      english: 'in spite of',
      determiner: 'unserer',
      adjective: 'langen',
      noun: 'Hausaufgaben',
      nominative: 'unsere langen Hausaufgaben',
      gender: 'plural',
      after: ['.'],
      translation: 'We are going hiking today in spite of our long homework.',
    }),
  ],
} satisfies FillInDrill;
