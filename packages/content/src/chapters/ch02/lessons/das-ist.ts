import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Das ist, das sind (2ndi): pointing at people and things with das, which never changes. */
export const newMaterial = {
  kind: 'lesson',
  code: '2ndi',
  blocks: [
    { type: 'heading', text: 'Pointing at something: das ist, das sind' },
    {
      type: 'paragraph',
      text: '<span>To point at a person or a thing and say what or who it is, German uses <span class="de">das ist</span> with a singular noun and <span class="de">das sind</span> with a plural noun. They cover all of English “this is”, “that is”, “it is”, “these are” and “those are”.</span>',
    },
    {
      type: 'table',
      caption: 'das ist, das sind',
      head: ['', 'German', 'English'],
      rows: [
        ['Singular', 'Das ist ein Tisch.', 'This is a table. / That is a table. / It is a table.'],
        ['Plural', 'Das sind Tische.', 'These are tables. / Those are tables.'],
      ],
    },

    { type: 'heading', text: 'das does not change' },
    {
      type: 'paragraph',
      text: '<span>Here <span class="de">das</span> is not the article of the noun; it is a pointing word, and it stays <span class="de">das</span> whatever the gender or number of the noun that follows. Only the verb changes: <span class="de">ist</span> for one, <span class="de">sind</span> for more than one.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Das ist der Tisch.', english: 'That is the table.', note: 'masculine' },
        { german: 'Das ist die Lampe.', english: 'That is the lamp.', note: 'feminine' },
        { german: 'Das ist das Buch.', english: 'That is the book.', note: 'neuter' },
        { german: 'Das sind die Bücher.', english: 'Those are the books.', note: 'plural: sind' },
        { german: 'Das ist ein Hund.', english: 'That is a dog.' },
        { german: 'Das ist eine Katze.', english: 'That is a cat.' },
        {
          german: 'Das sind Äpfel.',
          english: 'Those are apples.',
          note: 'a plural noun has no indefinite article',
        },
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The noun after <span class="de">ist</span> or <span class="de">sind</span> is in the nominative, because it names the same thing as <span class="de">das</span>: <span class="de">Das ist der Lehrer</span>, never <span class="de">den Lehrer</span>. It can have a genitive after it, like any noun: <span class="de">Das ist das Radio des Lehrers</span> (that is the teacher’s radio).</span>',
    },

    { type: 'heading', text: 'People' },
    {
      type: 'paragraph',
      text: '<span>The same words introduce people, with or without a name: <span class="de">Das ist Anna.</span> (This is Anna.) <span class="de">Das sind Paul und Lena.</span> (These are Paul and Lena.) <span class="de">Das ist die Mutter.</span> To say more about the person or thing, go on with a pronoun of the right gender: <span class="de">Das ist Anna. Sie ist sehr nett.</span> <span class="de">Das ist der Tisch. Er ist neu.</span></span>',
    },

    { type: 'heading', text: 'Asking: Was ist das? Wer ist das?' },
    {
      type: 'paragraph',
      text: '<span>Ask <span class="de">Was ist das?</span> (What is that?) about a thing and <span class="de">Wer ist das?</span> (Who is that?) about a person. For a yes-or-no question, put the verb first: <span class="de">Ist das ein Hund?</span> <span class="de">Sind das die Eltern?</span></span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Was ist das? Das ist eine Uhr.', english: 'What is that? It is a clock.' },
        { german: 'Wer ist das? Das ist die Lehrerin.', english: 'Who is that? That is the teacher.' },
        {
          german: 'Wer ist das? Das sind die Eltern.',
          english: 'Who is that? Those are the parents.',
          note: 'The question asks wer ist; the answer counts the people: sind.',
        },
        { german: 'Ist das ein Hund? Ja, das ist ein Hund.', english: 'Is that a dog? Yes, that is a dog.' },
        { german: 'Sind das die Geschwister? Ja.', english: 'Are those the brothers and sisters? Yes.' },
        {
          german: 'Ist das der Bahnhof? Nein, das ist das Hotel.',
          english: 'Is that the station? No, that is the hotel.',
        },
        { german: 'Das ist nicht der Bahnhof.', english: 'That is not the station.' },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Der ist ein Tisch.',
          right: 'Das ist ein Tisch.',
          why: 'The pointing word is always das, even before a masculine noun. It is not the article of Tisch.',
        },
        {
          wrong: 'Die ist eine Lampe.',
          right: 'Das ist eine Lampe.',
          why: 'das stays das before a feminine noun too.',
        },
        {
          wrong: 'Das ist Bücher.',
          right: 'Das sind Bücher.',
          why: 'With a plural noun the verb is sind. das itself does not change.',
        },
        {
          wrong: 'Die sind die Eltern.',
          right: 'Das sind die Eltern.',
          why: 'das is used for plural nouns as well; only the verb shows the plural.',
        },
        {
          wrong: 'Das ist den Lehrer.',
          right: 'Das ist der Lehrer.',
          why: 'The noun after ist is in the nominative.',
        },
        {
          wrong: 'Das ist ein Bücher.',
          right: 'Das sind Bücher.',
          why: 'ein has no plural: a plural noun stands without an article, and the verb is sind.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
