import { describe, expect, it } from 'vitest';
import { forEachItemAndPlace } from '../../test-support/fill-in-checks.ts';
import { describeExerciseSets } from '../../test-support/translation-set-checks.ts';
import { describeChapterSets, drillWords, taughtBy, wordsNot } from '../../test-support/chapter-sets.ts';
import { checkSentence, checkWords } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import type { Gender } from '../../grammar/articles.ts';
import { derWordTable } from '../../grammar/der-words.ts';
import { relativePronouns } from '../../grammar/relative-pronouns.ts';
import { withoutAuxiliary } from '../../progression/form-index.ts';
import { BLANKS } from '../../sets/schema.ts';
import type { ExerciseSet } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { derWordsDrill as derWords } from './drills/der-words.ts';
import { passiveVoiceDrill as passive } from './drills/passive-voice.ts';
import { relativeClauses1Drill as clauses1 } from './drills/relative-clauses-1.ts';
import { relativeClauses2Drill as clauses2 } from './drills/relative-clauses-2.ts';
import { relativePronounDrill as relativePronoun } from './drills/relative-pronoun.ts';
import { sondernAberDrill as sondernAber } from './drills/sondern-aber.ts';
import { wissenKennenDrill as wissenKennen } from './drills/wissen-kennen.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import {
  wordsOf,
  upperFirst,
  partText,
  isPrompt,
  isBlank,
  firstAnswer,
} from '../../test-support/sentence-parts.ts';

/** Person index of the verb tables: 0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie. */
type Person = 0 | 1 | 2 | 3 | 4 | 5;
/** Case index of the grammar tables. */
const NOM = 0;
const ACC = 1;
const DAT = 2;
const GEN = 3;
type Case = typeof NOM | typeof ACC | typeof DAT | typeof GEN;

const isTaught = taughtBy(12);

/** The present table of a verb taught by chapter 12 (werden: chapter 9, wissen: 11, kennen: 12). */
function presentOf(infinitive: string): readonly string[] {
  const table = verbsUpTo(12).find(({ verb }) => verb.infinitive === infinitive);
  if (!table) throw new Error(`no table for ${infinitive}`);
  return table.verb.deutsch;
}

/** The past participle of every verb taught by chapter 12, from the vocabulary and the verb tables. */
const participles = new Map<string, string>();
for (const { chapter, entry } of vocabularyEntries())
  if (chapter <= 12 && entry.type === 'verb' && entry.pParticiple)
    participles.set(entry.germanRoot, withoutAuxiliary(entry.pParticiple));
for (const { verb } of verbsUpTo(12)) participles.set(verb.infinitive, withoutAuxiliary(verb.pParticiple));

const drills = [derWords, relativePronoun, clauses1, clauses2, passive, sondernAber, wissenKennen];
describeChapterSets(12, [...drills, germanToEnglish, englishToGerman], { '12ege': 25, '12eeg': 16 });

describe('chapter 12 sets', () => {
  it('links the drills and exercises in the catalogue order', () => {
    expect(findMenuItemByCode('12ege')?.previous).toEqual({
      path: '/ch12/drills/wissen_kennen',
      text: 'To Wissen vs. Kennen Drills',
    });
    expect(findMenuItemByCode('12drc1')?.link).toBe('/ch12/drills/relative_clauses_1');
    expect(findMenuItemByCode('12drc2')?.link).toBe('/ch12/drills/relative_clauses_2');
  });

  it('writes the drills in German taught by chapter 12 (prompts aside)', () => {
    expect(
      wordsNot(
        drillWords([derWords, relativePronoun, clauses1, clauses2, passive, wissenKennen, sondernAber]),
        isTaught,
      ),
    ).toEqual([]);
  });

  it('gives every blank of every fill-in drill a reason that starts with its answer, and accepts every answer', () => {
    for (const drill of [derWords, relativePronoun, clauses1, clauses2, passive, wissenKennen])
      drill.items.forEach((item, index) => {
        const label = `${drill.table} #${index + 1}`;
        const blanks = item.main.filter(isBlank);
        expect(blanks, label).toEqual(BLANKS.slice(0, item.answers.length));
        expect(item.explanation, label).toHaveLength(item.answers.length);
        item.explanation?.forEach((text, slot) => {
          const first = item.answers[slot]?.[0] ?? '';
          const head =
            drill === clauses1 || drill === clauses2 ? wordsOf(first).slice(0, 2).join(' ') : first;
          expect(text.startsWith(head) || text.startsWith(wordsOf(first)[0] ?? ''), `${label}: ${text}`).toBe(
            true,
          );
        });
        for (const accepted of item.answers)
          for (const answer of accepted) expect(checkWords(answer, accepted), label).toBe('correct');
        expect(item.translation, label).toMatch(/^[A-Z].*[.?!]$/);
      });
  });
});

