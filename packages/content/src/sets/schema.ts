import { z } from 'zod';

/**
 * Course data of drills and exercises (docs/product/content.md "Data shapes"), validated when a set is loaded. Names follow
 * the spec's fields; a set's table links it to its catalogue item (route, code, label, links).
 */

/** What a word of a sentence shows when clicked (docs/product/content.md "Data shapes"). */
export const wordInfoSchema = z
  .object({
    /** Dictionary form, e.g. "Tisch, -e, der"; with `lookup` it is derived from the vocabulary. */
    term: z.string().min(1).optional(),
    transl: z.string().min(1).optional(),
    term2: z.string().min(1).optional(),
    transl2: z.string().min(1).optional(),
    /** A German headword (germanRoot) resolved against the vocabulary of chapters 1..n. */
    lookup: z.string().min(1).optional(),
    /**
     * The entry's type, where two entries share the headword (sein the verb and sein the
     * possessive, ihr the pronoun and ihr the possessive from chapter 4 on).
     */
    lookupType: z
      .enum([
        'noun',
        'verb',
        'adjective',
        'adverb',
        'other',
        'number',
        'pronoun',
        'preposition',
        'possessive adjective',
      ])
      .optional(),
    /** The word stays clickable while cheat links are off (for words not taught yet). */
    override: z.boolean().optional(),
    /** Shown in italics: the emphasised word(s) of a kein/nicht sentence. */
    italicize: z.boolean().optional(),
    /** A hint in brackets and italics, e.g. "formal", "informal, pl.", "f.". */
    isPrompt: z.boolean().optional(),
    isPrompt2: z.boolean().optional(),
  })
  .strict();
export type WordInfo = z.infer<typeof wordInfoSchema>;

/** A sentence: plain strings (punctuation, words without an entry) or [displayed word, info]. */
export const sentenceSchema = z
  .array(z.union([z.string().min(1), z.tuple([z.string().min(1), wordInfoSchema])]))
  .min(1);
export type SentencePart = z.infer<typeof sentenceSchema>[number];

export { BLANK, BLANK_2, BLANKS, blankSlot } from './blanks.ts';

/** A translation: a string, or segments of fixed strings and alternatives ('' = optional). */
export const translationSchema = z.union([
  z.string().min(1),
  z.array(z.union([z.string().min(1), z.array(z.string()).min(1)])).min(1),
]);

export const examplePairSchema = z.object({ english: z.string().min(1), german: z.string().min(1) });

/**
 * A translation set: the exercises German to English or English to German, or a drill answered
 * on the translation screen (ch7_gefallen); a table ending in `_to_english` is answered in English.
 */
