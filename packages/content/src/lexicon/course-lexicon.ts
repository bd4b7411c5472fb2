import type { CourseLexicon, EnglishParaphraseGroup, GermanSynonymGroup } from '@grundlagen/core';
import {
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  indefiniteArticles,
} from '../grammar/articles.ts';
import { germanGrammar } from './german-grammar.ts';
import { courseNouns } from './course-nouns.ts';
import { courseSimplePast } from './simple-past.ts';
import { separableSynonyms, separableWordSynonyms } from './verb-synonyms.ts';

/**
 * German words a teacher accepts for the course's word in the exercises of chapters 1–13, each
 * group with the contexts where the pair is right. Nouns carry gender and plural, so the check can
 * recompute the article and adjective endings for the learner's word (einen Wagen for ein Auto).
 */
/** An English prompt where would like (love, want) has an infinitive: würde gern then needs one too. */
/** School subjects, German and English, where having the subject is having its lessons. */
const SCHOOL_SUBJECTS: readonly (readonly [german: string, english: string])[] = [
  ['Englisch', 'English'],
  ['Deutsch', 'German'],
  ['Französisch', 'French'],
  ['Spanisch', 'Spanish'],
  ['Mathe', 'maths|math'],
  ['Musik', 'music'],
  ['Kunst', 'art'],
];
/**
 * Subjects that are also plain nouns (music on a phone, art in a museum): read as lessons only in a
 * prompt about school (a school word, a weekday, a lesson time).
 */
const PLAIN_NOUN_SUBJECTS = new Set(['Musik', 'Kunst']);
/** An English prompt about the school day. */
const SCHOOL_DAY_EN =
  "\\b([Ss]chool|[Ll]essons?|[Cc]lass|[Cc]lasses|[Tt]eachers?|[Tt]imetable|[Pp]eriod|[Mm]ondays?|[Tt]uesdays?|[Ww]ednesdays?|[Tt]hursdays?|[Ff]ridays?|o'clock|at \\d+)\\b";
/** A German prompt about the school day. */
const SCHOOL_DAY_DE =
  '\\b(Schule|Stunde|Stunden|Schulstunde|Lehrer\\w*|Unterricht|Stundenplan|Klasse|Pause|Schüler\\w*|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|montags|dienstags|mittwochs|donnerstags|freitags|Uhr)\\b';
/** A prompt condition, and for a subject that is also a plain noun the school day besides. */
const aboutSchool = (german: string, pattern: string, school: string): string =>
  PLAIN_NOUN_SUBJECTS.has(german) ? `^(?=.*${pattern})(?=.*${school})` : pattern;
/** Verbs of speaking or learning a language: their object is the language, never the lessons. */
const LEARNING_A_LANGUAGE =
  'spreche|sprichst|spricht|sprechen|sprecht|lerne|lernst|lernt|lernen|verstehe|verstehst|versteht|verstehen|unterrichte|unterrichtest|unterrichtet|unterrichten|studiere|studierst|studiert|studieren';

/** An English prompt with run: laufen, rennen and joggen all translate it … */
const RUN = '\\b(run|runs|running|ran|jog|jogs|jogging)\\b';
/** … unless what runs is no person (der Film läuft). */
const NOT_RUN = '\\b(film|films|movie|movies|programme|program|show|engine|machine|tap|nose)\\b';

/** An English prompt with go, which can be gehen or fahren … */
const GO = '\\b(go|goes|going|went|gone)\\b';
/** … unless it says walk or on foot, or go is not a movement (it went well, how is it going). */
const NOT_GO =
  "\\b(walk|walks|walking|walked|foot)\\b|\\b(go|goes|going|went|gone) (well|badly|wrong|fine|ok|okay)\\b|[Hh]ow is it going|[Hh]ow's it going";

/** Where liegt or befindet sich stands for ist: before a place, or last in a dependent clause. */
const PLACE_DE = 'neben|gegenüber|in|im|an|am|auf|hinter|vor|zwischen|bei|beim|unter|über|nahe|direkt|';

/** An English prompt with need and a thing (need a pencil) … */
const NEED = '\\b(need|needs|needed)\\b';
/** … not need to, needn't, no need (brauchen nicht zu), nor needing a person (I need you). */
const NEED_TO =
  "\\b(need|needs|needed) to\\b|\\bneedn't\\b|\\bno need\\b|\\b(need|needs|needed) (me|you|him|her|us|them)\\b";

/** Where is + a noun phrase (Where is the station?), not a perfect, a passive or a state (Where were you born?). */
const WHERE_IS = '\\b[Ww]here (is|are)\\b';
const NOT_LOCATED = '\\b(born|gone|been|cold|warm|hot|\\w{3,}ed|\\w{3,}ing)\\b';
/** The start of a noun phrase after befindet sich: a determiner or a noun, never a pronoun (Wo befindet er sich?). */
const NOUN_PHRASE_START =
  'der|die|das|den|dem|ein|eine|einen|mein\\w*|dein\\w*|sein\\w*|ihr\\w*|unser\\w*|eure?\\w*|dies\\w*|(?!Sie$|Ihr$)[A-ZÄÖÜ][a-zäöüß]+';

/** Met of someone one knows or of repeated meetings: not kennenlernen (meeting for the first time). */
const MET_AGAIN =
  '\\b(every|each|often|always|usually|again|sometimes|regularly)\\b|\\b(my|your|his|her|our|their) (mother|father|mum|mom|dad|parents|brother|sister|family|son|daughter|wife|husband|grandmother|grandfather|grandparents|aunt|uncle|cousin|boss|teacher|colleague|neighbour|neighbor)s?\\b';

/** Every morning as what one enjoys, loves or hates (I enjoy every morning): no time phrase. */
const EVERY_AS_OBJECT = '\\b(enjoy|enjoys|enjoyed|love|loves|loved|hate|hates|hated|like|likes|liked)\\b';

/** A train, bus or plane on time, or a person (He is always on time): not a film that starts. */
const ON_TIME =
  "\\b(train|bus|plane|tram|flight|coach|ferry)s?\\b[^.?!]*\\bon time\\b|\\b([Hh]e|[Ss]he|[Yy]ou|[Tt]hey|[Ww]e|I)('s|'re|'m| is| are| am| was| were)?( always| never| usually| not| often)? on time\\b";

const WOULD_LIKE_TO = '\\b(like|love|want) to\\b';

/** An English prompt that visits a sight (a museum, a castle, the old town) right after visit: besichtigen fits … */
const VISIT_SIGHT =
  '\\b[Vv]isit(s|ing|ed)? ((the|a|an|this|that|these|those|our|my|your|his|her|their|two|three|many|some|several) )?((old|new|famous|big|small|beautiful) )?(museum|museums|castle|castles|palace|palaces|cathedral|cathedrals|old town|exhibition|exhibitions|gallery|galleries|monument|monuments|sights|ruins)\\b';
/** … but not visiting people, nor attending a course or a school (besuchen, never besichtigen). */
const VISIT_PEOPLE =
  '\\b(grandmother|grandfather|grandma|grandpa|granny|grandparents|parents|mother|father|mum|mom|dad|aunt|uncle|friend|friends|family|sister|brother|cousin|neighbour|neighbor|doctor|patient|him|them|me|us|course|courses|class|classes|school|lesson|lessons|lecture|university|concert|party|relatives|colleague|colleagues|son|daughter|wife|husband|children|kids|girlfriend|boyfriend|grandson|granddaughter)\\b';

/** An English prompt with watching TV: fernschauen (southern German, Austrian) for fernsehen. */
const WATCH_TV = '^(?=.*\\b[Ww]atch(es|ing|ed)?\\b)(?=.*\\b(TV|television|telly)\\b)';

/** Something pretty to look at, where hübsch says beautiful (a picture, a dress, a village) … */
const PRETTY_THING =
  '^(?=.*\\b(beautiful|pretty|lovely)\\b)(?=.*\\b(picture|pictures|painting|paintings|photo|photos|dress|dresses|skirt|blouse|shirt|hat|scarf|bag|jacket|house|houses|flat|apartment|room|garden|village|town|church|flower|flowers|card|postcard|cup|vase|lamp|girl|girls|woman|baby|face|park|square|bridge|street|café)\\b)';
/** … never for what is lovely to live through or hear (schönes Wetter, ein schöner Tag, schöne Musik). */
const NOT_PRETTY =
  "\\b([Ii]t's|[Ii]t is|[Ii]t was|[Hh]ow) (so |very |really )?(lovely|nice|beautiful) (that|to)\\b|\\b(more|most|less) (beautiful|pretty|lovely)\\b|\\b(weather|day|days|weekend|holiday|holidays|trip|journey|evening|time|party|music|song|songs|voice|dream|idea|life|wish|wishes)\\b";

/** What one follows with suspense, where spannend says interesting: interesting describes a book, a film, a match. */
const GRIPPING =
  "\\binteresting (book|novel|film|movie|story|stories|series|match|game|thriller|crime novel|play|documentary)s?\\b|\\b(book|novel|film|movie|story|series|match|game|thriller|play|documentar(y|ies))s?( (about|by|of|on|from|with|in) [\\w']+( [\\w']+)?| (that |which )?(I|you|he|she|we|they) ((am|are|is|was|were|have|had) )?\\w+)? (is|are|was|were) ((very|really|so|quite|also|not) )*((long|short|old|new) (but|and) )?interesting\\b";

/** English go to a named town, country or region (Vienna, Italy, the Alps): reisen is travelling there; never a person's, a shop, a party. */
const GO_TO_PLACE = `\\b(go|goes|going|went|gone|travel|travels|travelling|traveling|travelled|traveled) to (the )?(${[
  'Berlin',
  'Hamburg',
  'Munich',
  'Cologne',
  'Frankfurt',
  'Stuttgart',
  'Dresden',
  'Leipzig',
  'Bremen',
  'Hanover',
  'Nuremberg',
  'Düsseldorf',
  'Bonn',
  'Heidelberg',
  'Freiburg',
  'Vienna',
  'Salzburg',
  'Innsbruck',
  'Graz',
  'Zurich',
  'Geneva',
  'Bern',
  'Basel',
  'London',
  'Paris',
  'Rome',
  'Madrid',
  'Barcelona',
  'Lisbon',
  'Prague',
  'Amsterdam',
  'Brussels',
  'Copenhagen',
  'Stockholm',
  'Oslo',
  'Warsaw',
  'Budapest',
  'Athens',
  'Venice',
  'Milan',
  'Florence',
  'New York',
  'Germany',
  'Austria',
  'Switzerland',
  'Italy',
  'Spain',
  'France',
  'England',
  'Scotland',
  'Ireland',
  'Britain',
  'Portugal',
  'Greece',
  'Poland',
  'Denmark',
  'Sweden',
  'Norway',
  'Finland',
  'Holland',
  'Netherlands',
  'Belgium',
  'Turkey',
  'Croatia',
  'Hungary',
  'America',
  'USA',
  'Canada',
  'Japan',
  'China',
  'India',
  'Australia',
  'Egypt',
  'Mexico',
  'Brazil',
  'Africa',
  'Asia',
  'Europe',
  'Baltic',
  'North Sea',
  'Alps',
  'Black Forest',
  'seaside',
  'coast',
  'mountains',
].join('|')})\\b(?!')`;

/** Something that happened once, late (it started late, he got up late): erst spät fits. */
const LATE_EVENT =
  '\\b(start|starts|started|starting|begin|begins|began|begun|beginning|arrive|arrives|arrived|arriving|come|comes|came|coming|get up|gets up|got up|getting up|go to bed|goes to bed|went to bed|gone to bed|going to bed|wake up|wakes up|woke up|waking up|leave|leaves|left|leaving|finish|finishes|finished|finishing|end|ends|ended|ending|get home|gets home|got home|get back|got back|eat|eats|ate|eating|opens|opened|closes|closed) ((very|quite|so|rather|today|tonight) )?late\\b|\\b(come|comes|came|coming|get|gets|got|getting) (home|back) ((very|quite|so|rather|today|tonight) )?late\\b';

/** What someone becomes (a job): will become a teacher, is going to be a doctor. */
const PROFESSION =
  'teacher|doctor|nurse|pilot|engineer|actor|actress|singer|musician|cook|chef|baker|journalist|reporter|lawyer|judge|police officer|policeman|policewoman|architect|artist|painter|writer|author|footballer|football player|player|scientist|vet|dentist|mechanic|programmer|farmer|hairdresser|waiter|waitress|shop assistant|salesman|saleswoman|firefighter|professor|photographer|dancer|designer|manager|boss|mother|father|mum|dad|grandmother|grandfather|student|pharmacist|electrician|plumber|carpenter|gardener|secretary|translator|interpreter|politician|astronaut|soldier|priest|lorry driver|truck driver|bus driver|taxi driver|driver|nanny|cashier|postman|tourist guide|guide|pupil|apprentice|expert|star|champion|millionaire|grandma|grandpa|aunt|uncle';

/** fallen with schwer or leicht (Deutsch fällt mir schwer): no adjective to swap. */
const FALLEN = 'fällt|fällst|falle|fallen|fallt|fiel|fielst|fielen|fielt|gefallen';
const FALLEN_PREVIOUS = `mir|dir|ihm|ihr|uns|euch|ihnen|Ihnen|${FALLEN}`;
const FALLEN_SENTENCE = `(^| )(${FALLEN})( |$)`;

