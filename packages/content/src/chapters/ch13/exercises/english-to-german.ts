import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 13 exercises, English to German: 10 sentences on the chapter's material (reflexive
 * verbs with accusative and dative pronouns, comparatives, so … wie, jeder, the expressions of
 * time, niemand), with the grammar of the whole course (the perfect, separable verbs, the
 * imperative, prepositions with their cases). Every "you" carries a prompt (formal / informal /
 * informal, pl.), and so does an imperative without "you"; key words carry their German
 * dictionary term for the cheat links. Where a time expression or an object can also come first,
 * that order is listed too.
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch13_ex_to_german',
  sentences: [
    {
      main: [
        'I',
        ['shave', { term: 'sich rasieren', transl: 'to shave' }],
        ['every', { term: 'jeder, jede, jedes', transl: 'each, every' }],
        ['morning.', { term: 'Morgen, -, der', transl: 'morning' }],
      ],
      translation: [['Ich rasiere mich jeden Morgen.', 'Jeden Morgen rasiere ich mich.']],
      defaultTranslation: 'Ich rasiere mich jeden Morgen.',
      notes: [
        'sich rasieren: ich rasiere mich. jeden Morgen: the accusative of definite time (der Morgen → jeden Morgen).',
      ],
    },
    {
      main: [
        'The',
        ['children', { term: 'Kind, -er, das', transl: 'child' }],
        'are',
        ['getting dressed.', { term: 'sich anziehen, angezogen', transl: 'to get dressed' }],
      ],
      translation: 'Die Kinder ziehen sich an.',
      notes: ['A separable reflexive verb: the pronoun comes before the prefix, which goes to the end.'],
    },
    {
      main: [
        ['Sit down,', { term: 'sich setzen', transl: 'to sit down' }],
        ['formal', { isPrompt: true }],
        ['please.', { term: 'bitte', transl: 'please' }],
      ],
      translation: [['Setzen Sie sich bitte.', 'Bitte setzen Sie sich.']],
      defaultTranslation: 'Setzen Sie sich bitte.',
      notes: ['In the imperative the reflexive pronoun follows Sie: Setzen Sie sich!'],
    },
    {
      main: [
        'My',
        ['sister', { term: 'Schwester, -n, die', transl: 'sister' }],
        'is',
        ['older', { term: 'alt', transl: 'old' }],
        ['than', { term: 'als', transl: 'than (after a comparative)' }],
        'my',
        ['brother.', { term: 'Bruder, ⸚, der', transl: 'brother' }],
      ],
      translation: 'Meine Schwester ist älter als mein Bruder.',
      notes: ['alt, älter: the comparative takes an umlaut. "than" is als.'],
    },
    {
      main: [
        'Hamburg',
        'is',
        ['not', { term: 'nicht', transl: 'not' }],
        ['as big as', { term: 'so … wie', transl: 'as … as' }],
        'Berlin.',
      ],
      translation: 'Hamburg ist nicht so groß wie Berlin.',
      notes: ['Equality is so … wie with the plain adjective: so groß wie.'],
    },
    {
      main: [
        'I',
        ['brush', { term: 'putzen', transl: 'to clean, to brush (teeth)' }],
        'my',
        ['teeth', { term: 'Zahn, ⸚e, der', transl: 'tooth' }],
        ['every', { term: 'jeder, jede, jedes', transl: 'each, every' }],
        ['evening.', { term: 'Abend, -e, der', transl: 'evening' }],
      ],
      translation: [
        [
          'Ich putze mir jeden Abend die Zähne.',
          'Jeden Abend putze ich mir die Zähne.',
          'Ich putze mir die Zähne jeden Abend.',
        ],
      ],
      defaultTranslation: 'Ich putze mir jeden Abend die Zähne.',
      notes: [
        'With a part of the body the reflexive pronoun is dative (mir), and German says die Zähne, not "my".',
      ],
    },
    {
      main: [
        ['Nobody', { term: 'niemand', transl: 'nobody, no one' }],
        ['knows', { term: 'wissen (weiß)', transl: 'to know (a fact)' }],
        'that.',
      ],
      translation: [['Niemand weiß das.', 'Das weiß niemand.']],
      defaultTranslation: 'Niemand weiß das.',
      notes: ['niemand takes the er-form: niemand weiß. It is already negative: no nicht.'],
    },
    {
      main: [
        'We',
        ['met', { term: 'sich treffen (i), getroffen', transl: 'to meet' }],
        'in',
        'Berlin',
        'two',
        ['weeks', { term: 'Woche, -n, die', transl: 'week' }],
        ['ago.', { term: 'vor (+ dat.)', transl: 'ago (before a time)' }],
      ],
      translation: [
        [
          'Wir haben uns vor zwei Wochen in Berlin getroffen.',
          'Vor zwei Wochen haben wir uns in Berlin getroffen.',
          'In Berlin haben wir uns vor zwei Wochen getroffen.',
        ],
      ],
      defaultTranslation: 'Wir haben uns vor zwei Wochen in Berlin getroffen.',
      notes: [
        'vor + dative is "ago" and comes before the time: vor zwei Wochen (dative plural). Time before place. The perfect takes haben.',
      ],
    },
    {
      main: [
        'Do',
        'you',
        ['informal', { isPrompt: true }],
        ['remember', { term: 'sich erinnern an (+ acc.)', transl: 'to remember' }],
        'me?',
      ],
      translation: 'Erinnerst du dich an mich?',
      notes: ['sich erinnern an + accusative: an mich.'],
    },
    {
      main: [
        ['Every', { term: 'jeder, jede, jedes', transl: 'each, every' }],
        ['student', { term: 'Student, -en, der (n-noun)', transl: 'student' }],
        ['needs', { term: 'brauchen', transl: 'to need' }],
        'a',
        ['book.', { term: 'Buch, ⸚er, das', transl: 'book' }],
      ],
      translation: [['Jeder Student', 'Jede Studentin', 'Jeder Schüler'], 'braucht ein Buch.'],
      defaultTranslation: 'Jeder Student braucht ein Buch.',
      notes: [
        'jeder has the endings of der: der Student, jeder Student. It is singular, so the verb is too: braucht.',
      ],
    },
  ],
} satisfies ExerciseSet;
