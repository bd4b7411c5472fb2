import type { LessonBlock, MemorizationUnit, UnitPage } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable, englishOf } from './conjugation-table.ts';

/** A modal's practice sub-page: its table with ich given. */
function practicePage(infinitive: string, blocks: LessonBlock[]): UnitPage {
  return {
    mode: 'practice',
    blocks: [...blocks, { type: 'paragraph', text: `Fill in the forms of ${infinitive}; ich is given.` }],
    tables: [conjugationTable(infinitive, [0])],
  };
}

/**
 * Modal Verbs (11nmv): dürfen, können, müssen, sollen, wollen and möchten, with mögen beside
 * möchten. The lesson: the modal conjugated in second position and the infinitive at the end, the
 * ich and er/sie/es forms equal and without ending, the stem change in the singular, the meanings
 * (and false friends: ich will, muss nicht), mögen (to like) against möchten (would like). One
 * practice sub-page per modal (the catalogue's paths duerfen … moechten), then a test of all six
 * tables. Every form comes from `ch11/verbs.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '11nmv',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>A modal verb says how the speaker relates to an action: whether it is allowed, possible, necessary, expected, wanted or wished for. The modal is the conjugated verb, in second position; the other verb stands at the very end of the sentence as an infinitive: <span class="de">Ich muss heute arbeiten.</span> (I have to work today.)</span>',
    },
    {
      type: 'table',
      caption: 'The modal verbs in the present tense',
      head: ['Person', 'dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten'],
      rows: conjugationRows('dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten'),
    },
    {
      type: 'list',
      items: [
        '<span>ich and er/sie/es have the same form, with no ending: <span class="de">ich kann, er kann</span>; <span class="de">ich will, sie will</span>. Only <span class="de">möchten</span> has an ending there: <span class="de">ich möchte, er möchte</span>.</span>',
        '<span>Most modals change their vowel in the singular: <span class="de">dürfen → darf, können → kann, müssen → muss, wollen → will</span>. sollen keeps its vowel: <span class="de">soll</span>.</span>',
        '<span>The plural forms are regular and keep the vowel of the infinitive: <span class="de">wir dürfen, ihr dürft, sie dürfen</span>.</span>',
        '<span><span class="de">möchten</span> keeps its ö throughout; ich and er/sie/es both end in -e, the other persons have the endings of a regular verb: <span class="de">ich möchte, du möchtest, er möchte, ihr möchtet</span>.</span>',
      ],
    },
    {
      type: 'table',
      caption: 'What the modals mean',
      head: ['Modal', 'Meaning', 'Example'],
      rows: [
        [
          'dürfen',
          `${englishOf('dürfen')}, to be allowed to`,
          '<span class="de">Darf ich hier rauchen?</span> May I smoke here?',
        ],
        [
          'können',
          `${englishOf('können')}, to be able to`,
          '<span class="de">Paul kann gut kochen.</span> Paul can cook well.',
        ],
        [
          'müssen',
          `${englishOf('müssen')}, must`,
          '<span class="de">Wir müssen früh aufstehen.</span> We have to get up early.',
        ],
        [
          'sollen',
          `${englishOf('sollen')}, should`,
          '<span class="de">Du sollst pünktlich sein.</span> You are supposed to be on time.',
        ],
        [
          'wollen',
          englishOf('wollen'),
          '<span class="de">Er will Lehrer werden.</span> He wants to become a teacher.',
        ],
        [
          'möchten',
          englishOf('möchten'),
          '<span class="de">Ich möchte einen Kaffee trinken.</span> I would like to drink a coffee.',
        ],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The word order: the modal takes the place of the verb, and the verb goes to the end as an infinitive. A separable verb is joined again at the end: <span class="de">Ich stehe früh auf. → Ich muss früh aufstehen.</span> In a yes/no question the modal comes first: <span class="de">Kannst du mir helfen?</span> After a question word it is second: <span class="de">Wann musst du arbeiten?</span> <span class="de">nicht</span> stands before the infinitive: <span class="de">Ihr dürft hier nicht rauchen.</span></span>',
    },
    {
      type: 'heading',
      text: 'mögen and möchten',
    },
    {
      type: 'paragraph',
      text: '<span><span class="de">mögen</span> means to like, and is mostly used with a noun, not with an infinitive: <span class="de">Ich mag Kaffee.</span> (I like coffee.) Its forms follow the modal pattern: <span class="de">ich mag, du magst, er mag, wir mögen, ihr mögt, sie mögen</span>. <span class="de">möchten</span> comes from mögen and means would like: it is the polite way to say what you want, with a noun or an infinitive: <span class="de">Ich möchte einen Kaffee.</span> (I would like a coffee.)</span>',
    },
    {
      type: 'table',
      caption: 'mögen (to like) beside möchten (would like)',
      head: ['Person', 'mögen', 'möchten'],
      rows: conjugationRows('mögen', 'möchten'),
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Darfst du heute Abend ins Kino gehen?',
          english: 'Are you allowed to go to the cinema this evening?',
        },
        { german: 'Ich kann sehr gut schwimmen.', english: 'I can swim very well.' },
        {
          german: 'Anna muss morgen nicht arbeiten.',
          english: "Anna doesn't have to work tomorrow.",
          note: 'nicht müssen: not have to',
        },
        { german: 'Ihr sollt eurem Vater helfen.', english: 'You are supposed to help your father.' },
        { german: 'Wir wollen ein neues Auto kaufen.', english: 'We want to buy a new car.' },
        { german: 'Möchtest du mitkommen?', english: 'Would you like to come along?' },
        { german: 'Magst du Hunde?', english: 'Do you like dogs?' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'er kannt', right: 'er kann', why: 'er/sie/es has no ending, like ich.' },
        {
          wrong: 'ich muss arbeiten heute',
          right: 'Ich muss heute arbeiten.',
          why: 'The infinitive goes to the very end.',
        },
        {
          wrong: 'Ich will morgen kommen. (meaning: I will come tomorrow)',
          right: 'Ich komme morgen.',
          why: 'ich will means I want to, never the English future will; German uses the present (or werden, chapter 9) for the future.',
        },
        {
          wrong: 'Du musst nicht rauchen. (meaning: You must not smoke)',
          right: 'Du darfst nicht rauchen.',
          why: 'nicht müssen means not have to; must not is nicht dürfen.',
        },
        {
          wrong: 'Ich mag einen Kaffee, bitte.',
          right: 'Ich möchte einen Kaffee, bitte.',
          why: 'To ask for something, use möchte (would like), not mag (like).',
        },
        {
          wrong: 'Wir kann kommen.',
          right: 'Wir können kommen.',
          why: 'The plural has the vowel of the infinitive: wir können.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: one page for each modal verb, with ich given.',
        'Test: all six modal verbs from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/duerfen': practicePage('dürfen', [
      {
        type: 'paragraph',
        text: '<span><span class="de">dürfen</span>: may, to be allowed to. <span class="de">Darf ich hier rauchen?</span></span>',
      },
    ]),
    'memorization/koennen': practicePage('können', [
      {
        type: 'paragraph',
        text: '<span><span class="de">können</span>: can, to be able to. <span class="de">Kannst du schwimmen?</span></span>',
      },
    ]),
    'memorization/muessen': practicePage('müssen', [
      {
        type: 'paragraph',
        text: '<span><span class="de">müssen</span>: to have to, must. <span class="de">Ich muss arbeiten.</span></span>',
      },
    ]),
    'memorization/sollen': practicePage('sollen', [
      {
        type: 'paragraph',
        text: '<span><span class="de">sollen</span>: to be supposed to, should. <span class="de">Du sollst pünktlich sein.</span></span>',
      },
    ]),
    'memorization/wollen': practicePage('wollen', [
      {
        type: 'paragraph',
        text: '<span><span class="de">wollen</span>: to want. <span class="de">Er will Lehrer werden.</span></span>',
      },
    ]),
    'memorization/moechten': practicePage('möchten', [
      {
        type: 'paragraph',
        text: '<span><span class="de">möchten</span>: would like. <span class="de">Ich möchte einen Tee.</span></span>',
      },
    ]),
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of the six modal verbs from memory.' }],
      tables: ['dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten'].map((infinitive) =>
        conjugationTable(infinitive),
      ),
    },
  },
} satisfies MemorizationUnit;
