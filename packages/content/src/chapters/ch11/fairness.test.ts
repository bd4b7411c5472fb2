import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 11 exercises (docs/product/quality.md "Fairness"): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in English a wrong meaning (will for will, would like for like,
 * must for may, the wrong person or time); in German the grammar points of the chapter (the
 * conjugated verb not last in the dependent clause, a main clause after a first-position dependent
 * clause without verb, comma, verb, the modal's form, the infinitive not at the end, a separable
 * verb split in a dependent clause, wenn for ob, nicht müssen for must not) and the case and ending
 * errors of earlier chapters.
 */

describeFairnessPanel(11, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
]);
