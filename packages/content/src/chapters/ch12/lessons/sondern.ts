import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Sondern (12ns): sondern after a negation to correct it, aber for a contrast; nicht nur … sondern auch. */
export const newMaterial = {
  kind: 'lesson',
  code: '12ns',
  blocks: [
    { type: 'heading', text: 'Two words for “but”' },
    {
      type: 'paragraph',
      text: '<span>English has one “but”; German has two. <span class="de">aber</span> (chapter 1) adds a contrast: <span class="de">Der Roman ist lang, aber interessant.</span> (The novel is long, but interesting.) <span class="de">sondern</span> corrects a negation: the first half says what is not so, the second half says what is so instead. <span class="de">Das ist kein Roman, sondern ein Gedicht.</span> (That is not a novel but a poem.)</span>',
    },
    { type: 'heading', text: 'When to use sondern' },
    {
      type: 'list',
      items: [
        'The first half has a negation: nicht, kein or nie.',
        'The second half replaces what was denied: not X, but (instead) Y. English can often say “but rather” or “but instead”.',
        'If both halves are true at once, there is no correction: use aber, even after a negation. Das Konzert ist nicht teuer, aber es ist gut.',
      ],
    },
    {
      type: 'paragraph',
      text: '<span>Like <span class="de">aber, und, oder</span> and <span class="de">denn</span>, <span class="de">sondern</span> joins two main clauses without changing the word order, and a comma stands before it. The second half often leaves out what the two halves share: <span class="de">Wir fahren nicht nach Berlin, sondern (wir fahren) nach Hamburg.</span></span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich trinke keinen Kaffee, sondern Tee.',
          english: "I don't drink coffee, but tea.",
          note: 'kein + correction: sondern',
        },
        {
          german: 'Wir fahren nicht nach Berlin, sondern nach Hamburg.',
          english: 'We are not going to Berlin but to Hamburg.',
        },
        { german: 'Er kommt nicht heute, sondern morgen.', english: 'He is not coming today, but tomorrow.' },
        {
          german: 'Paul spricht kein Englisch, aber er versteht viel.',
          english: "Paul doesn't speak English, but he understands a lot.",
          note: 'no correction: aber',
        },
        {
          german: 'Die Wohnung ist nicht groß, aber sehr gemütlich.',
          english: 'The flat is not big, but very cosy.',
          note: 'both are true: aber',
        },
      ],
    },
    { type: 'heading', text: 'nicht nur … sondern auch' },
    {
      type: 'paragraph',
      text: '<span><span class="de">nicht nur … sondern auch</span> means “not only … but also”: <span class="de">Sie spricht nicht nur Deutsch, sondern auch Englisch.</span> (She speaks not only German but also English.)</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das ist kein Roman, aber ein Gedicht.',
          right: 'Das ist kein Roman, sondern ein Gedicht.',
          why: 'The poem replaces the denied novel: a correction after kein takes sondern.',
        },
        {
          wrong: 'Der Roman ist lang, sondern interessant.',
          right: 'Der Roman ist lang, aber interessant.',
          why: 'sondern needs a negation before it; here nothing is denied.',
        },
        {
          wrong: 'Das Konzert ist nicht teuer, sondern es ist gut.',
          right: 'Das Konzert ist nicht teuer, aber es ist gut.',
          why: 'gut does not replace teuer: both are true, so aber.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
