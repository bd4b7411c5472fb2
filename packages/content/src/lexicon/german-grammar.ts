import type {
  CaseName,
  CaseRow,
  GermanGrammar,
  GrammarContrast,
  GrammarDeterminer,
  GrammarNoun,
  GrammarVerb,
  NounGender,
} from '@grundlagen/core';
import { definiteArticles, indefiniteArticles } from '../grammar/articles.ts';
import { derWords, derWordTable } from '../grammar/der-words.ts';
import { personalPronouns } from '../grammar/personal-pronouns.ts';
import { einWordTable, possessiveAdjectives } from '../grammar/possessives.ts';
import { contractions, prepositions } from '../grammar/prepositions.ts';
import { reflexivePronouns } from '../grammar/reflexive-pronouns.ts';
import { relativePronouns } from '../grammar/relative-pronouns.ts';
import {
  imperative2psForms,
  regularPresent,
  splitSeparable,
  stemChangedPresent,
  type StemChange,
} from '../grammar/verbs.ts';
import { verbsUpTo } from '../sets/verbs.ts';
import type { VerbConjugation } from '../sets/schema.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';

// The course's German as diagnosis reads it, built from the data content already holds: the
// vocabulary (nouns with gender, plural and n-noun ending; verbs with participle, auxiliary, stem
// change and the +dat. mark), the verb tables of chapters 1–13, the prepositions with their cases,
// the pronoun, article, ein-word and der-word tables, and the contrasts the chapters teach.

const GENDER_OF_ARTICLE: Readonly<Record<string, NounGender>> = {
  der: 'masculine',
  die: 'feminine',
  das: 'neuter',
};

function nounsOfVocabulary(): GrammarNoun[] {
  const nouns: GrammarNoun[] = [];
  for (const { entry } of vocabularyEntries()) {
    if (entry.type !== 'noun') continue;
    const gender = GENDER_OF_ARTICLE[entry.article];
    if (gender === undefined) continue;
    const noun = entry.germanRoot.replace(/\s*\(.*\)$/, '');
    if (!/^[A-ZÄÖÜ][a-zäöüß]+$/.test(noun)) continue;
    nouns.push({
      noun,
      gender,
      plural: entry.onlySing === true ? undefined : entry.germanPl,
      weak: entry.singularAddOn === undefined ? undefined : entry.singularAddOn === '-n' ? 'n' : 'en',
      onlyPlural: entry.onlyPlural === true ? true : undefined,
    });
  }
  return nouns;
}

function stemChangeOf(feature: string | readonly string[] | undefined): StemChange | undefined {
  return [feature ?? []].flat().find((f): f is StemChange => f === 'i' || f === 'ie' || f === 'ä');
}

function takesDative(feature: string | readonly string[] | undefined): boolean {
  return [feature ?? []].flat().includes('+dat.');
}

const firstWord = (form: string): string => form.split(' ')[0] ?? form;

/** The verbs of the tables first (their forms are written out), then the vocabulary's other verbs. */
function verbsOfCourse(): GrammarVerb[] {
  const vocabularyVerbs = new Map<string, { feature?: string | readonly string[]; participle?: string }>();
  for (const { entry } of vocabularyEntries()) {
    if (entry.type !== 'verb') continue;
    const infinitive = entry.germanRoot.replace(/^sich /, '');
    if (!/^[a-zäöüß]+$/.test(infinitive)) continue;
    if (!vocabularyVerbs.has(infinitive))
      vocabularyVerbs.set(infinitive, {
        ...(entry.specialFeature === undefined ? {} : { feature: entry.specialFeature }),
        ...(entry.pParticiple === undefined ? {} : { participle: entry.pParticiple }),
      });
  }
  const verbs = new Map<string, GrammarVerb>();
  const fromTable = (table: VerbConjugation): GrammarVerb => {
    const infinitive = table.infinitive.replace(/^sich /, '');
    const vocabulary = vocabularyVerbs.get(infinitive);
    const separable = table.category === 'Separable Verbs' ? splitSeparable(infinitive) : undefined;
    const participle = table.pParticiple;
    return {
      infinitive,
      present: table.deutsch.map(firstWord) as unknown as GrammarVerb['present'],
      participle: participle.replace(/^ist /, ''),
      auxiliary: participle.startsWith('ist ') ? 'sein' : 'haben',
      stemChange: stemChangeOf(vocabulary?.feature),
      prefix: separable?.prefix,
      imperatives: {
        ...(table.imperative2ps === undefined ? {} : { du: firstWord(table.imperative2ps) }),
        ...(table.imperative2pp === undefined ? {} : { ihr: firstWord(table.imperative2pp) }),
        ...(table.imperativeFormal === undefined ? {} : { Sie: firstWord(table.imperativeFormal) }),
      },
      objectCase: takesDative(vocabulary?.feature) ? 'dative' : undefined,
    };
  };
  for (const { verb } of verbsUpTo(13)) {
    const built = fromTable(verb);
    if (!verbs.has(built.infinitive)) verbs.set(built.infinitive, built);
  }
  for (const [infinitive, { feature, participle }] of vocabularyVerbs) {
    if (verbs.has(infinitive)) continue;
    const separable = splitSeparable(infinitive);
    const base = separable?.base ?? infinitive;
    const change = stemChangeOf(feature);
    const present = change === undefined ? regularPresent(base) : stemChangedPresent(base, change);
    const du = imperative2psForms(base, change)[0];
    verbs.set(infinitive, {
      infinitive,
      present,
      participle: participle?.replace(/^ist /, ''),
      auxiliary: participle?.startsWith('ist ') === true ? 'sein' : 'haben',
      stemChange: change,
      prefix: separable?.prefix,
      imperatives: {
        ...(du === undefined ? {} : { du }),
        ihr: present[4],
        Sie: present[5],
      },
      objectCase: takesDative(feature) ? 'dative' : undefined,
    });
  }
  return [...verbs.values()];
}

