import type { GermanSynonymGroup, SeparableSynonym } from '@grundlagen/core';
import { imperative2psForms, regularPresent } from '../grammar/verbs.ts';

/**
 * Separable verbs a teacher accepts for the course's simple verb: "Mach die Tür zu!" for
 * "Schließ die Tür!", "Mach das Fenster auf!" for "Öffne das Fenster!". Both verbs of a pair are
 * regular in the present, so their forms come from the chapter 1 rules, which give the -e- after
 * consonant + n (du öffnest, er öffnet, öffne!) and du schließt, schließ(e)!.
 */
const PAIRS: readonly {
  base: string;
  prefix: string;
  simple: string;
  participles: readonly [string, string];
  context: string;
}[] = [
  {
    base: 'machen',
    prefix: 'zu',
    simple: 'schließen',
    participles: ['zugemacht', 'geschlossen'],
    context: 'to close a door, a window, a shop, one’s eyes',
  },
  {
    base: 'machen',
    prefix: 'auf',
    simple: 'öffnen',
    participles: ['aufgemacht', 'geöffnet'],
    context: 'to open a door, a window, a shop',
  },
];

/** Each pair's forms in the same person: the six present forms and the du imperatives. */
export const separableSynonyms: readonly SeparableSynonym[] = PAIRS.map(
  ({ base, prefix, simple, context }) => {
    const separable = regularPresent(base);
    const plain = regularPresent(simple);
    const forms: [string, string][] = separable.map((form, person) => [form, plain[person] ?? '']);
    for (const imperative of imperative2psForms(base))
      for (const other of imperative2psForms(simple)) forms.push([imperative, other]);
    return { prefix, forms, context };
  },
);

/**
 * The same pairs as plain word synonyms where the separable verb is one word: the infinitive
 * (zumachen), the participle (zugemacht) and the verb at the end of a dependent clause (zumacht).
 */
export const separableWordSynonyms: readonly GermanSynonymGroup[] = PAIRS.flatMap(
  ({ base, prefix, simple, participles, context }) => {
    const separable = regularPresent(base);
    const plain = regularPresent(simple);
    const groups: GermanSynonymGroup[] = [
      { kind: 'word', words: [prefix + base, simple], context },
      { kind: 'word', words: [...participles], context },
    ];
    for (const [person, form] of separable.entries())
      if (person !== 3 && person !== 5)
        groups.push({ kind: 'word', words: [prefix + form, plain[person] ?? ''], context });
    return groups;
  },
);
