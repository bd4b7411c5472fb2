import type { Gender } from './articles.ts';
import type { CaseForms, GenderTable } from './possessives.ts';

/**
 * The der-words (welcher: chapter 7, as a question word; dieser, jener, mancher, solcher: chapter
 * 12, whose der-word lesson takes welcher up again; jeder: chapter 13). They take the endings of
 * the definite article (dies-er like der, dies-e like die, dies-en like den), except in the neuter
 * nominative and accusative, where das gives dies-es.
 */

/**
 * The der-word endings, gender → [nominative, accusative, dative, genitive].
 *
 * @example derWordEndings.neuter // ['es', 'es', 'em', 'es']
 */
export const derWordEndings: GenderTable = {
  masculine: ['er', 'en', 'em', 'es'],
  feminine: ['e', 'e', 'er', 'er'],
  neuter: ['es', 'es', 'em', 'es'],
  plural: ['e', 'e', 'en', 'er'],
};

/** A der-word with the chapter that teaches it. */
export interface DerWord {
  /** The headword, the masculine nominative: dieser. */
  derWord: string;
  english: string;
  chapter: number;
  /** jeder has no plural (the plural of jeder Tag is alle Tage). */
  singularOnly?: true;
}

/** The der-words of the course. */
export const derWords: readonly DerWord[] = [
  { derWord: 'dieser', english: 'this, these', chapter: 12 },
  { derWord: 'jener', english: 'that, those', chapter: 12 },
  { derWord: 'welcher', english: 'which', chapter: 7 },
  { derWord: 'mancher', english: 'many a, some', chapter: 12 },
  { derWord: 'solcher', english: 'such', chapter: 12 },
  { derWord: 'jeder', english: 'every, each', chapter: 13, singularOnly: true },
];

/** A der-word's table; the plural is absent for jeder. */
export type DerWordTable = Record<Exclude<Gender, 'plural'>, CaseForms> & { plural?: CaseForms };

/**
 * Every form of a der-word: its stem (the headword without -er) plus the der-word ending.
 *
 * @example derWordTable('dieser').neuter // ['dieses', 'dieses', 'diesem', 'dieses']
 * @example derWordTable('jeder').plural // undefined
 */
export function derWordTable(derWord: string): DerWordTable {
  const stem = derWord.replace(/er$/, '');
  const row = (gender: Gender) =>
    derWordEndings[gender].map((ending) => stem + ending) as unknown as CaseForms;
  const singularOnly = derWords.find((word) => word.derWord === derWord)?.singularOnly === true;
  return {
    masculine: row('masculine'),
    feminine: row('feminine'),
    neuter: row('neuter'),
    ...(singularOnly ? {} : { plural: row('plural') }),
  };
}
