import type { GenderTable } from './possessives.ts';

/**
 * The relative pronouns (chapter 12): the definite article, except the genitives dessen and
 * deren and the dative plural denen. Gender and number come from the noun referred to, the case
 * from the pronoun's role in the relative clause (der Mann, dem ich helfe).
 */

/** The chapter that teaches relative pronouns and clauses. */
export const RELATIVE_PRONOUNS_CHAPTER = 12;

/**
 * The relative pronouns, gender → [nominative, accusative, dative, genitive].
 *
 * @example relativePronouns.plural // ['die', 'die', 'denen', 'deren']
 */
export const relativePronouns: GenderTable = {
  masculine: ['der', 'den', 'dem', 'dessen'],
  feminine: ['die', 'die', 'der', 'deren'],
  neuter: ['das', 'das', 'dem', 'dessen'],
  plural: ['die', 'die', 'denen', 'deren'],
};
