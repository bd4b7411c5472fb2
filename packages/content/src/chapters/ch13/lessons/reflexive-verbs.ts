import type { LessonBlock, MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { reflexivePronounTable, reflexiveVerbTable } from './reflexive-tables.ts';

/**
 * Reflexive Verbs (13nrv): the accusative and dative reflexive pronouns (grammar/reflexive-
 * pronouns.ts), the reflexive verbs of the chapter with their pronoun in every person (the verb
 * forms from ch13/verbs.ts or, for a regular verb, the regular present; the tables hold the verb
 * alone, the lesson adds the pronoun), and the dative pronoun with a part of the body. Sub-pages
 * as the catalogue gives them: memorization/work (fill in, checked at once) and memorization/test.
 */
const VERB_TABLES: readonly MemoryTable[] = [
  reflexiveVerbTable('sich waschen', { english: 'to wash (oneself)', given: [0] }),
  reflexiveVerbTable('sich freuen', { english: 'to be glad', given: [0] }),
  reflexiveVerbTable('sich anziehen', { english: 'to get dressed', given: [0] }),
  reflexiveVerbTable('sich setzen', { english: 'to sit down', given: [0] }),
  reflexiveVerbTable('sich waschen', { object: 'die Hände', english: 'to wash one’s hands', given: [0] }),
];

/** The tables without help, for the test. */
function withoutHelp(table: MemoryTable): MemoryTable {
  return {
    ...table,
    rows: table.rows.map((row) => ({ ...row, cells: row.cells.map(({ answer }) => ({ answer })) })),
  };
}

function asLessonTable(table: MemoryTable): LessonBlock {
  return {
    type: 'table',
    caption: table.caption,
    head: table.head,
    rows: table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.answer)]),
  };
}

export const newMaterial = {
  kind: 'memorization',
  code: '13nrv',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>A reflexive verb has an object that is the same person as its subject: <span class="de">Ich wasche mich</span>, I wash (myself). English often leaves the "myself" out or uses "get": <span class="de">Ich ziehe mich an</span>, I get dressed. German never leaves the pronoun out. The dictionary writes these verbs with <span class="de">sich</span>: <span class="de">sich waschen, sich freuen, sich setzen</span>.</span>',
    },
    { type: 'heading', text: 'The reflexive pronouns' },
    {
      type: 'paragraph',
      text: '<span>The reflexive pronouns are the accusative and dative personal pronouns of chapter 5, with one change: every third person, and the formal <span class="de">Sie</span>, take <span class="de">sich</span>. So <span class="de">er wäscht sich</span> (he washes himself), but <span class="de">er wäscht ihn</span> (he washes him, someone else).</span>',
    },
    asLessonTable(reflexivePronounTable()),
    { type: 'heading', text: 'The pronoun in the sentence' },
    {
      type: 'list',
      items: [
        '<span>The verb is conjugated as usual, and the pronoun follows it: <span class="de">Du wäschst dich. Wir freuen uns.</span> sich waschen and sich treffen change their stem like waschen and treffen: <span class="de">du wäschst dich, er trifft sich</span>.</span>',
        '<span>A separable prefix still goes to the end, after the pronoun: <span class="de">Ich ziehe mich an.</span></span>',
        '<span>When the subject comes after the verb, a pronoun subject stays next to the verb and the reflexive pronoun follows it: <span class="de">Heute ziehe ich mich schnell an. Freust du dich?</span></span>',
        '<span>In the imperative the pronoun follows the verb, or <span class="de">Sie</span> in the formal: <span class="de">Setz dich! Setzt euch! Setzen Sie sich!</span></span>',
        '<span>In the perfect, reflexive verbs take <span class="de">haben</span>: <span class="de">Ich habe mich gewaschen.</span></span>',
        '<span>Some reflexive verbs take a preposition: <span class="de">sich freuen auf</span> (to look forward to), <span class="de">sich erinnern an</span> (to remember), <span class="de">sich interessieren für</span> (to be interested in), <span class="de">sich ärgern über</span> (to be annoyed about), all with the accusative.</span>',
      ],
    },
    ...VERB_TABLES.slice(0, 4).map(asLessonTable),
    { type: 'heading', text: 'The dative: a part of the body or a thing' },
    {
      type: 'paragraph',
      text: '<span>When the verb has another accusative object, such as a part of the body or a piece of clothing, the reflexive pronoun moves to the dative: <span class="de">Ich wasche mir die Hände.</span> I wash my hands. German uses the article, not a possessive, for the body part: the dative pronoun already says whose hands. Only <span class="de">mich/mir</span> and <span class="de">dich/dir</span> show the difference; the others are the same in both cases.</span>',
    },
    asLessonTable(VERB_TABLES[4] ?? reflexivePronounTable()),
    {
      type: 'examples',
      items: [
        { german: 'Ich putze mir die Zähne.', english: 'I brush my teeth.' },
        { german: 'Er wäscht sich jeden Morgen.', english: 'He washes every morning.' },
        { german: 'Wir treffen uns um acht Uhr.', english: 'We are meeting at eight o’clock.' },
        { german: 'Freust du dich auf das Wochenende?', english: 'Are you looking forward to the weekend?' },
        { german: 'Ich erinnere mich an den Film.', english: 'I remember the film.' },
        { german: 'Die Kinder ziehen sich an.', english: 'The children are getting dressed.' },
        { german: 'Ich ziehe mir den Mantel an.', english: 'I put my coat on.' },
        { german: 'Setzen Sie sich bitte!', english: 'Please sit down.' },
        { german: 'Wir haben uns beeilt.', english: 'We hurried.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich freue auf das Wochenende.',
          right: 'Ich freue mich auf das Wochenende.',
          why: 'A reflexive verb never leaves its pronoun out, even where English has none.',
        },
        {
          wrong: 'Paul freut ihn auf das Wochenende.',
          right: 'Paul freut sich auf das Wochenende.',
          why: 'Every third person takes sich; ihn would be someone else.',
        },
        {
          wrong: 'Ich wasche mich die Hände.',
          right: 'Ich wasche mir die Hände.',
          why: 'die Hände is the accusative object, so the reflexive pronoun is dative: mir.',
        },
        {
          wrong: 'Setzen Sie Sie!',
          right: 'Setzen Sie sich!',
          why: 'The formal Sie takes sich as its reflexive pronoun.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'Fill in the tables (Work) as often as you like, then take the test.',
    },
  ],
  pages: {
    'memorization/work': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type each reflexive pronoun, then each verb with its pronoun (the verb form first, the separable prefix last). The first row of each verb is given as help.',
        },
      ],
      tables: [reflexivePronounTable(['ich']), ...VERB_TABLES],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in every reflexive pronoun and every verb with its pronoun from memory.',
        },
      ],
      tables: [reflexivePronounTable(), ...VERB_TABLES].map(withoutHelp),
    },
  },
} satisfies MemorizationUnit;
