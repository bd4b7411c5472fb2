import type { Gender } from '../grammar/articles.ts';
import type { MemoryTable } from './schema.ts';

/**
 * Builders of the memorisation tables of the article and adjective-ending units (chapters 2 and
 * 3): the whole table, one column, article + adjective, and a phrase case by case. The forms come
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
