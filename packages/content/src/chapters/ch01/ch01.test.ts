import { describe, expect, it } from 'vitest';
import { expectLookupsResolveToForms } from '../../test-support/translation-set-checks.ts';
import {
  expectYouPrompted,
  expectFirstGermanCombinationAccepted,
} from '../../test-support/english-to-german-checks.ts';
import { describeChapterSets, taughtIn } from '../../test-support/chapter-sets.ts';
import { allowedWords } from '../../test-support/german-speller.ts';
import { checkSentence, checkWords, dictionaryTerm } from '@grundlagen/core';
import { BLANK } from '../../sets/schema.ts';
import type { ExerciseSet, SentencePart } from '../../sets/schema.ts';
import type { VocabularyEntry } from '../../vocabulary/schema.ts';
import { subjPronounDrill } from './drills/subj-pronoun.ts';
import { verbUseDrill } from './drills/verb-use.ts';
import { englishToGerman as englishToGermanData } from './exercises/english-to-german.ts';
import { germanToEnglish as germanToEnglishData } from './exercises/german-to-english.ts';
import { verbs } from './verbs.ts';
import { vocabulary } from './vocabulary.ts';
import { lowerFirst, firstAnswer } from '../../test-support/sentence-parts.ts';

// The data is typed with `satisfies`, which keeps its literal types; the checks read it as the schema types.
const germanToEnglish: ExerciseSet = germanToEnglishData;
const englishToGerman: ExerciseSet = englishToGermanData;

const entries: VocabularyEntry[] = vocabulary;
const byRoot = new Map(entries.map((entry) => [entry.germanRoot, entry]));
const verbByInfinitive = new Map(verbs.map((verb) => [verb.infinitive, verb]));

/** The words of a text, without sentence punctuation. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/[.,!?;:]/g, ''))
    .filter((word) => word !== '');
}

/** Every German form the chapter teaches: headwords, present-tense forms, participles, imperatives. */
const formIndex = new Set<string>(entries.map((entry) => entry.germanRoot));
for (const verb of verbs) {
  for (const form of [verb.infinitive, ...verb.deutsch, verb.imperative2ps, verb.pParticiple]) {
    for (const word of wordsOf(form)) formIndex.add(word);
  }
}

/** Whether a German word (as written in a sentence) is taught: exact, or with its first letter lower-cased. */
const isTaught = taughtIn(formIndex);

function partText(part: SentencePart): string {
  return typeof part === 'string' ? part : part[0];
}

describeChapterSets(1, [subjPronounDrill, verbUseDrill, germanToEnglish, englishToGerman], {
  '1dsp': 32,
  '1duv': [24, 30],
  '1ege': 15,
  '1eeg': 10,
});

describe('chapter 1 content', () => {
  it('has 45–60 words of vocabulary', () => {
    expect(vocabulary.length).toBeGreaterThanOrEqual(45);
    expect(vocabulary.length).toBeLessThanOrEqual(60);
  });

  it('German-to-English uses the default example pair', () => {
    expect(germanToEnglish).not.toHaveProperty('example');
  });
});

