import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 6 vocabulary: the stem-changing verbs e → ie (lesen, sehen, empfehlen) and a → ä,
 * au → äu (fahren, schlafen, tragen, laufen, waschen, fallen, halten) of the chapter's tables,
 * with three weather and leisure verbs (wandern, regnen, schneien); the six genitive
 * prepositions; the numbers beyond hundert (tausend, die Million), the ordinals and the words for
 * dates and years; the clock words of Time (II) (halb, Viertel, vor as "to" on the clock,
 * Mittag, Mitternacht; nach, "past" on the clock, is chapter 5's preposition, and the preposition
 * vor comes in chapter 10); gern and lieber; and the theme words for leisure, sport, holidays and
 * travel, weather, the months and the seasons. regnen and schneien have es as their subject and no
 * imperative.
 *
 * Ordinals are numbers with adjective endings (der erste Tag, am ersten Mai); the note on erste
 * gives the -te/-ste rule. The months are written without a plural (onlySing): their plurals
 * (die Januare) are hardly used. Plural add-ons use the notation of the chapter 2 Plurals lesson.
 */
export const vocabulary = [
  // Stem-changing verbs e → ie (du and er/sie/es change the stem; the imperative is the du form without -st)
  {
    type: 'verb',
    germanRoot: 'lesen',
    englishTransl: ['to read'],
    specialFeature: 'ie',
    pParticiple: 'gelesen',
    englishPParticiple: 'read',
    imperative2ps: 'lies',
    englishExpl: 'du liest, er liest: the stem ends in -s, so du adds only -t. Anna liest die Zeitung.',
  },
  {
    type: 'verb',
    germanRoot: 'sehen',
    englishTransl: ['to see'],
    specialFeature: 'ie',
    pParticiple: 'gesehen',
    englishPParticiple: 'seen',
    imperative2ps: 'sieh',
    englishExpl: 'du siehst, er sieht. Siehst du den Bus? Einen Film sehen: to watch a film.',
  },
  {
    type: 'verb',
    germanRoot: 'empfehlen',
    englishTransl: ['to recommend'],
    specialFeature: 'ie',
    pParticiple: 'empfohlen',
    englishPParticiple: 'recommended',
    imperative2ps: 'empfiehl',
    englishExpl:
      'du empfiehlst, er empfiehlt. The person is in the dative, the thing in the accusative: Der Kellner empfiehlt uns die Suppe.',
  },

  // Stem-changing verbs a → ä, au → äu (the imperative keeps the stem without umlaut)
  {
    type: 'verb',
    germanRoot: 'fahren',
    englishTransl: ['to go (by vehicle)', 'to drive', 'to ride'],
    specialFeature: 'ä',
    pParticiple: 'ist gefahren',
    englishPParticiple: 'gone, driven',
    imperative2ps: 'fahr',
    englishExpl:
      'du fährst, er fährt. For going by car, bus, train or bike: Wir fahren mit dem Zug nach Wien. On foot is gehen.',
  },
  {
    type: 'verb',
    germanRoot: 'schlafen',
    englishTransl: ['to sleep'],
    specialFeature: 'ä',
    pParticiple: 'geschlafen',
    englishPParticiple: 'slept',
    imperative2ps: 'schlaf',
    englishExpl: 'du schläfst, er schläft. Das Kind schläft schon.',
  },
  {
    type: 'verb',
    germanRoot: 'tragen',
    englishTransl: ['to carry', 'to wear'],
    specialFeature: 'ä',
    pParticiple: 'getragen',
    englishPParticiple: 'carried, worn',
    imperative2ps: 'trag',
    englishExpl:
      'du trägst, er trägt. Both meanings: Er trägt die Tasche (carries); Sie trägt ein rotes Kleid (wears).',
  },
  {
    type: 'verb',
    germanRoot: 'laufen',
    englishTransl: ['to run', 'to walk'],
    specialFeature: 'ä',
    pParticiple: 'ist gelaufen',
    englishPParticiple: 'run, walked',
    imperative2ps: 'lauf',
    englishExpl: 'au becomes äu: du läufst, er läuft. Der Hund läuft durch den Park.',
  },
  {
    type: 'verb',
    germanRoot: 'waschen',
    englishTransl: ['to wash'],
    specialFeature: 'ä',
    pParticiple: 'gewaschen',
    englishPParticiple: 'washed',
    imperative2ps: 'wasch',
    englishExpl: 'du wäschst, er wäscht. Ich wasche heute das Auto.',
  },
  {
    type: 'verb',
    germanRoot: 'fallen',
    englishTransl: ['to fall'],
    specialFeature: 'ä',
    pParticiple: 'ist gefallen',
    englishPParticiple: 'fallen',
    imperative2ps: 'fall',
    englishExpl: 'du fällst, er fällt. Der Ball fällt vom Tisch.',
  },
  {
    type: 'verb',
    germanRoot: 'halten',
    englishTransl: ['to hold', 'to stop'],
    specialFeature: 'ä',
    pParticiple: 'gehalten',
    englishPParticiple: 'held, stopped',
    imperative2ps: 'halt',
    englishExpl:
      'du hältst, er hält: nothing is added after the t of the changed stem; ihr haltet. Der Bus hält hier. The bus stops here.',
  },

  // Weather and leisure verbs
  {
    type: 'verb',
    germanRoot: 'wandern',
    englishTransl: ['to hike'],
    pParticiple: 'ist gewandert',
    englishPParticiple: 'hiked',
    imperative2ps: 'wandere',
    englishExpl:
      'A verb in -ern: ich wandere, du wanderst, wir wandern. Im Sommer wandern wir in den Bergen.',
  },
  {
    type: 'verb',
    germanRoot: 'regnen',
    englishTransl: ['to rain'],
    pParticiple: 'geregnet',
    englishPParticiple: 'rained',
    englishExpl:
      'With es as its subject, as in English: Es regnet. It is raining. The stem in g + n adds -e- before -t: es regnet.',
  },
  {
    type: 'verb',
    germanRoot: 'schneien',
    englishTransl: ['to snow'],
    pParticiple: 'geschneit',
    englishPParticiple: 'snowed',
    englishExpl: 'With es as its subject: Im Winter schneit es oft. In winter it often snows.',
  },

  // Genitive prepositions
  {
    type: 'preposition',
    germanRoot: 'statt',
    englishTransl: ['instead of'],
    cases: '(+gen)',
    englishExpl: 'Also anstatt, with the same meaning. Statt des Busses nehmen wir den Zug.',
  },
  {
    type: 'preposition',
    germanRoot: 'trotz',
    englishTransl: ['in spite of', 'despite'],
    cases: '(+gen)',
    englishExpl: 'Trotz des Regens spielen wir Fußball.',
  },
  {
    type: 'preposition',
    germanRoot: 'während',
    englishTransl: ['during'],
    cases: '(+gen)',
    englishExpl: 'Während des Films schläft mein Vater.',
  },
  {
    type: 'preposition',
    germanRoot: 'wegen',
    englishTransl: ['because of'],
    cases: '(+gen)',
    englishExpl:
      'Wegen des Wetters sind wir heute zu Hause. In everyday speech it is often heard with the dative (wegen dem Wetter); write the genitive.',
  },
  {
    type: 'preposition',
    germanRoot: 'innerhalb',
    englishTransl: ['inside', 'within'],
    cases: '(+gen)',
    englishExpl:
      'For place and time: innerhalb der Stadt (inside the town), innerhalb einer Woche (within a week).',
  },
  {
    type: 'preposition',
    germanRoot: 'außerhalb',
    englishTransl: ['outside'],
    cases: '(+gen)',
    englishExpl: 'Wir wohnen außerhalb der Stadt. We live outside the town.',
  },

  // Numbers (II): beyond hundert
  {
    type: 'number',
    germanRoot: 'tausend',
    englishTransl: ['a thousand', 'one thousand', '1000'],
    englishExpl:
      'Also eintausend. Numbers below a million are one word: zweitausend (2000), tausendzweihundertfünfzig (1250).',
  },
  {
    type: 'noun',
    germanRoot: 'Million',
    englishTransl: ['million'],
    article: 'die',
    germanPl: 'Millionen',
    pluralAddOn: '-en',
    englishPl: 'millions',
    englishExpl:
      'A noun, so it is capitalised and written apart: eine Million, zwei Millionen (2.000.000). German separates thousands with a point.',
  },

  // Ordinal numbers (they take adjective endings)
  {
    type: 'number',
    germanRoot: 'erste',
    englishTransl: ['first', '1st'],
    englishExpl:
      'Ordinals add -te to the numbers up to 19 (zweite, vierte, neunzehnte) and -ste from 20 on (zwanzigste, hundertste); erste, dritte, siebte and achte are the exceptions. They take adjective endings (der erste Tag, am ersten Mai) and are written as a figure with a point: der 1. Mai.',
  },
  { type: 'number', germanRoot: 'zweite', englishTransl: ['second', '2nd'] },
  {
    type: 'number',
    germanRoot: 'dritte',
    englishTransl: ['third', '3rd'],
    englishExpl: 'Not dreite. Heute ist der dritte Mai. Today is the third of May.',
  },
  { type: 'number', germanRoot: 'vierte', englishTransl: ['fourth', '4th'] },
  {
    type: 'number',
    germanRoot: 'siebte',
    englishTransl: ['seventh', '7th'],
    englishExpl: 'sieben drops -en: siebte.',
  },
  {
    type: 'number',
    germanRoot: 'achte',
    englishTransl: ['eighth', '8th'],
    englishExpl: 'acht + -te with one t only: achte (not achtte).',
  },
  {
    type: 'number',
    germanRoot: 'zwanzigste',
    englishTransl: ['twentieth', '20th'],
    englishExpl: 'From 20 on, ordinals add -ste: zwanzigste, einundzwanzigste, dreißigste.',
  },

  // The calendar: days, weeks, months, years
  {
    type: 'noun',
    germanRoot: 'Tag',
    englishTransl: ['day'],
    article: 'der',
    germanPl: 'Tage',
    pluralAddOn: '-e',
    englishPl: 'days',
    englishExpl: 'Guten Tag! Hello (during the day). Eine Woche hat sieben Tage.',
  },
  {
    type: 'noun',
    germanRoot: 'Woche',
    englishTransl: ['week'],
    article: 'die',
    germanPl: 'Wochen',
    pluralAddOn: '-n',
    englishPl: 'weeks',
  },
  {
    type: 'noun',
    germanRoot: 'Monat',
    englishTransl: ['month'],
    article: 'der',
    germanPl: 'Monate',
    pluralAddOn: '-e',
    englishPl: 'months',
    englishExpl: 'Masculine, like all the months: der Monat, der Mai.',
  },
  {
    type: 'noun',
    germanRoot: 'Jahr',
    englishTransl: ['year'],
    article: 'das',
    germanPl: 'Jahre',
    pluralAddOn: '-e',
    englishPl: 'years',
    englishExpl:
      'Years from 1100 to 1999 are said in hundreds: 1990 is neunzehnhundertneunzig; from 2000 in thousands: 2024 is zweitausendvierundzwanzig. Say the year alone or im Jahr 2024, never in 2024.',
  },

  // The months (masculine; im Mai, in May; am ersten Mai, on the first of May)
  {
    type: 'noun',
    germanRoot: 'Januar',
    englishTransl: ['January'],
    article: 'der',
    onlySing: true,
    englishExpl: 'With im: im Januar (in January). In Austria also Jänner.',
  },
  { type: 'noun', germanRoot: 'Februar', englishTransl: ['February'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'März', englishTransl: ['March'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'April', englishTransl: ['April'], article: 'der', onlySing: true },
  {
    type: 'noun',
    germanRoot: 'Mai',
    englishTransl: ['May'],
    article: 'der',
    onlySing: true,
    englishExpl: 'Dates: am ersten Mai (on the first of May); written am 1. Mai.',
  },
  { type: 'noun', germanRoot: 'Juni', englishTransl: ['June'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'Juli', englishTransl: ['July'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'August', englishTransl: ['August'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'September', englishTransl: ['September'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'Oktober', englishTransl: ['October'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'November', englishTransl: ['November'], article: 'der', onlySing: true },
  { type: 'noun', germanRoot: 'Dezember', englishTransl: ['December'], article: 'der', onlySing: true },

  // The seasons (masculine; im Frühling, in spring)
  {
    type: 'noun',
    germanRoot: 'Frühling',
    englishTransl: ['spring'],
    article: 'der',
    germanPl: 'Frühlinge',
    pluralAddOn: '-e',
    englishPl: 'springs',
    englishExpl: 'All four seasons are masculine and take im: im Frühling, im Sommer, im Herbst, im Winter.',
  },
  {
    type: 'noun',
    germanRoot: 'Sommer',
    englishTransl: ['summer'],
    article: 'der',
    germanPl: 'Sommer',
    pluralAddOn: '-',
    englishPl: 'summers',
  },
  {
    type: 'noun',
    germanRoot: 'Herbst',
    englishTransl: ['autumn', 'fall'],
    article: 'der',
    germanPl: 'Herbste',
    pluralAddOn: '-e',
    englishPl: 'autumns',
  },
  {
    type: 'noun',
    germanRoot: 'Winter',
    englishTransl: ['winter'],
    article: 'der',
    germanPl: 'Winter',
    pluralAddOn: '-',
    englishPl: 'winters',
  },

  // Time (II): the clock
  {
    type: 'other',
    germanRoot: 'halb',
    englishTransl: ['half'],
    englishExpl:
      'On the clock, halb counts towards the next hour: halb vier is 3:30 (half way to four). Es ist halb acht. It is half past seven.',
  },
  {
    type: 'noun',
    germanRoot: 'Viertel',
    englishTransl: ['quarter'],
    article: 'das',
    germanPl: 'Viertel',
    pluralAddOn: '-',
    englishPl: 'quarters',
    englishExpl:
      'On the clock nach means past and vor means to: Viertel nach drei (3:15), Viertel vor vier (3:45), zehn nach acht (8:10), fünf vor neun (8:55).',
  },
  {
    type: 'other',
    germanRoot: 'vor',
    englishTransl: ['to (before the hour)', 'before'],
    englishExpl:
      'On the clock vor means to: fünf vor acht (five to eight, 7:55), Viertel vor vier (3:45). Its opposite is nach (past): fünf nach acht (8:05).',
  },
  {
    type: 'noun',
    germanRoot: 'Mittag',
    englishTransl: ['noon', 'midday'],
    article: 'der',
    germanPl: 'Mittage',
    pluralAddOn: '-e',
    englishPl: 'middays',
    englishExpl: 'Um zwölf Uhr ist Mittag. am Mittag (at midday); zu Mittag essen (to have lunch).',
  },
  {
    type: 'noun',
    germanRoot: 'Mitternacht',
    englishTransl: ['midnight'],
    article: 'die',
    onlySing: true,
    englishExpl: 'Feminine, like die Nacht. um Mitternacht (at midnight).',
  },

  // Gern
  {
    type: 'adverb',
    germanRoot: 'gern',
    englishTransl: ['gladly', 'with pleasure'],
    englishExpl:
      'Verb + gern says that you like doing something: Ich lese gern. I like reading. Ich tanze nicht gern. I do not like dancing. Also gerne.',
  },
  {
    type: 'adverb',
    germanRoot: 'lieber',
    englishTransl: ['rather', 'preferably'],
    englishExpl:
      'The comparative of gern: verb + lieber says what you prefer. Ich trinke lieber Tee. I prefer tea (I would rather drink tea).',
  },

  // Weather
  {
    type: 'noun',
    germanRoot: 'Sonne',
    englishTransl: ['sun'],
    article: 'die',
    germanPl: 'Sonnen',
    pluralAddOn: '-n',
    englishPl: 'suns',
    englishExpl: 'Die Sonne scheint. The sun is shining.',
  },
  {
    type: 'noun',
    germanRoot: 'Regen',
    englishTransl: ['rain'],
    article: 'der',
    onlySing: true,
    englishExpl: 'The noun; the verb is regnen: Es regnet.',
  },
  {
    type: 'noun',
    germanRoot: 'Schnee',
    englishTransl: ['snow'],
    article: 'der',
    onlySing: true,
  },
  {
    type: 'adjective',
    germanRoot: 'sonnig',
    englishTransl: ['sunny'],
    englishExpl: 'Heute ist es sonnig und warm.',
  },

  // Leisure, sport, holidays and travel
  {
    type: 'noun',
    germanRoot: 'Freizeit',
    englishTransl: ['free time', 'leisure'],
    article: 'die',
    onlySing: true,
    englishExpl: 'In meiner Freizeit spiele ich gern Tennis.',
  },
  {
    type: 'noun',
    germanRoot: 'Hobby',
    englishTransl: ['hobby'],
    article: 'das',
    germanPl: 'Hobbys',
    pluralAddOn: '-s',
    englishPl: 'hobbies',
    englishExpl: 'The plural adds only -s: die Hobbys (not Hobbies).',
  },
  {
    type: 'noun',
    germanRoot: 'Sport',
    englishTransl: ['sport', 'sports'],
    article: 'der',
    onlySing: true,
    englishExpl: 'Sport machen: to do sport. Ich mache gern Sport.',
  },
  {
    type: 'noun',
    germanRoot: 'Urlaub',
    englishTransl: ['holiday (from work)', 'vacation (from work)'],
    article: 'der',
    germanPl: 'Urlaube',
    pluralAddOn: '-e',
    englishPl: 'holidays',
    englishExpl: 'Time off work: Im August haben wir Urlaub. in Urlaub fahren: to go on holiday.',
  },
  {
    type: 'noun',
    germanRoot: 'Ferien',
    englishTransl: ['holidays (school, university)', 'vacation (school, university)'],
    article: '',
    germanPl: 'Ferien',
    englishPl: 'holidays',
    onlyPlural: true,
    englishExpl: 'Always plural: the school or university holidays. Die Ferien sind lang.',
  },
  {
    type: 'noun',
    germanRoot: 'Reise',
    englishTransl: ['trip', 'journey'],
    article: 'die',
    germanPl: 'Reisen',
    pluralAddOn: '-n',
    englishPl: 'trips',
    englishExpl: 'The noun of reisen: Die Reise nach Wien ist lang.',
  },
  {
    type: 'noun',
    germanRoot: 'Flugzeug',
    englishTransl: ['plane', 'aeroplane'],
    article: 'das',
    germanPl: 'Flugzeuge',
    pluralAddOn: '-e',
    englishPl: 'planes',
  },
  {
    type: 'noun',
    germanRoot: 'Meer',
    englishTransl: ['sea'],
    article: 'das',
    germanPl: 'Meere',
    pluralAddOn: '-e',
    englishPl: 'seas',
    englishExpl: 'Im Sommer fahren wir ans Meer. In summer we go to the seaside.',
  },
  {
    type: 'noun',
    germanRoot: 'Strand',
    englishTransl: ['beach'],
    article: 'der',
    germanPl: 'Strände',
    pluralAddOn: '⸚e',
    englishPl: 'beaches',
  },
  {
    type: 'noun',
    germanRoot: 'Berg',
    englishTransl: ['mountain'],
    article: 'der',
    germanPl: 'Berge',
    pluralAddOn: '-e',
    englishPl: 'mountains',
  },
  {
    type: 'noun',
    germanRoot: 'Land',
    englishTransl: ['country', 'countryside'],
    article: 'das',
    germanPl: 'Länder',
    pluralAddOn: '⸚er',
    englishPl: 'countries',
    englishExpl: 'A country (Deutschland ist ein Land) or the countryside: auf dem Land (in the country).',
  },
] satisfies VocabularyEntry[];
