import { describe, expect, it } from 'vitest';
import { verbsUpTo } from '../sets/verbs.ts';
import type { VerbConjugation } from '../sets/schema.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';
import { reflexiveByVerbPerson } from './reflexive-pronouns.ts';
import {
  IRREGULAR_IMPERATIVES,
  SEPARABLE_PREFIXES,
  STEM_CHANGES,
  imperative2psForms,
  regularPresent,
  splitSeparable,
  stemChangedPresent,
  type PresentForms,
  type StemChange,
} from './verbs.ts';

describe('present-tense rules', () => {
  it('conjugates regular verbs and special stems (chapter 1)', () => {
    expect(regularPresent('spielen')).toEqual([
      'spiele',
      'spielst',
      'spielt',
      'spielen',
      'spielt',
      'spielen',
    ]);
    expect(regularPresent('finden')).toEqual(['finde', 'findest', 'findet', 'finden', 'findet', 'finden']);
    expect(regularPresent('öffnen')).toEqual(['öffne', 'öffnest', 'öffnet', 'öffnen', 'öffnet', 'öffnen']);
    expect(regularPresent('heißen')).toEqual(['heiße', 'heißt', 'heißt', 'heißen', 'heißt', 'heißen']);
    expect(regularPresent('lernen')[1]).toBe('lernst');
    expect(regularPresent('wohnen')[1]).toBe('wohnst');
    expect(regularPresent('zeichnen')[2]).toBe('zeichnet');
  });

  it('conjugates verbs in -eln and -ern', () => {
    expect(regularPresent('sammeln')).toEqual([
      'sammle',
      'sammelst',
      'sammelt',
      'sammeln',
      'sammelt',
      'sammeln',
    ]);
    expect(regularPresent('wandern')).toEqual([
      'wandere',
      'wanderst',
      'wandert',
      'wandern',
      'wandert',
      'wandern',
    ]);
  });

  it('changes the stem in du and er/sie/es only', () => {
    expect(stemChangedPresent('geben', 'i')).toEqual(['gebe', 'gibst', 'gibt', 'geben', 'gebt', 'geben']);
    expect(stemChangedPresent('nehmen', 'i')).toEqual([
      'nehme',
      'nimmst',
      'nimmt',
      'nehmen',
      'nehmt',
      'nehmen',
    ]);
    expect(stemChangedPresent('essen', 'i')).toEqual(['esse', 'isst', 'isst', 'essen', 'esst', 'essen']);
    expect(stemChangedPresent('lesen', 'ie')).toEqual(['lese', 'liest', 'liest', 'lesen', 'lest', 'lesen']);
    expect(stemChangedPresent('sehen', 'ie')).toEqual(['sehe', 'siehst', 'sieht', 'sehen', 'seht', 'sehen']);
    expect(stemChangedPresent('fahren', 'ä')).toEqual([
      'fahre',
      'fährst',
      'fährt',
      'fahren',
      'fahrt',
      'fahren',
    ]);
    expect(stemChangedPresent('laufen', 'ä')).toEqual([
      'laufe',
      'läufst',
      'läuft',
      'laufen',
      'lauft',
      'laufen',
    ]);
    expect(stemChangedPresent('halten', 'ä')).toEqual([
      'halte',
      'hältst',
      'hält',
      'halten',
      'haltet',
      'halten',
    ]);
  });

  it('forms the du imperative', () => {
    expect(imperative2psForms('spielen')).toEqual(['spiel', 'spiele']);
    expect(imperative2psForms('arbeiten')).toEqual(['arbeite']);
    expect(imperative2psForms('sammeln')).toEqual(['sammle']);
    expect(imperative2psForms('geben', 'i')).toEqual(['gib']);
    expect(imperative2psForms('nehmen', 'i')).toEqual(['nimm']);
    expect(imperative2psForms('lesen', 'ie')).toEqual(['lies']);
    expect(imperative2psForms('essen', 'i')).toEqual(['iss']);
    expect(imperative2psForms('fahren', 'ä')).toEqual(['fahr', 'fahre']);
  });

  it('splits separable verbs', () => {
    expect(splitSeparable('aufstehen')).toEqual({ prefix: 'auf', base: 'stehen' });
    expect(splitSeparable('zurückkommen')).toEqual({ prefix: 'zurück', base: 'kommen' });
    expect(splitSeparable('sich anziehen')).toEqual({ prefix: 'an', base: 'ziehen' });
    expect(splitSeparable('besuchen')).toBeUndefined();
    expect(splitSeparable('antworten')).toBeUndefined();
    expect(splitSeparable('hineingehen')).toEqual({ prefix: 'hinein', base: 'gehen' });
    expect(splitSeparable('nachdenken')).toEqual({ prefix: 'nach', base: 'denken' });
  });

  it('lists the separable prefixes longest first', () => {
    const lengths = SEPARABLE_PREFIXES.map((prefix) => prefix.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });
});

// ---- Every verb table of the course (the syllabus brief's rules) ----

const tables = verbsUpTo(13);
const vocabularyVerbs = vocabularyEntries().flatMap(({ chapter, entry }) =>
  entry.type === 'verb' ? [{ chapter, entry }] : [],
);
const vocabularyVerb = (infinitive: string) =>
  vocabularyVerbs.find(({ entry }) => entry.germanRoot === infinitive)?.entry;
const tableOf = (infinitive: string) =>
  tables.find(({ verb }) => verb.infinitive.replace(/^sich /, '') === infinitive.replace(/^sich /, ''))?.verb;

const CATEGORY_CHANGE: Partial<Record<NonNullable<VerbConjugation['category']>, StemChange>> = {
  'i-stem': 'i',
  'ie-stem': 'ie',
  'a-stem': 'ä',
};

/** The stem change a vocabulary entry's specialFeature names. */
function stemChangeOf(infinitive: string): StemChange | undefined {
  const features = [vocabularyVerb(infinitive)?.specialFeature ?? []].flat();
  return STEM_CHANGES.find((change) => features.includes(change));
}

/** A form without a reflexive pronoun of its person (freue mich → freue), should a table write one. */
function withoutReflexive(form: string, person: number): string {
  const pronouns = [reflexiveByVerbPerson.accusative[person], reflexiveByVerbPerson.dative[person]];
  return form
    .split(' ')
    .filter((word) => !pronouns.includes(word as never))
    .join(' ');
}

const bare = (verb: VerbConjugation) => verb.deutsch.map(withoutReflexive) as unknown as PresentForms;

/** The present forms a base verb has: from its table when the course has one, else by the rule. */
function basePresent(base: string, change: StemChange | undefined): readonly string[] {
  const table = tableOf(base);
  if (table) return bare(table);
  return change ? stemChangedPresent(base, change) : regularPresent(base);
}

/** The du imperatives a base verb accepts, from its table's category or the vocabulary's stem change. */
function baseImperatives(base: string, change: StemChange | undefined): string[] {
  const irregular = IRREGULAR_IMPERATIVES[base];
  if (irregular) return [irregular.imperative2ps];
  const table = tableOf(base);
  const tableChange = table?.category ? CATEGORY_CHANGE[table.category] : undefined;
  return imperative2psForms(base, tableChange ?? change ?? stemChangeOf(base));
}

/** The present forms the rules give for a table, or undefined for irregular and modal verbs. */
function expectedPresent(verb: VerbConjugation): readonly string[] | undefined {
  const infinitive = verb.infinitive.replace(/^sich /, '');
  const change = verb.category ? CATEGORY_CHANGE[verb.category] : undefined;
  if (change) return stemChangedPresent(infinitive, change);
  if (verb.category === 'Regular Verbs' || verb.category === 'Special Stems')
    return regularPresent(infinitive);
  if (verb.category === 'Separable Verbs') {
    const parts = splitSeparable(infinitive);
    if (!parts) return undefined;
    const change = stemChangeOf(verb.infinitive) ?? stemChangeOf(parts.base);
    return basePresent(parts.base, change).map((form) => `${form} ${parts.prefix}`);
  }
  return undefined;
}

/** The du imperatives the rules accept for a table. */
function expectedImperatives(verb: VerbConjugation): string[] {
  const infinitive = verb.infinitive.replace(/^sich /, '');
  if (verb.category === 'Separable Verbs') {
    const parts = splitSeparable(infinitive);
    if (!parts) return [];
    const change = stemChangeOf(verb.infinitive) ?? stemChangeOf(parts.base);
    return baseImperatives(parts.base, change).map((form) => `${form} ${parts.prefix}`);
  }
  const irregular = IRREGULAR_IMPERATIVES[infinitive];
  if (irregular) return [irregular.imperative2ps];
  const change =
    (verb.category ? CATEGORY_CHANGE[verb.category] : undefined) ?? stemChangeOf(verb.infinitive);
  return imperative2psForms(infinitive, change);
}

const label = (chapter: number, verb: VerbConjugation) =>
  `ch${chapter} ${verb.infinitive} (${verb.category ?? 'no category'})`;

describe('the verb tables of the course follow the rules', () => {
  it('conjugates regular verbs, special stems and stem changers by the rule', () => {
    const wrong: string[] = [];
    for (const { chapter, verb } of tables) {
      if (
        verb.category === 'Separable Verbs' ||
        verb.category === 'Modal Verbs' ||
        verb.category === 'Irregular Verbs'
      )
        continue;
      const expected = expectedPresent(verb);
      if (!expected) wrong.push(`${label(chapter, verb)}: no category`);
      else if (bare(verb).join(', ') !== expected.join(', '))
        wrong.push(
          `${label(chapter, verb)}: ${verb.deutsch.join(', ')}; the rule gives ${expected.join(', ')}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('writes separable verbs as the base verb (its table, else the rule) plus the prefix', () => {
    const wrong: string[] = [];
    for (const { chapter, verb } of tables.filter(
      ({ verb: table }) => table.category === 'Separable Verbs',
    )) {
      const expected = expectedPresent(verb);
      if (!expected) wrong.push(`${label(chapter, verb)}: no separable prefix found`);
      else if (bare(verb).join(', ') !== expected.join(', '))
        wrong.push(`${label(chapter, verb)}: ${verb.deutsch.join(', ')}; expected ${expected.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives modal verbs ich = er, wir = sie = infinitive, du = ich + -(s)t, ihr = stem + -t, and no imperative', () => {
    const wrong: string[] = [];
    for (const { chapter, verb } of tables.filter(({ verb: table }) => table.category === 'Modal Verbs')) {
      const [ich, du, er, wir, ihr, sie] = verb.deutsch;
      const expectedDu = /[sß]$/.test(ich) ? `${ich}t` : `${ich}st`;
      const problems = [
        ich !== er && `ich ${ich} ≠ er ${er}`,
        (wir !== verb.infinitive || sie !== verb.infinitive) && `wir/sie ${wir}/${sie} ≠ ${verb.infinitive}`,
        du !== expectedDu && `du ${du} ≠ ${expectedDu}`,
        ihr !== regularPresent(verb.infinitive)[4] && `ihr ${ihr} ≠ ${regularPresent(verb.infinitive)[4]}`,
        (verb.imperative2ps ?? verb.imperative2pp ?? verb.imperativeFormal) !== undefined &&
          'has an imperative',
      ].filter((problem) => problem !== false);
      if (problems.length > 0) wrong.push(`${label(chapter, verb)}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives the ihr imperative as the ihr form and the Sie imperative as the sie form with Sie after the verb', () => {
    const wrong: string[] = [];
    for (const { chapter, verb } of tables.filter(({ verb: table }) => table.category !== 'Modal Verbs')) {
      const [verbForm, ...rest] = verb.deutsch[5].split(' ');
      const formal =
        IRREGULAR_IMPERATIVES[verb.infinitive]?.imperativeFormal ?? [verbForm, 'Sie', ...rest].join(' ');
      if (verb.imperative2pp !== verb.deutsch[4])
        wrong.push(
          `${label(chapter, verb)}: imperative2pp ${verb.imperative2pp ?? '(none)'} ≠ ${verb.deutsch[4]}`,
        );
      if (verb.imperativeFormal !== withoutReflexive(formal, 5))
        wrong.push(
          `${label(chapter, verb)}: imperativeFormal ${verb.imperativeFormal ?? '(none)'} ≠ ${formal}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('gives the du imperative by the rule, or the listed exception', () => {
    const wrong: string[] = [];
    for (const { chapter, verb } of tables.filter(({ verb: table }) => table.category !== 'Modal Verbs')) {
      const accepted = expectedImperatives(verb);
      if (!accepted.includes(verb.imperative2ps ?? ''))
        wrong.push(
          `${label(chapter, verb)}: imperative2ps ${verb.imperative2ps ?? '(none)'}; expected ${accepted.join(' or ')}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});

describe('verb tables and the vocabulary agree', () => {
  it("takes every table's infinitive from the vocabulary of its chapter or an earlier one", () => {
    const missing = tables
      .filter(
        ({ chapter, verb }) =>
          !vocabularyVerbs.some(
            (candidate) => candidate.entry.germanRoot === verb.infinitive && candidate.chapter <= chapter,
          ),
      )
      .map(({ chapter, verb }) => label(chapter, verb));
    expect(missing).toEqual([]);
  });

  it('gives every vocabulary verb whose specialFeature names a stem change a table in the course', () => {
    const missing = vocabularyVerbs
      .filter(({ entry }) => stemChangeOf(entry.germanRoot) && !tableOf(entry.germanRoot))
      .map(({ chapter, entry }) => `ch${chapter} ${entry.germanRoot}`);
    expect(missing).toEqual([]);
  });

  it("puts a stem changer's table in the category of its vocabulary stem change", () => {
    const wrong = tables
      .filter(({ verb }) => {
        const change = verb.category ? CATEGORY_CHANGE[verb.category] : undefined;
        return change !== undefined && stemChangeOf(verb.infinitive) !== change;
      })
      .map(
        ({ chapter, verb }) =>
          `${label(chapter, verb)}: vocabulary specialFeature ${String(vocabularyVerb(verb.infinitive)?.specialFeature)}`,
      );
    expect(wrong).toEqual([]);
  });

  it('gives every vocabulary verb a past participle, and the same participle and imperative as its table', () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of vocabularyVerbs) {
      if (!entry.pParticiple) wrong.push(`ch${chapter} ${entry.germanRoot}: no pParticiple`);
      const table = tableOf(entry.germanRoot);
      if (!table) continue;
      if (entry.pParticiple && entry.pParticiple !== table.pParticiple)
        wrong.push(
          `ch${chapter} ${entry.germanRoot}: pParticiple ${entry.pParticiple}, table ${table.pParticiple}`,
        );
      if (entry.imperative2ps !== table.imperative2ps)
        wrong.push(
          `ch${chapter} ${entry.germanRoot}: imperative2ps ${entry.imperative2ps ?? '(none)'}, table ${table.imperative2ps ?? '(none)'}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  /** Verbs whose subject is a thing or es (es passiert, es regnet): they need no imperative. */
  const NO_IMPERATIVE = new Set(['passieren', 'geschehen', 'regnen', 'schneien', 'gelingen', 'stattfinden']);

  it('gives every vocabulary verb a du imperative, except the modal verbs and impersonal verbs', () => {
    const modals = new Set(
      tables.filter(({ verb }) => verb.category === 'Modal Verbs').map(({ verb }) => verb.infinitive),
    );
    const wrong = vocabularyVerbs
      .filter(({ entry }) =>
        modals.has(entry.germanRoot)
          ? entry.imperative2ps !== undefined
          : entry.imperative2ps === undefined && !NO_IMPERATIVE.has(entry.germanRoot),
      )
      .map(
        ({ chapter, entry }) =>
          `ch${chapter} ${entry.germanRoot}: imperative2ps ${entry.imperative2ps ?? '(none)'}`,
      );
    expect(wrong).toEqual([]);
  });

  it('gives the du imperative of every vocabulary verb without a table by the rule', () => {
    const wrong: string[] = [];
    for (const { chapter, entry } of vocabularyVerbs) {
      if (tableOf(entry.germanRoot)) continue;
      const infinitive = entry.germanRoot.replace(/^sich /, '');
      // A separable verb's imperative is written with its prefix apart (steh auf).
      const parts = entry.imperative2ps?.includes(' ') ? splitSeparable(infinitive) : undefined;
      const accepted = parts
        ? baseImperatives(parts.base, stemChangeOf(entry.germanRoot) ?? stemChangeOf(parts.base)).map(
            (form) => `${form} ${parts.prefix}`,
          )
        : IRREGULAR_IMPERATIVES[infinitive]
          ? [IRREGULAR_IMPERATIVES[infinitive].imperative2ps]
          : imperative2psForms(infinitive, stemChangeOf(entry.germanRoot));
      if (entry.imperative2ps && !accepted.includes(entry.imperative2ps))
        wrong.push(
          `ch${chapter} ${entry.germanRoot}: imperative2ps ${entry.imperative2ps}; expected ${accepted.join(' or ')}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
