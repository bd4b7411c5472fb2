import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';

const pronounRows: [label: string, german: string][] = [
  ['I', 'ich'],
  ['you (informal, one person)', 'du'],
  ['he', 'er'],
  ['she', 'sie'],
  ['it', 'es'],
  ['we', 'wir'],
  ['you (informal, several people)', 'ihr'],
  ['they', 'sie'],
  ['you (formal, one or more people)', 'Sie'],
];

function pronounTable(caption: string, given: readonly string[] = []): MemoryTable {
  return {
    caption,
    head: ['English', 'German'],
    rows: pronounRows.map(([label, german]) => ({
      label,
      cells: [{ answer: german, ...(given.includes(label) ? { given: true } : {}) }],
    })),
  };
}

/** The Subject Pronoun (1nsp): the lesson, then goal, work and test. */
export const newMaterial = {
  kind: 'memorization',
  code: '1nsp',
  blocks: [
    { type: 'heading', text: 'Who is doing it?' },
    {
      type: 'paragraph',
      text: 'The subject of a sentence is the person or thing that does the action: I work, she plays, they live in Berlin. A subject pronoun stands for that person or thing. German has nine of them to learn, and the verb ending changes with each one.',
    },
    {
      type: 'table',
      caption: 'The subject pronouns',
      head: ['', 'Singular', 'Plural'],
      rows: [
        ['1st person', 'ich (I)', 'wir (we)'],
        ['2nd person, informal', 'du (you)', 'ihr (you)'],
        ['3rd person', 'er (he), sie (she), es (it)', 'sie (they)'],
        ['formal you', 'Sie (you)', 'Sie (you)'],
      ],
    },
    { type: 'heading', text: 'Three words for "you"' },
    {
      type: 'paragraph',
      text: 'English has one "you"; German chooses by how well you know the person and by how many people you speak to.',
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">du</span>: one person you know well: family, friends, children, and animals.</span>',
        '<span><span class="de">ihr</span>: two or more people you would each call du, for example your parents or a group of friends.</span>',
        '<span><span class="de">Sie</span>: one or more adults you do not know well, and people you address with a title: a shop assistant, a doctor, Frau Schneider, Herr Becker.</span>',
      ],
    },
    {
      type: 'tip',
      text: '<span>Formal <span class="de">Sie</span> is always written with a capital S, even in the middle of a sentence. It takes the same verb form as <span class="de">sie</span> (they).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Du bist müde.', english: 'You are tired.', note: 'to a friend' },
        { german: 'Ihr seid müde.', english: 'You are tired.', note: 'to two friends' },
        { german: 'Sie sind müde.', english: 'You are tired.', note: 'to a stranger, or to several' },
        { german: 'Sie ist müde.', english: 'She is tired.' },
        { german: 'Er wohnt hier.', english: 'He lives here.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Wo wohnst du, Frau Schneider?',
          right: 'Wo wohnen Sie, Frau Schneider?',
          why: 'Someone you address as Frau or Herr gets the formal Sie.',
        },
        {
          wrong: 'Woher kommen sie, Herr Becker?',
          right: 'Woher kommen Sie, Herr Becker?',
          why: 'Formal you is written with a capital S; lower-case sie means she or they.',
        },
        {
          wrong: 'Anna, ihr seid nett.',
          right: 'Anna, du bist nett.',
          why: 'ihr is for two or more people; one friend is du.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'Learn the table first (Goal), practise it (Work) as often as you like, then take the test.',
    },
  ],
  pages: {
    'memorization/goal': {
      mode: 'goal',
      blocks: [
        {
          type: 'paragraph',
          text: 'Memorise these nine pronouns until you can say them in order without looking: ich, du, er, sie, es, wir, ihr, sie, Sie.',
        },
      ],
      tables: [pronounTable('The subject pronouns')],
    },
    'memorization/work': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the German pronoun for each English one. Two are given as help. Mind the capital letter of formal Sie.',
        },
      ],
      tables: [pronounTable('The subject pronouns', ['I', 'we'])],
    },
    'memorization/test': {
      mode: 'test',
      tables: [pronounTable('The subject pronouns')],
    },
  },
} satisfies MemorizationUnit;
