// Course content is validated here, at test time, not in the browser: every chapter of the
// catalogue, every written set and lesson, every vocabulary list and verb table passes its schema, and
// equals what the schema yields (no defaults filled in, nothing transformed), so the plain
// data the web app loads is exactly what was validated.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAPTER_COUNT, catalogue } from './catalogue/index.ts';
import { loadCatalogue } from './catalogue/load.ts';
import {
  loadNewMaterial,
  loadPracticePage,
  newMaterialCodes,
  practicePageCodes,
  validateNewMaterial,
  validatePracticePage,
} from './lessons/registry.ts';
import { loadPracticeSet, practiceSetTables, validatePracticeSet } from './sets/registry.ts';
import { verbConjugationSchema } from './sets/schema.ts';
import { verbsUpTo } from './sets/verbs.ts';
import { vocabularyLists } from './vocabulary/index.ts';
import { vocabularyEntrySchema } from './vocabulary/schema.ts';

describe('content validated at test time', () => {
  it('the catalogue passes its schema as written', () => {
    expect(loadCatalogue(catalogue)).toStrictEqual(catalogue);
  });

  it.each(practiceSetTables())('the set %s passes its schema as written', async (table) => {
    const set = await loadPracticeSet(table);
    expect(validatePracticeSet(table, set)).toStrictEqual(set);
  });

  it.each(newMaterialCodes())('the New Material %s passes its schema as written', async (code) => {
    const material = await loadNewMaterial(code);
    expect(validateNewMaterial(code, material)).toStrictEqual(material);
  });

  it.each(practicePageCodes())('the practice page %s passes its schema as loaded', async (code) => {
    const page = await loadPracticePage(code);
    expect(validatePracticePage(code, page)).toStrictEqual(page);
  });

  it.each(Object.entries(vocabularyLists()))('the vocabulary of chapter %s passes its schema', (_, list) => {
    expect(z.array(vocabularyEntrySchema).parse(list)).toStrictEqual(list);
  });

  it('every verb table passes its schema as written', () => {
    const tables = verbsUpTo(CHAPTER_COUNT).map(({ verb }) => verb);
    expect(tables.length).toBeGreaterThan(0);
    expect(z.array(verbConjugationSchema).parse(tables)).toStrictEqual(tables);
  });

  it('names the table and field of an invalid set', () => {
    expect(() =>
      validatePracticeSet('ch1_verb_conj', { kind: 'fill-in-drill', table: 'ch1_verb_conj' }),
    ).toThrow(/^Content of ch1_verb_conj, /);
  });
});
