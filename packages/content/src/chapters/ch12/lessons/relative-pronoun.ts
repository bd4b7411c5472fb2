import { definiteArticles } from '../../../grammar/articles.ts';
import { relativePronouns } from '../../../grammar/relative-pronouns.ts';
import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { CASE_LABELS, GENDER_LABELS, wholeTable } from '../../../lessons/table-builders.ts';

const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;

/**
 * Relative Pronoun and Relative Clauses (12nrp): the relative pronoun table as a memorisation unit
 * (practice with the nominative given, test from memory) and the lesson on relative clauses:
 * gender and number from the noun, case from the clause, the verb last, the commas, a
 * preposition before the relative pronoun. The table comes from `grammar/relative-pronouns.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '12nrp',
  blocks: [
    { type: 'heading', text: 'What a relative clause does' },
    {
      type: 'paragraph',
      text: '<span>A relative clause describes a noun with a whole clause: “the man who lives here”, “the book that I am reading”. In German it starts with a relative pronoun, which looks almost exactly like the definite article: <span class="de">der Mann, der hier wohnt; das Buch, das ich lese</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The relative pronouns',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: CASE_LABELS.map((label, caseIndex) => [
        label,
        ...GENDERS.map((gender) => relativePronouns[gender][caseIndex] ?? ''),
      ]),
    },
    {
      type: 'paragraph',
      text: `<span>Compare the definite article: only five forms are different, the genitives and the dative plural. The article's <span class="de">des</span> and <span class="de">der</span> become <span class="de">${relativePronouns.masculine[3]}</span> and <span class="de">${relativePronouns.feminine[3]}</span>, and the dative plural <span class="de">${definiteArticles.plural[2]}</span> becomes <span class="de">${relativePronouns.plural[2]}</span>.</span>`,
    },
    { type: 'heading', text: 'Four rules' },
    {
      type: 'list',
      items: [
        'Gender and number come from the noun the clause describes: der Mann → der, die Frau → die, das Kind → das, die Kinder → die.',
        'The case comes from the job of the pronoun inside the relative clause: subject → nominative (der Mann, der hier wohnt); object → accusative (der Mann, den ich kenne); dative verb or indirect object → dative (der Mann, dem ich helfe); whose → genitive (der Mann, dessen Auto hier steht).',
        'The conjugated verb goes to the end of the relative clause, as in every dependent clause (chapter 11): der Roman, den ich gestern gekauft habe.',
        'Commas set the relative clause off on both sides: Der Roman, den ich lese, ist lang. The clause usually comes straight after its noun.',
      ],
    },
    { type: 'heading', text: 'A preposition goes first' },
    {
      type: 'paragraph',
      text: '<span>When the relative pronoun follows a preposition, the preposition comes first and decides the case: <span class="de">die Stadt, in der wir wohnen</span> (the town in which we live); <span class="de">der Freund, mit dem ich spreche</span> (the friend I am talking to). English can put the preposition at the end and leave the pronoun out (the town we live in); German can do neither: the relative pronoun is never left out.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Das ist der Autor, der diesen Roman geschrieben hat.',
          english: 'That is the author who wrote this novel.',
          note: 'masculine, subject: der',
        },
        {
          german: 'Der Roman, den ich lese, ist interessant.',
          english: 'The novel I am reading is interesting.',
          note: 'masculine, object: den',
        },
        {
          german: 'Die Kirche, die in der Stadt steht, ist sehr alt.',
          english: 'The church that stands in the town is very old.',
          note: 'feminine, subject: die',
        },
        {
          german: 'Das Kind, dem das Buch gehört, ist müde.',
          english: 'The child who owns the book is tired.',
          note: 'gehören + dative: dem',
        },
        {
          german: 'Die Studenten, denen ich helfe, sind fleißig.',
          english: 'The students I am helping are hard-working.',
          note: 'dative plural: denen',
        },
        {
          german: 'Die Stadt, in der wir wohnen, ist klein.',
          english: 'The town we live in is small.',
          note: 'in + dative: in der',
        },
        {
          german: 'Der Dichter, dessen Gedichte ich lese, ist berühmt.',
          english: 'The poet whose poems I am reading is famous.',
          note: 'whose, masculine: dessen',
        },
        {
          german: 'Die Königin, deren Schloss wir besuchen, ist bekannt.',
          english: 'The queen whose palace we are visiting is well known.',
          note: 'whose, feminine: deren',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Der Roman, der ich lese, ist lang.',
          right: 'Der Roman, den ich lese, ist lang.',
          why: 'ich is the subject of the clause; the novel is the object of lese: accusative den.',
        },
        {
          wrong: 'Der Mann, den ich helfe, ist alt.',
          right: 'Der Mann, dem ich helfe, ist alt.',
          why: 'helfen takes the dative: dem.',
        },
        {
          wrong: 'Die Kinder, mit den ich spiele, sind klein.',
          right: 'Die Kinder, mit denen ich spiele, sind klein.',
          why: 'The dative plural of the relative pronoun is denen, not den.',
        },
        {
          wrong: 'Der Roman, den ich habe gekauft, ist lang.',
          right: 'Der Roman, den ich gekauft habe, ist lang.',
          why: 'The conjugated verb goes last in the relative clause.',
        },
        {
          wrong: 'Die Stadt wir wohnen in ist klein.',
          right: 'Die Stadt, in der wir wohnen, ist klein.',
          why: 'German never leaves out the relative pronoun; the preposition goes before it, and commas set the clause off.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: the relative pronoun table, with the nominative given, as often as you like.',
        'Test: the whole table from memory.',
      ],
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      tables: [wholeTable('The relative pronouns', relativePronouns, GENDERS, 0)],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Fill in the whole table from memory.' }],
      tables: [wholeTable('The relative pronouns', relativePronouns, GENDERS)],
    },
  },
} satisfies MemorizationUnit;
