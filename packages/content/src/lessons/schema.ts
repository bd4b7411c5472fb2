import { z } from 'zod';

/**
 * New Material pages (docs/product/content.md "A chapter" and
 * "Writing content"): concept lessons made of blocks, and memorisation / review units made of tables
 * to learn, fill in and be tested on. Text may be content markup (only span tags, sanitised).
 */

const text = z.string().min(1);

/** One piece of a lesson. */
export const lessonBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }),
  /** A table of forms: head cells and rows of cells (plain text or markup). */
  z.object({
    type: z.literal('table'),
    caption: text,
    head: z.array(z.string()).min(1),
    rows: z.array(z.array(z.string())).min(1),
  }),
  /** Worked examples: German with its English. */
  z.object({
    type: z.literal('examples'),
    items: z.array(z.object({ german: text, english: text, note: text.optional() })).min(1),
  }),
  /** Common mistakes: what learners write, what is right, and why. */
  z.object({
    type: z.literal('mistakes'),
    items: z.array(z.object({ wrong: text, right: text, why: text })).min(1),
  }),
  z.object({ type: z.literal('tip'), text }),
]);
export type LessonBlock = z.infer<typeof lessonBlockSchema>;

/** A concept lesson: blocks, ending with "Mark as done". */
export const conceptLessonSchema = z.object({
  kind: z.literal('lesson'),
  /** The page's progress code (ties the lesson to its catalogue item). */
  code: z.string().min(2),
  blocks: z.array(lessonBlockSchema).min(1),
});
export type ConceptLesson = z.infer<typeof conceptLessonSchema>;

/**
 * A table to memorise: rows of labelled cells. A cell is an answer to recall; `given` cells
 * are shown on practice pages as help; `accepted` lists other correct spellings.
 */
export const memoryTableSchema = z.object({
  caption: text,
  /** Column headings, the first over the row labels (may be ''). */
  head: z.array(z.string()).min(2),
  rows: z
    .array(
      z.object({
        label: text,
        cells: z
          .array(
            z.object({
              answer: text,
              accepted: z.array(text).optional(),
              given: z.boolean().optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type MemoryTable = z.infer<typeof memoryTableSchema>;

/** A sub-page of a memorisation or review unit. */
export const unitPageSchema = z.object({
  /** goal: the tables to learn; practice: fill them with immediate checking; test: from memory. */
  mode: z.enum(['goal', 'practice', 'test']),
  /** Text above the tables. */
  blocks: z.array(lessonBlockSchema).optional(),
  tables: z.array(memoryTableSchema).min(1),
});
export type UnitPage = z.infer<typeof unitPageSchema>;

/**
 * A memorisation or review unit: its own lesson (shown on the item's main page) and its
 * sub-pages by path below the item, e.g. `memorization/goal`, `review/masculine`, `goal`.
 * Passing the test page (every cell right) earns the unit's progress code.
 */
export const memorizationUnitSchema = z.object({
  kind: z.literal('memorization'),
  code: z.string().min(2),
  blocks: z.array(lessonBlockSchema).min(1),
  pages: z.record(z.string().regex(/^[a-z0-9_]+(\/[a-z0-9_]+)*$/), unitPageSchema),
});
export type MemorizationUnit = z.infer<typeof memorizationUnitSchema>;

/** One question of a practice page: a prompt, the accepted answers (the first shown as the solution), a reason. */
export const practiceItemSchema = z.object({
  /** What the learner sees, e.g. "mit + der Bus" or "3:15"; may be content markup. */
  prompt: text,
  /** A line under the prompt: what to do or what the words mean. */
  detail: text.optional(),
  /** Every answer a teacher accepts; the first is shown as the solution. */
  answers: z.array(text).min(1),
  /** Why the answer is right, shown after checking ("mit takes the dative: mit dem Bus"). */
  reason: text.optional(),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;

/**
 * A "Practice: …" page of New Material (spec kind `practice`): endless practice drawn at random
 * from its items, each typed and checked at once, as the verb-conjugation practice does; a
 * number of right answers in one visit earns the page's code.
 */
export const practicePageSchema = z.object({
  kind: z.literal('practice'),
  code: z.string().min(2),
  /** The explanation above the practice. */
  blocks: z.array(lessonBlockSchema).min(1),
  /** One line of instructions next to the question. */
  instructions: text,
  /** The language of the answers: German (case-sensitive after the first letter) or English. */
  answerLanguage: z.enum(['de', 'en']).default('de'),
  items: z.array(practiceItemSchema).min(10),
});
export type PracticePage = z.infer<typeof practicePageSchema>;

export const newMaterialSchema = z.discriminatedUnion('kind', [conceptLessonSchema, memorizationUnitSchema]);
export type NewMaterial = z.infer<typeof newMaterialSchema>;
