import { describe, expect, it } from 'vitest';
import { resolveWord } from '../sets/resolve-word.ts';
import { choiceDrillSchema, wordOrderDrillSchema } from '../sets/schema.ts';
import { wordOrderDrill } from './ch03/drills/word-order.ts';
import { keinVsNichtDrill } from './ch04/drills/kein-vs-nicht.ts';

/** Joins words with spaces, then removes the space before punctuation ("nicht ." → "nicht."). */
function joinWords(words: readonly string[]): string {
  return words
    .filter((word) => word !== '')
    .join(' ')
    .replace(/ ([.,?!])/g, '$1');
}

describe('Word Order (I), chapter 3', () => {
  const drill = wordOrderDrillSchema.parse(wordOrderDrill);

  it('is the ch3_word_order table with the six rules of chapter 3', () => {
    expect(drill.table).toBe('ch3_word_order');
    expect(drill.rules).toEqual([
      'Verb in second position',
      'Subject next to verb',
      "Und, aber, oder don't count towards position",
      'Indirect object before direct object',
      'Nicht after conjugated verb, direct object and heute',
      'Time before place',
    ]);
  });

  it('has 31 items numbered 1 to 31', () => {
    expect(drill.items.map((item) => item.questionNum)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it.each(drill.items)('item $questionNum: chunks and accepted orders agree', (item) => {
    const ids = item.dataList.map((chunk) => chunk.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    expect(item.correctOrder.length).toBeGreaterThan(0);
    const orders = item.correctOrder.map((order) => order.join(','));
    expect(new Set(orders).size).toBe(orders.length);
    for (const order of item.correctOrder) {
      expect([...order].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(orders).not.toContain(ids.join(','));
  });

  it.each(drill.items)('item $questionNum: rules exist and new words are filled in', (item) => {
    for (const rule of item.rule) expect(rule).toBeLessThan(6);
    expect(new Set(item.rule).size).toBe(item.rule.length);
    for (const word of item.newWords ?? []) {
      expect(word.german.trim()).toBe(word.german);
      expect(word.english.trim()).toBe(word.english);
    }
  });

  it('practises every rule', () => {
    const used = new Set(drill.items.flatMap((item) => item.rule));
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('Kein vs. nicht, chapter 4', () => {
  const drill = choiceDrillSchema.parse(keinVsNichtDrill);

  /** Words that need no dictionary entry: pronouns, articles, possessives and names. */
  const functionWords = new Set(
    `ich du er sie es wir ihr das der die den dem ein eine einen einem einer mein meine meinen dein unser
     anna paul schmidt berlin`.split(/\s+/),
  );

  it('is the ch4_kein_nicht table with 40 items and the two choices', () => {
    expect(drill.table).toBe('ch4_kein_nicht');
    expect(drill.choices).toEqual(['kein', 'nicht']);
    expect(drill.items).toHaveLength(40);
  });

  it('uses each answer at least 15 times', () => {
    const count = (answer: string) => drill.items.filter((item) => item.answer === answer).length;
    expect(count('kein')).toBeGreaterThanOrEqual(15);
    expect(count('nicht')).toBeGreaterThanOrEqual(15);
  });

  it.each(drill.items.map((item, i) => ({ n: i + 1, item })))(
    'item $n: the answer fits the negation',
    ({ item }) => {
      const [before, word, after] = item.negation;
      expect(drill.choices).toContain(item.answer);
      expect(/^kein(e|en|em|er|es)?$/i.test(word)).toBe(item.answer === 'kein');
      if (item.answer === 'nicht') expect(word).toBe('nicht');
      const negative = joinWords([before, word, after]);
      expect(negative).toMatch(/^[A-ZÄÖÜ]/);
      expect(negative).toMatch(/\.$/);
      // Taking the negation away gives back the positive sentence.
      const positive = joinWords(item.main.map((part) => (typeof part === 'string' ? part : part[0])));
      const restored =
        item.answer === 'nicht'
          ? joinWords([before, after])
          : joinWords([
              before,
              positive.includes(` ${word.replace(/^k/i, '')} `) ? word.replace(/^k/i, '') : '',
              after,
            ]);
      expect(restored).toBe(positive);
    },
  );

  it.each(drill.items.map((item, i) => ({ n: i + 1, item })))(
    'item $n: content words can be looked up and some words are emphasised',
    ({ item }) => {
      let emphasised = 0;
      for (const part of item.main) {
        const [word, info] = typeof part === 'string' ? [part, undefined] : part;
        if (info?.italicize) emphasised += 1;
        if (/^[.,?!]$/.test(word)) continue;
        if (functionWords.has(word.toLowerCase())) continue;
        // A word with a lookup shows its vocabulary entry's term and translation.
        const entry = info ? resolveWord(info, 4) : undefined;
        expect(entry?.term, word).toBeTruthy();
        expect(entry?.transl, word).toBeTruthy();
      }
      expect(emphasised).toBeGreaterThan(0);
      expect(item.explanations.length).toBeGreaterThanOrEqual(1);
      expect(item.explanations.length).toBeLessThanOrEqual(2);
    },
  );
});
