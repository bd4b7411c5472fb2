import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 9 exercises (docs/product/quality.md "Fairness"): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in German a wrong case after a two-case preposition (motion
 * and location swapped), a wrong verb of the pair (legen/liegen, stellen/stehen, setzen/sitzen),
 * a wrong form of werden, the infinitive not at the end, a wrong article or ending; in English a
 * location for a motion or the other way round, a wrong person, number or tense.
 */

describeFairnessPanel(9, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
