import { describe, expect, it } from 'vitest';
import { forEachItemAndPlace } from '../../test-support/fill-in-checks.ts';
import { describeExerciseSets } from '../../test-support/translation-set-checks.ts';
import {
  describeChapterSets,
  drillWords,
  taughtBy,
  wordsNot,
  describeWordOrderDrill,
} from '../../test-support/chapter-sets.ts';
import { checkWords } from '@grundlagen/core';
import { findMenuItemByCode } from '../../catalogue/index.ts';
import { formIndex } from '../../progression/form-index.ts';
import { BLANKS } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { dependentClausesDrill as wordOrder } from './drills/dependent-clauses-word-order.ts';
import { dependentFirstPositionDrill as firstPosition } from './drills/dependent-first-position.ts';
import { modalConversionsDrill as conversions } from './drills/modal-conversions.ts';
import { modalVerbsDrill as modalVerbs } from './drills/modal-verbs.ts';
import { weilClausesDrill as weil } from './drills/weil-clauses.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { verbs as chapter11Verbs } from './verbs.ts';
import {
  wordsOf,
  upperFirst,
  partText,
  isPrompt,
  isBlank,
  firstAnswer,
} from '../../test-support/sentence-parts.ts';

const forms = formIndex(11);

/** Person index of the verb tables: 0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie. */
type Person = 0 | 1 | 2 | 3 | 4 | 5;

/** The subordinating conjunctions of chapter 11. */
const CONJUNCTIONS = ['dass', 'weil', 'wenn', 'ob', 'obwohl', 'bevor', 'nachdem', 'als', 'damit', 'bis'];

/** A modal verb's present form for a person, from the chapter 11 verb tables (not from the drills). */
function modalForm(infinitive: string, person: Person): string {
  const table = chapter11Verbs.find((verb) => verb.infinitive === infinitive);
  if (!table || table.category !== 'Modal Verbs') throw new Error(`no modal table for ${infinitive}`);
  return table.deutsch[person];
}

/** Every present form of every verb taught by chapter 11, lower-cased, from the verb tables. */
const presentForms = new Set(
  verbsUpTo(11).flatMap(({ verb }) => verb.deutsch.map((form) => form.toLowerCase())),
);

const isTaught = taughtBy(11);

/** The words of a sentence, lower-cased and sorted, for comparing two sentences word for word in any order. */
function sortedWords(words: readonly string[]): string[] {
  return words.map((word) => word.toLowerCase()).sort();
}

/** The clauses of a German sentence: its text split at the commas. */
function clausesOf(sentence: string): string[][] {
  return sentence.split(',').map(wordsOf);
}

describeChapterSets(
  11,
  [modalVerbs, conversions, wordOrder, weil, firstPosition, germanToEnglish, englishToGerman],
  { '11ege': 23, '11eeg': 14 },
);

describe('chapter 11 sets', () => {
  it('gives the dependent-clause drills the catalogue labels', () => {
    expect(findMenuItemByCode('11ddc')?.label).toBe('Ch11 dependent clause word order');
    expect(findMenuItemByCode('11ddc2')?.label).toBe('Ch11 dependent clause first position');
    expect(findMenuItemByCode('11ege')?.previous).toEqual({
      path: '/ch11/drills/dependent_clauses_first_position',
      text: 'To Dependent Clauses (First Position)',
    });
  });

  it('writes the drills in German taught by chapter 11 (prompts aside)', () => {
    expect(wordsNot(drillWords([modalVerbs, conversions, weil, firstPosition, wordOrder]), isTaught)).toEqual(
      [],
    );
  });

  it('accepts every drill answer by its own check and gives every item a reason', () => {
    for (const drill of [modalVerbs, conversions, weil, firstPosition])
      drill.items.forEach((item, index) => {
        expect(item.explanation, `${drill.table} #${index + 1}`).toHaveLength(item.answers.length);
        for (const accepted of item.answers)
          for (const answer of accepted)
            expect(checkWords(answer, accepted), `${drill.table} #${index + 1}: ${answer}`).toBe('correct');
      });
  });
});

/** The modal verb and the person of the subject of each item of the modal verbs drill. */
const MODAL_ITEMS: readonly (readonly [string, Person])[] = [
  ['müssen', 0],
  ['können', 1],
  ['möchten', 2],
  ['wollen', 3],
  ['dürfen', 4],
  ['sollen', 5],
  ['mögen', 2],
  ['dürfen', 0],
  ['sollen', 1],
  ['können', 2],
  ['müssen', 3],
  ['wollen', 4],
  ['möchten', 5],
  ['mögen', 0],
  ['dürfen', 1],
  ['wollen', 2],
  ['können', 5],
  ['müssen', 4],
  ['wollen', 0],
  ['möchten', 1],
  ['sollen', 3],
  ['dürfen', 5],
  ['können', 4],
  ['mögen', 1],
];

