import type { CourseLexicon, GermanSynonymGroup } from '@grundlagen/core';
import {
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  indefiniteArticles,
} from '../grammar/articles.ts';
import { courseNouns } from './course-nouns.ts';
import { courseSimplePast } from './simple-past.ts';
import { separableSynonyms, separableWordSynonyms } from './verb-synonyms.ts';

/**
 * German words a teacher accepts for the course's word in the exercises of chapters 1–13, each
 * group with the contexts where the pair is right. Nouns carry gender and plural, so the check can
 * recompute the article and adjective endings for the learner's word (einen Wagen for ein Auto).
 */
const synonyms: readonly GermanSynonymGroup[] = [
  {
    kind: 'noun',
    words: [
      { noun: 'Auto', gender: 'neuter', plural: 'Autos' },
      { noun: 'Wagen', gender: 'masculine', plural: 'Wagen' },
    ],
    context: 'the car: Wagen is everyday German for a car',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Fahrrad', gender: 'neuter', plural: 'Fahrräder' },
      { noun: 'Rad', gender: 'neuter', plural: 'Räder' },
    ],
    context: 'the bicycle (mit dem Rad fahren); the course never uses Rad for a wheel',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Zug', gender: 'masculine', plural: 'Züge' },
      { noun: 'Bahn', gender: 'feminine', plural: 'Bahnen' },
    ],
    context: 'travelling by train (mit dem Zug / mit der Bahn fahren)',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Arzt', gender: 'masculine', plural: 'Ärzte' },
      { noun: 'Doktor', gender: 'masculine', plural: 'Doktoren' },
    ],
    context: 'the doctor one goes to (zum Arzt / zum Doktor gehen)',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Ärztin', gender: 'feminine', plural: 'Ärztinnen' },
      { noun: 'Doktorin', gender: 'feminine', plural: 'Doktorinnen' },
    ],
    context: 'a woman doctor',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Geschenk', gender: 'neuter', plural: 'Geschenke' },
      { noun: 'Präsent', gender: 'neuter', plural: 'Präsente' },
    ],
    context: 'a present',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Fernseher', gender: 'masculine', plural: 'Fernseher' },
      { noun: 'Fernsehapparat', gender: 'masculine', plural: 'Fernsehapparate' },
    ],
    context: 'the television set',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Handy', gender: 'neuter', plural: 'Handys' },
      { noun: 'Mobiltelefon', gender: 'neuter', plural: 'Mobiltelefone' },
      { noun: 'Smartphone', gender: 'neuter', plural: 'Smartphones' },
    ],
    context: 'the mobile phone',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Bus', gender: 'masculine', plural: 'Busse' },
      { noun: 'Autobus', gender: 'masculine', plural: 'Autobusse' },
    ],
    context: 'the bus',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Geschäft', gender: 'neuter', plural: 'Geschäfte' },
      { noun: 'Laden', gender: 'masculine', plural: 'Läden' },
    ],
    context: 'a shop',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Mama', gender: 'feminine', plural: 'Mamas' },
      { noun: 'Mutti', gender: 'feminine', plural: 'Muttis' },
    ],
    context: 'mum',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Lied', gender: 'neuter', plural: 'Lieder' },
      { noun: 'Song', gender: 'masculine', plural: 'Songs' },
    ],
    context: 'a song',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Journalist', gender: 'masculine', plural: 'Journalisten', weak: true },
      { noun: 'Reporter', gender: 'masculine', plural: 'Reporter' },
    ],
    context: 'a journalist',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Journalistin', gender: 'feminine', plural: 'Journalistinnen' },
      { noun: 'Reporterin', gender: 'feminine', plural: 'Reporterinnen' },
    ],
    context: 'a woman journalist',
  },
  { kind: 'regular-verb', words: ['wohnen', 'leben'], context: 'where someone lives' },
  { kind: 'word', words: ['zu Hause', 'zuhause', 'daheim'], context: 'at home' },
  { kind: 'word', words: ['nach Hause', 'nachhause', 'heim'], context: 'home (direction)' },
  { kind: 'word', words: ['zusammen', 'gemeinsam'], context: 'together' },
  { kind: 'word', words: ['niemand', 'keiner'], context: 'nobody, as a subject' },
  { kind: 'word', words: ['niemanden', 'keinen', 'niemand'], context: 'nobody, as an accusative object' },
  { kind: 'word', words: ['niemandem', 'keinem', 'niemand'], context: 'nobody, as a dative object' },
  { kind: 'word', words: ['oft', 'häufig'], context: 'often' },
  { kind: 'word', words: ['gern', 'gerne'], context: 'gladly' },
  { kind: 'word', words: ['sehr gut', 'echt gut'], context: 'really well' },
  { kind: 'word', words: ['auch', 'ebenfalls'], context: 'too' },
  { kind: 'word', words: ['vielleicht', 'eventuell'], context: 'maybe' },
  { kind: 'word', words: ['sofort', 'gleich'], context: 'right away' },
  { kind: 'word', words: ['jetzt', 'nun'], context: 'now' },
  { kind: 'word', words: ['heute Morgen', 'heute früh'], context: 'this morning' },
  { kind: 'word', words: ['Samstag', 'Sonnabend'], context: 'Saturday' },
  { kind: 'word', words: ['warum', 'wieso', 'weshalb'], context: 'why' },
  { kind: 'word', words: ['möchte', 'würde gern', 'würde gerne'], context: 'would like to' },
  { kind: 'word', words: ['möchtest', 'würdest gern', 'würdest gerne'], context: 'would like to' },
  { kind: 'word', words: ['möchten', 'würden gern', 'würden gerne'], context: 'would like to' },
  { kind: 'word', words: ['möchtet', 'würdet gern', 'würdet gerne'], context: 'would like to' },
  { kind: 'word', words: ['läuft', 'rennt', 'joggt'], context: 'is running' },
  { kind: 'word', words: ['laufen', 'rennen', 'joggen'], context: 'to run' },
  { kind: 'word', words: ['geben Sie', 'tun Sie'], context: 'put it into (the pan)' },
  { kind: 'word', words: ['Das ist', 'Dies ist'], context: 'this is, pointing' },
  { kind: 'word', words: ['Das sind', 'Dies sind'], context: 'these are, pointing' },
  { kind: 'word', words: ['billig', 'günstig'], context: 'cheap' },
  { kind: 'word', words: ['früh', 'zeitig'], context: 'early' },
  { kind: 'word', words: ['leise', 'ruhig'], context: 'be quiet (seid leise / seid ruhig)' },
  { kind: 'word', words: ['manche', 'einige'], context: 'some (plural)' },
  { kind: 'word', words: ['manchen', 'einigen'], context: 'some (dative plural)' },
  { kind: 'word', words: ['wenn', 'falls'], context: 'if, in a condition' },
  { kind: 'word', words: ['jeden Morgen', 'morgens'], context: 'every morning' },
  { kind: 'word', words: ['jeden Abend', 'abends'], context: 'every evening' },
  { kind: 'word', words: ['so', 'genauso', 'ebenso'], context: 'as … as (so groß wie)' },
  { kind: 'word', words: ['beginnen', 'anfangen', 'losgehen'], context: 'to start' },
  {
    kind: 'word',
    words: ['gehe', 'fahre'],
    context: 'going somewhere (gehen or fahren, as in English go)',
  },
  { kind: 'word', words: ['gehst', 'fährst'], context: 'going somewhere' },
  { kind: 'word', words: ['geht', 'fährt'], context: 'going somewhere' },
  { kind: 'word', words: ['gehen', 'fahren'], context: 'going somewhere' },
  { kind: 'word', words: ['gegangen', 'gefahren'], context: 'going somewhere' },
];

