// Syllabus checks (the vocabulary and verb tables of chapters 4–13): each chapter's size, one
// headword per word across the course, complete noun entries whose plural add-on agrees with the
// plural, n-nouns marked, prepositions with the cases of the grammar tables, and the spelling of
// every form the course teaches beyond roots and plurals (participles, imperatives, pronoun forms,
// grammar tables, comparisons).
import { describe, expect, it } from 'vitest';
import { definiteArticles, indefiniteArticles } from './grammar/articles.ts';
import { comparisonExceptions, comparisonOf, inflectedForms, isCompared } from './grammar/comparison.ts';
import { derWords, derWordTable } from './grammar/der-words.ts';
import { N_NOUNS_CHAPTER, expectedNNounPlural, nNounForms } from './grammar/n-nouns.ts';
import { personalPronouns } from './grammar/personal-pronouns.ts';
import { einWordTable, possessiveAdjectives } from './grammar/possessives.ts';
import { contractions, prepositions } from './grammar/prepositions.ts';
import { reflexivePronouns } from './grammar/reflexive-pronouns.ts';
import { relativePronouns } from './grammar/relative-pronouns.ts';
import { umlaut } from './grammar/umlaut.ts';
import { withoutAuxiliary } from './progression/form-index.ts';
import { verbsUpTo } from './sets/verbs.ts';
import { germanWordsOf, isSpelledRight } from './test-support/german-speller.ts';
import { vocabularyEntries } from './vocabulary/index.ts';
import type { VocabularyEntry } from './vocabulary/schema.ts';

type Noun = Extract<VocabularyEntry, { type: 'noun' }>;

const entries = vocabularyEntries();
const nouns = entries.flatMap(({ chapter, entry }) => (entry.type === 'noun' ? [{ chapter, entry }] : []));
const newChapters = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

describe('chapter sizes', () => {
  it.each(newChapters)('chapter %i has 45–70 vocabulary entries', (chapter) => {
    const count = entries.filter((entry) => entry.chapter === chapter).length;
    expect(count, `chapter ${chapter}: ${count} entries`).toBeGreaterThanOrEqual(45);
    expect(count, `chapter ${chapter}: ${count} entries`).toBeLessThanOrEqual(70);
  });
});

describe('headwords', () => {
  it('teaches each word once in the course (the same germanRoot and type)', () => {
    const seen = new Map<string, number>();
    const repeated: string[] = [];
    for (const { chapter, entry } of entries) {
      const key = `${entry.type} ${entry.germanRoot}`;
      const first = seen.get(key);
      if (first !== undefined) repeated.push(`${key} (ch${first} and ch${chapter})`);
      else seen.set(key, chapter);
    }
    expect(repeated).toEqual([]);
  });
});

/** The plural a noun's add-on describes: root + ending, ⸚ the umlauted root, "-" unchanged; undefined for a written-out plural. */
function pluralByAddOn(noun: Noun): string | undefined {
  const addOn = noun.pluralAddOn;
  if (addOn === undefined || addOn === noun.germanPl) return undefined;
  if (addOn.startsWith('⸚')) return umlaut(noun.germanRoot) + addOn.slice(1);
  if (addOn.startsWith('-')) return noun.germanRoot + addOn.slice(1);
  return `(add-on ${addOn} is not in the plural notation)`;
}

