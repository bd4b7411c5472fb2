import { presentStem } from '../../../grammar/verbs.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { verbsUpTo } from '../../../sets/verbs.ts';

/** The verb tables of chapters 1–10, by infinitive. */
const tables = new Map<string, VerbConjugation>(verbsUpTo(10).map(({ verb }) => [verb.infinitive, verb]));

function table(infinitive: string): VerbConjugation {
  const found = tables.get(infinitive);
  if (!found) throw new Error(`The Imperative Mood: no verb table for ${infinitive}`);
  return found;
}

/**
 * The du imperative's other correct spelling: the plain stem may add -e (spiel / spiele, fahr /
 * fahre, steh auf / stehe auf); a changed e → i or e → ie stem (gib, lies) and sein (sei) never do.
 */
function duAccepted(infinitive: string, form: string): string[] {
  const [verb = '', ...rest] = form.split(' ');
  const base = rest.length > 0 ? infinitive.slice(rest.join('').length) : infinitive;
  if (infinitive === 'sein' || verb.endsWith('e') || verb !== presentStem(base)) return [];
  return [[`${verb}e`, ...rest].join(' ')];
}

/** A table of the du, ihr and Sie imperatives of the verbs, from the verb tables; `given` columns are shown. */
function imperativeTable(
  caption: string,
  infinitives: readonly string[],
  given: readonly number[] = [],
): MemoryTable {
  return {
    caption,
    head: ['Infinitive', 'du', 'ihr', 'Sie'],
    rows: infinitives.map((infinitive) => {
      const verb = table(infinitive);
      const du = verb.imperative2ps ?? '';
      const forms = [du, verb.imperative2pp ?? '', verb.imperativeFormal ?? ''];
      return {
        label: infinitive,
        cells: forms.map((answer, column) => {
          const accepted = column === 0 ? duAccepted(infinitive, du) : [];
          return {
            answer,
            ...(accepted.length > 0 ? { accepted } : {}),
            ...(given.includes(column) ? { given: true } : {}),
          };
        }),
      };
    }),
  };
}

const REGULAR = ['spielen', 'kommen', 'arbeiten', 'öffnen', 'schließen', 'schneiden'];
const SEIN = ['sein'];
const STEM_CHANGERS = [
  'geben',
  'nehmen',
  'essen',
  'sprechen',
  'lesen',
  'sehen',
  'fahren',
  'schlafen',
  'braten',
];
const SEPARABLE = ['aufstehen', 'anrufen', 'anfangen', 'mitbringen', 'aufpassen', 'aufhören'];

/** The three forms of a few verbs, for the lesson's own table. */
function lessonRows(infinitives: readonly string[]): string[][] {
  return infinitives.map((infinitive) => {
    const verb = table(infinitive);
    return [
      infinitive,
      `${verb.imperative2ps ?? ''}!`,
      `${verb.imperative2pp ?? ''}!`,
      `${verb.imperativeFormal ?? ''}!`,
    ];
  });
}

