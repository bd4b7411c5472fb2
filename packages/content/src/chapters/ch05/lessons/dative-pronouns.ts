import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { pronounTable, threeCaseRows } from './pronoun-tables.ts';

/**
 * Dative Personal Pronoun (5ndp): mir, dir, ihm, ihr, ihm, uns, euch, ihnen, Ihnen, the indirect
 * object, the object of helfen and the pronoun after a dative preposition. A memorisation unit:
 * the lesson, then goal, work and test; every form comes from the pronoun table
 * (`grammar/personal-pronouns.ts`).
 */
export const newMaterial = {
  kind: 'memorization',
  code: '5ndp',
  blocks: [
    { type: 'heading', text: 'To me, to him: the dative pronouns' },
    {
      type: 'paragraph',
      text: '<span>The dative pronoun is the person who receives something, the indirect object: <span class="de">Ich gebe dir das Buch</span> (I am giving you the book, I am giving the book to you). It also follows <span class="de">helfen</span> and the dative prepositions: <span class="de">Er hilft mir. Kommst du mit uns?</span></span>',
    },
    {
      type: 'table',
      caption: 'The personal pronouns in the three cases',
      head: ['Person', 'Nominative', 'Accusative', 'Dative'],
      rows: threeCaseRows(),
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">uns</span> and <span class="de">euch</span> are the same in the accusative and the dative.</span>',
        '<span>The third person follows the article: <span class="de">dem → ihm</span> (er and es), <span class="de">der → ihr</span> (sie, she), <span class="de">den → ihnen</span> (sie, they).</span>',
        '<span>The dative of sie (she) is <span class="de">ihr</span>, spelled like the subject pronoun ihr (you, informal pl.). The sentence tells which: <span class="de">Ich helfe ihr</span> (I am helping her), <span class="de">Ihr helft mir</span> (you are helping me).</span>',
        '<span>Formal <span class="de">Ihnen</span> has a capital I, like <span class="de">Sie</span>; <span class="de">ihnen</span> (them) does not.</span>',
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Hilfst du mir?', english: 'Are you helping me?' },
        { german: 'Ich gebe dir das Geld morgen.', english: 'I am giving you the money tomorrow.' },
        { german: 'Paul schenkt ihr Blumen.', english: 'Paul gives her flowers.' },
        { german: 'Der Kellner bringt ihnen Kaffee.', english: 'The waiter brings them coffee.' },
        {
          german: 'Ich schreibe Ihnen einen Brief, Herr Schmidt.',
          english: 'I am writing you a letter, Mr. Schmidt.',
        },
        { german: 'Wohnt Lena bei dir?', english: 'Does Lena live with you?' },
        { german: 'Der Brief ist von ihm.', english: 'The letter is from him.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Kommst du mit mich?',
          right: 'Kommst du mit mir?',
          why: 'mit takes the dative: ich → mir.',
        },
        {
          wrong: 'Wir helfen ihn.',
          right: 'Wir helfen ihm.',
          why: 'helfen takes the dative: er → ihm.',
        },
        {
          wrong: 'Ich gebe sie das Buch.',
          right: 'Ich gebe ihr das Buch.',
          why: 'The person who receives is dative: sie (she) → ihr.',
        },
        {
          wrong: 'Ich schreibe ihnen einen Brief, Frau Becker.',
          right: 'Ich schreibe Ihnen einen Brief, Frau Becker.',
          why: 'Formal you in the dative is Ihnen, with a capital I.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'Learn the table (Goal), practise it (Work) as often as you like, then take the test.',
    },
  ],
  pages: {
    'memorization/goal': {
      mode: 'goal',
      blocks: [
        {
          type: 'paragraph',
          text: '<span>Memorise the dative of each person until you can say them in order without looking: <span class="de">mir, dir, ihm, ihr, ihm, uns, euch, ihnen, Ihnen</span>.</span>',
        },
      ],
      tables: [pronounTable('The dative personal pronouns', 'dative')],
    },
    'memorization/work': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the dative of each pronoun. uns and euch, the same as in the accusative, are given as help.',
        },
      ],
      tables: [pronounTable('The dative personal pronouns', 'dative', ['wir', 'ihr'])],
    },
    'memorization/test': {
      mode: 'test',
      tables: [pronounTable('The dative personal pronouns', 'dative')],
    },
  },
} satisfies MemorizationUnit;
