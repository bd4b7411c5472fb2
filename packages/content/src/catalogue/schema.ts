import { isProgressCode } from '@grundlagen/core';
import { z } from 'zod';

/**
 * The catalogue's shape (chapter-catalogue §2, spec §3 "Lesson / menu item", "Chapter
 * contents"). Types come from the schemas; `loadCatalogue` validates the data on load and
 * names the chapter and field of any error.
 */

const chapterPath = z
  .string()
  .regex(/^\/ch([1-9]|1[0-3])(\/[a-z0-9_]+)*$/, 'a path /ch{n}/… of lower-case segments');
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
  code: z.string().refine(isProgressCode, 'a progress code: chapter + n/d/e/x + abbreviation'),
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
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const chapterSchema = z.object({
  number: z.number().int().min(1).max(13),
  /** The chapter's title in the sidebar, e.g. "Pronouns and the Present Tense". */
  title: z.string().min(1),
  conceptsContents: z.array(menuItemSchema).min(1),
  /** Chapter 13's drills are ours (DESIGN §5: real drills, not placeholders). */
  drillsContents: z.array(menuItemSchema),
  exercisesContents: z.array(menuItemSchema).length(2),
  extraWorkContents: z.array(menuItemSchema).nullable(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const catalogueSchema = z.array(chapterSchema).length(13);
