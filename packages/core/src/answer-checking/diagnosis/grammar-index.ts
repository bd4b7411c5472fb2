// Lookups over the course's grammar tables (`CourseLexicon.german.grammar`), built once per
// lexicon: which verb, noun, determiner or pronoun a word form is, and in which slot of its table.
import type {
  CaseName,
  CourseLexicon,
  GermanGrammar,
  GrammarContrast,
  GrammarNoun,
  GrammarVerb,
  NounGender,
} from '../course-lexicon.ts';

export const CASE_NAMES: readonly CaseName[] = ['nominative', 'accusative', 'dative', 'genitive'];

/** Where a verb form sits in its verb's table. */
export type VerbSlot = 0 | 1 | 2 | 3 | 4 | 5 | 'participle' | 'infinitive' | 'imp-du' | 'imp-ihr' | 'imp-Sie';

export interface VerbForm {
  readonly verb: GrammarVerb;
  readonly slot: VerbSlot;
}

/** A noun form: the singular, the plural, an n-noun form, a dative plural or a genitive. */
export type NounFormKind = 'singular' | 'plural' | 'weak' | 'dative-plural' | 'genitive';

export interface NounForm {
  readonly noun: GrammarNoun;
  readonly form: NounFormKind;
}

export type Column = NounGender | 'plural';

/** A determiner form's cells: its headword, and each gender/plural column and case it fills. */
export interface DeterminerForm {
  readonly word: string;
  readonly cells: readonly (readonly [Column, number])[];
}

export interface PronounForm {
  readonly person: string;
  /** 0 nominative, 1 accusative, 2 dative. */
  readonly case: number;
  readonly kind: 'personal' | 'reflexive' | 'relative' | 'question';
}

export interface GrammarIndex {
  readonly grammar: GermanGrammar;
  readonly verbForms: ReadonlyMap<string, readonly VerbForm[]>;
  readonly verbs: ReadonlyMap<string, GrammarVerb>;
  readonly nounForms: ReadonlyMap<string, readonly NounForm[]>;
  readonly determinerForms: ReadonlyMap<string, readonly DeterminerForm[]>;
  readonly pronounForms: ReadonlyMap<string, readonly PronounForm[]>;
  readonly contrastsOf: ReadonlyMap<string, readonly GrammarContrast[]>;
}

const EMPTY_GRAMMAR: GermanGrammar = {
  nouns: [],
  verbs: [],
  prepositions: {},
  contractions: {},
  pronouns: [],
  reflexives: [],
  determiners: [],
  relativePronouns: {
    masculine: ['der', 'den', 'dem', 'dessen'],
    feminine: ['die', 'die', 'der', 'deren'],
    neuter: ['das', 'das', 'dem', 'dessen'],
    plural: ['die', 'die', 'denen', 'deren'],
  },
  contrasts: [],
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function build(grammar: GermanGrammar): GrammarIndex {
  const verbForms = new Map<string, VerbForm[]>();
  const verbs = new Map<string, GrammarVerb>();
  for (const verb of grammar.verbs) {
    verbs.set(verb.infinitive, verb);
    const add = (form: string | undefined, slot: VerbSlot) => {
      if (form === undefined || form === '') return;
      const key = form.toLowerCase();
      const list = verbForms.get(key);
      if (list?.some((known) => known.verb === verb && known.slot === slot) === true) return;
      push(verbForms, key, { verb, slot });
    };
    verb.present.forEach((form, index) => add(form, index as VerbSlot));
    add(verb.infinitive, 'infinitive');
    if (verb.prefix !== undefined) add(verb.infinitive.slice(verb.prefix.length), 'infinitive');
    add(verb.participle, 'participle');
    add(verb.imperatives?.du, 'imp-du');
    add(verb.imperatives?.ihr, 'imp-ihr');
    add(verb.imperatives?.Sie, 'imp-Sie');
  }
  const nounForms = new Map<string, NounForm[]>();
  for (const noun of grammar.nouns) {
    push(nounForms, noun.noun, { noun, form: noun.onlyPlural === true ? 'plural' : 'singular' });
    // A plural spelled like the singular (der Schlüssel, die Schlüssel) is both forms.
    if (noun.plural !== undefined && noun.plural !== '' && noun.onlyPlural !== true) {
      push(nounForms, noun.plural, { noun, form: 'plural' });
      if (!/[ns]$/.test(noun.plural)) push(nounForms, `${noun.plural}n`, { noun, form: 'dative-plural' });
    }
    if (noun.weak !== undefined) push(nounForms, noun.noun + noun.weak, { noun, form: 'weak' });
    else if (noun.gender !== 'feminine') {
      push(nounForms, `${noun.noun}s`, { noun, form: 'genitive' });
      push(nounForms, `${noun.noun}es`, { noun, form: 'genitive' });
    }
  }
  const determinerForms = new Map<string, DeterminerForm[]>();
  for (const determiner of grammar.determiners) {
    const byForm = new Map<string, [Column, number][]>();
    for (const [column, row] of Object.entries(determiner.table) as [Column, readonly string[]][])
      row.forEach((form, index) => push(byForm, form.toLowerCase(), [column, index]));
    for (const [form, cells] of byForm) push(determinerForms, form, { word: determiner.word, cells });
  }
  const pronounForms = new Map<string, PronounForm[]>();
  for (const [person, ...forms] of grammar.pronouns)
    forms.forEach((form, index) => push(pronounForms, form, { person, case: index, kind: 'personal' }));
  for (const [person, accusative, dative] of grammar.reflexives) {
    push(pronounForms, accusative, { person, case: 1, kind: 'reflexive' });
    push(pronounForms, dative, { person, case: 2, kind: 'reflexive' });
  }
  for (const [column, row] of Object.entries(grammar.relativePronouns) as [Column, readonly string[]][])
    row
      .slice(0, 3)
      .forEach((form, index) => push(pronounForms, form, { person: column, case: index, kind: 'relative' }));
  ['wer', 'wen', 'wem'].forEach((form, index) =>
    push(pronounForms, form, { person: 'wer', case: index, kind: 'question' }),
  );
  const contrastsOf = new Map<string, GrammarContrast[]>();
  for (const contrast of grammar.contrasts)
    for (const word of contrast.words) push(contrastsOf, word, contrast);
  return { grammar, verbForms, verbs, nounForms, determinerForms, pronounForms, contrastsOf };
}

const indexes = new WeakMap<GermanGrammar, GrammarIndex>();
let emptyIndex: GrammarIndex | undefined;

/** The lookups of a lexicon's grammar, built on first use and kept as long as the lexicon. */
export function grammarIndex(lexicon: CourseLexicon | undefined): GrammarIndex {
  const grammar = lexicon?.german.grammar;
  if (grammar === undefined) return (emptyIndex ??= build(EMPTY_GRAMMAR));
  let index = indexes.get(grammar);
  if (index === undefined) {
    index = build(grammar);
    indexes.set(grammar, index);
  }
  return index;
}