/** The der-word drill: the gender of each item's noun and its case. */
const DER_WORD_CELLS: readonly (readonly [Gender, Case])[] = [
  ['masculine', NOM],
  ['masculine', ACC],
  ['feminine', NOM],
  ['feminine', ACC],
  ['neuter', NOM],
  ['neuter', ACC],
  ['plural', NOM],
  ['masculine', DAT],
  ['feminine', DAT],
  ['plural', DAT],
  ['masculine', NOM],
  ['neuter', ACC],
  ['neuter', DAT],
  ['masculine', ACC],
  ['feminine', ACC],
  ['masculine', DAT],
  ['plural', NOM],
  ['plural', ACC],
  ['feminine', GEN],
  ['masculine', GEN],
];

describe('Der-Words (fill-in drill)', () => {
  it('asks for the form of the der-word in brackets that the der-word table gives', () => {
    forEachItemAndPlace(derWords, DER_WORD_CELLS, (item, [gender, kase], index) => {
      const label = `#${index + 1}`;
      const at = item.main.indexOf(BLANKS[0]);
      const prompt = item.main[at + 1];
      expect(isPrompt(prompt), label).toBe(true);
      const form = derWordTable(partText(prompt))[gender]?.[kase] ?? '';
      expect(item.answers, label).toEqual([[at === 0 ? upperFirst(form) : form]]);
      // The noun after the prompt has the gender: a plural noun for the plural rows.
      expect(item.explanation?.[0], label).toMatch(
        gender === 'plural' ? /plural|children/ : new RegExp(gender),
      );
    });
  });

  it('practises dieser, jener, welcher, mancher and solcher, every gender and the plural, every case', () => {
    const words = new Set(
      derWords.items.map((item) => partText(item.main[item.main.indexOf(BLANKS[0]) + 1])),
    );
    expect(words).toEqual(new Set(['dieser', 'jener', 'welcher', 'mancher', 'solcher']));
    expect(new Set(DER_WORD_CELLS.map(([gender]) => gender))).toEqual(
      new Set(['masculine', 'feminine', 'neuter', 'plural']),
    );
    expect(new Set(DER_WORD_CELLS.map(([, kase]) => kase))).toEqual(new Set([NOM, ACC, DAT, GEN]));
    // The neuter trap: dieses, not *diesas.
    expect(derWords.items.some((item) => item.answers[0]?.[0] === 'Dieses')).toBe(true);
  });
});

/** The relative pronoun drill: the gender of the noun referred to and the case in the relative clause. */
const RELATIVE_CELLS: readonly (readonly [Gender, Case])[] = [
  ['masculine', NOM],
  ['feminine', NOM],
  ['neuter', NOM],
  ['plural', NOM],
  ['masculine', ACC],
  ['feminine', ACC],
  ['neuter', ACC],
  ['plural', ACC],
  ['masculine', ACC],
  ['masculine', DAT],
  ['feminine', DAT],
  ['neuter', DAT],
  ['plural', DAT],
  ['plural', DAT],
  ['masculine', DAT],
  ['feminine', DAT],
  ['neuter', DAT],
  ['feminine', ACC],
  ['masculine', ACC],
  ['plural', DAT],
  ['masculine', GEN],
  ['feminine', GEN],
  ['neuter', GEN],
  ['plural', GEN],
];

describe('Relative Pronouns (fill-in drill)', () => {
  it('asks for the relative pronoun of the grammar table, after a comma or a preposition', () => {
    forEachItemAndPlace(relativePronoun, RELATIVE_CELLS, (item, [gender, kase], index) => {
      const label = `#${index + 1}`;
      expect(item.answers, label).toEqual([[relativePronouns[gender][kase]]]);
      const at = item.main.indexOf(BLANKS[0]);
      const before = partText(item.main[at - 1]);
      const comma = before === ',' ? at - 1 : at - 2;
      expect(partText(item.main[comma]), label).toBe(',');
    });
  });

  it('practises every cell of the relative pronoun table', () => {
    const cells = new Set(RELATIVE_CELLS.map(([gender, kase]) => `${gender} ${kase}`));
    expect(cells.size).toBe(16);
  });
});

