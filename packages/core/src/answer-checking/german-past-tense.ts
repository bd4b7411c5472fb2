// The simple past (Präteritum) for a listed perfect: when the English prompt is a simple past
// (We met in Berlin), German says it either way (Wir trafen uns in Berlin; Wir haben uns in Berlin
// getroffen). The learner's simple past is rewritten into the perfect in the places German puts
// its parts, and the rewrite is checked by the matcher like any other: the auxiliary takes the
// simple past's place and person, the participle goes to the end of the clause (where a
// separable verb's prefix stood, or before a word that opens the next clause); a simple past at
// the end of a dependent clause becomes participle + auxiliary there.
import type { CourseLexicon, PastTenseVerb } from './course-lexicon.ts';
import { CLAUSE_CONJUNCTIONS, lower } from './german-parts.ts';

/** A rewrite of the learner's words; `from` gives, for each word, the learner's word it stands for. */
interface Variant {
  readonly words: readonly string[];
  readonly from: readonly number[];
}

const AUXILIARY: Readonly<Record<PastTenseVerb['auxiliary'], readonly string[]>> = {
  haben: ['habe', 'hast', 'hat', 'haben', 'habt', 'haben'],
  sein: ['bin', 'bist', 'ist', 'sind', 'seid', 'sind'],
};

/** Words after which a new clause begins: the participle of the clause before goes in front of them. */
const NEXT_CLAUSE = new Set([
  // da is an adverb (there) too: it does not end a clause here.
  ...[...CLAUSE_CONJUNCTIONS].filter((word) => word !== 'da'),
  'der',
  'die',
  'das',
  'den',
  'dem',
  'denen',
  'wo',
]);

/**
 * Words that surely open the next clause: a participle before one of them ends its clause. (An
 * article may begin a relative clause or a misplaced object: "Ich habe gesehen den Film" is wrong.)
 */
const CONJUNCTIONS = new Set(
  [...NEXT_CLAUSE].filter((word) => !/^(der|die|das|den|dem|denen|wo)$/.test(word)),
);

/** The most perfect rewrites of one answer. */
const MAX_REWRITES = 24;

interface PastForm {
  readonly verb: PastTenseVerb;
  /** The auxiliary's forms for the persons this form can be (ich and er share kam: habe, hat). */
  readonly auxiliaries: readonly string[];
  /** Written with its separable prefix (anfing): the verb of a dependent clause. */
  readonly joined: boolean;
}

const indexes = new WeakMap<CourseLexicon, ReadonlyMap<string, readonly PastForm[]>>();

function pastIndex(lexicon: CourseLexicon): ReadonlyMap<string, readonly PastForm[]> {
  const built = indexes.get(lexicon);
  if (built !== undefined) return built;
  const byPerson = new Map<string, { verb: PastTenseVerb; persons: Set<number> }>();
  for (const verb of lexicon.german.pastTense ?? [])
    for (const [person, forms] of verb.forms.entries())
      for (const form of forms)
        for (const written of verb.prefix === undefined ? [form] : [form, verb.prefix + form]) {
          const key = `${written}\u0000${verb.infinitive}\u0000${verb.participle}`;
          const entry = byPerson.get(key) ?? { verb, persons: new Set<number>() };
          entry.persons.add(person);
          byPerson.set(key, entry);
        }
  const index = new Map<string, PastForm[]>();
  for (const [key, { verb, persons }] of byPerson) {
    const written = key.split('\u0000')[0] ?? '';
    const auxiliaries = [...new Set([...persons].map((person) => AUXILIARY[verb.auxiliary][person] ?? ''))];
    const list = index.get(written) ?? [];
    list.push({ verb, auxiliaries, joined: verb.prefix !== undefined && written.startsWith(verb.prefix) });
    index.set(written, list);
  }
  indexes.set(lexicon, index);
  return index;
}

/**
 * Whether the English prompt can be a simple past: it has no perfect (have done, has gone) and no
 * pluperfect, whose German is the perfect or pluperfect only.
 */
export function isSimplePastPrompt(prompt: string | undefined): boolean {
  if (prompt === undefined || prompt.trim() === '') return false;
  const text = prompt.replace(/’/g, "'");
  return !/\b(have|has|had|haven't|hasn't|hadn't)\b|'ve\b|'d\b/i.test(
    text.replace(/\bha(ve|s|d) to\b/gi, ''),
  );
}

function replaced(
  variant: Variant,
  at: number,
  words: readonly string[],
  participleAt?: number,
  participle?: string,
  removeAt?: number,
): Variant {
  const out: string[] = [];
  const from: number[] = [];
  const origin = variant.from[at] ?? at;
  for (let index = 0; index <= variant.words.length; index += 1) {
    if (index === participleAt && participle !== undefined) {
      out.push(participle);
      from.push(origin);
    }
    if (index === variant.words.length) break;
    if (index === removeAt) continue;
    if (index === at) {
      out.push(...words);
      for (const _ of words) from.push(origin);
    } else {
      out.push(variant.words[index] ?? '');
      from.push(variant.from[index] ?? index);
    }
  }
  return { words: out, from };
}

