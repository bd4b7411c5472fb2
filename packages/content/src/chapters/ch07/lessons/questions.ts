import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Questions (II) (7nq): wer in its four cases (wer, wen, wem, wessen), after prepositions (für
 * wen, mit wem); welcher with the der-word endings (grammar/der-words.ts); was für ein with the
 * ein endings, and was für without ein in the plural; wie viel and wie viele. Prepositions with
 * was (wo-compounds) are not taught here. A concept lesson: the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '7nq',
  blocks: [
    { type: 'heading', text: 'Who? wer in four cases' },
    {
      type: 'paragraph',
      text: '<span>Chapter 1 taught <span class="de">wer</span> (who) for the subject. Like der, wer has a form for each case, and the case is the one the answer would have:</span>',
    },
    {
      type: 'table',
      caption: 'wer in the four cases',
      head: ['Case', 'Question word', 'English', 'Example'],
      rows: [
        ['Nominative', 'wer', 'who', 'Wer wohnt hier?'],
        ['Accusative', 'wen', 'who, whom', 'Wen fragst du?'],
        ['Dative', 'wem', 'who … to, (to) whom', 'Wem hilfst du?'],
        ['Genitive', 'wessen', 'whose', 'Wessen Tasche ist das?'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>English often says “who” for all of them, so ask yourself what case the answer would be in. <span class="de">Ich frage den Lehrer</span> (accusative) → <span class="de">Wen fragst du?</span> <span class="de">Ich helfe meinem Bruder</span> (dative, because helfen takes the dative) → <span class="de">Wem hilfst du?</span> When you ask for the dative object of one of this chapter’s verbs, the question word is wem: <span class="de">Wem gehört das Fahrrad?</span> <span class="de">Wem gefällt der Film?</span></span>',
    },
    {
      type: 'tip',
      text: '<span>wen and wem end like den and dem: <span class="de">wen</span> ↔ <span class="de">den</span>, <span class="de">wem</span> ↔ <span class="de">dem</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>After a preposition, wer takes the case of the preposition, and the preposition comes first, where English usually puts it at the end: <span class="de">Für wen ist das Geschenk?</span> (Who is the present for?) <span class="de">Mit wem fährst du nach Berlin?</span> (Who are you going to Berlin with?)</span>',
    },

    { type: 'heading', text: 'Which? welcher' },
    {
      type: 'paragraph',
      text: '<span><span class="de">welcher</span> asks for one out of several. It stands before a noun and takes the endings of the definite article: der → welcher, die → welche, das → welches, den → welchen, dem → welchem.</span>',
    },
    {
      type: 'table',
      caption: 'welcher',
      head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
      rows: [
        ['Nominative', 'welcher', 'welche', 'welches', 'welche'],
        ['Accusative', 'welchen', 'welche', 'welches', 'welche'],
        ['Dative', 'welchem', 'welcher', 'welchem', 'welchen'],
        ['Genitive', 'welches', 'welcher', 'welches', 'welcher'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Welcher Film gefällt dir?', english: 'Which film do you like?', note: 'subject: welcher' },
        {
          german: 'Welchen Bus nimmst du?',
          english: 'Which bus are you taking?',
          note: 'direct object: welchen',
        },
        { german: 'Welches Buch liest du?', english: 'Which book are you reading?' },
        {
          german: 'Mit welchem Zug fahrt ihr?',
          english: 'Which train are you taking?',
          note: 'mit + dative',
        },
        { german: 'Welche Kinder spielen Fußball?', english: 'Which children are playing football?' },
      ],
    },

    { type: 'heading', text: 'What kind of? was für ein' },
    {
      type: 'paragraph',
      text: '<span><span class="de">was für ein</span> asks what kind of thing something is. Here für is not the preposition: <span class="de">ein</span> takes the case of its noun in the sentence, with the endings of ein. In the plural, and before nouns that are not counted, ein is left out.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Was für ein Auto ist das?',
          english: 'What kind of car is that?',
          note: 'nominative: ein',
        },
        {
          german: 'Was für einen Hund hast du?',
          english: 'What kind of dog do you have?',
          note: 'accusative: einen',
        },
        {
          german: 'Mit was für einem Zug fahrt ihr?',
          english: 'What kind of train are you going on?',
          note: 'dative: einem',
        },
        {
          german: 'Was für Bücher liest du?',
          english: 'What kind of books do you read?',
          note: 'plural: no ein',
        },
      ],
    },
    {
      type: 'paragraph',
      text: '<span>Compare: <span class="de">Welchen Hund hast du?</span> asks which one of the dogs you know; <span class="de">Was für einen Hund hast du?</span> asks what sort of dog it is.</span>',
    },

    { type: 'heading', text: 'How much? How many? wie viel, wie viele' },
    {
      type: 'paragraph',
      text: '<span><span class="de">wie viel</span> (how much) goes with what is not counted and in <span class="de">Wie viel kostet das?</span>; <span class="de">wie viele</span> (how many) goes with a plural: <span class="de">Wie viele Kinder habt ihr?</span> Both are written as two words.</span>',
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Wer hilfst du?',
          right: 'Wem hilfst du?',
          why: 'du is the subject; helfen takes the dative, so the question word is wem.',
        },
        {
          wrong: 'Wer fragst du?',
          right: 'Wen fragst du?',
          why: 'The person asked is the direct object: accusative, wen.',
        },
        {
          wrong: 'Wer gehört das Fahrrad?',
          right: 'Wem gehört das Fahrrad?',
          why: 'gehören takes the dative: wem. English “Who does it belong to?” hides the case.',
        },
        {
          wrong: 'Wen ist das Geschenk für?',
          right: 'Für wen ist das Geschenk?',
          why: 'The preposition comes first, before the question word.',
        },
        {
          wrong: 'Welcher Bus nimmst du?',
          right: 'Welchen Bus nimmst du?',
          why: 'der Bus is the direct object: accusative, like den → welchen.',
        },
        {
          wrong: 'Was für ein Hund hast du?',
          right: 'Was für einen Hund hast du?',
          why: 'ein takes the case of its noun: der Hund is the direct object, so einen.',
        },
        {
          wrong: 'Wie viel Kinder habt ihr?',
          right: 'Wie viele Kinder habt ihr?',
          why: 'Before a plural noun: wie viele.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