/** The relative clause drills: the relative pronoun's gender and case, and the preposition before it. */
const CLAUSES_1: readonly (readonly [Gender, Case])[] = [
  ['masculine', NOM],
  ['masculine', ACC],
  ['feminine', NOM],
  ['feminine', NOM],
  ['feminine', ACC],
  ['neuter', NOM],
  ['neuter', ACC],
  ['neuter', ACC],
  ['plural', NOM],
  ['plural', ACC],
  ['masculine', ACC],
  ['masculine', ACC],
  ['masculine', NOM],
  ['neuter', ACC],
];
const CLAUSES_2: readonly (readonly [Gender, Case, string?])[] = [
  ['masculine', DAT],
  ['feminine', DAT],
  ['neuter', DAT],
  ['plural', DAT],
  ['plural', DAT],
  ['masculine', DAT, 'mit'],
  ['feminine', DAT, 'in'],
  ['feminine', ACC, 'für'],
  ['masculine', DAT, 'von'],
  ['plural', DAT, 'mit'],
  ['masculine', GEN],
  ['feminine', GEN],
  ['neuter', GEN],
  ['plural', GEN],
];

/** The conjugated verb of each second sentence (the auxiliary in the perfect). */
const FINITE_1 = [
  'hat',
  'lese',
  'steht',
  'singt',
  'liest',
  'gefällt',
  'habe',
  'besuchen',
  'malen',
  'singt',
  'kenne',
  'hast',
  'lernt',
  'organisieren',
];
const FINITE_2 = [
  'helfe',
  'schreibe',
  'gehört',
  'gebe',
  'hat',
  'gehe',
  'wohnen',
  'kaufe',
  'sprechen',
  'spiele',
  'lese',
  'besuchen',
  'ist',
  'hängen',
];

describe.each([
  ['Relative Clauses (1)', clauses1, CLAUSES_1, FINITE_1],
  ['Relative Clauses (2)', clauses2, CLAUSES_2, FINITE_2],
] as const)('%s (fill-in drill)', (_name, drill, cells, finite) => {
  it('joins the two sentences with the relative pronoun of the table, the conjugated verb last', () => {
    forEachItemAndPlace(drill, cells, (item, [gender, kase, preposition], index) => {
      const label = `#${index + 1}`;
      const [pair = '', arrow, before = ''] = item.main.map(partText);
      expect(arrow, label).toBe('→');
      expect(before.endsWith(','), label).toBe(true);
      const sentences = pair.split(/(?<=[.?]) /);
      expect(sentences, label).toHaveLength(2);
      // The main clause is the first sentence, unchanged but for the clause.
      const after = item.main.slice(4).map(partText).join(' ');
      expect(`${before.slice(0, -1)} ${after.replace(/^, /, '')}`.replace(/ ([.?])$/, '$1'), label).toBe(
        sentences[0],
      );
      for (const clause of item.answers[0] ?? []) {
        const words = clause.split(' ');
        const pronoun = relativePronouns[gender][kase];
        expect(words.slice(0, preposition ? 2 : 1), label).toEqual(
          preposition ? [preposition, pronoun] : [pronoun],
        );
        // The clause's words are the second sentence's, with the noun phrase given by the pronoun.
        const second = wordsOf(sentences[1] ?? '');
        for (const word of words.slice(preposition ? 2 : 1))
          expect(
            second.map((w) => w.toLowerCase()),
            `${label}: ${word}`,
          ).toContain(word.toLowerCase());
        // The conjugated verb of the second sentence ends the clause.
        const verb = finite[index] ?? '';
        const last = words.at(-1) ?? '';
        expect(second, label).toContain(verb);
        expect(last, label).toBe(verb);
        // Verb second is a near miss, rejected.
        if (words.length > 2) {
          const verbSecond = [words[0], last, ...words.slice(1, -1)].join(' ');
          expect(checkWords(verbSecond, item.answers[0] ?? []), label).toBe('incorrect');
        }
      }
    });
  });
});

/** The passive drill: the person of each subject. */
const PASSIVE_PERSONS: readonly Person[] = [2, 2, 5, 0, 1, 3, 4, 2, 2, 2, 2, 2, 2, 5, 2, 2, 2, 5, 0, 2];

