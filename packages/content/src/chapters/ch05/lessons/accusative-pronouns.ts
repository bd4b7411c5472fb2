import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { pronounTable, threeCaseRows } from './pronoun-tables.ts';

/**
 * Accusative Personal Pronoun (5nap): mich, dich, ihn, sie, es, uns, euch, sie, Sie, the direct
 * object and the pronoun after an accusative preposition. A memorisation unit: the lesson, then
 * goal, work and test; every form comes from the pronoun table (`grammar/personal-pronouns.ts`).
 */
export const newMaterial = {
  kind: 'memorization',
  code: '5nap',
  blocks: [
    { type: 'heading', text: 'Me, him, us: the accusative pronouns' },
    {
      type: 'paragraph',
      text: '<span>English changes some pronouns when they are the object: I → me, he → him, we → us. German does the same with the accusative. Use it for the direct object of a verb, <span class="de">Anna besucht mich</span> (Anna is visiting me), and after the accusative prepositions: <span class="de">für mich, ohne dich, gegen ihn</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The personal pronouns in the nominative and the accusative',
      head: ['Person', 'Nominative', 'Accusative'],
      rows: threeCaseRows().map((row) => row.slice(0, 3)),
    },
    {
      type: 'paragraph',
      text: '<span>Only five forms are new: <span class="de">mich, dich, ihn, uns, euch</span>. <span class="de">sie</span> (she), <span class="de">es</span>, <span class="de">sie</span> (they) and <span class="de">Sie</span> are the same as in the nominative, just as the feminine, neuter and plural articles do not change in the accusative.</span>',
    },
    {
      type: 'tip',
      text: '<span><span class="de">er → ihn</span> follows <span class="de">der → den</span>: both end in -n in the accusative.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Besuchst du mich morgen?', english: 'Are you visiting me tomorrow?' },
        { german: 'Ich frage dich.', english: 'I am asking you.' },
        { german: 'Wir treffen ihn heute Abend.', english: 'We are meeting him this evening.' },
        { german: 'Paul sucht uns.', english: 'Paul is looking for us.' },
        {
          german: 'Ich besuche euch im Sommer.',
          english: 'I am visiting you in the summer.',
          note: 'ihr → euch',
        },
        { german: 'Die Blumen sind für Sie, Frau Becker.', english: 'The flowers are for you, Mrs. Becker.' },
        { german: 'Gehst du ohne mich nach Hause?', english: 'Are you going home without me?' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das Geschenk ist für ich.',
          right: 'Das Geschenk ist für mich.',
          why: 'für takes the accusative: ich → mich.',
        },
        {
          wrong: 'Wir treffen er heute.',
          right: 'Wir treffen ihn heute.',
          why: 'The direct object is accusative: er → ihn.',
        },
        {
          wrong: 'Ich besuche ihr morgen.',
          right: 'Ich besuche euch morgen.',
          why: 'The accusative of ihr (you, informal pl.) is euch.',
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
          text: '<span>Memorise the accusative of each person until you can say them in order without looking: <span class="de">mich, dich, ihn, sie, es, uns, euch, sie, Sie</span>.</span>',
        },
      ],
      tables: [pronounTable('The accusative personal pronouns', 'accusative')],
    },
    'memorization/work': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the accusative of each pronoun. The forms that do not change are given as help.',
        },
      ],
      tables: [
        pronounTable('The accusative personal pronouns', 'accusative', ['sie', 'es', 'sie (pl.)', 'Sie']),
      ],
    },
    'memorization/test': {
      mode: 'test',
      tables: [pronounTable('The accusative personal pronouns', 'accusative')],
    },
  },
} satisfies MemorizationUnit;
