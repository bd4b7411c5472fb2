/**
 * The personal pronouns in the nominative, accusative and dative. The nominative (subject
 * pronouns) is taught in chapter 1, the accusative and dative in chapter 5.
 */

/** The nine persons of the pronoun tables, in the order of the verb tables (sie (pl.) and Sie last). */
export const PERSONS = ['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'sie (pl.)', 'Sie'] as const;
export type Person = (typeof PERSONS)[number];

/** A personal pronoun in three cases. */
export interface PersonalPronoun {
  person: Person;
  nominative: string;
  accusative: string;
  dative: string;
}

/** The chapter that teaches the accusative and dative personal pronouns. */
export const OBJECT_PRONOUNS_CHAPTER = 5;

/**
 * The personal pronouns: ich, mich, mir … Sie, Sie, Ihnen. The third person follows the
 * definite article: ihn (den), ihm (dem), ihr (der), ihnen (den + n).
 *
 * @example personalPronouns.find((row) => row.person === 'er')?.dative // 'ihm'
 */
export const personalPronouns: readonly PersonalPronoun[] = [
  { person: 'ich', nominative: 'ich', accusative: 'mich', dative: 'mir' },
  { person: 'du', nominative: 'du', accusative: 'dich', dative: 'dir' },
  { person: 'er', nominative: 'er', accusative: 'ihn', dative: 'ihm' },
  { person: 'sie', nominative: 'sie', accusative: 'sie', dative: 'ihr' },
  { person: 'es', nominative: 'es', accusative: 'es', dative: 'ihm' },
  { person: 'wir', nominative: 'wir', accusative: 'uns', dative: 'uns' },
  { person: 'ihr', nominative: 'ihr', accusative: 'euch', dative: 'euch' },
  { person: 'sie (pl.)', nominative: 'sie', accusative: 'sie', dative: 'ihnen' },
  { person: 'Sie', nominative: 'Sie', accusative: 'Sie', dative: 'Ihnen' },
];
