import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * A command with bitte in each of its three places: after the verb, first, and last
 * ("Schließ bitte die Tür!", "Bitte schließ die Tür!", "Schließ die Tür bitte!"), for each
 * accepted form of the verb.
 */
function withBitte(verbs: readonly string[], rest: string): string[][] {
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return [
    verbs.flatMap((verb) => [
      `${verb} bitte ${rest}!`,
      `Bitte ${lower(verb)} ${rest}!`,
      `${verb} ${rest} bitte!`,
    ]),
  ];
}

/**
 * Chapter 10 exercises, English to German: 11 sentences for the imperative (du, ihr and Sie, a
 * stem change, sein and a separable verb), the two-case prepositions and the place of nicht.
 * Every "you" and every command carries a prompt (formal / informal / informal, pl.); key words
 * carry their German dictionary term for the cheat links. Where the du imperative may end in -e
 * (schließ / schließe), both are accepted; where bitte can stand in several places, each is.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch10_ex_to_german',
  sentences: [
    {
      main: [
        ['Please', { term: 'bitte', transl: 'please' }],
        ['close', { term: 'schließen', transl: 'to close' }],
        'the',
        ['door!', { term: 'Tür, -en, die', transl: 'door' }],
        ['informal', { isPrompt: true }],
      ],
      translation: withBitte(['Schließ', 'Schließe'], 'die Tür'),
      defaultTranslation: 'Schließ bitte die Tür!',
      notes: ['Schließ: the du imperative of schließen; schließe is also correct.'],
    },
    {
      main: [
        ['Take', { term: 'nehmen', transl: 'to take' }],
        'a',
        ['tablet!', { term: 'Tablette, -n, die', transl: 'tablet, pill' }],
        ['formal', { isPrompt: true }],
      ],
      translation: [['Nehmen Sie eine Tablette!']],
      notes: ['Nehmen Sie: the Sie imperative has no stem change.'],
    },
    {
      main: [
        ['Children,', { term: 'Kind, -er, das', transl: 'child' }],
        ['please', { term: 'bitte', transl: 'please' }],
        ['be', { term: 'sein', transl: 'to be' }],
        ['quiet!', { term: 'leise', transl: 'quiet' }],
        ['informal, pl.', { isPrompt: true }],
      ],
      translation: [
        [
          'Kinder, seid bitte leise!',
          'Kinder, bitte seid leise!',
          'Kinder, seid leise, bitte!',
          'Seid bitte leise, Kinder!',
          'Bitte seid leise, Kinder!',
        ],
      ],
      defaultTranslation: 'Kinder, seid bitte leise!',
      notes: ['Seid: you say ihr to several children, and the ihr imperative of sein is seid.'],
    },
    {
      main: [
        "Don't",
        ['forget', { term: 'vergessen', transl: 'to forget' }],
        'your',
        ['key!', { term: 'Schlüssel, -, der', transl: 'key' }],
        ['informal', { isPrompt: true }],
      ],
      translation: [['Vergiss deinen Schlüssel nicht!']],
      notes: ['Vergiss: e → i in the du imperative. nicht comes after the direct object, at the end.'],
    },
    {
      main: [
        ['Put', { term: 'stellen', transl: 'to put (standing up)' }],
        'the',
        ['bowl', { term: 'Schüssel, -n, die', transl: 'bowl' }],
        ['on', { term: 'auf', transl: 'on' }],
        'the',
        ['table!', { term: 'Tisch, -e, der', transl: 'table' }],
        ['informal', { isPrompt: true }],
      ],
      translation: [['Stell', 'Stelle'], 'die Schüssel auf den Tisch!'],
      defaultTranslation: 'Stell die Schüssel auf den Tisch!',
      notes: ['auf den Tisch: the bowl is put onto the table (motion), so auf takes the accusative.'],
    },
    {
      main: [
        'The',
        ['pharmacy', { term: 'Apotheke, -n, die', transl: 'pharmacy' }],
        'is',
        ['next to', { term: 'neben', transl: 'next to' }],
        'the',
        ['hospital.', { term: 'Krankenhaus, ⸚er, das', transl: 'hospital' }],
      ],
      translation: ['Die Apotheke', ['ist', 'liegt'], 'neben dem Krankenhaus.'],
      defaultTranslation: 'Die Apotheke ist neben dem Krankenhaus.',
      notes: ['neben dem Krankenhaus: location, dative.'],
    },
    {
      main: [
        "I'm",
        'not',
        ['going', { term: 'gehen', transl: 'to go' }],
        'to the',
        ['doctor', { term: 'Arzt, ⸚e, der', transl: 'doctor' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [
        ['Ich gehe heute nicht', 'Heute gehe ich nicht'],
        ['zum Arzt.', 'zur Ärztin.'],
      ],
      defaultTranslation: 'Ich gehe heute nicht zum Arzt.',
      notes: ['nicht after heute (definite time) and before zum Arzt (destination).'],
    },
    {
      main: [
        'That',
        'is',
        'not',
        'my',
        ['doctor.', { term: 'Arzt, ⸚e, der', transl: 'doctor' }],
        ['m.', { isPrompt: true }],
      ],
      translation: [['Das ist nicht mein Arzt.']],
      notes: ['nicht comes before the predicate nominative mein Arzt.'],
    },
    {
      main: [
        ['Get up!', { term: 'aufstehen', transl: 'to get up' }],
        ['informal', { isPrompt: true }],
      ],
      translation: [['Steh auf!', 'Stehe auf!']],
      defaultTranslation: 'Steh auf!',
      notes: ['Steh auf: the separable prefix goes to the end, also in the imperative.'],
    },
    {
      main: [
        'The',
        ['cat', { term: 'Katze, -n, die', transl: 'cat' }],
        'is',
        ['sleeping', { term: 'schlafen', transl: 'to sleep' }],
        ['under', { term: 'unter', transl: 'under' }],
        'the',
        ['bed.', { term: 'Bett, -en, das', transl: 'bed' }],
      ],
      translation: [['Die Katze schläft unter dem Bett.']],
      notes: ['unter dem Bett: location, dative.'],
    },
    {
      main: [
        ['Cut', { term: 'schneiden', transl: 'to cut' }],
        'the',
        ['onions', { term: 'Zwiebel, -n, die', transl: 'onion' }],
        'and',
        ['put', { term: 'legen', transl: 'to put (lying flat)' }],
        'them',
        ['in', { term: 'in', transl: 'in, into' }],
        'the',
        ['pan!', { term: 'Pfanne, -n, die', transl: 'pan' }],
        ['formal', { isPrompt: true }],
      ],
      translation: ['Schneiden Sie die Zwiebeln und', ['legen', 'geben'], 'Sie sie in die Pfanne!'],
      defaultTranslation: 'Schneiden Sie die Zwiebeln und legen Sie sie in die Pfanne!',
      notes: ['in die Pfanne: motion to a place, accusative. Each Sie imperative takes its own Sie.'],
    },
  ],
} satisfies ExerciseSet;
