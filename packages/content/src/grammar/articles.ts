/**
 * The article and adjective-ending tables of chapters 2 and 3, as data for the practice
 * screens (article practice, adjective-ending practice). Cases in the order nominative,
 * accusative, dative, genitive.
 */
export const CASES = ['nominative', 'accusative', 'dative', 'genitive'] as const;
export type GrammaticalCase = (typeof CASES)[number];
export type Gender = 'masculine' | 'feminine' | 'neuter' | 'plural';

export const definiteArticles: Record<Gender, readonly [string, string, string, string]> = {
  masculine: ['der', 'den', 'dem', 'des'],
  feminine: ['die', 'die', 'der', 'der'],
  neuter: ['das', 'das', 'dem', 'des'],
  plural: ['die', 'die', 'den', 'der'],
};

/** ein has no plural; kein and the possessives, the other ein-words, have one (chapter 4). */
export const indefiniteArticles: Record<
  Exclude<Gender, 'plural'>,
  readonly [string, string, string, string]
> = {
  masculine: ['ein', 'einen', 'einem', 'eines'],
  feminine: ['eine', 'eine', 'einer', 'einer'],
  neuter: ['ein', 'ein', 'einem', 'eines'],
};

/** Adjective endings after der-words (weak): -e in the five singular slots, -en elsewhere. */
export const endingsAfterDefinite: Record<Gender, readonly [string, string, string, string]> = {
  masculine: ['e', 'en', 'en', 'en'],
  feminine: ['e', 'e', 'en', 'en'],
  neuter: ['e', 'e', 'en', 'en'],
  plural: ['en', 'en', 'en', 'en'],
};

/** Adjective endings after ein-words (mixed). */
export const endingsAfterIndefinite: Record<
  Exclude<Gender, 'plural'>,
  readonly [string, string, string, string]
> = {
  masculine: ['er', 'en', 'en', 'en'],
  feminine: ['e', 'e', 'en', 'en'],
  neuter: ['es', 'es', 'en', 'en'],
};

export function genderOf(article: 'der' | 'die' | 'das'): Exclude<Gender, 'plural'> {
  return article === 'der' ? 'masculine' : article === 'die' ? 'feminine' : 'neuter';
}