/**
 * English words and phrases a teacher accepts for each other, British and American; each group
 * starts with the form both sides are compared in.
 */
const paraphrases: readonly (readonly string[])[] = [
  ['children', 'kids'],
  ['child', 'kid'],
  ['cellar', 'basement'],
  ['holiday', 'vacation'],
  ['holidays', 'vacations'],
  ['journalist', 'reporter'],
  ['journalists', 'reporters'],
  ['doctor', 'physician'],
  ['doctors', 'physicians'],
  ['author', 'writer'],
  ['authors', 'writers'],
  ['exhibition', 'exhibit'],
  ['exhibitions', 'exhibits'],
  ['often', 'frequently'],
  ['very well', 'really well'],
  ['very good', 'really good'],
  ['call', 'ring'],
  ['calls', 'rings'],
  ['called', 'rang', 'phoned'],
  ['calling', 'ringing', 'phoning'],
  ['you', 'you guys', 'you all', "y'all"],
  ['flat', 'apartment'],
  ['flats', 'apartments'],
  ['lift', 'elevator'],
  ['film', 'movie'],
  ['films', 'movies'],
  ['cinema', 'movie theater', 'movie theatre'],
  ['shop', 'store'],
  ['shops', 'stores'],
  ['mobile', 'cell phone', 'mobile phone', 'cellphone'],
  ['underground', 'subway'],
  ['timetable', 'schedule'],
  ['rubbish', 'trash', 'garbage'],
  ['trousers', 'pants'],
  ['biscuits', 'cookies'],
  ['biscuit', 'cookie'],
  ['football', 'soccer'],
  ['maths', 'math'],
  ['motorway', 'highway', 'freeway'],
  ['post', 'mail'],
  ['postman', 'mailman'],
  ['pavement', 'sidewalk'],
  ['at the weekend', 'on the weekend', 'over the weekend'],
  ['at weekends', 'on weekends'],
  ['present', 'gift'],
  ['presents', 'gifts'],
  ['father', 'dad', 'daddy'],
  ['mother', 'mom', 'mommy', 'mummy'],
  ['grandmother', 'grandma', 'granny', 'gran', 'nan'],
  ['grandfather', 'grandpa', 'granddad', 'grandad'],
  ['railway station', 'train station', 'railroad station'],
  ['expensive', 'pricey'],
  ['back then', 'at the time', 'at that time'],
  ['living room', 'lounge', 'sitting room'],
  ['be quiet', 'keep quiet'],
  ['pharmacy', 'chemist', 'chemists', 'drugstore'],
  ['many', 'lots of', 'a lot of'],
  ['fairy tales', 'fairytales'],
  ['parents', 'mother and father', 'mom and dad'],
  ['is', 'is located'],
  ['are', 'are located'],
  ['broke', 'smashed'],
  ['always', 'every time', 'all the time'],
  ['fairy tale', 'fairytale'],
  ['sweets', 'candy'],
  ['chips', 'fries', 'french fries'],
  ['crisps', 'potato chips'],
  ['garden', 'yard'],
];

/**
 * The course's lexicon as answer checking reads it (`checkSentence(…, { lexicon: courseLexicon })`):
 * the synonyms above, the optional particles (gerade for an English progressive; mal and doch in
 * an imperative), the English paraphrases, and the declension tables of chapters 2 and 3.
 */
export const courseLexicon: CourseLexicon = {
  german: {
    tables: {
      definite: definiteArticles,
      indefinite: indefiniteArticles,
      afterDefinite: endingsAfterDefinite,
      afterIndefinite: endingsAfterIndefinite,
    },
    synonyms: [...synonyms, ...separableWordSynonyms],
    separableSynonyms,
    optionalParticles: [
      { word: 'gerade', when: 'progressive' },
      { word: 'mal', when: 'imperative' },
      { word: 'doch', when: 'imperative' },
      { word: 'bitte', when: 'imperative' },
      { word: 'bitte', when: 'request' },
      { word: 'denn', when: 'question' },
      { word: 'eigentlich', when: 'question' },
    ],
    nouns: courseNouns(),
    pastTense: courseSimplePast(),
  },
  english: { paraphrases },
};
