import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { conjugationRows, conjugationTable, englishOf, stemChangers } from './conjugation-table.ts';

/**
 * Stem Changing Verbs (i) (4nsc): e → i in the du and er/sie/es forms only; a stem in -s adds
 * only -t for du (du isst). The lesson shows geben and essen beside the regular spielen and lists
 * the chapter's other stem changers; the practice pages fill in geben (with sprechen, helfen,
 * treffen and werfen, which change the same way) and essen (with vergessen, also a stem in -s);
 * the test is geben and essen from memory. Every form comes from `ch04/verbs.ts`.
 */

/** The persons that keep the e (ich, wir, ihr, sie/Sie), given as help on the extra practice tables. */
const UNCHANGED = [0, 3, 4, 5];

export const newMaterial = {
  kind: 'memorization',
  code: '4nsc',
  blocks: [
    { type: 'heading', text: 'e → i, in two forms only' },
    {
      type: 'paragraph',
      text: '<span>Some of the most common German verbs change the <span class="de">e</span> of their stem to <span class="de">i</span> in the present tense, but only in two forms: <span class="de">du</span> and <span class="de">er/sie/es</span>. <span class="de">Ich gebe</span>, but <span class="de">du gibst</span> and <span class="de">er gibt</span>. The endings are the regular endings of chapter 1, and the other four forms (ich, wir, ihr, sie/Sie) keep the e.</span>',
    },
    {
      type: 'table',
      caption: 'A regular verb and two stem changers',
      head: ['Person', 'spielen (regular)', 'geben (to give)', 'essen (to eat)'],
      rows: conjugationRows('spielen', 'geben', 'essen'),
    },
    {
      type: 'paragraph',
      text: '<span>Compare the columns: only the du and er/sie/es rows differ from the pattern of <span class="de">spielen</span>. Plural forms never change: <span class="de">wir geben, ihr gebt, sie geben</span>.</span>',
    },

    { type: 'heading', text: 'Stems in -s: du isst' },
    {
      type: 'paragraph',
      text: '<span>The stem of <span class="de">essen</span> ends in an s sound (<span class="de">ess-</span>). As with <span class="de">du heißt</span> and <span class="de">du tanzt</span> in chapter 1, the du form adds only <span class="de">-t</span>, so <span class="de">du</span> and <span class="de">er</span> have the same form: <span class="de">du isst, er isst</span>. The same goes for <span class="de">vergessen</span>: <span class="de">du vergisst, er vergisst</span>.</span>',
    },

    { type: 'heading', text: 'The stem changers of this chapter' },
    {
      type: 'paragraph',
      text: 'You cannot tell from the infinitive whether a verb changes its stem: gehen, lernen and schenken keep their e. The vocabulary marks the stem changers with (i), as in geben (i). Learn these with their du and er forms:',
    },
    {
      type: 'list',
      items: stemChangers.map(
        (entry) =>
          `<span><span class="de">${entry.infinitive}</span> (${englishOf(entry.infinitive)}): <span class="de">du ${entry.deutsch[1] ?? ''}, er ${entry.deutsch[2] ?? ''}</span></span>`,
      ),
    },
    {
      type: 'tip',
      text: '<span>Say the du and er forms together with the infinitive when you learn a new verb: <span class="de">sprechen, du sprichst, er spricht</span>. The verb <span class="de">nehmen</span> changes its stem as well, and a little more: it has a page of its own.</span>',
    },

    {
      type: 'examples',
      items: [
        { german: 'Anna gibt dem Kind einen Apfel.', english: 'Anna gives the child an apple.' },
        { german: 'Gibst du Paul das Buch?', english: 'Are you giving Paul the book?' },
        { german: 'Was isst du heute?', english: 'What are you eating today?' },
        { german: 'Er isst oft Fisch.', english: 'He often eats fish.' },
        {
          german: 'Wir essen heute Abend Pizza.',
          english: 'We are eating pizza this evening.',
          note: 'wir: no change',
        },
        { german: 'Sprichst du Deutsch?', english: 'Do you speak German?' },
        { german: 'Die Lehrerin spricht sehr schnell.', english: 'The teacher speaks very fast.' },
        {
          german: 'Jonas hilft dem Lehrer.',
          english: 'Jonas is helping the teacher.',
          note: 'helfen takes the dative: dem Lehrer',
        },
        { german: 'Lena vergisst oft den Schlüssel.', english: 'Lena often forgets the key.' },
        {
          german: 'Ihr esst sehr langsam.',
          english: 'You eat very slowly.',
          note: 'ihr (you, pl.): no change',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du gebst', right: 'du gibst', why: 'geben changes e → i in the du form.' },
        { wrong: 'er gebt', right: 'er gibt', why: 'The er/sie/es form changes too: er gibt.' },
        {
          wrong: 'ich gibe',
          right: 'ich gebe',
          why: 'ich keeps the e: only du and er/sie/es change.',
        },
        { wrong: 'ihr gibt', right: 'ihr gebt', why: 'The plural forms keep the e: ihr gebt.' },
        {
          wrong: 'du esst',
          right: 'du isst',
          why: 'The du form of essen changes e → i, and its stem ends in -s, so it adds only -t.',
        },
        { wrong: 'du issst', right: 'du isst', why: 'A stem in -s adds only -t in the du form: isst.' },
        { wrong: 'sie esst', right: 'sie isst', why: 'er/sie/es isst, with the i.' },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: geben: geben, then four verbs that change the same way.',
        'Practice: essen: essen, then vergessen, another stem in -s.',
        'Test: geben and essen from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice_geben': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the forms of geben; ich is given. Then the same pattern in four more verbs: only du and er/sie/es are left to fill in.',
        },
      ],
      tables: [
        conjugationTable('geben', [0]),
        conjugationTable('sprechen', UNCHANGED),
        conjugationTable('helfen', UNCHANGED),
        conjugationTable('treffen', UNCHANGED),
        conjugationTable('werfen', UNCHANGED),
      ],
    },
    'memorization/practice_essen': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the forms of essen; ich is given. Remember: the stem ends in -s, so du adds only -t. Then vergessen, which works the same way.',
        },
      ],
      tables: [conjugationTable('essen', [0]), conjugationTable('vergessen', [0])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of geben and essen from memory.' }],
      tables: [conjugationTable('geben'), conjugationTable('essen')],
    },
  },
} satisfies MemorizationUnit;
