import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Questions (1nq): yes/no questions and W-questions. */
export const newMaterial = {
  kind: 'lesson',
  code: '1nq',
  blocks: [
    { type: 'heading', text: 'Yes/no questions: the verb comes first' },
    {
      type: 'paragraph',
      text: 'To ask a question that is answered with ja or nein, put the conjugated verb first and the subject right after it. German needs no helper verb like "do": the verb itself moves.',
    },
    {
      type: 'examples',
      items: [
        { german: 'Du wohnst hier. → Wohnst du hier?', english: 'You live here. → Do you live here?' },
        { german: 'Anna ist müde. → Ist Anna müde?', english: 'Anna is tired. → Is Anna tired?' },
        {
          german: 'Sie kommen morgen. → Kommen Sie morgen?',
          english: 'You are coming tomorrow. → Are you coming tomorrow?',
        },
      ],
    },
    { type: 'heading', text: 'W-questions: the question word first, the verb second' },
    {
      type: 'paragraph',
      text: 'Questions that ask for information start with a question word. The conjugated verb comes second, then the subject.',
    },
    {
      type: 'table',
      caption: 'The question words',
      head: ['German', 'English'],
      rows: [
        ['wer', 'who'],
        ['was', 'what'],
        ['wo', 'where (at what place)'],
        ['woher', 'where from'],
        ['wohin', 'where to'],
        ['wie', 'how'],
        ['wann', 'when'],
        ['warum', 'why'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Wo wohnst du?', english: 'Where do you live?' },
        { german: 'Woher kommen Sie?', english: 'Where are you from?' },
        { german: 'Was macht ihr heute?', english: 'What are you doing today?' },
        { german: 'Wer kocht heute?', english: 'Who is cooking today?' },
        { german: 'Warum bist du müde?', english: 'Why are you tired?' },
      ],
    },
    {
      type: 'tip',
      text: 'English uses one "where"; German asks wo for a place, woher for where someone comes from, and wohin for where someone goes.',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Wo du wohnst?',
          right: 'Wo wohnst du?',
          why: 'In a question the verb stands right after the question word.',
        },
        {
          wrong: 'Machst du spielen Fußball?',
          right: 'Spielst du Fußball?',
          why: 'German has no helper verb like "do": the verb itself goes first.',
        },
        { wrong: 'Wo kommst du?', right: 'Woher kommst du?', why: 'Where from is woher.' },
      ],
    },
  ],
} satisfies ConceptLesson;
