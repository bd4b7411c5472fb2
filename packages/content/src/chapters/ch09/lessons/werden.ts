import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { PERSONS } from '../../ch01/lessons/conjugation-table.ts';
import { verbs as chapter1Verbs } from '../../ch01/verbs.ts';
import { verbs } from '../verbs.ts';

function verb(infinitive: string, list: readonly VerbConjugation[]): VerbConjugation {
  const found = list.find((entry) => entry.infinitive === infinitive);
  if (!found) throw new Error(`No verb table for ${infinitive}.`);
  return found;
}

const werden = verb('werden', verbs);
const sein = verb('sein', chapter1Verbs);
const haben = verb('haben', chapter1Verbs);

/** The present of werden as a memory table, from `ch09/verbs.ts`; `given` persons are shown as help. */
function werdenTable(given: readonly number[] = []): MemoryTable {
  return {
    caption: 'werden (to become)',
    head: ['', 'werden'],
    rows: PERSONS.map((person, index) => ({
      label: person,
      cells: [{ answer: werden.deutsch[index] ?? '', ...(given.includes(index) ? { given: true } : {}) }],
    })),
  };
}

/**
 * Werden (9nw): the present of werden, irregular in du wirst and er wird, beside sein and haben;
 * werden alone means to become (to get), with a predicate nominative or an adjective. Practice
 * with ich and wir given, then the test from memory; every form from `ch09/verbs.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '9nw',
  blocks: [
    {
      type: 'paragraph',
      text: '<span><span class="de">werden</span> means to become, or to get in the sense of becoming (it is getting cold). It is the third irregular verb to learn by heart after <span class="de">sein</span> and <span class="de">haben</span>, and it does two jobs: on its own it means to become, and with an infinitive it makes the future tense (next lesson).</span>',
    },
    {
      type: 'table',
      caption: 'werden beside sein and haben',
      head: ['Person', 'werden', 'sein', 'haben'],
      rows: PERSONS.map((person, index) => [
        person,
        werden.deutsch[index] ?? '',
        sein.deutsch[index] ?? '',
        haben.deutsch[index] ?? '',
      ]),
    },
    {
      type: 'list',
      items: [
        '<span>du <span class="de">wirst</span>: the e becomes i and the d drops out.</span>',
        '<span>er/sie/es <span class="de">wird</span>: the e becomes i, and there is no -t ending (the stem already ends in d).</span>',
        '<span>The other forms are regular: <span class="de">ich werde, wir werden, ihr werdet, sie werden</span>.</span>',
      ],
    },
    {
      type: 'paragraph',
      text: '<span>Like <span class="de">sein</span> and <span class="de">bleiben</span>, <span class="de">werden</span> links the subject to a noun that names the same person or thing, and that noun stays in the nominative (the predicate nominative): <span class="de">Er wird mein Kollege.</span> A job on its own after <span class="de">werden</span> or <span class="de">sein</span> has no article: <span class="de">Sie wird Lehrerin.</span> (With an adjective the article comes back: <span class="de">Sie wird eine gute Lehrerin.</span>)</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Es wird kalt.', english: 'It is getting cold.' },
        { german: 'Ich werde müde.', english: 'I am getting tired.' },
        {
          german: 'Mein Bruder wird Lehrer.',
          english: 'My brother is going to be a teacher.',
          note: 'no ein before a job',
        },
        { german: 'Wirst du krank?', english: 'Are you getting ill?' },
        { german: 'Der Junge wird groß.', english: 'The boy is growing up.' },
        {
          german: 'Er wird mein Kollege.',
          english: 'He is becoming my colleague.',
          note: 'predicate nominative: mein Kollege',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du wirdst', right: 'du wirst', why: 'The d drops out before -st: wirst.' },
        { wrong: 'er wirdt', right: 'er wird', why: 'The stem ends in d, so er/sie/es adds no -t.' },
        {
          wrong: 'er werdet',
          right: 'er wird',
          why: 'er/sie/es changes e → i: wird. werdet is the ihr form.',
        },
        {
          wrong: 'Er wird meinen Kollegen.',
          right: 'Er wird mein Kollege.',
          why: 'After werden the noun stays in the nominative.',
        },
        {
          wrong: 'Ich werde ein Lehrer.',
          right: 'Ich werde Lehrer.',
          why: 'A job on its own (with no adjective) after werden or sein has no ein.',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>An adjective after <span class="de">werden</span>, <span class="de">sein</span> or <span class="de">bleiben</span> takes no ending: <span class="de">Das Zimmer wird hell.</span> Endings come only before a noun: <span class="de">ein helles Zimmer</span>.</span>',
    },
    {
      type: 'list',
      items: [
        'Practice: werden: fill in the table, with ich and wir given.',
        'Test: werden from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice_werden': {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Fill in the forms of werden; ich and wir are given.' }],
      tables: [werdenTable([0, 3])],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of werden from memory.' }],
      tables: [werdenTable()],
    },
  },
} satisfies MemorizationUnit;
