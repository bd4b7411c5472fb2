import {
  einWordEndings,
  einWordTable,
  possessiveAdjectives,
  type PossessiveAdjective,
} from '../../../grammar/possessives.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { CASE_LABELS, GENDER_LABELS, columnTable, wholeTable } from '../../../lessons/table-builders.ts';
import { GENDERS, einWordPhrase, einWordRows } from './ein-word-tables.ts';

/**
 * Possessive Adjective (4npa): the owners (ich → mein … Sie → Ihr) as a memorisation unit (work,
 * test), and the endings of mein in the four cases as a review unit (masculine, feminine, neuter,
 * plural, whole table, test), as chapter 2's article units. Every form comes from the grammar
 * tables (`grammar/possessives.ts`).
 */

/** Row labels of the owners; sie (she) and sie (they) must be told apart. */
export const OWNER_LABELS: Readonly<Record<PossessiveAdjective['person'], string>> = {
  ich: 'ich (I)',
  du: 'du (you, informal)',
  er: 'er (he)',
  sie: 'sie (she)',
  es: 'es (it)',
  wir: 'wir (we)',
  ihr: 'ihr (you, informal pl.)',
  'sie (pl.)': 'sie (they)',
  Sie: 'Sie (you, formal)',
};

/** The possessive of each subject pronoun; the first row can be given as help. */
function ownersTable(giveFirst: boolean): MemoryTable {
  return {
    caption: 'The possessive adjective of each person',
    head: ['Subject pronoun', 'Possessive adjective'],
    rows: possessiveAdjectives.map((row, index) => ({
      label: OWNER_LABELS[row.person],
      cells: [{ answer: row.possessive, ...(giveFirst && index === 0 ? { given: true } : {}) }],
    })),
  };
}

/** The nouns of the nominative table, one per column. */
const NOMINATIVE_NOUNS = { masculine: 'Hund', feminine: 'Katze', neuter: 'Kind', plural: 'Kinder' } as const;

/** Every owner in the nominative before a noun of each gender; the ich row is given. */
const nominativeTable: MemoryTable = {
  caption: 'Every person in the nominative: … Hund, … Katze, … Kind, … Kinder',
  head: ['', ...GENDERS.map((gender) => `${GENDER_LABELS[gender]} (… ${NOMINATIVE_NOUNS[gender]})`)],
  rows: possessiveAdjectives.map((row, index) => ({
    label: OWNER_LABELS[row.person],
    cells: GENDERS.map((gender) => ({
      answer: einWordTable(row.possessive)[gender][0],
      ...(index === 0 ? { given: true } : {}),
    })),
  })),
};

const MEIN = einWordTable('mein');

/** One column of the mein table. */
function column(gender: (typeof GENDERS)[number]): MemoryTable {
  return columnTable(`mein: ${gender}`, MEIN, gender);
}

/** The nouns of the lesson's table of mein, with their forms in the four cases. */
const HUND = ['Hund', 'Hund', 'Hund', 'Hundes'];
const KATZE = ['Katze', 'Katze', 'Katze', 'Katze'];
const KIND = ['Kind', 'Kind', 'Kind', 'Kindes'];
const KINDER = ['Kinder', 'Kinder', 'Kindern', 'Kinder'];