/** get or receive a thing one is sent or given (a letter, a present, a mark): erhalten fits … */
const RECEIVED_THING =
  '\\b(receive|receives|received|receiving)\\b|\\b(get|gets|got|gotten|getting) ((a|an|the|my|your|his|her|our|their|no|many|some|lots of|two|three) )?((good|bad|new|nice|long|short|big|small|lot of) )?(letter|letters|present|presents|gift|gifts|parcel|parcels|package|packages|email|emails|e-mail|message|messages|mark|marks|grade|grades|prize|prizes|answer|answers|reply|postcard|postcards|card|cards|invitation|invitations|money|salary|pay|bill|bills|certificate|visa|news)\\b';
/** … never an illness, a state, a baby or an animal. */
const NOT_RECEIVED =
  '\\b(cold|colds|flu|fever|headache|ill|sick|baby|child|hungry|tired|angry|up|home|there|married|better|worse|dressed|ready|lost)\\b';

/** Where überhaupt before nicht or kein would change the meaning: a degree, only, no longer … */
const NOT_AT_ALL_NEXT =
  'mehr|nur|sehr|so|ganz|zu|immer|oft|viel|viele|besonders|ziemlich|gerade|unbedingt|alle|jeder|jede|jeden|einmal|mal|genug|schlecht|gut|lange';
