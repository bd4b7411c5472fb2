import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Word Order (III) (10nwo): the four rules of chapter 10 on where nicht goes, which the Word
 * Order (III) drill practises, in the drill's order (docs/product/content.md "Word-order rules"): after subject,
 * verb, personal pronouns and direct object; before a predicate nominative; before a
 * prepositional phrase of destination; after an adverb of definite time. One section a rule,
 * each with examples and their translations, then the common mistakes.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '10nwo',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Chapter 3 gave a first rule for <span class="de">nicht</span>: after the conjugated verb, the direct object and <span class="de">heute</span>. Chapter 4 showed when to use <span class="de">kein</span> instead. When <span class="de">nicht</span> negates a whole sentence, it stands near the end, but some parts of the sentence come after it. These four rules say which. (Placed right before one part of the sentence, nicht negates only that part: <span class="de">Ich esse nicht den Fisch</span> says that what I am eating is not the fish, but something else.)</span>',
    },

    { type: 'heading', text: 'Rule 1: Nicht after subject, verb, personal pronouns and direct object' },
    {
      type: 'paragraph',
      text: '<span>nicht comes after the subject and the conjugated verb, after every personal pronoun, and after the direct object. In a short sentence it is often last.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich esse den Fisch nicht.', english: "I'm not eating the fish." },
        {
          german: 'Ich gebe es dir nicht.',
          english: "I'm not giving it to you.",
          note: 'after both pronouns',
        },
        { german: 'Vergiss deinen Schlüssel nicht!', english: "Don't forget your key!" },
        {
          german: 'Er hat das Buch nicht gelesen.',
          english: "He hasn't read the book.",
          note: 'the participle stays last',
        },
      ],
    },

    { type: 'heading', text: 'Rule 2: Nicht before predicate nominative' },
    {
      type: 'paragraph',
      text: '<span>After <span class="de">sein</span> and <span class="de">werden</span>, a noun in the nominative says what the subject is: the predicate nominative. nicht comes before it. (Before a noun with ein or no article, use kein: <span class="de">Er ist kein Arzt.</span>)</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Das ist nicht mein Rezept.', english: "That isn't my recipe." },
        { german: 'Sie ist nicht meine Ärztin.', english: "She isn't my doctor." },
        { german: 'Das ist nicht der Bahnhof.', english: "That isn't the station." },
      ],
    },

    { type: 'heading', text: 'Rule 3: Nicht before prepositional phrases of destination' },
    {
      type: 'paragraph',
      text: '<span>A prepositional phrase that says where someone or something goes (<span class="de">nach Berlin, zum Arzt, in die Schule</span>) comes after nicht.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Wir fahren nicht nach Berlin.', english: "We aren't going to Berlin." },
        {
          german: 'Paul bringt das Brot nicht in die Küche.',
          english: "Paul isn't taking the bread into the kitchen.",
        },
        { german: 'Leg das Messer nicht auf den Boden!', english: "Don't put the knife on the floor!" },
      ],
    },

    { type: 'heading', text: 'Rule 4: Nicht after adverbs of definite time' },
    {
      type: 'paragraph',
      text: '<span>A definite time (<span class="de">heute, morgen, gestern, am Wochenende</span>) comes before nicht. With a destination as well, the order is time, nicht, destination.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Er kommt morgen nicht.', english: "He isn't coming tomorrow." },
        { german: 'Anna arbeitet am Wochenende nicht.', english: "Anna doesn't work at the weekend." },
        { german: 'Ich gehe heute nicht zum Arzt.', english: "I'm not going to the doctor today." },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich esse nicht den Fisch.',
          right: 'Ich esse den Fisch nicht.',
          why: 'To negate the whole sentence, nicht comes after the direct object (rule 1).',
        },
        {
          wrong: 'Ich gebe nicht es dir.',
          right: 'Ich gebe es dir nicht.',
          why: 'nicht comes after personal pronouns (rule 1).',
        },
        {
          wrong: 'Das ist mein Rezept nicht.',
          right: 'Das ist nicht mein Rezept.',
          why: 'nicht comes before a predicate nominative (rule 2).',
        },
        {
          wrong: 'Wir fahren nach Berlin nicht.',
          right: 'Wir fahren nicht nach Berlin.',
          why: 'nicht comes before a destination (rule 3).',
        },
        {
          wrong: 'Er kommt nicht morgen.',
          right: 'Er kommt morgen nicht.',
          why: 'nicht comes after a definite time (rule 4); nicht morgen would mean not tomorrow but another day.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
