import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 13 vocabulary: the reflexive verbs of the daily routine and of feelings, with the
 * reflexive pronoun sich (mich, dich, uns, euch, mir and dir are chapter 5's); the adjectives that
 * the Comparatives & Superlatives page compares (chapters 1–3 already teach alt, jung, groß,
 * klein, warm, kalt, lang, kurz and gut, chapter 9 hell and dunkel), viel (mehr, am meisten) and
 * the comparison phrase so … wie (als, "than" after a comparative, is chapter 11's entry, wie
 * chapter 1's);
 * the der-word jeder; the expressions of time (the days of the week, the parts of the day and
 * their -s adverbs, nächste, eines Tages, vor … as "ago"); the indefinite pronouns; and the body.
 *
 * Reflexive verbs are written with sich in front (sich freuen), as a dictionary gives them. Their
 * past participle is the verb's alone (the perfect takes haben: ich habe mich gefreut), and so is
 * imperative2ps (freu); the reflexive pronoun follows the verb form in the sentence: Freu dich!
 * Zieh dich an! Setzen Sie sich! The entries' notes show such sentences. Plural add-ons use the
 * chapter 2 notation ("-e", "⸚e", "-er", "⸚er", "-n", "-en", "-s", "-", "⸚").
 */
export const vocabulary = [
  // Reflexive verbs: daily routine
  {
    type: 'verb',
    germanRoot: 'sich waschen',
    englishTransl: ['to wash (oneself)', 'to get washed'],
    specialFeature: 'ä',
    pParticiple: 'gewaschen',
    englishPParticiple: 'washed',
    imperative2ps: 'wasch',
    englishExpl:
      'A stem changer like waschen: du wäschst dich, er wäscht sich. With a part of the body the pronoun is dative: Ich wasche mir die Hände.',
  },
  {
    type: 'verb',
    germanRoot: 'sich rasieren',
    englishTransl: ['to shave'],
    pParticiple: 'rasiert',
    englishPParticiple: 'shaved',
    imperative2ps: 'rasier',
    englishExpl: 'A verb in -ieren: no ge- in the past participle. Er hat sich rasiert.',
  },
  {
    type: 'verb',
    germanRoot: 'sich anziehen',
    englishTransl: ['to get dressed'],
    pParticiple: 'angezogen',
    englishPParticiple: 'dressed',
    imperative2ps: 'zieh an',
    englishExpl:
      'Separable: the pronoun stands before the prefix. Ich ziehe mich an. Zieh dich an! With a piece of clothing the pronoun is dative: Ich ziehe mir den Mantel an.',
  },
  {
    type: 'verb',
    germanRoot: 'sich ausziehen',
    englishTransl: ['to get undressed'],
    pParticiple: 'ausgezogen',
    englishPParticiple: 'undressed',
    imperative2ps: 'zieh aus',
    englishExpl: 'Separable: Das Kind zieht sich aus. Zieh dich aus!',
  },
  {
    type: 'verb',
    germanRoot: 'sich beeilen',
    englishTransl: ['to hurry'],
    pParticiple: 'beeilt',
    englishPParticiple: 'hurried',
    imperative2ps: 'beeil',
    englishExpl: 'Beeil dich! Hurry up! No ge- after be-: Wir haben uns beeilt.',
  },
  {
    type: 'verb',
    germanRoot: 'sich setzen',
    englishTransl: ['to sit down'],
    pParticiple: 'gesetzt',
    englishPParticiple: 'sat down',
    imperative2ps: 'setz',
    englishExpl:
      'The movement; sitzen is the state. Setz dich! Setzen Sie sich! Perfect with haben: Ich habe mich gesetzt.',
  },
  {
    type: 'verb',
    germanRoot: 'sich ausruhen',
    englishTransl: ['to rest', 'to have a rest'],
    pParticiple: 'ausgeruht',
    englishPParticiple: 'rested',
    imperative2ps: 'ruh aus',
    englishExpl: 'Separable: Am Sonntag ruhe ich mich aus. Ruh dich aus!',
  },
  {
    type: 'verb',
    germanRoot: 'sich treffen',
    englishTransl: ['to meet (each other)'],
    specialFeature: 'i',
    pParticiple: 'getroffen',
    englishPParticiple: 'met',
    imperative2ps: 'triff',
    englishExpl:
      'A stem changer like treffen: Wir treffen uns am Freitag. We are meeting on Friday. Du triffst dich mit Anna.',
  },
  {
    type: 'verb',
    germanRoot: 'sich vorstellen',
    englishTransl: ['to introduce oneself'],
    pParticiple: 'vorgestellt',
    englishPParticiple: 'introduced',
    imperative2ps: 'stell vor',
    englishExpl:
      'Separable: Ich stelle mich vor. Stell dich vor! With a dative pronoun it means to imagine: Ich stelle mir das Haus vor.',
  },

  // Reflexive verbs: feelings and interests
  {
    type: 'verb',
    germanRoot: 'sich freuen',
    englishTransl: ['to be glad', 'to be pleased'],
    pParticiple: 'gefreut',
    englishPParticiple: 'been glad',
    imperative2ps: 'freu',
    englishExpl:
      'Ich freue mich. I am glad. sich freuen über (+acc): to be glad about; sich freuen auf (+acc): to look forward to. Freu dich!',
  },
  {
    type: 'verb',
    germanRoot: 'sich fühlen',
    englishTransl: ['to feel'],
    pParticiple: 'gefühlt',
    englishPParticiple: 'felt',
    imperative2ps: 'fühl',
    englishExpl: 'With an adjective: Ich fühle mich heute müde. I feel tired today.',
  },
  {
    type: 'verb',
    germanRoot: 'sich ärgern',
    englishTransl: ['to be annoyed', 'to get angry'],
    pParticiple: 'geärgert',
    englishPParticiple: 'annoyed',
    imperative2ps: 'ärgere',
    englishExpl:
      'sich ärgern über (+acc): Er ärgert sich über das Wetter. A verb in -ern: wir ärgern uns. Ärgere dich nicht!',
  },
  {
    type: 'verb',
    germanRoot: 'sich erinnern',
    englishTransl: ['to remember'],
    pParticiple: 'erinnert',
    englishPParticiple: 'remembered',
    imperative2ps: 'erinnere',
    englishExpl:
      'sich erinnern an (+acc): Ich erinnere mich an den Film. A verb in -ern: wir erinnern uns. No ge- after er-.',
  },
  {
    type: 'verb',
    germanRoot: 'sich interessieren',
    englishTransl: ['to be interested'],
    pParticiple: 'interessiert',
    englishPParticiple: 'interested',
    imperative2ps: 'interessier',
    englishExpl: 'sich interessieren für (+acc): Anna interessiert sich für Kunst.',
  },

  // Adjectives for comparison (comparative -er, superlative am …-sten)
  {
    type: 'adjective',
    germanRoot: 'hoch',
    englishTransl: ['high', 'tall'],
    englishExpl:
      'Drops its c before an ending and in the comparative: ein hoher Turm, höher. Superlative höchst-: am höchsten, der höchste Turm.',
  },
  {
    type: 'adjective',
    germanRoot: 'nah',
    englishTransl: ['near', 'close'],
    englishExpl: 'Comparison: nah, näher, am nächsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'stark',
    englishTransl: ['strong'],
    englishExpl: 'Comparison with umlaut: stark, stärker, am stärksten.',
  },
  {
    type: 'adjective',
    germanRoot: 'schwach',
    englishTransl: ['weak'],
    englishExpl: 'Comparison with umlaut: schwach, schwächer, am schwächsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'klug',
    englishTransl: ['clever', 'smart'],
    englishExpl: 'Comparison with umlaut: klug, klüger, am klügsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'dumm',
    englishTransl: ['stupid', 'silly'],
    englishExpl: 'Comparison with umlaut: dumm, dümmer, am dümmsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'arm',
    englishTransl: ['poor'],
    englishExpl: 'Comparison with umlaut: arm, ärmer, am ärmsten. (der Arm, with a capital, is the arm.)',
  },
  {
    type: 'adjective',
    germanRoot: 'reich',
    englishTransl: ['rich'],
    englishExpl: 'Comparison: reich, reicher, am reichsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'gesund',
    englishTransl: ['healthy'],
    englishExpl: 'Comparison: gesund, gesünder, am gesündesten (-est- after d).',
  },
  {
    type: 'adjective',
    germanRoot: 'dick',
    englishTransl: ['thick', 'fat'],
    englishExpl: 'Comparison: dick, dicker, am dicksten.',
  },
  {
    type: 'adjective',
    germanRoot: 'dünn',
    englishTransl: ['thin'],
    englishExpl: 'Comparison: dünn, dünner, am dünnsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'glücklich',
    englishTransl: ['happy'],
    englishExpl: 'Comparison: glücklich, glücklicher, am glücklichsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'traurig',
    englishTransl: ['sad'],
    englishExpl: 'Comparison: traurig, trauriger, am traurigsten.',
  },
  {
    type: 'adjective',
    germanRoot: 'viel',
    englishTransl: ['much', 'a lot (of)'],
    englishExpl:
      'Irregular comparison: viel, mehr, am meisten. Singular, usually with no ending: viel Zeit, viel Geld. For "many" (plural): viele.',
  },
  {
    type: 'other',
    germanRoot: 'so … wie',
    englishTransl: ['as … as'],
    englishExpl:
      'The adjective stays in its base form: Paul ist so groß wie Anna. Not as … as: nicht so … wie.',
  },

  // Another der-word
  {
    type: 'pronoun',
    germanRoot: 'jeder',
    englishTransl: ['every', 'each'],
    furtherForms: 'jede, jedes',
    englishExpl:
      'Ends like der, die, das and is singular only: jeder Tag, jede Woche, jedes Jahr. For "all" in the plural German says alle.',
  },

  // Time: the days of the week (all masculine; am Montag, on Monday)
  {
    type: 'noun',
    germanRoot: 'Montag',
    englishTransl: ['Monday'],
    article: 'der',
    germanPl: 'Montage',
    pluralAddOn: '-e',
    englishPl: 'Mondays',
    englishExpl:
      'All the days are masculine: am Montag (on Monday); montags, with a small m and -s: on Mondays.',
  },
  {
    type: 'noun',
    germanRoot: 'Dienstag',
    englishTransl: ['Tuesday'],
    article: 'der',
    germanPl: 'Dienstage',
    pluralAddOn: '-e',
    englishPl: 'Tuesdays',
  },
  {
    type: 'noun',
    germanRoot: 'Mittwoch',
    englishTransl: ['Wednesday'],
    article: 'der',
    germanPl: 'Mittwoche',
    pluralAddOn: '-e',
    englishPl: 'Wednesdays',
    englishExpl: 'Masculine like every day, although die Woche is feminine: der Mittwoch, am Mittwoch.',
  },
  {
    type: 'noun',
    germanRoot: 'Donnerstag',
    englishTransl: ['Thursday'],
    article: 'der',
    germanPl: 'Donnerstage',
    pluralAddOn: '-e',
    englishPl: 'Thursdays',
  },
  {
    type: 'noun',
    germanRoot: 'Freitag',
    englishTransl: ['Friday'],
    article: 'der',
    germanPl: 'Freitage',
    pluralAddOn: '-e',
    englishPl: 'Fridays',
  },
  {
    type: 'noun',
    germanRoot: 'Samstag',
    englishTransl: ['Saturday'],
    article: 'der',
    germanPl: 'Samstage',
    pluralAddOn: '-e',
    englishPl: 'Saturdays',
    englishExpl: 'In northern Germany also der Sonnabend.',
  },
  {
    type: 'noun',
    germanRoot: 'Sonntag',
    englishTransl: ['Sunday'],
    article: 'der',
    germanPl: 'Sonntage',
    pluralAddOn: '-e',
    englishPl: 'Sundays',
  },

  // Time: the parts of the day and their adverbs (for habits: abends, in the evenings)
  {
    type: 'noun',
    germanRoot: 'Morgen',
    englishTransl: ['morning'],
    article: 'der',
    germanPl: 'Morgen',
    pluralAddOn: '-',
    englishPl: 'mornings',
    englishExpl:
      'der Morgen, with a capital M, is the morning: am Morgen, in the morning. morgen (chapter 1) is tomorrow; morgen früh is tomorrow morning.',
  },
  {
    type: 'noun',
    germanRoot: 'Vormittag',
    englishTransl: ['morning (before noon)'],
    article: 'der',
    germanPl: 'Vormittage',
    pluralAddOn: '-e',
    englishPl: 'mornings',
    englishExpl: 'The later part of the morning, until midday: am Vormittag.',
  },
  {
    type: 'noun',
    germanRoot: 'Nachmittag',
    englishTransl: ['afternoon'],
    article: 'der',
    germanPl: 'Nachmittage',
    pluralAddOn: '-e',
    englishPl: 'afternoons',
  },
  {
    type: 'noun',
    germanRoot: 'Abend',
    englishTransl: ['evening'],
    article: 'der',
    germanPl: 'Abende',
    pluralAddOn: '-e',
    englishPl: 'evenings',
    englishExpl: 'am Abend, in the evening; heute Abend, this evening; Guten Abend! Good evening!',
  },
  {
    type: 'noun',
    germanRoot: 'Nacht',
    englishTransl: ['night'],
    article: 'die',
    germanPl: 'Nächte',
    pluralAddOn: '⸚e',
    englishPl: 'nights',
    englishExpl: 'Feminine, and with in: in der Nacht, at night (but am Morgen, am Abend). Gute Nacht!',
  },
  {
    type: 'adverb',
    germanRoot: 'morgens',
    englishTransl: ['in the morning(s)', 'every morning'],
    englishExpl: 'Small m and -s, for a habit: Ich trinke morgens Kaffee. I drink coffee in the mornings.',
  },
  {
    type: 'adverb',
    germanRoot: 'vormittags',
    englishTransl: ['in the morning(s) (before noon)'],
  },
  {
    type: 'adverb',
    germanRoot: 'mittags',
    englishTransl: ['at midday', 'at lunchtime'],
    englishExpl: 'From der Mittag (chapter 6): Ich esse mittags zu Hause. I eat at home at midday.',
  },
  { type: 'adverb', germanRoot: 'nachmittags', englishTransl: ['in the afternoon(s)', 'every afternoon'] },
  { type: 'adverb', germanRoot: 'abends', englishTransl: ['in the evening(s)', 'every evening'] },
  { type: 'adverb', germanRoot: 'nachts', englishTransl: ['at night', 'every night'] },

  // Time: more expressions
  {
    type: 'adjective',
    germanRoot: 'nächste',
    englishTransl: ['next'],
    englishExpl:
      'With adjective endings, and with no preposition before a time: nächste Woche (next week), nächsten Montag (next Monday), nächstes Jahr (next year); but am nächsten Tag (the next day). Also the superlative of nah.',
  },
  {
    type: 'other',
    germanRoot: 'eines Tages',
    englishTransl: ['one day', 'some day'],
    englishExpl:
      'A genitive of time, for the past or the future: Eines Tages besuche ich Wien. One day I will visit Vienna.',
  },
  {
    type: 'other',
    germanRoot: 'vor einer Woche',
    englishTransl: ['a week ago'],
    englishExpl:
      'vor (+dat) with a length of time means "ago" and comes before it: vor einem Jahr (a year ago), vor drei Tagen (three days ago).',
  },

  // The reflexive pronoun and the indefinite pronouns
  {
    type: 'pronoun',
    germanRoot: 'sich',
    englishTransl: ['himself', 'herself', 'itself', 'themselves', 'yourself (formal)', 'yourselves (formal)'],
    englishExpl:
      'The reflexive pronoun of er, sie, es, sie (they) and Sie, accusative and dative: Er wäscht sich. Setzen Sie sich! The other persons use mich, dich, uns, euch (mir, dir in the dative).',
  },
  {
    type: 'pronoun',
    germanRoot: 'man',
    englishTransl: ['one', 'you (people in general)'],
    furtherForms: 'einen, einem',
    englishExpl:
      'Takes the er/sie/es form of the verb: Hier spricht man Deutsch. German is spoken here. Accusative einen, dative einem. Not the noun der Mann.',
  },
  {
    type: 'pronoun',
    germanRoot: 'jemand',
    englishTransl: ['someone', 'somebody', 'anyone'],
    furtherForms: 'jemanden, jemandem',
    englishExpl: 'Accusative jemanden, dative jemandem: Ich sehe jemanden im Garten.',
  },
  {
    type: 'pronoun',
    germanRoot: 'niemand',
    englishTransl: ['no one', 'nobody'],
    furtherForms: 'niemanden, niemandem',
    englishExpl: 'No nicht with it: Niemand ist zu Hause. Ich kenne niemanden.',
  },
  {
    type: 'pronoun',
    germanRoot: 'etwas',
    englishTransl: ['something', 'anything'],
    englishExpl: 'Never changes its ending: Ich möchte etwas trinken. Before a noun: a little (etwas Milch).',
  },
  {
    type: 'pronoun',
    germanRoot: 'nichts',
    englishTransl: ['nothing', 'not anything'],
    englishExpl: 'Never changes its ending, and needs no nicht: Ich höre nichts. I hear nothing.',
  },
  {
    type: 'pronoun',
    germanRoot: 'alle',
    englishTransl: ['all', 'everyone', 'everybody'],
    englishExpl:
      'Plural, with the endings of die (plural): alle Kinder, mit allen Kindern. Alone it means everyone: Alle sind hier.',
  },
  {
    type: 'pronoun',
    germanRoot: 'einige',
    englishTransl: ['some', 'a few'],
    englishExpl: 'Plural: einige Bücher (some books), mit einigen Freunden.',
  },
  {
    type: 'pronoun',
    germanRoot: 'viele',
    englishTransl: ['many'],
    englishExpl: 'Plural: viele Bücher (many books). Alone: many people (Viele kennen den Film).',
  },

  // The body
  {
    type: 'noun',
    germanRoot: 'Kopf',
    englishTransl: ['head'],
    article: 'der',
    germanPl: 'Köpfe',
    pluralAddOn: '⸚e',
    englishPl: 'heads',
  },
  {
    type: 'noun',
    germanRoot: 'Gesicht',
    englishTransl: ['face'],
    article: 'das',
    germanPl: 'Gesichter',
    pluralAddOn: '-er',
    englishPl: 'faces',
  },
  {
    type: 'noun',
    germanRoot: 'Haar',
    englishTransl: ['hair'],
    article: 'das',
    germanPl: 'Haare',
    pluralAddOn: '-e',
    englishPl: 'hairs',
    englishExpl:
      'For the hair on the head German mostly says the plural: Sie hat lange Haare. Ich wasche mir die Haare.',
  },
  {
    type: 'noun',
    germanRoot: 'Auge',
    englishTransl: ['eye'],
    article: 'das',
    germanPl: 'Augen',
    pluralAddOn: '-n',
    englishPl: 'eyes',
  },
  {
    type: 'noun',
    germanRoot: 'Ohr',
    englishTransl: ['ear'],
    article: 'das',
    germanPl: 'Ohren',
    pluralAddOn: '-en',
    englishPl: 'ears',
  },
  {
    type: 'noun',
    germanRoot: 'Mund',
    englishTransl: ['mouth'],
    article: 'der',
    germanPl: 'Münder',
    pluralAddOn: '⸚er',
    englishPl: 'mouths',
  },
  {
    type: 'noun',
    germanRoot: 'Zahn',
    englishTransl: ['tooth'],
    article: 'der',
    germanPl: 'Zähne',
    pluralAddOn: '⸚e',
    englishPl: 'teeth',
    englishExpl: 'Plural with umlaut: ein Zahn, zwei Zähne.',
  },
  {
    type: 'noun',
    germanRoot: 'Hand',
    englishTransl: ['hand'],
    article: 'die',
    germanPl: 'Hände',
    pluralAddOn: '⸚e',
    englishPl: 'hands',
  },
  {
    type: 'noun',
    germanRoot: 'Bein',
    englishTransl: ['leg'],
    article: 'das',
    germanPl: 'Beine',
    pluralAddOn: '-e',
    englishPl: 'legs',
  },
  {
    type: 'noun',
    germanRoot: 'Fuß',
    englishTransl: ['foot'],
    article: 'der',
    germanPl: 'Füße',
    pluralAddOn: '⸚e',
    englishPl: 'feet',
    englishExpl: 'zu Fuß gehen: to walk, to go on foot.',
  },
] satisfies VocabularyEntry[];
