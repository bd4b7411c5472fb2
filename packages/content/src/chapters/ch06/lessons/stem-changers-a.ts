import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { UNCHANGED, aVerbs, conjugationRows, conjugationTable, englishOf } from './conjugation-table.ts';

/**
 * Stem Changing Verbs (a) (6nae): a → ä and au → äu in the du and er/sie/es forms only. The
 * lesson shows fahren, laufen and halten beside the regular spielen (halten: er hält with no
 * ending, ihr haltet with -e-; waschen: du wäschst with the whole -st) and lists the chapter's
 * other a → ä verbs; the practice page fills in fahren with ich given and the others with the
 * unchanged persons given; the test is fahren, laufen and halten from memory. Every form comes
 * from `ch06/verbs.ts`.
 */
export const newMaterial = {
  kind: 'memorization',
  code: '6nae',
  blocks: [
    { type: 'heading', text: 'a → ä and au → äu, in two forms only' },
    {
      type: 'paragraph',
      text: '<span>A second group of stem changers puts an umlaut on the vowel of the stem: <span class="de">a</span> becomes <span class="de">ä</span>, and <span class="de">au</span> becomes <span class="de">äu</span>. As with every stem changer, only <span class="de">du</span> and <span class="de">er/sie/es</span> change: <span class="de">ich fahre</span>, but <span class="de">du fährst</span> and <span class="de">er fährt</span>; <span class="de">ich laufe</span>, but <span class="de">du läufst</span> and <span class="de">er läuft</span>.</span>',
    },
    {
      type: 'table',
      caption: 'A regular verb and three verbs with a → ä or au → äu',
      head: [
        'Person',
        'spielen (regular)',
        'fahren (to go by vehicle)',
        'laufen (to run)',
        'halten (to hold, to stop)',
      ],
      rows: conjugationRows('spielen', 'fahren', 'laufen', 'halten'),
    },
    { type: 'heading', text: 'halten and waschen' },
    {
      type: 'paragraph',
      text: '<span>The changed stem of <span class="de">halten</span> ends in -t, and the er/sie/es form adds nothing to it: <span class="de">er hält</span> (not hältet). The du form adds only -st, with no -e-: <span class="de">du hältst</span>. The forms that keep the a follow the rule of chapter 1 for stems in -t: <span class="de">ihr haltet</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>The stem of <span class="de">waschen</span> ends in -sch, not in -s, so the du form adds the whole -st: <span class="de">du wäschst</span>, <span class="de">er wäscht</span>.</span>',
    },
    { type: 'heading', text: 'The a → ä verbs of this chapter' },
    {
      type: 'list',
      items: aVerbs.map(
        (entry) =>
          `<span><span class="de">${entry.infinitive}</span> (${englishOf(entry.infinitive)}): <span class="de">du ${entry.deutsch[1] ?? ''}, er ${entry.deutsch[2] ?? ''}</span></span>`,
      ),
    },
    {
      type: 'tip',
      text: '<span>The vocabulary marks these verbs with (ä). Not every verb with an a or au changes: <span class="de">machen, sagen, fragen</span> and <span class="de">kaufen</span> are regular (<span class="de">du machst, er sagt, er kauft</span>).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Fährst du mit dem Bus?', english: 'Are you going by bus?' },
        { german: 'Lena fährt mit dem Fahrrad zur Schule.', english: 'Lena cycles to school.' },
        { german: 'Das Kind schläft jetzt.', english: 'The child is sleeping now.' },
        { german: 'Er trägt einen schwarzen Mantel.', english: 'He is wearing a black coat.' },
        { german: 'Der Hund läuft durch den Park.', english: 'The dog is running through the park.' },
        { german: 'Du wäschst das Auto.', english: 'You are washing the car.' },
        { german: 'Der Ball fällt vom Tisch.', english: 'The ball falls off the table.' },
        { german: 'Der Bus hält hier.', english: 'The bus stops here.' },
        {
          german: 'Wir fahren morgen nach Hause.',
          english: 'We are going home tomorrow.',
          note: 'wir: no change',
        },
        {
          german: 'Ihr haltet die Tasche.',
          english: 'You are holding the bag.',
          note: 'ihr (you, pl.): no change',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        { wrong: 'du fahrst', right: 'du fährst', why: 'fahren changes a → ä in the du form.' },
        { wrong: 'er lauft', right: 'er läuft', why: 'au becomes äu for er/sie/es: er läuft.' },
        { wrong: 'ich fähre', right: 'ich fahre', why: 'ich keeps the a: only du and er/sie/es change.' },
        { wrong: 'ihr fährt', right: 'ihr fahrt', why: 'The plural forms keep the a: ihr fahrt.' },
        {
          wrong: 'er hältet',
          right: 'er hält',
          why: 'The changed stem ends in -t, and er/sie/es adds nothing.',
        },
        { wrong: 'ihr halt', right: 'ihr haltet', why: 'ihr keeps the a, and a stem in -t adds -et.' },
        { wrong: 'du wäscht', right: 'du wäschst', why: 'The stem ends in -sch, not -s: du adds -st.' },
      ],
    },
    {
      type: 'list',
      items: [
        'Practice: fahren with ich given, then the other a → ä verbs with du and er/sie/es left to fill in.',
        'Test: fahren, laufen and halten from memory. Getting every form right marks this unit as done.',
      ],
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the forms of fahren; ich is given. Then the same pattern in the other verbs of the chapter: only du and er/sie/es are left to fill in. Watch halten (er hält) and waschen (du wäschst).',
        },
      ],
      tables: [
        conjugationTable('fahren', [0]),
        ...aVerbs
          .filter((entry) => entry.infinitive !== 'fahren')
          .map((entry) => conjugationTable(entry.infinitive, UNCHANGED)),
      ],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write every form of fahren, laufen and halten from memory.' }],
      tables: [conjugationTable('fahren'), conjugationTable('laufen'), conjugationTable('halten')],
    },
  },
} satisfies MemorizationUnit;
