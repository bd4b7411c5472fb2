import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 1 vocabulary: the verbs of the present-tense tables, the subject pronouns, the
 * question words, a few adverbs and adjectives, and four nouns used without an article
 * (languages, football, music). Genders and cases come in chapter 2, so the nouns here are
 * the ones a learner can use as they stand ("Ich lerne Deutsch.").
 *
 * Past participles of verbs that form the perfect with sein carry "ist" (the usual textbook
 * way of showing the auxiliary); the perfect itself is taught in chapter 8.
 */
export const vocabulary = [
  // Subject pronouns
  { type: 'pronoun', germanRoot: 'ich', englishTransl: ['I'] },
  {
    type: 'pronoun',
    germanRoot: 'du',
    englishTransl: ['you (informal, sing.)'],
    englishExpl: 'For one person you know well: family, friends, children, animals.',
  },
  { type: 'pronoun', germanRoot: 'er', englishTransl: ['he', 'it (for a masculine noun)'] },
  {
    type: 'pronoun',
    germanRoot: 'sie',
    englishTransl: ['she', 'it (for a feminine noun)', 'they'],
    englishExpl: 'The verb ending tells which: sie arbeitet (she works), sie arbeiten (they work).',
  },
  { type: 'pronoun', germanRoot: 'es', englishTransl: ['it'] },
  { type: 'pronoun', germanRoot: 'wir', englishTransl: ['we'] },
  {
    type: 'pronoun',
    germanRoot: 'ihr',
    englishTransl: ['you (informal, pl.)'],
    englishExpl: 'For two or more people you would each call du.',
  },
  {
    type: 'pronoun',
    germanRoot: 'Sie',
    englishTransl: ['you (formal, sing. and pl.)'],
    englishExpl: 'Always written with a capital S; it takes the same verb form as sie (they).',
  },

  // Question words
  { type: 'pronoun', germanRoot: 'wer', englishTransl: ['who'] },
  { type: 'pronoun', germanRoot: 'was', englishTransl: ['what'] },
  { type: 'adverb', germanRoot: 'wo', englishTransl: ['where'] },
  {
    type: 'adverb',
    germanRoot: 'woher',
    englishTransl: ['where from', 'from where'],
    englishExpl: 'Woher kommst du? Where are you from?',
  },
  {
    type: 'adverb',
    germanRoot: 'wohin',
    englishTransl: ['where (to)'],
    englishExpl: 'For a destination: Wohin gehst du? Where are you going?',
  },
  { type: 'adverb', germanRoot: 'wie', englishTransl: ['how'] },
  { type: 'adverb', germanRoot: 'wann', englishTransl: ['when'] },
  { type: 'adverb', germanRoot: 'warum', englishTransl: ['why'] },

  // Small words
  { type: 'other', germanRoot: 'und', englishTransl: ['and'] },
  { type: 'other', germanRoot: 'aber', englishTransl: ['but'] },
  { type: 'other', germanRoot: 'oder', englishTransl: ['or'] },
  { type: 'other', germanRoot: 'ja', englishTransl: ['yes'] },
  { type: 'other', germanRoot: 'nein', englishTransl: ['no'] },
  {
    type: 'adverb',
    germanRoot: 'nicht',
    englishTransl: ['not'],
    englishExpl: 'In a simple sentence it follows the verb and a time word: Ich arbeite heute nicht.',
  },

  // Adverbs
  { type: 'adverb', germanRoot: 'heute', englishTransl: ['today'] },
  { type: 'adverb', germanRoot: 'morgen', englishTransl: ['tomorrow'] },
  { type: 'adverb', germanRoot: 'jetzt', englishTransl: ['now'] },
  { type: 'adverb', germanRoot: 'hier', englishTransl: ['here'] },
  { type: 'adverb', germanRoot: 'oft', englishTransl: ['often'] },
  { type: 'adverb', germanRoot: 'immer', englishTransl: ['always'] },
  { type: 'adverb', germanRoot: 'sehr', englishTransl: ['very'] },
  { type: 'adverb', germanRoot: 'auch', englishTransl: ['also', 'too'] },

  // Adjectives
  {
    type: 'adjective',
    germanRoot: 'gut',
    englishTransl: ['good', 'well'],
    englishExpl: 'The same word says how something is done: Du singst gut. You sing well.',
  },
  { type: 'adjective', germanRoot: 'müde', englishTransl: ['tired'] },
  { type: 'adjective', germanRoot: 'krank', englishTransl: ['sick', 'ill'] },
  { type: 'adjective', germanRoot: 'alt', englishTransl: ['old'] },
  { type: 'adjective', germanRoot: 'jung', englishTransl: ['young'] },
  { type: 'adjective', germanRoot: 'nett', englishTransl: ['nice', 'kind'] },
  { type: 'adjective', germanRoot: 'groß', englishTransl: ['big', 'large', 'tall'] },
  { type: 'adjective', germanRoot: 'klein', englishTransl: ['small', 'little', 'short'] },

  // Nouns used without an article
  {
    type: 'noun',
    germanRoot: 'Deutsch',
    englishTransl: ['German'],
    article: 'das',
    onlySing: true,
    englishExpl: 'The language and the school subject, used without an article: Ich lerne Deutsch.',
  },
  {
    type: 'noun',
    germanRoot: 'Englisch',
    englishTransl: ['English'],
    article: 'das',
    onlySing: true,
    englishExpl: 'The language and the school subject, used without an article: Wir haben heute Englisch.',
  },
  {
    type: 'noun',
    germanRoot: 'Fußball',
    englishTransl: ['football', 'soccer'],
    article: 'der',
    germanPl: 'Fußbälle',
    pluralAddOn: '⸚e',
    englishPl: 'footballs',
    englishExpl: 'The game (used without an article: Wir spielen Fußball) and the ball.',
  },
  {
    type: 'noun',
    germanRoot: 'Musik',
    englishTransl: ['music'],
    article: 'die',
    onlySing: true,
    englishExpl: 'Used without an article: Ich höre Musik.',
  },

  // Irregular verbs
  {
    type: 'verb',
    germanRoot: 'sein',
    englishTransl: ['to be'],
    pParticiple: 'ist gewesen',
    englishPParticiple: 'been',
    imperative2ps: 'sei',
    englishExpl: 'Irregular: ich bin, du bist, er ist, wir sind, ihr seid, sie/Sie sind.',
  },
  {
    type: 'verb',
    germanRoot: 'haben',
    englishTransl: ['to have'],
    pParticiple: 'gehabt',
    englishPParticiple: 'had',
    imperative2ps: 'hab',
    englishExpl: 'Irregular in du hast and er hat: the b drops out.',
  },

  // Special stems: -t / -d
  {
    type: 'verb',
    germanRoot: 'arbeiten',
    englishTransl: ['to work'],
    pParticiple: 'gearbeitet',
    englishPParticiple: 'worked',
    imperative2ps: 'arbeite',
    englishExpl: 'Stem ends in -t: du arbeitest, er arbeitet, ihr arbeitet.',
  },
  {
    type: 'verb',
    germanRoot: 'antworten',
    englishTransl: ['to answer', 'to reply'],
    pParticiple: 'geantwortet',
    englishPParticiple: 'answered',
    imperative2ps: 'antworte',
    englishExpl: 'Stem ends in -t: du antwortest, er antwortet, ihr antwortet.',
  },
  {
    type: 'verb',
    germanRoot: 'warten',
    englishTransl: ['to wait'],
    pParticiple: 'gewartet',
    englishPParticiple: 'waited',
    imperative2ps: 'warte',
    englishExpl: 'Stem ends in -t: du wartest, er wartet, ihr wartet.',
  },
  {
    type: 'verb',
    germanRoot: 'finden',
    englishTransl: ['to find', 'to think (of)'],
    pParticiple: 'gefunden',
    englishPParticiple: 'found',
    imperative2ps: 'finde',
    englishExpl:
      'Stem ends in -d: du findest, er findet, ihr findet. Ich finde Berlin groß: I think Berlin is big.',
  },

  // Special stems: -s / -ß / -z
  {
    type: 'verb',
    germanRoot: 'heißen',
    englishTransl: ['to be called', 'to be named'],
    pParticiple: 'geheißen',
    englishPParticiple: 'been called',
    imperative2ps: 'heiße',
    englishExpl: 'Stem ends in -ß: du heißt (not heißst). Wie heißt du? What is your name?',
  },
  {
    type: 'verb',
    germanRoot: 'tanzen',
    englishTransl: ['to dance'],
    pParticiple: 'getanzt',
    englishPParticiple: 'danced',
    imperative2ps: 'tanz',
    englishExpl: 'Stem ends in -z: du tanzt (not tanzst).',
  },
  {
    type: 'verb',
    germanRoot: 'reisen',
    englishTransl: ['to travel'],
    pParticiple: 'ist gereist',
    englishPParticiple: 'travelled',
    imperative2ps: 'reise',
    englishExpl: 'Stem ends in -s: du reist (not reisst).',
  },

  // Regular verbs
  {
    type: 'verb',
    germanRoot: 'spielen',
    englishTransl: ['to play'],
    pParticiple: 'gespielt',
    englishPParticiple: 'played',
    imperative2ps: 'spiel',
  },
  {
    type: 'verb',
    germanRoot: 'wohnen',
    englishTransl: ['to live (reside)'],
    pParticiple: 'gewohnt',
    englishPParticiple: 'lived',
    imperative2ps: 'wohn',
    englishExpl: 'Where you live: Ich wohne hier.',
  },
  {
    type: 'verb',
    germanRoot: 'lernen',
    englishTransl: ['to learn', 'to study'],
    pParticiple: 'gelernt',
    englishPParticiple: 'learned',
    imperative2ps: 'lern',
  },
  {
    type: 'verb',
    germanRoot: 'machen',
    englishTransl: ['to do', 'to make'],
    pParticiple: 'gemacht',
    englishPParticiple: 'done, made',
    imperative2ps: 'mach',
  },
  {
    type: 'verb',
    germanRoot: 'kommen',
    englishTransl: ['to come'],
    pParticiple: 'ist gekommen',
    englishPParticiple: 'come',
    imperative2ps: 'komm',
  },
  {
    type: 'verb',
    germanRoot: 'gehen',
    englishTransl: ['to go', 'to walk'],
    pParticiple: 'ist gegangen',
    englishPParticiple: 'gone',
    imperative2ps: 'geh',
  },
  {
    type: 'verb',
    germanRoot: 'singen',
    englishTransl: ['to sing'],
    pParticiple: 'gesungen',
    englishPParticiple: 'sung',
    imperative2ps: 'sing',
  },
  {
    type: 'verb',
    germanRoot: 'kochen',
    englishTransl: ['to cook'],
    pParticiple: 'gekocht',
    englishPParticiple: 'cooked',
    imperative2ps: 'koch',
  },
  {
    type: 'verb',
    germanRoot: 'hören',
    englishTransl: ['to hear', 'to listen (to)'],
    pParticiple: 'gehört',
    englishPParticiple: 'heard',
    imperative2ps: 'hör',
    englishExpl: 'Ich höre Musik: I listen to music.',
  },
] satisfies VocabularyEntry[];
