import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 10 exercises, German to English: 19 sentences for the chapter's three topics: the
 * imperative (du, ihr and Sie; stem changes; separable verbs; bitte and mal), the two-case
 * prepositions with motion and location, and the place of nicht (after the object and definite
 * time, before a predicate nominative and a destination), in the chapter's themes of the doctor
 * and the kitchen. Every content word taught in chapters 1–10 carries its headword (lookup;
 * lookupType where sein and ihr have two entries); articles, pronouns and names stay plain.
 * English commands take "please" at the start or the end.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch10_ex_to_english',
  sentences: [
    {
      main: [
        ['Öffne', { lookup: 'öffnen' }],
        ['bitte', { lookup: 'bitte' }],
        'das',
        ['Fenster!', { lookup: 'Fenster' }],
      ],
      translation: [['Please open the window!', 'Open the window please!']],
      notes: ['Öffne: the du imperative of öffnen keeps the -e after the consonant + n.'],
    },
    {
      main: [
        ['Nehmen', { lookup: 'nehmen' }],
        'Sie',
        'die',
        ['Tabletten', { lookup: 'Tablette' }],
        ['nach', { lookup: 'nach' }],
        'dem',
        ['Essen!', { lookup: 'Essen' }],
      ],
      translation: [
        'Take the',
        ['tablets', 'pills'],
        'after',
        ['the meal', 'meals', 'eating', 'your meal', 'the food', 'food'],
      ],
      defaultTranslation: 'Take the tablets after the meal!',
      notes: ['Nehmen Sie: the Sie imperative is the infinitive with Sie after it.'],
    },
    {
      main: [
        ['Seid', { lookup: 'sein', lookupType: 'verb' }],
        ['bitte', { lookup: 'bitte' }],
        ['leise!', { lookup: 'leise' }],
        'Das',
        ['Baby', { lookup: 'Baby' }],
        ['schläft.', { lookup: 'schlafen' }],
      ],
      translation: [
        ['Please be quiet!', 'Be quiet please!'],
        ['The baby is', "The baby's"],
        ['sleeping.', 'asleep.'],
      ],
      defaultTranslation: 'Please be quiet! The baby is sleeping.',
      notes: ['Seid: the ihr imperative of sein, for several people you say du to.'],
    },
    {
      main: [
        ['Vergiss', { lookup: 'vergessen' }],
        ['deinen', { lookup: 'dein' }],
        ['Schlüssel', { lookup: 'Schlüssel' }],
        ['nicht!', { lookup: 'nicht' }],
      ],
      translation: [["Don't forget your key!"]],
      notes: [
        'Vergiss: vergessen changes e → i in the du imperative. deinen Schlüssel is one key (accusative singular); your keys would be deine Schlüssel.',
      ],
    },
    {
      main: [
        'Ich',
        ['stelle', { lookup: 'stellen' }],
        'die',
        ['Pfanne', { lookup: 'Pfanne' }],
        ['in', { lookup: 'in' }],
        'den',
        ['Ofen.', { lookup: 'Ofen' }],
      ],
      translation: [
        'I',
        ['am putting', 'put', 'place', 'am placing'],
        'the',
        ['pan', 'frying pan'],
        ['in', 'into'],
        'the oven.',
      ],
      defaultTranslation: 'I am putting the pan in the oven.',
      notes: ['in den Ofen: stellen is motion to a place, so in takes the accusative.'],
    },
    {
      main: [
        'Die',
        ['Schüssel', { lookup: 'Schüssel' }],
        ['steht', { lookup: 'stehen' }],
        ['neben', { lookup: 'neben' }],
        'dem',
        ['Topf.', { lookup: 'Topf' }],
      ],
      translation: [
        'The bowl',
        ['is', 'is standing', 'stands'],
        ['next to', 'beside'],
        'the',
        ['pot.', 'saucepan.'],
      ],
      defaultTranslation: 'The bowl is next to the pot.',
      notes: ['neben dem Topf: stehen is location, so neben takes the dative.'],
    },
    {
      main: [
        ['Unsere', { lookup: 'unser' }],
        ['Apotheke', { lookup: 'Apotheke' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['zwischen', { lookup: 'zwischen' }],
        'der',
        ['Bäckerei', { lookup: 'Bäckerei' }],
        ['und', { lookup: 'und' }],
        'dem',
        ['Supermarkt.', { lookup: 'Supermarkt' }],
      ],
      translation: [
        'Our',
        ['pharmacy', "chemist's", 'chemist'],
        'is between the',
        ['bakery', "baker's"],
        'and the supermarket.',
      ],
      defaultTranslation: 'Our pharmacy is between the bakery and the supermarket.',
    },
    {
      main: [
        ['Hinter', { lookup: 'hinter' }],
        'dem',
        ['Krankenhaus', { lookup: 'Krankenhaus' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'ein',
        ['Park.', { lookup: 'Park' }],
      ],
      translation: [
        [
          'There is a park behind the hospital.',
          'Behind the hospital there is a park.',
          'Behind the hospital is a park.',
        ],
      ],
      notes: ['hinter dem Krankenhaus: location, dative.'],
    },
    {
      main: [
        'Ich',
        ['habe', { lookup: 'haben' }],
        ['kein', { lookup: 'kein' }],
        ['Fieber,', { lookup: 'Fieber' }],
        ['aber', { lookup: 'aber' }],
        'ich',
        ['habe', { lookup: 'haben' }],
        ['Husten.', { lookup: 'Husten' }],
      ],
      translation: [
        'I',
        ["don't have a", 'have no', "haven't got a"],
        ['temperature', 'fever'],
        'but I',
        ['have', 'have got', 'do have'],
        'a cough.',
      ],
      defaultTranslation: "I don't have a temperature, but I have a cough.",
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Schwester', { lookup: 'Schwester' }],
        ['geht', { lookup: 'gehen' }],
        ['heute', { lookup: 'heute' }],
        ['nicht', { lookup: 'nicht' }],
        ['zum', { lookup: 'zu' }],
        ['Arzt.', { lookup: 'Arzt' }],
      ],
      translation: [
        [
          "My sister isn't going to the doctor today",
          "My sister isn't going to the doctor's today",
          "My sister's not going to the doctor today",
          "My sister's not going to the doctor's today",
          "Today my sister isn't going to the doctor",
          "Today my sister isn't going to the doctor's",
          "Today my sister's not going to the doctor",
          "Today my sister's not going to the doctor's",
        ],
      ],
      defaultTranslation: "My sister isn't going to the doctor today.",
      notes: ['nicht after heute (definite time) and before zum Arzt (destination).'],
    },
    {
      main: [
        'Das',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['nicht', { lookup: 'nicht' }],
        ['mein', { lookup: 'mein' }],
        ['Rezept.', { lookup: 'Rezept' }],
      ],
      translation: [['That', 'This', 'It'], "isn't my", ['recipe.', 'prescription.']],
      defaultTranslation: "That isn't my recipe.",
      notes: ['nicht comes before the predicate nominative mein Rezept.'],
    },
    {
      main: [
        'Wir',
        ['kochen', { lookup: 'kochen' }],
        ['heute', { lookup: 'heute' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: [
        [
          "We aren't cooking today.",
          "Today we aren't cooking.",
          "We don't cook today.",
          "We won't cook today.",
        ],
      ],
      defaultTranslation: "We aren't cooking today.",
    },
    {
      main: [
        ['Schneiden', { lookup: 'schneiden' }],
        'Sie',
        'die',
        ['Zwiebeln', { lookup: 'Zwiebel' }],
        ['und', { lookup: 'und' }],
        ['braten', { lookup: 'braten' }],
        'Sie',
        'sie',
        ['in', { lookup: 'in' }],
        ['Öl!', { lookup: 'Öl' }],
      ],
      translation: [['Cut', 'Chop', 'Slice'], 'the onions and fry them in', ['', 'some', 'the'], 'oil!'],
      defaultTranslation: 'Cut the onions and fry them in oil!',
    },
    {
      main: [
        ['Probier', { lookup: 'probieren' }],
        ['mal', { lookup: 'mal' }],
        'die',
        ['Suppe!', { lookup: 'Suppe' }],
        'Sie',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['sehr', { lookup: 'sehr' }],
        ['scharf.', { lookup: 'scharf' }],
      ],
      translation: [['', 'Just'], ['try', 'taste'], 'the soup!', 'It is', 'very', ['spicy.', 'hot.']],
      defaultTranslation: 'Try the soup! It is very spicy.',
      notes: ['Sie ist: the soup (die Suppe) is feminine, so "it" is sie.'],
    },
    {
      main: [
        ['Leg', { lookup: 'legen' }],
        'das',
        ['Messer', { lookup: 'Messer' }],
        ['nicht', { lookup: 'nicht' }],
        ['auf', { lookup: 'auf' }],
        'den',
        ['Boden!', { lookup: 'Boden' }],
      ],
      translation: ["Don't", ['put', 'lay'], 'the knife', ['on', 'onto'], 'the', ['floor!', 'ground!']],
      defaultTranslation: "Don't put the knife on the floor!",
      notes: ['auf den Boden: legen is motion to a place, accusative.'],
    },
    {
      main: [
        'Die',
        ['Ärztin', { lookup: 'Ärztin' }],
        ['hat', { lookup: 'haben' }],
        'das',
        ['Kind', { lookup: 'Kind' }],
        ['gestern', { lookup: 'gestern' }],
        ['untersucht.', { lookup: 'untersuchen' }],
      ],
      translation: [
        [
          'The doctor examined the child yesterday.',
          'Yesterday the doctor examined the child.',
          'The doctor examined the kid yesterday.',
          'Yesterday the doctor examined the kid.',
        ],
      ],
      defaultTranslation: 'The doctor examined the child yesterday.',
    },
    {
      main: [
        ['Passt', { lookup: 'aufpassen' }],
        ['auf!', { lookup: 'aufpassen' }],
        'Der',
        ['Ofen', { lookup: 'Ofen' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['heiß.', { lookup: 'heiß' }],
      ],
      translation: [
        ['Watch out!', 'Be careful!', 'Careful!', 'Look out!', 'Pay attention!'],
        ['The oven is', "The oven's"],
        'hot.',
      ],
      defaultTranslation: 'Watch out! The oven is hot.',
      notes: ['Passt auf: the ihr imperative of aufpassen, for several people you say du to.'],
    },
    {
      main: [
        ['Fahr', { lookup: 'fahren' }],
        ['nicht', { lookup: 'nicht' }],
        ['so', { term: 'so', transl: 'so' }],
        ['schnell!', { lookup: 'schnell' }],
      ],
      translation: ["Don't", ['drive', 'go'], 'so', ['fast!', 'quickly!']],
      defaultTranslation: "Don't drive so fast!",
      notes: ['Fahr: the du imperative of fahren has no umlaut.'],
    },
    {
      main: [
        'Ich',
        ['habe', { lookup: 'haben' }],
        'die',
        ['Medikamente', { lookup: 'Medikament' }],
        ['in', { lookup: 'in' }],
        'den',
        ['Schrank', { lookup: 'Schrank' }],
        ['gelegt.', { lookup: 'legen' }],
      ],
      translation: [
        'I',
        ['put', 'have put', 'placed', 'have placed'],
        'the',
        ['medicines', 'medicine', 'medication', 'medications'],
        ['in', 'into'],
        'the',
        ['cupboard.', 'closet.', 'cabinet.'],
      ],
      defaultTranslation: 'I put the medicines in the cupboard.',
      notes: ['in den Schrank: legen is motion to a place, accusative.'],
    },
  ],
} satisfies ExerciseSet;
