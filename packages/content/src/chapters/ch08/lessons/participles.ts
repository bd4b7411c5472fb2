import type { MemoryTable } from '../../../lessons/schema.ts';
import { verbsUpTo } from '../../../sets/verbs.ts';
import { vocabularyEntries } from '../../../vocabulary/index.ts';

/**
 * The perfect of the verbs taught by chapter 8, from the vocabulary entries and the verb tables
 * (`pParticiple`, "ist …" for the verbs whose perfect takes sein), so that the lessons and the
 * tables never disagree.
 */
const perfects = new Map<string, string>();
for (const { chapter, entry } of vocabularyEntries())
  if (chapter <= 8 && entry.type === 'verb' && entry.pParticiple)
    perfects.set(entry.germanRoot, entry.pParticiple);
for (const { verb } of verbsUpTo(8)) perfects.set(verb.infinitive, verb.pParticiple);

/** A verb's auxiliary in the er/sie/es form (hat or ist) and its past participle. */
export function perfectOf(infinitive: string): { auxiliary: 'hat' | 'ist'; participle: string } {
  const perfect = perfects.get(infinitive);
  if (perfect === undefined) throw new Error(`No past participle is taught for ${infinitive} by chapter 8.`);
  return perfect.startsWith('ist ')
    ? { auxiliary: 'ist', participle: perfect.slice('ist '.length) }
    : { auxiliary: 'hat', participle: perfect };
}

/** "hat gespielt", "ist gegangen": the participle with its auxiliary, as the er/sie/es form of the perfect. */
export function withAuxiliary(infinitive: string): string {
  const { auxiliary, participle } = perfectOf(infinitive);
  return `${auxiliary} ${participle}`;
}

/** The five kinds of past participle, each with the verbs of its table. */
export const PARTICIPLE_GROUPS = [
  {
    kind: 'regular',
    caption: 'Regular verbs: ge- + stem + -t',
    verbs: [
      'machen',
      'spielen',
      'arbeiten',
      'kaufen',
      'frühstücken',
      'duschen',
      'putzen',
      'spülen',
      'reisen',
    ],
  },
  {
    kind: 'irregular',
    caption: 'Irregular verbs: ge- + stem (often changed) + -en',
    verbs: [
      'sein',
      'gehen',
      'kommen',
      'fahren',
      'fliegen',
      'bleiben',
      'essen',
      'trinken',
      'schreiben',
      'sehen',
      'schlafen',
      'nehmen',
      'finden',
      'sterben',
    ],
  },
  {
    kind: 'separable',
    caption: 'Separable verbs: prefix + ge- + the participle of the base verb',
    verbs: [
      'anrufen',
      'aufstehen',
      'aufwachen',
      'einschlafen',
      'ankommen',
      'ausgehen',
      'mitkommen',
      'zurückkommen',
      'einkaufen',
      'fernsehen',
      'anfangen',
      'einladen',
      'aufräumen',
      'abholen',
      'mitbringen',
    ],
  },
  {
    kind: 'inseparable',
    caption: 'Inseparable prefixes (be-, emp-, ent-, er-, ge-, ver-, zer-): no ge-',
    verbs: [
      'besuchen',
      'bekommen',
      'beginnen',
      'bezahlen',
      'verstehen',
      'vergessen',
      'verkaufen',
      'versuchen',
      'verbringen',
      'verlieren',
      'erklären',
      'erzählen',
      'erleben',
      'entscheiden',
      'empfehlen',
      'gewinnen',
      'zerbrechen',
    ],
  },
  {
    kind: 'ieren',
    caption: 'Verbs in -ieren: no ge-, stem + -t',
    verbs: ['studieren', 'telefonieren', 'reparieren', 'fotografieren', 'passieren', 'gratulieren'],
  },
] as const;

/**
 * The verbs whose perfect takes haben with a direct object and sein without one, where the table
 * gives the one of the vocabulary and accepts the other (Er hat das Glas zerbrochen. Das Glas ist
 * zerbrochen.).
 */
export const EITHER_AUXILIARY: ReadonlySet<string> = new Set(['zerbrechen']);

/**
 * A memory table of one group: the infinitive, its auxiliary (hat or ist, the er/sie/es form) and
 * its past participle.
 */
export function participleTable(group: (typeof PARTICIPLE_GROUPS)[number]): MemoryTable {
  return {
    caption: group.caption,
    head: ['Infinitive', 'hat or ist', 'Past participle'],
    rows: group.verbs.map((infinitive) => {
      const { auxiliary, participle } = perfectOf(infinitive);
      const other = auxiliary === 'hat' ? 'ist' : 'hat';
      return {
        label: infinitive,
        cells: [
          EITHER_AUXILIARY.has(infinitive) ? { answer: auxiliary, accepted: [other] } : { answer: auxiliary },
          { answer: participle },
        ],
      };
    }),
  };
}