/**
 * The Imperative Mood (10ni): the du, ihr and Sie imperatives (commands, requests, advice). The
 * lesson gives the three rules (du: the du form without -st, or -t after s, ß or z, e optional; ihr: the ihr form
 * without ihr; Sie: the infinitive with Sie after it), sein, the stem changers (e → i and e → ie
 * keep the change in the du imperative, a → ä loses it), separable verbs (the prefix goes to the
 * end) and the words bitte, mal and doch. The practice page gives the Sie column; the test asks
 * every form. Every form comes from the verb tables' imperative fields.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '10ni',
  blocks: [
    { type: 'heading', text: 'Commands: three forms for three kinds of "you"' },
    {
      type: 'paragraph',
      text: '<span>The imperative gives commands, instructions and advice: <span class="de">Komm!</span> Come! German has one imperative for each word for "you": for someone you say <span class="de">du</span> to, for several people you say <span class="de">du</span> to (<span class="de">ihr</span>), and for anyone you say <span class="de">Sie</span> to. The verb comes first, and a command usually ends with an exclamation mark.</span>',
    },
    {
      type: 'list',
      items: [
        '<span>du: the du form of the present without its ending -st (only -t after s, ß or z) and without du: <span class="de">du spielst → spiel! du schließt → schließ!</span> An -e may be added: <span class="de">spiele! schließe!</span> A stem in -t or -d, or in a consonant + n, usually keeps the -e: <span class="de">arbeite! öffne! schneide!</span></span>',
        '<span>ihr: the ihr form of the present without ihr: <span class="de">ihr spielt → spielt!</span></span>',
        '<span>Sie: the infinitive with Sie after it: <span class="de">spielen Sie!</span> Sie is never left out.</span>',
      ],
    },
    {
      type: 'table',
      caption: 'The three imperatives',
      head: ['Infinitive', 'du', 'ihr', 'Sie'],
      rows: lessonRows(['spielen', 'arbeiten', 'öffnen']),
    },
    { type: 'heading', text: 'sein' },
    {
      type: 'paragraph',
      text: '<span>sein has imperatives of its own: <span class="de">Sei leise! Seid leise! Seien Sie leise!</span> Be quiet!</span>',
    },
    { type: 'heading', text: 'Stem-changing verbs' },
    {
      type: 'paragraph',
      text: '<span>Verbs that change e → i or e → ie in the du form keep the change in the du imperative, and never add -e: <span class="de">du gibst → gib! du nimmst → nimm! du liest → lies!</span> Verbs that change a → ä lose the umlaut: <span class="de">du fährst</span>, but <span class="de">fahr!</span> (or <span class="de">fahre!</span>); <span class="de">braten</span>, with a stem in -t, has both <span class="de">brat!</span> and <span class="de">brate!</span> The ihr and Sie imperatives have no stem change: <span class="de">gebt! geben Sie!</span></span>',
    },
    {
      type: 'table',
      caption: 'Stem-changing verbs',
      head: ['Infinitive', 'du', 'ihr', 'Sie'],
      rows: lessonRows(['geben', 'nehmen', 'lesen', 'fahren']),
    },
    { type: 'heading', text: 'Separable verbs' },
    {
      type: 'paragraph',
      text: '<span>The prefix of a separable verb goes to the end, as in the present tense: <span class="de">Steh auf! Steht auf! Stehen Sie auf!</span> Get up! <span class="de">Ruf mich morgen an!</span> Call me tomorrow!</span>',
    },
    { type: 'heading', text: 'bitte, mal and doch' },
    {
      type: 'paragraph',
      text: '<span><span class="de">bitte</span> makes a command polite; it usually comes right after the verb and any pronoun (or first, or last): <span class="de">Öffne bitte das Fenster!</span> <span class="de">mal</span> makes it casual (just): <span class="de">Probier mal die Suppe!</span> <span class="de">doch</span> urges: <span class="de">Komm doch mit!</span> Do come along!</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Öffne bitte das Fenster!', english: 'Please open the window!' },
        { german: 'Gib mir bitte das Messer!', english: 'Give me the knife, please!' },
        { german: 'Nimm eine Tablette!', english: 'Take a tablet!' },
        { german: 'Fahr vorsichtig!', english: 'Drive carefully!', note: 'no umlaut' },
        { german: 'Seid bitte leise!', english: 'Please be quiet!', note: 'to several children' },
        { german: 'Nehmen Sie die Tabletten nach dem Essen!', english: 'Take the tablets after meals!' },
        { german: 'Pass auf!', english: 'Watch out!' },
        { german: 'Wiederholen Sie bitte die Frage!', english: 'Please repeat the question!' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'Gibe mir das Buch!', right: 'Gib mir das Buch!', why: 'An e → i stem never adds -e.' },
        {
          wrong: 'Fähr vorsichtig!',
          right: 'Fahr vorsichtig!',
          why: 'The du imperative of an a → ä verb has no umlaut.',
        },
        {
          wrong: 'Nehmen die Tablette!',
          right: 'Nehmen Sie die Tablette!',
          why: 'The Sie imperative always keeps Sie.',
        },
        {
          wrong: 'Sind Sie leise!',
          right: 'Seien Sie leise!',
          why: 'sein has its own imperatives: sei, seid, seien Sie.',
        },
        { wrong: 'Aufsteh!', right: 'Steh auf!', why: 'The separable prefix goes to the end.' },
        {
          wrong: 'Nimmt eure Bücher!',
          right: 'Nehmt eure Bücher!',
          why: 'The ihr imperative has no stem change: ihr nehmt.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: the du and ihr imperatives of the verbs in the tables, with the Sie form given.',
        'Test: every form from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the du and ihr imperatives; the Sie form is given. A du imperative may end in -e where the table shows it without one, except after an e → i or e → ie change and in sei.',
        },
      ],
      tables: [
        imperativeTable('Regular verbs and special stems', REGULAR, [2]),
        imperativeTable('sein', SEIN, [2]),
        imperativeTable('Stem-changing verbs', STEM_CHANGERS, [2]),
        imperativeTable('Separable verbs', SEPARABLE, [2]),
      ],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        { type: 'paragraph', text: 'Write the du, ihr and Sie imperatives of every verb from memory.' },
      ],
      tables: [
        imperativeTable('Regular verbs and special stems', REGULAR),
        imperativeTable('sein', SEIN),
        imperativeTable('Stem-changing verbs', STEM_CHANGERS),
        imperativeTable('Separable verbs', SEPARABLE),
      ],
    },
  },
} satisfies MemorizationUnit;
