import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable } from './conjugation-table.ts';

/** Two Irregular Verbs: sein and haben (1niv). */
export const newMaterial = {
  kind: 'memorization',
  code: '1niv',
  blocks: [
    {
      type: 'paragraph',
      text: 'The two most common German verbs do not follow the rules: sein (to be) changes completely, and haben (to have) loses its b in two forms. Learn them by heart.',
    },
    { type: 'table', caption: 'sein (to be)', head: ['Person', 'sein'], rows: conjugationRows('sein') },
    { type: 'table', caption: 'haben (to have)', head: ['Person', 'haben'], rows: conjugationRows('haben') },
    {
      type: 'examples',
      items: [
        { german: 'Ich bin müde.', english: 'I am tired.' },
        { german: 'Bist du krank?', english: 'Are you sick?' },
        { german: 'Wir sind hier.', english: 'We are here.' },
        { german: 'Ihr seid sehr nett.', english: 'You are very nice.' },
        { german: 'Hast du heute Musik?', english: 'Do you have music (class) today?' },
        { german: 'Er hat heute Englisch.', english: 'He has English (class) today.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du habst', right: 'du hast', why: 'haben drops the b in the du and er/sie/es forms.' },
        { wrong: 'er habt', right: 'er hat', why: 'er/sie/es hat, with no b.' },
        { wrong: 'ihr sind', right: 'ihr seid', why: 'ihr seid: the only sein form with a d.' },
      ],
    },
  ],
  pages: {
    'memorization/goal': {
      mode: 'goal',
      tables: [conjugationTable('sein'), conjugationTable('haben')],
    },
    'memorization/practice_sein': {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Fill in the forms of sein.' }],
      tables: [conjugationTable('sein', [0])],
    },
    'memorization/practice_haben': {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Fill in the forms of haben.' }],
      tables: [conjugationTable('haben', [0])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of sein and haben from memory.' }],
      tables: [conjugationTable('sein'), conjugationTable('haben')],
    },
  },
} satisfies MemorizationUnit;
