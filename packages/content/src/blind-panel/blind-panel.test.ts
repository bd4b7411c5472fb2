// The blind panel of November 2026: a teacher who never saw the accepted answers wrote natural
// translations of every exercise sentence of chapters 1–13 (3–4 each) and a labelled grammar near
// miss (two for each English-to-German sentence, one wrong meaning for each German-to-English one).
// It was split by sentence: the rules of the grammar-aware check were built on the odd sentences
// (build-half.json) only; the even ones (held-out-half.json) measured them. A second reviewer
// flagged 4 of the held-out half's 642 answers as loose paraphrases; they are kept as written.
// A second blind panel (panel-2-*, three other teachers, 1,101 answers and 270 labelled near
// misses) was split the same way: the rules that followed were built on its build half only and
// measured on its held-out half (90.2% before, 90.7% after; a reviewer who wrote none of it flagged
// 13 held-out answers as wrong or loose and one near miss as acceptable German, which is left out
// of the file: panel-2-review.json).
// A third blind panel (panel-3-*, three more teachers, 1,101 answers and 270 labelled near misses;
// a fourth reviewed it: 4 answers flagged as wrong or loose are left out, one near miss relabelled:
// panel-3-review.json) was split by sentence at random. The acceptance rules that followed were
// built on its build half (88.9% → 95.8%) and measured on its held-out half: 490/552 (88.8%)
// before, 492/551 (89.3%) after — rules built on one half's failures barely carry to sentences not seen.
// A fourth blind panel (panel-4-*, three more teachers, a fifth reviewing: 5 answers left out as
// wrong or loose, one near miss as acceptable German, one relabelled: panel-4-review.json), split
// by sentence at random. Built on its build half only (90.7% → 96.5%) — lexicon entries with
// conditions, each reviewed twice by a teacher who wrote none of them, and German and English
// constructions (fronted objects with nicht, mit dem Zug fahren, gefallen/mögen, sich befinden,
// digits, a repeated clause, sondern as a clause, own, the genitive both ways) — and measured once
// on its held-out half: 497/534 (93.1%) before, 504/534 (94.4%) after; without the reviewer's four
// flagged answers 503/530 (94.9%).
// A fifth blind panel (panel-5-*, three more teachers, 1,101 answers and 270 labelled near misses;
// a fourth teacher reviewed it strictly: 75 answers flagged as loose or wrong — most add a particle
// such as denn, bitte or gerade, the rest change the meaning — are left out of the files, listed in
// panel-5-review.json) was split by sentence at random. Built on its build half only (lexicon
// entries; aber inside the second clause, a fronted ein-object with nicht, vergessen's imperative
// with nicht before the object, von + dative for a genitive, welch- von den, nicht … sondern
// fronted, a fronted demonstrative; English place-first inversion, the past progressive and used to
// of a lasting past, have got, amounts with a currency sign, light verbs — each reviewed by a
// teacher who wrote none of it, 21 flags fixed) and measured once on its held-out half: 575/596
// (96.5%) before, 581/596 (97.5%) after; with the flagged answers 594/630 (94.3%) → 600/630 (95.2%).
// Kept as a floor: no near miss may ever be accepted, and acceptance may not fall below what the
// check reached when the panel was measured. A new measurement needs a new panel written blind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePanel, type PanelItem } from '../test-support/measure-panel.ts';

const load = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as PanelItem[];

describe.each([
  { half: 'build-half.json', floor: 0.97 },
  { half: 'held-out-half.json', floor: 0.95 },
  { half: 'panel-2-build-half.json', floor: 0.97 },
  { half: 'panel-2-held-out-half.json', floor: 0.96 },
  { half: 'panel-3-build-half.json', floor: 0.97 },
  { half: 'panel-3-held-out-half.json', floor: 0.96 },
  { half: 'panel-4-build-half.json', floor: 0.97 },
  { half: 'panel-4-held-out-half.json', floor: 0.96 },
  { half: 'panel-5-build-half.json', floor: 0.98 },
  { half: 'panel-5-held-out-half.json', floor: 0.97 },
])('the blind panel, $half', ({ half, floor }) => {
  it('rejects every near miss and accepts at least the measured share of answers', async () => {
    const panel = load(half);
    expect(panel.length).toBeGreaterThan(150);
    const { total, failures } = await measurePanel(panel);
    expect(failures.filter((line) => line.includes('ACCEPTED near miss'))).toEqual([]);
    expect(total.rejected).toBe(total.nearMisses);
    expect(total.accepted / total.answers).toBeGreaterThanOrEqual(floor);
  }, 120_000);
});
