import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 10 vocabulary: the verbs of instructions that the Imperative Mood lesson and drill
 * are written with (in class, at the doctor's and in the kitchen), each with its du imperative;
 * the particles that soften or strengthen a command (bitte, doch, mal); the two-case
 * prepositions of Two-Case Prepositions (II) (hinter, neben, vor, zwischen; an, auf, in, über
 * and unter are chapter 9's); the words of the Word Order (III) rules on nicht (gar, mehr; noch
 * and noch nicht are chapter 8's); and the theme words: health, the doctor and medicine,
 * cooking and recipes. The body and its parts are chapter 13's; the separable verbs anfangen
 * and mitbringen, with their imperatives, and zuerst, dann and fertig are taught in chapter 8.
 *
 * Verbs whose present tense is not fully regular (öffnen, schließen, schneiden, husten, the
 * separable verbs aufpassen and aufhören, the stem changers braten and messen) have tables in
 * verbs.ts. Plural add-ons use the notation of the chapter 2 Plurals lesson ("-e", "⸚e",
 * "-er", "⸚er", "-n", "-en", "-nen", "-s", "-", "⸚"); a plural that no add-on describes is
 * written out (Praxis, Praxen), as chapter 3 does for Museum.
 */
export const vocabulary = [
  // Verbs of instructions: in class and at home
  {
    type: 'verb',
    germanRoot: 'öffnen',
    englishTransl: ['to open'],
    pParticiple: 'geöffnet',
    englishPParticiple: 'opened',
    imperative2ps: 'öffne',
    englishExpl:
      'The stem öffn- adds -e- before -st and -t (du öffnest, er öffnet) and in the imperative: Öffne das Fenster!',
  },
  {
    type: 'verb',
    germanRoot: 'schließen',
    englishTransl: ['to close', 'to shut'],
    pParticiple: 'geschlossen',
    englishPParticiple: 'closed',
    imperative2ps: 'schließ',
    englishExpl:
      'Stem in -ß: du schließt, er schließt. Schließen Sie bitte die Tür! The imperative schließe is also correct.',
  },
  {
    type: 'verb',
    germanRoot: 'wiederholen',
    englishTransl: ['to repeat'],
    pParticiple: 'wiederholt',
    englishPParticiple: 'repeated',
    imperative2ps: 'wiederhol',
    englishExpl:
      'Not separable: ich wiederhole, and no ge- in the participle. Wiederholen Sie bitte die Frage!',
  },
  {
    type: 'verb',
    germanRoot: 'aufpassen',
    englishTransl: ['to pay attention', 'to watch out'],
    pParticiple: 'aufgepasst',
    englishPParticiple: 'paid attention',
    imperative2ps: 'pass auf',
    englishExpl:
      'Separable: ich passe auf, du passt auf. Pass auf! Watch out! With auf + accusative: to look after (Pass bitte auf das Kind auf!).',
  },
  {
    type: 'verb',
    germanRoot: 'aufhören',
    englishTransl: ['to stop'],
    pParticiple: 'aufgehört',
    englishPParticiple: 'stopped',
    imperative2ps: 'hör auf',
    englishExpl: 'Separable: ich höre auf. Hör auf! Stop it!',
  },

  // Verbs of instructions: cooking
  {
    type: 'verb',
    germanRoot: 'schneiden',
    englishTransl: ['to cut'],
    pParticiple: 'geschnitten',
    englishPParticiple: 'cut',
    imperative2ps: 'schneide',
    englishExpl:
      'Stem in -d: du schneidest, er schneidet; imperative schneide. The participle is irregular: geschnitten.',
  },
  {
    type: 'verb',
    germanRoot: 'mischen',
    englishTransl: ['to mix'],
    pParticiple: 'gemischt',
    englishPParticiple: 'mixed',
    imperative2ps: 'misch',
  },
  {
    type: 'verb',
    germanRoot: 'rühren',
    englishTransl: ['to stir'],
    pParticiple: 'gerührt',
    englishPParticiple: 'stirred',
    imperative2ps: 'rühr',
  },
  {
    type: 'verb',
    germanRoot: 'schälen',
    englishTransl: ['to peel'],
    pParticiple: 'geschält',
    englishPParticiple: 'peeled',
    imperative2ps: 'schäl',
  },
  {
    type: 'verb',
    germanRoot: 'braten',
    englishTransl: ['to fry', 'to roast'],
    specialFeature: 'ä',
    pParticiple: 'gebraten',
    englishPParticiple: 'fried',
    imperative2ps: 'brat',
    englishExpl:
      'A stem changer: du brätst, er brät (nothing added after the t). No umlaut in the imperative: Brat das Fleisch!',
  },
  {
    type: 'verb',
    germanRoot: 'backen',
    englishTransl: ['to bake'],
    pParticiple: 'gebacken',
    englishPParticiple: 'baked',
    imperative2ps: 'back',
    englishExpl:
      'Regular in the present today (du backst, er backt; the older du bäckst, er bäckt are also correct); the participle is gebacken.',
  },
  {
    type: 'verb',
    germanRoot: 'probieren',
    englishTransl: ['to try', 'to taste'],
    pParticiple: 'probiert',
    englishPParticiple: 'tried',
    imperative2ps: 'probier',
    englishExpl:
      'To try food or drink: Probier mal die Suppe! (Schmecken says how it tastes.) No ge- in the participle, like every verb in -ieren.',
  },

  // Verbs: health and the doctor
  {
    type: 'verb',
    germanRoot: 'untersuchen',
    englishTransl: ['to examine'],
    pParticiple: 'untersucht',
    englishPParticiple: 'examined',
    imperative2ps: 'untersuch',
    englishExpl: 'Not separable: die Ärztin untersucht das Kind; no ge- in the participle.',
  },
  {
    type: 'verb',
    germanRoot: 'messen',
    englishTransl: ['to measure'],
    specialFeature: 'i',
    pParticiple: 'gemessen',
    englishPParticiple: 'measured',
    imperative2ps: 'miss',
    englishExpl: 'e → i: du misst, er misst; imperative miss. Fieber messen: to take a temperature.',
  },
  {
    type: 'verb',
    germanRoot: 'husten',
    englishTransl: ['to cough'],
    pParticiple: 'gehustet',
    englishPParticiple: 'coughed',
    imperative2ps: 'huste',
    englishExpl: 'Stem in -t: du hustest, er hustet; imperative huste.',
  },

  // Particles for commands
  {
    type: 'other',
    germanRoot: 'bitte',
    englishTransl: ['please', "you're welcome"],
    englishExpl:
      'Makes a command polite; it can stand at the start, after the verb or at the end: Bitte öffnen Sie das Fenster. Öffnen Sie bitte das Fenster. Also the answer to danke.',
  },
  {
    type: 'other',
    germanRoot: 'doch',
    englishTransl: ['do … (urging)', 'yes (after a negative question)'],
    englishExpl:
      'In a command it urges in a friendly way: Nimm doch einen Apfel! Do take an apple! It also answers yes to a negative question: Hast du kein Geld? Doch! Yes, I do!',
  },
  {
    type: 'other',
    germanRoot: 'mal',
    englishTransl: ['just (softening a command)'],
    englishExpl:
      'Short for einmal (once); in a command it makes the request casual: Hör mal! Listen! Warte mal! Wait a moment!',
  },

  // Two-case prepositions (II)
  {
    type: 'preposition',
    germanRoot: 'hinter',
    englishTransl: ['behind'],
    cases: '(+acc / dat)',
    englishExpl:
      'Location (where?) takes the dative: Der Garten ist hinter dem Haus. Motion to a place (where to?) takes the accusative: Der Ball fällt hinter das Haus.',
  },
  {
    type: 'preposition',
    germanRoot: 'neben',
    englishTransl: ['next to', 'beside'],
    cases: '(+acc / dat)',
    englishExpl:
      'Die Lampe steht neben dem Stuhl (where?). Ich stelle die Lampe neben den Stuhl (where to?).',
  },
  {
    type: 'preposition',
    germanRoot: 'vor',
    englishTransl: ['in front of', 'before'],
    cases: '(+acc / dat)',
    englishExpl:
      'As a place: vor dem Haus (where?, dative), vor das Haus (where to?, accusative). As a time word it always takes the dative: vor dem Essen, before the meal.',
  },
  {
    type: 'preposition',
    germanRoot: 'zwischen',
    englishTransl: ['between'],
    cases: '(+acc / dat)',
    englishExpl: 'Die Bibliothek ist zwischen dem Park und dem Bahnhof (where?, dative).',
  },

  // Nicht placement and instructions: adverbs
  {
    type: 'adverb',
    germanRoot: 'gar',
    englishTransl: ['at all'],
    englishExpl:
      'Strengthens a negation and stands right before it: gar nicht (not at all), gar kein (no … at all). Das ist gar nicht teuer.',
  },
  {
    type: 'adverb',
    germanRoot: 'mehr',
    englishTransl: ['more', 'any more'],
    englishExpl:
      'nicht mehr: no longer, not any more (Er arbeitet nicht mehr); kein … mehr: no more (Ich habe kein Geld mehr).',
  },

  // Adjectives
  { type: 'adjective', germanRoot: 'vorsichtig', englishTransl: ['careful'] },
  {
    type: 'adjective',
    germanRoot: 'scharf',
    englishTransl: ['sharp', 'spicy'],
    englishExpl: 'Ein scharfes Messer (a sharp knife); eine scharfe Suppe (a spicy soup).',
  },
  {
    type: 'adjective',
    germanRoot: 'leise',
    englishTransl: ['quiet', 'soft'],
    englishExpl:
      'Not loud, the opposite of laut: Sei bitte leise! Please be quiet! (ruhig is calm, peaceful).',
  },
  {
    type: 'adjective',
    germanRoot: 'schlimm',
    englishTransl: ['bad', 'serious'],
    englishExpl: 'For something unpleasant or serious: Ist es schlimm? Is it bad?',
  },

  // Nouns: health, the doctor and medicine
  {
    type: 'noun',
    germanRoot: 'Arzt',
    englishTransl: ['doctor'],
    article: 'der',
    germanPl: 'Ärzte',
    pluralAddOn: '⸚e',
    englishPl: 'doctors',
    englishExpl: 'zum Arzt gehen: to go to the doctor. No article with a job after sein: Er ist Arzt.',
  },
  {
    type: 'noun',
    germanRoot: 'Ärztin',
    englishTransl: ['(female) doctor'],
    article: 'die',
    germanPl: 'Ärztinnen',
    pluralAddOn: '-nen',
    englishPl: 'doctors',
  },
  {
    type: 'noun',
    germanRoot: 'Praxis',
    englishTransl: ["doctor's office", 'practice'],
    article: 'die',
    germanPl: 'Praxen',
    pluralAddOn: 'Praxen',
    englishPl: "doctors' offices",
    englishExpl:
      'The plural replaces -is with -en: die Praxis, die Praxen. Die Ärztin ist heute in der Praxis.',
  },
  {
    type: 'noun',
    germanRoot: 'Krankenhaus',
    englishTransl: ['hospital'],
    article: 'das',
    germanPl: 'Krankenhäuser',
    pluralAddOn: '⸚er',
    englishPl: 'hospitals',
    englishExpl:
      'A compound (die Kranken, the sick, + das Haus): ins Krankenhaus (where to?), im Krankenhaus (where?).',
  },
  {
    type: 'noun',
    germanRoot: 'Apotheke',
    englishTransl: ['pharmacy', "chemist's"],
    article: 'die',
    germanPl: 'Apotheken',
    pluralAddOn: '-n',
    englishPl: 'pharmacies',
  },
  {
    type: 'noun',
    germanRoot: 'Medikament',
    englishTransl: ['medicine', 'medication'],
    article: 'das',
    germanPl: 'Medikamente',
    pluralAddOn: '-e',
    englishPl: 'medicines',
    englishExpl: 'Ein Medikament nehmen: to take a medicine.',
  },
  {
    type: 'noun',
    germanRoot: 'Tablette',
    englishTransl: ['tablet', 'pill'],
    article: 'die',
    germanPl: 'Tabletten',
    pluralAddOn: '-n',
    englishPl: 'tablets',
  },
  {
    type: 'noun',
    germanRoot: 'Fieber',
    englishTransl: ['fever', 'temperature'],
    article: 'das',
    onlySing: true,
    englishExpl: 'Without an article: Ich habe Fieber. I have a temperature.',
  },
  {
    type: 'noun',
    germanRoot: 'Schmerz',
    englishTransl: ['pain', 'ache'],
    article: 'der',
    germanPl: 'Schmerzen',
    pluralAddOn: '-en',
    englishPl: 'pains',
    englishExpl: 'Mostly plural where English has a singular: Ich habe Schmerzen. I am in pain.',
  },
  {
    type: 'noun',
    germanRoot: 'Erkältung',
    englishTransl: ['cold (illness)'],
    article: 'die',
    germanPl: 'Erkältungen',
    pluralAddOn: '-en',
    englishPl: 'colds',
    englishExpl: 'Ich habe eine Erkältung. I have a cold. (A cold day is a kalter Tag.)',
  },
  {
    type: 'noun',
    germanRoot: 'Husten',
    englishTransl: ['cough'],
    article: 'der',
    onlySing: true,
    englishExpl: 'Without an article: Ich habe Husten. I have a cough. The verb is husten.',
  },
  {
    type: 'noun',
    germanRoot: 'Grippe',
    englishTransl: ['flu'],
    article: 'die',
    germanPl: 'Grippen',
    pluralAddOn: '-n',
    englishPl: 'bouts of flu',
    englishExpl: 'Often without an article: Ich habe Grippe. I have the flu.',
  },
  {
    type: 'noun',
    germanRoot: 'Pflaster',
    englishTransl: ['plaster', 'band-aid'],
    article: 'das',
    germanPl: 'Pflaster',
    pluralAddOn: '-',
    englishPl: 'plasters',
  },
  {
    type: 'noun',
    germanRoot: 'Gesundheit',
    englishTransl: ['health'],
    article: 'die',
    onlySing: true,
    englishExpl: 'Also what German speakers say when someone sneezes: Gesundheit! Bless you!',
  },
  {
    type: 'noun',
    germanRoot: 'Rezept',
    englishTransl: ['recipe', 'prescription'],
    article: 'das',
    germanPl: 'Rezepte',
    pluralAddOn: '-e',
    englishPl: 'recipes',
    englishExpl:
      'Both meanings: das Rezept für den Kuchen (the recipe for the cake); der Arzt schreibt ein Rezept (a prescription).',
  },

  // Nouns: cooking
  {
    type: 'noun',
    germanRoot: 'Topf',
    englishTransl: ['pot', 'saucepan'],
    article: 'der',
    germanPl: 'Töpfe',
    pluralAddOn: '⸚e',
    englishPl: 'pots',
  },
  {
    type: 'noun',
    germanRoot: 'Pfanne',
    englishTransl: ['pan', 'frying pan'],
    article: 'die',
    germanPl: 'Pfannen',
    pluralAddOn: '-n',
    englishPl: 'pans',
  },
  {
    type: 'noun',
    germanRoot: 'Schüssel',
    englishTransl: ['bowl'],
    article: 'die',
    germanPl: 'Schüsseln',
    pluralAddOn: '-n',
    englishPl: 'bowls',
  },
  {
    type: 'noun',
    germanRoot: 'Messer',
    englishTransl: ['knife'],
    article: 'das',
    germanPl: 'Messer',
    pluralAddOn: '-',
    englishPl: 'knives',
  },
  {
    type: 'noun',
    germanRoot: 'Gabel',
    englishTransl: ['fork'],
    article: 'die',
    germanPl: 'Gabeln',
    pluralAddOn: '-n',
    englishPl: 'forks',
  },
  {
    type: 'noun',
    germanRoot: 'Löffel',
    englishTransl: ['spoon'],
    article: 'der',
    germanPl: 'Löffel',
    pluralAddOn: '-',
    englishPl: 'spoons',
  },
  {
    type: 'noun',
    germanRoot: 'Ofen',
    englishTransl: ['oven'],
    article: 'der',
    germanPl: 'Öfen',
    pluralAddOn: '⸚',
    englishPl: 'ovens',
    englishExpl: 'Den Kuchen in den Ofen stellen (where to?); der Kuchen ist im Ofen (where?).',
  },
  {
    type: 'noun',
    germanRoot: 'Zwiebel',
    englishTransl: ['onion'],
    article: 'die',
    germanPl: 'Zwiebeln',
    pluralAddOn: '-n',
    englishPl: 'onions',
  },
  {
    type: 'noun',
    germanRoot: 'Mehl',
    englishTransl: ['flour'],
    article: 'das',
    onlySing: true,
  },
  {
    type: 'noun',
    germanRoot: 'Öl',
    englishTransl: ['oil'],
    article: 'das',
    germanPl: 'Öle',
    pluralAddOn: '-e',
    englishPl: 'oils',
  },
  {
    type: 'noun',
    germanRoot: 'Teig',
    englishTransl: ['dough', 'batter'],
    article: 'der',
    germanPl: 'Teige',
    pluralAddOn: '-e',
    englishPl: 'doughs',
  },
  {
    type: 'noun',
    germanRoot: 'Stück',
    englishTransl: ['piece'],
    article: 'das',
    germanPl: 'Stücke',
    pluralAddOn: '-e',
    englishPl: 'pieces',
    englishExpl:
      'No "of" in German: ein Stück Kuchen, a piece of cake. After a number it usually stays singular: zwei Stück Kuchen.',
  },
  {
    type: 'noun',
    germanRoot: 'Grad',
    englishTransl: ['degree'],
    article: 'der',
    germanPl: 'Grade',
    pluralAddOn: '-e',
    englishPl: 'degrees',
    englishExpl:
      'After a number it stays singular: Backen Sie den Kuchen bei 180 Grad! Ich habe 39 Grad Fieber. I have a temperature of 39 degrees.',
  },
] satisfies VocabularyEntry[];
