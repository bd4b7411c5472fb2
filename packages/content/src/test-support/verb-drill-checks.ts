// The checks of a drill that asks for the present form of the verb in brackets (the stem-changing
// verb drills of chapters 4 and 6): the form is the one for the person of the sentence, and the
// drill practises the chapter's stem changers in changed and unchanged persons. A chapter test
// passes its places (verb and person of each blank) and its own rules. Not part of the package's
// public entry.
import { expect } from 'vitest';
import { regularPresent } from '../grammar/verbs.ts';
import type { FillInDrill, VerbConjugation } from '../sets/schema.ts';
import { isBlank, isPrompt, lowerFirst, partText, wordsOf } from './sentence-parts.ts';

/** The verb and person of a blank as a teacher reads the sentence (0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie). */
export type VerbPlace = readonly [infinitive: string, person: number];

/** The person a subject pronoun names (es, as in es gibt and es regnet, is er/sie/es; Sie is 5). */
export const PERSON_OF_PRONOUN: Readonly<Record<string, number>> = {
  ich: 0,
  du: 1,
  er: 2,
  es: 2,
  wir: 3,
  ihr: 4,
  Sie: 5,
};

/**
 * Checks each item of a verb drill against its place: a verb item whose blank follows some German
 * and is followed by the infinitive in brackets, answered by the form `formsOf(infinitive)` gives
 * for the place's person, and every subject pronoun of the sentence names that person. One place
 * an item; a failure names the item's number.
 *
 * @example expectVerbPlaces(verbDrill, VERB_PLACES, (infinitive) => tableOf(infinitive)?.deutsch);
 */
export function expectVerbPlaces(
  drill: FillInDrill,
  places: readonly VerbPlace[],
  formsOf: (infinitive: string) => readonly string[] | undefined,
): void {
  expect(drill.items.map((item) => item.verb)).toEqual(drill.items.map(() => true));
  expect(places).toHaveLength(drill.items.length);
  drill.items.forEach((item, itemIndex) => {
    const label = `#${itemIndex + 1}`;
    const [infinitive = '', person = -1] = places[itemIndex] ?? [];
    const blankIndex = item.main.findIndex(isBlank);
    expect(blankIndex, label).toBeGreaterThan(0);
    expect(isPrompt(item.main[blankIndex + 1]), label).toBe(true);
    expect(partText(item.main[blankIndex + 1]), label).toBe(infinitive);
    const forms = formsOf(infinitive);
    expect(forms, `${label}: the forms of ${infinitive}`).toBeDefined();
    expect(item.answers, label).toEqual([[forms?.[person] ?? '?']]);
    for (const part of item.main) {
      if (isPrompt(part) || isBlank(part)) continue;
      const word = wordsOf(partText(part))[0] ?? '';
      const pronounPerson = PERSON_OF_PRONOUN[word === 'Sie' ? word : lowerFirst(word)];
      if (pronounPerson !== undefined) expect(pronounPerson, `${label}: ${word}`).toBe(person);
    }
  });
}

/** How a chapter's verb drill must practise its stem changers. */
export interface StemChangerPractice {
  /** The verbs each given at least once in a changed person (du or er/sie/es). */
  changed: readonly string[];
  /** Whether a verb changes its stem: its places in the other persons count as unchanged. */
  isChanger: (infinitive: string) => boolean;
  /** How many places at least give a stem changer in a person without the change. */
  unchanged: number;
  /** Whether a verb stands in the drill for contrast (it does not change). */
  isContrast: (infinitive: string) => boolean;
  /** How many places at least give a verb for contrast. */
  contrast: number;
}

/**
 * Checks that a verb drill's places practise every person, every changer in a changed form, and
 * enough unchanged persons of changers and verbs for contrast.
 */
export function expectStemChangersPractised(places: readonly VerbPlace[], rules: StemChangerPractice): void {
  for (const infinitive of rules.changed)
    expect(
      places.some(([verb, person]) => verb === infinitive && (person === 1 || person === 2)),
      infinitive,
    ).toBe(true);
  expect(new Set(places.map(([, person]) => person))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  const unchanged = places.filter(([verb, person]) => rules.isChanger(verb) && ![1, 2].includes(person));
  expect(unchanged.length).toBeGreaterThanOrEqual(rules.unchanged);
  expect(places.filter(([verb]) => rules.isContrast(verb)).length).toBeGreaterThanOrEqual(rules.contrast);
}

/** Checks stem changers' tables: du and er/sie/es differ from the regular forms, the other persons are them. */
export function expectStemChangeInDuAndErOnly(tables: readonly VerbConjugation[]): void {
  for (const verb of tables) {
    const regular = regularPresent(verb.infinitive);
    expect(verb.deutsch[1], verb.infinitive).not.toBe(regular[1]);
    expect(verb.deutsch[2], verb.infinitive).not.toBe(regular[2]);
    for (const person of [0, 3, 4, 5]) expect(verb.deutsch[person], verb.infinitive).toBe(regular[person]);
  }
}
