import { z } from 'zod';
import { sectionFields, sectionLetters, type Section } from './sections.ts';

/**
 * The catalogue's shape (docs/product/content.md "A chapter" and
 * "Data shapes"). Types come from the schemas; `loadCatalogue` validates the data on load and
 * names the chapter and field of any error.
 */

const chapterPath = z
  .string()
  .regex(/^\/ch([1-9]|1[0-3])(\/[a-z0-9_]+)*$/, 'a path /ch{n}/… of lower-case segments');
/**
 * A progress code (docs/product/content.md "A chapter"): chapter 1..13, section letter n/d/e/x, then an
 * abbreviation of lower-case letters and digits. The abbreviation may start with a digit: the
 * catalogue's code for /ch9/drills/two_case_prepositions_b is `9d2c`.
 */
export const progressCodePattern = /^(?:1[0-3]|[1-9])[ndex][a-z0-9]+$/;

const slug = z.string().regex(/^[a-z0-9_]+$/, 'a lower-case path segment');

export const navigationLinkSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9_/=]*$/, 'an absolute path'),
  text: z.string().min(1),
});
export type NavigationLink = z.infer<typeof navigationLinkSchema>;

/** A sub-page of a New Material unit, e.g. `goal` or `review/masculine`. */
export const subPageSchema = z.object({
  /** Path below the item's link, e.g. `goal`, `memorization/test`, `multi/overview`. */
  path: z.string().regex(/^[a-z0-9_]+(\/[a-z0-9_]+)*$/),
  /** The learner-facing name, e.g. "Goal", "Test", "Masculine". */
  name: z.string().min(1),
  /** The group the catalogue names ("memorization", "review", "multi"), if any. */
  group: slug.optional(),
  /**
   * Other paths below the item's link that lead here (redirected), e.g. the name the catalogue
   * gives where it is not the page's own name (chapter 11's `memorization/practice_nehmen`).
   */
  aliases: z.array(z.string().regex(/^[a-z0-9_]+(\/[a-z0-9_]+)*$/)).optional(),
});
export type SubPage = z.infer<typeof subPageSchema>;

/** What kind of page an item is; the web app picks the screen by it. */
export const pageKindSchema = z.enum([
  'lesson',
  'memorization',
  'review',
  'vocabulary',
  'verb-practice',
  'article-practice',
  /** Other interactive "Practice: …" pages of New Material (prepositions and cases, telling time, …). */
  'practice',
  'fill-in-drill',
  'subject-pronoun-drill',
  'choice-drill',
  'word-order-drill',
  'translation-exercise',
  'extra-practice',
]);
export type PageKind = z.infer<typeof pageKindSchema>;

export const menuItemSchema = z.object({
  name: z.string().min(1),
  link: chapterPath,
  altLink: z.string().optional(),
  code: z.string().regex(progressCodePattern, 'a progress code: chapter + n/d/e/x + abbreviation'),
  subheading: z.string().optional(),
  kind: pageKindSchema,
  subPages: z.array(subPageSchema).optional(),
  /** Values of the `:mode` sub-route (practice_verb_conjugation, article_practice). */
  modes: z.array(z.object({ slug, name: z.string().min(1) })).optional(),
  /** The answers table of a drill, exercise or extra-practice page. */
  table: z
    .string()
    .regex(/^ch([1-9]|1[0-3])_[a-z0-9_]+$/)
    .optional(),
  /** The data-type label used in messages, e.g. "subject pronouns". */
  label: z.string().min(1).optional(),
  /** Answer slots per question for multi-blank sets (the catalogue's loader number). */
  loaderNumber: z.number().int().min(1).max(6).optional(),
  /** Number of questions, where the catalogue fixes it. */
  itemCount: z.number().int().positive().optional(),
  previous: navigationLinkSchema.optional(),
  next: navigationLinkSchema.optional(),
  /** The optional second next link of exercise pages (docs/product/content.md "A chapter"), e.g. to Extra Practice. */
  secondNext: navigationLinkSchema.optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export { sectionFields, sectionLetters } from './sections.ts';
export type { Section } from './sections.ts';

/** The chapter number a progress code or table name starts with, e.g. 11 for `11ddc2`, `ch11_modal_verbs`. */
function leadingChapter(text: string): number {
  return Number(/^(?:ch)?(\d+)/.exec(text)?.[1]);
}

export const chapterSchema = z
  .object({
    number: z.number().int().min(1).max(13),
    /** The chapter's title in the sidebar, e.g. "Pronouns and the Present Tense". */
    title: z.string().min(1),
    conceptsContents: z.array(menuItemSchema).min(1),
    /** Chapter 13's drills are ours (docs/product/content.md "A chapter": real drills, not placeholders). */
    drillsContents: z.array(menuItemSchema),
    exercisesContents: z.array(menuItemSchema).length(2),
    extraWorkContents: z.array(menuItemSchema).nullable(),
  })
  .superRefine((chapter, context) => {
    // Every item belongs to its chapter: code, link and table carry the chapter's number, and
    // the code's section letter is its group's.
    for (const section of Object.keys(sectionFields) as Section[]) {
      const field = sectionFields[section];
      const items = chapter[field] ?? [];
      items.forEach((item, index) => {
        const at = (key: string) => [field, index, key];
        if (leadingChapter(item.code) !== chapter.number) {
          context.addIssue({
            code: 'custom',
            path: at('code'),
            message: `${item.code} is not a chapter ${chapter.number} code`,
          });
        } else if (item.code.charAt(String(chapter.number).length) !== sectionLetters[section]) {
          context.addIssue({
            code: 'custom',
            path: at('code'),
            message: `${item.code} lacks the section letter ${sectionLetters[section]}`,
          });
        }
        if (!`${item.link}/`.startsWith(`/ch${chapter.number}/`)) {
          context.addIssue({
            code: 'custom',
            path: at('link'),
            message: `${item.link} is not under /ch${chapter.number}`,
          });
        }
        if (item.table !== undefined && leadingChapter(item.table) !== chapter.number) {
          context.addIssue({
            code: 'custom',
            path: at('table'),
            message: `${item.table} is not a chapter ${chapter.number} table`,
          });
        }
      });
    }
  });
export type Chapter = z.infer<typeof chapterSchema>;

/** All 13 chapters, in order, with progress codes, tables and links unique across the course. */
export const catalogueSchema = z
  .array(chapterSchema)
  .length(13)
  .superRefine((chapters, context) => {
    const seen = {
      code: new Map<string, string>(),
      table: new Map<string, string>(),
      link: new Map<string, string>(),
    };
    chapters.forEach((chapter, chapterIndex) => {
      if (chapter.number !== chapterIndex + 1) {
        context.addIssue({
          code: 'custom',
          path: [chapterIndex, 'number'],
          message: `chapter ${chapter.number} is in position ${chapterIndex + 1}`,
        });
      }
      for (const field of Object.values(sectionFields)) {
        const items = chapter[field] ?? [];
        items.forEach((item, index) => {
          const where = `chapter ${chapter.number}, ${field}[${index}]`;
          for (const key of ['code', 'table', 'link'] as const) {
            const value = item[key];
            if (value === undefined) continue;
            const first = seen[key].get(value);
            if (first === undefined) seen[key].set(value, where);
            else {
              context.addIssue({
                code: 'custom',
                path: [chapterIndex, field, index, key],
                message: `${value} is also used by ${first}`,
              });
            }
          }
        });
      }
    });
  });
