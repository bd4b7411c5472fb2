import { describe, expect, it } from 'vitest';
import { definiteArticles } from './articles.ts';
import { contractions, prepositions } from './prepositions.ts';

describe('prepositions', () => {
  it('lists each preposition once, with the chapter that teaches its group', () => {
    const names = prepositions.map((entry) => entry.preposition);
    expect(new Set(names).size).toBe(names.length);
    const chapterOf = (cases: string) => [
      ...new Set(prepositions.filter((entry) => entry.cases === cases).map((entry) => entry.chapter)),
    ];
    expect(chapterOf('(+acc)')).toEqual([5]);
    expect(chapterOf('(+dat)')).toEqual([5]);
    expect(chapterOf('(+gen)')).toEqual([6]);
    expect(chapterOf('(+acc / dat)')).toEqual([9, 10]);
  });

  it('has the groups of the course', () => {
    const group = (cases: string, chapter: number) =>
      prepositions
        .filter((entry) => entry.cases === cases && entry.chapter === chapter)
        .map((entry) => entry.preposition)
        .sort((a, b) => a.localeCompare(b, 'de'));
    expect(group('(+acc)', 5)).toEqual(['bis', 'durch', 'entlang', 'für', 'gegen', 'ohne', 'um']);
    expect(group('(+dat)', 5)).toEqual([
      'aus',
      'außer',
      'bei',
      'gegenüber',
      'mit',
      'nach',
      'seit',
      'von',
      'zu',
    ]);
    expect(group('(+gen)', 6)).toEqual(['außerhalb', 'innerhalb', 'statt', 'trotz', 'während', 'wegen']);
    expect(group('(+acc / dat)', 9)).toEqual(['an', 'auf', 'in', 'über', 'unter']);
    expect(group('(+acc / dat)', 10)).toEqual(['hinter', 'neben', 'vor', 'zwischen']);
  });

  it.each(contractions)(
    '$contraction is $preposition + $article, in a case the preposition takes',
    (entry) => {
      const preposition = prepositions.find((candidate) => candidate.preposition === entry.preposition);
      expect(preposition?.chapter).toBe(entry.chapter);
      const stem =
        entry.article === 'dem' && /n$/.test(entry.preposition)
          ? entry.preposition.slice(0, -1)
          : entry.preposition;
      expect(entry.contraction).toBe(stem + entry.article.at(-1));
      // das is the neuter accusative here; dem and der (feminine) are datives.
      if (entry.article === 'das') expect(preposition?.cases).toMatch(/acc/);
      else expect(preposition?.cases).toMatch(/dat/);
      expect(Object.values(definiteArticles).flat()).toContain(entry.article);
    },
  );
});