/** … nor after a question word or in a short reply (Warum nicht? Ich auch nicht. Bitte nicht!). */
const NOT_AT_ALL_PREVIOUS = 'warum|wieso|weshalb|oder|denn|auch|bitte|lieber|ob';
const NOT_AT_ALL_PROMPT =
  '\\b[Ww]hy not\\b|\\bor not\\b|\\b(hardly|barely|not really|not very|not quite|not much|not only|not always|not yet|no longer|not any more|not anymore|not even|not so|not too|not as)\\b';

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
    context:
      'the train, where the prompt says train (singular): Bahn is also a tram, a lane; Züge not Bahnen',
    condition: { prompt: '\\b[Tt]rain\\b' },
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
      { noun: 'Sofa', gender: 'neuter', plural: 'Sofas' },
      { noun: 'Couch', gender: 'feminine', plural: 'Couches' },
    ],
    context: 'the sofa',
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
  {
    kind: 'regular-verb',
    words: ['wohnen', 'leben'],
    context: 'where someone lives (English live); not alive, not a way of living, not a hotel or floor',
    condition: {
      prompt: '\\b[Ll]iv(e|es|ed|ing)\\b',
      notPrompt: '\\b(alive|healthy|healthily|well|hotel|floor|storey)\\b',
    },
  },
  { kind: 'word', words: ['zu Hause', 'zuhause', 'daheim'], context: 'at home' },
  { kind: 'word', words: ['nach Hause', 'nachhause'], context: 'home (direction)' },
  {
    kind: 'word',
    words: ['nach Hause', 'heim'],
    context:
      'home (direction), heim only as a separate word: never before an infinitive or participle (heimgehen)',
    condition: { notNext: '[a-zäöüß]+(en|t)' },
  },
  {
    kind: 'word',
    words: ['zusammen', 'gemeinsam'],
    context:
      'together with someone; not zusammen = in total (Das macht zusammen 12 Euro, zusammen oder getrennt)',
    condition: {
      notPrompt: '\\b(altogether|in total|in all|separate|separately|[Tt]ogether or)\\b',
      notNext: 'oder|\\d.*',
    },
  },
  {
    kind: 'word',
    words: ['niemand', 'keiner'],
    context: 'nobody, as a subject; only as a pronoun, never kein before a noun (keiner Frau)',
    condition: { notNext: '[A-ZÄÖÜ].*' },
  },
  {
    kind: 'word',
    words: ['niemanden', 'keinen'],
    context: 'nobody, as an accusative object; only as a pronoun (not keinen Hunger)',
    condition: { notNext: '[A-ZÄÖÜ].*' },
  },
  {
    kind: 'word',
    words: ['niemanden', 'niemand'],
    context: 'the undeclined niemand for niemanden (not the reverse, which would join it to keiner)',
    condition: { oneWay: true },
  },
  {
    kind: 'word',
    words: ['niemandem', 'keinem'],
    context: 'nobody, as a dative object; only as a pronoun (not mit keinem Freund)',
    condition: { notNext: '[A-ZÄÖÜ].*' },
  },
  {
    kind: 'word',
    words: ['niemandem', 'niemand'],
    context: 'the undeclined niemand for niemandem',
    condition: { oneWay: true },
  },
  { kind: 'word', words: ['oft', 'häufig'], context: 'often' },
  { kind: 'word', words: ['gern', 'gerne'], context: 'gladly' },
  { kind: 'word', words: ['sehr gut', 'echt gut'], context: 'really well' },
  { kind: 'word', words: ['auch', 'ebenfalls'], context: 'too' },
  { kind: 'word', words: ['vielleicht', 'eventuell'], context: 'maybe' },
  {
    kind: 'word',
    words: ['sofort', 'gleich'],
    context: 'right away: gleich for the course word sofort, never sofort for gleich (gleich groß)',
    condition: { oneWay: true },
  },
  { kind: 'word', words: ['jetzt', 'nun'], context: 'now' },
  {
    kind: 'word',
    words: ['heute Morgen', 'heute früh'],
    context: 'this morning, when the prompt says morning (heute früh is also early today)',
    condition: { prompt: '\\b[Mm]orning\\b' },
  },
  { kind: 'word', words: ['Samstag', 'Sonnabend'], context: 'Saturday' },
  { kind: 'word', words: ['warum', 'wieso', 'weshalb'], context: 'why' },
  {
    kind: 'word',
    words: ['möchte', 'würde gern', 'würde gerne'],
    context: 'would like to, only before an infinitive (not würde gern einen Kaffee)',
    condition: { prompt: WOULD_LIKE_TO },
  },
  {
    kind: 'word',
    words: ['möchtest', 'würdest gern', 'würdest gerne'],
    context: 'would like to, only before an infinitive (not würde gern einen Kaffee)',
    condition: { prompt: WOULD_LIKE_TO },
  },
  {
    kind: 'word',
    words: ['möchten', 'würden gern', 'würden gerne'],
    context: 'would like to, only before an infinitive (not würde gern einen Kaffee)',
    condition: { prompt: WOULD_LIKE_TO },
  },
  {
    kind: 'word',
    words: ['möchtet', 'würdet gern', 'würdet gerne'],
    context: 'would like to, only before an infinitive (not würde gern einen Kaffee)',
    condition: { prompt: WOULD_LIKE_TO },
  },
  {
    kind: 'word',
    words: ['geben Sie', 'tun Sie'],
    context: 'put it into (the pan), in a recipe only (not Geben Sie mir das Salz)',
    condition: { prompt: '\\b([Pp]ut|[Aa]dd)\\b.*\\b(in|into|to)\\b' },
  },
  { kind: 'word', words: ['Das ist', 'Dies ist'], context: 'this is, pointing' },
  { kind: 'word', words: ['Das sind', 'Dies sind'], context: 'these are, pointing' },
  { kind: 'word', words: ['billig', 'günstig'], context: 'cheap' },
  {
    kind: 'word',
    words: ['früh', 'zeitig'],
    context: 'early; not in heute früh, morgen früh (morning)',
    condition: { notPrevious: 'heute|morgen|gestern' },
  },
  {
    kind: 'word',
    words: ['früh', 'zeitig'],
    context:
      'early today, early yesterday (heute zeitig aufgestanden) where the prompt says early and no morning: heute früh is then early today, never this morning',
    condition: {
      previous: 'heute|gestern',
      prompt: '\\b[Ee]arly\\b',
      notPrompt: '\\b([Mm]orning|[Tt]omorrow)\\b',
    },
  },
  // a school subject one has is its lessons: Englisch haben, Englischunterricht haben (When does
  // Lena have English?); never the language one speaks or learns (Sie spricht Englisch)
  ...SCHOOL_SUBJECTS.map(([german, english]) => ({
    kind: 'word' as const,
    words: [german, `${german}unterricht`],
    context: `${english} as a school subject one has: ${german}unterricht haben`,
    condition: {
      prompt: aboutSchool(german, `\\b(have|has|had|having)( got)? (\\w+ )?(${english})\\b`, SCHOOL_DAY_EN),
      notPrevious: `${LEARNING_A_LANGUAGE}|auf|in|und|oder`,
      notNext: 'und|oder|sprechen|lernen|verstehen|schreiben|lesen',
    },
  })),
  {
    kind: 'word',
    words: ['leise', 'ruhig'],
    context: 'be quiet (sei/seid/seien Sie leise or ruhig) only: elsewhere leise is low, ruhig calm',
    condition: { prompt: '\\b([Bb]e|[Kk]eep) quiet\\b' },
  },
  { kind: 'word', words: ['manche', 'einige'], context: 'some (plural)' },
  { kind: 'word', words: ['manchen', 'einigen'], context: 'some (dative plural)' },
  {
    kind: 'word',
    words: ['wenn', 'falls'],
    context: 'if, in a condition only (the prompt says if): wenn is also when, whenever',
    condition: { prompt: '\\b[Ii]f\\b', notPrevious: 'immer' },
  },
  { kind: 'word', words: ['jeden Morgen', 'morgens'], context: 'every morning' },
  { kind: 'word', words: ['jeden Abend', 'abends'], context: 'every evening' },
  {
    kind: 'word',
    words: ['so', 'genauso', 'ebenso'],
    context: 'as … as (so groß wie), affirmative only: nicht so groß wie is not nicht genauso groß wie',
    condition: {
      prompt: '\\bas \\w+ as\\b',
      notPrompt: "\\b(not|n't|never) (as|so|quite as|just as)\\b|n't (as|so)\\b",
      notPrevious: 'nicht|nie|ach|und|kein|keine',
    },
  },
  { kind: 'word', words: ['beginnen', 'anfangen'], context: 'to start' },
  {
    kind: 'word',
    words: ['beginnt', 'losgeht'],
    context:
      'an event starts, at the end of a dependent clause (wann der Kurs losgeht); not a person setting off',
    condition: { oneWay: true, next: '', notPrevious: 'er|sie|ich|du|wir|ihr' },
  },
  {
    kind: 'word',
    words: ['ist', 'liegt', 'befindet sich'],
    context:
      'where a place or thing is: liegt or befindet sich for the course word ist, before a place or at the clause end',
    condition: { oneWay: true, next: PLACE_DE },
  },
  {
    kind: 'word',
    words: ['sind', 'liegen', 'befinden sich'],
    context: 'where places or things are (as ist, liegt)',
    condition: { oneWay: true, next: PLACE_DE },
  },
  {
    kind: 'word',
    words: ['leider', 'unglücklicherweise'],
    context: 'unfortunately: the long word for the course word leider',
    condition: { oneWay: true },
  },
  {
    kind: 'word',
    words: ['ist', 'befindet sich'],
    context: 'where a place is, asked with wo (Wo befindet sich der Bahnhof?)',
    condition: {
      oneWay: true,
      previous: 'wo',
      next: NOUN_PHRASE_START,
      prompt: WHERE_IS,
      notPrompt: NOT_LOCATED,
    },
  },
  {
    kind: 'word',
    words: ['sind', 'befinden sich'],
    context: 'where places are, asked with wo',
    condition: {
      oneWay: true,
      previous: 'wo',
      next: NOUN_PHRASE_START,
      prompt: WHERE_IS,
      notPrompt: NOT_LOCATED,
    },
  },
  // benötigen for brauchen where English says need + a thing; never for need to (brauchst nicht zu)
  // nor for brauchen = take time (Wie lange brauchst du?)
  ...[
    ['brauche', 'benötige'],
    ['brauchst', 'benötigst'],
    ['braucht', 'benötigt'],
    ['brauchen', 'benötigen'],
    ['gebraucht', 'benötigt'],
    ['brauchte', 'benötigte'],
    ['brauchtest', 'benötigtest'],
    ['brauchten', 'benötigten'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context: 'to need a thing: the formal benötigen for the course word brauchen',
    condition: { oneWay: true, prompt: NEED, notPrompt: NEED_TO },
  })),
  {
    kind: 'noun',
    words: [
      { noun: 'Bleistift', gender: 'masculine', plural: 'Bleistifte' },
      { noun: 'Stift', gender: 'masculine', plural: 'Stifte' },
    ],
    context: 'a pencil: Stift is any pen or pencil, so only where the prompt says pencil',
    condition: { prompt: '\\bpencils?\\b' },
  },
  // preiswert (good value) for the course word billig, predicative or with an ending
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`billig${ending}`, `preiswert${ending}`],
    context: 'cheap: preiswert for the course word billig',
    condition: { oneWay: true },
  })),
  {
    kind: 'noun',
    words: [
      { noun: 'Mutter', gender: 'feminine', plural: 'Mütter' },
      { noun: 'Mama', gender: 'feminine', plural: 'Mamas' },
    ],
    context: 'one’s mother: Mama as the English side takes mum and mom for mother',
    condition: { prompt: '\\b(mother|mum|mom)\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Vater', gender: 'masculine', plural: 'Väter' },
      { noun: 'Papa', gender: 'masculine', plural: 'Papas' },
    ],
    context: 'one’s father: Papa as the English side takes dad for father',
    condition: { prompt: '\\b(father|dad)\\b' },
  },
  {
    kind: 'word',
    words: ['getroffen', 'kennengelernt'],
    context: 'English met is also meeting someone for the first time (kennenlernen)',
    condition: { oneWay: true, prompt: '\\bmet\\b', notPrompt: MET_AGAIN },
  },
  {
    kind: 'word',
    words: ['jeden Morgen', 'immer morgens'],
    context: 'every morning: always in the mornings',
    condition: { oneWay: true, notPrevious: 'nicht|fast|nur', notPrompt: EVERY_AS_OBJECT },
  },
  {
    kind: 'word',
    words: ['jeden Abend', 'immer abends'],
    context: 'every evening: always in the evenings',
    condition: { oneWay: true, notPrevious: 'nicht|fast|nur', notPrompt: EVERY_AS_OBJECT },
  },
  // Platz nehmen is the polite sit down (Nehmen Sie bitte Platz), for sich setzen where English says sit down
  ...[
    ['Setzen Sie sich', 'Nehmen Sie Platz'],
    ['Setzen Sie sich bitte', 'Nehmen Sie bitte Platz'],
    ['setzen Sie sich', 'nehmen Sie Platz'],
    ['Setz dich', 'Nimm Platz'],
    ['Setz dich bitte', 'Nimm bitte Platz'],
    ['setz dich', 'nimm Platz'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context:
      'sit down: Platz nehmen for sich setzen, ending the sentence (Platz nehmen takes a dative place)',
    condition: {
      oneWay: true,
      prompt: '\\b[Ss]it down\\b',
      notPrompt: "\\b(don't|do not|not|never)\\b",
      next: '|bitte|doch',
    },
  })),
  {
    kind: 'word',
    words: ['ist', 'kommt', 'ankommt'],
    context: 'a train, bus or person on time: pünktlich kommen or ankommen for pünktlich sein',
    condition: { oneWay: true, prompt: ON_TIME, previous: 'pünktlich' },
  },
  // English run is laufen, rennen or joggen; not der Film läuft, wie läuft's
  ...[
    ['läuft', 'rennt', 'joggt'],
    ['laufen', 'rennen', 'joggen'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context: 'running, where the prompt says run (a person running)',
    condition: { prompt: RUN, notPrompt: NOT_RUN },
  })),
  // English go is gehen or fahren (to the supermarket); never for walk, nor go well (gut gehen)
  ...[
    ['gehe', 'fahre'],
    ['gehst', 'fährst'],
    ['geht', 'fährt'],
    ['gehen', 'fahren'],
    ['gegangen', 'gefahren'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context: 'going somewhere, where the prompt says go and not walk or on foot',
    condition: { prompt: GO, notPrompt: NOT_GO },
  })),
  // Optional words a teacher accepts where the learner adds them, as phrases read without them
  // (one way: the learner's longer phrase stands for the course's word, never the reverse).
  // überhaupt or gar right before nicht or kein only strengthens the negation (not … at all).
  ...['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines'].flatMap((negation) =>
    ['überhaupt', 'gar'].map((strengthener): GermanSynonymGroup => ({
      kind: 'word',
      words: [negation, `${strengthener} ${negation}`],
      context:
        'überhaupt or gar before nicht or kein strengthens the negation (gar keinen Fisch); not before a degree word or mehr, nur',
      condition: {
        oneWay: true,
        notNext: NOT_AT_ALL_NEXT,
        notPrevious: NOT_AT_ALL_PREVIOUS,
        notPrompt: NOT_AT_ALL_PROMPT,
      },
    })),
  ),
  // wunderschön (very beautiful) for schön where English says beautiful
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`schön${ending}`, `wunderschön${ending}`],
    context:
      'beautiful: wunderschön for the course word schön, where the prompt says beautiful; never a comparative (schöner als) nor after a degree word (sehr wunderschön)',
    condition: {
      oneWay: true,
      prompt: '\\b[Bb]eautiful\\b',
      notPrompt: '\\b(more|most|less|as|so|too|very) beautiful\\b|\\bbeautiful than\\b',
      notPrevious: 'so|zu|sehr|ganz|ziemlich|genauso|ebenso|nicht|am',
      notNext: 'als|wie',
    },
  })),
  // da (as, since) for weil: both give a reason, verb last
  {
    kind: 'word',
    words: ['weil', 'da'],
    context:
      'because: the conjunction da for weil, where the prompt gives a reason (because, since); never a bare answer to warum (Weil ich krank bin.)',
    condition: {
      oneWay: true,
      prompt: '\\b([Bb]ecause|[Ss]ince)\\b',
      // a Because clause with no main clause after it (a bare answer to why)
      notPrompt: '(^|[?.!] )Because\\b[^,;]*([.!?]|$)',
    },
  },
  // das hier, dies hier: this (one here), pointing, as das da is that
  ...['das', 'dies'].map((pronoun): GermanSynonymGroup => ({
    kind: 'word',
    words: [pronoun, `${pronoun} hier`],
    context:
      'this, pointing at a person or thing: das hier for das before ist or sind (not das hier Buch); never that, nor das of a statement (Das ist richtig)',
    condition: {
      oneWay: true,
      prompt: '^(This|These) (is|are|was|were) (my|your|his|her|our|their|the|a|an|[A-Z][a-z]+)\\b',
      notPrompt: '\\b(idea|problem|shame|pity|mistake|joke|question|right|true|wrong)\\b',
      next: 'ist|sind|war|waren',
    },
  })),
  {
    kind: 'word',
    words: ['spät', 'erst spät'],
    context:
      'erst spät: something happened once, late (Der Film hat erst spät angefangen); not a habit that lasts (works late), opening hours (is open late) nor being late (zu spät)',
    condition: {
      oneWay: true,
      prompt: LATE_EVENT,
      notPrompt: "\\b(is|are|am|was|were|be|been|being|'s|'re|'m|too|so|very|how|quite|not) late\\b",
    },
  },
  // noch with sich erinnern: remembering is still remembering (Erinnerst du dich noch an mich?)
  ...['mich', 'dich', 'sich', 'uns', 'euch'].map((reflexive): GermanSynonymGroup => ({
    kind: 'word',
    words: [reflexive, `${reflexive} noch`],
    context:
      'noch with sich erinnern, where English says remember (still remember): not with a negation (noch nicht is not yet)',
    condition: {
      oneWay: true,
      prompt: '\\b[Rr]emember(s|ed|ing)?\\b',
      notPrompt:
        "\\b(still|no longer|not|never|anymore|any more|remind|reminds|reminded)\\b|n't\\b|\\b[Rr]emember to\\b|^Remember\\b",
      next: 'an|daran|',
    },
  })),
  {
    kind: 'regular-verb',
    words: ['besuchen', 'besichtigen'],
    context:
      'visiting a sight (a museum, a castle, the old town): besichtigen; never people, a course, a school, a church service or a zoo (only besuchen)',
    condition: { prompt: VISIT_SIGHT, notPrompt: VISIT_PEOPLE },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Schloss', gender: 'neuter', plural: 'Schlösser' },
      { noun: 'Palast', gender: 'masculine', plural: 'Paläste' },
    ],
    context: 'a palace, where the prompt says palace (Schloss is also a castle and a lock)',
    condition: { prompt: '\\b[Pp]alaces?\\b' },
  },
  // fernschauen (southern German, Austrian) for fernsehen, the learner's schauen for the course's sehen
  ...[
    ['fernsehen', 'fernschauen'],
    ['ferngesehen', 'ferngeschaut'],
    ['fernzusehen', 'fernzuschauen'],
    ['fernsehe', 'fernschaue'],
    ['fernsiehst', 'fernschaust'],
    ['fernsieht', 'fernschaut'],
    ['fernseht', 'fernschaut'],
    ['sehe', 'schaue'],
    ['siehst', 'schaust'],
    ['sieht', 'schaut'],
    ['seht', 'schaut'],
    ['sehen', 'schauen'],
    ['sieh', 'schau'],
    ['sah', 'schaute'],
    ['sahst', 'schautest'],
    ['sahen', 'schauten'],
    ['saht', 'schautet'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context: 'watching TV: fernschauen, regional standard German for fernsehen',
    // the split forms (schaut … fern) only where no other seeing or looking shares the prompt
    condition:
      words[0]?.startsWith('fern') === true
        ? { oneWay: true, prompt: WATCH_TV }
        : {
            oneWay: true,
            prompt: WATCH_TV,
            notPrompt: '\\b(see|sees|saw|seen|seeing|look|looks|looked|looking)\\b',
          },
  })),
  // hübsch (pretty) for schön, of things and people one looks at; never weather, a day, music
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`schön${ending}`, `hübsch${ending}`],
    context: 'beautiful to look at (a picture, a dress, a village): hübsch for the course word schön',
    condition: { oneWay: true, prompt: PRETTY_THING, notPrompt: NOT_PRETTY, notNext: 'dass|zu|wenn|als|wie' },
  })),
  // spannend (gripping) for interessant, of what one follows: a book, a film, a match
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`interessant${ending}`, `spannend${ending}`],
    context: 'an interesting book, film or match: spannend for the course word interessant',
    condition: { oneWay: true, prompt: GRIPPING },
  })),
  // reisen for fahren, going to a named town or country (Wir reisen nach Hamburg)
  ...[
    ['fahre', 'reise'],
    ['fährst', 'reist'],
    ['fährt', 'reist'],
    ['fahrt', 'reist'],
    ['fahren', 'reisen'],
    ['gefahren', 'gereist'],
    ['fuhr', 'reiste'],
    ['fuhren', 'reisten'],
  ].map((words): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context: 'going to a named town or country: reisen for the course word fahren',
    condition: { oneWay: true, prompt: GO_TO_PLACE, notPrompt: NOT_GO },
  })),
  // werden + mal or einmal: will become (one day), of what someone will be (Sie wird mal Lehrerin)
  ...['werde', 'wirst', 'wird', 'werden', 'werdet'].flatMap((form) =>
    ['mal', 'einmal'].map((particle): GermanSynonymGroup => ({
      kind: 'word',
      words: [form, `${form} ${particle}`],
      context:
        'will become: mal or einmal (one day) after werden before the profession someone will have; not a day or a thing (Morgen wird ein langer Tag), nor a werden-future of another verb',
      condition: {
        oneWay: true,
        prompt: `\\b(will|'ll|is going to|are going to|am going to) (become|be) (a|an) ((good|famous|great|successful|young) )?(${PROFESSION})\\b`,
        next: '[A-ZÄÖÜ][a-zäöüß]+|ein|eine',
      },
    })),
  ),
  // The course's words and their everyday or regional standard synonyms, found across the
  // vocabulary of chapters 1–13; each where it says the same.
  {
    kind: 'noun',
    words: [
      { noun: 'Großmutter', gender: 'feminine', plural: 'Großmütter' },
      { noun: 'Oma', gender: 'feminine', plural: 'Omas' },
    ],
    context: 'one’s grandmother: Oma, as the English side takes grandma and granny',
    condition: { prompt: '\\b([Gg]randmother|[Gg]randma|[Gg]ranny|[Gg]ran|[Nn]an)s?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Großvater', gender: 'masculine', plural: 'Großväter' },
      { noun: 'Opa', gender: 'masculine', plural: 'Opas' },
    ],
    context: 'one’s grandfather: Opa, as the English side takes grandpa',
    condition: { prompt: '\\b([Gg]randfather|[Gg]randpa|[Gg]randdad|[Gg]randad)s?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Universität', gender: 'feminine', plural: 'Universitäten' },
      { noun: 'Uni', gender: 'feminine', plural: 'Unis' },
    ],
    context: 'the university: Uni is its everyday short form',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Bibliothek', gender: 'feminine', plural: 'Bibliotheken' },
      { noun: 'Bücherei', gender: 'feminine', plural: 'Büchereien' },
    ],
    context: 'a library',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Frühling', gender: 'masculine', plural: 'Frühlinge' },
      { noun: 'Frühjahr', gender: 'neuter', plural: 'Frühjahre' },
    ],
    context: 'spring, the season',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Bad', gender: 'neuter', plural: 'Bäder' },
      { noun: 'Badezimmer', gender: 'neuter', plural: 'Badezimmer' },
    ],
    context: 'the bathroom, where the prompt says bathroom (ein Bad is also a bath one takes)',
    condition: { prompt: '\\b[Bb]athrooms?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Haltestelle', gender: 'feminine', plural: 'Haltestellen' },
      { noun: 'Bushaltestelle', gender: 'feminine', plural: 'Bushaltestellen' },
    ],
    context: 'the bus stop, where the prompt says bus stop (not a tram stop)',
    condition: { prompt: '\\b[Bb]us stops?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Ofen', gender: 'masculine', plural: 'Öfen' },
      { noun: 'Backofen', gender: 'masculine', plural: 'Backöfen' },
    ],
    context: 'the oven one bakes in, where the prompt says oven (Ofen is also a stove that heats)',
    condition: { prompt: '\\b[Oo]vens?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Firma', gender: 'feminine', plural: 'Firmen' },
      { noun: 'Unternehmen', gender: 'neuter', plural: 'Unternehmen' },
    ],
    context: 'a company or firm, where the prompt says company or firm',
    condition: { prompt: '\\b([Cc]ompany|[Cc]ompanies|[Ff]irms?)\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Autor', gender: 'masculine', plural: 'Autoren' },
      { noun: 'Schriftsteller', gender: 'masculine', plural: 'Schriftsteller' },
    ],
    context: 'the writer of a book, where the prompt says author or writer',
    condition: { prompt: '\\b([Aa]uthors?|[Ww]riters?)\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Autorin', gender: 'feminine', plural: 'Autorinnen' },
      { noun: 'Schriftstellerin', gender: 'feminine', plural: 'Schriftstellerinnen' },
    ],
    context: 'a woman writer, where the prompt says author or writer',
    condition: { prompt: '\\b([Aa]uthors?|[Ww]riters?)\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Zeitschrift', gender: 'feminine', plural: 'Zeitschriften' },
      { noun: 'Magazin', gender: 'neuter', plural: 'Magazine' },
    ],
    context: 'a magazine, where the prompt says magazine (Magazin is also a storeroom)',
    condition: { prompt: '\\b[Mm]agazines?\\b' },
  },
  { kind: 'word', words: ['allein', 'alleine'], context: 'alone: alleine is its everyday form' },
  {
    kind: 'word',
    words: ['natürlich', 'selbstverständlich'],
    context: 'of course, as an adverb (never natürlich = natural)',
    condition: { oneWay: true, prompt: '\\b[Oo]f course\\b' },
  },
  {
    kind: 'word',
    words: ['manchmal', 'ab und zu'],
    context: 'sometimes: now and then',
    condition: { oneWay: true, notPrevious: 'nur|nicht' },
  },
  // schwierig for schwer where English says difficult or hard (schwer is also heavy)
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`schwer${ending}`, `schwierig${ending}`],
    context:
      'difficult: schwierig for the course word schwer, never for heavy nor in schwerfallen (Deutsch fällt mir schwer)',
    condition: {
      oneWay: true,
      notPrevious: FALLEN_PREVIOUS,
      notNext: FALLEN,
      notSentence: FALLEN_SENTENCE,
      prompt: '\\b(difficult|hard)\\b',
      notPrompt:
        '\\b(heavy|heavily|weigh|weighs|hardly|hard-working)\\b|\\b(work|works|working|worked|study|studies|studying|studied|try|tries|trying|tried|rain|rains|raining|rained) (very |really )?hard\\b',
    },
  })),
  // einfach for leicht where English says easy (leicht is also light)
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`leicht${ending}`, `einfach${ending}`],
    context:
      'easy: einfach for the course word leicht, never for light nor in leichtfallen (Mathe fällt mir leicht)',
    condition: {
      oneWay: true,
      notPrevious: FALLEN_PREVIOUS,
      notNext: FALLEN,
      notSentence: FALLEN_SENTENCE,
      prompt: '\\beas(y|ier|iest)\\b',
      notPrompt: '\\b(light|lighter|weigh|weighs)\\b',
    },
  })),
  // intelligent for klug where English says clever, smart or intelligent
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`klug${ending}`, `intelligent${ending}`],
    context: 'clever: intelligent for the course word klug',
    condition: { oneWay: true, prompt: '\\b(clever|smart|intelligent)\\b' },
  })),
  // köstlich for lecker where English says delicious or tasty
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`lecker${ending}`, `köstlich${ending}`],
    context: 'delicious: köstlich for the course word lecker',
    condition: { oneWay: true, prompt: '\\b(delicious|tasty|yummy)\\b' },
  })),
  // erhalten (formal) for bekommen where English says get or receive a thing; never an illness
  // bekommt is er and ihr: erhält only away from ihr, erhaltet only right beside it
  ...(
    [
      [['bekomme', 'erhalte'], {}],
      [['bekommst', 'erhältst'], {}],
      [['bekommt', 'erhält'], { notPrevious: 'ihr', notNext: 'ihr' }],
      [['bekommt', 'erhaltet'], { previous: 'ihr' }],
      // ihr after the verb is also her or their (Heute erhält ihr Bruder einen Brief)
      [['bekommt', 'erhaltet'], { next: 'ihr', notPrompt: '\\b(her|their)\\b(?![^.?!]*\\byou\\b)' }],
      [
        ['bekommt', 'erhält'],
        { notPrevious: 'ihr', prompt: '\\b(her|their) (\\w+ )?\\w+ (gets|receives|got|received)\\b' },
      ],
      [['bekommen', 'erhalten'], {}],
      [['bekam', 'erhielt'], {}],
      [['bekamst', 'erhieltst'], {}],
      [['bekamen', 'erhielten'], {}],
    ] as const
  ).map(([words, subject]): GermanSynonymGroup => ({
    kind: 'word',
    words,
    context:
      'to receive a thing (a letter, a present, a mark): erhalten for the course word bekommen; never ordering, buying or getting an animal',
    condition: {
      oneWay: true,
      ...subject,
      prompt: 'prompt' in subject ? `^(?=.*(${RECEIVED_THING}))(?=.*(${subject.prompt}))` : RECEIVED_THING,
      notPrompt: 'notPrompt' in subject ? `${NOT_RECEIVED}|${subject.notPrompt}` : NOT_RECEIVED,
    },
  })),
  {
    kind: 'noun',
    words: [
      { noun: 'Zoo', gender: 'masculine', plural: 'Zoos' },
      { noun: 'Tierpark', gender: 'masculine', plural: 'Tierparks' },
    ],
    context: 'the zoo',
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Boden', gender: 'masculine', plural: 'Böden' },
      { noun: 'Fußboden', gender: 'masculine', plural: 'Fußböden' },
    ],
    context: 'the floor of a room, where the prompt says floor (Boden is also the ground, the loft)',
    condition: { prompt: '\\b[Ff]loors?\\b', notPrompt: '\\b(first|second|third|ground|top) floor\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Gemälde', gender: 'neuter', plural: 'Gemälde' },
      { noun: 'Bild', gender: 'neuter', plural: 'Bilder' },
    ],
    context: 'a painting, where the prompt says painting: ein Bild malen is to paint a picture',
    condition: { prompt: '\\b[Pp]aintings?\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Party', gender: 'feminine', plural: 'Partys' },
      { noun: 'Feier', gender: 'feminine', plural: 'Feiern' },
      { noun: 'Fete', gender: 'feminine', plural: 'Feten' },
    ],
    context: 'a party one gives or goes to, where the prompt says party (not a political party)',
    condition: { prompt: '\\b[Pp]art(y|ies)\\b', notPrompt: '\\b(political|election|vote|votes|voted)\\b' },
  },
  {
    kind: 'noun',
    words: [
      { noun: 'Abendessen', gender: 'neuter', plural: 'Abendessen' },
      { noun: 'Abendbrot', gender: 'neuter', plural: 'Abendbrote' },
    ],
    context:
      'the (cold) evening meal at home, where the prompt says dinner or supper: never in a restaurant, cooked or to which one invites',
    condition: {
      prompt: '\\b([Dd]inner|[Ss]upper|[Ee]vening meal)\\b',
      notPrompt:
        '\\b(restaurant|restaurants|cook|cooks|cooking|cooked|invite|invites|invited|inviting|hot|warm)\\b',
    },
  },
  // korrekt for richtig where English says right or correct (richtig is also really: richtig gut)
  // (the prompt says correct: also before a noun, die korrekte Antwort)
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`richtig${ending}`, `korrekt${ending}`],
    context:
      'correct: korrekt for the course word richtig where the prompt says correct (the correct answer)',
    condition: { oneWay: true, prompt: '\\b[Cc]orrect(ly)?\\b', notNext: 'gut|schön|schlecht' },
  })),
  // (Is that right? Ist das korrekt?: das is the subject, at the question's end)
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`richtig${ending}`, `korrekt${ending}`],
    context: 'correct: korrekt for the course word richtig at the end of a question is that right',
    condition: { oneWay: true, prompt: '^(Is|Was|Are) (that|this|it|everything) right\\?', next: '' },
  })),
  ...['', 'e', 'en', 'em', 'er', 'es'].map((ending): GermanSynonymGroup => ({
    kind: 'word',
    words: [`richtig${ending}`, `korrekt${ending}`],
    context:
      'correct: korrekt for the course word richtig, of an answer or a way of doing; never the right one before a noun (die richtige Frau)',
    condition: {
      oneWay: true,
      prompt:
        "\\b([Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Tt]hat's|[Ii]t's|not|all|quite|exactly) right\\b|^(Is|Was|Are) (that|this|it|everything) right\\b",
      notPrevious:
        'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|keinem|keiner|mein\\w*|dein\\w*|sein\\w*|ihr\\w*|unser\\w*|euer|eure\\w*|Ihr\\w*|dies\\w*|jed\\w*',
      notNext: 'gut|schön|schlecht',
    },
  })),
  {
    kind: 'word',
    words: ['nie', 'niemals'],
    context: 'never: niemals for the course word nie',
    condition: { oneWay: true },
  },
  {
    kind: 'word',
    words: ['zuerst', 'zunächst'],
    context:
      'first (of several steps), opening the sentence: zunächst for the course word zuerst; never before the others (Ich war zuerst hier)',
    condition: { oneWay: true, prompt: '^(First|At first|To begin with)\\b|\\b[Ff]irst of all\\b' },
  },
  { kind: 'word', words: ['deshalb', 'deswegen'], context: 'that is why, therefore' },
  {
    kind: 'word',
    words: ['deshalb', 'darum'],
    context: 'that is why: darum for deshalb where the prompt says so or therefore (darum is also about it)',
    condition: {
      oneWay: true,
      prompt: "\\b([Ss]o|[Tt]herefore|[Tt]hat is why|[Tt]hat's why|for that reason)\\b",
      notPrevious: 'es|geht|ging',
    },
  },
  {
    kind: 'regular-verb',
    words: ['schicken', 'senden'],
    context: 'to send a letter, a message, a parcel (senden is also to broadcast)',
    condition: {
      prompt: '\\b(send|sends|sending|sent)\\b',
      notPrompt: '\\b(radio|television|TV|programme|program|broadcast)\\b',
    },
  },
];

