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

// Once held out: the first panel's held-out half and both halves of the second panel (written by
// three other teachers, each near miss labelled by its writer). Measured when diagnosis landed:
// 399 near misses, 399 diagnosed, 362 with a kind other than "other", 339 (85.0%) with the
// labelled kind, 394 pointing at a labelled wrong word, and none of the 521 accepted answers
// diagnosed. The general rules added since (contractions, question words, um/am, predicate
// adjectives, pronoun and relative-pronoun gender, plurals spelled like their singular,
// subordinate-clause order) were built looking at these misses, so they are no longer blind:
// 399 diagnosed, 395 with a kind other than "other", 382 (95.7%) with the labelled kind.
describe("diagnosis on the earlier panels' near misses", () => {
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

// The third blind panel (panel-3-*, three more teachers, each near miss labelled by its writer, the
// labels checked by a fourth teacher) was written after those rules and measured before anyone
// working on diagnosis saw it: 270 near misses, 270 diagnosed, 264 (97.8%) with a kind other than
// "other", 257 (95.2%) with the labelled kind, 268 pointing at a labelled wrong word; none of the
// accepted answers diagnosed. A German teacher then reviewed its 270 explanations (33 flagged: a
// verb named that the learner did not use, capitals carried into mid-sentence, negation reasons,
// a fallback without a rule); the general fixes that followed read 265, 260 (96.3%) and 269.
// The fourth blind panel (panel-4-*, three more teachers, a fifth reviewing: one near miss left out
// as acceptable German, one relabelled) was measured before any change prompted by it: 268 near
// misses, all diagnosed, 260 (97.0%) with a kind other than "other", 255 (95.1%) with the
// labelled kind, 267 pointing at a labelled wrong word; none of 348 accepted answers diagnosed.
// The fifth blind panel (panel-5-*) likewise, before any change prompted by it: 270 near misses,
// all diagnosed, 259 (95.9%) with a kind other than "other", 251 (93.0%) with the labelled kind,
// all 270 pointing at a labelled wrong word; none of the accepted answers diagnosed.
describe.each([
  { panel: 'panel-3', nearMisses: 270, explained: 0.97, kind: 0.95 },
  { panel: 'panel-4', nearMisses: 269, explained: 0.96, kind: 0.94 },
  { panel: 'panel-5', nearMisses: 270, explained: 0.95, kind: 0.92 },
])('diagnosis on the blind $panel', ({ panel, nearMisses, explained, kind }) => {
  it('explains the near misses with the labelled kind; accepted answers get none', async () => {
    const items = [`${panel}-build-half.json`, `${panel}-held-out-half.json`].flatMap(
      (name) => JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as PanelItem[],
    );
    const measure = await measureDiagnosis(items);
    expect(measure.nearMisses).toBe(nearMisses);
    expect(measure.diagnosed / measure.nearMisses).toBeGreaterThanOrEqual(0.99);
    expect(measure.explained / measure.nearMisses).toBeGreaterThanOrEqual(explained);
    expect(measure.kindAgreement / measure.nearMisses).toBeGreaterThanOrEqual(kind);
    expect(measure.wrongAgreement / measure.nearMisses).toBeGreaterThanOrEqual(0.98);
    expect(measure.acceptedChecked).toBeGreaterThan(300);
    expect(measure.acceptedDiagnosed).toEqual([]);
  }, 180_000);
});