const CASE_NAMES: Readonly<Record<string, readonly CaseName[]>> = {
  '(+acc)': ['accusative'],
  '(+dat)': ['dative'],
  '(+gen)': ['genitive'],
  '(+acc / dat)': ['accusative', 'dative'],
};

function determinersOfCourse(): GrammarDeterminer[] {
  const einWord = (word: string): GrammarDeterminer => ({ word, table: einWordTable(word) });
  const possessives = new Set(possessiveAdjectives.map((row) => row.possessive.toLowerCase()));
  return [
    { word: 'der', table: definiteArticles },
    { word: 'ein', table: indefiniteArticles },
    einWord('kein'),
    ...[...possessives].map(einWord),
    ...derWords.map((row) => {
      const table = derWordTable(row.derWord);
      return { word: row.derWord, table } satisfies GrammarDeterminer;
    }),
  ];
}

/**
 * The contrasts the chapters teach, each with the rule that makes each word right. A learner who
 * writes one where the other is right makes a word-choice error, named by the right word's rule.
 */
const contrasts: readonly GrammarContrast[] = [
  {
    words: ['wissen', 'kennen'],
    chapter: 11,
    rules: {
      wissen: 'Knowing a fact is wissen; kennen is for people, places and things you are familiar with',
      kennen: 'Being familiar with a person, place or thing is kennen; wissen is for facts',
    },
  },
  {
    words: ['stellen', 'stehen'],
    chapter: 9,
    rules: {
      stellen:
        'Putting something upright somewhere is stellen (wohin? + accusative); stehen means to be standing somewhere (wo? + dative)',
      stehen:
        'Being upright somewhere is stehen (wo? + dative); stellen is the action of putting it there (wohin? + accusative)',
    },
  },
  {
    words: ['legen', 'liegen'],
    chapter: 9,
    rules: {
      legen:
        'Putting something down flat is legen (wohin? + accusative); liegen means to be lying somewhere (wo? + dative)',
      liegen:
        'Lying flat somewhere is liegen (wo? + dative); legen is the action of putting it there (wohin? + accusative)',
    },
  },
  {
    words: ['setzen', 'sitzen'],
    chapter: 9,
    rules: {
      setzen:
        'Sitting down or putting someone in a seat (the action) is (sich) setzen; sitzen is being seated',
      sitzen: 'Being seated is sitzen; sich setzen is the action of sitting down',
    },
  },
  {
    words: ['möchten', 'mögen'],
    chapter: 11,
    rules: {
      möchten: 'Would like is möchten; mögen means to like',
      mögen: 'To like is mögen; möchten means would like',
    },
  },
  {
    words: ['müssen', 'dürfen'],
    chapter: 11,
    rules: {
      dürfen:
        'Being allowed to is dürfen, and "must not" is nicht dürfen; nicht müssen means "don’t have to"',
      müssen: 'Having to is müssen; dürfen means being allowed to',
    },
  },
  {
    words: ['sondern', 'aber'],
    chapter: 12,
    rules: {
      sondern: 'After a negation, "but instead" is sondern',
      aber: 'sondern only follows a negation that it corrects; here "but" is aber',
    },
  },
  {
    words: ['als', 'wie'],
    chapter: 13,
    rules: {
      wie: '(nicht) so … wie ("(not) as … as") takes wie; als follows a comparative',
      als: 'After a comparative, "than" is als; wie goes with so … wie',
    },
  },
  {
    words: ['wann', 'wenn', 'als', 'ob'],
    chapter: 11,
    rules: {
      wann: 'The question word "when" is wann; wenn means if, whenever, or when in the present or future',
      wenn: '"When" in the present or future, "whenever", or "if" (a condition) is wenn',
      ob: '"Whether", or "if" meaning whether (Ich weiß nicht, ob …), is ob; wenn is a condition',
      als: '"When" for a single event or period in the past is als',
    },
  },
  {
    words: ['nach hause', 'zu hause'],
    chapter: 5,
    rules: {
      'nach hause': 'Going home is nach Hause; zu Hause means at home',
      'zu hause': 'Being at home is zu Hause; nach Hause is for going home',
    },
  },
  {
    words: ['wo', 'wohin', 'woher'],
    chapter: 2,
    rules: {
      wo: 'Asking where something is (a place) is wo; wohin asks where to, woher where from',
      wohin: 'Asking where to (a direction) is wohin; wo asks where something is',
      woher: 'Asking where from is woher; wohin asks where to, wo where something is',
    },
  },
  {
    words: ['wie', 'was'],
    chapter: 1,
    rules: {
      wie: 'German asks how, and asks for a name, with wie; was means what',
      was: '"What" is was; wie means how',
    },
  },
  {
    words: ['um', 'am'],
    chapter: 6,
    rules: {
      um: 'A clock time takes um',
      am: 'A day or a part of the day takes am (am Montag, am Abend); a clock time takes um',
    },
    next: {
      um: '\\d.*|ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|halb|Viertel|Mitternacht',
      am: 'Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Wochenende|Morgen|Vormittag|Mittag|Nachmittag|Abend',
    },
  },
  {
    words: ['in', 'nach'],
    chapter: 5,
    rules: {
      nach: 'Going to a town or a country without an article is nach; in is for being there',
      in: 'Being in a town or a country is in (in Berlin); nach is for going there',
    },
    // Before a name (Berlin, Spanien): in die Schweiz and ins Kino are other rules.
    next: { nach: '[A-ZÄÖÜ].*', in: '[A-ZÄÖÜ].*' },
  },
  {
    words: ['bei', 'beim', 'zu', 'zum', 'zur'],
    chapter: 10,
    rules: {
      zu: 'Going to a person, a shop or a building is zu; bei means at their place (beim Arzt)',
      zum: 'Going to a person, a shop or a building is zu; bei means at their place (beim Arzt)',
      zur: 'Going to a person, a shop or a building is zu; bei means at their place (bei der Ärztin)',
      bei: 'Being at a person’s place or at a shop is bei; zu is for going there (zum Arzt)',
      beim: 'Being at a person’s place or at a shop is bei; zu is for going there (zum Arzt)',
    },
  },
  {
    words: ['geschenk', 'gift'],
    chapter: 2,
    rules: {
      geschenk: 'A present is ein Geschenk; the German Gift means poison',
      gift: 'Gift means poison',
    },
  },
  {
    words: ['nach', 'zu', 'zum', 'zur'],
    chapter: 5,
    rules: {
      nach: 'To a town or country without an article is nach',
      zu: 'Going to a person, a shop or a building is zu; nach is for towns and countries without an article',
      zum: 'Going to a person, a shop or a building is zu; nach is for towns and countries without an article',
      zur: 'Going to a person, a shop or a building is zu; nach is for towns and countries without an article',
    },
  },
];

const rowOf = (row: readonly string[]): CaseRow => [row[0] ?? '', row[1] ?? '', row[2] ?? '', row[3] ?? ''];

/**
 * The vocabulary and grammar tables of chapters 1–13 that diagnosis reads
 * (`courseLexicon.german.grammar`).
 */
export const germanGrammar: GermanGrammar = {
  nouns: nounsOfVocabulary(),
  verbs: verbsOfCourse(),
  prepositions: Object.fromEntries(
    prepositions.map((entry) => [entry.preposition, CASE_NAMES[entry.cases] ?? []]),
  ),
  contractions: Object.fromEntries(
    contractions.map((entry) => [entry.contraction, [entry.preposition, entry.article] as const]),
  ),
  pronouns: personalPronouns.map((row) => [row.person, row.nominative, row.accusative, row.dative] as const),
  reflexives: reflexivePronouns.map((row) => [row.person, row.accusative, row.dative] as const),
  determiners: determinersOfCourse(),
  relativePronouns: {
    masculine: rowOf(relativePronouns.masculine),
    feminine: rowOf(relativePronouns.feminine),
    neuter: rowOf(relativePronouns.neuter),
    plural: rowOf(relativePronouns.plural),
  },
  contrasts,
};
