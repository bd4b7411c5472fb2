import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 11 exercises, English to German: 14 sentences with the modal verbs, wissen and
 * dependent clauses (dass, weil, wenn, ob, bevor, obwohl, damit, and wann in a reported question),
 * the dependent clause after the main clause and in first position. Every "you" carries a prompt (formal / informal / informal, pl.);
 * key words carry their German dictionary term for the cheat links. Where a time expression can
 * also come first, or the dependent clause can stand first or last, both orders are listed; with the
 * dependent clause first, the name may move into it (Bevor Anna zur Arbeit geht, will sie …); denn
 * with main-clause order is accepted beside weil, and gern beside möchten.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch11_ex_to_german',
  sentences: [
    {
      main: [
        'I',
        ['have to', { term: 'müssen (muss)', transl: 'to have to, must' }],
        ['work', { term: 'arbeiten', transl: 'to work' }],
        ['tomorrow.', { term: 'morgen', transl: 'tomorrow' }],
      ],
      translation: [['Ich muss morgen arbeiten.', 'Morgen muss ich arbeiten.']],
    },
    {
      main: [
        ['Can', { term: 'können (kann)', transl: 'can, to be able to' }],
        'you',
        ['informal', { isPrompt: true }],
        ['help', { term: 'helfen (hilft) + dat.', transl: 'to help' }],
        'me?',
      ],
      translation: 'Kannst du mir helfen?',
      notes: ['helfen takes the dative: mir.'],
    },
    {
      main: [
        'We',
        ['would like', { term: 'möchten (möchte)', transl: 'would like' }],
        'to',
        ['drink', { term: 'trinken', transl: 'to drink' }],
        'a',
        ['coffee.', { term: 'Kaffee, -s, der', transl: 'coffee' }],
      ],
      translation: ['Wir möchten', ['', 'gern', 'gerne'], ['einen Kaffee', 'Kaffee'], 'trinken.'],
      defaultTranslation: 'Wir möchten einen Kaffee trinken.',
    },
    {
      main: [
        'I',
        ['know', { term: 'wissen (weiß)', transl: 'to know (a fact)' }],
        ['that', { term: 'dass', transl: 'that' }],
        'she is',
        ['ill.', { term: 'krank', transl: 'ill, sick' }],
      ],
      translation: [['Ich weiß, dass sie krank ist.', 'Ich weiß, sie ist krank.']],
      defaultTranslation: 'Ich weiß, dass sie krank ist.',
      notes: ['dass sends the verb ist to the end; a comma comes before dass.'],
    },
    {
      main: [
        'The',
        ['children', { term: 'Kind, -er, das', transl: 'child' }],
        'are not',
        ['allowed to', { term: 'dürfen (darf)', transl: 'may, to be allowed to' }],
        ['watch TV.', { term: 'fernsehen (sieht fern)', transl: 'to watch TV' }],
      ],
      translation: 'Die Kinder dürfen nicht fernsehen.',
    },
    {
      main: [
        'Paul is',
        ['staying', { term: 'bleiben', transl: 'to stay' }],
        ['at home', { term: 'zu Hause', transl: 'at home' }],
        ['because', { term: 'weil', transl: 'because' }],
        'it is',
        ['raining.', { term: 'regnen', transl: 'to rain' }],
      ],
      translation: [
        [
          'Paul bleibt zu Hause, weil es regnet.',
          'Paul bleibt zuhause, weil es regnet.',
          'Weil es regnet, bleibt Paul zu Hause.',
          'Weil es regnet, bleibt Paul zuhause.',
          'Paul bleibt zu Hause, denn es regnet.',
          'Paul bleibt zuhause, denn es regnet.',
        ],
      ],
      defaultTranslation: 'Paul bleibt zu Hause, weil es regnet.',
    },
    {
      main: [
        ['If', { term: 'wenn', transl: 'if, when' }],
        'you',
        ['formal', { isPrompt: true }],
        'have',
        ['time,', { term: 'Zeit, -en, die', transl: 'time' }],
        'you',
        ['formal', { isPrompt: true }],
        'can',
        ['come along.', { term: 'mitkommen', transl: 'to come along' }],
      ],
      translation: [
        [
          'Wenn Sie Zeit haben, können Sie mitkommen.',
          'Wenn Sie Zeit haben, dann können Sie mitkommen.',
          'Sie können mitkommen, wenn Sie Zeit haben.',
        ],
      ],
      defaultTranslation: 'Wenn Sie Zeit haben, können Sie mitkommen.',
      notes: ['With the wenn clause first, the modal können comes right after the comma.'],
    },
    {
      main: [
        'Do',
        'you',
        ['informal, pl.', { isPrompt: true }],
        ['know', { term: 'wissen (weiß)', transl: 'to know (a fact)' }],
        ['whether', { term: 'ob', transl: 'whether, if' }],
        'the',
        ['train', { term: 'Zug, ⸚e, der', transl: 'train' }],
        'is',
        ['on time?', { term: 'pünktlich', transl: 'on time, punctual' }],
      ],
      translation: 'Wisst ihr, ob der Zug pünktlich ist?',
    },
    {
      main: [
        'Anna',
        ['wants', { term: 'wollen (will)', transl: 'to want' }],
        'to',
        ['call', { term: 'anrufen', transl: 'to call (on the phone)' }],
        'her',
        ['mother', { term: 'Mutter, ⸚, die', transl: 'mother' }],
        ['before', { term: 'bevor', transl: 'before (conjunction)' }],
        'she',
        ['goes to work.', { term: 'zur Arbeit gehen', transl: 'to go to work' }],
      ],
      translation: [
        [
          'Anna will ihre Mutter anrufen, bevor sie zur Arbeit geht.',
          'Bevor sie zur Arbeit geht, will Anna ihre Mutter anrufen.',
          'Bevor Anna zur Arbeit geht, will sie ihre Mutter anrufen.',
        ],
      ],
      defaultTranslation: 'Anna will ihre Mutter anrufen, bevor sie zur Arbeit geht.',
    },
    {
      main: [
        ['Although', { term: 'obwohl', transl: 'although' }],
        'he is',
        ['tired,', { term: 'müde', transl: 'tired' }],
        'he is',
        ['supposed to', { term: 'sollen (soll)', transl: 'to be supposed to' }],
        ['study.', { term: 'lernen', transl: 'to study, to learn' }],
      ],
      translation: [['Obwohl er müde ist, soll er lernen.', 'Er soll lernen, obwohl er müde ist.']],
      defaultTranslation: 'Obwohl er müde ist, soll er lernen.',
    },
    {
      main: [
        'We',
        "don't",
        ['know', { term: 'wissen (weiß)', transl: 'to know (a fact)' }],
        ['when', { term: 'wann', transl: 'when' }],
        'the',
        ['course', { term: 'Kurs, -e, der', transl: 'course' }],
        ['starts.', { term: 'anfangen (fängt an)', transl: 'to start' }],
      ],
      translation: ['Wir wissen nicht, wann der Kurs', ['anfängt', 'beginnt'], '.'],
      defaultTranslation: 'Wir wissen nicht, wann der Kurs anfängt.',
      notes: ['wann starts the dependent clause here, so the verb goes to the end, joined: anfängt.'],
    },
    {
      main: [
        'You',
        ['informal', { isPrompt: true }],
        ['must not', { term: 'dürfen (darf) + nicht', transl: 'must not, not to be allowed to' }],
        ['smoke', { term: 'rauchen', transl: 'to smoke' }],
        ['here.', { term: 'hier', transl: 'here' }],
      ],
      translation: [['Du darfst hier nicht rauchen.', 'Hier darfst du nicht rauchen.']],
      defaultTranslation: 'Du darfst hier nicht rauchen.',
      notes: ['must not is nicht dürfen; du musst nicht would mean you do not have to.'],
    },
    {
      main: [
        'I am',
        ['learning', { term: 'lernen', transl: 'to learn, to study' }],
        'German',
        ['so that', { term: 'damit', transl: 'so that' }],
        'I',
        ['can', { term: 'können (kann)', transl: 'can, to be able to' }],
        ['study', { term: 'studieren', transl: 'to study (at university)' }],
        'in Berlin.',
      ],
      translation: [
        [
          'Ich lerne Deutsch, damit ich in Berlin studieren kann.',
          'Damit ich in Berlin studieren kann, lerne ich Deutsch.',
        ],
      ],
      defaultTranslation: 'Ich lerne Deutsch, damit ich in Berlin studieren kann.',
      notes: ['In the damit clause the modal kann is the conjugated verb: it goes last, after studieren.'],
    },
    {
      main: [
        'My',
        ['brother', { term: 'Bruder, ⸚, der', transl: 'brother' }],
        ['has to', { term: 'müssen (muss)', transl: 'to have to, must' }],
        ['study', { term: 'lernen', transl: 'to learn, to study' }],
        ['because', { term: 'weil', transl: 'because' }],
        'he has an',
        ['exam', { term: 'Prüfung, -en, die', transl: 'exam' }],
        ['tomorrow.', { term: 'morgen', transl: 'tomorrow' }],
      ],
      translation: [
        [
          'Mein Bruder muss lernen, weil er morgen eine Prüfung hat.',
          'Weil er morgen eine Prüfung hat, muss mein Bruder lernen.',
          'Weil mein Bruder morgen eine Prüfung hat, muss er lernen.',
          'Mein Bruder muss lernen, denn er hat morgen eine Prüfung.',
          'Mein Bruder muss lernen, denn morgen hat er eine Prüfung.',
        ],
      ],
      defaultTranslation: 'Mein Bruder muss lernen, weil er morgen eine Prüfung hat.',
      notes: [
        'weil sends hat to the end; with denn (because) the clause keeps main-clause order: denn er hat …',
      ],
    },
  ],
} satisfies ExerciseSet;
