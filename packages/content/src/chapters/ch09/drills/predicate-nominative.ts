import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank: the words to put into the right case. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Predicate Nominative (/ch9/drills/predicate_nominative): 22 sentences, one blank each. The
 * learner decides whether the words in brackets are a predicate after sein, werden or bleiben
 * (they stay in the nominative: Das ist mein Freund) or an object (accusative or dative: Ich
 * besuche meinen Freund; Wir helfen unserem Nachbarn) and writes the form. Half the items are
 * predicates, half objects, in pairs with the same words; the n-nouns Nachbar, Student, Junge,
 * Kollege and Herr show the difference most clearly.
 */
export const predicateNominativeDrill = {
  kind: 'fill-in-drill',
  table: 'ch9_nominative_or_not',
  instructions:
    'Put the words in brackets into the right case. After sein, werden and bleiben they stay in the nominative; as an object they take the accusative or the dative. Press the eye button to see the translation.',
  items: [
    {
      main: ['Das', 'ist', '!textbox!', given('mein Freund'), '.'],
      answers: [['mein Freund']],
      translation: 'That is my friend.',
      explanation: ['mein Freund: after sein the noun names the same person as the subject: nominative.'],
    },
    {
      main: ['Ich', 'besuche', 'morgen', '!textbox!', given('mein Freund'), '.'],
      answers: [['meinen Freund']],
      translation: 'I am visiting my friend tomorrow.',
      explanation: ['meinen Freund: the friend is the direct object of besuchen: accusative, mein → meinen.'],
    },
    {
      main: ['Herr', 'Schmidt', 'ist', '!textbox!', given('der Lehrer'), '.'],
      answers: [['der Lehrer']],
      translation: 'Mr Schmidt is the teacher.',
      explanation: ['der Lehrer: after sein the predicate stays in the nominative.'],
    },
    {
      main: ['Wir', 'fragen', '!textbox!', given('der Lehrer'), '.'],
      answers: [['den Lehrer']],
      translation: 'We are asking the teacher.',
      explanation: ['den Lehrer: the teacher is the direct object of fragen: accusative, der → den.'],
    },
    {
      main: ['Paul', 'bleibt', '!textbox!', given('mein Freund'), '.'],
      answers: [['mein Freund']],
      translation: 'Paul remains my friend.',
      explanation: ['mein Freund: bleiben works like sein: the predicate stays in the nominative.'],
    },
    {
      main: ['Herr', 'Becker', 'wird', 'bald', '!textbox!', given('unser Nachbar'), 'sein.'],
      answers: [['unser Nachbar']],
      translation: 'Mr Becker will soon be our neighbour.',
      explanation: [
        'unser Nachbar: after sein (here in the future, wird … sein) the predicate stays in the nominative, so the n-noun has no -n.',
      ],
    },
    {
      main: ['Wir', 'helfen', '!textbox!', given('unser Nachbar'), '.'],
      answers: [['unserem Nachbarn']],
      translation: 'We are helping our neighbour.',
      explanation: ['unserem Nachbarn: helfen takes the dative: unser → unserem, and the n-noun adds -n.'],
    },
    {
      main: ['Der', 'Mann', 'ist', '!textbox!', given('ein Student'), '.'],
      answers: [['ein Student']],
      translation: 'The man is a student.',
      explanation: ['ein Student: after sein the predicate stays in the nominative: no -en on Student.'],
    },
    {
      main: ['Anna', 'sieht', '!textbox!', given('ein Student'), '.'],
      answers: [['einen Studenten']],
      translation: 'Anna sees a student.',
      explanation: [
        'einen Studenten: the student is the direct object of sehen: accusative, ein → einen, and the n-noun adds -en.',
      ],
    },
    {
      main: ['Das', 'ist', '!textbox!', given('der Junge'), 'aus', 'Berlin.'],
      answers: [['der Junge']],
      translation: 'That is the boy from Berlin.',
      explanation: ['der Junge: after sein the predicate stays in the nominative.'],
    },
    {
      main: ['Die', 'Lehrerin', 'hilft', '!textbox!', given('der Junge'), '.'],
      answers: [['dem Jungen']],
      translation: 'The teacher is helping the boy.',
      explanation: ['dem Jungen: helfen takes the dative: der → dem, and the n-noun adds -n.'],
    },
    {
      main: ['Er', 'wird', '!textbox!', given('dein Kollege'), '.'],
      answers: [['dein Kollege']],
      translation: 'He is going to be your colleague.',
      explanation: [
        'dein Kollege: werden (to become) works like sein: the predicate stays in the nominative.',
      ],
    },
    {
      main: ['Ich', 'frage', '!textbox!', given('dein Kollege'), '.'],
      answers: [['deinen Kollegen']],
      translation: 'I am asking your colleague.',
      explanation: [
        'deinen Kollegen: the colleague is the direct object of fragen: accusative, dein → deinen, and the n-noun adds -n.',
      ],
    },
    {
      main: ['Das', 'bleibt', '!textbox!', given('unser Problem'), '.'],
      answers: [['unser Problem']],
      translation: 'That remains our problem.',
      explanation: ['unser Problem: after bleiben the predicate stays in the nominative.'],
    },
    {
      main: ['Wir', 'haben', '!textbox!', given('ein Problem'), '.'],
      answers: [['ein Problem']],
      translation: 'We have a problem.',
      explanation: [
        'ein Problem: the problem is the direct object of haben, so accusative; das Problem is neuter, and the neuter accusative ein is the same as the nominative.',
      ],
    },
    {
      main: ['Morgen', 'ist', '!textbox!', given('mein Geburtstag'), '.'],
      answers: [['mein Geburtstag']],
      translation: 'Tomorrow is my birthday.',
      explanation: [
        'mein Geburtstag: the subject comes after the verb here (Morgen ist …), but it is still the subject: nominative.',
      ],
    },
    {
      main: ['Ich', 'vergesse', '!textbox!', given('dein Geburtstag'), 'nie.'],
      answers: [['deinen Geburtstag']],
      translation: 'I never forget your birthday.',
      explanation: [
        'deinen Geburtstag: the birthday is the direct object of vergessen: accusative, dein → deinen.',
      ],
    },
    {
      main: ['Ist', 'das', '!textbox!', given('dein Hund'), '?'],
      answers: [['dein Hund']],
      translation: 'Is that your dog?',
      explanation: ['dein Hund: after sein the predicate stays in the nominative, in a question too.'],
    },
    {
      main: ['Ich', 'danke', '!textbox!', given('der Herr'), '.'],
      answers: [['dem Herrn']],
      translation: 'I thank the gentleman.',
      explanation: ['dem Herrn: danken takes the dative: der → dem, and Herr adds -n.'],
    },
    {
      main: ['Ich', 'sehe', '!textbox!', given('dein Hund'), 'nicht.'],
      answers: [['deinen Hund']],
      translation: "I don't see your dog.",
      explanation: ['deinen Hund: the dog is the direct object of sehen: accusative, dein → deinen.'],
    },
    {
      main: ['Das', 'Buch', 'gehört', '!textbox!', given('der Student'), '.'],
      answers: [['dem Studenten']],
      translation: 'The book belongs to the student.',
      explanation: ['dem Studenten: gehören takes the dative: der → dem, and the n-noun adds -en.'],
    },
    {
      main: ['Meine', 'Schwester', 'wird', '!textbox!', given('deine Lehrerin'), '.'],
      answers: [['deine Lehrerin']],
      translation: 'My sister is going to be your teacher.',
      explanation: ['deine Lehrerin: after werden the predicate stays in the nominative.'],
    },
  ],
} satisfies FillInDrill;
