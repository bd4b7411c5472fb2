import { umlaut } from './umlaut.ts';

/**
 * The present-tense and imperative rules of the course's verb tables. Forms come in the order of
 * a verb table: ich, du, er/sie/es, wir, ihr, sie/Sie.
 *
 * Chapter 1: stem + -e, -st, -t, -en, -t, -en; a stem in -t or -d, or in m or n after a
 * consonant other than l, r, m, n or a silent h (öffnen, atmen, rechnen; not lernen, wohnen),
 * adds -e- before -st and -t; a stem in -s, -ß, -z or -x adds only -t in the du form; verbs in
 * -eln and -ern keep the n in wir and sie and drop the e of -el in the ich form (ich sammle, ich
 * wandere, wir sammeln). Chapters 4 and 6: stem changers change their vowel in the du and
 * er/sie/es forms only.
 */

/** The six present forms: ich, du, er/sie/es, wir, ihr, sie/Sie. */
export type PresentForms = readonly [string, string, string, string, string, string];

/** The stem changes of the course: e → i (geben), e → ie (lesen), a → ä and au → äu (fahren, laufen). */
export type StemChange = 'i' | 'ie' | 'ä';

/** The stem changes as the vocabulary's `specialFeature` names them. */
export const STEM_CHANGES: readonly StemChange[] = ['i', 'ie', 'ä'];

/** The stem the endings are added to: spielen → spiel, sammeln → sammel, wandern → wander, tun → tu. */
export function presentStem(infinitive: string): string {
  return /[^e](el|er)n$/.test(infinitive) || /^(el|er)n$/.test(infinitive)
    ? infinitive.slice(0, -1)
    : infinitive.replace(/e?n$/, '');
}

/** Verbs in -eln and -ern: the ich form, the imperative and wir/sie follow their own pattern. */
function isElnErn(infinitive: string): boolean {
  return /[^e](el|er)n$/.test(infinitive);
}

/**
 * Whether the stem adds -e- before -st and -t: a stem in -t or -d, or in m or n after a consonant
 * other than l, r, m, n or a silent h (öffnest, atmest, rechnest; but lernst, filmst, wohnst,
 * kämmst).
 */
export function needsLinkingE(stem: string): boolean {
  return /[td]$/.test(stem) || /(?:[bcdfgjkpqstvwxzß]|(?<![aeiouäöü])h)[mn]$/.test(stem);
}

/**
 * The present tense of a regular verb by the chapter 1 rules.
 *
 * @example regularPresent('arbeiten') // ['arbeite', 'arbeitest', 'arbeitet', 'arbeiten', 'arbeitet', 'arbeiten']
 * @example regularPresent('tanzen')[1] // 'tanzt'
 * @example regularPresent('sammeln') // ['sammle', 'sammelst', 'sammelt', 'sammeln', 'sammelt', 'sammeln']
 */
export function regularPresent(infinitive: string): PresentForms {
  const stem = presentStem(infinitive);
  if (isElnErn(infinitive)) {
    const ich = stem.endsWith('el') ? `${stem.slice(0, -2)}le` : `${stem}e`;
    return [ich, `${stem}st`, `${stem}t`, infinitive, `${stem}t`, infinitive];
  }
  const linking = needsLinkingE(stem) ? 'e' : '';
  const du = /[sßzx]$/.test(stem) ? `${stem}t` : `${stem}${linking}st`;
  const t = `${stem}${linking}t`;
  return [`${stem}e`, du, t, infinitive, t, infinitive];
}

/**
 * Changed stems no vowel rule gives, with the reason: nehmen loses its h and doubles the m
 * (du nimmst, er nimmt, nimm); treten doubles the t (du trittst, er tritt, tritt). Verbs built on
 * them (übernehmen) follow them.
 */
const IRREGULAR_CHANGED_STEMS: readonly [string, string][] = [
  ['nehmen', 'nimm'],
  ['treten', 'tritt'],
];

/**
 * The stem of the du and er/sie/es forms: the last e of the stem becomes i or ie, the last a
 * becomes ä, au becomes äu.
 *
 * @example changedStem('sprechen', 'i') // 'sprich'
 * @example changedStem('laufen', 'ä') // 'läuf'
 */
export function changedStem(infinitive: string, change: StemChange): string {
  for (const [verb, stem] of IRREGULAR_CHANGED_STEMS) {
    if (infinitive.endsWith(verb)) return infinitive.slice(0, -verb.length) + stem;
  }
  const stem = presentStem(infinitive);
  if (change === 'ä') return umlaut(stem);
  return stem.replace(/e(?=[^aeiouäöü]*$)/, change);
}

