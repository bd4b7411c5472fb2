import type { PastTenseVerb } from '@grundlagen/core';
import { splitSeparable } from '../grammar/verbs.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';

/**
 * The simple past (Präteritum), first and third person singular, of the course's strong and
 * irregular verbs, by infinitive or by the base verb a separable verb is built on (anfangen
 * follows fangen, ankommen follows kommen). Weak and mixed verbs are not listed: their simple
 * past follows from the past participle (gekauft → kaufte, gearbeitet → arbeitete, gebracht →
 * brachte, gewusst → wusste). Where a verb has both a strong and a weak simple past, the weak
 * form the course teaches is kept (backen → backte, not buk).
 */
export const STRONG_SIMPLE_PAST: Readonly<Record<string, string>> = {
  sein: 'war',
  haben: 'hatte',
  werden: 'wurde',
  finden: 'fand',
  erfinden: 'erfand',
  heißen: 'hieß',
  kommen: 'kam',
  bekommen: 'bekam',
  gehen: 'ging',
  singen: 'sang',
  trinken: 'trank',
  schreiben: 'schrieb',
  geben: 'gab',
  essen: 'aß',
  nehmen: 'nahm',
  sprechen: 'sprach',
  helfen: 'half',
  treffen: 'traf',
  vergessen: 'vergaß',
  werfen: 'warf',
  schwimmen: 'schwamm',
  verlieren: 'verlor',
  lesen: 'las',
  sehen: 'sah',
  empfehlen: 'empfahl',
  fahren: 'fuhr',
  schlafen: 'schlief',
  tragen: 'trug',
  laufen: 'lief',
  waschen: 'wusch',
  fallen: 'fiel',
  gefallen: 'gefiel',
  halten: 'hielt',
  raten: 'riet',
  fliegen: 'flog',
  bleiben: 'blieb',
  sterben: 'starb',
  stehen: 'stand',
  verstehen: 'verstand',
  bestehen: 'bestand',
  rufen: 'rief',
  fangen: 'fing',
  laden: 'lud',
  beginnen: 'begann',
  gewinnen: 'gewann',
  entscheiden: 'entschied',
  zerbrechen: 'zerbrach',
  liegen: 'lag',
  sitzen: 'saß',
  hängen: 'hing',
  ziehen: 'zog',
  schließen: 'schloss',
  schneiden: 'schnitt',
  braten: 'briet',
  backen: 'backte',
  messen: 'maß',
};

/** Verbs whose perfect is not auxiliary + participle (the modals take an infinitive: hat … machen können). */
const NO_PERFECT_REWRITE = new Set(['dürfen', 'können', 'mögen', 'müssen', 'sollen', 'wollen', 'möchten']);

/**
 * The six simple-past forms (ich, du, er/sie/es, wir, ihr, sie/Sie) from the first person: forms
 * ending in -e (weak kaufte, mixed brachte, and also wurde, hatte) add -st, -n, -t; strong verbs (kam, fand, aß) add -st,
 * -en, -t, with du -est beside -st after d, t and sch (du fandest, du wuschest), ihr -et after d and
 * t (ihr fandet), and du -est or -t after s, ß and z (du aßest, du aßt; du lasest).
 */
export function simplePastForms(first: string): string[][] {
  if (first.endsWith('e'))
    return [[first], [`${first}st`], [first], [`${first}n`], [`${first}t`], [`${first}n`]];
  const sibilant = /[sßz]$/.test(first);
  const du = sibilant
    ? [`${first}est`, `${first}t`]
    : /([dt]|sch)$/.test(first)
      ? [`${first}st`, `${first}est`]
      : [`${first}st`];
  const ihr = /[dt]$/.test(first) ? [`${first}et`] : [`${first}t`];
  return [[first], du, [first], [`${first}en`], ihr, [`${first}en`]];
}

/** The simple past of one participle of a verb, or undefined for a strong verb missing above. */
export function firstPerson(infinitive: string, participle: string): string | undefined {
  const split = splitSeparable(infinitive);
  const base = split?.base ?? infinitive;
  const strong = STRONG_SIMPLE_PAST[infinitive] ?? STRONG_SIMPLE_PAST[base];
  // hängen: gehangen is the strong verb (hing), gehängt the weak one (hängte, also hängte … auf)
  if (strong !== undefined && !(base === 'hängen' && participle.endsWith('t'))) return strong;
  if (!participle.endsWith('t')) return undefined;
  let stem = participle.slice(split?.prefix.length ?? 0, -1);
  if (stem.startsWith('ge') && !base.startsWith('ge')) stem = stem.slice(2);
  return `${stem}te`;
}

/**
 * The course's verbs with their simple past, participle and auxiliary, from the vocabulary (its
 * past participles carry "ist" for the perfect with sein): what lets a learner's Präteritum stand
 * for a listed perfect when the English prompt is a simple past.
 */
export function courseSimplePast(): PastTenseVerb[] {
  const verbs: PastTenseVerb[] = [];
  const seen = new Set<string>();
  for (const { entry } of vocabularyEntries()) {
    if (entry.type !== 'verb' || entry.pParticiple === undefined) continue;
    const infinitive = entry.germanRoot.replace(/^sich /, '');
    if (NO_PERFECT_REWRITE.has(infinitive)) continue;
    const auxiliary = entry.pParticiple.startsWith('ist ') ? 'sein' : 'haben';
    for (const participle of entry.pParticiple.replace(/^ist /, '').split(' / ')) {
      const key = `${infinitive} ${participle}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const first = firstPerson(infinitive, participle);
      if (first === undefined) continue;
      const prefix = splitSeparable(infinitive)?.prefix;
      verbs.push({
        infinitive,
        forms: simplePastForms(first),
        ...(prefix === undefined ? {} : { prefix }),
        participle,
        auxiliary,
      });
    }
  }
  return verbs;
}
