import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { UNCHANGED, conjugationRows, conjugationTable, englishOf, ieVerbs } from './conjugation-table.ts';

/**
 * Stem Changing Verbs (ie) (6nie): e → ie in the du and er/sie/es forms only, as e → i in chapter
 * 4; lesen has a stem in -s and adds only -t for du (du liest). The lesson shows lesen, sehen and
 * empfehlen beside the regular spielen; the practice page fills in all three (lesen with ich
 * given, the others with the unchanged persons given); the test is all three from memory. Every
 * form comes from `ch06/verbs.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '6nie',
  blocks: [
    { type: 'heading', text: 'e → ie, in two forms only' },
    {
      type: 'paragraph',
      text: '<span>In chapter 4 you met verbs that change <span class="de">e</span> to <span class="de">i</span> (<span class="de">du gibst, er gibt</span>). A few verbs change their <span class="de">e</span> to a long <span class="de">ie</span> instead, in the same two forms: <span class="de">du</span> and <span class="de">er/sie/es</span>. <span class="de">Ich lese</span>, but <span class="de">du liest</span> and <span class="de">er liest</span>. The endings are the regular ones, and ich, wir, ihr and sie/Sie keep the e.</span>',
    },
    {
      type: 'table',
      caption: 'A regular verb and the three e → ie verbs of this chapter',
      head: ['Person', 'spielen (regular)', 'lesen (to read)', 'sehen (to see)', 'empfehlen (to recommend)'],
      rows: conjugationRows('spielen', 'lesen', 'sehen', 'empfehlen'),
    },
    {
      type: 'paragraph',
      text: '<span>Only the du and er/sie/es rows differ from the pattern of <span class="de">spielen</span>. <span class="de">lesen</span> has a stem in -s (<span class="de">les-</span>), so, as with <span class="de">du isst</span> in chapter 4, the du form adds only -t: <span class="de">du liest</span>, the same as <span class="de">er liest</span>. The h of <span class="de">sehen</span> and <span class="de">empfehlen</span> stays: <span class="de">du siehst, er empfiehlt</span>.</span>',
    },
    {
      type: 'list',
      items: ieVerbs.map(
        (entry) =>
          `<span><span class="de">${entry.infinitive}</span> (${englishOf(entry.infinitive)}): <span class="de">du ${entry.deutsch[1] ?? ''}, er ${entry.deutsch[2] ?? ''}</span></span>`,
      ),
    },
    {
      type: 'tip',
      text: '<span>The vocabulary marks these verbs with (ie), as in <span class="de">lesen (ie)</span>. Learn the du and er forms with the infinitive: <span class="de">sehen, du siehst, er sieht</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Liest du gern?', english: 'Do you like reading?' },
        { german: 'Mein Vater liest die Zeitung.', english: 'My father is reading the newspaper.' },
        { german: 'Siehst du den Bus?', english: 'Can you see the bus?' },
        {
          german: 'Anna sieht heute Abend einen Film.',
          english: 'Anna is watching a film this evening.',
        },
        {
          german: 'Der Kellner empfiehlt uns den Fisch.',
          english: 'The waiter recommends the fish to us.',
          note: 'the person in the dative, the thing in the accusative',
        },
        {
          german: 'Was empfiehlst du?',
          english: 'What do you recommend?',
        },
        {
          german: 'Wir sehen den Film nicht.',
          english: "We aren't watching the film.",
          note: 'wir: no change',
        },
        {
          german: 'Ihr lest sehr schnell.',
          english: 'You read very fast.',
          note: 'ihr (you, pl.): no change',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du sehst', right: 'du siehst', why: 'sehen changes e → ie in the du form.' },
        { wrong: 'er seht', right: 'er sieht', why: 'The er/sie/es form changes too: er sieht.' },
        {
          wrong: 'du liesst',
          right: 'du liest',
          why: 'The stem of lesen ends in -s, so the du form adds only -t.',
        },
        { wrong: 'ich liese', right: 'ich lese', why: 'ich keeps the e: only du and er/sie/es change.' },
        { wrong: 'ihr liest', right: 'ihr lest', why: 'The plural forms keep the e: ihr lest.' },
        {
          wrong: 'er empfihlt',
          right: 'er empfiehlt',
          why: 'The e becomes ie, and the h stays: empfiehlt.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: e → ie: lesen with ich given, then sehen and empfehlen with du and er/sie/es left to fill in.',
        'Test: lesen, sehen and empfehlen from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice_ie': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the forms of lesen; ich is given. Remember: the stem ends in -s, so du adds only -t. Then sehen and empfehlen: only du and er/sie/es are left to fill in.',
        },
      ],
      tables: [
        conjugationTable('lesen', [0]),
        conjugationTable('sehen', UNCHANGED),
        conjugationTable('empfehlen', UNCHANGED),
      ],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of lesen, sehen and empfehlen from memory.' }],
      tables: [conjugationTable('lesen'), conjugationTable('sehen'), conjugationTable('empfehlen')],
    },
  },
} satisfies MemorizationUnit;
