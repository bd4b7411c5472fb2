import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 10 exercises (docs/product/quality.md "Fairness"): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and grammar near misses (a du, ihr or Sie imperative in the wrong form, Sie left out,
 * the wrong case after a two-case preposition, nicht in the wrong place, a wrong ending or
 * auxiliary, a wrong tense or meaning in English) which it must reject.
 */

describeFairnessPanel(10, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