export const exerciseSetSchema = z.object({
  kind: z.literal('translation-exercise'),
  table: z.string().regex(/^ch\d+_[a-z0-9_]+$/),
  /** The example row "0)"; the default pair is used when absent. */
  example: examplePairSchema.optional(),
  sentences: z
    .array(
      z.object({
        main: sentenceSchema,
        translation: translationSchema,
        /** The translation shown in the answer modal when not the first accepted answer. */
        defaultTranslation: z.string().min(1).optional(),
        notes: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(1),
});
export type ExerciseSet = z.infer<typeof exerciseSetSchema>;

export const subjectPronounSchema = z.enum(['Sie', 'du', 'ihr', 'er', 'sie']);

/** The subject-pronoun drill (docs/product/content.md "Data shapes"). */
export const subjectPronounDrillSchema = z.object({
  kind: z.literal('subject-pronoun-drill'),
  table: z.string(),
  /** The example row "0) ...talking to Dr. {name}" with its answer. */
  example: z.object({ situation: z.string().min(1), answer: subjectPronounSchema }),
  situations: z
    .array(
      z.object({
        /** Completes "If you are...", e.g. "...talking to your little brother". */
        situation: z.string().min(1),
        answer: subjectPronounSchema,
        reason: z.string().min(1),
      }),
    )
    .min(1),
});
export type SubjectPronounDrill = z.infer<typeof subjectPronounDrillSchema>;

/** A fill-in drill: sentences with one or two blanks, each with its accepted answers. */
export const fillInDrillSchema = z.object({
  kind: z.literal('fill-in-drill'),
  table: z.string(),
  instructions: z.string().min(1),
  items: z
    .array(
      z.object({
        /** The sentence with '!textbox!' (and '!textbox2!' … '!textbox6!') where the learner types. */
        main: sentenceSchema,
        /** Accepted answers per blank, in blank order. */
        answers: z
          .array(z.array(z.string().min(1)).min(1))
          .min(1)
          .max(6),
        /** Verb inputs ignore a leading "to " (docs/product/checking.md "Drill inputs: the word check"). */
        verb: z.boolean().optional(),
        translation: z.string().min(1),
        /** One explanation per blank, shown in the answer modal. */
        explanation: z.array(z.string().min(1)).optional(),
        notes: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(1),
});
export type FillInDrill = z.infer<typeof fillInDrillSchema>;

/** A two-choice drill such as kein vs. nicht (docs/product/content.md "Data shapes"). */
export const choiceDrillSchema = z.object({
  kind: z.literal('choice-drill'),
  table: z.string(),
  choices: z.array(z.string().min(1)).min(2),
  /** What the drill asks; without it, the kein vs. nicht wording (docs/product/screens.md "Choice drills"). */
  instructions: z.string().min(1).optional(),
  /** The label of the answer's resulting sentence ("Negation:" by default, "Perfect:" for sein oder haben). */
  resultLabel: z.string().min(1).optional(),
  /** What each sentence's choice is, for screen readers: "<legend> of sentence 3" ("Negation" by default). */
  legend: z.string().min(1).optional(),
  items: z
    .array(
      z.object({
        main: sentenceSchema,
        translation: z.string().min(1),
        answer: z.string().min(1),
        /** The negated sentence: [text before, negating word, text after]. */
        negation: z.tuple([z.string(), z.string().min(1), z.string()]),
        negative_translation: z.string().min(1),
        explanations: z.array(z.string().min(1)).min(1),
        notes: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(1),
});
export type ChoiceDrill = z.infer<typeof choiceDrillSchema>;

/** A word-order drill (docs/product/content.md "Data shapes"). */
export const wordOrderDrillSchema = z.object({
  kind: z.literal('word-order-drill'),
  table: z.string(),
  /** The chapter's rule list; items point into it. */
  rules: z.array(z.string().min(1)).min(1),
  items: z
    .array(
      z.object({
        questionNum: z.number().int().positive(),
        /** The chunks in their jumbled starting order. */
        dataList: z.array(z.object({ id: z.number().int().nonnegative(), title: z.string().min(1) })).min(2),
        /** Accepted orders, each a permutation of the chunk ids; the first is shown as the answer. */
        correctOrder: z.array(z.array(z.number().int().nonnegative()).min(2)).min(1),
        translation: z.string().min(1),
        rule: z.array(z.number().int().nonnegative()).min(1),
        newWords: z.array(z.object({ german: z.string().min(1), english: z.string().min(1) })).optional(),
        notes: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(1),
});
export type WordOrderDrill = z.infer<typeof wordOrderDrillSchema>;

export const practiceSetSchema = z.discriminatedUnion('kind', [
  exerciseSetSchema,
  subjectPronounDrillSchema,
  fillInDrillSchema,
  choiceDrillSchema,
  wordOrderDrillSchema,
]);
export type PracticeSet = z.infer<typeof practiceSetSchema>;

/** A verb's present-tense table (docs/product/content.md "Data shapes"). */
export const verbConjugationSchema = z.object({
  infinitive: z.string().min(1),
  category: z
    .enum([
      'Regular Verbs',
      'Special Stems',
      'Irregular Verbs',
      'i-stem',
      'ie-stem',
      'a-stem',
      'Separable Verbs',
      'Modal Verbs',
    ])
    .optional(),
  /** ich, du, er/sie/es, wir, ihr, sie/Sie. */
  deutsch: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]),
  /** Usually [base form, third-person singular], e.g. ["work", "works"]. */
  english: z.array(z.string().min(1)).min(1),
  pParticiple: z.string().min(1),
  perfectTransl: z.string().min(1),
  pParticipleTransl: z.string().min(1).optional(),
  /** Absent for the modal verbs, which have no imperative. */
  imperative2ps: z.string().min(1).optional(),
  imperativeFormal: z.string().min(1).optional(),
  imperative2pp: z.string().min(1).optional(),
});
export type VerbConjugation = z.infer<typeof verbConjugationSchema>;