describe('chapter 1 vocabulary and verb tables', () => {
  it('has each headword once', () => {
    expect(byRoot.size).toBe(entries.length);
  });

  it('gives every noun its article and either a plural or onlySing', () => {
    for (const entry of entries) {
      if (entry.type !== 'noun') continue;
      expect(entry.article, entry.germanRoot).not.toBe('');
      expect(entry.germanRoot.charAt(0), entry.germanRoot).toMatch(/\p{Lu}/u);
      if (!entry.onlySing) {
        expect(entry.germanPl, entry.germanRoot).toBeTruthy();
        expect(entry.pluralAddOn, entry.germanRoot).toBeTruthy();
        expect(entry.englishPl, entry.germanRoot).toBeTruthy();
      }
    }
  });

  it('gives every verb its participle, English participle and imperative, and no stem change', () => {
    for (const entry of entries) {
      if (entry.type !== 'verb') continue;
      expect(entry.pParticiple, entry.germanRoot).toBeTruthy();
      expect(entry.englishPParticiple, entry.germanRoot).toBeTruthy();
      expect(entry.imperative2ps, entry.germanRoot).toBeTruthy();
      expect(entry.specialFeature, entry.germanRoot).toBeUndefined();
    }
  });

  it('has a table for every vocabulary verb and a vocabulary entry for every table, agreeing on their fields', () => {
    const vocabularyVerbs = entries.filter((entry) => entry.type === 'verb');
    expect(new Set(vocabularyVerbs.map((entry) => entry.germanRoot))).toEqual(
      new Set(verbByInfinitive.keys()),
    );
    expect(verbByInfinitive.size).toBe(verbs.length);
    for (const entry of vocabularyVerbs) {
      const table = verbByInfinitive.get(entry.germanRoot);
      expect(table?.pParticiple, entry.germanRoot).toBe(entry.pParticiple);
      expect(table?.imperative2ps, entry.germanRoot).toBe(entry.imperative2ps);
      expect(table?.pParticipleTransl, entry.germanRoot).toBe(entry.englishPParticiple);
    }
  });

  it('conjugates every regular verb and special stem by the chapter 1 rules', () => {
    for (const verb of verbs) {
      if (verb.category === 'Irregular Verbs') continue;
      const infinitive = verb.infinitive;
      const stem = infinitive.slice(0, -2);
      const tOrD = /[td]$/.test(stem);
      const sibilant = /[sßz]$/.test(stem);
      expect(verb.category, infinitive).toBe(tOrD || sibilant ? 'Special Stems' : 'Regular Verbs');
      const du = tOrD ? `${stem}est` : sibilant ? `${stem}t` : `${stem}st`;
      const third = tOrD ? `${stem}et` : `${stem}t`;
      expect(verb.deutsch, infinitive).toEqual([`${stem}e`, du, third, infinitive, third, infinitive]);
      expect(verb.imperativeFormal, infinitive).toBe(`${infinitive} Sie`);
      expect(verb.imperative2pp, infinitive).toBe(third);
    }
  });

  it('has the irregular forms of sein and haben', () => {
    expect(verbByInfinitive.get('sein')?.deutsch).toEqual(['bin', 'bist', 'ist', 'sind', 'seid', 'sind']);
    expect(verbByInfinitive.get('haben')?.deutsch).toEqual(['habe', 'hast', 'hat', 'haben', 'habt', 'haben']);
  });
});

