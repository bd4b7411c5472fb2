import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Word Order (I) (3nwo): the six rules of main clauses that the Word Order (I) drill
 * practises, in the drill's order (docs/product/content.md "Word-order rules"): verb in second position; subject
 * next to verb; und, aber, oder don't count; indirect object before direct object; nicht after
 * the conjugated verb, the direct object and heute; time before place. One section a rule,
 * each with examples and their translations, then the common mistakes.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '3nwo',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>English word order is strict because it tells you who does what: "The teacher shows the children the picture." German shows who does what with the cases (<span class="de">der Lehrer, den Kindern, das Bild</span>), so the parts of a sentence can move around more freely. A few things, however, never move. These six rules cover statements and questions made of one or two main clauses; the word order of the perfect tense and of pronouns comes in chapter 8.</span>',
    },

    { type: 'heading', text: 'Rule 1: Verb in second position' },
    {
      type: 'paragraph',
      text: '<span>In a statement the conjugated verb is always the second element. The first element is often the subject, but it can also be a time word, an object or any other part of the sentence. An element can be more than one word: <span class="de">Der neue Lehrer</span>, <span class="de">Heute Abend</span> and <span class="de">Den roten Ball</span> each count as one. Whatever comes first, the verb comes next.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich lerne jetzt Deutsch.', english: 'I am learning German now.' },
        {
          german: 'Jetzt lerne ich Deutsch.',
          english: 'Now I am learning German.',
          note: 'jetzt is first, so the verb lerne is still second',
        },
        {
          german: 'Der neue Lehrer erklärt die Regel.',
          english: 'The new teacher explains the rule.',
          note: 'Der neue Lehrer is one element',
        },
        { german: 'Heute Abend kochen wir eine Suppe.', english: 'This evening we are cooking a soup.' },
        {
          german: 'Den roten Ball kauft Anna.',
          english: 'Anna is buying the red ball.',
          note: 'the direct object first, for emphasis: den shows it is not the subject',
        },
        {
          german: 'Was kochst du heute Abend?',
          english: 'What are you cooking this evening?',
          note: 'a question word is the first element',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>Only a yes-or-no question starts with the verb: <span class="de">Kommst du morgen?</span> Every statement and every question with a question word (<span class="de">wer, was, wo, wann, warum, wie</span> …) has the verb second.</span>',
    },

    { type: 'heading', text: 'Rule 2: Subject next to verb' },
    {
      type: 'paragraph',
      text: '<span>The subject stands right next to the verb: just before it when the subject comes first, just after it when something else comes first. English keeps the subject before the verb ("Today Paul visits the museum"); German swaps them (<span class="de">Heute besucht Paul das Museum</span>).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Paul besucht heute das Museum.', english: 'Paul is visiting the museum today.' },
        {
          german: 'Heute besucht Paul das Museum.',
          english: 'Today Paul is visiting the museum.',
          note: 'heute first, verb second, subject right after the verb',
        },
        { german: 'Am Samstag spielen die Kinder Tennis.', english: 'On Saturday the children play tennis.' },
        {
          german: 'Das Brot kauft Paul.',
          english: 'Paul is buying the bread.',
          note: 'Paul is the subject, next to the verb',
        },
        { german: 'Wo arbeitet Anna jetzt?', english: 'Where does Anna work now?' },
      ],
    },

    { type: 'heading', text: "Rule 3: Und, aber, oder don't count towards position" },
    {
      type: 'paragraph',
      text: '<span>The words <span class="de">und</span> (and), <span class="de">aber</span> (but) and <span class="de">oder</span> (or) join two main clauses without taking a place in the second one. After them the clause begins as if they were not there: first element, then the verb. A comma always goes before <span class="de">aber</span>; before <span class="de">und</span> and <span class="de">oder</span> between two clauses it may be left out.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich koche die Suppe, und Paul kauft das Brot.',
          english: 'I am cooking the soup, and Paul is buying the bread.',
          note: 'Paul is first after und, kauft second',
        },
        {
          german: 'Anna arbeitet heute, aber morgen hat sie Zeit.',
          english: 'Anna is working today, but tomorrow she has time.',
          note: 'morgen is first after aber, so the verb hat comes next and then the subject sie',
        },
        {
          german: 'Anna arbeitet heute, aber sie hat morgen Zeit.',
          english: 'Anna is working today, but she has time tomorrow.',
        },
        {
          german: 'Wir kochen morgen, oder wir kaufen eine Pizza.',
          english: 'We will cook tomorrow, or we will buy a pizza.',
        },
      ],
    },

    { type: 'heading', text: 'Rule 4: Indirect object before direct object' },
    {
      type: 'paragraph',
      text: '<span>When a verb such as <span class="de">geben, zeigen, bringen, erklären, schenken</span> or <span class="de">schreiben</span> has two noun objects, the indirect object (the person, in the dative) comes before the direct object (the thing, in the accusative). English can say "the teacher shows the children the pictures" or "shows the pictures to the children"; German has no word for "to" here and says <span class="de">zeigt den Kindern die Bilder</span>. With pronouns the order is different; that comes in chapter 8.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Die Lehrerin zeigt den Kindern die Bilder.',
          english: 'The teacher shows the children the pictures.',
          note: 'den Kindern: dative plural; die Bilder: accusative',
        },
        {
          german: 'Wir geben dem Kellner das Geld.',
          english: 'We give the waiter the money.',
        },
        {
          german: 'Morgen kauft Anna dem Kind einen roten Ball.',
          english: 'Tomorrow Anna is buying the child a red ball.',
        },
        {
          german: 'Jetzt erklärt der Lehrer der Klasse die neue Regel.',
          english: 'Now the teacher is explaining the new rule to the class.',
          note: 'der Lehrer is the subject (masculine nominative), der Klasse the indirect object (feminine dative)',
        },
      ],
    },

    { type: 'heading', text: 'Rule 5: Nicht after conjugated verb, direct object and heute' },
    {
      type: 'paragraph',
      text: '<span>To say that something does not happen at all, <span class="de">nicht</span> goes after the conjugated verb, after the direct object and after expressions of time such as <span class="de">heute</span>, <span class="de">morgen</span> or <span class="de">heute Abend</span>: often at the very end of the sentence. It stays before an adjective that follows <span class="de">sein</span>, and before a place such as <span class="de">zu Hause</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Wir spielen heute nicht.', english: 'We are not playing today.' },
        { german: 'Ich kaufe den alten Tisch nicht.', english: 'I am not buying the old table.' },
        {
          german: 'Paul besucht das Museum heute nicht.',
          english: 'Paul is not visiting the museum today.',
          note: 'after both the direct object and heute',
        },
        {
          german: 'Ich gebe dem Kind den Ball nicht.',
          english: 'I am not giving the child the ball.',
        },
        {
          german: 'Die Bibliothek ist heute nicht offen.',
          english: 'The library is not open today.',
          note: 'after heute, but before the adjective offen',
        },
      ],
    },

    { type: 'heading', text: 'Rule 6: Time before place' },
    {
      type: 'paragraph',
      text: '<span>When a sentence says both when and where, the time comes first: <span class="de">heute zu Hause</span>, <span class="de">am Abend in der Bibliothek</span>. English usually does it the other way round ("at home today"). If the time expression moves to the first position, the place stays where it is, after the verb and the subject.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Anna ist heute zu Hause.', english: 'Anna is at home today.' },
        {
          german: 'Wir lernen am Abend in der Bibliothek.',
          english: 'We study in the library in the evening.',
        },
        {
          german: 'Paul arbeitet am Montag im Büro.',
          english: 'Paul works in the office on Monday.',
          note: 'im is short for in dem',
        },
        {
          german: 'Im Sommer wohnen wir in Wien.',
          english: 'In the summer we live in Vienna.',
          note: 'the time first, the place still at the end',
        },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Heute ich lerne Deutsch.',
          right: 'Heute lerne ich Deutsch.',
          why: 'Rules 1 and 2: the verb is second, even when the sentence starts with heute, and the subject follows it.',
        },
        {
          wrong: 'Am Samstag die Kinder spielen Tennis.',
          right: 'Am Samstag spielen die Kinder Tennis.',
          why: 'Am Samstag is the first element, so the verb comes next and the subject right after it.',
        },
        {
          wrong: 'Anna arbeitet heute, aber morgen sie hat Zeit.',
          right: 'Anna arbeitet heute, aber morgen hat sie Zeit.',
          why: 'Rule 3: aber does not count, so morgen is the first element and the verb hat must be second.',
        },
        {
          wrong: 'Ich koche die Suppe, und kauft Paul das Brot.',
          right: 'Ich koche die Suppe, und Paul kauft das Brot.',
          why: 'Rule 3: und does not take the first position, so the verb cannot follow it directly.',
        },
        {
          wrong: 'Wir geben das Geld dem Kellner.',
          right: 'Wir geben dem Kellner das Geld.',
          why: 'Rule 4: the indirect object (dem Kellner) comes before the direct object (das Geld). The other order puts heavy stress on the waiter.',
        },
        {
          wrong: 'Ich kaufe nicht den alten Tisch.',
          right: 'Ich kaufe den alten Tisch nicht.',
          why: 'Rule 5: nicht follows the direct object. Before it, nicht would mean "not the old table (but another one)".',
        },
        {
          wrong: 'Wir spielen nicht heute.',
          right: 'Wir spielen heute nicht.',
          why: 'Rule 5: nicht follows heute.',
        },
        {
          wrong: 'Anna ist zu Hause heute.',
          right: 'Anna ist heute zu Hause.',
          why: 'Rule 6: time before place.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
