import type { SubPage } from './schema.ts';

/**
 * Learner-facing names of the sub-pages the catalogue lists by their path segment
 * (docs/product/content.md "A chapter": "memorization → goal, work, test", "review → masculine, …").
 */
const subPageNames: Readonly<Record<string, string>> = {
  goal: 'Goal',
  work: 'Work',
  practice: 'Practice',
  test: 'Test',
  practice_sein: 'Practice: sein',
  practice_haben: 'Practice: haben',
  practice_geben: 'Practice: geben',
  practice_essen: 'Practice: essen',
  practice_nehmen: 'Practice: nehmen',
  practice_ie: 'Practice: e → ie',
  practice_werden: 'Practice: werden',
  practice_wissen: 'Practice: wissen',
  masc: 'Masculine',
  fem: 'Feminine',
  neut: 'Neuter',
  masculine: 'Masculine',
  feminine: 'Feminine',
  neuter: 'Neuter',
  plural: 'Plural',
  whole_table: 'Whole Table',
  full: 'Full Lesson',
  overview: 'Overview',
  nominative: 'Nominative',
  accusative: 'Accusative',
  dative: 'Dative',
  genitive: 'Genitive',
  summary: 'Summary',
  duerfen: 'dürfen',
  koennen: 'können',
  muessen: 'müssen',
  sollen: 'sollen',
  wollen: 'wollen',
  moechten: 'möchten',
  to_english: 'To English',
  to_german: 'To German',
  genders: 'Genders',
  sing_pl: 'Singular and Plural',
  nom_acc: 'Nominative and Accusative',
  acc_dat: 'Accusative and Dative',
  all_four: 'All Four Cases',
};

/**
 * Sub-pages from their segments; a named group becomes the first path segment.
 *
 * @example
 * subPages('memorization', 'goal', 'test')
 * // [{ path: 'memorization/goal', name: 'Goal', group: 'memorization' }, { path: 'memorization/test', … }]
 * subPages(undefined, 'masc') // [{ path: 'masc', name: 'Masculine' }]
 */
export function subPages(group: string | undefined, ...segments: string[]): SubPage[] {
  return segments.map((segment) => {
    const name = subPageNames[segment];
    if (name === undefined) throw new Error(`Catalogue: no name for the sub-page "${segment}"`);
    return group === undefined ? { path: segment, name } : { path: `${group}/${segment}`, name, group };
  });
}

/** "memorization → …" sub-pages. */
export function memorization(...segments: string[]): SubPage[] {
  return subPages('memorization', ...segments);
}

/** "review → …" sub-pages. */
export function review(...segments: string[]): SubPage[] {
  return subPages('review', ...segments);
}

/**
 * The Vocabulary unit's sub-pages (docs/product/content.md "A chapter"): chapter 1 has goal, to_english,
 * to_german, test; chapters 2 to 13 also genders and sing_pl.
 */
export function vocabularySubPages(chapter: number): SubPage[] {
  return chapter === 1
    ? subPages(undefined, 'goal', 'to_english', 'to_german', 'test')
    : subPages(undefined, 'goal', 'to_english', 'to_german', 'genders', 'sing_pl', 'test');
}
