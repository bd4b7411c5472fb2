import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable } from './conjugation-table.ts';

/** Present Tense: Special Stems (1nss). */
export const newMaterial = {
  kind: 'memorization',
  code: '1nss',
  blocks: [
    { type: 'heading', text: 'Stems ending in -t or -d' },
    {
      type: 'paragraph',
      text: 'When the stem ends in -t or -d (arbeit-, find-, antwort-, wart-), the endings -st and -t would be hard to say. An extra e goes in before them: du arbeitest, er arbeitet, ihr arbeitet.',
    },
    {
      type: 'table',
      caption: 'arbeiten (to work)',
      head: ['Person', 'arbeiten'],
      rows: conjugationRows('arbeiten'),
    },
    { type: 'heading', text: 'Stems ending in -s, -ß or -z' },
    {
      type: 'paragraph',
      text: 'When the stem ends in an s sound (reis-, heiß-, tanz-), the du form adds only -t, because the s is already there: du reist, du heißt, du tanzt. So du and er have the same form.',
    },
    {
      type: 'table',
      caption: 'heißen (to be called)',
      head: ['Person', 'heißen'],
      rows: conjugationRows('heißen'),
    },
    {
      type: 'examples',
      items: [
        { german: 'Du arbeitest heute.', english: 'You are working today.' },
        { german: 'Findet ihr das gut?', english: 'Do you like that? (Do you find that good?)' },
        { german: 'Wie heißt du?', english: 'What is your name?' },
        { german: 'Er tanzt sehr gut.', english: 'He dances very well.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du arbeitst', right: 'du arbeitest', why: 'A stem in -t takes -est in the du form.' },
        { wrong: 'er findt', right: 'er findet', why: 'A stem in -d takes -et.' },
        { wrong: 'du heißst', right: 'du heißt', why: 'A stem in -ß adds only -t for du.' },
      ],
    },
  ],
  pages: {
    'memorization/goal': {
      mode: 'goal',
      blocks: [{ type: 'paragraph', text: 'Memorise one verb of each kind: arbeiten and heißen.' }],
      tables: [conjugationTable('arbeiten'), conjugationTable('heißen')],
    },
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        { type: 'paragraph', text: 'Fill in the forms of finden and tanzen. Some are given as help.' },
      ],
      tables: [conjugationTable('finden', [0, 3]), conjugationTable('tanzen', [0, 3])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of arbeiten and heißen from memory.' }],
      tables: [conjugationTable('arbeiten'), conjugationTable('heißen')],
    },
  },
} satisfies MemorizationUnit;
