/**
 * Whether `written` is exactly one keyboard slip away from `expected`: one character inserted,
 * deleted or replaced, or two neighbouring characters swapped. Equal words are not a slip.
 * Characters are code points, so a letter outside the Basic Multilingual Plane counts once.
 */
export function isOneEdit(written: string, expected: string): boolean {
  if (written === expected) return false;
  // Most words that differ are far apart; the length test rejects them before splitting.
  if (Math.abs(written.length - expected.length) > 2) return false;
  const a = Array.from(written);
  const b = Array.from(expected);
  if (a.length === b.length) return isOneReplacementOrSwap(a, b);
  if (a.length === b.length + 1) return isOneInsertion(b, a);
  if (b.length === a.length + 1) return isOneInsertion(a, b);
  return false;
}

function firstDifference(a: readonly string[], b: readonly string[]): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

function sameFrom(a: readonly string[], aStart: number, b: readonly string[], bStart: number): boolean {
  if (a.length - aStart !== b.length - bStart) return false;
  for (let offset = 0; aStart + offset < a.length; offset += 1) {
    if (a[aStart + offset] !== b[bStart + offset]) return false;
  }
  return true;
}

function isOneReplacementOrSwap(a: readonly string[], b: readonly string[]): boolean {
  const index = firstDifference(a, b);
  if (index === a.length) return false;
  if (sameFrom(a, index + 1, b, index + 1)) return true;
  return a[index] === b[index + 1] && a[index + 1] === b[index] && sameFrom(a, index + 2, b, index + 2);
}

/** Whether `longer` is `shorter` with one character inserted somewhere. */
function isOneInsertion(shorter: readonly string[], longer: readonly string[]): boolean {
  const index = firstDifference(shorter, longer);
  return sameFrom(shorter, index, longer, index + 1);
}