describe('Modal Verbs (fill-in drill)', () => {
  it('asks for the form of the modal in brackets, from the verb tables', () => {
    forEachItemAndPlace(modalVerbs, MODAL_ITEMS, (item, [infinitive, person], index) => {
      const label = `#${index + 1} ${infinitive}`;
      expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
      const last = item.main.at(-1);
      expect(isPrompt(last), label).toBe(true);
      expect(partText(last), label).toBe(infinitive);
      const form = modalForm(infinitive, person);
      const blankAt = item.main.indexOf(BLANKS[0]);
      expect(item.answers, label).toEqual([[blankAt === 0 ? upperFirst(form) : form]]);
      expect(item.explanation?.[0]?.startsWith(`${item.answers[0]?.[0] ?? ''}:`), label).toBe(true);
      // A question starts with the modal; a statement has it second, after a subject of one or two words.
      const text = item.main
        .filter((part) => !isPrompt(part) && !isBlank(part))
        .map(partText)
        .join(' ');
      if (blankAt === 0) expect(text, label).toMatch(/\?$/);
      else expect(wordsOf(partText(item.main[0])).length, label).toBeLessThanOrEqual(2);
      // Apart from mögen with a noun, the sentence ends in an infinitive of a taught verb.
      if (infinitive !== 'mögen') {
        const final = wordsOf(text).at(-1) ?? '';
        expect(
          verbsUpTo(11).some(({ verb }) => verb.deutsch[3] === final) || forms.has(final),
          `${label}: ${final}`,
        ).toBe(true);
      }
      // Near misses are rejected: the infinitive itself, and the ich form for du.
      if (person !== 3 && person !== 5)
        expect(checkWords(infinitive, item.answers[0] ?? []), label).toBe('incorrect');
    });
  });

  it('practises every modal verb and every person', () => {
    expect(new Set(MODAL_ITEMS.map(([verb]) => verb))).toEqual(
      new Set(['dürfen', 'können', 'mögen', 'müssen', 'sollen', 'wollen', 'möchten']),
    );
    expect(new Set(MODAL_ITEMS.map(([, person]) => person))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    // ich and er/sie/es are practised for every modal except mögen's er form, found elsewhere.
    for (const verb of ['dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten'])
      expect(MODAL_ITEMS.filter(([modal]) => modal === verb).length, verb).toBeGreaterThanOrEqual(3);
  });
});

/** For each conversion: the modal, the present form(s) of the verb in the prompt, its infinitive, the person. */
const CONVERSIONS: readonly (readonly [string, string, string, Person])[] = [
  ['müssen', 'arbeite', 'arbeiten', 0],
  ['können', 'sprichst', 'sprechen', 1],
  ['wollen', 'kauft', 'kaufen', 2],
  ['müssen', 'stehen auf', 'aufstehen', 3],
  ['dürfen', 'raucht', 'rauchen', 4],
  ['sollen', 'ruft an', 'anrufen', 2],
  ['möchten', 'Trinkst', 'trinken', 1],
  ['müssen', 'schreiben', 'schreiben', 5],
  ['können', 'kocht', 'kochen', 2],
  ['wollen', 'sehe fern', 'fernsehen', 0],
  ['sollen', 'helft', 'helfen', 4],
  ['möchten', 'gehen', 'gehen', 3],
  ['können', 'Kommst mit', 'mitkommen', 1],
  ['müssen', 'arbeiten', 'arbeiten', 5],
  ['dürfen', 'essen', 'essen', 5],
  ['sollen', 'lernt', 'lernen', 2],
];

describe('Modal Verb Conversions (fill-in drill)', () => {
  it('accepts the sentence with the modal’s form from the tables in the verb’s place and the infinitive last', () => {
    forEachItemAndPlace(conversions, CONVERSIONS, (item, [modal, present, infinitive, person], index) => {
      const label = `#${index + 1} ${modal}`;
      expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
      expect(partText(item.main.find(isPrompt)), label).toBe(modal);
      const prompt = partText(item.main[0]);
      const promptWords = wordsOf(prompt);
      for (const word of present.split(' ')) {
        const at = promptWords.indexOf(word);
        expect(at, `${label}: ${word}`).toBeGreaterThanOrEqual(0);
        promptWords.splice(at, 1);
      }
      const form = modalForm(modal, person);
      for (const answer of item.answers[0] ?? []) {
        const words = wordsOf(answer);
        expect(words.at(-1), `${label}: ${answer}`).toBe(infinitive);
        const question = prompt.endsWith('?');
        const at = words.findIndex((word) => word.toLowerCase() === form.toLowerCase());
        if (question) expect(at, `${label}: ${answer}`).toBe(0);
        else {
          expect(at, `${label}: ${answer}`).toBeGreaterThanOrEqual(1);
          expect(at, `${label}: ${answer}`).toBeLessThanOrEqual(2);
        }
        expect(sortedWords(words), `${label}: ${answer}`).toEqual(
          sortedWords([...promptWords, form, infinitive]),
        );
        expect(answer, label).toMatch(/^[A-ZÄÖÜ]/);
      }
      const shown = item.answers[0]?.[0] ?? '';
      expect(shown, label).toMatch(/[.?]$/);
      expect(item.answers[0], label).toContain(shown.slice(0, -1));
      // The prompt itself, and the modal with the conjugated verb left in place, are rejected.
      expect(checkWords(prompt, item.answers[0] ?? []), label).toBe('incorrect');
    });
  });

  it('uses every modal verb with an infinitive, and separable verbs', () => {
    expect(new Set(CONVERSIONS.map(([modal]) => modal))).toEqual(
      new Set(['dürfen', 'können', 'müssen', 'sollen', 'wollen', 'möchten']),
    );
    expect(CONVERSIONS.filter(([, present]) => present.includes(' ')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('Dependent Clauses (Word Order) (word-order drill)', () => {
  describeWordOrderDrill(
    wordOrder,
    {
      rules: [
        'Conjugated verb last in the dependent clause',
        'Comma between the main clause and the dependent clause',
        'Dependent clause first: verb, comma, verb',
        'Modal verb after the infinitive at the end',
        'Separable verb joined at the end',
        'Auxiliary after the past participle at the end',
      ],
      chunks: [4, 8],
      finalPunctuation: /[.?]$/,
      distinctChunks: true,
    },
    'chunks, orders, rules and the clause verbs agree',
    (item) => {
      expect(item.rule).toContain(0);
      // The sentence: exactly one comma, one conjunction opening the dependent clause, whose last
      // word is a present form of the tables or of the vocabulary.
      const title = new Map(item.dataList.map((chunk) => [chunk.id, chunk.title]));
      const sentence = (item.correctOrder[0] ?? []).map((id) => title.get(id) ?? '').join(' ');
      const clauses = clausesOf(sentence);
      expect(clauses).toHaveLength(2);
      const [first = [], second = []] = clauses;
      const dependentFirst = CONJUNCTIONS.includes((first[0] ?? '').toLowerCase());
      const dependent = dependentFirst ? first : second;
      const main = dependentFirst ? second : first;
      if (!dependentFirst) expect(CONJUNCTIONS).toContain(second[0]);
      const verb = dependent.at(-1) ?? '';
      expect(presentForms.has(verb.toLowerCase()) || forms.has(verb.toLowerCase()), verb).toBe(true);
      // The rule of the dependent clause first is marked exactly when it comes first, and then the
      // main clause starts with its verb (verb, comma, verb).
      expect(item.rule.includes(2)).toBe(dependentFirst);
      if (dependentFirst) expect(forms.has((main[0] ?? '').toLowerCase())).toBe(true);
      // The modal rule is marked exactly when the dependent clause ends in a modal's form.
      const modalForms = chapter11Verbs
        .filter((table) => table.category === 'Modal Verbs')
        .flatMap((table) => table.deutsch);
      expect(item.rule.includes(3)).toBe(modalForms.includes(verb));
    },
  );

  it('starts a chunk with every conjunction', () => {
    const starts = new Set(
      wordOrder.items.flatMap((item) => item.dataList.map((chunk) => wordsOf(chunk.title)[0]?.toLowerCase())),
    );
    for (const conjunction of CONJUNCTIONS) expect(starts, conjunction).toContain(conjunction);
  });
});

/** The conjugated verb of the main clause of each first-position item. */
const FIRST_POSITION_VERBS: readonly string[] = [
  'bleibt',
  'gehen',
  'trinkt',
  'sehen',
  'arbeitet',
  'haben',
  'lernt',
  'warten',
  'kann',
  'ruft',
  'müssen',
  'sieht',
  'sind',
  'essen',
];

describe('Weil Clauses and Dependent Clauses (First Position) (fill-in drills)', () => {
  it('joins the two sentences of each weil item: the same words, the second one’s verb last', () => {
    weil.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
      const [mainSentence = '', reason = ''] = partText(item.main[0]).split(/(?<=\.) /);
      for (const answer of item.answers[0] ?? []) {
        const [main = [], dependent = []] = clausesOf(answer);
        expect(clausesOf(answer), `${label}: ${answer}`).toHaveLength(2);
        expect(main, `${label}: ${answer}`).toEqual(wordsOf(mainSentence));
        expect(dependent[0], `${label}: ${answer}`).toBe('weil');
        // The reason's words, with its conjugated verb (second there) moved to the end.
        const reasonWords = wordsOf(reason);
        // The verb stood second in the reason, after a subject of one or two words.
        const verbAt = reasonWords.indexOf(dependent.at(-1) ?? '');
        expect(verbAt === 1 || verbAt === 2, `${label}: ${answer}`).toBe(true);
        expect(
          presentForms.has(reasonWords[verbAt]?.toLowerCase() ?? '') ||
            forms.has(reasonWords[verbAt]?.toLowerCase() ?? ''),
        ).toBe(true);
        expect(sortedWords(dependent.slice(1)), `${label}: ${answer}`).toEqual(sortedWords(reasonWords));
      }
      const shown = item.answers[0]?.[0] ?? '';
      expect(shown, label).toMatch(/^[A-ZÄÖÜ].*, weil .*\.$/);
      expect(item.answers[0], label).toContain(shown.slice(0, -1));
      // The weil clause with the verb second, and the clauses without the comma, are rejected.
      const reasonWords = wordsOf(reason);
      const verbSecond = `${mainSentence.slice(0, -1)}, weil ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
      if (reasonWords.length > 2)
        expect(checkWords(verbSecond, item.answers[0] ?? []), label).toBe('incorrect');
      expect(checkWords(shown.replace(',', ''), item.answers[0] ?? []), label).toBe('incorrect');
    });
  });

  it('lists the main verb of every first-position item', () => {
    forEachItemAndPlace(firstPosition, FIRST_POSITION_VERBS, (item, verb) =>
      expect(wordsOf(partText(item.main[0]).split(',')[0] ?? '')).toContain(verb),
    );
  });

  it('puts the dependent clause first in every first-position answer, the main verb right after the comma', () => {
    firstPosition.items.forEach((item, index) => {
      const label = `#${index + 1}`;
      expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
      const prompt = partText(item.main[0]);
      const [promptMain = [], promptDependent = []] = clausesOf(prompt);
      const mainVerb = FIRST_POSITION_VERBS[index] ?? '';
      for (const answer of item.answers[0] ?? []) {
        const [dependent = [], main = []] = clausesOf(answer);
        expect(clausesOf(answer), `${label}: ${answer}`).toHaveLength(2);
        expect(dependent[0], `${label}: ${answer}`).toBe(upperFirst(promptDependent[0] ?? ''));
        expect(CONJUNCTIONS).toContain(promptDependent[0]);
        expect(dependent.at(-1), `${label}: ${answer}`).toBe(promptDependent.at(-1));
        expect(main[0], `${label}: ${answer}`).toBe(mainVerb);
        expect(sortedWords([...dependent, ...main]), `${label}: ${answer}`).toEqual(
          sortedWords([...promptMain, ...promptDependent]).map((word) => word),
        );
      }
      const shown = item.answers[0]?.[0] ?? '';
      expect(item.answers[0], label).toContain(shown.slice(0, -1));
      // The main clause's subject before its verb after the comma (verb third) is rejected.
      const [dependentPart = '', mainPart = ''] = shown.split(', ');
      const mainWords = mainPart.split(' ');
      const swapped = `${dependentPart}, ${[mainWords[1], mainWords[0], ...mainWords.slice(2)].join(' ')}`;
      expect(checkWords(swapped, item.answers[0] ?? []), label).toBe('incorrect');
    });
  });
});

describeExerciseSets(11, germanToEnglish, englishToGerman, { answers: 'first' });

describe('chapter 11 exercises', () => {
  it('puts wissen, a modal verb or a dependent clause in every sentence of both sets', () => {
    const chapterWords = new Set([
      ...chapter11Verbs
        .filter((verb) => verb.infinitive !== 'unterrichten')
        .flatMap((verb) => [...verb.deutsch, verb.infinitive]),
      ...CONJUNCTIONS,
    ]);
    const uses = (text: string): boolean =>
      wordsOf(text).some((word) => chapterWords.has(word.toLowerCase()));
    for (const sentence of germanToEnglish.sentences)
      expect(uses(sentence.main.map(partText).join(' ')), sentence.main.map(partText).join(' ')).toBe(true);
    for (const sentence of englishToGerman.sentences)
      expect(uses(firstAnswer(sentence.translation)), firstAnswer(sentence.translation)).toBe(true);
  });

  it('prompts every English "you" with formal, informal or informal, pl.', () => {
    for (const sentence of englishToGerman.sentences) {
      sentence.main.forEach((part, index) => {
        if (!/^you\b/i.test(partText(part))) return;
        expect(isPrompt(sentence.main[index + 1]), partText(part)).toBe(true);
      });
    }
  });
});
