import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 1 exercises (docs/product/quality.md "Fairness"): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and near misses which it must reject: wrong verb ending, wrong verb position, sie for Sie, wrong question word; in English, a changed meaning.
 */

describeFairnessPanel(1, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
