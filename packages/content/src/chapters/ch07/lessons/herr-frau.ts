import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Herr, Mann & Frau (7nhf): Herr as the title Mr. and as the polite word for a man (gentleman),
 * an n-noun in both uses (Herrn Becker, dem Herrn, die Herren); Frau as Mrs. / Ms. and as woman
 * and wife; Mann as man and husband, an ordinary noun (dem Mann, des Mannes, die Männer); Dame
 * beside Herr. A concept lesson: the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '7nhf',
  blocks: [
    { type: 'heading', text: 'Herr: Mr. and gentleman' },
    {
      type: 'paragraph',
      text: '<span>Before a surname, <span class="de">Herr</span> is the title Mr.: <span class="de">Herr Becker</span>. On its own, <span class="de">der Herr</span> is the polite word for a man, “gentleman”: a waiter speaks of <span class="de">der Herr</span> and <span class="de">die Dame</span>; a speech begins <span class="de">Meine Damen und Herren!</span> (Ladies and gentlemen!)</span>',
    },
    {
      type: 'paragraph',
      text: '<span>In both uses Herr is an n-noun. As a title it has no article, but it still adds <span class="de">-n</span> outside the nominative: <span class="de">Wir besuchen Herrn Becker.</span> <span class="de">Das ist die Tochter von Herrn Becker.</span> The surname itself does not change, except for the genitive -s that every name takes: <span class="de">Herrn Beckers Tochter</span>, which German more often says with von, as above.</span>',
    },
    {
      type: 'table',
      caption: 'Herr as a title and as a noun',
      head: ['Case', 'Title', 'Noun'],
      rows: [
        ['Nominative', 'Herr Becker', 'der Herr'],
        ['Accusative', 'Herrn Becker', 'den Herrn'],
        ['Dative', 'Herrn Becker', 'dem Herrn'],
        ['Genitive', 'Herrn Beckers', 'des Herrn'],
        ['Plural', 'die Herren Becker und Schmidt', 'die Herren'],
      ],
    },

    { type: 'heading', text: 'Frau: Mrs., Ms., woman and wife' },
    {
      type: 'paragraph',
      text: '<span>Before a surname, <span class="de">Frau</span> is the title for every adult woman, married or not: Mrs. or Ms. <span class="de">Frau Schmidt</span>. As a noun, <span class="de">die Frau</span> is “the woman”; with a possessive, or with von, it usually means “wife”: <span class="de">meine Frau</span> (my wife), <span class="de">die Frau von Herrn Becker</span> (Mr. Becker’s wife). Frau is feminine, so it never adds an ending in the singular: <span class="de">mit Frau Schmidt, der Frau</span>; plural <span class="de">die Frauen</span>.</span>',
    },

    { type: 'heading', text: 'Mann: man and husband' },
    {
      type: 'paragraph',
      text: '<span><span class="de">der Mann</span> is “the man”; with a possessive it usually means “husband”: <span class="de">ihr Mann</span> (her husband). Mann is an ordinary noun, not an n-noun: <span class="de">den Mann, dem Mann, des Mannes</span>; plural <span class="de">die Männer</span>, dative <span class="de">den Männern</span>. As a title, use Herr, never Mann: Mr. Becker is <span class="de">Herr Becker</span>.</span>',
    },
    {
      type: 'table',
      caption: 'Herr, Mann and Frau',
      head: ['', 'German', 'English'],
      rows: [
        ['Title', 'Herr Becker', 'Mr. Becker'],
        ['Title', 'Frau Schmidt', 'Mrs. Schmidt, Ms. Schmidt'],
        ['Polite noun', 'der Herr, die Dame', 'the gentleman, the lady'],
        ['Noun', 'der Mann, die Frau', 'the man, the woman'],
        ['With a possessive', 'mein Mann, meine Frau', 'my husband, my wife'],
      ],
    },

    { type: 'heading', text: 'Worked examples' },
    {
      type: 'examples',
      items: [
        {
          german: 'Guten Tag, Herr Becker!',
          english: 'Hello, Mr. Becker!',
          note: 'Guten Tag: a polite hello at any time of day',
        },
        {
          german: 'Wir gratulieren Herrn Becker zum Geburtstag.',
          english: 'We wish Mr. Becker a happy birthday.',
        },
        {
          german: 'Der Kellner bringt dem Herrn die Suppe.',
          english: 'The waiter brings the gentleman the soup.',
        },
        {
          german: 'Frau Schneider ist die Frau von Herrn Becker.',
          english: "Mrs. Schneider is Mr. Becker's wife.",
        },
        { german: 'Heute arbeitet ihr Mann zu Hause.', english: 'Her husband is working at home today.' },
        {
          german: 'Der Mann und die Frau trinken Kaffee.',
          english: 'The man and the woman are drinking coffee.',
        },
        { german: 'Meine Damen und Herren!', english: 'Ladies and gentlemen!' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich frage Herr Becker.',
          right: 'Ich frage Herrn Becker.',
          why: 'Herr as a title is an n-noun too: accusative Herrn.',
        },
        {
          wrong: 'Wir danken dem Herren.',
          right: 'Wir danken dem Herrn.',
          why: 'The singular adds only -n; Herren is the plural.',
        },
        {
          wrong: 'Das ist Mann Becker.',
          right: 'Das ist Herr Becker.',
          why: 'The title is Herr; Mann means man or husband.',
        },
        {
          wrong: 'Ich helfe dem Mannen.',
          right: 'Ich helfe dem Mann.',
          why: 'Mann is not an n-noun: the dative singular adds nothing.',
        },
        {
          wrong: 'Das sind Frau Becker und ihr Herr.',
          right: 'Das sind Frau Becker und ihr Mann.',
          why: 'Her husband is ihr Mann; Herr is the title or the polite word for a man, not a husband.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