/**
 * English words and phrases a teacher accepts for each other, British and American; each group
 * starts with the form both sides are compared in.
 */
/** A German prompt about telephoning: anrufen (ruft … an, angerufen) or telefonieren. */
const PHONING = '[Aa]nruf|angerufen|[Tt]elefon|\\b([Rr]uf|[Rr]ief)\\w*\\b.*\\ban\\b';

/** A German prompt with treffen (to meet someone). */
const TREFFEN = '\\b(treffe|triffst|trifft|treffen|trefft)\\b';
/** … reflexive (wir treffen uns): we meet has no object, and we see has one. */
const MEET_EACH_OTHER =
  '\\b(treffe|triffst|trifft|treffen|trefft) (uns|sich|euch|mich|dich)\\b|\\b(uns|sich|euch) (\\w+ )?treffen\\b';
/** See for meet only with an object after it (see my friends), never we are seeing at the station. */
const NO_OBJECT = '|at|in|on|there|again|later|soon|tomorrow|today|tonight|each|up';

/** A German prompt where a train, bus or plane arrives (ankommen). */
const ARRIVING = '(Zug|Züge|Bus|Bahn|Flugzeug|Flug)\\b.*\\b(an|ankommen|ankommt|angekommen|kommt an)\\b';
/** … but the vehicle as a means (mit dem Bus angekommen): a person coming in has entered. */
const BY_VEHICLE = '\\b(mit|im|in) (\\w+ )?(Zug|Bus|Bahn|Flugzeug|Auto|Schiff)\\b';

/** Persons before is located: a person is not located somewhere. */
const PERSON = 'i|you|he|she|we|they';

/** Things that smash: glass and crockery. */
const BREAKABLE = 'Fenster|Glas|Gläser|Tasse|Teller|Vase|Flasche|Spiegel|Scheibe';

/** Words that begin a place after is located. */
const PLACE = 'in|at|on|near|next|behind|between|opposite|outside|inside|above|below|under|beside|by|close';

/** Words before shop or shops that make it the verb (we shop, often shop, to shop). */
const VERB_BEFORE =
  'i|you|we|they|he|she|to|and|not|do|does|did|will|can|often|always|usually|never|sometimes|also|please';

/** Words that make the next English word a noun (a shop, the lift, my present). */
const DETERMINER =
  'a|an|the|this|that|these|those|my|your|his|her|its|our|their|no|every|each|another|any|some';

/** A German prompt where haben has a thing or an animal as its object, with ein, kein or a number (Hat die Familie einen Hund?) … */
const OWNED_THING =
  '\\b([Hh]abe|[Hh]ast|[Hh]at|[Hh]aben|[Hh]abt|[Hh]atte|[Hh]attest|[Hh]atten)( [A-Za-zÄÖÜäöüß]+){0,3} (ein|eine|einen|kein|keine|keinen|zwei|drei|vier|fünf|viele|mehrere) ([a-zäöüß]+ )?(Hund|Hunde|Katze|Katzen|Pferd|Pferde|Haustier|Haustiere|Vogel|Vögel|Auto|Autos|Wagen|Fahrrad|Fahrräder|Rad|Motorrad|Boot|Haus|Häuser|Wohnung|Wohnungen|Garten|Handy|Computer|Laptop|Fernseher|Firma|Bauernhof)\\b';
/** … whose owner is a person, not a house or a hotel that has a garden (the house owns a garden). */
const NOT_OWNER =
  '\\b(Haus|Wohnung|Hotel|Zimmer|Stadt|Dorf|Schule|Restaurant|Straße|Küche|Firma|Geschäft|Laden) (hat|hatte|haben|hatten)\\b|\\b([Hh]at|[Hh]atte|[Hh]aben|[Hh]atten) (das|die|der|unser\\w*|dein\\w*|mein\\w*|euer|eure\\w*|Ihr\\w*|ihr\\w*|sein\\w*) (Haus|Wohnung|Hotel|Zimmer|Stadt|Dorf|Schule|Restaurant|Straße|Küche|Firma|Geschäft|Laden)\\b';
