import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 6 exercises, English to German: 9 sentences with the stem changers e → ie and a → ä
 * (liest, hält, läuft, trägt, fällt, sieht, empfehlen), the genitive prepositions (während, wegen,
 * trotz, statt), a clock time, a date and gern. Every "you" carries a prompt (formal / informal);
 * key words carry their German dictionary term for the cheat links. Where more than one word order
 * is right (a phrase first or after the verb, time before place), each is listed.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch6_ex_to_german',
  sentences: [
    {
      main: [
        'My',
        ['father', { term: 'Vater, ⸚, der', transl: 'father' }],
        'is',
        ['reading', { term: 'lesen (ie), gelesen', transl: 'to read' }],
        'the',
        ['newspaper', { term: 'Zeitung, -en, die', transl: 'newspaper' }],
        ['during', { term: 'während (+gen)', transl: 'during' }],
        ['breakfast.', { term: 'Frühstück, -e, das', transl: 'breakfast' }],
      ],
      translation: [
        [
          'Mein Vater liest während des Frühstücks die Zeitung.',
          'Mein Vater liest die Zeitung während des Frühstücks.',
          'Während des Frühstücks liest mein Vater die Zeitung.',
          'Mein Vater liest beim Frühstück die Zeitung.',
          'Beim Frühstück liest mein Vater die Zeitung.',
        ],
      ],
      notes: ['liest: lesen changes e → ie for er/sie/es. während takes the genitive: des Frühstücks.'],
    },
    {
      main: [
        'Do',
        'you',
        ['informal', { isPrompt: true }],
        'like',
        ['playing', { term: 'spielen, gespielt', transl: 'to play' }],
        ['tennis?', { term: 'Tennis, das', transl: 'tennis' }],
      ],
      translation: ['Spielst du', ['gern', 'gerne'], 'Tennis?'],
      notes: ['To like doing something: the verb + gern. Spielst du gern Tennis?'],
    },
    {
      main: [
        'The',
        ['bus', { term: 'Bus, -se, der', transl: 'bus' }],
        ['stops', { term: 'halten (ä), gehalten', transl: 'to stop' }],
        ['here', { term: 'hier', transl: 'here' }],
        'at',
        'a',
        ['quarter', { term: 'Viertel, -, das', transl: 'quarter' }],
        'past',
        ['eight.', { term: 'acht', transl: 'eight' }],
      ],
      translation: [
        // The everyday time, the official time and the regional viertel neun (Time II), in each word order.
        ['Viertel nach acht', 'acht Uhr fünfzehn', 'viertel neun'].flatMap((time) => [
          `Der Bus hält um ${time} hier.`,
          `Der Bus hält hier um ${time}.`,
          `Um ${time} hält der Bus hier.`,
          `Hier hält der Bus um ${time}.`,
        ]),
      ],
      notes: [
        'hält: halten changes a → ä for er/sie/es, and the changed stem in -t adds nothing. A clock time takes um. Time usually comes before place (um Viertel nach acht hier), but the short hier may come first.',
      ],
    },
    {
      main: [
        ['Because of', { term: 'wegen (+gen)', transl: 'because of' }],
        'the',
        ['rain', { term: 'Regen, der', transl: 'rain' }],
        'we',
        'are',
        ['at home', { term: 'zu Hause', transl: 'at home' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [
        [
          'Wegen des Regens sind wir heute zu Hause.',
          'Heute sind wir wegen des Regens zu Hause.',
          'Wir sind heute wegen des Regens zu Hause.',
          'Wir sind wegen des Regens heute zu Hause.',
        ],
      ],
      notes: ['wegen takes the genitive: des Regens, with -s on the masculine noun.'],
    },
    {
      main: [
        'Lena',
        'is',
        ['running', { term: 'laufen (ä), ist gelaufen', transl: 'to run' }],
        ['through', { term: 'durch (+acc)', transl: 'through' }],
        'the',
        ['park', { term: 'Park, -s, der', transl: 'park' }],
        ['in spite of', { term: 'trotz (+gen)', transl: 'in spite of' }],
        'the',
        ['snow.', { term: 'Schnee, der', transl: 'snow' }],
      ],
      translation: [
        [
          'Lena läuft trotz des Schnees durch den Park.',
          'Trotz des Schnees läuft Lena durch den Park.',
          'Lena läuft durch den Park trotz des Schnees.',
        ],
      ],
      notes: ['läuft: laufen changes au → äu for er/sie/es. durch takes the accusative, trotz the genitive.'],
    },
    {
      main: [
        'Does',
        'he',
        ['wear', { term: 'tragen (ä), getragen', transl: 'to wear' }],
        'a',
        ['coat', { term: 'Mantel, ⸚, der', transl: 'coat' }],
        'in',
        ['winter?', { term: 'Winter, -, der', transl: 'winter' }],
      ],
      translation: [['Trägt er im Winter einen Mantel?', 'Trägt er einen Mantel im Winter?']],
      notes: ['trägt: tragen changes a → ä for er/sie/es. The seasons take im: im Winter.'],
    },
    {
      main: [
        ['Today', { term: 'heute', transl: 'today' }],
        'is',
        'the',
        ['twentieth', { term: 'zwanzigste', transl: 'twentieth, 20th' }],
        'of',
        ['July.', { term: 'Juli, der', transl: 'July' }],
      ],
      translation: [
        [
          'Heute ist der zwanzigste Juli.',
          'Heute ist der 20. Juli.',
          'Heute haben wir den zwanzigsten Juli.',
        ],
      ],
      notes: ['From 20 on, ordinals add -ste: zwanzigste. After der the ending is -e.'],
    },
    {
      main: [
        'The',
        ['glass', { term: 'Glas, ⸚er, das', transl: 'glass' }],
        ['falls', { term: 'fallen (ä), ist gefallen', transl: 'to fall' }],
        ['off', { term: 'von (+dat)', transl: 'from, of, by' }],
        'the',
        ['table,', { term: 'Tisch, -e, der', transl: 'table' }],
        'and',
        'my',
        ['mother', { term: 'Mutter, ⸚, die', transl: 'mother' }],
        ['sees', { term: 'sehen (ie), gesehen', transl: 'to see' }],
        'it.',
      ],
      translation: [
        ['Das Glas fällt vom Tisch,', 'Das Glas fällt von dem Tisch,'],
        'und meine Mutter sieht',
        ['es.', 'das.'],
      ],
      notes: ['fällt and sieht: fallen changes a → ä, sehen e → ie for er/sie/es. vom is von dem.'],
    },
    {
      main: [
        'Do',
        'you',
        ['formal', { isPrompt: true }],
        ['recommend', { term: 'empfehlen (ie), empfohlen', transl: 'to recommend' }],
        'the',
        ['fish', { term: 'Fisch, -e, der', transl: 'fish' }],
        ['instead of', { term: 'statt (+gen)', transl: 'instead of' }],
        'the',
        ['meat?', { term: 'Fleisch, das', transl: 'meat' }],
      ],
      translation: [
        'Empfehlen Sie',
        [
          'den Fisch statt des Fleisches?',
          'statt des Fleisches den Fisch?',
          'den Fisch anstatt des Fleisches?',
          'anstatt des Fleisches den Fisch?',
        ],
      ],
      notes: ['Formal Sie has no stem change: Sie empfehlen. statt takes the genitive: des Fleisches.'],
    },
  ],
} satisfies ExerciseSet;
