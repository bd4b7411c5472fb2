import type { CaseForms } from './possessives.ts';

/**
 * The n-nouns (weak masculine nouns, chapter 7): outside the nominative singular they add the
 * vocabulary's `singularAddOn`, -n or -en, in every case (der Student, den Studenten, dem
 * Studenten, des Studenten; der Herr, den Herrn, dem Herrn, des Herrn); the plural takes the same
 * ending (die Studenten), except Herr (die Herren).
 */

/** The chapter that teaches the n-nouns. */
export const N_NOUNS_CHAPTER = 7;

/** n-nouns whose genitive singular adds -s after the -n (des Namens); Herz is also neuter. */
const GENITIVE_WITH_S = new Set([
  'Name',
  'Gedanke',
  'Buchstabe',
  'Glaube',
  'Wille',
  'Friede',
  'Funke',
  'Same',
  'Herz',
]);

/** The noun fields an n-noun's forms are built from. */
export interface NNoun {
  germanRoot: string;
  singularAddOn: '-n' | '-en';
  germanPl?: string | undefined;
}

/** The singular forms of an n-noun and its plural (from the vocabulary, as the noun has it). */
export interface NNounForms {
  singular: CaseForms;
  plural?: CaseForms;
}

/**
 * The four singular forms of an n-noun and, when it has one, its plural in the four cases (an
 * n-noun's plural ends in -n, so the dative plural adds nothing). das Herz keeps its accusative
 * (das Herz) as neuter nouns do.
 *
 * @example nNounForms({ germanRoot: 'Herr', singularAddOn: '-n', germanPl: 'Herren' }).singular // ['Herr', 'Herrn', 'Herrn', 'Herrn']
 * @example nNounForms({ germanRoot: 'Name', singularAddOn: '-n', germanPl: 'Namen' }).singular // ['Name', 'Namen', 'Namen', 'Namens']
 */
export function nNounForms(noun: NNoun): NNounForms {
  const root = noun.germanRoot;
  const oblique = root + noun.singularAddOn.slice(1);
  const genitive = GENITIVE_WITH_S.has(root) ? `${oblique}s` : oblique;
  const accusative = root === 'Herz' ? root : oblique;
  const plural = noun.germanPl;
  return {
    singular: [root, accusative, oblique, genitive],
    ...(plural ? { plural: [plural, plural, plural, plural] as const } : {}),
  };
}

/**
 * The plural an n-noun takes: the singular's -n/-en form, except Herr (den Herrn, but die Herren).
 *
 * @example expectedNNounPlural({ germanRoot: 'Junge', singularAddOn: '-n' }) // 'Jungen'
 */
export function expectedNNounPlural(noun: NNoun): string {
  if (noun.germanRoot === 'Herr') return 'Herren';
  return noun.germanRoot + noun.singularAddOn.slice(1);
}