/** … and where haben also has what no one owns (children, time, hunger): own would say it of those too. */
const NOT_OWNED =
  '\\b(Zeit|Kind|Kinder|Sohn|Söhne|Tochter|Töchter|Bruder|Brüder|Schwester|Schwestern|Geschwister|Freund\\w*|Hunger|Durst|Angst|Lust|Problem\\w*|Fieber|Erkältung|Kopfschmerzen|Termin|Idee|Frage|Unterricht|Urlaub|Glück|Recht)\\b';
/** own takes its object right after it: a, no, a number or a possessive. */
const OWNED_NEXT = 'a|an|no|two|three|four|five|many|several|their|his|her|our|my|your|its';

/** A German prompt with kochen, cooking a dish. */
const KOCHEN = '\\b([Kk]oche|[Kk]ochst|[Kk]ocht|[Kk]ochen|[Kk]ochte|[Kk]ochten|gekocht)\\b';
/** A dish or a meal (or its determiner) after make: made coffee or tea is never cooked. */
const DISH =
  'a|an|the|some|my|his|her|our|their|your|this|that|dinner|lunch|breakfast|supper|soup|pasta|spaghetti|rice|potatoes|vegetables|something|food|meals?|fish|meat|curry|stew|sauce|noodles|porridge';

/** kochen of a drink, water or eggs (boiling), or for some minutes: make is no cooking there. */
const NOT_A_DISH = '\\b(Kaffee|Tee|Wasser|Kakao|Milch|Ei|Eier|Minuten)\\b';

/** A German prompt with reisen, the verb (Wohin reist du? Wir reisen nach Rom). */
const REISEN = '\\b([Rr]eise|[Rr]eist|[Rr]eisen|[Rr]eiste|[Rr]eisten|gereist)\\b';

/** Words before an adjective used as one (is hard, very easy, a simple …), not an adverb (work hard). */
const COPULA_OR_DEGREE =
  'is|are|am|was|were|be|been|isnt|arent|wasnt|werent|its|thats|very|so|too|really|quite|pretty|not|a|an|the|this|that|find|found|seem|seems|seemed|look|looks|looked|sound|sounds|completely|absolutely|totally';

/** What is easy or hard to do (a task, a question, a language), where einfach says easy. */
const SIMPLE_TASK =
  'Aufgabe|Aufgaben|Übung|Übungen|Frage|Fragen|Test|Prüfung|Rezept|Spiel|Grammatik|Sprache|Deutsch|Weg';

/** A German prompt with Tisch at school or in an office (der Tisch des Lehrers): a desk … */
const DESK_TISCH =
  '\\b(Tisch|Tische|Tisches) (des Lehrers|der Lehrerin|im Klassenzimmer|im Büro)\\b|\\b(im Klassenzimmer|im Büro|die Schüler|Die Schüler)\\b[^.?!]*\\b(Tisch|Tische|Tischen)\\b';
/** … never a table one eats or sits at together. */
const NOT_DESK =
  '\\b(essen|isst|esst|aß|gegessen|Essen|Frühstück|frühstücken|Abendessen|Mittagessen|decken|deckt|gedeckt|Teller|Restaurant|Küche|Familie|zusammen|Wohnzimmer|Garten|Gäste|Gästen|reserviert|reservieren|Personen|Kuchen)\\b|\\bCafé(?!\\w)';

/** An event (a concert, a party, a course) asked or told where or when it is: takes place, is being held. */
const EVENT_DE =
  'Konzert|Konzerte|Fest|Feier|Party|Kurs|Kurse|Unterricht|Treffen|Hochzeit|Ausstellung|Markt|Konferenz|Vorlesung|Veranstaltung|Festival|Sitzung|Besprechung';
const EVENT_PROMPT = `^(?=.*\\b(${EVENT_DE})\\b)(?=.*\\b(ist|sind|war|waren)\\b)(?=.*\\b([Ww]o|[Ww]ann|am|um|im|in|morgen|heute|nächste\\w*|jeden|jede|jedes|hier|dort)\\b)`;
/** … but not on TV, in English, at an end nor of what the event is like (ausverkauft, kostenlos). */
const NOT_AN_EVENT_PLACE =
  '\\b(Fernsehen|Radio|Internet|zu Ende|vorbei|voll|ausverkauft|in vollem Gang|(auf|in) (Deutsch|Englisch|\\w+isch)|kostenlos|gratis|teuer|billig|langweilig|toll)\\b|\\b(aus|los)[.!?]?$';
const EVENT_EN = [
  'concert',
  'concerts',
  'party',
  'festival',
  'celebration',
  'course',
  'class',
  'lesson',
  'meeting',
  'wedding',
  'match',
  'exhibition',
  'market',
  'conference',
  'lecture',
  'event',
];
/** What follows the event's verb in a statement: a time, a place or the clause end (never a quality). */
const EVENT_NEXT =
  '|on|at|in|from|next|tomorrow|today|tonight|every|this|outside|inside|near|behind|opposite|here|there|again|each|once|twice|weekly|daily';

/** A German prompt with geben handing a thing to someone: hand (hand me the salt) … */
const GEBEN = '\\b([Gg]ib|[Gg]ibt|[Gg]ebe|[Gg]ibst|[Gg]eben|[Gg]ebt|[Gg]ab|[Gg]abst|[Gg]aben|gegeben)\\b';
/** … never an abstract gift (homework, advice, a chance), es gibt, nor a separable verb (gibt … ab, aus, auf). */
const NOT_HANDED =
  '\\b(Hausaufgaben|Tipp|Tipps|Rat|Chance|Kuss|Antwort|Antworten|Hinweis|Zeit|Party|Fest|Konzert|Unterricht|Nachhilfe|Bescheid|Hand|Recht|Mühe|Preis|Gas|Auskunft|Beispiel|Interview|Name|Namen|Nummer|Adresse|Spritze|Note|Noten|Freiheit|Erlaubnis|Wort|Minute|Liebe|Kurs|Ratschlag|Rabatt|Umarmung|Telefonnummer|Futter|Taschengeld|Baby)\\b|\\b([Ee]s|[Gg]ibt es|[Gg]ab es)\\b|\\b(ab|aus|auf|an|zu|nach|vor|weiter|zurück)[.!?]?$';
/** … and only with a thing passed from hand to hand in the prompt (Salz, Buch, Schlüssel). */
const HANDED_PROMPT = `^(?=.*${GEBEN})(?=.*\\b(Salz|Pfeffer|Zucker|Buch|Bücher|Heft|Hefte|Stift|Stifte|Kuli|Bleistift|Schlüssel|Brief|Zettel|Teller|Glas|Tasse|Flasche|Messer|Gabel|Löffel|Brot|Butter|Zeitung|Handy|Tasche|Jacke|Mantel|Ticket|Fahrkarte|Pass|Ausweis|Formular|Foto|Karte|Schere|Tablett|Schüssel|Papier|Geschenk|Geld|Rechnung|Quittung)\\b)`;
/** hand takes who gets it or the thing right after it. */
const HANDED_NEXT =
  'me|you|him|her|it|us|them|the|a|an|my|your|his|its|our|their|this|that|these|those|some|everyone|everybody|somebody|someone';

/** A German prompt with mögen (Magst du Kaffee?): enjoy, like eating or drinking a food or drink. */
const MOEGEN = '\\b([Mm]ag|[Mm]agst|[Mm]ögen|[Mm]ögt|[Mm]ochte|[Mm]ochtest|[Mm]ochten|[Mm]ochtet)\\b';
const DRINK = 'coffee|tea|milk|water|beer|wine|juice|orange|apple|lemonade|cola|coke|cocoa';
/** The course's drinks and foods in the German prompt: like drinking needs one, like eating the other. */
const DRINK_DE = 'Kaffee|Tee|Milch|Wasser|Bier|Wein|Weißwein|Rotwein|Saft|\\w+saft|Limonade|Cola|Kakao';
const FOOD_DE =
  'Fisch|Fleisch|Hähnchen|Käse|Brot|Kuchen|Pizza|Nudeln|Reis|Suppe|Gemüse|Obst|Äpfel|Bananen|Schokolade|Eis|Salat|Wurst|Würstchen|Kartoffeln|Pommes|Tomaten|Erdbeeren|Kekse|Süßigkeiten|Curry|Sushi|Steak';
const FOOD =
  'fish|meat|chicken|cheese|bread|cake|cakes|pizza|pizzas|pasta|rice|soup|soups|vegetables|fruit|apples|bananas|chocolate|ice|salad|salads|sausage|sausages|potatoes|eggs|biscuits|cookies|sweets|spaghetti|noodles|chips|fries|crisps|steak|burgers|sandwiches|strawberries|cherries|oranges|tomatoes|carrots|curry|sushi|pork|beef|onions|mushrooms';

/** A German prompt with sehr lange schlafen: sleep in very late keeps its very. */
const SLEEP_VERY_LONG =
  '\\b([Ss]chlafe|[Ss]chläfst|[Ss]chläft|[Ss]chlafen|[Ss]chlaft|geschlafen|[Ss]chlief|[Ss]chliefen)\\b[^.?!]*\\bsehr lange\\b|\\bsehr lange (schlafen|geschlafen)\\b';

/** What follows got in of an arrival: a time, yet, late or the clause end (never the car, trouble). */
const GOT_IN_NEXT =
  '|yet|already|late|early|on|at|in|soon|now|today|tonight|tomorrow|yesterday|this|just|and|but|so|because|after|before';

/** Places the course's kennen sentences know: place nouns and the towns and countries it names. */
const PLACE_WORDS =
  'Stadt|Städte|Land|Länder|Dorf|Dörfer|Gegend|Viertel|Stadtteil|Weg|Straße|Platz|Insel|Restaurant|Hotel|Museum|Park|Bahnhof|Berlin|Hamburg|München|Wien|Köln|Deutschland|Österreich|Schweiz';
/** A form of kennen. */
const KENNEN = '[Kk](enne|ennst|ennt|ennen|annte|anntest|annten|anntet)|gekannt';
/** What may stand before the place: an article, a demonstrative, a possessive, then an adjective. */
const PLACE_DETERMINER =
  '[Dd](er|ie|as|en|em|iese|iesen|ieser|ieses|iesem)|[Jj](ene|enen|ener|enes|enem)|[Mm]ein\\w*|[Dd]ein\\w*|[Ss]ein\\w*|[Ii]hr\\w*|[Uu]nser\\w*|[Ee]uer|[Ee]ur\\w*|[Ee]in|[Ee]ine[nmrs]?|[Kk]ein\\w*|[Ss]olche\\w*';
/** A place noun phrase: (determiner) (lowercase adjective or adverb) place. */
const PLACE_PHRASE = `((${PLACE_DETERMINER}) )?([a-zäöüß]\\w* )?(${PLACE_WORDS})\\b`;
/**
 * A German prompt whose kennen has a place as its object, right after the verb and its subject
 * (Kennst du diese Gegend? Paul kennt Wien.) or fronted at the head of its clause (Jene Stadt kenne
 * ich nicht): a place elsewhere in the prompt (Kennst du Anna aus Berlin?) is not enough.
 */
const KNOWING_A_PLACE = `\\b(${KENNEN})( (ich|du|er|sie|es|wir|ihr|Sie|man|[A-ZÄÖÜ]\\w+))? ${PLACE_PHRASE}|(^|[,;:] ((aber|und|doch|sondern|oder) )?)${PLACE_PHRASE} (${KENNEN})\\b`;
/**
 * … never with a person in it: a person noun, an object pronoun (ihn, dich, sie as what is known:
 * Kennst du sie?), nor a capitalised word inside the sentence that is no place of the course (a
 * name: Kennst du Anna?). Ihr is left: with kennen it is the subject (Kennt ihr Berlin?).
 */
const KNOWING_A_PERSON = [
  '\\b(ihn|dich|mich|euch|uns|Mann|Männer|Frau|Frauen|Herrn?|Leute|Menschen|Person|Personen|Mädchen|Junge|Jungen|Jungs|Baby|Kind|Kinder|Familie|Schwester|Bruder|Eltern|Mutter|Vater|Sohn|Tochter|Tante|Onkel|Oma|Opa|Lehrer\\w*|Nachbar\\w*|Freund\\w*|Kolleg\\w*|Arzt|Ärztin|Journalist\\w*|Schüler\\w*|Student\\w*|Chef\\w*)\\b',
  `\\b(${KENNEN}) (ich|du|er|es|wir|ihr|man|Sie|[A-ZÄÖÜ]\\w+) [Ss]ie\\b`,
  `\\b(ich|du|er|wir|ihr|man) (${KENNEN}) sie\\b|\\b(ich|du|er|wir|ihr|man) sie (${KENNEN})\\b`,
  `(^|[,;:] )[Ss]ie (${KENNEN}) (ich|du|er|wir|ihr|man)\\b`,
  `(?<=[\\wäöüß,] )(?!(${PLACE_WORDS}|Sie)\\b)[A-ZÄÖÜ][\\wäöüß]*`,
].join('|');

