import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable } from './conjugation-table.ts';

/** Present Tense: Regular Verbs (1nrv). */
export const newMaterial = {
  kind: 'memorization',
  code: '1nrv',
  blocks: [
    { type: 'heading', text: 'Stem and ending' },
    {
      type: 'paragraph',
      text: 'A German verb is listed in its infinitive, which ends in -en: spielen (to play), wohnen (to live). Take off -en and you have the stem: spiel-, wohn-. In the present tense every person adds its own ending to the stem.',
    },
    {
      type: 'table',
      caption: 'The present-tense endings',
      head: ['Person', 'Ending', 'spielen'],
      rows: [
        ['ich', '-e', 'spiele'],
        ['du', '-st', 'spielst'],
        ['er / sie / es', '-t', 'spielt'],
        ['wir', '-en', 'spielen'],
        ['ihr', '-t', 'spielt'],
        ['sie / Sie', '-en', 'spielen'],
      ],
    },
    {
      type: 'paragraph',
      text: 'Wir, sie (they) and Sie (formal you) use the infinitive itself. Er/sie/es and ihr share the ending -t.',
    },
    { type: 'heading', text: 'One present tense for two in English' },
    {
      type: 'paragraph',
      text: 'German has no "-ing" form. Ich spiele means both "I play" and "I am playing"; the context tells which.',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich wohne hier.', english: 'I live here.' },
        { german: 'Du spielst sehr gut.', english: 'You play very well.' },
        { german: 'Anna lernt jetzt Deutsch.', english: 'Anna is learning German now.' },
        { german: 'Wir kochen heute.', english: 'We are cooking today.' },
        { german: 'Macht ihr Musik?', english: 'Are you making music?' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du spielt', right: 'du spielst', why: 'du always ends in -st.' },
        { wrong: 'wir spielt', right: 'wir spielen', why: 'wir takes -en, like the infinitive.' },
        {
          wrong: 'Ich bin spielen.',
          right: 'Ich spiele.',
          why: 'German has no "am playing" form: one verb does it.',
        },
      ],
    },
  ],
  pages: {
    'memorization/goal': {
      mode: 'goal',
      blocks: [
        {
          type: 'paragraph',
          text: 'Memorise the endings with one verb: machen (to do, to make). Every regular verb follows it.',
        },
        {
          type: 'table',
          caption: 'wohnen (to live)',
          head: ['Person', 'wohnen'],
          rows: conjugationRows('wohnen'),
        },
      ],
      tables: [conjugationTable('machen')],
    },
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        { type: 'paragraph', text: 'Fill in the forms of spielen and wohnen. Some are given as help.' },
      ],
      tables: [conjugationTable('spielen', [0, 3]), conjugationTable('wohnen', [1])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of machen from memory.' }],
      tables: [conjugationTable('machen')],
    },
  },
} satisfies MemorizationUnit;