describe('Passive Voice (fill-in drill)', () => {
  it('asks for the form of werden (chapter 9 table) and the participle of the verb in brackets', () => {
    const werden = presentOf('werden');
    forEachItemAndPlace(passive, PASSIVE_PERSONS, (item, place, index) => {
      const label = `#${index + 1}`;
      const first = item.main.indexOf(BLANKS[0]);
      const second = item.main.indexOf(BLANKS[1]);
      const infinitive = partText(item.main[second + 1]);
      expect(isPrompt(item.main[second + 1]), label).toBe(true);
      const participle = participles.get(infinitive);
      expect(participle, label).toBeDefined();
      const form = werden[place] ?? '';
      const future = (item.answers[1]?.[0] ?? '').endsWith(' werden');
      expect(item.answers, label).toEqual([
        [first === 0 ? upperFirst(form) : form],
        [future ? `${participle} werden` : (participle ?? '')],
      ]);
      // werden second, after a first element of up to three words (Ein neuer Chef), or first in a
      // yes-or-no question; the participle last.
      expect(first, label).toBeLessThanOrEqual(3);
      expect(
        item.main.slice(second + 2).every((part) => /^[.?]$/.test(partText(part))),
        label,
      ).toBe(true);
      // An agent follows von (or vom) and is in the dative: no nominative article after it.
      const words = item.main.map(partText);
      const von = words.indexOf('von');
      if (von >= 0) expect(['die', 'das', 'ein', 'eine', 'einen'], label).not.toContain(words[von + 1]);
      expect(item.translation, label).toMatch(/(^| )(is|are|am|be|being) /i);
    });
  });

  it('practises every person of werden, the present and the future', () => {
    expect(new Set(PASSIVE_PERSONS)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const future = passive.items.filter((item) => (item.answers[1]?.[0] ?? '').endsWith(' werden'));
    expect(future.length).toBeGreaterThanOrEqual(3);
    expect(future.length).toBeLessThan(passive.items.length / 2);
  });
});

/** The sondern-aber items whose first half is negated but which take aber (no correction). */
const ABER_AFTER_NEGATION = [4, 8, 12, 16, 20];

describe('Sondern vs. Aber (choice drill)', () => {
  it('offers sondern and aber, and takes sondern only after a negation', () => {
    expect(sondernAber.choices).toEqual(['sondern', 'aber']);
    sondernAber.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      const [before, word, after] = item.negation;
      expect(word, label).toBe(item.answer);
      expect(item.main.map(partText), label).toEqual([before, '…', after]);
      const negated = wordsOf(before).some((w) => w === 'nicht' || /^kein/.test(w));
      if (item.answer === 'sondern') expect(negated, label).toBe(true);
      else expect(negated, label).toBe(ABER_AFTER_NEGATION.includes(index + 1));
      expect(item.explanations[0], label).toContain(item.answer);
      expect(before.endsWith(','), label).toBe(true);
    });
  });

  it('balances the two answers and includes the traps (aber after a negation)', () => {
    const count = (answer: string) => sondernAber.items.filter((item) => item.answer === answer).length;
    expect(count('sondern')).toBe(count('aber'));
    expect(ABER_AFTER_NEGATION.length).toBeGreaterThanOrEqual(4);
  });

  it('asks for the joining word in its own words, not the kein vs. nicht wording', () => {
    expect(sondernAber.instructions).toMatch(/sondern or aber/);
    expect(sondernAber.instructions).toContain(`${sondernAber.items.length} sentences`);
    expect(sondernAber.instructions).not.toMatch(/negat/i);
    expect(sondernAber.resultLabel).toBe('Sentence:');
    expect(sondernAber.legend).toBe('Joining word');
  });
});

/** The wissen-kennen drill: the verb and the person of each subject. */
const WISSEN_KENNEN: readonly (readonly ['wissen' | 'kennen', Person])[] = [
  ['kennen', 0],
  ['wissen', 0],
  ['kennen', 1],
  ['wissen', 1],
  ['kennen', 2],
  ['wissen', 2],
  ['kennen', 3],
  ['wissen', 3],
  ['kennen', 4],
  ['wissen', 4],
  ['kennen', 5],
  ['wissen', 5],
  ['kennen', 5],
  ['wissen', 5],
  ['wissen', 0],
  ['kennen', 1],
  ['wissen', 1],
  ['kennen', 2],
  ['wissen', 2],
  ['kennen', 4],
];

