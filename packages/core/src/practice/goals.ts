/**
 * The goals of New Material practice (docs/product/progress.md "When a page earns its code"): a vocabulary test draws a fixed
 * number of words and is passed only when every answer is right; endless practice (verbs,
 * articles) counts as done after a number of right answers in one visit.
 */

/** Words drawn for one vocabulary test. */
export const VOCABULARY_TEST_SIZE = 20;

/** Right answers in one visit that count a random-practice page as done. */
export const PRACTICE_GOAL = 20;

/**
 * A test (vocabulary test, memorisation or review test) is passed when every answer is right.
 *
 * @example
 * testPassed(['correct', 'correct']) // true
 * testPassed(['correct', 'incorrect']) // false
 * testPassed([]) // false
 */
export function testPassed(verdicts: readonly ('correct' | 'incorrect' | null)[]): boolean {
  return verdicts.length > 0 && verdicts.every((verdict) => verdict === 'correct');
}

/**
 * @example
 * practiceGoalReached(20) // true
 * practiceGoalReached(19) // false
 */
export function practiceGoalReached(correctAnswers: number): boolean {
  return correctAnswers >= PRACTICE_GOAL;
}

/** From this chapter on, German-to-English pages no longer offer the special-character buttons. */
export const SPECIAL_CHARACTERS_UNTIL_CHAPTER = 4;

/**
 * The ä ö ü ß buttons (docs/product/screens.md "Translation exercises"): wherever the answer is German, and on every page before
 * chapter 4.
 *
 * @example
 * offersSpecialCharacters({ chapter: 5, answerLanguage: 'de' }) // true
 * offersSpecialCharacters({ chapter: 5, answerLanguage: 'en' }) // false
 * offersSpecialCharacters({ chapter: 3, answerLanguage: 'en' }) // true
 */
export function offersSpecialCharacters(page: { chapter: number; answerLanguage: 'de' | 'en' }): boolean {
  return page.answerLanguage === 'de' || page.chapter < SPECIAL_CHARACTERS_UNTIL_CHAPTER;
}
