import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 5 vocabulary: the accusative and dative prepositions with their cases (and the
 * contractions zum and zur; the notes on von and bei give vom and beim); the new forms of the
 * accusative and dative personal pronouns; the numbers null to hundert and the words of the full
 * hour; places, shops and transport in the town, and links and rechts, for sentences about where
 * people go, come from and how.
 *
 * Pronouns: one entry per new form (mich, mir, dich, dir, ihn, ihm, uns, euch, ihnen, Ihnen),
 * so that the vocabulary trainer asks for each form on its own and a learner types the
 * accusative and the dative separately ("me (accusative)" → mich, "me (dative)" → mir). Forms
 * that look like a word already taught get no second entry: sie, es and Sie are the same in the
 * accusative as in the nominative, and the dative of sie (she) is ihr (Ich helfe ihr), spelled
 * like the subject pronoun ihr of chapter 1; the note on ihm points to it.
 *
 * Numbers carry the English word and the digit. The numbers 21 to 99 are built from them
 * (einundzwanzig), as the note on zwanzig says; hundert ends the list.
 */
export const vocabulary = [
  // Accusative prepositions
  {
    type: 'preposition',
    germanRoot: 'durch',
    englishTransl: ['through'],
    cases: '(+acc)',
    englishExpl: 'Wir gehen durch den Park.',
  },
  {
    type: 'preposition',
    germanRoot: 'für',
    englishTransl: ['for'],
    cases: '(+acc)',
    englishExpl: 'Das Geschenk ist für meinen Bruder.',
  },
  {
    type: 'preposition',
    germanRoot: 'gegen',
    englishTransl: ['against', 'around (a time)'],
    cases: '(+acc)',
    englishExpl:
      "Das Kind wirft den Ball gegen die Tür. With a time: gegen acht Uhr, at around eight o'clock.",
  },
  {
    type: 'preposition',
    germanRoot: 'ohne',
    englishTransl: ['without'],
    cases: '(+acc)',
    englishExpl: 'Often with no article: Ich trinke Kaffee ohne Milch. Er kommt ohne seinen Hund.',
  },
  {
    type: 'preposition',
    germanRoot: 'um',
    englishTransl: ['around', 'at (a time)'],
    cases: '(+acc)',
    englishExpl: "Um die Ecke: around the corner. With the clock: um acht Uhr, at eight o'clock.",
  },
  {
    type: 'preposition',
    germanRoot: 'bis',
    englishTransl: ['until', 'as far as'],
    cases: '(+acc)',
    englishExpl:
      'Mostly with no article: bis morgen, bis acht Uhr, bis Hamburg. Before an article it takes a second preposition: bis zum Park.',
  },
  {
    type: 'preposition',
    germanRoot: 'entlang',
    englishTransl: ['along'],
    cases: '(+acc)',
    englishExpl: 'Comes after its noun: Wir gehen die Straße entlang. We are walking along the street.',
  },

  // Dative prepositions
  {
    type: 'preposition',
    germanRoot: 'aus',
    englishTransl: ['out of', 'from'],
    cases: '(+dat)',
    englishExpl: 'Er kommt aus dem Haus. Where someone is from: Ich komme aus Berlin.',
  },
  {
    type: 'preposition',
    germanRoot: 'außer',
    englishTransl: ['except', 'apart from'],
    cases: '(+dat)',
    englishExpl: 'außer meinem Bruder: except my brother, apart from my brother.',
  },
  {
    type: 'preposition',
    germanRoot: 'bei',
    englishTransl: ['at (the home or place of)', 'near', 'with'],
    cases: '(+dat)',
    englishExpl: 'Ich wohne bei meinen Eltern: I live with my parents. bei dem shortens to beim.',
  },
  {
    type: 'preposition',
    germanRoot: 'mit',
    englishTransl: ['with', 'by (transport)'],
    cases: '(+dat)',
    englishExpl: 'Ich komme mit meiner Schwester. For transport: mit dem Bus, by bus.',
  },
  {
    type: 'preposition',
    germanRoot: 'nach',
    englishTransl: ['to (a town or country)', 'after'],
    cases: '(+dat)',
    englishExpl: 'Towns and most countries: Wir reisen nach Wien. Time: nach dem Essen, after the meal.',
  },
  {
    type: 'preposition',
    germanRoot: 'seit',
    englishTransl: ['since', 'for (up to now)'],
    cases: '(+dat)',
    englishExpl:
      'With the present tense, for something still going on: Ich warte seit einer Stunde. I have been waiting for an hour.',
  },
  {
    type: 'preposition',
    germanRoot: 'von',
    englishTransl: ['from', 'of', 'by'],
    cases: '(+dat)',
    englishExpl: 'Der Brief ist von meiner Mutter. von dem shortens to vom.',
  },
  {
    type: 'preposition',
    germanRoot: 'zu',
    englishTransl: ['to (a person or place)'],
    cases: '(+dat)',
    englishExpl: 'Ich gehe zu meinem Freund. zu dem shortens to zum, zu der to zur.',
  },
  {
    type: 'preposition',
    germanRoot: 'gegenüber',
    englishTransl: ['opposite', 'across from'],
    cases: '(+dat)',
    englishExpl:
      'Das Kino ist gegenüber dem Bahnhof. It follows a pronoun: Er wohnt mir gegenüber (he lives opposite me).',
  },

  // Preposition + article contractions
  {
    type: 'other',
    germanRoot: 'zum',
    englishTransl: ['to the (masc. or neut.)'],
    englishExpl: 'Short for zu dem: Ich gehe zum Bahnhof.',
  },
  {
    type: 'other',
    germanRoot: 'zur',
    englishTransl: ['to the (fem.)'],
    englishExpl: 'Short for zu der: Wir gehen zur Schule.',
  },
  {
    type: 'other',
    germanRoot: 'nach Hause',
    englishTransl: ['home (going home)'],
    englishExpl: 'For going home: Ich gehe nach Hause. For being at home German says zu Hause.',
  },

  // Accusative personal pronouns (new forms)
  {
    type: 'pronoun',
    germanRoot: 'mich',
    englishTransl: ['me (accusative)'],
    englishExpl: 'Accusative of ich: Anna besucht mich.',
  },
  {
    type: 'pronoun',
    germanRoot: 'dich',
    englishTransl: ['you (informal, sing., accusative)'],
    englishExpl: 'Accusative of du: Ich frage dich.',
  },
  {
    type: 'pronoun',
    germanRoot: 'ihn',
    englishTransl: ['him (accusative)', 'it (masculine noun, accusative)'],
    englishExpl:
      'Accusative of er, for a man or a masculine thing: Ich kaufe den Tisch. Ich kaufe ihn. (sie, es and Sie do not change in the accusative.)',
  },
  {
    type: 'pronoun',
    germanRoot: 'uns',
    englishTransl: ['us', 'to us'],
    englishExpl: 'Accusative and dative of wir: Paul besucht uns. Er zeigt uns das Bild.',
  },
  {
    type: 'pronoun',
    germanRoot: 'euch',
    englishTransl: ['you (informal, pl., accusative and dative)'],
    englishExpl: 'Accusative and dative of ihr: Ich besuche euch. Ich gebe euch das Geld.',
  },

  // Dative personal pronouns (new forms)
  {
    type: 'pronoun',
    germanRoot: 'mir',
    englishTransl: ['me (dative)', 'to me'],
    englishExpl: 'Dative of ich: Er hilft mir. Gib mir das Buch!',
  },
  {
    type: 'pronoun',
    germanRoot: 'dir',
    englishTransl: ['you (informal, sing., dative)', 'to you'],
    englishExpl: 'Dative of du: Ich gebe dir das Geld.',
  },
  {
    type: 'pronoun',
    germanRoot: 'ihm',
    englishTransl: ['him (dative)', 'to him', 'it (masculine or neuter noun, dative)'],
    englishExpl: 'Dative of er and es: Ich helfe ihm. The dative of sie (she) is ihr: Ich helfe ihr.',
  },
  {
    type: 'pronoun',
    germanRoot: 'ihnen',
    englishTransl: ['them (dative)', 'to them'],
    englishExpl: 'Dative of sie (they): Ich helfe ihnen. The accusative is sie: Ich besuche sie.',
  },
  {
    type: 'pronoun',
    germanRoot: 'Ihnen',
    englishTransl: ['you (formal, dative)', 'to you (formal)'],
    englishExpl: 'Dative of Sie, with a capital I: Ich gebe Ihnen das Buch.',
  },

  // Numbers 0–12
  { type: 'number', germanRoot: 'null', englishTransl: ['zero', '0'] },
  {
    type: 'number',
    germanRoot: 'eins',
    englishTransl: ['one', '1'],
    englishExpl: 'For counting; before a noun it is the article ein: ein Apfel. With Uhr: ein Uhr.',
  },
  { type: 'number', germanRoot: 'zwei', englishTransl: ['two', '2'] },
  { type: 'number', germanRoot: 'drei', englishTransl: ['three', '3'] },
  { type: 'number', germanRoot: 'vier', englishTransl: ['four', '4'] },
  { type: 'number', germanRoot: 'fünf', englishTransl: ['five', '5'] },
  { type: 'number', germanRoot: 'sechs', englishTransl: ['six', '6'] },
  { type: 'number', germanRoot: 'sieben', englishTransl: ['seven', '7'] },
  { type: 'number', germanRoot: 'acht', englishTransl: ['eight', '8'] },
  { type: 'number', germanRoot: 'neun', englishTransl: ['nine', '9'] },
  { type: 'number', germanRoot: 'zehn', englishTransl: ['ten', '10'] },
  { type: 'number', germanRoot: 'elf', englishTransl: ['eleven', '11'] },
  { type: 'number', germanRoot: 'zwölf', englishTransl: ['twelve', '12'] },

  // Numbers 13–20: the unit + zehn
  { type: 'number', germanRoot: 'dreizehn', englishTransl: ['thirteen', '13'] },
  { type: 'number', germanRoot: 'vierzehn', englishTransl: ['fourteen', '14'] },
  { type: 'number', germanRoot: 'fünfzehn', englishTransl: ['fifteen', '15'] },
  {
    type: 'number',
    germanRoot: 'sechzehn',
    englishTransl: ['sixteen', '16'],
    englishExpl: 'sechs drops its s: sechzehn (and sechzig).',
  },
  {
    type: 'number',
    germanRoot: 'siebzehn',
    englishTransl: ['seventeen', '17'],
    englishExpl: 'sieben drops its -en: siebzehn (and siebzig).',
  },
  { type: 'number', germanRoot: 'achtzehn', englishTransl: ['eighteen', '18'] },
  { type: 'number', germanRoot: 'neunzehn', englishTransl: ['nineteen', '19'] },
  {
    type: 'number',
    germanRoot: 'zwanzig',
    englishTransl: ['twenty', '20'],
    englishExpl:
      'From 21 to 99 the unit comes first, joined by und, all in one word: einundzwanzig (21), zweiundzwanzig (22).',
  },

  // The tens: the unit + zig (dreißig with ß)
  {
    type: 'number',
    germanRoot: 'dreißig',
    englishTransl: ['thirty', '30'],
    englishExpl: 'The only ten with -ßig instead of -zig.',
  },
  { type: 'number', germanRoot: 'vierzig', englishTransl: ['forty', '40'] },
  { type: 'number', germanRoot: 'fünfzig', englishTransl: ['fifty', '50'] },
  { type: 'number', germanRoot: 'sechzig', englishTransl: ['sixty', '60'] },
  { type: 'number', germanRoot: 'siebzig', englishTransl: ['seventy', '70'] },
  { type: 'number', germanRoot: 'achtzig', englishTransl: ['eighty', '80'] },
  { type: 'number', germanRoot: 'neunzig', englishTransl: ['ninety', '90'] },
  {
    type: 'number',
    germanRoot: 'hundert',
    englishTransl: ['a hundred', 'one hundred', '100'],
    englishExpl: 'Also einhundert. 101 is hunderteins, 120 hundertzwanzig.',
  },

  // The full hour
  {
    type: 'noun',
    germanRoot: 'Stunde',
    englishTransl: ['hour'],
    article: 'die',
    germanPl: 'Stunden',
    pluralAddOn: '-n',
    englishPl: 'hours',
    englishExpl:
      'A length of time: Eine Stunde hat sechzig Minuten. The time on the clock is Uhr: um acht Uhr.',
  },
  {
    type: 'noun',
    germanRoot: 'Minute',
    englishTransl: ['minute'],
    article: 'die',
    germanPl: 'Minuten',
    pluralAddOn: '-n',
    englishPl: 'minutes',
  },
  {
    type: 'other',
    germanRoot: 'Wie spät ist es?',
    englishTransl: ['What time is it?'],
    englishExpl: "spät means late. The answer: Es ist acht Uhr. It is eight o'clock.",
  },

  // Town: transport, places and shops
  {
    type: 'noun',
    germanRoot: 'Bus',
    englishTransl: ['bus'],
    article: 'der',
    germanPl: 'Busse',
    pluralAddOn: '-se',
    englishPl: 'buses',
    englishExpl: 'The s doubles before the plural ending: die Busse. Ich komme mit dem Bus.',
  },
  {
    type: 'noun',
    germanRoot: 'Haltestelle',
    englishTransl: ['stop (bus or tram)'],
    article: 'die',
    germanPl: 'Haltestellen',
    pluralAddOn: '-n',
    englishPl: 'stops',
    englishExpl: 'A compound (halten, to stop + die Stelle, the place): the last part gives the gender.',
  },
  {
    type: 'noun',
    germanRoot: 'Kino',
    englishTransl: ['cinema', 'movie theater'],
    article: 'das',
    germanPl: 'Kinos',
    pluralAddOn: '-s',
    englishPl: 'cinemas',
  },
  {
    type: 'noun',
    germanRoot: 'Geschäft',
    englishTransl: ['shop', 'store', 'business'],
    article: 'das',
    germanPl: 'Geschäfte',
    pluralAddOn: '-e',
    englishPl: 'shops',
  },
  {
    type: 'noun',
    germanRoot: 'Supermarkt',
    englishTransl: ['supermarket'],
    article: 'der',
    germanPl: 'Supermärkte',
    pluralAddOn: '⸚e',
    englishPl: 'supermarkets',
  },
  {
    type: 'noun',
    germanRoot: 'Bäckerei',
    englishTransl: ['bakery'],
    article: 'die',
    germanPl: 'Bäckereien',
    pluralAddOn: '-en',
    englishPl: 'bakeries',
  },
  {
    type: 'noun',
    germanRoot: 'Ecke',
    englishTransl: ['corner'],
    article: 'die',
    germanPl: 'Ecken',
    pluralAddOn: '-n',
    englishPl: 'corners',
    englishExpl: 'Um die Ecke: around the corner.',
  },

  // Directions
  {
    type: 'adverb',
    germanRoot: 'links',
    englishTransl: ['left', 'on the left'],
    englishExpl: 'Where something is: Die Bäckerei ist links. For a direction: nach links, to the left.',
  },
  {
    type: 'adverb',
    germanRoot: 'rechts',
    englishTransl: ['right (not left)', 'on the right'],
    englishExpl: 'Where something is: Das Kino ist rechts. For a direction: nach rechts, to the right.',
  },
] satisfies VocabularyEntry[];