describe('nouns', () => {
  it('gives every noun an article (or onlyPlural) and a plural (or onlySing)', () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of nouns) {
      const name = `ch${chapter} ${entry.germanRoot}`;
      if (entry.onlyPlural) {
        if (entry.article !== '' || entry.germanPl !== entry.germanRoot)
          wrong.push(`${name}: onlyPlural needs article '' and germanPl = root`);
      } else if (entry.article === '') wrong.push(`${name}: no article`);
      if (entry.onlySing) {
        if (entry.germanPl || entry.pluralAddOn || entry.englishPl)
          wrong.push(`${name}: onlySing with plural fields`);
      } else if (!entry.germanPl || !entry.englishPl) wrong.push(`${name}: no germanPl or englishPl`);
      if (entry.onlySing && entry.onlyPlural) wrong.push(`${name}: both onlySing and onlyPlural`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes plural add-ons that agree with the plural', () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of nouns) {
      if (entry.onlyPlural || entry.onlySing) continue;
      if (entry.pluralAddOn === undefined) {
        wrong.push(
          `ch${chapter} ${entry.germanRoot}: no pluralAddOn (write the plural out as the add-on if none describes it)`,
        );
        continue;
      }
      const expected = pluralByAddOn(entry);
      if (expected !== undefined && expected !== entry.germanPl)
        wrong.push(
          `ch${chapter} ${entry.germanRoot} ${entry.pluralAddOn}: ${entry.germanPl ?? '(none)'}, the add-on gives ${expected}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('marks n-nouns with singularAddOn, in chapter 7, masculine, with the plural of the rule', () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of nouns) {
      const name = `ch${chapter} ${entry.article} ${entry.germanRoot}`;
      if (entry.singularAddOn) {
        if (chapter !== N_NOUNS_CHAPTER) wrong.push(`${name}: an n-noun outside chapter 7`);
        if (entry.article !== 'der' && entry.germanRoot !== 'Herz')
          wrong.push(`${name}: n-nouns are masculine`);
        const plural = expectedNNounPlural({
          germanRoot: entry.germanRoot,
          singularAddOn: entry.singularAddOn,
        });
        if (entry.germanPl && entry.germanPl !== plural)
          wrong.push(`${name}: plural ${entry.germanPl}, expected ${plural}`);
      } else if (looksLikeNNoun(entry)) {
        wrong.push(`${name}: looks like an n-noun (${entry.germanPl ?? ''}) but has no singularAddOn`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Masculine nouns with an -(e)n plural that end like the weak nouns (Junge, Student, Elefant, Polizist, Biologe) or are one of them. */
function looksLikeNNoun(noun: Noun): boolean {
  if (noun.article !== 'der' || !noun.germanPl) return false;
  const nPlural = noun.germanPl === `${noun.germanRoot}n` || noun.germanPl === `${noun.germanRoot}en`;
  const weakEnding = /([^e]e|ent|ant|ist|oge|graf|soldat|kandidat|architekt)$/i.test(noun.germanRoot);
  const weakNoun = [
    'Herr',
    'Mensch',
    'Nachbar',
    'Bär',
    'Held',
    'Prinz',
    'Bauer',
    'Kamerad',
    'Fotograf',
  ].includes(noun.germanRoot);
  return (nPlural && weakEnding) || weakNoun;
}

describe('prepositions', () => {
  it("give every vocabulary preposition the grammar table's cases", () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of entries) {
      if (entry.type !== 'preposition') continue;
      const table = prepositions.find((candidate) => candidate.preposition === entry.germanRoot);
      if (!table)
        wrong.push(`ch${chapter} ${entry.germanRoot}: not in the grammar tables (grammar/prepositions.ts)`);
      else if (table.cases !== entry.cases)
        wrong.push(`ch${chapter} ${entry.germanRoot}: ${entry.cases}, the table has ${table.cases}`);
      else if (table.chapter !== chapter)
        wrong.push(`ch${chapter} ${entry.germanRoot}: the grammar tables teach it in ch${table.chapter}`);
    }
    expect(wrong).toEqual([]);
  });

  it('teaches every preposition of the grammar tables in the vocabulary of its chapter', () => {
    const missing = prepositions
      .filter(
        (table) =>
          !entries.some(
            ({ chapter, entry }) =>
              entry.type === 'preposition' &&
              entry.germanRoot === table.preposition &&
              chapter === table.chapter,
          ),
      )
      .map((table) => `${table.preposition} ${table.cases} (ch${table.chapter})`);
    expect(missing).toEqual([]);
  });
});

describe('possessive adjectives', () => {
  it('are the possessives of the grammar table', () => {
    const known = new Set(possessiveAdjectives.map((row) => row.possessive));
    const unknown = entries
      .filter(({ entry }) => entry.type === 'possessive adjective' && !known.has(entry.germanRoot))
      .map(({ chapter, entry }) => `ch${chapter} ${entry.germanRoot}`);
    expect(unknown).toEqual([]);
  });
});

describe('German spelling of the forms the course teaches (nspell with dictionary-de)', () => {
  const misspelled = (texts: readonly { text: string | undefined; where: string; imperative?: true }[]) => [
    ...new Set(
      texts.flatMap(({ text, where, imperative }) =>
        germanWordsOf(text ?? '')
          // The dictionary lists the du imperative with its optional -e only (brauche, not brauch).
          .filter((word) => !isSpelledRight(word) && !(imperative && isSpelledRight(`${word}e`)))
          .map((word) => `${word} (${where})`),
      ),
    ),
  ];

  it('spells participles, imperatives and pronoun forms of the vocabulary and the verb tables', () => {
    const texts = [
      ...entries.flatMap(({ chapter, entry }) => {
        const where = `vocabulary ch${chapter} ${entry.germanRoot}`;
        if (entry.type === 'verb')
          return [
            { text: withoutAuxiliary(entry.pParticiple ?? ''), where },
            { text: entry.imperative2ps, where, imperative: true as const },
          ];
        if (entry.type === 'pronoun') return [{ text: entry.furtherForms, where }];
        return [];
      }),
      ...verbsUpTo(13).flatMap(({ chapter, verb }) =>
        [
          withoutAuxiliary(verb.pParticiple),
          verb.imperative2ps,
          verb.imperative2pp,
          verb.imperativeFormal,
        ].map((text, index) => ({
          text,
          where: `verbs ch${chapter} ${verb.infinitive}`,
          ...(index > 0 ? { imperative: true as const } : {}),
        })),
      ),
    ];
    expect(misspelled(texts)).toEqual([]);
  });

  it('spells every form of the grammar tables', () => {
    const table = (where: string, rows: Readonly<Record<string, readonly string[] | undefined>>) =>
      Object.values(rows).flatMap((row) => (row ?? []).map((text) => ({ text, where })));
    const texts = [
      ...table('definite article', definiteArticles),
      ...table('indefinite article', indefiniteArticles),
      ...['kein', ...possessiveAdjectives.map((row) => row.possessive)].flatMap((word) =>
        table(word, einWordTable(word)),
      ),
      ...personalPronouns.flatMap((row) =>
        table('personal pronouns', { row: [row.nominative, row.accusative, row.dative] }),
      ),
      ...prepositions.map((row) => ({ text: row.preposition, where: 'prepositions' })),
      ...contractions.map((row) => ({ text: row.contraction, where: 'contractions' })),
      ...derWords.flatMap((row) => table(row.derWord, derWordTable(row.derWord))),
      ...table('relative pronouns', relativePronouns),
      ...reflexivePronouns.flatMap((row) =>
        table('reflexive pronouns', { row: [row.accusative, row.dative] }),
      ),
      ...nouns.flatMap(({ chapter, entry }) =>
        entry.singularAddOn
          ? table(`n-noun ch${chapter}`, {
              ...nNounForms({
                germanRoot: entry.germanRoot,
                singularAddOn: entry.singularAddOn,
                germanPl: entry.germanPl,
              }),
            })
          : [],
      ),
    ];
    expect(misspelled(texts)).toEqual([]);
  });

  it('spells the adjectives with their endings and their comparative and superlative', () => {
    const adjectives = entries
      .filter(({ entry }) => entry.type === 'adjective')
      .map(({ entry }) => entry.germanRoot);
    const compared = [...new Set([...adjectives, ...comparisonExceptions])].filter(isCompared);
    const texts = [
      ...adjectives.flatMap((adjective) =>
        inflectedForms(adjective).map((text) => ({ text, where: adjective })),
      ),
      ...compared.flatMap((adjective) => {
        const comparison = comparisonOf(adjective);
        return [comparison.comparative, comparison.superlative, ...(comparison.alsoCorrect ?? [])].map(
          (text) => ({
            text,
            where: `comparison of ${adjective}`,
          }),
        );
      }),
    ];
    expect(misspelled(texts)).toEqual([]);
  });
});
