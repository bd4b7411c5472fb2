/**
 * Every query key of the app, made here and nowhere else, so that a loader, a hook and a
 * mutation that writes the cache always name the same entry.
 */
export const queryKeys = {
  /** The signed-in user (null when signed out). */
  user: () => ['user'] as const,
  /** The progress tracker's codes. */
  completed: () => ['completed'] as const,
  /** The saved answers of one set, by its table. */
  answers: (table: string) => ['answers', table] as const,
  /** How many items each written set has (the counts page). */
  writtenSetCounts: () => ['written-set-counts'] as const,
  /** The learner's review cards with their FSRS state. */
  reviewCards: () => ['review-cards'] as const,
  /** The review cards the learner has earned, from the passed tests' codes. */
  reviewItems: (codes: readonly string[]) => ['review-items', ...codes] as const,
  /** The learner's recorded mistakes. */
  mistakes: () => ['mistakes'] as const,
};
