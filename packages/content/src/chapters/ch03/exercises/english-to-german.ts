import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 3 exercises, English to German: 8 sentences. Every "you" carries a prompt (formal /
 * informal / informal, pl.), and "teacher" and "friend" carry f. where German must choose the
 * feminine noun; key words carry their German dictionary term for the cheat links. Where more
 * than one word order is right, each is listed as a whole-sentence alternative.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch3_ex_to_german',
  sentences: [
    {
      main: [
        'The',
        ['old', { term: 'alt', transl: 'old' }],
        ['table', { term: 'Tisch, -e, der', transl: 'table' }],
        'is',
        ['very', { term: 'sehr', transl: 'very' }],
        ['cheap.', { term: 'billig', transl: 'cheap' }],
      ],
      translation: 'Der alte Tisch ist sehr billig.',
      notes: [
        'Before the noun, alt takes -e after der (masculine nominative); after ist, billig takes no ending.',
      ],
    },
    {
      main: [
        'Are',
        'you',
        ['formal', { isPrompt: true }],
        ['visiting', { term: 'besuchen, besucht', transl: 'to visit' }],
        'the',
        ['new', { term: 'neu', transl: 'new' }],
        ['museum', { term: 'Museum, Museen, das', transl: 'museum' }],
        ['today?', { term: 'heute', transl: 'today' }],
      ],
      translation: [['Besuchen Sie heute das neue Museum?', 'Besuchen Sie das neue Museum heute?']],
      notes: ['das neue Museum: neuter accusative after das, -e.'],
    },
    {
      main: [
        'Do',
        'you',
        ['informal', { isPrompt: true }],
        ['need', { term: 'brauchen, gebraucht', transl: 'to need' }],
        'a',
        ['warm', { term: 'warm', transl: 'warm' }],
        ['coat?', { term: 'Mantel, ⸚, der', transl: 'coat' }],
      ],
      translation: 'Brauchst du einen warmen Mantel?',
      notes: ['Mantel is masculine and the direct object: einen, and the adjective after einen takes -en.'],
    },
    {
      main: [
        'The',
        ['teacher', { term: 'Lehrerin, -nen, die', transl: 'teacher (female)' }],
        ['f.', { isPrompt: true }],
        ['shows', { term: 'zeigen, gezeigt', transl: 'to show' }],
        'the',
        ['children', { term: 'Kind, -er, das', transl: 'child' }],
        'a',
        ['beautiful', { term: 'schön', transl: 'beautiful' }],
        ['picture.', { term: 'Bild, -er, das', transl: 'picture' }],
      ],
      translation: [
        [
          'Die Lehrerin zeigt den Kindern ein schönes Bild.',
          'Den Kindern zeigt die Lehrerin ein schönes Bild.',
        ],
      ],
      notes: [
        'den Kindern (dative plural, with -n) comes before the direct object ein schönes Bild. After plain ein the neuter adjective takes -es.',
      ],
    },
    {
      main: [
        ['This evening', { term: 'heute Abend', transl: 'this evening' }],
        'Anna',
        'is',
        ['writing', { term: 'schreiben, geschrieben', transl: 'to write' }],
        'a',
        ['long', { term: 'lang', transl: 'long' }],
        ['letter', { term: 'Brief, -e, der', transl: 'letter' }],
        'to',
        'a',
        ['good', { term: 'gut', transl: 'good' }],
        ['friend', { term: 'Freundin, -nen, die', transl: 'friend (female)' }],
        ['f.', { isPrompt: true }],
        '.',
      ],
      translation: [
        [
          'Heute Abend schreibt Anna einer guten Freundin einen langen Brief.',
          'Anna schreibt heute Abend einer guten Freundin einen langen Brief.',
          'Anna schreibt einer guten Freundin heute Abend einen langen Brief.',
          'Heute Abend schreibt Anna einen langen Brief an eine gute Freundin.',
          'Anna schreibt heute Abend einen langen Brief an eine gute Freundin.',
        ],
      ],
      notes: [
        'German needs no word for "to" here: einer guten Freundin is the dative (indirect object) and comes before the direct object einen langen Brief. With an (chapter 9) and the accusative, the friend comes last: einen langen Brief an eine gute Freundin.',
      ],
    },
    {
      main: [
        'The',
        ['red', { term: 'rot', transl: 'red' }],
        ['bike', { term: 'Fahrrad, ⸚er, das', transl: 'bike' }],
        ["isn't", { term: 'nicht', transl: 'not' }],
        ['new,', { term: 'neu', transl: 'new' }],
        ['but', { term: 'aber', transl: 'but' }],
        'it',
        'is',
        ['fast.', { term: 'schnell', transl: 'fast' }],
      ],
      translation: [
        [
          'Das rote Fahrrad ist nicht neu, aber es ist schnell.',
          'Das rote Fahrrad ist nicht neu, aber schnell.',
        ],
      ],
      notes: ['it is es, because das Fahrrad is neuter. nicht comes before the adjective neu.'],
    },
    {
      main: [
        'What',
        'are',
        'you',
        ['informal, pl.', { isPrompt: true }],
        ['buying', { term: 'kaufen, gekauft', transl: 'to buy' }],
        'for',
        'the',
        ['young', { term: 'jung', transl: 'young' }],
        ['parents?', { term: 'Eltern', transl: 'parents' }],
      ],
      translation: ['Was kauft ihr', ['den jungen Eltern?', 'für die jungen Eltern?']],
      notes: [
        'The standard way to say "for" is für with the accusative: für die jungen Eltern (für comes in chapter 5). Without für, the people you buy something for can also be in the dative: den jungen Eltern. Eltern already ends in -n, so it adds nothing in the dative plural.',
      ],
    },
    {
      main: [
        'The',
        ['guests', { term: 'Gast, ⸚e, der', transl: 'guest' }],
        'are',
        ['not', { term: 'nicht', transl: 'not' }],
        ['drinking', { term: 'trinken, getrunken', transl: 'to drink' }],
        'the',
        ['cold', { term: 'kalt', transl: 'cold' }],
        ['water.', { term: 'Wasser, das', transl: 'water' }],
      ],
      translation: 'Die Gäste trinken das kalte Wasser nicht.',
      notes: ['nicht goes after the direct object das kalte Wasser.'],
    },
  ],
} satisfies ExerciseSet;
