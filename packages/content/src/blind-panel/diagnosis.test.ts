// Diagnosis measured on the blind panel's build half (build-half.json): the German near misses of
// its English-to-German sentences, each labelled by the reviewer with the kind of its main error
// and the wrong and right words. The rules of diagnosis were built on this half only; the floors
// below are what they reach here (140 near misses: 140 diagnosed, 140 with the labelled kind, 140
// pointing at a labelled wrong word). The held-out half measures them elsewhere.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureDiagnosis } from '../test-support/measure-diagnosis.ts';
import type { PanelItem } from '../test-support/measure-panel.ts';

const panel = JSON.parse(readFileSync(join(import.meta.dirname, 'build-half.json'), 'utf8')) as PanelItem[];

describe('diagnosis on the blind panel, build half', () => {
  it('explains the near misses with the labelled kind and wrong words; accepted answers get none', async () => {
    const measure = await measureDiagnosis(panel);
    expect(measure.nearMisses).toBe(140);
    // Every near miss gets a diagnosis, and only the reviewer's own "other" items fall back to other.
    expect(measure.diagnosed / measure.nearMisses).toBeGreaterThanOrEqual(0.99);
    expect(measure.explained / measure.nearMisses).toBeGreaterThanOrEqual(0.99);
    expect(measure.kindAgreement / measure.nearMisses).toBeGreaterThanOrEqual(0.97);
    expect(measure.wrongAgreement / measure.nearMisses).toBeGreaterThanOrEqual(0.97);
    for (const row of measure.rows) {
      expect(row.diagnosis?.explanation, row.text).toMatch(/^\S.*[.!?]$/);
      expect(row.diagnosis?.right, row.text).toBeDefined();
    }
    expect(measure.acceptedChecked).toBeGreaterThan(180);
    expect(measure.acceptedDiagnosed).toEqual([]);
  }, 120_000);
});

// Held out: the near misses the rules of diagnosis were not built on — the first panel's held-out
// half and both halves of the second panel (written by three other teachers, each near miss
// labelled by its writer). Measured when diagnosis landed: 399 near misses, 399 diagnosed, 362
// with a kind other than "other", 339 (85.0%) with the labelled kind, 394 pointing at a labelled
// wrong word, and none of the 521 accepted answers diagnosed. With the general rules added since
// (contractions, question words, um/am, predicate adjectives, pronoun and relative-pronoun gender,
// plurals spelled like their singular, subordinate-clause order): 399 diagnosed, 395 with a kind
// other than "other", 382 (95.7%) with the labelled kind, 398 pointing at a labelled wrong word.
describe('diagnosis on the held-out near misses', () => {
  it('explains nearly all of them, mostly with the labelled kind; accepted answers get none', async () => {
    const heldOut = ['held-out-half.json', 'panel-2-build-half.json', 'panel-2-held-out-half.json'].flatMap(
      (name) => JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as PanelItem[],
    );
    const measure = await measureDiagnosis(heldOut);
    expect(measure.nearMisses).toBe(399);
    expect(measure.diagnosed / measure.nearMisses).toBeGreaterThanOrEqual(0.99);
    expect(measure.explained / measure.nearMisses).toBeGreaterThanOrEqual(0.97);
    expect(measure.kindAgreement / measure.nearMisses).toBeGreaterThanOrEqual(0.93);
    expect(measure.wrongAgreement / measure.nearMisses).toBeGreaterThanOrEqual(0.97);
    expect(measure.acceptedDiagnosed).toEqual([]);
  }, 180_000);
});
