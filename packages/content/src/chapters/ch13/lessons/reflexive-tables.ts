import { reflexiveByVerbPerson, reflexivePronouns } from '../../../grammar/reflexive-pronouns.ts';
import { regularPresent, splitSeparable } from '../../../grammar/verbs.ts';
import type { MemoryTable } from '../../../lessons/schema.ts';
import { PERSON_LABELS } from '../../ch05/lessons/pronoun-tables.ts';
import { verbs } from '../verbs.ts';

/** The six persons of a verb table. */
export const VERB_PERSONS = ['ich', 'du', 'er/sie/es', 'wir', 'ihr', 'sie/Sie'] as const;

/**
 * The present forms of a reflexive verb without its pronoun: from the chapter 13 verb tables
 * where the verb has one, otherwise the regular present (grammar/verbs.ts).
 *
 * @example presentForms('sich freuen') // ['freue', 'freust', 'freut', 'freuen', 'freut', 'freuen']
 */
export function presentForms(infinitive: string): readonly string[] {
  const table = verbs.find((verb) => verb.infinitive === infinitive);
  if (table) return table.deutsch;
  const verb = infinitive.replace(/^sich /, '');
  const separable = splitSeparable(verb);
  if (separable) return regularPresent(separable.base).map((form) => `${form} ${separable.prefix}`);
  return regularPresent(verb);
}

/**
 * A verb form with its reflexive pronoun after it, the separable prefix last:
 * "wasche" + "mich" → "wasche mich"; "ziehe an" + "mich" → "ziehe mich an".
 */
export function withPronoun(form: string, pronoun: string, object = ''): string {
  const [verb = '', ...prefix] = form.split(' ');
  return [verb, pronoun, object, ...prefix].filter((word) => word !== '').join(' ');
}

/** The accusative and dative reflexive pronoun of the nine persons, from grammar/reflexive-pronouns.ts. */
export function reflexivePronounTable(given: readonly string[] = []): MemoryTable {
  return {
    caption: 'The reflexive pronouns',
    head: ['Subject', 'Accusative', 'Dative'],
    rows: reflexivePronouns.map((row) => ({
      label: PERSON_LABELS[row.person],
      cells: [
        { answer: row.accusative, ...(given.includes(row.person) ? { given: true } : {}) },
        { answer: row.dative, ...(given.includes(row.person) ? { given: true } : {}) },
      ],
    })),
  };
}

/**
 * The present of a reflexive verb with its pronoun in each person (ich wasche mich …); with an
 * object, the dative pronoun and the object (ich wasche mir die Hände …). The persons at the
 * indexes in `given` are shown as help.
 */
export function reflexiveVerbTable(
  infinitive: string,
  options: { object?: string; english?: string; given?: readonly number[] } = {},
): MemoryTable {
  const { object = '', english, given = [] } = options;
  const pronouns = object === '' ? reflexiveByVerbPerson.accusative : reflexiveByVerbPerson.dative;
  const forms = presentForms(infinitive);
  const title = object === '' ? infinitive : `${infinitive} + ${object}`;
  return {
    caption: english ? `${title}: ${english}` : title,
    head: ['', 'Present tense'],
    rows: VERB_PERSONS.map((person, index) => ({
      label: person,
      cells: [
        {
          answer: withPronoun(forms[index] ?? '', pronouns[index] ?? '', object),
          ...(given.includes(index) ? { given: true } : {}),
        },
      ],
    })),
  };
}
