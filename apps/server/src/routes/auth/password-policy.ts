import { estimateGuesses } from './password-strength.ts';

/** Shortest password accepted (docs/product/accounts.md "Password and profile rules"). */
export const minPasswordLength = 8;

/**
 * Fewest guesses (zxcvbn's estimate) a new password must take. At scrypt's cost per guess
 * this is months of one processor's time per password for someone holding a copy of the
 * database; `ichliebedich` (about 10^8) stays below it, `richtig-gut-8` (about 5 × 10^8) above.
 */
export const minPasswordGuesses = 3e8;

/**
 * How much of a password the estimate reads. zxcvbn's cost grows steeply with length; a
 * password whose first 20 characters are hard to guess is hard to guess, and one whose first
 * 20 are easy is refused, however it goes on.
 */
const estimatedLength = 20;

/** Words of this product that a password is guessed from first, as dictionary words are. */
export const productWords = ['grundlagen'] as const;

/** GoTrue's reasons for a weak password (auth-js `WeakPasswordReasons`). */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** Why a new password is refused: GoTrue's reason and the message the learner sees. */
export interface WeakPassword {
  reason: WeakPasswordReason;
  message: string;
}

/**
 * Checks a new password for sign-up or a password change; resolves to undefined when it may
 * be used. Refused: fewer than 8 characters; only white space or one repeated character; the
 * account's own e-mail address or the part of it before the @; anything zxcvbn-ts estimates
 * at fewer than `minPasswordGuesses` guesses — common passwords of leaked sets, English and
 * German words, names and phrases (`Passwort123`, `ichliebedich`), keyboard walks on German
 * and other layouts (`qwertzuiop`), sequences and repeats (`abcdefgh`, `12121212`), and the
 * product's name or the e-mail address with a little added (`Grundlagen1`).
 *
 * @example (await weakPasswordReason('qwertzuiop', 'anna@example.org'))?.reason === 'pwned'
 */
export async function weakPasswordReason(password: string, email: string): Promise<WeakPassword | undefined> {
  if (password.length < minPasswordLength) {
    return { reason: 'length', message: `Password should be at least ${minPasswordLength} characters.` };
  }
  const trimmed = password.trim().toLowerCase();
  if (trimmed === '' || new Set(trimmed).size === 1) {
    return {
      reason: 'characters',
      message: 'Password should not be only spaces or one character repeated.',
    };
  }
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (trimmed === address || (localPart.length > 0 && trimmed === localPart)) {
    return { reason: 'pwned', message: 'Password should not be your e-mail address.' };
  }
  const guesses = await estimateGuesses(password.slice(0, estimatedLength), [
    ...productWords,
    address,
    localPart,
  ]);
  if (guesses < minPasswordGuesses) {
    return {
      reason: 'pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    };
  }
  return undefined;
}
