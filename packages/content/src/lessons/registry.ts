import { newMaterialSchema, practicePageSchema, type NewMaterial, type PracticePage } from './schema.ts';

/** Written New Material pages by progress code, each loaded on demand and validated when loaded. */
const loaders: Record<string, () => Promise<unknown>> = {
  '1nsp': async () => (await import('../chapters/ch01/lessons/subject-pronoun.ts')).newMaterial,
  '1nrv': async () => (await import('../chapters/ch01/lessons/present-regular.ts')).newMaterial,
  '1nss': async () => (await import('../chapters/ch01/lessons/present-special.ts')).newMaterial,
  '1niv': async () => (await import('../chapters/ch01/lessons/irregular-verbs.ts')).newMaterial,
  '1nq': async () => (await import('../chapters/ch01/lessons/questions.ts')).newMaterial,
  '2nng': async () => (await import('../chapters/ch02/lessons/nouns-gender.ts')).newMaterial,
  '2nnp': async () => (await import('../chapters/ch02/lessons/nouns-plural.ts')).newMaterial,
  '2nfc': async () => (await import('../chapters/ch02/lessons/four-cases.ts')).newMaterial,
  '2nda': async () => (await import('../chapters/ch02/lessons/definite-article.ts')).newMaterial,
  '2nia': async () => (await import('../chapters/ch02/lessons/indefinite-article.ts')).newMaterial,
  '2ndi': async () => (await import('../chapters/ch02/lessons/das-ist.ts')).newMaterial,
  '2xcc': async () => (await import('../chapters/ch02/extras/cases-english.ts')).newMaterial,
  '2xgs': async () => (await import('../chapters/ch02/extras/gender-shortcuts.ts')).newMaterial,
  '3nda': async () => (await import('../chapters/ch03/lessons/definite-adjective.ts')).newMaterial,
  '3nia': async () => (await import('../chapters/ch03/lessons/indefinite-adjective.ts')).newMaterial,
  '3nwo': async () => (await import('../chapters/ch03/lessons/word-order.ts')).newMaterial,
  '4nsc': async () => (await import('../chapters/ch04/lessons/stem-changers.ts')).newMaterial,
  '4nn': async () => (await import('../chapters/ch04/lessons/nehmen.ts')).newMaterial,
  '4npa': async () => (await import('../chapters/ch04/lessons/possessive-adjective.ts')).newMaterial,
  '4nk': async () => (await import('../chapters/ch04/lessons/kein.ts')).newMaterial,
  '4neg': async () => (await import('../chapters/ch04/lessons/es-gibt.ts')).newMaterial,
  '5npa': async () => (await import('../chapters/ch05/lessons/accusative-prepositions.ts')).newMaterial,
  '5npd': async () => (await import('../chapters/ch05/lessons/dative-prepositions.ts')).newMaterial,
  '5nap': async () => (await import('../chapters/ch05/lessons/accusative-pronouns.ts')).newMaterial,
  '5ndp': async () => (await import('../chapters/ch05/lessons/dative-pronouns.ts')).newMaterial,
  '5nnp': async () => (await import('../chapters/ch05/lessons/noun-pronoun-agreement.ts')).newMaterial,
  '5nnt': async () => (await import('../chapters/ch05/lessons/numbers-time.ts')).newMaterial,
  '6nie': async () => (await import('../chapters/ch06/lessons/stem-changers-ie.ts')).newMaterial,
  '6nae': async () => (await import('../chapters/ch06/lessons/stem-changers-a.ts')).newMaterial,
  '6npg': async () => (await import('../chapters/ch06/lessons/genitive-prepositions.ts')).newMaterial,
  '6nn': async () => (await import('../chapters/ch06/lessons/numbers.ts')).newMaterial,
  '6nt': async () => (await import('../chapters/ch06/lessons/time.ts')).newMaterial,
  '6ng': async () => (await import('../chapters/ch06/lessons/gern.ts')).newMaterial,
  '7nnn': async () => (await import('../chapters/ch07/lessons/n-nouns.ts')).newMaterial,
  '7ndv': async () => (await import('../chapters/ch07/lessons/dative-verbs.ts')).newMaterial,
  '7nq': async () => (await import('../chapters/ch07/lessons/questions.ts')).newMaterial,
  '7nhf': async () => (await import('../chapters/ch07/lessons/herr-frau.ts')).newMaterial,
  '8npt': async () => (await import('../chapters/ch08/lessons/perfect-tense.ts')).newMaterial,
  '8np': async () => (await import('../chapters/ch08/lessons/past-participles.ts')).newMaterial,
  '8nwo': async () => (await import('../chapters/ch08/lessons/word-order.ts')).newMaterial,
  '9nw': async () => (await import('../chapters/ch09/lessons/werden.ts')).newMaterial,
  '9nf': async () => (await import('../chapters/ch09/lessons/future.ts')).newMaterial,
  '9ntc': async () => (await import('../chapters/ch09/lessons/two-case-prepositions.ts')).newMaterial,
  '9na': async () => (await import('../chapters/ch09/lessons/adverbs.ts')).newMaterial,
  '10ni': async () => (await import('../chapters/ch10/lessons/imperative-mood.ts')).newMaterial,
  '10ntc': async () => (await import('../chapters/ch10/lessons/two-case-prepositions.ts')).newMaterial,
  '10nwo': async () => (await import('../chapters/ch10/lessons/word-order.ts')).newMaterial,
  '11nw': async () => (await import('../chapters/ch11/lessons/wissen.ts')).newMaterial,
  '11nmv': async () => (await import('../chapters/ch11/lessons/modal-verbs.ts')).newMaterial,
  '11ndc': async () => (await import('../chapters/ch11/lessons/dependent-clauses.ts')).newMaterial,
  '12ndj': async () => (await import('../chapters/ch12/lessons/der-words.ts')).newMaterial,
  '12nrp': async () => (await import('../chapters/ch12/lessons/relative-pronoun.ts')).newMaterial,
  '12npv': async () => (await import('../chapters/ch12/lessons/passive-voice.ts')).newMaterial,
  '12ns': async () => (await import('../chapters/ch12/lessons/sondern.ts')).newMaterial,
  '12nwk': async () => (await import('../chapters/ch12/lessons/wissen-kennen.ts')).newMaterial,
  '13nrv': async () => (await import('../chapters/ch13/lessons/reflexive-verbs.ts')).newMaterial,
  '13ncs': async () => (await import('../chapters/ch13/lessons/comparatives.ts')).newMaterial,
  '13nj': async () => (await import('../chapters/ch13/lessons/jeder.ts')).newMaterial,
  '13nt': async () => (await import('../chapters/ch13/lessons/expressions-of-time.ts')).newMaterial,
  '13nm': async () => (await import('../chapters/ch13/lessons/indefinite-pronoun.ts')).newMaterial,
};

