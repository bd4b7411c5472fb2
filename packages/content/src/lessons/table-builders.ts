import type { Gender } from '../grammar/articles.ts';
import type { VerbConjugation } from '../sets/schema.ts';
import type { MemoryTable } from './schema.ts';

/**
 * Builders of the memorisation tables of the article and adjective-ending units (chapters 2 and
 * 3): the whole table, one column, article + adjective, and a phrase case by case; and of the
 * verb units' present-tense tables (chapters 1, 4, 6 and 11), from a chapter's verb tables. The forms come
 * from the grammar tables (`grammar/articles.ts`), gender → [nominative, accusative, dative,
 * genitive]; rows are the cases, columns the genders.
 */

/** The row labels, in the order of the grammar tables. */
export const CASE_LABELS = ['Nominative', 'Accusative', 'Dative', 'Genitive'] as const;

/** The column headings of the genders. */
export const GENDER_LABELS: Record<Gender, string> = {
  masculine: 'Masculine',
  feminine: 'Feminine',
  neuter: 'Neuter',
  plural: 'Plural',
};

/** A grammar table with a row of four case forms for each of the given genders. */
export type CaseTable<G extends Gender> = Readonly<Record<G, readonly string[]>>;

/**
 * The whole table, one column per gender; `givenRow` marks one case as help on a practice page.
 *
 * @example wholeTable('The definite article (the)', definiteArticles, ['masculine', 'feminine', 'neuter', 'plural'], 0)
 */
export function wholeTable<G extends Gender>(
  caption: string,
  table: CaseTable<G>,
  genders: readonly G[],
  givenRow?: number,
): MemoryTable {
  return {
    caption,
    head: ['', ...genders.map((gender) => GENDER_LABELS[gender])],
    rows: CASE_LABELS.map((label, caseIndex) => ({
      label,
      cells: genders.map((gender) => {
        const answer = table[gender][caseIndex] ?? '';
        return caseIndex === givenRow ? { answer, given: true } : { answer };
      }),
    })),
  };
}

/**
 * One gender's column of a table.
 *
 * @example columnTable('The definite article: masculine', definiteArticles, 'masculine')
 */
export function columnTable<G extends Gender>(caption: string, table: CaseTable<G>, gender: G): MemoryTable {
  return {
    caption,
    head: ['', GENDER_LABELS[gender]],
    rows: CASE_LABELS.map((label, caseIndex) => ({
      label,
      cells: [{ answer: table[gender][caseIndex] ?? '' }],
    })),
  };
}

/**
 * Article + adjective with its ending in every case, for the given genders: "der neue", "den
 * neuen" ….
 *
 * @example articleAndAdjectiveTable('der + alt (the old …)', definiteArticles, endingsAfterDefinite, 'alt', ['masculine'])
 */
export function articleAndAdjectiveTable<G extends Gender>(
  caption: string,
  articles: CaseTable<G>,
  endings: CaseTable<G>,
  adjective: string,
  genders: readonly G[],
): MemoryTable {
  return {
    caption,
    head: ['', ...genders.map((gender) => GENDER_LABELS[gender])],
    rows: CASE_LABELS.map((label, caseIndex) => ({
      label,
      cells: genders.map((gender) => ({
        answer: `${articles[gender][caseIndex] ?? ''} ${adjective}${endings[gender][caseIndex] ?? ''}`,
      })),
    })),
  };
}

/**
 * A phrase (article and noun, or article, adjective and noun) case by case, in one column; the
 * nominative is given as help. A case given as a list has other accepted answers after the first
 * (['des Tisches', 'des Tischs']).
 *
 * @example phraseTable('der Vater (the father)', 'Article and noun', ['der Vater', 'den Vater', 'dem Vater', 'des Vaters'])
 */
export function phraseTable(
  caption: string,
  heading: string,
  forms: readonly (string | readonly string[])[],
): MemoryTable {
  return {
    caption,
    head: ['', heading],
    rows: CASE_LABELS.map((label, caseIndex) => {
      const [answer = '', ...accepted] = [forms[caseIndex] ?? ''].flat();
      return {
        label,
        cells: [
          {
            answer,
            ...(accepted.length > 0 ? { accepted } : {}),
            ...(caseIndex === 0 ? { given: true } : {}),
          },
        ],
      };
    }),
  };
}

/** The six persons of a present-tense table, in the order of a verb table's `deutsch`. */
export const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'] as const;

/** The builders of a chapter's verb-unit tables, from {@link verbTableBuilders}. */
export interface VerbTableBuilders {
  /** The verb table of an infinitive; throws when the chapter has none. */
  verb(infinitive: string): VerbConjugation;
  /** The English of a verb as its tables' captions give it ("to give"). */
  englishOf(infinitive: string): string;
  /** A memory table of a verb's present tense; `given` marks persons (0 ich … 5 sie/Sie) shown as help. */
  conjugationTable(infinitive: string, given?: readonly number[]): MemoryTable;
  /** Several verbs side by side as lesson rows: person, then each verb's form. */
  conjugationRows(...infinitives: string[]): string[][];
}

/**
 * The verb-unit tables of a chapter (chapters 1, 4, 6 and 11), taken from its verb tables so
 * that the lessons, the memorisation pages and the drills never disagree. `english` gives a
 * verb's English in captions ("to give" by default).
 *
 * @example
 * const { conjugationTable } = verbTableBuilders(verbs, 'Chapter 4');
 * conjugationTable('geben', [0, 3]) // caption "geben (to give)", ich and wir given
 */
export function verbTableBuilders(
  tables: readonly VerbConjugation[],
  where: string,
  english: (table: VerbConjugation) => string = (table) => `to ${table.english[0] ?? ''}`,
): VerbTableBuilders {
  const verb = (infinitive: string): VerbConjugation => {
    const found = tables.find((entry) => entry.infinitive === infinitive);
    if (!found) throw new Error(`${where} has no verb table for ${infinitive}.`);
    return found;
  };
  const englishOf = (infinitive: string): string => english(verb(infinitive));
  return {
    verb,
    englishOf,
    conjugationTable: (infinitive, given = []) => ({
      caption: `${infinitive} (${englishOf(infinitive)})`,
      head: ['', infinitive],
      rows: PERSONS.map((person, index) => ({
        label: person,
        cells: [
          {
            answer: verb(infinitive).deutsch[index] ?? '',
            ...(given.includes(index) ? { given: true } : {}),
          },
        ],
      })),
    }),
    conjugationRows: (...infinitives) =>
      PERSONS.map((person, index) => [
        person,
        ...infinitives.map((infinitive) => verb(infinitive).deutsch[index] ?? ''),
      ]),
  };
}