const paraphrases: readonly EnglishParaphraseGroup[] = [
  ['children', 'kids'],
  ['child', 'kid'],
  ['cellar', 'basement'],
  // a holiday is also a public holiday (Feiertag), never a vacation
  { words: ['holiday', 'vacation'], condition: { prompt: 'Urlaub|Ferien' } },
  { words: ['holidays', 'vacations'], condition: { prompt: 'Urlaub|Ferien' } },
  ['journalist', 'reporter'],
  ['journalists', 'reporters'],
  ['doctor', 'physician'],
  ['doctors', 'physicians'],
  ['author', 'writer'],
  ['authors', 'writers'],
  ['exhibition', 'exhibit'],
  ['exhibitions', 'exhibits'],
  ['often', 'frequently'],
  // working at home is working from home
  { words: ['at home', 'from home'], condition: { previous: 'work|works|working|worked' } },
  ['very well', 'really well'],
  ['very good', 'really good'],
  // telephoning only (anrufen, telefonieren): call is also rufen, called also heißen
  { words: ['call', 'ring', 'phone'], condition: { prompt: PHONING } },
  { words: ['calls', 'rings', 'phones'], condition: { prompt: PHONING } },
  { words: ['called', 'phoned'], condition: { prompt: PHONING } },
  { words: ['called', 'rang'], condition: { prompt: PHONING, notPrevious: 'have|has|had' } },
  { words: ['called', 'rung'], condition: { prompt: PHONING, previous: 'have|has|had' } },
  { words: ['calling', 'ringing', 'phoning'], condition: { prompt: PHONING } },
  // plural you only: the prompt says ihr (euch, euer); not Ihr before a noun (your, formal)
  {
    words: ['you', 'you guys', 'you all', "y'all"],
    condition: { prompt: '\\b(ihr|euch|euer|eure[mnrs]?)\\b|^Ihr (?![A-ZÄÖÜ])' },
  },
  ['flat', 'apartment'],
  ['flats', 'apartments'],
  // the noun (Aufzug, Fahrstuhl) only: not lift = heben, nor give someone a lift
  { words: ['lift', 'elevator'], condition: { prompt: 'Aufzug|Fahrstuhl|Lift' } },
  ['film', 'movie'],
  ['films', 'movies'],
  ['cinema', 'movie theater', 'movie theatre'],
  // the noun only (Geschäft, Laden): not the verb (we shop on Saturdays)
  { words: ['shop', 'store'], condition: { notPrevious: VERB_BEFORE } },
  { words: ['shops', 'stores'], condition: { notPrevious: VERB_BEFORE } },
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
  // letters and parcels only: not the post office, nor a post (job, pole)
  {
    words: ['post', 'mail'],
    condition: { prompt: 'Post\\b|Brief|Paket|Päckchen', notNext: 'office|offices' },
  },
  ['postman', 'mailman'],
  ['pavement', 'sidewalk'],
  ['at the weekend', 'on the weekend', 'over the weekend'],
  ['at weekends', 'on weekends'],
  // the noun Geschenk only: not present = anwesend, at present, she presents
  { words: ['present', 'gift'], condition: { prompt: '[Gg]eschenk', previous: DETERMINER } },
  { words: ['presents', 'gifts'], condition: { prompt: '[Gg]eschenk' } },
  ['father', 'dad', 'daddy'],
  ['mother', 'mom', 'mommy', 'mummy'],
  ['grandmother', 'grandma', 'granny', 'gran', 'nan'],
  ['grandfather', 'grandpa', 'granddad', 'grandad'],
  ['railway station', 'train station', 'railroad station'],
  ['expensive', 'pricey'],
  ['back then', 'at the time', 'at that time'],
  ['living room', 'lounge', 'sitting room'],
  ['be quiet', 'keep quiet'],
  // a drugstore is a Drogerie, a chemist also a scientist: only the shop, chemist's
  ['pharmacy', "chemist's"],
  // before a plural noun only: not how, too, so many, nor many as a pronoun (Many are …)
  {
    words: ['many', 'lots of', 'a lot of'],
    condition: {
      notPrevious: 'how|too|so|not|as|very|that|this',
      notNext: 'are|were|have|had|do|did|will|would|can|could|of|think|say|believe|',
    },
  },
  ['fairy tales', 'fairytales'],
  // one couple with a possessive only (my parents), not parents in general
  {
    words: ['parents', 'mother and father', 'mom and dad', 'mum and dad'],
    condition: { previous: 'my|your|his|her|our|their|its|whose' },
  },
  // located only of a thing and before a place (in, at, next to …): not he is located tired
  { words: ['is', 'is located'], condition: { notPrevious: PERSON, next: PLACE } },
  { words: ['are', 'are located'], condition: { notPrevious: PERSON, next: PLACE } },
  // smash is breaking to pieces: glass and crockery only (not a leg, a promise, the rules)
  { words: ['broke', 'smashed'], condition: { prompt: BREAKABLE } },
  // every time for immer only at the end (do you forget it every time?), never before the verb
  { words: ['always', 'every time'], condition: { next: '' } },
  ['fairy tale', 'fairytale'],
  ['sweets', 'candy'],
  // chips are fries for Pommes, crisps (American chips) for Chips
  { words: ['chips', 'fries', 'french fries'], condition: { prompt: 'Pommes' } },
  { words: ['crisps', 'potato chips', 'chips'], condition: { prompt: 'Chips' } },
  // here in a question about what there is (Gibt es hier …?): around here, nearby, near here
  { words: ['around here', 'nearby', 'near here'], condition: { prompt: '\\bhier\\b' } },
  // seeing friends is meeting them, for treffen only (see is also sehen)
  ...[
    ['meeting', 'seeing'],
    ['meet', 'see'],
    ['meets', 'sees'],
  ].map((words) => ({
    words,
    condition: { prompt: TREFFEN, notPrompt: MEET_EACH_OTHER, notNext: NO_OBJECT },
  })),
  // yet as the conjunction but (It's raining, yet …), for aber; never not yet, nor yet at the end
  {
    words: ['but', 'yet'],
    condition: {
      prompt: '\\baber\\b',
      notPrevious: 'not|has|have|had|as|and|yes|no|sorry|well|ok|okay|oh',
      notNext: '|another',
    },
  },
  // since as the conjunction because, for weil only (since is also seit)
  { words: ['because', 'since'], condition: { prompt: '\\b[Ww]eil\\b', notPrompt: '\\b[Ss]eit\\b' } },
  // a train, bus or plane coming in is arriving (ankommen)
  {
    words: ['arrived', 'come in'],
    condition: {
      prompt: ARRIVING,
      notPrompt: BY_VEHICLE,
      previous: 'has|have|had|not|yet|already|just|never',
      notNext: 'in',
    },
  },
  {
    words: ['arrive', 'come in'],
    condition: {
      prompt: ARRIVING,
      notPrompt: BY_VEHICLE,
      notPrevious: 'has|have|had|not|yet|already|just|never',
      notNext: 'in',
    },
  },
  { words: ['arrives', 'comes in'], condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, notNext: 'in' } },
  { words: ['arriving', 'coming in'], condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, notNext: 'in' } },
  // may = vielleicht is only accepted for might; may for dürfen (permission) depends on the listed answers
  { words: ['might', 'may'], condition: { prompt: '[Vv]ielleicht', notPrompt: 'darf|dürf' } },
  // a yard is also a Hof (courtyard, schoolyard): only for Garten
  { words: ['garden', 'yard'], condition: { prompt: 'Garten|Gärten' } },
  // own for have, of a thing or an animal a person has (Hat die Familie einen Hund?): never time,
  // hunger, people, what one borrowed (Papas Auto) nor what a house or hotel has
  ...[
    ['have', 'own'],
    ['has', 'owns'],
    ['had', 'owned'],
  ].map((words) => ({
    words,
    condition: { prompt: OWNED_THING, notPrompt: `${NOT_OWNER}|${NOT_OWNED}`, next: OWNED_NEXT },
  })),
  // make for cook before a dish or a meal (we're making a soup), for kochen; never make coffee (no cook)
  ...[
    ['cook', 'make'],
    ['cooks', 'makes'],
    ['cooking', 'making'],
    ['cooked', 'made'],
  ].map((words) => ({ words, condition: { prompt: KOCHEN, notPrompt: NOT_A_DISH, next: DISH } })),
  // go for travel, for reisen, with a destination or a way (going to Rome, by train), or ending a
  // wohin question (Wohin reist du? Where are you going?); never go alone (Do you like going?)
  ...[
    ['travel', 'go'],
    ['travels', 'goes'],
    ['travelling', 'traveling', 'going'],
    ['travelled', 'traveled', 'went'],
  ].flatMap((words) => [
    {
      words,
      // (never alone, together, with or around: they name no destination nor way)
      condition: { prompt: REISEN, next: 'to|abroad|by|home|there|away|overseas' },
    },
    { words, condition: { prompt: `^(?=.*${REISEN})(?=.*\\b[Ww]ohin\\b)` } },
  ]),
  // all the time for immer at the end, only of a mishap that keeps happening (you forget your key
  // all the time); never of a routine (I get up at seven all the time is wrong)
  {
    words: ['always', 'all the time'],
    condition: {
      next: '',
      prompt:
        '\\b([Vv]ergisst|[Vv]ergesse|[Vv]ergessen|[Vv]ergesst|[Vv]erliert|[Vv]erliere|[Vv]erlierst|[Vv]erlieren|[Ss]treiten|[Ss]treitet|[Ss]treitest|[Ss]tören|[Ss]tört|[Ss]törst)\\b.*\\bimmer\\b|\\bimmer\\b.*\\b(vergisst|vergesse|vergessen|vergesst|verliert|verliere|verlierst|verlieren|streiten|streitet|streitest|stören|stört|störst)\\b',
    },
  },
  // hot for a warm soup or meal: warmes Essen is a hot meal (warm water stays warm)
  {
    words: ['warm', 'hot'],
    condition: {
      prompt: '\\bwarm(e|en|em|er|es)? (Suppe|Essen|Mahlzeit|Mittagessen|Abendessen)\\b',
      next: 'soup|soups|meal|meals|food|lunch|dinner',
    },
  },
  // nett is nice, friendly and kind (of a person)
  // (not where nice also says schön, gut or lecker, nor of a place or an evening: a kind restaurant)
  {
    words: ['nice', 'friendly', 'kind'],
    condition: {
      // only where nett describes a person: nett von dir, er ist nett, eine nette Lehrerin
      prompt:
        '\\bnett von\\b|\\b(bin|bist|ist|sind|seid|war|waren|wirkt|wirken) (sehr |so |wirklich |echt |immer )?nett\\b(?<!\\b(Das|das|Es|es) (ist|war) (sehr |so |wirklich |echt )?nett)|\\bnett(e|en|em|er|es)? (\\w+ )?(Mann|Frau|Leute|Mensch|Menschen|Lehrer\\w*|Nachbar\\w*|Kolleg\\w*|Freund\\w*|Kind|Kinder|Mädchen|Junge|Verkäufer\\w*|Kellner\\w*|Familie|Chef\\w*|Arzt|Ärztin)\\b',
      notPrompt:
        '\\bschön|\\bgut(e|en|em|er|es)?\\b|\\blecker|\\bCafé(?!\\w)|\\b(Restaurant|Hotel|Zimmer|Wohnung|Haus|Stadt|Dorf|Abend|Tag|Wochenende|Party|Geschenk|Idee|Kleid|Film|Buch|Essen|Wetter|Urlaub|Reise|Zeit|Überraschung|Gespräch)\\b',
    },
  },
  // The course's nouns and adjectives in their British and American or everyday English words,
  // each where the German prompt has the word (so a word of two meanings keeps the other one).
  ['fridge', 'refrigerator'],
  ['fridges', 'refrigerators'],
  ['flu', 'influenza'],
  ['sofa', 'couch', 'settee'],
  ['wardrobe', 'closet'],
  { words: ['bicycle', 'bike'], condition: { prompt: 'Fahrrad|\\bRad\\b' } },
  { words: ['bicycles', 'bikes'], condition: { prompt: 'Fahrräder|Räder' } },
  // fernsehen, Fernseher, Fernsehen, or the split sieht … fern
  { words: ['television', 'tv', 'telly'], condition: { prompt: '[Ff]ernse|\\bfern\\b' } },
  // the noun only (not I photograph the church)
  { words: ['photo', 'photograph'], condition: { previous: DETERMINER } },
  { words: ['photo', 'picture'], condition: { prompt: 'Foto\\b', previous: DETERMINER } },
  { words: ['photos', 'photographs', 'pictures'], condition: { prompt: 'Fotos\\b' } },
  { words: ['autumn', 'fall'], condition: { prompt: 'Herbst' } },
  { words: ['exam', 'test', 'examination'], condition: { prompt: 'Prüfung\\b' } },
  { words: ['exams', 'tests', 'examinations'], condition: { prompt: 'Prüfungen' } },
  { words: ['taxi', 'cab'], condition: { prompt: 'Taxi' } },
  { words: ['glasses', 'spectacles'], condition: { prompt: 'Brille' } },
  { words: ['medicine', 'medication'], condition: { prompt: 'Medikament\\b' } },
  { words: ['medicines', 'medications'], condition: { prompt: 'Medikamente' } },
  { words: ['tablet', 'pill'], condition: { prompt: 'Tablette\\b' } },
  { words: ['tablets', 'pills'], condition: { prompt: 'Tabletten' } },
  { words: ['frying pan', 'pan', 'skillet'], condition: { prompt: 'Pfanne' } },
  { words: ['saucepan', 'pot'], condition: { prompt: 'Topf|Töpfe' } },
  // not beside a Student or Studentin in the prompt (the roles would swap)
  { words: ['pupil', 'student'], condition: { prompt: 'Schüler(in)?\\b', notPrompt: 'Student' } },
  { words: ['pupils', 'students'], condition: { prompt: 'Schüler(innen)?\\b', notPrompt: 'Student' } },
  {
    words: ['shop assistant', 'sales assistant', 'salesperson', 'shop worker'],
    condition: { prompt: 'Verkäufer' },
  },
  { words: ['colleague', 'co-worker', 'coworker'], condition: { prompt: 'Kolleg' } },
  { words: ['colleagues', 'co-workers', 'coworkers'], condition: { prompt: 'Kolleg' } },
  { words: ['police officer', 'policeman'], condition: { prompt: 'Polizist\\b' } },
  { words: ['police officer', 'policewoman'], condition: { prompt: 'Polizistin\\b' } },
  { words: ['rug', 'carpet'], condition: { prompt: 'Teppich' } },
  { words: ['hall', 'hallway', 'corridor'], condition: { prompt: 'Flur' } },
  { words: ['parcel', 'package'], condition: { prompt: 'Paket|Päckchen' } },
  { words: ['bakery', "baker's"], condition: { prompt: 'Bäckerei' } },
  { words: ['plane', 'airplane', 'aeroplane'], condition: { prompt: 'Flugzeug' } },
  { words: ['planes', 'airplanes', 'aeroplanes'], condition: { prompt: 'Flugzeuge' } },
  { words: ['free time', 'spare time', 'leisure time'], condition: { prompt: 'Freizeit' } },
  { words: ['trip', 'journey'], condition: { prompt: 'Reise\\b' } },
  { words: ['midday', 'noon'], condition: { prompt: 'Mittag\\b' } },
  { words: ['dinner', 'supper'], condition: { prompt: 'Abendessen' } },
  { words: ['call', 'phone call', 'telephone call'], condition: { prompt: 'Anruf' } },
  { words: ['grade', 'mark'], condition: { prompt: 'Note\\b' } },
  { words: ['grades', 'marks'], condition: { prompt: 'Noten\\b' } },
  { words: ['answer', 'reply'], condition: { prompt: 'Antwort\\b', previous: DETERMINER } },
  { words: ['company', 'firm'], condition: { prompt: 'Firma\\b' } },
  { words: ['program', 'show'], condition: { prompt: 'Sendung\\b' } },
  { words: ['town', 'city'], condition: { prompt: '\\b(Stadt|Städte)\\b' } },
  { words: ['towns', 'cities'], condition: { prompt: '\\bStädte\\b' } },
  // adjectives where the German has the word
  { words: ['clever', 'smart', 'intelligent'], condition: { prompt: '\\bklug' } },
  { words: ['stupid', 'dumb'], condition: { prompt: '\\bdumm' } },
  { words: ['rich', 'wealthy'], condition: { prompt: '\\breich(e|en|em|er|es)?\\b' } },
  // unhappy only of people: never a sad film, story or song
  {
    words: ['sad', 'unhappy'],
    condition: {
      prompt: '\\btraurig',
      notPrompt:
        '\\b(Film|Filme|Geschichte|Geschichten|Lied|Lieder|Buch|Bücher|Nachricht|Nachrichten|Ende|Musik|Brief|Tag|Gedicht|Augen|Gesicht|Stimme|Bild|Bilder|Foto|Fotos|Situation|Zeit|Sache)\\b|\\b([Dd]as|[Ee]s) (ist|war|wäre) (\\w+ )?traurig\\b',
    },
  },
  // quick only as an adjective (is fast, a fast bike), never the adverb (you run very fast)
  {
    words: ['fast', 'quick'],
    condition: {
      prompt: '\\bschnell(e|en|em|er|es)?\\b',
      previous:
        'is|are|am|was|were|be|been|a|an|the|this|that|its|not|seems|looks|isnt|arent|wasnt|werent|thats',
    },
  },
  // … and after a degree word where German has it after a copula (ist sehr schnell), never after a motion verb
  {
    words: ['fast', 'quick'],
    condition: {
      prompt:
        '\\b(bin|bist|ist|sind|seid|war|waren|wird) (sehr|so|zu|wirklich|ziemlich|echt|extrem) schnell\\b',
      previous: 'very|so|too|really|quite|pretty|extremely',
    },
  },
  { words: ['delicious', 'tasty'], condition: { prompt: '\\blecker' } },
  { words: ['hot', 'spicy'], condition: { prompt: '\\bscharf', notPrompt: '\\bheiß' } },
  { words: ['careful', 'cautious'], condition: { prompt: '\\bvorsichtig' } },
  { words: ['wrong', 'incorrect'], condition: { prompt: '\\bfalsch' } },
  { words: ['unemployed', 'out of work', 'jobless'], condition: { prompt: '\\barbeitslos' } },
  // difficult as hard, easy as simple (for leicht; einfach is plain): only after a copula or degree word or before a noun (not work hard)
  {
    words: ['difficult', 'hard'],
    condition: { prompt: '\\b(schwer|schwierig)(e|en|em|er|es)?\\b', previous: COPULA_OR_DEGREE },
  },
  {
    words: ['easy', 'simple'],
    condition: {
      prompt: '\\bleicht(e|en|em|er|es)?\\b',
      notPrompt: '\\beinfach',
      previous: COPULA_OR_DEGREE,
    },
  },
  // easy for einfach only of a task, a question or das (Die Frage ist einfach. Das ist ganz einfach.)
  {
    words: ['easy', 'simple'],
    condition: {
      prompt: `\\b(${SIMPLE_TASK})\\b[^.?!]*\\beinfach|\\beinfach(e|en|em|er|es)? (${SIMPLE_TASK})\\b|\\b(Das|das|Es|es) (ist|war|wäre) (\\w+ )?einfach[.!?]`,
      notPrompt:
        '\\b(Zimmer|Essen|Hotel|Kleid|Leben|Haus|Wohnung|Mahlzeit|Frühstück|Leute|Mensch|Menschen|Mann|Frau)\\b',
      previous: COPULA_OR_DEGREE,
    },
  },
  {
    words: ['correct', 'right'],
    condition: { prompt: '\\brichtig(e|en|em|er|es)?\\b', previous: COPULA_OR_DEGREE },
  },
  // Paraphrases a teacher accepts for the German prompt's word, each where it says the same.
  // desk for Tisch at school or in an office (the teacher's desk), never a table one eats at
  { words: ['table', 'desk'], condition: { prompt: DESK_TISCH, notPrompt: NOT_DESK } },
  { words: ['tables', 'desks'], condition: { prompt: DESK_TISCH, notPrompt: NOT_DESK } },
  // a pair of glasses for die Brille, with the verb in the singular (Is that your pair of glasses?)
  ...['my', 'your', 'his', 'her', 'our', 'their', 'the'].flatMap((owner) => [
    {
      words: [`are those ${owner} glasses`, `is that ${owner} pair of glasses`],
      condition: { prompt: 'Brille' },
    },
    {
      words: [`are these ${owner} glasses`, `is this ${owner} pair of glasses`],
      condition: { prompt: 'Brille' },
    },
    { words: [`${owner} glasses are`, `${owner} pair of glasses is`], condition: { prompt: 'Brille' } },
    { words: [`${owner} glasses were`, `${owner} pair of glasses was`], condition: { prompt: 'Brille' } },
  ]),
  { words: ['new glasses', 'a new pair of glasses'], condition: { prompt: 'Brille' } },
  // not as a subject before its verb (my pair of glasses are): only the verb phrases above;
  // pair of glasses after an owner or the, a pair of glasses where plain glasses has none
  {
    words: ['glasses', 'pair of glasses'],
    condition: {
      prompt: 'Brille',
      previous: 'my|your|his|her|our|their|the|this|that|new|old',
      notNext: 'is|are|was|were|has|have',
    },
  },
  {
    words: ['glasses', 'a pair of glasses'],
    condition: {
      prompt: 'Brille',
      notPrevious: 'my|your|his|her|our|their|the|this|that|these|those|a|new|old',
      notNext: 'is|are|was|were|has|have',
    },
  },
  // sleep in for lange schlafen (sleep late), never sleeping in a place (sleep in the tent)
  ...[
    ['sleep late', 'sleep in'],
    ['sleeps late', 'sleeps in'],
    ['slept late', 'slept in'],
    ['sleeping late', 'sleeping in'],
  ].map((words) => ({
    words,
    condition: {
      prompt:
        '\\b([Ss]chlafe|[Ss]chläfst|[Ss]chläft|[Ss]chlafen|[Ss]chlaft|geschlafen|[Ss]chlief|[Ss]chliefen)\\b[^.?!]*\\blange\\b|\\blange (schlafen|geschlafen)\\b',
      notPrompt: '\\b(zu|wie|so|sehr|noch) lange\\b',
      notNext: 'the|a|an|my|your|his|her|our|their|this|that|bed|tents?|hotels?|rooms?|cars?',
    },
  })),
  // an event takes place or is being held for its ist, asked or told where or when (the concert is
  // on Saturday: takes place on Saturday; where the concert is: where it takes place)
  {
    words: ['is', 'takes place', 'is taking place', 'is being held'],
    condition: {
      prompt: EVENT_PROMPT,
      notPrompt: NOT_AN_EVENT_PLACE,
      previous: EVENT_EN.join('|'),
      next: EVENT_NEXT,
    },
  },
  {
    words: ['are', 'take place', 'are taking place', 'are being held'],
    condition: {
      prompt: EVENT_PROMPT,
      notPrompt: NOT_AN_EVENT_PLACE,
      previous: EVENT_EN.join('|'),
      next: EVENT_NEXT,
    },
  },
  {
    words: ['was', 'took place', 'was held'],
    condition: {
      prompt: EVENT_PROMPT,
      notPrompt: NOT_AN_EVENT_PLACE,
      previous: EVENT_EN.join('|'),
      next: EVENT_NEXT,
    },
  },
  // … and in a where or when question: Where does the concert take place? When is the party on?
  ...EVENT_EN.flatMap((event) =>
    ['the', 'your', 'our', 'my', 'their', 'his', 'her'].map((owner) => ({
      words: [
        `is ${owner} ${event}`,
        `does ${owner} ${event} take place`,
        `is ${owner} ${event} taking place`,
        `is ${owner} ${event} being held`,
        `is ${owner} ${event} on`,
      ],
      condition: { prompt: EVENT_PROMPT, notPrompt: NOT_AN_EVENT_PLACE, previous: 'where|when', next: '' },
    })),
  ),
  // hand for give, handing a thing to someone (Gib mir das Salz: Hand me the salt)
  ...[
    ['give', 'hand'],
    ['gives', 'hands'],
    ['giving', 'handing'],
  ].map((words) => ({
    words,
    condition: { prompt: HANDED_PROMPT, notPrompt: NOT_HANDED, next: HANDED_NEXT },
  })),
  {
    words: ['gave', 'handed'],
    condition: {
      prompt: HANDED_PROMPT,
      notPrompt: NOT_HANDED,
      notPrevious: 'have|has|had',
      next: HANDED_NEXT,
    },
  },
  {
    words: ['given', 'handed'],
    condition: { prompt: HANDED_PROMPT, notPrompt: NOT_HANDED, previous: 'have|has|had', next: HANDED_NEXT },
  },
  // enjoy, like eating, like drinking for mögen before a food or a drink (Magst du Kaffee?)
  ...[
    ['like', 'like drinking', DRINK, DRINK_DE],
    ['likes', 'likes drinking', DRINK, DRINK_DE],
    ['liked', 'liked drinking', DRINK, DRINK_DE],
    ['like', 'like eating', FOOD, FOOD_DE],
    ['likes', 'likes eating', FOOD, FOOD_DE],
    ['liked', 'liked eating', FOOD, FOOD_DE],
    ['like', 'enjoy', `${FOOD}|${DRINK}`, `${FOOD_DE}|${DRINK_DE}`],
    ['likes', 'enjoys', `${FOOD}|${DRINK}`, `${FOOD_DE}|${DRINK_DE}`],
    ['liked', 'enjoyed', `${FOOD}|${DRINK}`, `${FOOD_DE}|${DRINK_DE}`],
  ].map(([like = '', other = '', next = '', german = '']) => ({
    words: [like, other],
    condition: { prompt: `^(?=.*${MOEGEN})(?=.*\\b(${german})\\b)`, notPrevious: 'would|wd|d', next },
  })),
  // out of town for außerhalb der Stadt
  {
    words: ['outside the town', 'outside of town', 'outside town', 'out of town'],
    condition: { prompt: 'außerhalb der Stadt' },
  },
  // at our place for bei uns, staying or living with us (not bei uns = in our country or firm)
  {
    words: ['with us', 'at our place', 'at our house', 'at ours', 'at our home'],
    condition: {
      prompt: '\\b[Bb]ei uns\\b',
      notPrompt:
        '\\b[Mm]it uns\\b|\\b(Land|Deutschland|Firma|Schule|Arbeit|Stadt|Dorf)\\b|[Bb]ei uns (ist es|gibt)' +
        // nor our firm, class or team, nor the customs of our country or family (bei uns isst man …)
        '|\\b(arbeite|arbeitest|arbeitet|arbeiten|arbeitete|arbeiteten|gearbeitet|Büro|Klasse|Kurs|Team|Verein|Abteilung)\\b|\\b[Bb]ei uns (isst|trinkt|feiert|macht|sagt|spricht) man\\b|\\b[Bb]ei uns ist (Weihnachten|Ostern)\\b',
    },
  },
  // female doctor for Ärztin, where no man doctor shares the prompt
  {
    words: ['doctor', 'female doctor', 'woman doctor', 'female physician'],
    condition: { prompt: 'Ärztin\\b', notPrompt: '\\b(Arzt|Ärzte|Doktor)\\b' },
  },
  {
    words: ['doctors', 'female doctors', 'women doctors'],
    condition: { prompt: 'Ärztinnen\\b', notPrompt: '\\b(Arzt|Ärzte|Doktor)\\b' },
  },
  // sleep in very late for sehr lange schlafen: the very stays (sleep in alone drops it, above)
  ...[
    ['sleep very late', 'sleep in very late', 'sleep in really late', 'sleep really late'],
    ['sleeps very late', 'sleeps in very late', 'sleeps in really late', 'sleeps really late'],
    ['slept very late', 'slept in very late', 'slept in really late', 'slept really late'],
    ['sleeping very late', 'sleeping in very late', 'sleeping in really late', 'sleeping really late'],
  ].map((words) => ({ words, condition: { prompt: SLEEP_VERY_LONG } })),
  // during vacation without the article, the American way, for während der Ferien or des Urlaubs
  {
    words: ['during the holidays', 'during the vacation', 'during vacation'],
    condition: { prompt: '\\b[Ww]ährend (der Ferien|des Urlaubs|dem Urlaub)\\b' },
  },
  // is on for an event's ist at the end of a where or when clause (Do you know where the concert is on?)
  {
    words: ['is', 'is on'],
    condition: {
      prompt: EVENT_PROMPT,
      notPrompt: NOT_AN_EVENT_PLACE,
      previous: EVENT_EN.join('|'),
      next: '',
    },
  },
  // an English lesson for Englisch haben, the school subject (Hast du heute Englisch?); never the
  // language one speaks or learns
  ...SCHOOL_SUBJECTS.flatMap(([german, english]) =>
    english.split('|').map((subject) => ({
      words: [
        subject,
        `${subject} class`,
        `${subject} lessons`,
        `an ${subject} lesson`,
        `a ${subject} lesson`,
        `${subject} lesson`,
      ],
      condition: {
        prompt: aboutSchool(
          german,
          `\\b([Hh]abe|[Hh]ast|[Hh]at|[Hh]aben|[Hh]abt|[Hh]atte|[Hh]attest|[Hh]atten|[Hh]attet)\\b[^.?!]*\\b${german}\\b(?!\\w)`,
          SCHOOL_DAY_DE,
        ),
        notPrompt: `\\b(${LEARNING_A_LANGUAGE})\\b|\\b(auf|in) ${german}\\b`,
        previous: 'have|has|had|having|got|today|tomorrow|now',
      },
    })),
  ),
  // taste for probieren, trying a food or a drink (Probier mal die Suppe!), and so have a taste of
  // (read as taste by the light-verb rule); never trying on clothes (anprobieren) nor trying to
  // do something
  ...[
    ['try', 'taste'],
    ['tries', 'tastes'],
    ['tried', 'tasted'],
  ].map((words) => ({
    words,
    condition: {
      prompt: `^(?=.*\\b([Pp]robier|[Pp]robiert|[Pp]robiere|[Pp]robierst|[Pp]robieren|[Pp]robiert|probiert)\\b)(?=.*\\b(${FOOD_DE}|${DRINK_DE})\\b)`,
      notPrompt: '\\b(an|anprobieren|anprobiert|Jacke|Kleid|Hose|Schuhe|Mantel|Hemd|Rock)\\b',
      next: 'the|a|an|some|this|that|these|those|my|your|his|her|our|their|its|it|them',
    },
  })),
  // stay in for zu Hause bleiben, the phrase ending its clause or before a time or a reason;
  // never staying in a place (stay in the hotel, stay in bed, stay in Berlin)
  ...[
    ['stay at home', 'stay in'],
    ['stays at home', 'stays in'],
    ['stayed at home', 'stayed in'],
    ['staying at home', 'staying in'],
  ].map((words) => ({
    words,
    condition: {
      prompt:
        '\\bzu Hause\\b[^.?!]*\\b(bleibe|bleibst|bleibt|bleiben|geblieben|blieb|blieben)\\b|\\b([Bb]leibe|[Bb]leibst|[Bb]leibt|[Bb]leiben|[Bb]lieb|[Bb]lieben)\\b[^.?!]*\\bzu Hause\\b',
      next: '|last|yesterday|today|tonight|tomorrow|on|all|because|and|but|when|if|since|again|instead|alone|every|tomorrow|later',
    },
  })),
  // get in for a train, bus or plane arriving (ankommen), as come in above; never getting into
  // something (get in the car, got in trouble)
  {
    words: ['arrived', 'got in', 'gotten in'],
    condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, next: GOT_IN_NEXT },
  },
  { words: ['arrive', 'get in'], condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, next: GOT_IN_NEXT } },
  {
    words: ['arrives', 'gets in'],
    condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, next: GOT_IN_NEXT },
  },
  {
    words: ['arriving', 'getting in'],
    condition: { prompt: ARRIVING, notPrompt: BY_VEHICLE, next: GOT_IN_NEXT },
  },
  // at my parents' (place, house) for bei meinen Eltern, living or staying there; the possessive
  // is the prompt's (bei seinen Eltern: at his parents')
  ...(
    [
      ['my', 'meinen'],
      ['your', 'deinen|euren|Ihren'],
      ['his', 'seinen'],
      ['her', 'ihren'],
      ['our', 'unseren'],
      ['their', 'ihren'],
    ] as const
  ).map(([owner, german]) => ({
    words: [
      `with ${owner} parents`,
      `at ${owner} parents' place`,
      `at ${owner} parents' house`,
      `at ${owner} parents' home`,
      `at ${owner} parents'`,
    ],
    condition: { prompt: `\\b[Bb]ei (${german}) Eltern\\b` },
  })),
  // be fond of for mögen (Magst du Kaffee? Are you fond of coffee?), each form with its subject;
  // never for möchte (would like) nor gern (like doing)
  ...[
    ['do you like', 'are you fond of', ''],
    ['do we like', 'are we fond of', ''],
    ['do they like', 'are they fond of', ''],
    ['does he like', 'is he fond of', ''],
    ['does she like', 'is she fond of', ''],
    ['like', 'am fond of', 'i'],
    ['like', 'are fond of', 'you|we|they'],
    ['likes', 'is fond of', 'he|she|anna|paul|lena'],
  ].map(([like = '', fond = '', subject = '']) => ({
    words: [like, fond],
    condition: {
      prompt: MOEGEN,
      notPrompt: '\\b(gern|gerne|möchte|möchtest|möchten|möchtet)\\b',
      ...(subject === '' ? {} : { previous: subject }),
    },
  })),
  // be familiar with for kennen, of a place (a town, a country, a way): I'm not familiar with that
  // town; never of a person (knowing someone is not being familiar with them)
  ...[
    ['do you know', 'are you familiar with', ''],
    ['do they know', 'are they familiar with', ''],
    ['does he know', 'is he familiar with', ''],
    ['does she know', 'is she familiar with', ''],
    ['know', 'am familiar with', 'i'],
    ['do not know', 'am not familiar with', 'i'],
    ['know', 'are familiar with', 'you|we|they'],
    ['do not know', 'are not familiar with', 'you|we|they'],
    ['knows', 'is familiar with', 'he|she|it|anna|paul|lena'],
    ['does not know', 'is not familiar with', 'he|she|it|anna|paul|lena'],
  ].map(([know = '', familiar = '', subject = '']) => ({
    words: [know, familiar],
    condition: {
      prompt: KNOWING_A_PLACE,
      notPrompt: KNOWING_A_PERSON,
      ...(subject === '' ? {} : { previous: subject }),
    },
  })),
];