/** The perfect rewrites of one simple-past word at `at`. */
function rewritesAt(variant: Variant, at: number, forms: readonly PastForm[]): Variant[] {
  const { words } = variant;
  const n = words.length;
  const out: Variant[] = [];
  for (const { verb, auxiliaries, joined } of forms)
    for (const auxiliary of auxiliaries) {
      // at the end of a dependent clause: participle + auxiliary (weil der Film spät anfing)
      if (joined || verb.prefix === undefined) out.push(replaced(variant, at, [verb.participle, auxiliary]));
      if (joined) continue;
      if (verb.prefix !== undefined) {
        // a main clause: the prefix marks the end of the clause, where the participle goes
        const prefixAt = words.findIndex((word, index) => index > at && word === verb.prefix);
        if (prefixAt > at) out.push(replaced(variant, at, [auxiliary], prefixAt, verb.participle, prefixAt));
        continue;
      }
      for (let end = n; end > at + 1; end -= 1)
        if (end === n || NEXT_CLAUSE.has(lower(words[end] ?? '')))
          out.push(replaced(variant, at, [auxiliary], end, verb.participle));
    }
  return out;
}

const participleIndexes = new WeakMap<CourseLexicon, ReadonlyMap<string, readonly PastTenseVerb[]>>();

function participleIndex(lexicon: CourseLexicon): ReadonlyMap<string, readonly PastTenseVerb[]> {
  const built = participleIndexes.get(lexicon);
  if (built !== undefined) return built;
  const index = new Map<string, PastTenseVerb[]>();
  for (const verb of lexicon.german.pastTense ?? [])
    index.set(verb.participle, [...(index.get(verb.participle) ?? []), verb]);
  participleIndexes.set(lexicon, index);
  return index;
}

/** The persons an auxiliary form can be (hat: er/sie/es; haben: wir and sie/Sie). */
function auxiliaryPersons(word: string): { auxiliary: PastTenseVerb['auxiliary']; person: number }[] {
  const out: { auxiliary: PastTenseVerb['auxiliary']; person: number }[] = [];
  for (const auxiliary of ['haben', 'sein'] as const)
    for (const [person, form] of AUXILIARY[auxiliary].entries())
      if (form === word) out.push({ auxiliary, person });
  return out;
}

/**
 * The learner's perfect as the simple past, for a listed simple past (Ich bin krank gewesen for
 * Ich war krank): the auxiliary's person picks the simple-past form, which takes the auxiliary's
 * place; the participle goes, leaving a separable prefix in its place; participle + auxiliary
 * at the end of a dependent clause become the one verb there.
 */
export function perfectToPastVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon?.german.pastTense === undefined || !isSimplePastPrompt(prompt)) return [];
  const participles = participleIndex(lexicon);
  const { words, from } = variant;
  const out: Variant[] = [];
  for (const [at, word] of words.entries()) {
    const persons = auxiliaryPersons(at === 0 ? lower(word) : word);
    if (persons.length === 0) continue;
    for (let end = 0; end < words.length; end += 1) {
      const verbs = participles.get(words[end] ?? '');
      if (verbs === undefined || end === at) continue;
      // the participle closes its clause (before the auxiliary in a dependent clause)
      const last = end === at - 1 ? at : end;
      if (last < words.length - 1 && !CONJUNCTIONS.has(lower(words[last + 1] ?? ''))) continue;
      for (const verb of verbs)
        for (const { auxiliary, person } of persons) {
          if (verb.auxiliary !== auxiliary) continue;
          for (const form of verb.forms[person] ?? []) {
            if (end === at - 1) {
              // weil er spät angefangen hat → weil er spät anfing
              const joined = (verb.prefix ?? '') + form;
              out.push({
                words: [...words.slice(0, end), joined, ...words.slice(at + 1)],
                from: [...from.slice(0, end), from[end] ?? end, ...from.slice(at + 1)],
              });
            } else if (end > at) {
              const rest = verb.prefix === undefined ? [] : [verb.prefix];
              out.push({
                words: [
                  ...words.slice(0, at),
                  form,
                  ...words.slice(at + 1, end),
                  ...rest,
                  ...words.slice(end + 1),
                ],
                from: [
                  ...from.slice(0, at),
                  from[at] ?? at,
                  ...from.slice(at + 1, end),
                  ...rest.map(() => from[end] ?? end),
                  ...from.slice(end + 1),
                ],
              });
            }
            if (out.length >= MAX_REWRITES) return out;
          }
        }
    }
  }
  return out;
}

/**
 * The learner's words with each simple past rewritten into the perfect, right to left so that
 * two clauses in the simple past (Die Kinder gingen …, und wir putzten …) both become perfects.
 * Nothing when the prompt is no simple past or the lexicon has no simple-past table.
 */
export function pastTenseVariants(
  variant: Variant,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): Variant[] {
  if (lexicon?.german.pastTense === undefined || !isSimplePastPrompt(prompt)) return [];
  const index = pastIndex(lexicon);
  let variants: Variant[] = [variant];
  let rewritten: Variant[] = [];
  for (let at = variant.words.length - 1; at >= 0; at -= 1) {
    const word = variant.words[at] ?? '';
    const forms = index.get(at === 0 ? lower(word) : word);
    if (forms === undefined) continue;
    const next: Variant[] = [];
    for (const current of variants)
      for (const rewrite of rewritesAt(current, at, forms))
        if (next.length + rewritten.length < MAX_REWRITES) next.push(rewrite);
    rewritten = [...rewritten, ...next];
    variants = [...variants, ...next];
  }
  return rewritten;
}
