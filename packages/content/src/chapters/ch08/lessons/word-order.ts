import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Word Order (II) (8nwo): the five rules of chapter 8 that the Word Order (II) drill practises, in
 * the drill's order (docs/product/content.md "Word-order rules"): pronoun before other object; accusative before
 * dative among pronouns; personal pronoun next to the verb; subject pronoun before other
 * pronouns; the word order of the perfect tense. One section a rule, each with examples and
 * their translations, then the common mistakes.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '8nwo',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Chapter 3 gave the rules of the main clause: the verb second, the subject next to it, the indirect object before the direct object, time before place. Since then the sentences have gained pronoun objects (<span class="de">mich, ihn, ihm, ihnen</span>) and, in this chapter, a verb in two parts. These five rules add to the six of chapter 3; the rules of chapter 3 still hold.</span>',
    },

    { type: 'heading', text: 'Rule 1: Pronoun before other object' },
    {
      type: 'paragraph',
      text: '<span>Two noun objects stand indirect (dative) before direct (accusative): <span class="de">Ich gebe dem Kind das Buch.</span> When one of the objects is a pronoun, the pronoun comes first, whichever case it is in.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich gebe dem Kind das Buch.',
          english: 'I am giving the child the book.',
          note: 'two nouns: dative first',
        },
        {
          german: 'Ich gebe ihm das Buch.',
          english: 'I am giving him the book.',
          note: 'the pronoun ihm first',
        },
        {
          german: 'Ich gebe es dem Kind.',
          english: 'I am giving it to the child.',
          note: 'the pronoun es first, although it is the accusative',
        },
      ],
    },

    { type: 'heading', text: 'Rule 2: Accusative before dative among pronouns' },
    {
      type: 'paragraph',
      text: '<span>When both objects are pronouns, the order turns round: the accusative (direct object) comes before the dative (indirect object).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich gebe es ihm.', english: 'I am giving it to him.' },
        {
          german: 'Er zeigt ihn mir.',
          english: 'He is showing it to me.',
          note: 'ihn: a masculine noun such as der Brief',
        },
        {
          german: 'Paul hat sie ihr geschenkt.',
          english: 'Paul gave it to her.',
          note: 'sie: a feminine noun such as die Uhr',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>Put together: nouns dative – accusative, pronouns accusative – dative, and a pronoun before a noun. <span class="de">Ich gebe dem Kind das Buch → Ich gebe ihm das Buch → Ich gebe es dem Kind → Ich gebe es ihm.</span></span>',
    },

    { type: 'heading', text: 'Rule 3: Personal pronoun next to the verb' },
    {
      type: 'paragraph',
      text: '<span>Personal pronouns are short and unstressed, and they come as early as they can: right after the conjugated verb, or right after a subject that follows the verb. A time expression such as <span class="de">gestern</span> or <span class="de">heute</span>, and <span class="de">nicht</span>, come after them.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Anna hat ihn gestern angerufen.',
          english: 'Anna called him yesterday.',
          note: 'ihn before gestern',
        },
        {
          german: 'Ich habe dich nicht verstanden.',
          english: "I didn't understand you.",
          note: 'dich before nicht',
        },
        {
          german: 'Heute hat mir mein Bruder einen Brief geschrieben.',
          english: 'My brother wrote me a letter today.',
          note: 'the pronoun may even come before a noun subject; Heute hat mein Bruder mir … is right too',
        },
      ],
    },

    { type: 'heading', text: 'Rule 4: Subject pronoun before other pronouns' },
    {
      type: 'paragraph',
      text: '<span>When the subject is a pronoun too, it comes first of all the pronouns after the verb: subject, then accusative, then dative.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Gestern hat er es mir gegeben.', english: 'He gave it to me yesterday.' },
        { german: 'Hast du es ihm schon gesagt?', english: 'Have you told him yet?' },
        { german: 'Dann haben wir es ihnen erklärt.', english: 'Then we explained it to them.' },
      ],
    },

    { type: 'heading', text: 'Rule 5: Word order of the perfect tense' },
    {
      type: 'paragraph',
      text: '<span>In the perfect, haben or sein is the conjugated verb and takes its place (second in a statement, first in a yes-or-no question); the past participle goes to the very end. Everything else (pronouns, objects, time, nicht, place) stands between the two, in the order of the rules above.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich habe gestern Fußball gespielt.', english: 'I played football yesterday.' },
        {
          german: 'Am Wochenende sind wir nach Berlin gefahren.',
          english: 'We went to Berlin at the weekend.',
        },
        { german: 'Warum hast du mich nicht angerufen?', english: "Why didn't you call me?" },
        { german: 'Sie hat uns zur Party eingeladen.', english: 'She invited us to the party.' },
      ],
    },

    { type: 'heading', text: 'Common mistakes' },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich gebe das Buch ihm.',
          right: 'Ich gebe ihm das Buch.',
          why: 'A pronoun object comes before a noun object (rule 1).',
        },
        {
          wrong: 'Er zeigt ihr es.',
          right: 'Er zeigt es ihr.',
          why: 'Between two pronouns the accusative comes first (rule 2).',
        },
        {
          wrong: 'Anna hat gestern ihn angerufen.',
          right: 'Anna hat ihn gestern angerufen.',
          why: 'The pronoun stays next to the verb, before the time expression (rule 3).',
        },
        {
          wrong: 'Gestern hat es er mir gegeben.',
          right: 'Gestern hat er es mir gegeben.',
          why: 'The subject pronoun comes before the other pronouns (rule 4).',
        },
        {
          wrong: 'Wir haben gespielt gestern Tennis.',
          right: 'Wir haben gestern Tennis gespielt.',
          why: 'The participle goes to the end (rule 5).',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
