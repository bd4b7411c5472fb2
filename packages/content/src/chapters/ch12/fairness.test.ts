import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 12 exercises (docs/product/quality.md "Fairness"): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (wrong der-word or relative pronoun, wrong case after von or a preposition,
 * sein for werden, wissen for kennen, aber for sondern, the verb out of its place) which it must
 * reject.
 */

describeFairnessPanel(12, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
