import type { Gender } from '../../../grammar/articles.ts';
import { definiteArticles } from '../../../grammar/articles.ts';
import { derWordEndings, derWordTable } from '../../../grammar/der-words.ts';
import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';
import { CASE_LABELS, GENDER_LABELS, wholeTable } from '../../../lessons/table-builders.ts';

/**
 * Der-Words (12ndj): dieser, jener, welcher, mancher and solcher take the endings of the definite
 * article. A review unit with one page per gender and the plural (the five der-words side by side,
 * case by case) and a test (the whole tables of dieser and welcher). Every form comes from the
 * grammar tables (`grammar/der-words.ts`).
 */

/** The der-words of the unit, in the order of the lesson. */
export const DER_WORDS = ['dieser', 'jener', 'welcher', 'mancher', 'solcher'] as const;

/** The columns of the tables. */
export const GENDERS: readonly Gender[] = ['masculine', 'feminine', 'neuter', 'plural'];

/** One gender: the five der-words case by case; the dieser column is given as help. */
function genderTable(gender: Gender): MemoryTable {
  return {
    caption: `The der-words: ${GENDER_LABELS[gender].toLowerCase()}`,
    head: ['', ...DER_WORDS],
    rows: CASE_LABELS.map((label, caseIndex) => ({
      label,
      cells: DER_WORDS.map((word, index) => ({
        answer: derWordTable(word)[gender]?.[caseIndex] ?? '',
        ...(index === 0 && caseIndex === 0 ? { given: true } : {}),
      })),
    })),
  };
}

/** A der-word's whole table (the plural always present: jeder is not in this unit). */
function derWordWholeTable(word: string, caption: string): MemoryTable {
  const table = derWordTable(word);
  return wholeTable(caption, { ...table, plural: table.plural ?? [] }, GENDERS);
}

export const newMaterial = {
  kind: 'memorization',
  code: '12ndj',
  blocks: [
    { type: 'heading', text: 'Words that end like der, die, das' },
    {
      type: 'paragraph',
      text: '<span>Five words go before a noun in the place of the article and take its endings: <span class="de">dieser</span> (this, these), <span class="de">jener</span> (that, those), <span class="de">welcher</span> (which), <span class="de">mancher</span> (many a, some) and <span class="de">solcher</span> (such). They are called der-words. You already know <span class="de">welcher</span> from the questions of chapter 7. The ending is the end of the definite article: <span class="de">der → dieser, den → diesen, dem → diesem, die → diese</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The der-word endings',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: CASE_LABELS.map((label, caseIndex) => [
        label,
        ...GENDERS.map((gender) => `-${derWordEndings[gender][caseIndex] ?? ''}`),
      ]),
    },
    {
      type: 'table',
      caption: 'The definite article and dieser',
      head: ['', ...GENDERS.map((gender) => GENDER_LABELS[gender])],
      rows: CASE_LABELS.map((label, caseIndex) => [
        label,
        ...GENDERS.map(
          (gender) =>
            `${definiteArticles[gender][caseIndex] ?? ''} → ${derWordTable('dieser')[gender]?.[caseIndex] ?? ''}`,
        ),
      ]),
    },
    {
      type: 'list',
      items: [
        'One form differs from the article: the neuter nominative and accusative end in -es (das → dieses Buch), not -as.',
        'The dative plural noun adds -n, as after den: mit diesen Kindern.',
        'The masculine and neuter genitive noun adds -s or -es, as after des: der Name dieses Königs.',
        'An adjective after a der-word takes the endings it takes after der, die, das (chapter 3): dieser alte Turm, diese neue Kirche.',
      ],
    },
    { type: 'heading', text: 'What each one means' },
    {
      type: 'list',
      items: [
        'dieser: this, these. The most common der-word: dieser Roman, diese Bilder.',
        'jener: that, those. Mostly written, and often next to dieser: dieses Schloss und jenes Schloss. In speech Germans say das Schloss da.',
        'welcher: which, in questions: Welchen Film siehst du?',
        'mancher: many a, some; mostly plural: manche Märchen (some fairy tales).',
        'solcher: such; mostly plural: solche Lieder (such songs). In the singular German usually says so ein.',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Dieser Roman ist sehr lang.',
          english: 'This novel is very long.',
          note: 'masculine nominative: -er',
        },
        {
          german: 'Kennst du dieses Lied?',
          english: 'Do you know this song?',
          note: 'neuter accusative: -es',
        },
        {
          german: 'Welche Sprache sprichst du?',
          english: 'Which language do you speak?',
          note: 'feminine accusative: -e',
        },
        {
          german: 'Mit welchem Künstler hast du gesprochen?',
          english: 'Which artist did you talk to?',
          note: 'mit + dative, masculine: -em',
        },
        {
          german: 'Wir wohnen in dieser Stadt.',
          english: 'We live in this town.',
          note: 'feminine dative: -er',
        },
        {
          german: 'Manche Märchen sind sehr alt.',
          english: 'Some fairy tales are very old.',
          note: 'plural nominative: -e',
        },
        {
          german: 'Solche Lieder singe ich nicht gern.',
          english: "I don't like singing such songs.",
          note: 'plural accusative: -e',
        },
        {
          german: 'Ich kenne dieses Schloss, aber nicht jenes Schloss.',
          english: 'I know this palace, but not that palace.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Diesas Buch ist neu.',
          right: 'Dieses Buch ist neu.',
          why: 'The neuter nominative and accusative end in -es, not -as.',
        },
        {
          wrong: 'Ich lese dieser Roman.',
          right: 'Ich lese diesen Roman.',
          why: 'der Roman is the direct object: accusative masculine, like den: diesen.',
        },
        {
          wrong: 'Mit diese Kinder spiele ich.',
          right: 'Mit diesen Kindern spiele ich.',
          why: 'mit takes the dative; the dative plural is -en (like den), and the noun adds -n.',
        },
      ],
    },
    {
      type: 'list',
      items: [
        'Masculine, Feminine, Neuter, Plural: the five der-words case by case, one gender at a time (the nominative of dieser is given).',
        'Test: the whole tables of dieser and welcher from memory.',
      ],
    },
  ],
  pages: {
    'review/masculine': { mode: 'practice', tables: [genderTable('masculine')] },
    'review/feminine': { mode: 'practice', tables: [genderTable('feminine')] },
    'review/neuter': { mode: 'practice', tables: [genderTable('neuter')] },
    'review/plural': { mode: 'practice', tables: [genderTable('plural')] },
    'review/test': {
      mode: 'test',
      blocks: [{ type: 'paragraph', text: 'Fill in both tables from memory.' }],
      tables: [
        derWordWholeTable('dieser', 'dieser (this, these)'),
        derWordWholeTable('welcher', 'welcher (which)'),
      ],
    },
  },
} satisfies MemorizationUnit;