describe('Wissen vs. Kennen (fill-in drill)', () => {
  it('asks for the form of the verb tables (wissen: chapter 11, kennen: chapter 12)', () => {
    forEachItemAndPlace(wissenKennen, WISSEN_KENNEN, (item, [verb, person], index) => {
      const label = `#${index + 1}`;
      const form = presentOf(verb)[person] ?? '';
      const at = item.main.indexOf(BLANKS[0]);
      expect(item.answers, label).toEqual([[at === 0 ? upperFirst(form) : form]]);
      expect(item.explanation?.[0], label).toContain(verb);
      // A clause with dass, ob or a question word always takes wissen.
      const words = item.main.map(partText);
      if (words.some((word) => ['dass', 'ob', 'wo', 'wann', 'wie', 'wer'].includes(word)))
        expect(verb, label).toBe('wissen');
      // The other verb's form is rejected.
      const other = presentOf(verb === 'wissen' ? 'kennen' : 'wissen')[person] ?? '';
      expect(checkWords(at === 0 ? upperFirst(other) : other, item.answers[0] ?? []), label).toBe(
        'incorrect',
      );
    });
  });

  it('practises both verbs in every person', () => {
    for (const verb of ['wissen', 'kennen'])
      expect(new Set(WISSEN_KENNEN.filter(([v]) => v === verb).map(([, p]) => p))).toEqual(
        new Set([0, 1, 2, 3, 4, 5]),
      );
  });
});

describeExerciseSets(12, germanToEnglish, englishToGerman);

describe('chapter 12 exercises', () => {
  it('accepts the usual English renderings and rejects near misses', () => {
    const check = (index: number, answer: string) =>
      checkSentence(answer, germanToEnglish.sentences[index - 1]?.translation ?? '', { language: 'en' })
        .correct;
    expect(check(1, 'This novel is being translated into many languages.')).toBe(true);
    expect(check(1, 'This novel translates into many languages.')).toBe(false);
    expect(check(2, 'Do you know the man who is sitting next to Anna?')).toBe(true);
    expect(check(2, 'Do you know the man that sits next to Anna?')).toBe(true);
    expect(check(3, 'The castle is built by the king.')).toBe(true);
    expect(check(3, 'The castle builds the king.')).toBe(false);
    expect(check(18, 'The children I help are learning German.')).toBe(true);
    expect(check(18, 'The children whom I am helping learn German.')).toBe(true);
    const de = (index: number, answer: string) =>
      checkSentence(answer, englishToGerman.sentences[index - 1]?.translation ?? '', { language: 'de' })
        .correct;
    expect(de(7, 'Der Mann, dem ich helfe, ist sehr alt.')).toBe(true);
    expect(de(7, 'Der Mann, den ich helfe, ist sehr alt.')).toBe(false);
    expect(de(7, 'Der Mann, dem ich helfe ist sehr alt.')).toBe(true);
    expect(de(12, 'Die Stadt, in der wir wohnen, ist klein.')).toBe(true);
    expect(de(12, 'Die Stadt, in die wir wohnen, ist klein.')).toBe(false);
    expect(de(11, 'Morgen wird die Ausstellung eröffnet.')).toBe(true);
    expect(de(11, 'Die Ausstellung wird morgen eröffnet werden.')).toBe(true);
    expect(de(14, 'Der Autor, dessen Romane mir gefallen, wohnt in Hamburg.')).toBe(true);
    expect(de(14, 'Der Autor, deren Romane mir gefallen, wohnt in Hamburg.')).toBe(false);
  });

  it('has 16 different English to German sentences and 25 different German to English sentences', () => {
    const main = (set: ExerciseSet) => set.sentences.map((sentence) => sentence.main.map(partText).join(' '));
    expect(new Set(main(englishToGerman)).size).toBe(16);
    expect(new Set(main(germanToEnglish)).size).toBe(25);
    expect(new Set(englishToGerman.sentences.map((sentence) => firstAnswer(sentence.translation))).size).toBe(
      16,
    );
  });

  it('puts the chapter’s material in every sentence: a der-word, a relative clause, the passive, sondern or wissen/kennen', () => {
    const chapterWords = new Set([
      ...['dieser', 'jener', 'welcher', 'mancher', 'solcher'].flatMap((word) =>
        Object.values(derWordTable(word)).flat(),
      ),
      ...Object.values(relativePronouns).flat(),
      ...presentOf('werden'),
      ...presentOf('wissen'),
      ...presentOf('kennen'),
      'sondern',
    ]);
    const has = (text: string) => wordsOf(text).some((word) => chapterWords.has(word.toLowerCase()));
    for (const sentence of germanToEnglish.sentences)
      expect(has(sentence.main.map(partText).join(' '))).toBe(true);
    for (const sentence of englishToGerman.sentences)
      expect(has(firstAnswer(sentence.translation))).toBe(true);
  });

  it('prompts every English "you" with formal, informal or informal, pl.', () => {
    for (const sentence of englishToGerman.sentences) {
      sentence.main.forEach((part, index) => {
        if (!/(^|\s)you\b/i.test(partText(part))) return;
        expect(isPrompt(sentence.main[index + 1]), partText(part)).toBe(true);
      });
    }
  });
});
