import { describe, expect, it } from 'vitest';
import { arrangeChunks, wordOrderSentence } from '@grundlagen/core';
import { vocabularyEntries } from '../vocabulary/index.ts';
import { loadPracticeSet, practiceSetTables } from './registry.ts';
import type { WordOrderDrill } from './schema.ts';

const sets = (await Promise.all(practiceSetTables().map((table) => loadPracticeSet(table)))).filter(
  (set): set is WordOrderDrill => set.kind === 'word-order-drill',
);

/** Words written with a capital in the middle of a sentence: nouns, the names used in the course, Sie. */
const capitalised = new Set([
  ...vocabularyEntries()
    .filter(({ entry }) => entry.type === 'noun')
    .map(({ entry }) => entry.germanRoot.replace(/^(der|die|das) /, '')),
  ...['Anna', 'Paul', 'Sie', 'Berlin', 'Hamburg', 'Wien', 'Deutsch'],
]);

const jumbles = sets.flatMap((set) =>
  set.items.map((item) => ({ name: `${set.table} jumble ${item.questionNum}`, item })),
);

describe('every jumble of every chapter reads as a sentence wherever its chunks go', () => {
  it('covers the written word-order drills', () => {
    expect(sets.map((set) => set.table)).toContain('ch3_word_order');
  });

  it.each(jumbles)('$name', ({ item }) => {
    const end = item.correctOrder[0]?.at(-1);
    // Each chunk is written as it stands mid-sentence: a capital only on a noun, a name or Sie.
    for (const chunk of item.dataList) {
      const first = chunk.title.split(' ')[0]?.replace(/[.,?!]+$/, '') ?? '';
      if (/^[A-ZÄÖÜ]/.test(first)) expect(capitalised, chunk.title).toContain(first);
      if (chunk.id !== end) expect(chunk.title, 'closing punctuation').not.toMatch(/[.?!]$/);
    }
    // Every accepted order, and every order a learner might build, starts with a capital letter and
    // has its closing punctuation at the end and nowhere else.
    const ids = item.dataList.map((chunk) => chunk.id);
    const rotations = ids.map((_, shift) => [...ids.slice(shift), ...ids.slice(0, shift)]);
    for (const order of [...item.correctOrder, ...rotations, [...ids].reverse()]) {
      const sentence = wordOrderSentence(item.dataList, order, end);
      expect(sentence).toMatch(/^[A-ZÄÖÜ]/);
      expect(sentence).toMatch(/[^,][.?!]$/);
      expect(sentence.slice(0, -1)).not.toMatch(/[.?!]/);
      const texts = arrangeChunks(item.dataList, order, end);
      // Mid-sentence chunks are as written (with the closing punctuation moved to the end).
      texts.slice(1, -1).forEach((text, index) => {
        const id = order[index + 1];
        expect(text).toBe(item.dataList.find((chunk) => chunk.id === id)?.title.replace(/[.?!]+$/, ''));
      });
    }
  });

  it('shows the answers as they should read', () => {
    const ch3 = sets.find((set) => set.table === 'ch3_word_order');
    const sentences = (questionNum: number) => {
      const item = ch3?.items.find((entry) => entry.questionNum === questionNum);
      if (!item) return [];
      return item.correctOrder.map((order) =>
        wordOrderSentence(item.dataList, order, item.correctOrder[0]?.at(-1)),
      );
    };
    expect(sentences(2)).toEqual(['Heute kocht Paul eine Suppe.', 'Paul kocht heute eine Suppe.']);
    expect(sentences(5)).toEqual(['Jetzt wohnen wir in Hamburg.', 'Wir wohnen jetzt in Hamburg.']);
    expect(sentences(24)).toContain('Dem Kind gebe ich den Ball nicht.');
    expect(sentences(10)).toEqual(['Ich koche die Suppe, und Paul kauft das Brot.']);
  });
});
