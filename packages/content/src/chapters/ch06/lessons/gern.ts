import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Gern (6ng): verb + gern says that you like doing something (Ich spiele gern Tennis); nicht gern
 * that you do not; lieber that you prefer it. The lesson gives gern's place in the sentence (after
 * the verb and a pronoun object, before a noun object without article; nicht before gern), its
 * use in questions, haben + gern for liking a person or thing, and the common mistakes.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '6ng',
  blocks: [
    { type: 'heading', text: 'Saying what you like to do' },
    {
      type: 'paragraph',
      text: '<span>English says I like + doing something. German uses the verb of the activity itself and adds the adverb <span class="de">gern</span> (gladly, with pleasure): <span class="de">Ich spiele gern Tennis.</span> I like playing tennis (literally: I play tennis gladly). German needs no second verb for like here.</span>',
    },
    {
      type: 'table',
      caption: 'gern, nicht gern, lieber',
      head: ['German', 'English'],
      rows: [
        ['Ich lese gern.', 'I like reading.'],
        ['Ich lese nicht gern.', "I don't like reading."],
        ['Ich sehe lieber Filme.', 'I prefer watching films.'],
        ['Liest du gern?', 'Do you like reading?'],
      ],
    },
    { type: 'heading', text: 'Where gern goes' },
    {
      type: 'list',
      items: [
        '<span><span class="de">gern</span> comes after the conjugated verb, and after the subject when the subject follows the verb: <span class="de">Im Sommer wandern wir gern.</span></span>',
        '<span>A pronoun object comes before it: <span class="de">Ich höre sie gern.</span> A noun without an article usually comes after it: <span class="de">Ich trinke gern Tee. Er spielt gern Fußball.</span></span>',
        '<span>A noun with an article can stand before or after it: <span class="de">Ich lese die Zeitung gern</span> or <span class="de">Ich lese gern die Zeitung</span>.</span>',
        '<span>To say you do not like doing something, put <span class="de">nicht</span> straight before <span class="de">gern</span>: <span class="de">Ich tanze nicht gern.</span></span>',
        '<span>To say what you prefer, use <span class="de">lieber</span> in the same place: <span class="de">Ich trinke lieber Kaffee.</span> I prefer coffee.</span>',
      ],
    },
    {
      type: 'paragraph',
      text: '<span>You will also hear and read <span class="de">gerne</span>: it means the same. On its own, <span class="de">Gern!</span> answers a request or thanks: gladly, you are welcome.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich spiele gern Fußball.', english: 'I like playing football.' },
        { german: 'Meine Schwester liest gern Bücher.', english: 'My sister likes reading books.' },
        { german: 'Fährst du gern mit dem Fahrrad?', english: 'Do you like cycling?' },
        { german: 'Wir wandern gern.', english: 'We like hiking.' },
        { german: 'Paul kocht nicht gern.', english: "Paul doesn't like cooking." },
        {
          german: 'Ich trinke gern Tee, aber ich trinke lieber Kaffee.',
          english: 'I like tea, but I prefer coffee.',
        },
        { german: 'Was machst du gern?', english: 'What do you like doing?' },
        { german: 'Im Winter schlafe ich gern lange.', english: 'In winter I like to sleep late.' },
      ],
    },
    {
      type: 'tip',
      text: '<span>For a food or drink, <span class="de">gern</span> with the verb of eating or drinking says you like it: <span class="de">Ich esse gern Fisch.</span> I like fish. For people and things you like in general, say <span class="de">Ich habe Anna gern</span> (I am fond of Anna).</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich gern spiele Tennis.',
          right: 'Ich spiele gern Tennis.',
          why: 'The verb is second; gern follows it.',
        },
        {
          wrong: 'Ich gerne lesen.',
          right: 'Ich lese gern.',
          why: 'Conjugate the verb of the activity; gern is an adverb, not a verb.',
        },
        {
          wrong: 'Ich tanze gern nicht.',
          right: 'Ich tanze nicht gern.',
          why: 'nicht comes straight before gern.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
