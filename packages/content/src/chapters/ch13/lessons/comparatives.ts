import type { MemorizationUnit } from '../../../lessons/schema.ts';
import { COMPARISON_GROUPS, comparisonTable } from './comparison-tables.ts';

/**
 * Comparatives & Superlatives (13ncs): -er and am -(e)sten, the adjectives that add an umlaut,
 * the irregular gut, viel, gern, hoch, nah (and groß, whose superlative is am größten), als and
 * so … wie, and the endings before a noun. Every form comes from grammar/comparison.ts. Sub-pages
 * as the catalogue gives them: memorization/practice and memorization/test.
 */
const tables = COMPARISON_GROUPS.map((group) => comparisonTable(group));

export const newMaterial = {
  kind: 'memorization',
  code: '13ncs',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>German compares as English does with "-er" and "-est", but it uses the endings for every adjective, however long: <span class="de">schnell, schneller, am schnellsten</span> (fast, faster, fastest); <span class="de">interessant, interessanter, am interessantesten</span> (interesting, more interesting, most interesting). There is no "more" or "most" before a German adjective.</span>',
    },
    { type: 'heading', text: 'The comparative: -er' },
    {
      type: 'paragraph',
      text: '<span>Add <span class="de">-er</span> to the adjective: <span class="de">klein → kleiner, billig → billiger</span>. Adjectives in -el and -euer drop that e: <span class="de">dunkel → dunkler, teuer → teurer</span>. "Than" is <span class="de">als</span>: <span class="de">Mein Bruder ist älter als ich.</span></span>',
    },
    { type: 'heading', text: 'The superlative: am -sten' },
    {
      type: 'paragraph',
      text: '<span>After a verb (and as an adverb) the superlative is <span class="de">am</span> + adjective + <span class="de">-sten</span>: <span class="de">Dieser Zug ist am schnellsten. Paul singt am schönsten.</span> After d, t, s, ß, z and sch the ending is usually <span class="de">-esten</span>, so that it can be said: <span class="de">am ältesten, am kürzesten, am interessantesten</span> (but <span class="de">am größten</span>).</span>',
    },
    { type: 'heading', text: 'The umlaut' },
    {
      type: 'paragraph',
      text: '<span>Many short adjectives with a, o or u add an umlaut in both forms: <span class="de">alt, älter, am ältesten; jung, jünger, am jüngsten; kurz, kürzer, am kürzesten</span>. Learn which ones: the table gives those of the course. For <span class="de">gesund</span> both are correct: <span class="de">gesünder</span> or <span class="de">gesunder</span>.</span>',
    },
    { type: 'heading', text: 'Irregular forms' },
    {
      type: 'paragraph',
      text: '<span><span class="de">gut, besser, am besten; viel, mehr, am meisten; gern, lieber, am liebsten; hoch, höher, am höchsten</span> (hoch drops its c before an ending and in the comparative: <span class="de">ein hohes Haus, höher</span>; the superlative is <span class="de">höchst-</span>: <span class="de">am höchsten, der höchste Berg</span>); <span class="de">nah, näher, am nächsten</span>; and <span class="de">groß, größer, am größten</span>, with -sten after ß. <span class="de">mehr</span> never takes an ending: <span class="de">mehr Zeit, mehr Bücher</span>. <span class="de">lieber</span> and <span class="de">am liebsten</span> go with a verb, as <span class="de">gern</span> does: <span class="de">Ich trinke lieber Tee. Am liebsten trinke ich Wasser.</span></span>',
    },
    ...tables.map((table) => ({
      type: 'table' as const,
      caption: table.caption,
      head: table.head,
      rows: table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.answer)]),
    })),
    { type: 'heading', text: 'als and so … wie' },
    {
      type: 'paragraph',
      text: '<span>After a comparative, "than" is <span class="de">als</span>: <span class="de">Berlin ist größer als Hamburg.</span> To say two things are the same, use <span class="de">so</span> + the plain adjective + <span class="de">wie</span>: <span class="de">Paul ist so alt wie Anna.</span> With <span class="de">nicht</span>: <span class="de">Hamburg ist nicht so groß wie Berlin.</span></span>',
    },
    { type: 'heading', text: 'Before a noun' },
    {
      type: 'paragraph',
      text: '<span>Before a noun, the comparative and the superlative take the adjective endings of chapter 3 like any adjective. The superlative before a noun has no <span class="de">am</span>: <span class="de">der schnellste Zug</span>, the fastest train. Add the ending to the comparative (<span class="de">schneller-</span>) or to the superlative without am and -en (<span class="de">schnellst-</span>): <span class="de">ein schnellerer Zug, der älteste Sohn, mit dem besten Freund, die höchsten Berge</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Meine Schwester ist jünger als ich.', english: 'My sister is younger than me.' },
        { german: 'Im Winter sind die Tage kürzer.', english: 'In winter the days are shorter.' },
        { german: 'Welcher Zug ist am schnellsten?', english: 'Which train is the fastest?' },
        { german: 'Ich trinke lieber Tee als Kaffee.', english: 'I prefer tea to coffee.' },
        { german: 'Er hat mehr Geld als sein Bruder.', english: 'He has more money than his brother.' },
        { german: 'Das ist der beste Film.', english: 'That is the best film.' },
        { german: 'Wir haben ein größeres Haus gekauft.', english: 'We have bought a bigger house.' },
        { german: 'Paul ist so alt wie Anna.', english: 'Paul is as old as Anna.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das Buch ist mehr interessant.',
          right: 'Das Buch ist interessanter.',
          why: 'German never uses mehr to make a comparative: add -er.',
        },
        {
          wrong: 'Er ist älter wie ich.',
          right: 'Er ist älter als ich.',
          why: 'After a comparative, "than" is als; wie goes with so … wie.',
        },
        {
          wrong: 'Dieser Zug ist am schnellste.',
          right: 'Dieser Zug ist am schnellsten.',
          why: 'The superlative with am always ends in -sten (or -esten): am schnellsten.',
        },
        {
          wrong: 'Das ist der am besten Film.',
          right: 'Das ist der beste Film.',
          why: 'Before a noun the superlative has no am and takes an adjective ending.',
        },
        {
          wrong: 'Er ist alter als sie.',
          right: 'Er ist älter als sie.',
          why: 'alt adds an umlaut: älter, am ältesten.',
        },
      ],
    },
  ],
  pages: {
    'memorization/practice': {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the comparative and the superlative (with am) of each adjective. The first row of each table is given as help; practise as often as you like.',
        },
      ],
      tables: COMPARISON_GROUPS.map((group) => comparisonTable(group, [group.adjectives[0]])),
    },
    'memorization/test': {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fill in every comparative and superlative from memory.',
        },
      ],
      tables,
    },
  },
} satisfies MemorizationUnit;
