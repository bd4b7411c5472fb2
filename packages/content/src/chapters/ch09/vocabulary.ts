import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 9 vocabulary: werden (to become, and the helping verb of the future tense); the
 * two-case prepositions of the first lesson (an, auf, in, über, unter: accusative for a
 * destination, dative for a location) and their contractions am, ans, im, ins; the verb pairs
 * that go with them (legen/liegen, stellen/stehen, setzen/sitzen, and hängen, which is both);
 * the adverbs of the Adverbs (I) lesson and the future-tense time words (bald, später,
 * übermorgen); and the home: rooms, furniture and the things in them, in all three genders, so
 * that the two-case drills can send things into and leave them in every kind of place.
 *
 * Chapter 2 already teaches Haus, Wohnung, Zimmer, Tisch, Stuhl, Lampe, Fenster, Tür and Bild;
 * chapter 3 Garten. Plural add-ons use the notation of the chapter 2 Plurals lesson.
 */
export const vocabulary = [
  // werden
  {
    type: 'verb',
    germanRoot: 'werden',
    englishTransl: ['to become', 'to get (= to become)'],
    pParticiple: 'ist geworden',
    englishPParticiple: 'become',
    imperative2ps: 'werde',
    englishExpl:
      'Irregular: ich werde, du wirst, er wird, wir werden, ihr werdet, sie/Sie werden. It takes a predicate nominative, like sein: Er wird Lehrer. With an infinitive at the end it forms the future: Ich werde morgen arbeiten. Not "to want" (that is wollen).',
  },

  // Two-case prepositions (I)
  {
    type: 'preposition',
    germanRoot: 'an',
    englishTransl: ['at', 'on (a vertical surface)', 'to'],
    cases: '(+acc / dat)',
    englishExpl:
      'For a side or an edge: an der Wand (on the wall), am Fenster (at the window). Contractions: am = an dem, ans = an das. Wohin? Accusative: Ich hänge das Bild an die Wand. Wo? Dative: Das Bild hängt an der Wand.',
  },
  {
    type: 'preposition',
    germanRoot: 'auf',
    englishTransl: ['on (top of)', 'onto'],
    cases: '(+acc / dat)',
    englishExpl:
      'For a horizontal surface: Ich lege das Buch auf den Tisch (wohin? accusative). Das Buch liegt auf dem Tisch (wo? dative). aufs = auf das.',
  },
  {
    type: 'preposition',
    germanRoot: 'in',
    englishTransl: ['in', 'into'],
    cases: '(+acc / dat)',
    englishExpl:
      'Ich gehe in die Küche (wohin? accusative: into). Ich bin in der Küche (wo? dative: in). Contractions: im = in dem, ins = in das (ins Bett, im Bett).',
  },
  {
    type: 'preposition',
    germanRoot: 'über',
    englishTransl: ['over', 'above', 'across'],
    cases: '(+acc / dat)',
    englishExpl:
      'Die Lampe hängt über dem Tisch (wo? dative). Ich hänge die Lampe über den Tisch (wohin? accusative).',
  },
  {
    type: 'preposition',
    germanRoot: 'unter',
    englishTransl: ['under', 'below', 'beneath'],
    cases: '(+acc / dat)',
    englishExpl:
      'Die Katze liegt unter dem Bett (wo? dative). Die Katze läuft unter das Bett (wohin? accusative).',
  },

  // Contractions of the two-case prepositions with the definite article
  {
    type: 'other',
    germanRoot: 'am',
    englishTransl: ['at the (masc. or neut.)', 'on the (masc. or neut.)'],
    englishExpl:
      'Short for an dem: Ich sitze am Fenster. I am sitting at the window. Also in am Abend, am Montag.',
  },
  {
    type: 'other',
    germanRoot: 'ans',
    englishTransl: ['to the (neut.)'],
    englishExpl: 'Short for an das: Ich gehe ans Fenster. I go to the window.',
  },
  {
    type: 'other',
    germanRoot: 'im',
    englishTransl: ['in the (masc. or neut.)'],
    englishExpl: 'Short for in dem: Das Buch steht im Regal. The book is on the shelf.',
  },
  {
    type: 'other',
    germanRoot: 'ins',
    englishTransl: ['into the (neut.)'],
    englishExpl: 'Short for in das: Ich stelle das Buch ins Regal. I put the book on the shelf.',
  },

  // Putting and being: the verb pairs
  {
    type: 'verb',
    germanRoot: 'legen',
    englishTransl: ['to lay', 'to put (lying flat)'],
    pParticiple: 'gelegt',
    englishPParticiple: 'laid, put',
    imperative2ps: 'leg',
    englishExpl:
      'Someone puts something down flat: a direct object and a destination in the accusative. Ich lege das Buch auf den Tisch. Its partner is liegen.',
  },
  {
    type: 'verb',
    germanRoot: 'liegen',
    englishTransl: ['to lie', 'to be lying'],
    pParticiple: 'gelegen',
    englishPParticiple: 'lain',
    imperative2ps: 'lieg',
    englishExpl:
      'Something is lying somewhere: no direct object, a location in the dative. Das Buch liegt auf dem Tisch. Perfect with haben in standard German (hat gelegen); in southern Germany, Austria and Switzerland ist gelegen.',
  },
  {
    type: 'verb',
    germanRoot: 'stellen',
    englishTransl: ['to put (standing up)', 'to place'],
    pParticiple: 'gestellt',
    englishPParticiple: 'put, placed',
    imperative2ps: 'stell',
    englishExpl:
      'Someone puts something upright: Ich stelle die Lampe auf den Tisch (accusative). Its partner is stehen.',
  },
  {
    type: 'verb',
    germanRoot: 'stehen',
    englishTransl: ['to stand', 'to be standing'],
    pParticiple: 'gestanden',
    englishPParticiple: 'stood',
    imperative2ps: 'steh',
    englishExpl:
      'Something is standing somewhere: Die Lampe steht auf dem Tisch (dative). Perfect with haben in standard German (hat gestanden); in the south ist gestanden.',
  },
  {
    type: 'verb',
    germanRoot: 'setzen',
    englishTransl: ['to set', 'to put (sitting)', 'to seat'],
    pParticiple: 'gesetzt',
    englishPParticiple: 'set, seated',
    imperative2ps: 'setz',
    englishExpl:
      'Someone puts someone or something in a sitting position: Sie setzt das Kind auf den Stuhl (accusative). Stem ends in -z: du setzt. Its partner is sitzen.',
  },
  {
    type: 'verb',
    germanRoot: 'sitzen',
    englishTransl: ['to sit', 'to be sitting'],
    pParticiple: 'gesessen',
    englishPParticiple: 'sat',
    imperative2ps: 'sitz',
    englishExpl:
      'Someone is sitting somewhere: Das Kind sitzt auf dem Stuhl (dative). Stem ends in -z: du sitzt. Perfect with haben in standard German (hat gesessen); in the south ist gesessen.',
  },
  {
    type: 'verb',
    germanRoot: 'hängen',
    englishTransl: ['to hang'],
    pParticiple: 'gehängt / gehangen',
    englishPParticiple: 'hung',
    imperative2ps: 'häng',
    englishExpl:
      'One verb for both jobs, with two participles. Someone hangs something (direct object, accusative): Ich habe das Bild an die Wand gehängt. Something is hanging (dative): Das Bild hat an der Wand gehangen.',
  },

  // Home verbs
  {
    type: 'verb',
    germanRoot: 'mieten',
    englishTransl: ['to rent'],
    pParticiple: 'gemietet',
    englishPParticiple: 'rented',
    imperative2ps: 'miete',
    englishExpl: 'Stem ends in -t: du mietest, er mietet. Wir haben eine Wohnung gemietet.',
  },
  {
    type: 'verb',
    germanRoot: 'umziehen',
    englishTransl: ['to move (house)'],
    pParticiple: 'ist umgezogen',
    englishPParticiple: 'moved',
    imperative2ps: 'zieh um',
    englishExpl:
      'Separable, with sein in the perfect: Wir ziehen nach Berlin um. Wir sind letztes Jahr umgezogen. (sich umziehen means to change clothes.)',
  },

  // Adverbs: how often
  {
    type: 'adverb',
    germanRoot: 'nie',
    englishTransl: ['never'],
    englishExpl: 'Ich habe nie Zeit. Er ist noch nie geflogen: he has never flown.',
  },
  { type: 'adverb', germanRoot: 'selten', englishTransl: ['rarely', 'seldom'] },
  { type: 'adverb', germanRoot: 'manchmal', englishTransl: ['sometimes'] },
  {
    type: 'adverb',
    germanRoot: 'wieder',
    englishTransl: ['again'],
    englishExpl: 'Anna ist wieder krank. Anna is ill again.',
  },

  // Adverbs: time (the future)
  {
    type: 'adverb',
    germanRoot: 'bald',
    englishTransl: ['soon'],
    englishExpl: 'Wir werden bald umziehen. We will move soon.',
  },
  { type: 'adverb', germanRoot: 'später', englishTransl: ['later'] },
  { type: 'adverb', germanRoot: 'übermorgen', englishTransl: ['the day after tomorrow'] },
  {
    type: 'adverb',
    germanRoot: 'sofort',
    englishTransl: ['immediately', 'at once', 'right away'],
  },

  // Adverbs: comment and manner
  {
    type: 'adverb',
    germanRoot: 'wirklich',
    englishTransl: ['really'],
    englishExpl: 'Das Sofa ist wirklich bequem. The sofa is really comfortable.',
  },
  {
    type: 'adverb',
    germanRoot: 'leider',
    englishTransl: ['unfortunately'],
    englishExpl: 'Leider habe ich heute keine Zeit. Unfortunately I have no time today.',
  },
  {
    type: 'adverb',
    germanRoot: 'vielleicht',
    englishTransl: ['perhaps', 'maybe'],
    englishExpl: 'Vielleicht wird es morgen warm. Maybe it will be warm tomorrow.',
  },
  {
    type: 'adverb',
    germanRoot: 'natürlich',
    englishTransl: ['of course', 'naturally'],
  },
  {
    type: 'adverb',
    germanRoot: 'zusammen',
    englishTransl: ['together'],
    englishExpl: 'Wir wohnen zusammen. We live together.',
  },
  {
    type: 'adverb',
    germanRoot: 'allein',
    englishTransl: ['alone', 'on your own'],
    englishExpl: 'Er wohnt allein. He lives alone.',
  },

  // Adverbs: place in the home
  {
    type: 'adverb',
    germanRoot: 'oben',
    englishTransl: ['upstairs', 'above', 'at the top'],
    englishExpl: 'Das Schlafzimmer ist oben. The bedroom is upstairs.',
  },
  {
    type: 'adverb',
    germanRoot: 'unten',
    englishTransl: ['downstairs', 'down below', 'at the bottom'],
    englishExpl: 'Die Küche ist unten. The kitchen is downstairs.',
  },

  // Adjectives for the home
  {
    type: 'adjective',
    germanRoot: 'bequem',
    englishTransl: ['comfortable'],
    englishExpl: 'For furniture and clothes: ein bequemes Sofa.',
  },
  {
    type: 'adjective',
    germanRoot: 'gemütlich',
    englishTransl: ['cosy', 'snug'],
    englishExpl: 'A favourite German word for a room or an evening that feels warm and relaxed.',
  },
  { type: 'adjective', germanRoot: 'hell', englishTransl: ['bright', 'light (not dark)'] },
  {
    type: 'adjective',
    germanRoot: 'dunkel',
    englishTransl: ['dark'],
    englishExpl: 'Drops its second e before an ending: ein dunkles Zimmer, die dunkle Küche.',
  },
  { type: 'adjective', germanRoot: 'sauber', englishTransl: ['clean'] },
  { type: 'adjective', germanRoot: 'schmutzig', englishTransl: ['dirty'] },

  // Nouns: rooms and parts of the home
  {
    type: 'noun',
    germanRoot: 'Küche',
    englishTransl: ['kitchen'],
    article: 'die',
    germanPl: 'Küchen',
    pluralAddOn: '-n',
    englishPl: 'kitchens',
  },
  {
    type: 'noun',
    germanRoot: 'Bad',
    englishTransl: ['bathroom', 'bath'],
    article: 'das',
    germanPl: 'Bäder',
    pluralAddOn: '⸚er',
    englishPl: 'bathrooms',
    englishExpl: 'The room (also das Badezimmer) and the bath you take.',
  },
  {
    type: 'noun',
    germanRoot: 'Schlafzimmer',
    englishTransl: ['bedroom'],
    article: 'das',
    germanPl: 'Schlafzimmer',
    pluralAddOn: '-',
    englishPl: 'bedrooms',
    englishExpl: 'schlafen (to sleep) + das Zimmer: the last part gives the gender.',
  },
  {
    type: 'noun',
    germanRoot: 'Wohnzimmer',
    englishTransl: ['living room'],
    article: 'das',
    germanPl: 'Wohnzimmer',
    pluralAddOn: '-',
    englishPl: 'living rooms',
    englishExpl: 'wohnen (to live) + das Zimmer.',
  },
  {
    type: 'noun',
    germanRoot: 'Flur',
    englishTransl: ['hall', 'hallway', 'corridor'],
    article: 'der',
    germanPl: 'Flure',
    pluralAddOn: '-e',
    englishPl: 'halls',
  },
  {
    type: 'noun',
    germanRoot: 'Keller',
    englishTransl: ['cellar', 'basement'],
    article: 'der',
    germanPl: 'Keller',
    pluralAddOn: '-',
    englishPl: 'cellars',
  },
  {
    type: 'noun',
    germanRoot: 'Balkon',
    englishTransl: ['balcony'],
    article: 'der',
    germanPl: 'Balkons',
    pluralAddOn: '-s',
    englishPl: 'balconies',
    englishExpl: 'The plural Balkone is also correct (mostly in southern Germany and Austria).',
  },
  {
    type: 'noun',
    germanRoot: 'Wand',
    englishTransl: ['wall'],
    article: 'die',
    germanPl: 'Wände',
    pluralAddOn: '⸚e',
    englishPl: 'walls',
    englishExpl: 'A wall of a room: Das Bild hängt an der Wand.',
  },
  {
    type: 'noun',
    germanRoot: 'Boden',
    englishTransl: ['floor', 'ground'],
    article: 'der',
    germanPl: 'Böden',
    pluralAddOn: '⸚',
    englishPl: 'floors',
    englishExpl: 'What you stand on: Die Tasche liegt auf dem Boden.',
  },
  {
    type: 'noun',
    germanRoot: 'Decke',
    englishTransl: ['ceiling', 'blanket'],
    article: 'die',
    germanPl: 'Decken',
    pluralAddOn: '-n',
    englishPl: 'ceilings',
    englishExpl: 'Die Lampe hängt an der Decke (ceiling). Die Decke liegt auf dem Bett (blanket).',
  },

  // Nouns: furniture and things in the home
  {
    type: 'noun',
    germanRoot: 'Schrank',
    englishTransl: ['cupboard', 'wardrobe', 'closet'],
    article: 'der',
    germanPl: 'Schränke',
    pluralAddOn: '⸚e',
    englishPl: 'cupboards',
  },
  {
    type: 'noun',
    germanRoot: 'Regal',
    englishTransl: ['shelf', 'set of shelves', 'bookcase'],
    article: 'das',
    germanPl: 'Regale',
    pluralAddOn: '-e',
    englishPl: 'shelves',
    englishExpl: 'One piece of furniture with several shelves: Die Bücher stehen im Regal.',
  },
  {
    type: 'noun',
    germanRoot: 'Sofa',
    englishTransl: ['sofa', 'couch'],
    article: 'das',
    germanPl: 'Sofas',
    pluralAddOn: '-s',
    englishPl: 'sofas',
  },
  {
    type: 'noun',
    germanRoot: 'Bett',
    englishTransl: ['bed'],
    article: 'das',
    germanPl: 'Betten',
    pluralAddOn: '-en',
    englishPl: 'beds',
    englishExpl: 'ins Bett gehen: to go to bed. Ich liege im Bett.',
  },
  {
    type: 'noun',
    germanRoot: 'Schreibtisch',
    englishTransl: ['desk'],
    article: 'der',
    germanPl: 'Schreibtische',
    pluralAddOn: '-e',
    englishPl: 'desks',
    englishExpl: 'schreiben (to write) + der Tisch.',
  },
  {
    type: 'noun',
    germanRoot: 'Teppich',
    englishTransl: ['carpet', 'rug'],
    article: 'der',
    germanPl: 'Teppiche',
    pluralAddOn: '-e',
    englishPl: 'carpets',
  },
  {
    type: 'noun',
    germanRoot: 'Spiegel',
    englishTransl: ['mirror'],
    article: 'der',
    germanPl: 'Spiegel',
    pluralAddOn: '-',
    englishPl: 'mirrors',
  },
  {
    type: 'noun',
    germanRoot: 'Kühlschrank',
    englishTransl: ['fridge', 'refrigerator'],
    article: 'der',
    germanPl: 'Kühlschränke',
    pluralAddOn: '⸚e',
    englishPl: 'fridges',
    englishExpl: 'kühl (cool) + der Schrank: Die Milch steht im Kühlschrank.',
  },
  {
    type: 'noun',
    germanRoot: 'Fernseher',
    englishTransl: ['television (set)', 'TV'],
    article: 'der',
    germanPl: 'Fernseher',
    pluralAddOn: '-',
    englishPl: 'televisions',
    englishExpl: 'The set; to watch TV is fernsehen.',
  },
  {
    type: 'noun',
    germanRoot: 'Dusche',
    englishTransl: ['shower'],
    article: 'die',
    germanPl: 'Duschen',
    pluralAddOn: '-n',
    englishPl: 'showers',
  },

  // The future
  {
    type: 'noun',
    germanRoot: 'Zukunft',
    englishTransl: ['future'],
    article: 'die',
    onlySing: true,
    englishExpl: 'in der Zukunft, in Zukunft: in the future.',
  },
] satisfies VocabularyEntry[];
