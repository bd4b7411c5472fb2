import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 3 exercises (docs/product/quality.md "Fairness"): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and near misses which it must reject: wrong adjective ending, wrong case or gender of the article, wrong verb ending or position, sie for Sie, er for es; in English, subject and object swapped, a changed meaning.
 */

describeFairnessPanel(3, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
