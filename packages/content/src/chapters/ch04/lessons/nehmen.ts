import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable } from './conjugation-table.ts';

/**
 * Irregular Verb: nehmen (4nn): e → i like geben, and the consonants change as well (du nimmst,
 * er nimmt). Practice with ich given, then the test from memory; every form from `ch04/verbs.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '4nn',
  blocks: [
    {
      type: 'paragraph',
      text: '<span><span class="de">nehmen</span> (to take) changes its stem in the same two forms as <span class="de">geben</span>, du and er/sie/es, but it changes more than the vowel: the h drops out and the m is doubled. <span class="de">Du nimmst, er nimmt.</span> The other four forms are regular.</span>',
    },
    {
      type: 'table',
      caption: 'nehmen (to take) beside geben (to give)',
      head: ['Person', 'nehmen', 'geben'],
      rows: conjugationRows('nehmen', 'geben'),
    },
    {
      type: 'tip',
      text: '<span>In a café or a restaurant, <span class="de">nehmen</span> is the usual way to say what you will have: <span class="de">Ich nehme die Suppe.</span> (I’ll have the soup.)</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich nehme den Zug.', english: 'I am taking the train.' },
        { german: 'Nimmst du ein Taxi?', english: 'Are you taking a taxi?' },
        { german: 'Paul nimmt einen Apfel.', english: 'Paul takes an apple.' },
        { german: 'Ich nehme den Fisch.', english: 'I’ll have the fish.', note: 'ordering in a restaurant' },
        {
          german: 'Nehmt ihr auch einen Kaffee?',
          english: 'Are you having a coffee too?',
          note: 'ihr (you, pl.): no change',
        },
        { german: 'Anna nimmt heute das Fahrrad.', english: 'Anna is taking the bicycle today.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'du nehmst',
          right: 'du nimmst',
          why: 'The du form changes: nimmst, with i and a double m.',
        },
        { wrong: 'er nimt', right: 'er nimmt', why: 'The m is doubled: nimmt.' },
        { wrong: 'er nihmt', right: 'er nimmt', why: 'The h drops out when the e becomes i.' },
        { wrong: 'ich nimme', right: 'ich nehme', why: 'ich keeps the e and the h: ich nehme.' },
        { wrong: 'ihr nimmt', right: 'ihr nehmt', why: 'The plural forms are regular: ihr nehmt.' },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: nehmen: fill in the table, with ich given.',
        'Test: nehmen from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice_nehmen': {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Fill in the forms of nehmen; ich is given.' }],
      tables: [conjugationTable('nehmen', [0])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of nehmen from memory.' }],
      tables: [conjugationTable('nehmen')],
    },
  },
} satisfies MemorizationUnit;
