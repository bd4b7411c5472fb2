import type { Person } from './personal-pronouns.ts';

/**
 * The reflexive pronouns (chapter 13): the accusative and dative personal pronouns, except that
 * every third person and the formal Sie take sich (Sie setzen sich, not Sie setzen Sie).
 */

/** A reflexive pronoun in the accusative (ich wasche mich) and the dative (ich wasche mir die Hände). */
export interface ReflexivePronoun {
  person: Person;
  accusative: string;
  dative: string;
}

/** The chapter that teaches the reflexive pronouns and verbs. */
export const REFLEXIVE_CHAPTER = 13;

/**
 * The reflexive pronouns of the nine persons.
 *
 * @example reflexivePronouns.find((row) => row.person === 'Sie')?.accusative // 'sich'
 */
export const reflexivePronouns: readonly ReflexivePronoun[] = [
  { person: 'ich', accusative: 'mich', dative: 'mir' },
  { person: 'du', accusative: 'dich', dative: 'dir' },
  { person: 'er', accusative: 'sich', dative: 'sich' },
  { person: 'sie', accusative: 'sich', dative: 'sich' },
  { person: 'es', accusative: 'sich', dative: 'sich' },
  { person: 'wir', accusative: 'uns', dative: 'uns' },
  { person: 'ihr', accusative: 'euch', dative: 'euch' },
  { person: 'sie (pl.)', accusative: 'sich', dative: 'sich' },
  { person: 'Sie', accusative: 'sich', dative: 'sich' },
];

/**
 * The reflexive pronoun of each verb-table person (ich, du, er/sie/es, wir, ihr, sie/Sie), in the
 * order of a verb table's six forms.
 *
 * @example reflexiveByVerbPerson.accusative // ['mich', 'dich', 'sich', 'uns', 'euch', 'sich']
 */
export const reflexiveByVerbPerson = {
  accusative: ['mich', 'dich', 'sich', 'uns', 'euch', 'sich'],
  dative: ['mir', 'dir', 'sich', 'uns', 'euch', 'sich'],
} as const;
