import { describe, expect, it } from 'vitest';
import { headingAnchor, judgeReviewAnswer } from '@grundlagen/core';
import { allMenuItems, findMenuItemByCode } from '../catalogue/index.ts';
import { loadNewMaterial } from '../lessons/registry.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';
import { reviewItemsFor, vocabularyReviewItems } from './review-items.ts';
import { teachingLesson } from './teaching-lesson.ts';

describe('review cards', () => {
  it('makes no card before a test is passed', async () => {
    expect(await reviewItemsFor([])).toEqual([]);
    // A drill's tick or a concept lesson's "Mark as done" earns no card.
    expect(await reviewItemsFor(['1dsp', '1nq'])).toEqual([]);
  });

  it('makes two cards for each word of a chapter whose vocabulary test was passed', async () => {
    const words = vocabularyEntries().filter((entry) => entry.chapter === 1).length;
    const cards = await reviewItemsFor(['1nv']);
    expect(cards).toHaveLength(2 * words);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(cards.every((card) => card.chapter === 1 && card.code === '1nv')).toBe(true);
  });

  it('asks a noun in German with its article, and in English from its dictionary term', () => {
    const cards = vocabularyReviewItems(2);
    const noun = vocabularyEntries().find((entry) => entry.chapter === 2 && entry.entry.type === 'noun');
    if (noun?.entry.type !== 'noun') throw new Error('chapter 2 has nouns');
    const toGerman = cards.find((card) =>
      card.id.endsWith(`noun:${noun.entry.germanRoot.replace(/\s+/g, '_')}:de`),
    );
    expect(toGerman?.prompt).toBe(noun.entry.englishTransl.join(', '));
    expect(judgeReviewAnswer(`${noun.entry.article} ${noun.entry.germanRoot}`, toGerman!.check).outcome).toBe(
      'exact',
    );
    // The noun alone is wrong, with the hint to add its article.
    expect(judgeReviewAnswer(noun.entry.germanRoot, toGerman!.check)).toEqual({
      outcome: 'slip',
      hint: 'article',
    });
    const toEnglish = cards.find((card) => card.id === toGerman!.id.replace(/:de$/, ':en'));
    expect(toEnglish?.promptLang).toBe('de');
    expect(judgeReviewAnswer(noun.entry.englishTransl[0]!.toUpperCase(), toEnglish!.check).outcome).toBe(
      'exact',
    );
  });

  it('makes one card for each cell of a passed unit test, answered with the table’s form', async () => {
    const cards = await reviewItemsFor(['2nda']);
    expect(cards.length).toBeGreaterThanOrEqual(16);
    expect(cards.every((card) => card.id.startsWith('t:2nda:'))).toBe(true);
    const dativePlural = cards.find((card) => /dative/i.test(card.prompt) && /plural/i.test(card.prompt));
    expect(dativePlural?.check).toMatchObject({ kind: 'words', accepted: ['den'] });
    expect(dativePlural?.link).toBe(findMenuItemByCode('2nda')?.link);
  });

  it('keeps each card’s id stable and unique across the whole course', async () => {
    const everyTest = [
      '1nv',
      '2nv',
      '3nv',
      '4nv',
      '5nv',
      '1nsp',
      '1nrv',
      '2nda',
      '2nia',
      '3nda',
      '3nia',
      '4npa',
    ];
    const cards = await reviewItemsFor(everyTest);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(await reviewItemsFor(everyTest)).toEqual(cards);
    for (const card of cards) {
      expect(card.prompt.trim(), card.id).not.toBe('');
      expect(card.check.kind === 'words' && card.check.accepted.every((answer) => answer.trim() !== '')).toBe(
        true,
      );
    }
  });
});

describe('teachingLesson', () => {
  it('names the lesson section that teaches a drill', () => {
    expect(teachingLesson('1dsp')).toEqual({
      code: '1nsp',
      name: 'The Subject Pronoun',
      link: '/ch1/subject_pronoun#three-words-for-you',
    });
    expect(teachingLesson('3dwo')?.link).toBe('/ch3/word_order');
  });

  it('points only at headings the lessons have', async () => {
    for (const item of allMenuItems()) {
      const lesson = teachingLesson(item.code);
      const anchor = lesson?.link.split('#')[1];
      if (!lesson?.code || !anchor) continue;
      const material = await loadNewMaterial(lesson.code);
      const anchors = material.blocks.flatMap((block) =>
        block.type === 'heading' ? [headingAnchor(block.text)] : [],
      );
      expect(anchors, item.code).toContain(anchor);
    }
  });

  it('sends every drill to a lesson page, never to its chapter page', () => {
    const drills = allMenuItems().filter(
      (item) =>
        item.kind === 'fill-in-drill' ||
        item.kind === 'choice-drill' ||
        item.kind === 'word-order-drill' ||
        item.link.includes('/drills/'),
    );
    expect(drills.length).toBeGreaterThan(40);
    for (const drill of drills) {
      const lesson = teachingLesson(drill.code);
      expect(lesson?.code, drill.code).toBeDefined();
      expect(findMenuItemByCode(lesson?.code ?? '')?.section, drill.code).toBe('concepts');
    }
    expect(teachingLesson('8dsh')?.link).toBe('/ch8/perfect_tense#haben-or-sein');
  });

  it('sends an exercise to its chapter, and knows no unknown code', () => {
    expect(teachingLesson('1ege')).toEqual({ name: 'Chapter 1', link: '/ch1' });
    expect(teachingLesson('99zz')).toBeUndefined();
  });
});
