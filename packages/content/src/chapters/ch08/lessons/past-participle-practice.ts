import type { PracticeItem, PracticePage } from '../../../lessons/schema.ts';
import { EITHER_AUXILIARY, PARTICIPLE_GROUPS, perfectOf, withAuxiliary } from './participles.ts';

type Kind = (typeof PARTICIPLE_GROUPS)[number]['kind'];

/** Why the participle has its form, by the kind of verb. */
const PATTERN: Readonly<Record<Kind, (infinitive: string, participle: string) => string>> = {
  regular: (_, participle) => `a regular verb: ge- + stem + -t, ${participle}`,
  irregular: (_, participle) =>
    `an irregular verb: ge- + stem (often changed) + -en, ${participle}; learn it`,
  separable: (infinitive, participle) =>
    `a separable verb: ge- goes after the prefix, ${participle} (${infinitive})`,
  inseparable: (_, participle) => `an inseparable prefix takes no ge-: ${participle}`,
  ieren: (_, participle) => `a verb in -ieren takes no ge-: ${participle}`,
};

/** Why the verb takes sein: the verbs of the page whose perfect takes sein. */
const SEIN_REASON: Readonly<Record<string, string>> = {
  sein: 'sein always takes sein',
  bleiben: 'bleiben always takes sein',
  gehen: 'a change of place takes sein',
  kommen: 'a change of place takes sein',
  fahren: 'a change of place takes sein',
  fliegen: 'a change of place takes sein',
  ankommen: 'a change of place takes sein',
  ausgehen: 'a change of place takes sein',
  mitkommen: 'a change of place takes sein',
  zurückkommen: 'a change of place takes sein',
  reisen: 'a change of place takes sein',
  aufstehen: 'a change of place and state takes sein',
  aufwachen: 'a change of state takes sein',
  einschlafen: 'a change of state takes sein',
  sterben: 'a change of state takes sein',
  passieren: 'a change (something comes about) takes sein',
};

/** The verbs practised: every verb of the Past Participles tables. */
const items: PracticeItem[] = PARTICIPLE_GROUPS.flatMap((group) =>
  group.verbs.map((infinitive: string) => {
    const { auxiliary, participle } = perfectOf(infinitive);
    const either = EITHER_AUXILIARY.has(infinitive);
    const why = either
      ? `it takes haben with a direct object (er hat das Glas ${participle}), sein without one (das Glas ist ${participle})`
      : auxiliary === 'ist'
        ? (SEIN_REASON[infinitive] ?? 'it takes sein')
        : 'it takes haben';
    return {
      prompt: infinitive,
      answers: either
        ? [withAuxiliary(infinitive), `${auxiliary === 'hat' ? 'ist' : 'hat'} ${participle}`]
        : [withAuxiliary(infinitive)],
      reason: `${withAuxiliary(infinitive)}: ${why}; ${PATTERN[group.kind](infinitive, participle)}.`,
    };
  }),
);

/**
 * Practice: Past Participles (8npp): an infinitive is shown, and the learner writes its past
 * participle with its auxiliary in the er/sie/es form (fahren → ist gefahren, spielen → hat
 * gespielt), as the Perfect Tense lesson asks. Every verb of the Past Participles tables, with
 * the participle and auxiliary from the vocabulary and verb tables.
 */
export const newMaterial = {
  kind: 'practice',
  code: '8npp',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Every participle is learned with its auxiliary, as in the vocabulary lists: <span class="de">fahren, ist gefahren</span>; <span class="de">spielen, hat gespielt</span>. Here you see an infinitive and write the er/sie/es form of its perfect: <span class="de">ist</span> or <span class="de">hat</span>, then the past participle.</span>',
    },
    {
      type: 'list',
      items: [
        '<span>sein for a change of place or state with no direct object, and for sein and bleiben; haben for the others.</span>',
        '<span>Regular: ge- + stem + -t (<span class="de">gespielt</span>). Irregular: ge- + stem + -en (<span class="de">gefahren</span>).</span>',
        '<span>Separable: ge- after the prefix (<span class="de">angerufen</span>). Inseparable prefixes and -ieren: no ge- (<span class="de">verstanden, studiert</span>).</span>',
      ],
    },
  ],
  instructions:
    'Write the past participle with its auxiliary in the er/sie/es form, hat or ist: fahren → ist gefahren, spielen → hat gespielt.',
  answerLanguage: 'de',
  items,
} satisfies PracticePage;
