import { describeFairnessPanel } from '../../test-support/fairness-panel.ts';
import panels from './fairness-panel.json' with { type: 'json' };
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { gefallenDrill } from './drills/gefallen.ts';

/**
 * The fairness panel of the chapter 7 exercises and of the gefallen translation drill (docs/product/quality.md "Fairness"):
 * translations written from the prompt sentence alone, as different good learners would write
 * them, which the check must accept, and grammar near misses (an n-noun without -(e)n, wer / wen /
 * wem confused, the dative object of a dative verb in the accusative or nominative, subject and
 * object of gefallen or fehlen swapped, singular for plural, wrong verb form or position) which it
 * must reject.
 */

describeFairnessPanel(7, [
  { name: 'German to English', set: germanToEnglish, panel: panels['German to English'], language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: panels['English to German'], language: 'de' },
  {
    name: 'Gefallen: Translation',
    set: gefallenDrill,
    panel: panels['Gefallen: Translation'],
    language: 'de',
  },
]);
