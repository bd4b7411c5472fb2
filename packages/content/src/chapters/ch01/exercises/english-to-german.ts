import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 1 exercises, English to German: 10 sentences. Every "you" carries a prompt
 * (formal / informal / informal, pl.); key words carry their German dictionary term for the
 * cheat links. Translations accept both word orders where both are right.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch1_ex_to_german',
  sentences: [
    {
      main: [
        'I',
        'am',
        ['not', { term: 'nicht', transl: 'not' }],
        ['working', { term: 'arbeiten, gearbeitet', transl: 'to work' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: [['Ich arbeite heute nicht.', 'Heute arbeite ich nicht.']],
      notes: ['nicht comes after the verb and after the time word heute.'],
    },
    {
      main: [
        ['Where', { term: 'wo', transl: 'where' }],
        'do',
        'you',
        ['formal', { isPrompt: true }],
        ['live?', { term: 'wohnen, gewohnt', transl: 'to live (reside)' }],
      ],
      translation: 'Wo wohnen Sie?',
    },
    {
      main: [
        'Jonas',
        'is',
        ['tired,', { term: 'müde', transl: 'tired' }],
        ['and', { term: 'und', transl: 'and' }],
        'you',
        ['informal', { isPrompt: true }],
        ['are', { term: 'sein, ist gewesen', transl: 'to be' }],
        ['tired', { term: 'müde', transl: 'tired' }],
        ['too.', { term: 'auch', transl: 'also, too' }],
      ],
      translation: ['Jonas ist müde, und', ['du bist auch müde.', 'auch du bist müde.']],
      notes: ['auch follows the verb here: du bist auch müde. Auch du bist müde (you too) is also right.'],
    },
    {
      main: [
        ['Where', { term: 'woher', transl: 'where from' }],
        'are',
        'you',
        ['informal, pl.', { isPrompt: true }],
        ['from?', { term: 'woher', transl: 'where from' }],
      ],
      translation: [['Woher kommt ihr?', 'Wo kommt ihr her?', 'Woher seid ihr?', 'Wo seid ihr her?']],
      notes: [
        'German asks woher (where from) and puts the verb second: Woher kommt ihr? In speech woher often splits: Wo kommt ihr her?',
      ],
    },
    {
      main: [
        ['Why', { term: 'warum', transl: 'why' }],
        'are',
        'you',
        ['informal', { isPrompt: true }],
        ['waiting?', { term: 'warten, gewartet', transl: 'to wait' }],
      ],
      translation: 'Warum wartest du?',
      notes: ['warten has a stem ending in -t, so du adds -est: du wartest.'],
    },
    {
      main: [
        'Paul',
        'is',
        ['sick,', { term: 'krank', transl: 'sick, ill' }],
        ['but', { term: 'aber', transl: 'but' }],
        'he',
        'is',
        ['working', { term: 'arbeiten, gearbeitet', transl: 'to work' }],
        ['today.', { term: 'heute', transl: 'today' }],
      ],
      translation: ['Paul ist krank, aber', ['er arbeitet heute.', 'heute arbeitet er.']],
      notes: [
        'aber does not take up a place in the word order: after it the verb is still second, so both er arbeitet heute and heute arbeitet er are right.',
      ],
    },
    {
      main: [
        'We',
        ['often', { term: 'oft', transl: 'often' }],
        ['play', { term: 'spielen, gespielt', transl: 'to play' }],
        ['football.', { term: 'Fußball, ⸚e, der', transl: 'football, soccer' }],
      ],
      translation: [['Wir spielen oft Fußball.', 'Oft spielen wir Fußball.']],
      notes: ['Fußball is used without an article here, as in English.'],
    },
    {
      main: [
        ['How', { term: 'wie', transl: 'how' }],
        ['old', { term: 'alt', transl: 'old' }],
        'are',
        'you',
        ['formal', { isPrompt: true }],
        '?',
      ],
      translation: 'Wie alt sind Sie?',
    },
    {
      main: [
        'What',
        'is',
        'your',
        ['informal', { isPrompt: true }],
        ['name?', { term: 'heißen, geheißen', transl: 'to be called' }],
      ],
      translation: [['Wie heißt du?', 'Wie ist dein Name?']],
      notes: [
        'German asks how you are called: Wie heißt du? heißen has a stem ending in -ß, so du adds only -t. Wie ist dein Name? is also right.',
      ],
    },
    {
      main: [
        ['When', { term: 'wann', transl: 'when' }],
        'does',
        'Lena',
        ['have', { term: 'haben, gehabt', transl: 'to have' }],
        ['English?', { term: 'Englisch, das', transl: 'English' }],
      ],
      translation: 'Wann hat Lena Englisch?',
    },
  ],
} satisfies ExerciseSet;
