import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * N-Nouns (7nnn): the masculine nouns that add -n or -en in every case except the nominative
 * singular (der Student, den Studenten, dem Studenten, des Studenten); which nouns they are
 * (people and animals in -e; -ent, -ant, -ist; a few others such as Herr, Mensch, Nachbar, Bär);
 * Herr with -n in the singular and -en in the plural; Name with des Namens. The tables follow
 * grammar/n-nouns.ts. A concept lesson: the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '7nnn',
  blocks: [
    { type: 'heading', text: 'Nouns that add -n or -en' },
    {
      type: 'paragraph',
      text: '<span>Most masculine nouns change only in the genitive singular (<span class="de">des Vaters</span>) and the dative plural (<span class="de">den Vätern</span>). A small group of masculine nouns, the n-nouns, behaves differently: they add <span class="de">-n</span> or <span class="de">-en</span> in every case except the nominative singular. The article changes as usual; the noun adds its ending as well.</span>',
    },
    {
      type: 'table',
      caption: 'der Student (-en) and der Junge (-n)',
      head: ['Case', 'der Student', 'der Junge'],
      rows: [
        ['Nominative', 'der Student', 'der Junge'],
        ['Accusative', 'den Studenten', 'den Jungen'],
        ['Dative', 'dem Studenten', 'dem Jungen'],
        ['Genitive', 'des Studenten', 'des Jungen'],
        ['Plural (all cases)', 'die Studenten', 'die Jungen'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>Only the nominative singular has the plain form. The genitive adds <span class="de">-n</span> or <span class="de">-en</span>, not <span class="de">-s</span>: <span class="de">des Studenten</span>. The plural is the same form in every case, so the dative plural adds nothing more: <span class="de">mit den Studenten</span>.</span>',
    },

    { type: 'heading', text: 'Which nouns are n-nouns?' },
    {
      type: 'paragraph',
      text: '<span>Most n-nouns are masculine nouns for people or animals. Three groups cover most of them:</span>',
    },
    {
      type: 'list',
      items: [
        '<span>Masculine nouns for people and animals ending in -e: <span class="de">der Junge, der Kollege, der Kunde, der Löwe, der Affe</span>. They add only -n.</span>',
        '<span>Masculine nouns for people (and a few animals) ending in -ent, -ant and -ist: <span class="de">der Student, der Präsident, der Elefant, der Tourist, der Polizist, der Journalist</span>. They add -en.</span>',
        '<span>A few others that you simply learn: <span class="de">der Herr</span> (-n), <span class="de">der Nachbar</span> (-n), <span class="de">der Mensch</span> (-en), <span class="de">der Bär</span> (-en), <span class="de">der Architekt</span> (-en), and <span class="de">der Name</span> (-n; see below).</span>',
      ],
    },
    {
      type: 'tip',
      text: '<span>The vocabulary shows an n-noun with two add-ons: the singular ending first, then the plural: <span class="de">Student, -en, -en, der</span>. An ordinary noun has only the plural add-on: <span class="de">Lehrer, -, der</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Feminine nouns are never n-nouns, not even the feminine forms of n-nouns: <span class="de">die Studentin, der Studentin</span>; <span class="de">die Kollegin, mit der Kollegin</span>. Nor are most masculine nouns: <span class="de">der Koch, den Koch</span>; <span class="de">der Mann, dem Mann</span>.</span>',
    },

    { type: 'heading', text: 'Two special n-nouns: Herr and Name' },
    {
      type: 'table',
      caption: 'der Herr and der Name',
      head: ['Case', 'der Herr', 'der Name'],
      rows: [
        ['Nominative', 'der Herr', 'der Name'],
        ['Accusative', 'den Herrn', 'den Namen'],
        ['Dative', 'dem Herrn', 'dem Namen'],
        ['Genitive', 'des Herrn', 'des Namens'],
        ['Plural (all cases)', 'die Herren', 'die Namen'],
      ],
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">Herr</span> adds only -n in the singular (<span class="de">den Herrn</span>) but -en in the plural (<span class="de">die Herren</span>).</span>',
        '<span><span class="de">Name</span> adds -n like <span class="de">Junge</span>, and in the genitive an -s as well: <span class="de">des Namens</span>.</span>',
      ],
    },

    { type: 'heading', text: 'Worked examples' },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Student wohnt bei seiner Tante.',
          english: 'The student lives with his aunt.',
          note: 'nominative singular: no ending',
        },
        {
          german: 'Wir fragen den Polizisten.',
          english: 'We ask the police officer.',
          note: 'accusative: -en',
        },
        { german: 'Ich helfe dem Jungen.', english: 'I am helping the boy.', note: 'dative: -n' },
        {
          german: 'Das ist das Auto meines Kollegen.',
          english: "That is my colleague's car.",
          note: 'genitive: -n, no -s',
        },
        {
          german: 'Im Zoo gibt es einen Löwen und zwei Bären.',
          english: 'There is a lion and two bears at the zoo.',
        },
        {
          german: 'Der Kellner bringt dem Herrn einen Kaffee.',
          english: 'The waiter brings the gentleman a coffee.',
        },
        { german: 'Wie ist der Name des Hotels?', english: 'What is the name of the hotel?' },
        {
          german: 'Ich vergesse immer seinen Namen.',
          english: 'I always forget his name.',
          note: 'accusative: den Namen, seinen Namen',
        },
        {
          german: 'Die Stadt gefällt den Touristen.',
          english: 'The tourists like the town.',
          note: 'dative plural: the plural form, nothing added',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Wir fragen den Student.',
          right: 'Wir fragen den Studenten.',
          why: 'Student is an n-noun: every form except the nominative singular adds -en.',
        },
        {
          wrong: 'Das ist das Auto des Studentens.',
          right: 'Das ist das Auto des Studenten.',
          why: 'An n-noun takes -n or -en in the genitive, not -s (Name is the exception of this chapter: des Namens).',
        },
        {
          wrong: 'Der Studenten wohnt hier.',
          right: 'Der Student wohnt hier.',
          why: 'The nominative singular is the one form without the ending.',
        },
        {
          wrong: 'Ich helfe der Kolleginen.',
          right: 'Ich helfe der Kollegin.',
          why: 'Feminine nouns are never n-nouns: the singular adds nothing.',
        },
        {
          wrong: 'Wir danken dem Herren.',
          right: 'Wir danken dem Herrn.',
          why: 'Herr adds only -n in the singular; -en is the plural: die Herren.',
        },
        {
          wrong: 'Wir besuchen heute Herr Schmidt.',
          right: 'Wir besuchen heute Herrn Schmidt.',
          why: 'Herr before a name is an n-noun too: Herrn Schmidt in the accusative and dative.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