describe('chapter 1 subject-pronoun drill', () => {
  it('answers with one of the five pronouns and uses all five, each several times', () => {
    const counts = new Map<string, number>();
    for (const situation of subjPronounDrill.situations) {
      expect(['Sie', 'du', 'ihr', 'er', 'sie']).toContain(situation.answer);
      counts.set(situation.answer, (counts.get(situation.answer) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['Sie', 'du', 'er', 'ihr', 'sie']);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(5);
    expect(subjPronounDrill.example).toEqual({ situation: '...talking to Dr. Schneider', answer: 'Sie' });
  });

  it('has distinct situations that complete "If you are..." and give a reason', () => {
    const texts = subjPronounDrill.situations.map((situation) => situation.situation);
    expect(new Set(texts).size).toBe(texts.length);
    for (const situation of subjPronounDrill.situations) {
      expect(situation.situation).toMatch(/^\.\.\.(talking|asking) /);
      expect(situation.reason).toContain(situation.answer);
      expect(checkWords(situation.answer, [situation.answer])).toBe('correct');
    }
  });
});

describe('chapter 1 verb-use drill', () => {
  it('has one blank and one infinitive prompt per item, answered by a form of that verb', () => {
    for (const item of verbUseDrill.items) {
      const blanks = item.main.filter((part) => part === BLANK);
      expect(blanks, item.translation).toHaveLength(1);
      const prompts = item.main.filter((part) => typeof part !== 'string' && part[1].isPrompt === true);
      expect(prompts, item.translation).toHaveLength(1);
      const blankIndex = item.main.indexOf(BLANK);
      const prompt = item.main[blankIndex + 1];
      expect(typeof prompt === 'string' ? undefined : prompt?.[1].isPrompt, item.translation).toBe(true);
      const infinitive = prompt === undefined ? '' : partText(prompt);
      const verb = verbByInfinitive.get(infinitive);
      expect(verb, infinitive).toBeDefined();
      expect(item.answers).toHaveLength(1);
      for (const answer of item.answers[0] ?? []) {
        expect(verb?.deutsch, item.translation).toContain(answer);
        expect(checkWords(answer, item.answers[0] ?? [])).toBe('correct');
      }
      expect(item.explanation).toHaveLength(1);
    }
  });

  it('practises every person, both kinds of special stem and every form of sein and haben', () => {
    const answers = new Set(verbUseDrill.items.flatMap((item) => item.answers.flat()));
    for (const form of ['bin', 'bist', 'ist', 'sind', 'seid', 'habe', 'hast', 'hat', 'haben', 'habt']) {
      expect(answers, form).toContain(form);
    }
    for (const form of ['arbeitest', 'arbeitet', 'wartet', 'findest', 'findet', 'heißt', 'tanzt', 'reist']) {
      expect(answers, form).toContain(form);
    }
    const subjects = new Set(
      verbUseDrill.items.flatMap((item) => item.main.filter((part) => typeof part === 'string')),
    );
    for (const pronoun of ['Ich', 'Du', 'du', 'Er', 'Sie', 'Es', 'Wir', 'ihr']) {
      expect(subjects, pronoun).toContain(pronoun);
    }
  });
});

describe('chapter 1 exercises', () => {
  it('resolves every lookup to one chapter 1 headword of which the word is a form (a verb in any person)', () =>
    expectLookupsResolveToForms([germanToEnglish, englishToGerman], 1, {
      taught: entries,
      isFormOf: (text, entry) => {
        const word = wordsOf(text)[0] ?? '';
        const verb = verbByInfinitive.get(entry.germanRoot);
        const forms = verb ? [...verb.deutsch, verb.infinitive] : [entry.germanRoot];
        return forms.includes(word) || forms.includes(lowerFirst(word));
      },
    }));

  it('links every taught word of the German-to-English sentences and writes nothing untaught', () => {
    for (const sentence of germanToEnglish.sentences) {
      for (const part of sentence.main) {
        for (const word of wordsOf(partText(part))) {
          expect(isTaught(word), word).toBe(true);
          if (!allowedWords.has(word))
            expect(typeof part === 'string' ? undefined : part[1].lookup, word).toBeDefined();
        }
      }
    }
  });

  it('gives English-to-German cheat links the dictionary term of a chapter 1 entry', () => {
    const terms = new Map(entries.map((entry) => [dictionaryTerm(entry).term, entry]));
    for (const sentence of englishToGerman.sentences) {
      for (const part of sentence.main) {
        if (typeof part === 'string' || part[1].term === undefined) continue;
        const entry = terms.get(part[1].term);
        expect(entry, part[1].term).toBeDefined();
        const translations = entry ? [...entry.englishTransl, dictionaryTerm(entry).translation] : [];
        expect(translations, part[1].term).toContain(part[1].transl);
      }
    }
  });

  it('puts a prompt after every English "you" and "your"', () => {
    expectYouPrompted(englishToGerman.sentences);
  });

  it('accepts the first combination of every German-to-English translation', () => {
    for (const sentence of germanToEnglish.sentences) {
      const first = firstAnswer(sentence.translation);
      expect(checkSentence(first, sentence.translation, { language: 'en' }).correct, first).toBe(true);
      expect(first, first).toMatch(/^[A-Z].*[.?]$/);
    }
  });

  // The answer shown is in taught German; other accepted answers may use words a learner knows
  // from elsewhere (Wo kommt ihr her?), since a right answer must never be marked wrong.
  it('accepts the first combination of every English-to-German translation, written in taught German', () => {
    expectFirstGermanCombinationAccepted(englishToGerman.sentences, { isTaught });
  });

  it('writes the verb-use sentences in taught German', () => {
    for (const item of verbUseDrill.items) {
      for (const part of item.main) {
        if (part === BLANK) continue;
        for (const word of wordsOf(partText(part))) expect(isTaught(word), word).toBe(true);
      }
    }
  });

  it('does not use gern (taught in chapter 6)', () => {
    const text = JSON.stringify([verbUseDrill, germanToEnglish, englishToGerman, vocabulary]);
    expect(text).not.toMatch(/\bgern\b/i);
  });
});
