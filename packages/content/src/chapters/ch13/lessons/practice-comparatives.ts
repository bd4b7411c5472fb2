import { comparisonOf } from '../../../grammar/comparison.ts';
import type { PracticeItem, PracticePage } from '../../../lessons/schema.ts';

/** Why a comparison has its form: the rule, the umlaut, the dropped e or the irregular form. */
function why(adjective: string): string {
  const { comparative, superlative, alsoCorrect = [] } = comparisonOf(adjective);
  const forms = `${adjective}, ${comparative}, ${superlative}`;
  if (['gut', 'viel', 'gern', 'hoch', 'nah', 'groß'].includes(adjective)) return `irregular: ${forms}`;
  if (['teuer', 'dunkel'].includes(adjective)) return `${adjective} drops its e before -er: ${forms}`;
  if (comparative.startsWith(adjective))
    return superlative.endsWith('esten')
      ? `by the rule, with -esten after d, t, s, ß or z: ${forms}`
      : `by the rule: ${forms}`;
  const variants =
    alsoCorrect.length > 0
      ? ` (${alsoCorrect.join(', ')} ${alsoCorrect.length > 1 ? 'are' : 'is'} also correct)`
      : '';
  return `${adjective} adds an umlaut: ${forms}${variants}`;
}

/** The comparative or the am-superlative of an adjective, with the other correct forms accepted. */
function formItem(adjective: string, degree: 'comparative' | 'superlative'): PracticeItem {
  const comparison = comparisonOf(adjective);
  const also = (comparison.alsoCorrect ?? []).filter((form) =>
    degree === 'superlative' ? form.startsWith('am ') : !form.startsWith('am '),
  );
  return {
    prompt: `${adjective} (${degree})`,
    detail: degree === 'superlative' ? 'The superlative with am.' : 'The comparative.',
    answers: [comparison[degree], ...also],
    reason: why(adjective),
  };
}

/**
 * An adjective before a noun: the learner writes the comparative or superlative with its ending.
 * `stem` is the comparative (schneller) or the superlative without am and -en (schnellst).
 */
function endingItem(
  phrase: string,
  adjective: string,
  degree: 'comparative' | 'superlative',
  ending: string,
  because: string,
): PracticeItem {
  const comparison = comparisonOf(adjective);
  const stem =
    degree === 'comparative'
      ? comparison.comparative
      : comparison.superlative.replace(/^am /, '').replace(/en$/, '');
  return {
    prompt: phrase.replace('___', `___ (${adjective}, ${degree})`),
    detail: 'Write the adjective with its ending.',
    answers: [stem + ending],
    reason: `${because}: ${stem}${ending}`,
  };
}

/**
 * Practice (13npc): the comparative and superlative of the adjectives of Comparatives &
 * Superlatives, and the comparative and superlative before a noun with the adjective endings of
 * chapter 3 (after der-words and ein-words). Every form comes from grammar/comparison.ts.
 */
export const newMaterial = {
  kind: 'practice',
  code: '13npc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Write the comparative (<span class="de">kleiner</span>) or the superlative with am (<span class="de">am kleinsten</span>) of the adjective. Where the adjective stands before a noun, give it the ending it needs: the comparative and the superlative take the endings of chapter 3, and the superlative before a noun has no am: <span class="de">der kleinste Hund, ein kleineres Haus</span>.</span>',
    },
    {
      type: 'tip',
      text: '<span>After der, die, das (and dieser, jeder): -e in the nominative singular and in the accusative of die and das, -en everywhere else. After ein-words the masculine nominative adds -er, the neuter nominative and accusative -es.</span>',
    },
  ],
  instructions: 'Write the form asked for; before a noun, with its ending.',
  answerLanguage: 'de',
  items: [
    formItem('klein', 'comparative'),
    formItem('schnell', 'superlative'),
    formItem('alt', 'comparative'),
    formItem('alt', 'superlative'),
    formItem('jung', 'comparative'),
    formItem('kurz', 'superlative'),
    formItem('warm', 'comparative'),
    formItem('teuer', 'comparative'),
    formItem('dunkel', 'comparative'),
    formItem('interessant', 'superlative'),
    formItem('gesund', 'comparative'),
    formItem('groß', 'superlative'),
    formItem('gut', 'comparative'),
    formItem('gut', 'superlative'),
    formItem('viel', 'comparative'),
    formItem('viel', 'superlative'),
    formItem('gern', 'comparative'),
    formItem('gern', 'superlative'),
    formItem('hoch', 'comparative'),
    formItem('nah', 'superlative'),
    endingItem('der ___ Zug', 'schnell', 'superlative', 'e', 'der, masculine nominative, takes -e'),
    endingItem(
      'ein ___ Auto',
      'schnell',
      'comparative',
      'es',
      'ein, neuter nominative or accusative, takes -es',
    ),
    endingItem('mit dem ___ Freund', 'gut', 'superlative', 'en', 'dem, the dative, takes -en'),
    endingItem('die ___ Berge', 'hoch', 'superlative', 'en', 'die in the plural takes -en'),
    endingItem(
      'Ich habe einen ___ Bruder.',
      'alt',
      'comparative',
      'en',
      'einen, masculine accusative, takes -en',
    ),
    endingItem('Das ist die ___ Straße.', 'lang', 'superlative', 'e', 'die, feminine nominative, takes -e'),
    endingItem(
      'Wir suchen eine ___ Wohnung.',
      'groß',
      'comparative',
      'e',
      'eine, feminine accusative, takes -e',
    ),
    endingItem(
      'Er ist mein ___ Freund.',
      'gut',
      'superlative',
      'er',
      'mein, masculine nominative, takes -er',
    ),
  ],
} satisfies PracticePage;
