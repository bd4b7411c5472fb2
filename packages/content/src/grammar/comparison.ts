import { umlaut } from './umlaut.ts';

/**
 * Comparison of adjectives (chapter 13): the comparative adds -er (klein, kleiner), the
 * superlative is am …sten (am kleinsten), with -esten after d, t, s, ß, x, z and sch (am
 * ältesten, am kürzesten), and -esten or -sten after a vowel sound (am neuesten or am neusten, am
 * frühesten or am frühsten). Adjectives in -el and in -auer/-euer drop their e before -er (dunkel,
 * dunkler; teuer, teurer). Many short adjectives add an umlaut (alt, älter, am ältesten), and a
 * few are irregular (gut, besser, am besten).
 */

/** The chapter that teaches comparatives and superlatives. */
export const COMPARISON_CHAPTER = 13;

/** An adjective's comparison. */
export interface Comparison {
  positive: string;
  /** kleiner, älter, besser. */
  comparative: string;
  /** The predicate superlative with am: am kleinsten. */
  superlative: string;
  /** Other correct forms: gesunder and am gesundesten beside gesünder and am gesündesten. */
  alsoCorrect?: readonly string[];
  /** Whether the comparative and superlative take adjective endings before a noun (not mehr, lieber of gern). */
  attributive: boolean;
  /** Forms before a noun when the comparison itself takes none: die meisten, das meiste (viel). */
  inflected?: readonly string[];
}

/** Adjectives that add an umlaut and otherwise follow the rule; the value lists variants without it. */
const UMLAUTING: Readonly<Record<string, readonly string[]>> = {
  alt: [],
  arm: [],
  dumm: [],
  gesund: ['gesunder', 'am gesundesten'],
  grob: [],
  hart: [],
  jung: [],
  kalt: [],
  klug: [],
  krank: [],
  kurz: [],
  lang: [],
  scharf: [],
  schwach: [],
  stark: [],
  warm: [],
};

/**
 * Adjectives (and the adverbs gern, oft and bald) whose comparison no rule gives. mehr takes no
 * ending, but the superlative of viel does (die meisten Leute, das meiste Geld).
 */
const IRREGULAR: Readonly<Record<string, Omit<Comparison, 'positive'>>> = {
  gut: { comparative: 'besser', superlative: 'am besten', attributive: true },
  viel: {
    comparative: 'mehr',
    superlative: 'am meisten',
    attributive: false,
    inflected: ['meiste', 'meisten'],
  },
  gern: { comparative: 'lieber', superlative: 'am liebsten', attributive: false },
  oft: { comparative: 'öfter', superlative: 'am öftesten', attributive: false },
  bald: { comparative: 'eher', superlative: 'am ehesten', attributive: false },
  groß: { comparative: 'größer', superlative: 'am größten', attributive: true },
  hoch: { comparative: 'höher', superlative: 'am höchsten', attributive: true },
  nah: { comparative: 'näher', superlative: 'am nächsten', attributive: true },
};

/**
 * Adjectives the course does not compare: colours, and adjectives whose meaning has no degrees
 * (letzte, nächste, kaputt, fertig, tot). comparisonOf still applies the rule to them.
 */
const NOT_COMPARED = new Set([
  'rot',
  'blau',
  'grün',
  'gelb',
  'schwarz',
  'weiß',
  'grau',
  'braun',
  'rosa',
  'lila',
  'orange',
  'letzte',
  'nächste',
  'erste',
  'kaputt',
  'fertig',
  'tot',
  'arbeitslos',
  'schwanger',
  'ledig',
  'verheiratet',
  'geschieden',
  'täglich',
]);

/**
 * Whether the course teaches the adjective's comparison (not for colours and adjectives without
 * degrees, such as letzte or kaputt).
 *
 * @example isCompared('alt') // true
 * @example isCompared('rot') // false
 */
export function isCompared(adjective: string): boolean {
  return !NOT_COMPARED.has(adjective);
}

/** The explicit table: the umlauting and the irregular adjectives (and adverbs) of the course. */
export const comparisonExceptions: readonly string[] = [...Object.keys(UMLAUTING), ...Object.keys(IRREGULAR)];

/** The stem before -er of the comparative: dunkel → dunkl, teuer → teur, müde → müd(e). */
function comparativeStem(adjective: string): string {
  return attributiveStem(adjective);
}