/**
 * The present tense of a stem-changing verb: the changed stem in the du form (+ -st, or only -t
 * after s, ß, z, x: du liest, du isst) and in the er/sie/es form (+ -t, nothing after t: er
 * hält); the other four forms are regular (ich fahre, ihr haltet).
 *
 * @example stemChangedPresent('fahren', 'ä') // ['fahre', 'fährst', 'fährt', 'fahren', 'fahrt', 'fahren']
 * @example stemChangedPresent('halten', 'ä')[2] // 'hält'
 * @example stemChangedPresent('essen', 'i')[1] // 'isst'
 */
export function stemChangedPresent(infinitive: string, change: StemChange): PresentForms {
  const [ich, , , wir, ihr, sie] = regularPresent(infinitive);
  const stem = changedStem(infinitive, change);
  const du = /[sßzx]$/.test(stem) ? `${stem}t` : `${stem}st`;
  const er = stem.endsWith('t') ? stem : `${stem}t`;
  return [ich, du, er, wir, ihr, sie];
}

/**
 * The du imperatives a verb accepts, the one the course teaches first. Regular verbs: the stem
 * (spiel), or stem + -e, which is required after -t/-d and a consonant + m/n (arbeite, öffne);
 * -eln/-ern: sammle, wandere. e → i and e → ie verbs: the changed stem, never with -e (gib, nimm,
 * lies, iss, sieh). a → ä verbs: the stem without umlaut (fahr, schlaf, lauf, or fahre …).
 *
 * @example imperative2psForms('spielen') // ['spiel', 'spiele']
 * @example imperative2psForms('öffnen') // ['öffne']
 * @example imperative2psForms('geben', 'i') // ['gib']
 */
export function imperative2psForms(infinitive: string, change?: StemChange): string[] {
  if (change === 'i' || change === 'ie') return [changedStem(infinitive, change)];
  const stem = presentStem(infinitive);
  if (isElnErn(infinitive)) {
    return [stem.endsWith('el') ? `${stem.slice(0, -2)}le` : `${stem}e`];
  }
  if (change !== 'ä' && needsLinkingE(stem)) return [`${stem}e`];
  return [stem, `${stem}e`];
}

/**
 * Imperatives no rule gives: sein (sei, seid, seien Sie), werden (werde: no stem change in the
 * imperative), wissen (wisse).
 */
export const IRREGULAR_IMPERATIVES: Readonly<
  Record<string, { imperative2ps: string; imperativeFormal?: string }>
> = {
  sein: { imperative2ps: 'sei', imperativeFormal: 'seien Sie' },
  werden: { imperative2ps: 'werde' },
  wissen: { imperative2ps: 'wisse' },
};

/** Separable prefixes, longest first so that zurück is found before zu and hinein before hin. */
export const SEPARABLE_PREFIXES: readonly string[] = [
  'spazieren',
  'zusammen',
  'kennen',
  'vorbei',
  'zurück',
  'weiter',
  'heraus',
  'herein',
  'hinaus',
  'hinein',
  'statt',
  'fern',
  'fest',
  'heim',
  'nach',
  'teil',
  'hin',
  'her',
  'los',
  'mit',
  'weg',
  'auf',
  'aus',
  'bei',
  'ein',
  'vor',
  'ab',
  'an',
  'um',
  'zu',
];

/** Verbs that begin with the letters of a separable prefix but have none (antworten: not an + tworten). */
const NOT_SEPARABLE: ReadonlySet<string> = new Set(['antworten', 'abonnieren', 'analysieren', 'herrschen']);

/**
 * A separable verb's prefix and base verb (aufstehen → auf + stehen), or undefined when the
 * infinitive starts with no separable prefix. A reflexive "sich" in front is kept out of both.
 *
 * @example splitSeparable('fernsehen') // { prefix: 'fern', base: 'sehen' }
 * @example splitSeparable('antworten') // undefined
 */
export function splitSeparable(infinitive: string): { prefix: string; base: string } | undefined {
  const verb = infinitive.replace(/^sich /, '');
  if (NOT_SEPARABLE.has(verb)) return undefined;
  const prefix = SEPARABLE_PREFIXES.find(
    (candidate) => verb.startsWith(candidate) && verb.length - candidate.length >= 3,
  );
  return prefix === undefined ? undefined : { prefix, base: verb.slice(prefix.length) };
}
