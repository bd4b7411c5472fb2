import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { PARTICIPLE_GROUPS, participleTable } from './participles.ts';

/**
 * Past Participles (8np): the five ways a past participle is formed, and the participles of the
 * verbs taught so far to memorise with their auxiliary (hat or ist). The tables come from the
 * vocabulary and verb tables (`pParticiple`). Sub-pages as the catalogue gives them:
 * memorization/practice (fill in the tables, checked at once) and memorization/test (all of them
 * from memory).
 */
const tables = PARTICIPLE_GROUPS.map(participleTable);

export const newMaterial = {
  kind: 'memorization',
  code: '8np',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>The past participle is the form at the end of a perfect-tense sentence: <span class="de">Ich habe Fußball gespielt.</span> English has regular participles (played, worked) and irregular ones (gone, eaten); so does German. There are five patterns. Learn every participle together with its auxiliary, <span class="de">hat</span> or <span class="de">ist</span>: the tables below give both.</span>',
    },
    { type: 'heading', text: '1. Regular verbs: ge- + stem + -t' },
    {
      type: 'paragraph',
      text: '<span>Take the stem (the infinitive without -en or -n) and put <span class="de">ge-</span> in front and <span class="de">-t</span> at the end: <span class="de">spielen → gespielt, machen → gemacht, kaufen → gekauft</span>. A stem ending in -t or -d adds -et, as in the present tense: <span class="de">arbeiten → gearbeitet, warten → gewartet</span>.</span>',
    },
    { type: 'heading', text: '2. Irregular verbs: ge- + stem + -en' },
    {
      type: 'paragraph',
      text: '<span>Irregular verbs put <span class="de">ge-</span> in front and end in <span class="de">-en</span>, and the vowel of the stem often changes: <span class="de">fahren → gefahren, essen → gegessen, trinken → getrunken, schreiben → geschrieben, gehen → gegangen, sein → gewesen</span>. The changes cannot be worked out: learn them. A few verbs mix the patterns, with a changed stem and -t: <span class="de">bringen → gebracht</span>, and <span class="de">haben → gehabt</span> is regular.</span>',
    },
    { type: 'heading', text: '3. Separable verbs: ge- after the prefix' },
    {
      type: 'paragraph',
      text: '<span>A separable verb (its prefix goes to the end in the present: <span class="de">ich rufe dich an</span>) puts <span class="de">ge-</span> between the prefix and the participle of the base verb, all in one word: <span class="de">anrufen → angerufen</span> (an + ge + rufen), <span class="de">einkaufen → eingekauft</span> (ein + ge + kauft), <span class="de">aufstehen → aufgestanden</span> (auf + ge + standen). The base verb keeps its own pattern: <span class="de">kaufen → gekauft</span>, so <span class="de">eingekauft</span>; <span class="de">kommen → gekommen</span>, so <span class="de">angekommen</span>.</span>',
    },
    { type: 'heading', text: '4. Inseparable prefixes: no ge-' },
    {
      type: 'paragraph',
      text: '<span>Verbs that begin with an inseparable prefix (<span class="de">be-, emp-, ent-, er-, ge-, ver-, zer-</span>) never take <span class="de">ge-</span>. The rest of the participle follows the base verb: <span class="de">besuchen → besucht, verkaufen → verkauft, verstehen → verstanden, bekommen → bekommen, vergessen → vergessen</span>. These prefixes are never stressed: the stress falls on the stem (be-SU-chen). <span class="de">zerbrechen</span> (to break) takes haben when someone breaks something, <span class="de">Er hat das Glas zerbrochen</span>, and sein when the thing itself breaks, <span class="de">Das Glas ist zerbrochen</span>: its table row accepts hat and ist.</span>',
    },
    { type: 'heading', text: '5. Verbs in -ieren: no ge-' },
    {
      type: 'paragraph',
      text: '<span>Verbs ending in <span class="de">-ieren</span> are regular but take no <span class="de">ge-</span>: <span class="de">studieren → studiert, telefonieren → telefoniert, reparieren → repariert</span>.</span>',
    },
    {
      type: 'tip',
      text: '<span>To find a participle: is the prefix separable (an-, auf-, aus-, ein-, mit-, zurück-, fern- …)? Then ge- goes after it. Is it inseparable (be-, ver-, er-, ent-, zer- …), or does the verb end in -ieren? Then there is no ge-. Otherwise ge- goes in front. Then -t for a regular verb, -en (and perhaps a new vowel) for an irregular one.</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich habe meine Mutter geanrufen.',
          right: 'Ich habe meine Mutter angerufen.',
          why: 'In a separable verb ge- goes after the prefix: an-ge-rufen.',
        },
        {
          wrong: 'Wir haben Paul gebesucht.',
          right: 'Wir haben Paul besucht.',
          why: 'be- is an inseparable prefix: no ge-.',
        },
        {
          wrong: 'Er hat Deutsch gestudiert.',
          right: 'Er hat Deutsch studiert.',
          why: 'Verbs in -ieren take no ge-.',
        },
        {
          wrong: 'Ich habe einen Apfel geesst.',
          right: 'Ich habe einen Apfel gegessen.',
          why: 'essen is irregular: its participle ends in -en.',
        },
      ],
    },
    {
      type: 'table',
      caption: 'The five patterns',
      head: ['Pattern', 'Example'],
      rows: [
        ['ge- + stem + -t', 'spielen → hat gespielt'],
        ['ge- + stem + -en', 'fahren → ist gefahren'],
        ['prefix + ge- + participle', 'anrufen → hat angerufen'],
        ['inseparable prefix, no ge-', 'verstehen → hat verstanden'],
        ['-ieren, no ge-', 'studieren → hat studiert'],
      ],
    },
    ...tables.map((table) => ({
      type: 'table' as const,
      caption: table.caption,
      head: table.head,
      rows: table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.answer)]),
    })),
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: '<span>Fill in the auxiliary (hat or ist) and the past participle of each verb. Every answer is checked as you go; practise as often as you like.</span>',
        },
      ],
      tables,
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: '<span>Fill in every auxiliary and past participle from memory.</span>',
        },
      ],
      tables,
    },
  },
} satisfies MemorizationUnit;
