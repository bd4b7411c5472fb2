import { definiteArticles } from '../../../grammar/articles.ts';
import { derWordTable } from '../../../grammar/der-words.ts';
import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Another Der-Word: Jeder (13nj): jeder, jede, jedes in the four cases (grammar/der-words.ts,
 * singular only) beside der, die, das, and alle for the plural.
 */
const jeder = derWordTable('jeder');
const CASES = ['Nominative', 'Accusative', 'Dative', 'Genitive'] as const;

export const newMaterial = {
  kind: 'lesson',
  code: '13nj',
  blocks: [
    {
      type: 'paragraph',
      text: '<span><span class="de">jeder</span> means "every" or "each". It is a der-word like <span class="de">dieser</span> and <span class="de">welcher</span> (chapter 12): it takes the endings of <span class="de">der, die, das</span>, and an adjective after it takes the endings it takes after der: <span class="de">jeder neue Student</span>.</span>',
    },
    {
      type: 'table',
      caption: 'jeder in the four cases, beside the definite article',
      head: ['', 'Masculine', 'Feminine', 'Neuter'],
      rows: CASES.map((name, index) => [
        name,
        `${definiteArticles.masculine[index] ?? ''} → ${jeder.masculine[index] ?? ''}`,
        `${definiteArticles.feminine[index] ?? ''} → ${jeder.feminine[index] ?? ''}`,
        `${definiteArticles.neuter[index] ?? ''} → ${jeder.neuter[index] ?? ''}`,
      ]),
    },
    { type: 'heading', text: 'Singular only: alle in the plural' },
    {
      type: 'paragraph',
      text: '<span><span class="de">jeder</span> has no plural, just as "every" has none in English. For the plural German says <span class="de">alle</span> (all), with the endings of the plural <span class="de">die</span>: <span class="de">jeder Tag</span> (every day), <span class="de">alle Tage</span> (all days); <span class="de">mit jedem Kind</span>, <span class="de">mit allen Kindern</span>.</span>',
    },
    {
      type: 'table',
      caption: 'alle in the plural',
      head: ['', 'Plural'],
      rows: [
        ['Nominative', 'die → alle'],
        ['Accusative', 'die → alle'],
        ['Dative', 'den → allen'],
        ['Genitive', 'der → aller'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Jeder Student hat ein Buch.', english: 'Every student has a book.' },
        { german: 'Ich trinke jeden Morgen Kaffee.', english: 'I drink coffee every morning.' },
        { german: 'Sie ruft jede Woche ihre Mutter an.', english: 'She calls her mother every week.' },
        { german: 'Jedes Kind bekommt ein Geschenk.', english: 'Each child gets a present.' },
        { german: 'Er spricht mit jedem Gast.', english: 'He talks to every guest.' },
        { german: 'Alle Kinder spielen im Garten.', english: 'All the children are playing in the garden.' },
      ],
    },
    {
      type: 'tip',
      text: '<span>Alone, <span class="de">jeder</span> means "everyone": <span class="de">Das weiß jeder.</span> Everyone knows that. It takes the er-form of the verb.</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich sehe ihn jeder Tag.',
          right: 'Ich sehe ihn jeden Tag.',
          why: 'A time without a preposition is in the accusative: den Tag → jeden Tag.',
        },
        {
          wrong: 'Jede Kinder spielen.',
          right: 'Alle Kinder spielen.',
          why: 'jeder is singular only; the plural is alle.',
        },
        {
          wrong: 'Jeder Student haben ein Buch.',
          right: 'Jeder Student hat ein Buch.',
          why: 'jeder is singular, so the verb is too.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
