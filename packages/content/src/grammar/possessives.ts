import type { Gender } from './articles.ts';

/**
 * The possessive adjectives and kein (chapter 4): the ein-words. They take the endings of ein in
 * the singular and, unlike ein, have a plural, whose endings are those of die, die, den, der.
 * Tables are gender → [nominative, accusative, dative, genitive], as in `articles.ts`.
 */

/** One row of forms in the order nominative, accusative, dative, genitive. */
export type CaseForms = readonly [string, string, string, string];

/** A table of forms by gender, each in the four cases. */
export type GenderTable = Record<Gender, CaseForms>;

/** The chapter that teaches the possessive adjectives and kein. */
export const POSSESSIVES_CHAPTER = 4;

/**
 * The ein-word endings: ein's endings in the singular (no ending in the masculine nominative and
 * the neuter nominative and accusative), and in the plural -e, -e, -en, -er, the last letters of
 * die, die, den, der.
 *
 * @example einWordEndings.masculine // ['', 'en', 'em', 'es']
 */
export const einWordEndings: GenderTable = {
  masculine: ['', 'en', 'em', 'es'],
  feminine: ['e', 'e', 'er', 'er'],
  neuter: ['', '', 'em', 'es'],
  plural: ['e', 'e', 'en', 'er'],
};

/** A possessive adjective with the subject pronoun it belongs to. */
export interface PossessiveAdjective {
  /** The subject pronoun of the owner: ich → mein. */
  person: 'ich' | 'du' | 'er' | 'sie' | 'es' | 'wir' | 'ihr' | 'sie (pl.)' | 'Sie';
  /** The form without ending (masculine nominative). */
  possessive: string;
  english: string;
}

/** The possessive adjectives, one per subject pronoun (sein serves er and es). */
export const possessiveAdjectives: readonly PossessiveAdjective[] = [
  { person: 'ich', possessive: 'mein', english: 'my' },
  { person: 'du', possessive: 'dein', english: 'your (informal, sing.)' },
  { person: 'er', possessive: 'sein', english: 'his, its' },
  { person: 'sie', possessive: 'ihr', english: 'her, its' },
  { person: 'es', possessive: 'sein', english: 'its' },
  { person: 'wir', possessive: 'unser', english: 'our' },
  { person: 'ihr', possessive: 'euer', english: 'your (informal, pl.)' },
  { person: 'sie (pl.)', possessive: 'ihr', english: 'their' },
  { person: 'Sie', possessive: 'Ihr', english: 'your (formal)' },
];

/**
 * Every form of an ein-word (kein or a possessive adjective): the word plus the ein-word ending.
 * euer drops the e of its -er before an ending (eure, euren, eurem, eures, eurer); unser keeps it.
 *
 * @example einWordTable('euer').plural // ['eure', 'eure', 'euren', 'eurer']
 * @example einWordTable('kein').masculine // ['kein', 'keinen', 'keinem', 'keines']
 */
export function einWordTable(word: string): GenderTable {
  const inflect = (ending: string) =>
    ending !== '' && word.endsWith('euer') ? `${word.slice(0, -2)}r${ending}` : `${word}${ending}`;
  const row = (gender: Gender) => einWordEndings[gender].map(inflect) as unknown as CaseForms;
  return {
    masculine: row('masculine'),
    feminine: row('feminine'),
    neuter: row('neuter'),
    plural: row('plural'),
  };
}

/** kein (no, not a, not any) in every case and gender. */
export const keinTable: GenderTable = einWordTable('kein');