/** A request for a favour (Can you help me? Could you pass the salt? Can I use your phone?), where mal and vielleicht soften it. */
const ASKS_A_FAVOUR =
  '^(Can|Could|Would) (you|we) (\\([^)]*\\) )?(please |just |quickly )?(help|pass|give|tell|show|bring|open|close|shut|wait|call|ring|phone|hold|lend|explain|repeat|send|carry|fetch|turn|switch|spell|look|check|write down)\\b|^(Can|Could|May) I (\\([^)]*\\) )?(please |just |quickly )?(see|have|use|borrow|try|look|ask|come in|sit|open|close)\\b';

/** A where-is question about a public place one looks for nearby (Where is the station?): hier fits. */
const PUBLIC_PLACE_QUESTION =
  "^Where (is|are) (the|a|an) ((nearest|next|main|old|new) )?(station|train station|railway station|bus station|toilet|toilets|bathroom|bank|post office|bus stop|stop|tram stop|pharmacy|chemist|chemist's|supermarket|hospital|hotel|museum|market|cash machine|cashpoint|ATM|exit|entrance|town hall|library|cinema|theatre|theater|church|restaurant|café|cafe|baker|bakery|shop|shops|park|beach|airport|underground|car park|parking|petrol station|police station|school|university|stadium|swimming pool|zoo|castle|cathedral|market square|tourist office|information)\\b";

