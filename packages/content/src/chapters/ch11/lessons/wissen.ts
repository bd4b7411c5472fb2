import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable } from './conjugation-table.ts';

/**
 * Irregular Verb: wissen (11nw): a singular stem weiß- with no ending in ich and er/sie/es, like
 * the modal verbs. Practice with ich given, then the test from memory; every form from
 * `ch11/verbs.ts`. The practice sub-page is the catalogue entry's memorization/practice_wissen.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '11nw',
  blocks: [
    {
      type: 'paragraph',
      text: '<span><span class="de">wissen</span> (to know) is irregular in the singular: ich, du and er/sie/es use the stem <span class="de">weiß-</span>, and ich and er/sie/es have no ending at all: <span class="de">ich weiß, er weiß</span>. The plural forms are regular: <span class="de">wir wissen, ihr wisst, sie wissen</span>. The modal verbs of this chapter (apart from <span class="de">möchten</span>) follow the same pattern.</span>',
    },
    {
      type: 'table',
      caption: 'wissen (to know) beside müssen (to have to)',
      head: ['Person', 'wissen', 'müssen'],
      rows: conjugationRows('wissen', 'müssen'),
    },
    {
      type: 'paragraph',
      text: '<span><span class="de">wissen</span> means to know a fact. Its object is usually a clause (<span class="de">Ich weiß, dass er krank ist.</span>), a pronoun such as <span class="de">das</span> or <span class="de">es</span>, or a piece of information (<span class="de">Ich weiß die Antwort.</span>). To know a person or a place is a different verb, <span class="de">kennen</span>, in chapter 12.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich weiß es nicht.', english: "I don't know." },
        { german: 'Weißt du, wo Paul wohnt?', english: 'Do you know where Paul lives?' },
        { german: 'Anna weiß die Antwort.', english: 'Anna knows the answer.' },
        { german: 'Wir wissen, dass der Zug zu spät kommt.', english: 'We know that the train is late.' },
        {
          german: 'Wisst ihr, ob der Kurs heute beginnt?',
          english: 'Do you know whether the course starts today?',
        },
        { german: 'Das wissen meine Eltern schon.', english: 'My parents already know that.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'ich weiße', right: 'ich weiß', why: 'ich has no ending: weiß.' },
        { wrong: 'er weißt', right: 'er weiß', why: 'er/sie/es has no ending either, the same form as ich.' },
        { wrong: 'du weist', right: 'du weißt', why: 'The stem keeps its ß: weiß + t.' },
        { wrong: 'ihr weißt', right: 'ihr wisst', why: 'The plural goes back to the stem wiss-: ihr wisst.' },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: wissen: fill in the table, with ich given.',
        'Test: wissen from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice_wissen': {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Fill in the forms of wissen; ich is given.' }],
      tables: [conjugationTable('wissen', [0])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of wissen from memory.' }],
      tables: [conjugationTable('wissen')],
    },
  },
} satisfies MemorizationUnit;