/** Whether the adjective ends in a vowel sound other than -e: neu, frei, früh (a silent h). */
function endsInVowelSound(adjective: string): boolean {
  return /([aiouäöü]|[aeiouäöü]h)$/.test(adjective);
}

/**
 * -esten after d, t, s, ß, x, z, sch and a vowel sound; -sten after unstressed -isch and
 * participles in -end.
 */
function superlativeEnding(adjective: string): string {
  if (/e$/.test(adjective)) return 'sten';
  if (/.[aeiouäöü].*(isch|end)$/.test(adjective)) return 'sten';
  return /([dtsßxz]|sch)$/.test(adjective) || endsInVowelSound(adjective) ? 'esten' : 'sten';
}

/** The rule's comparison; after a vowel sound the superlative without e is also correct (am neusten). */
function byRule(adjective: string): Omit<Comparison, 'positive'> {
  return {
    comparative: `${comparativeStem(adjective)}er`,
    superlative: `am ${adjective}${superlativeEnding(adjective)}`,
    attributive: true,
    ...(endsInVowelSound(adjective) ? { alsoCorrect: [`am ${adjective}sten`] } : {}),
  };
}

/**
 * The comparative and superlative of an adjective: the explicit table for umlauting and irregular
 * adjectives, the rule for the rest.
 *
 * @example comparisonOf('alt') // { positive: 'alt', comparative: 'älter', superlative: 'am ältesten', attributive: true }
 * @example comparisonOf('teuer').comparative // 'teurer'
 * @example comparisonOf('nah').superlative // 'am nächsten'
 * @example comparisonOf('früh').alsoCorrect // ['am frühsten']
 */
export function comparisonOf(adjective: string): Comparison {
  const irregular = IRREGULAR[adjective];
  if (irregular) return { positive: adjective, ...irregular };
  const variants = UMLAUTING[adjective];
  if (variants) {
    const umlauted = byRule(umlaut(adjective));
    return { positive: adjective, ...umlauted, ...(variants.length > 0 ? { alsoCorrect: variants } : {}) };
  }
  return { positive: adjective, ...byRule(adjective) };
}

/** The adjective endings a form takes before a noun (chapter 3). */
const ENDINGS = ['e', 'en', 'er', 'es', 'em'] as const;

/**
 * The stem an adjective takes its endings on before a noun: hoch → hoh (ein hohes Haus), dunkel →
 * dunkl (die dunkle Nacht), teuer → teur (ein teures Auto); other adjectives are their own stem.
 *
 * @example attributiveStem('hoch') // 'hoh'
 */
export function attributiveStem(adjective: string): string {
  if (adjective === 'hoch') return 'hoh';
  if (/[^aeiouäöü]el$/.test(adjective) || /(au|eu)er$/.test(adjective))
    return adjective.replace(/e([lr])$/, '$1');
  return adjective.replace(/e$/, '');
}

/**
 * The forms of an adjective before a noun: its attributive stem with each ending (müde → müde,
 * müden …; hoch → hohe, hohen …).
 *
 * @example inflectedForms('hoch') // ['hohe', 'hohen', 'hoher', 'hohes', 'hohem']
 */
export function inflectedForms(adjective: string): string[] {
  const stem = attributiveStem(adjective);
  return ENDINGS.map((ending) => stem + ending);
}

/**
 * Every comparison form of an adjective: comparative and am-superlative (and their variants)
 * and, where they stand before nouns, both inflected (ältere, älteren …, älteste, ältesten …).
 *
 * @example comparisonForms('gut') // ['besser', 'am besten', 'bessere', …, 'beste', 'besten', …]
 * @example comparisonForms('viel') // ['mehr', 'am meisten', 'meiste', 'meisten']
 */
export function comparisonForms(adjective: string): string[] {
  const comparison = comparisonOf(adjective);
  const comparatives = [
    comparison.comparative,
    ...(comparison.alsoCorrect ?? []).filter((form) => !form.startsWith('am ')),
  ];
  const superlatives = [
    comparison.superlative,
    ...(comparison.alsoCorrect ?? []).filter((form) => form.startsWith('am ')),
  ];
  const forms = [...comparatives, ...superlatives, ...(comparison.inflected ?? [])];
  if (comparison.attributive) {
    for (const comparative of comparatives) forms.push(...ENDINGS.map((ending) => comparative + ending));
    for (const superlative of superlatives) {
      const stem = superlative.replace(/^am /, '').replace(/en$/, '');
      forms.push(...ENDINGS.map((ending) => stem + ending));
    }
  }
  return forms;
}
