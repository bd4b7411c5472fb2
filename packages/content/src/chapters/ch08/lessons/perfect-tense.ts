import type { ConceptLesson } from '../../../lessons/schema.ts';
import { verbs as chapter1Verbs } from '../../ch01/verbs.ts';
import { perfectOf } from './participles.ts';

const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'] as const;

/** The present forms of haben and sein, from the chapter 1 verb tables. */
function presentOf(infinitive: 'haben' | 'sein'): readonly string[] {
  const table = chapter1Verbs.find((verb) => verb.infinitive === infinitive);
  if (!table) throw new Error(`Chapter 1 has no verb table for ${infinitive}.`);
  return table.deutsch;
}

/** The perfect of spielen (with haben) and gehen (with sein), person by person. */
const perfectRows = PERSONS.map((person, index) => [
  person,
  `${presentOf('haben')[index] ?? ''} … ${perfectOf('spielen').participle}`,
  `${presentOf('sein')[index] ?? ''} … ${perfectOf('gehen').participle}`,
]);

/**
 * Perfect Tense (8npt): how the perfect is formed (the present of haben or sein + the past
 * participle at the end), when it takes sein (a change of place or state, and sein, bleiben,
 * werden), how it is translated, its word order in statements, questions and with nicht, and the
 * common mistakes. The table of forms comes from the chapter 1 verb tables and the participles
 * from the vocabulary.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '8npt',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>The perfect tense is the past tense of spoken German. It has two parts, like the English present perfect ("I have played"): the present tense of <span class="de">haben</span> or <span class="de">sein</span>, and the past participle. The form of haben or sein is the conjugated verb, in second position; the participle goes to the very end of the sentence: <span class="de">Ich habe gestern Fußball gespielt.</span></span>',
    },
    {
      type: 'table',
      caption: 'The perfect of spielen (with haben) and gehen (with sein)',
      head: ['', 'spielen', 'gehen'],
      rows: perfectRows,
    },
    {
      type: 'paragraph',
      text: '<span>Only haben or sein changes with the person; the participle never does: <span class="de">ich habe gespielt, wir haben gespielt, sie ist gegangen, sie sind gegangen</span>. How participles are formed is the next lesson, Past Participles.</span>',
    },

    { type: 'heading', text: 'How to translate it' },
    {
      type: 'paragraph',
      text: '<span>German uses the perfect where English uses the simple past ("I played") as well as where it uses the present perfect ("I have played"). <span class="de">Ich habe Tennis gespielt</span> is "I played tennis" or "I have played tennis"; with a time in the past, such as <span class="de">gestern</span>, only "I played tennis yesterday" is good English. (For sein and haben themselves, speakers often prefer a one-word past tense, "I was", "I had", which this course does not cover; their perfect, <span class="de">ich bin müde gewesen</span>, is correct German.)</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich habe gestern Fußball gespielt.', english: 'I played football yesterday.' },
        { german: 'Hast du schon gegessen?', english: 'Have you eaten yet?' },
        { german: 'Wir sind nach Hause gegangen.', english: 'We went home.' },
        { german: 'Meine Eltern haben das Auto verkauft.', english: 'My parents (have) sold the car.' },
      ],
    },

    { type: 'heading', text: 'haben or sein?' },
    {
      type: 'paragraph',
      text: '<span>Most verbs form the perfect with <span class="de">haben</span>. A verb takes <span class="de">sein</span> when it has no direct object and it says that someone or something</span>',
    },
    {
      type: 'list',
      items: [
        '<span>changes place, moves from one place to another: <span class="de">gehen, kommen, fahren, fliegen, laufen, reisen, ankommen, zurückkommen, ausgehen</span>;</span>',
        '<span>changes state: <span class="de">aufwachen, einschlafen, aufstehen, sterben, passieren</span>;</span>',
        '<span>and two verbs that take sein although nothing changes: <span class="de">sein</span> and <span class="de">bleiben</span>. werden (to become), which comes in chapter 9, takes sein too.</span>',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Anna ist nach Berlin gefahren.',
          english: 'Anna went to Berlin.',
          note: 'change of place',
        },
        { german: 'Das Baby ist eingeschlafen.', english: 'The baby fell asleep.', note: 'change of state' },
        { german: 'Das Baby hat geschlafen.', english: 'The baby slept.', note: 'no change: haben' },
        { german: 'Wir sind zu Hause geblieben.', english: 'We stayed at home.', note: 'bleiben takes sein' },
        { german: 'Ich bin müde gewesen.', english: 'I was tired.', note: 'sein takes sein' },
        {
          german: 'Ich habe keine Zeit gehabt.',
          english: "I didn't have any time.",
          note: 'haben takes haben',
        },
        {
          german: 'Er hat das Auto repariert.',
          english: 'He repaired the car.',
          note: 'a direct object: haben',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>Watch out for verbs that look like verbs of movement but take haben: <span class="de">bekommen</span> (to get) is not a kind of kommen, and has a direct object: <span class="de">Ich habe einen Brief bekommen.</span> <span class="de">beginnen</span> and <span class="de">anfangen</span> take haben too: <span class="de">Der Film hat begonnen.</span> The vocabulary lists give ist before the participle of every verb that takes sein: <span class="de">fahren, ist gefahren</span>. With a direct object, a verb of movement such as fahren takes haben: <span class="de">Wer hat das Auto gefahren?</span> (Who drove the car?)</span>',
    },

    { type: 'heading', text: 'The participle at the end' },
    {
      type: 'paragraph',
      text: '<span>haben or sein takes the place of the verb: second in a statement, first in a yes-or-no question, second after a question word. Everything else comes between it and the participle, which closes the sentence. In most sentences nicht comes just before the participle; before a place someone goes to, it comes earlier: <span class="de">Ich bin nicht nach Hause gegangen.</span> Chapter 10 gives the rules for nicht.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Gestern haben wir Fußball gespielt.',
          english: 'Yesterday we played football.',
          note: 'gestern first: haben second, then the subject',
        },
        { german: 'Hast du deine Mutter angerufen?', english: 'Did you call your mother?' },
        { german: 'Wann ist der Zug angekommen?', english: 'When did the train arrive?' },
        { german: 'Ich habe den Witz nicht verstanden.', english: "I didn't understand the joke." },
        {
          german: 'Wir sind am Wochenende mit dem Zug nach Berlin gefahren.',
          english: 'We went to Berlin by train at the weekend.',
          note: 'time, manner, place, and the participle last',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich habe gespielt Fußball.',
          right: 'Ich habe Fußball gespielt.',
          why: 'The participle goes to the end of the sentence.',
        },
        {
          wrong: 'Wir haben nach Hause gegangen.',
          right: 'Wir sind nach Hause gegangen.',
          why: 'gehen is a change of place: sein.',
        },
        {
          wrong: 'Er ist einen Brief bekommen.',
          right: 'Er hat einen Brief bekommen.',
          why: 'bekommen has a direct object and takes haben.',
        },
        {
          wrong: 'Gestern ich habe gearbeitet.',
          right: 'Gestern habe ich gearbeitet.',
          why: 'haben is the verb in second position; the subject follows it.',
        },
        {
          wrong: 'Ich habe gestern gearbeitet nicht.',
          right: 'Ich habe gestern nicht gearbeitet.',
          why: 'In a main clause the participle is last; nicht comes before it.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