/** Time words that make an English progressive a plan or the future, where gerade is wrong. */
/** A time a plan is for (in the summer, after work, at Christmas): da there reads as then. */
const PLAN_TIME =
  '\\b(in (the )?(summer|winter|spring|autumn|holidays|morning|afternoon|evening|future)|after (work|school|class|lunch|dinner|the \\w+)|at (Christmas|Easter|night)|on (your|the) (holiday|holidays|birthday|weekend)|this (spring|autumn)|for (the )?(holidays|weekend))\\b';

const FUTURE_TIME =
  '\\b(tonight|tomorrow|later|soon|next|this (evening|afternoon|weekend|summer|winter)|on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|at the weekend|in (a|an|two|three) \\w+)\\b';

/**
 * The course's lexicon as answer checking reads it (`checkSentence(…, { lexicon: courseLexicon })`):
 * the synonyms above, the optional particles (gerade for an English progressive; mal and doch in
 * an imperative; mal and vielleicht in a request; denn, eigentlich, da, hier in some questions),
 * the English paraphrases, the declension tables of chapters 2 and 3, and the
 * vocabulary and grammar tables diagnosis reads (`germanGrammar`).
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
      // at this moment only: not an arranged or future progressive (tonight, tomorrow …)
      { word: 'gerade', when: 'progressive', condition: { notPrompt: FUTURE_TIME } },
      // jetzt says the same of an English progressive that means now
      { word: 'jetzt', when: 'progressive', condition: { notPrompt: FUTURE_TIME } },
      { word: 'mal', when: 'imperative' },
      { word: 'doch', when: 'imperative' },
      { word: 'bitte', when: 'imperative' },
      { word: 'bitte', when: 'request' },
      { word: 'denn', when: 'question' },
      // only in the clause after aber, where the prompt's but already says the contrast
      { word: 'trotzdem', when: 'contrast' },
      { word: 'dennoch', when: 'contrast' },
      // in a question word's question only: in a yes/no question it doubts (Ist er eigentlich Arzt?)
      {
        word: 'eigentlich',
        when: 'question',
        condition: { prompt: '^(What|Where|When|Why|How|Who|Which|Whose)\\b' },
      },
      // a yes/no question asking the listener what they know, like or have: eigentlich only opens
      // the topic (Kennst du eigentlich …? do you happen to know); never of a fact (Ist er eigentlich Arzt?)
      {
        word: 'eigentlich',
        when: 'question',
        condition: { prompt: '^Do you (\\([^)]*\\) )?(know|like|have)\\b' },
      },
      // vielleicht and mal soften a request or an offer (Kannst du mir mal helfen? Brauchst du
      // vielleicht einen Stift?): a favour asked with Can/Could/Would you …? or Can I …?, and
      // Do you need/want …?; never an ability (Can you swim?) nor Will you …? (mal: some day)
      { word: 'mal', when: 'request', condition: { prompt: ASKS_A_FAVOUR } },
      { word: 'vielleicht', when: 'request', condition: { prompt: ASKS_A_FAVOUR } },
      {
        word: 'vielleicht',
        when: 'question',
        condition: { prompt: '^Do you (\\([^)]*\\) )?(need|want)\\b' },
      },
      // hier in a where-is question about a public place one looks for nearby: Wo ist hier der
      // Bahnhof? (around here); never one's own things or people (Wo ist meine Tasche?)
      {
        word: 'hier',
        when: 'question',
        condition: { prompt: PUBLIC_PLACE_QUESTION, notPrompt: '\\b(here|there|from|born)\\b' },
      },
      // da in a what or which question about what someone is doing now: What are you singing (there)?
      {
        word: 'da',
        when: 'question',
        condition: {
          prompt: '^(What|Which)\\b[^?]*\\b(is|are) \\w+( \\([^)]*\\))? \\w+ing\\b',
          // not a plan (What are you cooking tonight? Which train are you taking?): da reads as then
          notPrompt: `\\b(here|there)\\b|${FUTURE_TIME}|${PLAN_TIME}|\\b(today|this (morning|week|year)|taking|going|planning)\\b`,
        },
      },
    ],
    grammar: germanGrammar,
    nouns: courseNouns(),
    pastTense: courseSimplePast(),
  },
  english: { paraphrases },
};