export function hasNewMaterial(code: string): boolean {
  return code in loaders;
}

/**
 * Loads a lesson or unit as plain typed data; the content tests validate every one
 * (`validateNewMaterial`), the browser does not.
 */
export async function loadNewMaterial(code: string): Promise<NewMaterial> {
  const load = loaders[code];
  if (!load) throw new Error(`No lesson has been written for ${code}.`);
  const material = (await load()) as NewMaterial;
  if (material.code !== code) throw new Error(`Lesson registered as ${code} names ${material.code}.`);
  return material;
}

/** Every code that has a written lesson or unit. */
export function newMaterialCodes(): string[] {
  return Object.keys(loaders);
}

/** Validates a lesson against `newMaterialSchema`; the error names the code and the field. */
export function validateNewMaterial(code: string, material: unknown): NewMaterial {
  const parsed = newMaterialSchema.safeParse(material);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Lesson ${code}, ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Written "Practice: …" pages of New Material by progress code, loaded on demand and validated. */
const practiceLoaders: Record<string, () => Promise<unknown>> = {
  '8npp': async () => (await import('../chapters/ch08/lessons/past-participle-practice.ts')).newMaterial,
  '13npc': async () => (await import('../chapters/ch13/lessons/practice-comparatives.ts')).newMaterial,
  '7nnp': async () => (await import('../chapters/ch07/lessons/practice-n-nouns.ts')).newMaterial,
  '5npc': async () => (await import('../chapters/ch05/lessons/practice-prepositions-cases.ts')).newMaterial,
  '5npn': async () => (await import('../chapters/ch05/lessons/practice-noun-pronoun.ts')).newMaterial,
  '6npc': async () => (await import('../chapters/ch06/lessons/practice-prepositions-cases.ts')).newMaterial,
  '6npt': async () => (await import('../chapters/ch06/lessons/practice-time.ts')).newMaterial,
};

export function hasPracticePage(code: string): boolean {
  return code in practiceLoaders;
}

/**
 * Loads a practice page as plain typed data (answers in German unless it says otherwise); the
 * content tests validate every one (`validatePracticePage`), the browser does not.
 */
export async function loadPracticePage(code: string): Promise<PracticePage> {
  const load = practiceLoaders[code];
  if (!load) throw new Error(`No practice page has been written for ${code}.`);
  const page = (await load()) as Omit<PracticePage, 'answerLanguage'> &
    Partial<Pick<PracticePage, 'answerLanguage'>>;
  if (page.code !== code) throw new Error(`Practice page registered as ${code} names ${page.code}.`);
  return { ...page, answerLanguage: page.answerLanguage ?? 'de' };
}

/** Every code that has a written practice page. */
export function practicePageCodes(): string[] {
  return Object.keys(practiceLoaders);
}

/** Validates a practice page against `practicePageSchema`; the error names the code and the field. */
export function validatePracticePage(code: string, page: unknown): PracticePage {
  const parsed = practicePageSchema.safeParse(page);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Practice ${code}, ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
