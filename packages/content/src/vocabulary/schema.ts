import { z } from 'zod';

/** A vocabulary entry (docs/product/content.md "Data shapes"); the fields that apply to its type are filled. */
const common = {
  germanRoot: z.string().min(1),
  englishTransl: z.array(z.string().min(1)).min(1),
  englishExpl: z.string().optional(),
};

export const nounEntrySchema = z.object({
  type: z.literal('noun'),
  ...common,
  article: z.enum(['der', 'die', 'das', '']),
  germanPl: z.string().optional(),
  pluralAddOn: z.string().optional(),
  singularAddOn: z.enum(['-n', '-en']).optional(),
  englishPl: z.string().optional(),
  onlySing: z.boolean().optional(),
  onlyPlural: z.boolean().optional(),
});

export const verbEntrySchema = z.object({
  type: z.literal('verb'),
  ...common,
  specialFeature: z.union([z.string(), z.array(z.string())]).optional(),
  pParticiple: z.string().optional(),
  englishPParticiple: z.string().optional(),
  imperative2ps: z.string().optional(),
});

export const pronounEntrySchema = z.object({
  type: z.literal('pronoun'),
  ...common,
  furtherForms: z.string().optional(),
});

export const prepositionEntrySchema = z.object({
  type: z.literal('preposition'),
  ...common,
  cases: z.enum(['(+acc)', '(+dat)', '(+gen)', '(+acc / dat)']),
});

export const otherEntrySchema = z.object({
  type: z.enum(['adjective', 'adverb', 'other', 'number', 'possessive adjective']),
  ...common,
});

export const vocabularyEntrySchema = z.discriminatedUnion('type', [
  nounEntrySchema,
  verbEntrySchema,
  pronounEntrySchema,
  prepositionEntrySchema,
  otherEntrySchema,
]);
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;