export const newMaterial = {
  kind: 'memorization',
  code: '4npa',
  blocks: [
    { type: 'heading', text: 'One possessive for each person' },
    {
      type: 'paragraph',
      text: '<span>A possessive adjective says whose something is: my book, her dog, our house. German has one for each subject pronoun: <span class="de">ich → mein, du → dein, wir → unser</span>. <span class="de">mein, dein</span> and <span class="de">sein</span> even rhyme with <span class="de">ein</span>, and every one of them takes the endings of ein (below).</span>',
    },
    {
      type: 'table',
      caption: 'The possessive adjectives',
      head: ['Subject pronoun', 'Possessive adjective', 'English'],
      rows: possessiveAdjectives.map((row) => [OWNER_LABELS[row.person], row.possessive, row.english]),
    },
    {
      type: 'paragraph',
      text: '<span>Three of them need care. <span class="de">sein</span> serves both er and es; it looks like the verb <span class="de">sein</span> (to be), but before a noun it means “his” or “its”. <span class="de">ihr</span> means “her” and also “their”; it looks like the pronoun <span class="de">ihr</span> (you, informal plural), but before a noun it is the possessive: <span class="de">ihr Hund</span>, her dog or their dog. <span class="de">Ihr</span> with a capital I is the formal “your”, like <span class="de">Sie</span>.</span>',
    },

    { type: 'heading', text: 'The ending follows the noun, like ein' },
    {
      type: 'paragraph',
      text: '<span>A possessive takes exactly the endings of <span class="de">ein</span>. Its ending shows the gender, number and case of the noun that follows, never who the owner is: <span class="de">mein Vater, meine Mutter, mein Kind</span>, just like <span class="de">ein Vater, eine Mutter, ein Kind</span>. Unlike ein, a possessive has a plural, and its plural endings are the last letters of <span class="de">die, die, den, der</span>: <span class="de">meine, meine, meinen, meiner</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The endings of the possessive adjectives',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: CASE_LABELS.map((label, caseIndex) => [
        label,
        ...GENDERS.map((gender) => {
          const ending = einWordEndings[gender][caseIndex] ?? '';
          return ending === '' ? '—' : `-${ending}`;
        }),
      ]),
    },
    {
      type: 'table',
      caption: 'mein with a noun',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: einWordRows('mein', [
        ['masculine', HUND],
        ['feminine', KATZE],
        ['neuter', KIND],
        ['plural', KINDER],
      ]),
    },
    {
      type: 'list',
      items: [
        'Three places have no ending, as with ein: the masculine nominative and the neuter nominative and accusative (mein Hund, mein Kind).',
        'Nominative and accusative are the same except in the masculine: mein Hund → meinen Hund.',
        'The feminine and the plural end in -e in the nominative and accusative: meine Katze, meine Kinder.',
        'In the dative plural the noun adds -n, as after den: meinen Kindern.',
        'In the masculine and neuter genitive the noun adds -s or -es: meines Hundes.',
      ],
    },

    { type: 'heading', text: 'sein or ihr?' },
    {
      type: 'paragraph',
      text: '<span>Two questions decide the form. First, who is the owner? An owner you would call er or es takes <span class="de">sein</span>; an owner you would call sie (a woman, a feminine noun such as die Katze, or several people or things) takes <span class="de">ihr</span>. Then, what is owned? Its gender and case give the ending. So “his mother” is <span class="de">seine Mutter</span> (sein for the owner, -e for die Mutter), and “her father” is <span class="de">ihr Vater</span> (ihr for the owner, no ending for der Vater in the nominative).</span>',
    },
    {
      type: 'table',
      caption: 'The owner chooses the word, the noun chooses the ending (nominative)',
      head: ['Owner', 'der Vater', 'die Mutter', 'das Kind', 'die Kinder'],
      rows: (
        [
          ['Paul (er)', 'sein'],
          ['Anna (sie)', 'ihr'],
          ['Paul und Anna (sie, pl.)', 'ihr'],
        ] as const
      ).map(([owner, word]) => [
        owner,
        ...(['Vater', 'Mutter', 'Kind', 'Kinder'] as const).map(
          (noun, index) => `${einWordTable(word)[GENDERS[index] ?? 'masculine'][0]} ${noun}`,
        ),
      ]),
    },

    { type: 'heading', text: 'unser and euer' },
    {
      type: 'paragraph',
      text: '<span>The -er of <span class="de">unser</span> and <span class="de">euer</span> belongs to the word; it is not an ending. <span class="de">unser Garten</span> has no ending, like <span class="de">ein Garten</span>. When an ending follows, unser keeps all its letters (<span class="de">unsere, unseren, unserem</span>), but euer drops its second e: <span class="de">eure Katze, euren Hund, eurem Kind</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Paul besucht seine Mutter.',
          english: 'Paul is visiting his mother.',
          note: 'the owner Paul: sein; die Mutter, accusative: -e',
        },
        {
          german: 'Anna besucht ihren Vater.',
          english: 'Anna is visiting her father.',
          note: 'the owner Anna: ihr; der Vater, accusative: -en',
        },
        {
          german: 'Das Kind sucht seinen Ball.',
          english: 'The child is looking for its ball.',
          note: 'das Kind is an es: sein',
        },
        {
          german: 'Die Kinder suchen ihren Hund.',
          english: 'The children are looking for their dog.',
          note: 'several owners: ihr',
        },
        {
          german: 'Ist das Ihr Mantel, Frau Schmidt?',
          english: 'Is that your coat, Mrs Schmidt?',
          note: 'formal: Ihr, with a capital I',
        },
        { german: 'Wo ist eure Katze?', english: 'Where is your cat?', note: 'euer + -e: eure' },
        {
          german: 'Unser Haus ist klein, aber unser Garten ist schön.',
          english: 'Our house is small, but our garden is beautiful.',
        },
        {
          german: 'Ich schenke meiner Schwester ein Buch.',
          english: 'I am giving my sister a book.',
          note: 'die Schwester, dative: -er',
        },
        {
          german: 'Wir helfen unseren Eltern.',
          english: 'We help our parents.',
          note: 'helfen takes the dative; dative plural: -en',
        },
        {
          german: 'Das ist das Auto meines Bruders.',
          english: 'That is my brother’s car.',
          note: 'der Bruder, genitive: -es, and the noun adds -s',
        },
        {
          german: 'Meine Brille ist neu.',
          english: 'My glasses are new.',
          note: 'die Brille is singular in German',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Anna besucht ihre Vater.',
          right: 'Anna besucht ihren Vater.',
          why: 'The ending agrees with Vater (masculine accusative: -en), not with the owner Anna.',
        },
        {
          wrong: 'Paul sucht sein Katze.',
          right: 'Paul sucht seine Katze.',
          why: 'die Katze is feminine: seine, although the owner is a man.',
        },
        {
          wrong: 'Anna sucht seinen Hund.',
          right: 'Anna sucht ihren Hund.',
          why: 'For “Anna is looking for her dog”, the owner Anna is a sie: ihr. seinen Hund would be his dog, someone else’s.',
        },
        {
          wrong: 'Das ist meine Hund.',
          right: 'Das ist mein Hund.',
          why: 'der Hund in the nominative: no ending, as in ein Hund.',
        },
        {
          wrong: 'Wo ist euer Katze?',
          right: 'Wo ist eure Katze?',
          why: 'die Katze takes -e, and euer drops its second e before an ending.',
        },
        {
          wrong: 'Wir helfen unsere Eltern.',
          right: 'Wir helfen unseren Eltern.',
          why: 'helfen takes the dative, and the dative plural ending is -en.',
        },
        {
          wrong: 'Ist das ihr Mantel, Frau Schmidt?',
          right: 'Ist das Ihr Mantel, Frau Schmidt?',
          why: 'The formal “your” is Ihr, with a capital I; ihr is “her” or “their”.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Work: the possessive adjective of each person, then each person with a noun of each gender.',
        'Test (memorisation): the possessive adjective of each person from memory.',
        'Masculine, Feminine, Neuter, Plural: the endings of mein in the four cases, one column at a time, then mein and one other possessive with a noun.',
        'Whole Table: mein and euer in every case, with the nominative given.',
        'Test (review): the whole table of mein from memory.',
      ],
    },
  ],
  pages: {
    'memorization/work': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'First the possessive adjective of each person, then each one before a noun of each gender in the nominative. The row of ich is given.',
        },
      ],
      tables: [ownersTable(true), nominativeTable],
    },
    'memorization/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Write the possessive adjective of each person from memory.' }],
      tables: [ownersTable(false)],
    },
    'review/masculine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Masculine: mein, meinen, meinem, meines, the endings of ein. In the genitive the noun adds -s or -es. Then euer, which drops its second e before every ending.',
        },
      ],
      tables: [
        column('masculine'),
        einWordPhrase('mein Vater (my father)', 'mein', 'masculine', ['Vater', 'Vater', 'Vater', 'Vaters']),
        einWordPhrase('euer Garten (your garden, informal pl.)', 'euer', 'masculine', [
          'Garten',
          'Garten',
          'Garten',
          'Gartens',
        ]),
      ],
    },
    'review/feminine': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Feminine: meine, meine, meiner, meiner, the endings of eine. The noun does not change. unser keeps its e before the ending: unsere.',
        },
      ],
      tables: [
        column('feminine'),
        einWordPhrase('meine Mutter (my mother)', 'mein', 'feminine', [
          'Mutter',
          'Mutter',
          'Mutter',
          'Mutter',
        ]),
        einWordPhrase('unsere Wohnung (our apartment)', 'unser', 'feminine', [
          'Wohnung',
          'Wohnung',
          'Wohnung',
          'Wohnung',
        ]),
      ],
    },
    'review/neuter': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Neuter: mein, mein, meinem, meines. The nominative and accusative have no ending; the dative and genitive are the masculine ones.',
        },
      ],
      tables: [
        column('neuter'),
        einWordPhrase('mein Kind (my child)', 'mein', 'neuter', [
          'Kind',
          'Kind',
          'Kind',
          ['Kindes', 'Kinds'],
        ]),
        einWordPhrase('ihr Haus (her house)', 'ihr', 'neuter', ['Haus', 'Haus', 'Haus', 'Hauses']),
      ],
    },
    'review/plural': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Plural: meine, meine, meinen, meiner, the last letters of die, die, den, der, for every gender. In the dative plural the noun adds -n, unless its plural already ends in -n or -s.',
        },
      ],
      tables: [
        column('plural'),
        einWordPhrase('meine Eltern (my parents)', 'mein', 'plural', [
          'Eltern',
          'Eltern',
          'Eltern',
          'Eltern',
        ]),
        einWordPhrase('seine Kinder (his children)', 'sein', 'plural', [
          'Kinder',
          'Kinder',
          'Kindern',
          'Kinder',
        ]),
      ],
    },
    'review/whole_table': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in the rest of the tables of mein and euer. The nominative is given; check as often as you like, then try the test.',
        },
      ],
      tables: [
        wholeTable('mein (my)', MEIN, GENDERS, 0),
        wholeTable('euer (your, informal pl.)', einWordTable('euer'), GENDERS, 0),
      ],
    },
    'review/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Fill in the whole table of mein from memory.' }],
      tables: [wholeTable('mein (my)', MEIN, GENDERS)],
    },
  },
} satisfies MemorizationUnit;
