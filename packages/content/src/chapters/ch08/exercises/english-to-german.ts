import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 8 exercises, English to German: 9 sentences for the perfect tense (the English simple
 * past and present perfect both become the German perfect), with haben and with sein, and the
 * pronoun order of Word Order (II). Every "you" carries a prompt (formal / informal / informal,
 * pl.), and "it" the gender to assume; key words carry their German dictionary term for the cheat
 * links. Where a time expression or an object can also come first, that order is listed too.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch8_ex_to_german',
  sentences: [
    {
      main: [
        'I',
        ['got up', { term: 'aufstehen, ist aufgestanden', transl: 'to get up' }],
        ['early', { term: 'früh', transl: 'early' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [['Heute bin ich früh aufgestanden.', 'Ich bin heute früh aufgestanden.']],
      notes: [
        'aufstehen takes sein: ich bin aufgestanden. Time (heute) comes before manner (früh). heute früh can also mean this morning; putting Heute first avoids the ambiguity.',
      ],
    },
    {
      main: [
        'Have',
        'you',
        ['informal', { isPrompt: true }],
        ['called', { term: 'anrufen, angerufen', transl: 'to call (on the phone)' }],
        'your',
        ['mother', { term: 'Mutter, ⸚, die', transl: 'mother' }],
        ['yet?', { term: 'schon', transl: 'already, yet' }],
      ],
      translation: [['Hast du deine Mutter schon angerufen?', 'Hast du schon deine Mutter angerufen?']],
      notes: [
        'anrufen takes a direct object in the accusative: deine Mutter. The prefix an joins the participle: angerufen.',
      ],
    },
    {
      main: [
        'We',
        ['stayed', { term: 'bleiben, ist geblieben', transl: 'to stay' }],
        ['at home', { term: 'zu Hause', transl: 'at home' }],
        'at the',
        ['weekend.', { term: 'Wochenende, -n, das', transl: 'weekend' }],
      ],
      translation: [
        ['Wir sind am Wochenende', 'Am Wochenende sind wir'],
        ['zu Hause', 'zuhause'],
        'geblieben.',
      ],
      defaultTranslation: 'Wir sind am Wochenende zu Hause geblieben.',
      notes: ['bleiben takes sein. Time before place: am Wochenende before zu Hause.'],
    },
    {
      main: [
        'My',
        ['brother', { term: 'Bruder, ⸚, der', transl: 'brother' }],
        ['repaired', { term: 'reparieren, repariert', transl: 'to repair' }],
        'the',
        ['bicycle.', { term: 'Fahrrad, ⸚er, das', transl: 'bicycle' }],
      ],
      translation: [['Mein Bruder hat das Fahrrad repariert.', 'Das Fahrrad hat mein Bruder repariert.']],
      notes: ['Verbs in -ieren take no ge-: repariert.'],
    },
    {
      main: [
        'The',
        ['film', { term: 'Film, -e, der', transl: 'film' }],
        ['started', { term: 'anfangen (ä), angefangen', transl: 'to start, to begin' }],
        ['late.', { term: 'spät', transl: 'late' }],
      ],
      translation: ['Der Film hat spät', ['angefangen', 'begonnen'], '.'],
      defaultTranslation: 'Der Film hat spät angefangen.',
      notes: ['anfangen and beginnen both take haben: hat angefangen, hat begonnen.'],
    },
    {
      main: [
        'Did',
        'you',
        ['formal', { isPrompt: true }],
        ['understand', { term: 'verstehen, verstanden', transl: 'to understand' }],
        'the',
        ['question?', { term: 'Frage, -n, die', transl: 'question' }],
      ],
      translation: 'Haben Sie die Frage verstanden?',
      notes: ['ver- is an inseparable prefix: verstanden, with no ge-.'],
    },
    {
      main: [
        'She',
        ['gave', { term: 'geben (i), gegeben', transl: 'to give' }],
        'it',
        ['assume neuter gender', { isPrompt: true }],
        'to',
        'me.',
      ],
      translation: 'Sie hat es mir gegeben.',
      notes: ['Two pronoun objects: the accusative es before the dative mir.'],
    },
    {
      main: [
        'The',
        ['children', { term: 'Kind, -er, das', transl: 'child' }],
        ['went', { term: 'gehen, ist gegangen', transl: 'to go' }],
        'to the',
        ['park,', { term: 'Park, -s, der', transl: 'park' }],
        'and',
        'we',
        ['cleaned', { term: 'putzen, geputzt', transl: 'to clean' }],
        'the',
        ['house.', { term: 'Haus, ⸚er, das', transl: 'house' }],
      ],
      translation: [
        'Die Kinder sind',
        ['zum Park', 'in den Park'],
        'gegangen, und wir haben das Haus',
        ['geputzt.', 'sauber gemacht.'],
      ],
      defaultTranslation: 'Die Kinder sind zum Park gegangen, und wir haben das Haus geputzt.',
      notes: [
        'Each clause has its own auxiliary: sind gegangen (change of place), haben geputzt (direct object). zu takes the dative: zum Park.',
      ],
    },
    {
      main: [
        'What',
        'did',
        'you',
        ['informal, pl.', { isPrompt: true }],
        ['do', { term: 'machen', transl: 'to do, to make' }],
        ['yesterday evening?', { term: 'gestern Abend', transl: 'yesterday evening' }],
      ],
      translation: ['Was habt ihr gestern Abend', ['gemacht?', 'getan?']],
      defaultTranslation: 'Was habt ihr gestern Abend gemacht?',
    },
  ],
} satisfies ExerciseSet;
