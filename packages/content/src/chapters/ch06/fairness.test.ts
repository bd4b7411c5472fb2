import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 6 exercises (docs/product/quality.md "Fairness"): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in German the wrong case after a genitive preposition (the
 * dative of speech, a missing -s or -es), the wrong stem of an e→ie or a→ä verb, a wrong ordinal
 * ending, the wrong verb position or pronoun; in English the wrong clock time, date or
 * preposition, and gern or lieber left out.
 */

describeFairnessPanel(6, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
