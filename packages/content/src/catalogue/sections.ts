// Plain constants of the catalogue, apart from the schemas so that the browser can use them
// without the schema library.

/** The four groups of a chapter's items, by their field in the chapter (docs/product/content.md "Data shapes"). */
export const sectionFields = {
  concepts: 'conceptsContents',
  drills: 'drillsContents',
  exercises: 'exercisesContents',
  extras: 'extraWorkContents',
} as const;
export type Section = keyof typeof sectionFields;

/** The progress code's section letter of each group (n, d, e, x). */
export const sectionLetters: Readonly<Record<Section, string>> = {
  concepts: 'n',
  drills: 'd',
  exercises: 'e',
  extras: 'x',
};
