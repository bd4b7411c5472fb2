// Checks on untrusted JSON that must hold before anything recursive (JSON.stringify, the
// logger, jsonb) or PostgreSQL's text types see it. All iterative: a hostile body cannot
// overflow the stack here.

/**
 * Deepest nesting a request body may have. Saves are flat rows and user metadata is a
 * shallow object; this leaves room for any honest client and none for a stack overflow.
 */
export const maxJsonDepth = 32;

/** An unpaired UTF-16 surrogate: not Unicode text, and PostgreSQL's jsonb refuses its escape. */
const loneSurrogate = /\p{Cs}/u;

/**
 * A character that is not printed as itself: C0 and C1 controls (line breaks, escape sequences
 * that move a terminal's cursor or set its clipboard), DEL, line and paragraph separators, and
 * the marks that reorder text (bidirectional controls).
 */
export const controlCharacter = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * Tells whether PostgreSQL can store a string as text: no NUL character and no unpaired
 * surrogate.
 *
 * @example isStorableText('Straße') === true; isStorableText('a\u0000b') === false
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** A `\\uD800`-style escape of a surrogate, the only way JSON text can carry an unpaired one. */
const surrogateEscape = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/**
 * Tells whether a parsed JSON body holds an unpaired surrogate in any string, keys included.
 * `text` is the body as received: without a surrogate escape in it (all but a few bodies)
 * nothing is walked, since UTF-8 cannot encode a lone surrogate.
 *
 * @example hasUnpairedSurrogate('{"a":"x\\ud800y"}', { a: 'x\ud800y' }) === true
 */
export function hasUnpairedSurrogate(text: string, value: unknown): boolean {
  if (!surrogateEscape.test(text)) return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (loneSurrogate.test(current)) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (loneSurrogate.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Tells whether a parsed JSON value nests deeper than `maxDepth` arrays and objects.
 *
 * @example exceedsJsonDepth({ a: [1] }, 1) === true
 */
export function exceedsJsonDepth(value: unknown, maxDepth: number = maxJsonDepth): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Tells whether every string in a JSON value, keys included, is storable text.
 *
 * @example isStorableJson({ username: 'anna' }) === true
 */
export function isStorableJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return false;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}
