import { describe, expect, it } from 'vitest';
import { definiteArticles } from './articles.ts';
import { personalPronouns } from './personal-pronouns.ts';
import { reflexiveByVerbPerson, reflexivePronouns } from './reflexive-pronouns.ts';
import { relativePronouns } from './relative-pronouns.ts';

const byPerson = (column: 'nominative' | 'accusative' | 'dative') =>
  personalPronouns.map((row) => row[column]);

describe('personal pronouns (chapters 1 and 5)', () => {
  it('has the three cases of the nine persons', () => {
    expect([byPerson('nominative'), byPerson('accusative'), byPerson('dative')]).toEqual([
      ['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'sie', 'Sie'],
      ['mich', 'dich', 'ihn', 'sie', 'es', 'uns', 'euch', 'sie', 'Sie'],
      ['mir', 'dir', 'ihm', 'ihr', 'ihm', 'uns', 'euch', 'ihnen', 'Ihnen'],
    ]);
  });

  it('ends the third person like the definite article (ihn/den, ihm/dem, ihr/der, ihnen/den)', () => {
    const third = personalPronouns.filter((row) => ['er', 'sie', 'es', 'sie (pl.)'].includes(row.person));
    const articles = [
      definiteArticles.masculine,
      definiteArticles.feminine,
      definiteArticles.neuter,
      definiteArticles.plural,
    ];
    third.forEach((row, index) => {
      const article = articles[index] ?? definiteArticles.plural;
      if (row.accusative !== row.nominative) expect(row.accusative.at(-1)).toBe(article[1]?.at(-1));
      expect(row.dative.replace(/en$/, 'n').at(-1)).toBe(article[2]?.at(-1));
    });
  });

  it('writes formal Sie and Ihnen with a capital, every other pronoun in lower case', () => {
    for (const row of personalPronouns) {
      const forms = [row.nominative, row.accusative, row.dative];
      for (const form of forms) expect(/^[A-Z]/.test(form)).toBe(row.person === 'Sie');
    }
  });
});

describe('reflexive pronouns (chapter 13)', () => {
  it('equal the personal pronouns, except sich for every third person and Sie', () => {
    reflexivePronouns.forEach((row, index) => {
      const personal = personalPronouns[index];
      const third = ['er', 'sie', 'es', 'sie (pl.)', 'Sie'].includes(row.person);
      expect(row.person).toBe(personal?.person);
      expect(row.accusative).toBe(third ? 'sich' : personal?.accusative);
      expect(row.dative).toBe(third ? 'sich' : personal?.dative);
    });
  });

  it('gives the verb-table order ich, du, er, wir, ihr, sie', () => {
    const pick = (column: 'accusative' | 'dative') =>
      ['ich', 'du', 'er', 'wir', 'ihr', 'Sie'].map(
        (person) => reflexivePronouns.find((row) => row.person === person)?.[column],
      );
    expect(reflexiveByVerbPerson.accusative).toEqual(pick('accusative'));
    expect(reflexiveByVerbPerson.dative).toEqual(pick('dative'));
  });
});

describe('relative pronouns (chapter 12)', () => {
  it('equal the definite article except the genitives and the dative plural', () => {
    for (const gender of ['masculine', 'feminine', 'neuter', 'plural'] as const) {
      const [nominative, accusative, dative] = definiteArticles[gender];
      expect(relativePronouns[gender].slice(0, 2)).toEqual([nominative, accusative]);
      if (gender !== 'plural') expect(relativePronouns[gender][2]).toBe(dative);
    }
    expect(relativePronouns.plural[2]).toBe('denen');
    expect([relativePronouns.masculine[3], relativePronouns.neuter[3]]).toEqual(['dessen', 'dessen']);
    expect([relativePronouns.feminine[3], relativePronouns.plural[3]]).toEqual(['deren', 'deren']);
  });
});
