import type { ExerciseSet, SentencePart } from '../../../sets/schema.ts';

/** A word with the German dictionary term its cheat link shows. */
function t(word: string, term: string, transl: string): SentencePart {
  return [word, { term, transl }];
}

/** A hint in brackets, e.g. "informal" after "you". */
function prompt(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Chapter 9 exercises, English to German: 10 sentences with the future (werden + infinitive,
 * and the present with a time word where English uses will), werden (to become), the two-case
 * prepositions with motion (accusative) and location (dative), the contractions im and ins, the
 * verb pairs legen/liegen, stellen/stehen, setzen/sitzen and hängen, and the chapter's adverbs in
 * the order time – manner – place. Every "you" carries a prompt (formal / informal); key words
 * carry their German dictionary term for the cheat links. Where more than one word order is
 * right, each is listed; an dem and in das are accepted beside im and ins.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch9_ex_to_german',
  sentences: [
    {
      main: [
        'I',
        t('will', 'werden, ist geworden', 'to become'),
        t('stay', 'bleiben, ist geblieben', 'to stay'),
        t('at home', 'zu Hause', 'at home'),
        t('tomorrow.', 'morgen', 'tomorrow'),
      ],
      translation: [
        [
          'Ich werde morgen zu Hause bleiben.',
          'Morgen werde ich zu Hause bleiben.',
          'Ich bleibe morgen zu Hause.',
          'Morgen bleibe ich zu Hause.',
        ],
      ],
      notes: [
        'The future: werde … bleiben, with the infinitive at the end; with a time word (morgen) the present is often used instead. Time before place: morgen zu Hause.',
      ],
    },
    {
      main: [
        t('Will', 'werden, ist geworden', 'to become'),
        'you',
        prompt('formal'),
        t('rent', 'mieten, gemietet', 'to rent'),
        'the',
        t('flat?', 'Wohnung, -en, die', 'flat'),
      ],
      translation: [['Werden Sie die Wohnung mieten?', 'Mieten Sie die Wohnung?']],
      notes: ['A yes/no question in the future: werden first, the infinitive at the end.'],
    },
    {
      main: [
        'She',
        'is',
        t('putting', 'legen, gelegt', 'to put (lying flat)'),
        'the',
        t('keys', 'Schlüssel, -, der', 'key'),
        t('on', 'auf (+acc / dat)', 'onto'),
        'the',
        t('table.', 'Tisch, -e, der', 'table'),
      ],
      translation: 'Sie legt die Schlüssel auf den Tisch.',
      notes: ['legen: motion to a place (wohin?), so auf takes the accusative: auf den Tisch.'],
    },
    {
      main: [
        'We',
        'are',
        t('hanging', 'hängen, gehängt / gehangen', 'to hang'),
        'the',
        t('mirror', 'Spiegel, -, der', 'mirror'),
        t('on', 'an (+acc / dat)', 'on (a vertical surface)'),
        'the',
        t('wall.', 'Wand, ⸚e, die', 'wall'),
      ],
      translation: 'Wir hängen den Spiegel an die Wand.',
      notes: ['hängen with an object: motion to a place, so an takes the accusative: an die Wand.'],
    },
    {
      main: [
        'The',
        t('TV', 'Fernseher, -, der', 'TV'),
        'is',
        t('in', 'in (+acc / dat)', 'in'),
        'the',
        t('living room.', 'Wohnzimmer, -, das', 'living room'),
      ],
      translation: ['Der Fernseher', ['steht', 'ist'], ['im', 'in dem'], 'Wohnzimmer.'],
      notes: [
        'A location (wo?): in takes the dative, in dem → im. A TV stands: German often says steht where English says is.',
      ],
    },
    {
      main: [
        'Are',
        'you',
        prompt('informal'),
        t('putting', 'stellen, gestellt', 'to put (standing up)'),
        'the',
        t('bike', 'Fahrrad, ⸚er, das', 'bike'),
        t('in', 'in (+acc / dat)', 'into'),
        'the',
        t('cellar?', 'Keller, -, der', 'cellar'),
      ],
      translation: 'Stellst du das Fahrrad in den Keller?',
      notes: ['stellen: motion to a place, so in takes the accusative: in den Keller.'],
    },
    {
      main: [
        'My',
        t('sister', 'Schwester, -n, die', 'sister'),
        t('will become', 'werden, ist geworden', 'to become'),
        'a',
        t('teacher.', 'Lehrerin, -nen, die', 'teacher (female)'),
      ],
      translation: ['Meine Schwester wird Lehrerin', ['werden.', '']],
      notes: [
        'wird … werden is the future of werden; wird Lehrerin alone also says it. A job after werden has no ein.',
      ],
    },
    {
      main: [
        t('Unfortunately', 'leider', 'unfortunately'),
        'the',
        t('kitchen', 'Küche, -n, die', 'kitchen'),
        'is',
        'very',
        t('dark.', 'dunkel', 'dark'),
      ],
      translation: [['Leider ist die Küche sehr dunkel.', 'Die Küche ist leider sehr dunkel.']],
      notes: ['Leider in first place sends the verb to second place: Leider ist …'],
    },
    {
      main: [
        'We',
        'are',
        t('going', 'gehen, ist gegangen', 'to go'),
        'to the',
        t('cinema', 'Kino, -s, das', 'cinema'),
        t('together', 'zusammen', 'together'),
        t('the day after tomorrow.', 'übermorgen', 'the day after tomorrow'),
      ],
      translation: [
        [
          'Wir gehen übermorgen zusammen ins Kino.',
          'Übermorgen gehen wir zusammen ins Kino.',
          'Wir gehen übermorgen zusammen in das Kino.',
          'Übermorgen gehen wir zusammen in das Kino.',
          'Wir werden übermorgen zusammen ins Kino gehen.',
          'Übermorgen werden wir zusammen ins Kino gehen.',
        ],
      ],
      notes: ['Time – manner – place: übermorgen, zusammen, ins Kino (motion: in das → ins).'],
    },
    {
      main: [
        'The',
        t('children', 'Kind, -er, das', 'child'),
        'are',
        t('sitting', 'sitzen, gesessen', 'to sit'),
        t('on', 'auf (+acc / dat)', 'on (top of)'),
        'the',
        t('sofa', 'Sofa, -s, das', 'sofa'),
        'in the',
        t('living room.', 'Wohnzimmer, -, das', 'living room'),
      ],
      translation: [
        [
          'Die Kinder sitzen auf dem Sofa im Wohnzimmer.',
          'Die Kinder sitzen auf dem Sofa in dem Wohnzimmer.',
          'Die Kinder sitzen im Wohnzimmer auf dem Sofa.',
          'Die Kinder sitzen in dem Wohnzimmer auf dem Sofa.',
          'Im Wohnzimmer sitzen die Kinder auf dem Sofa.',
        ],
      ],
      notes: ['sitzen: location, so both prepositions take the dative: auf dem Sofa, im Wohnzimmer.'],
    },
  ],
} satisfies ExerciseSet;
