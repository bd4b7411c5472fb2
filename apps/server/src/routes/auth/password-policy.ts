import { dictionary } from '@zxcvbn-ts/language-common';

/** Shortest password accepted (docs/product/accounts.md "Password and profile rules"). */
export const minPasswordLength = 8;

/** GoTrue's reasons for a weak password (auth-js `WeakPasswordReasons`). */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** Why a new password is refused: GoTrue's reason and the message the learner sees. */
export interface WeakPassword {
  reason: WeakPasswordReason;
  message: string;
}

/**
 * The most common passwords of long enough length, lower-cased: zxcvbn-ts's list of about
 * 49,000 passwords from leaked password sets, of which the ones of 8 characters or more can
 * reach this check at all.
 */
const commonPasswords = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= minPasswordLength)
    .map((password) => password.toLowerCase()),
);

/**
 * Checks a new password for sign-up or a password change; undefined when it may be used.
 * Refused: fewer than 8 characters; only white space or one repeated character; one of the
 * most common passwords (in any letter case); the account's own e-mail address or the part
 * of it before the @.
 *
 * @example weakPasswordReason('password', 'anna@example.org')?.reason === 'pwned'
 */
export function weakPasswordReason(password: string, email: string): WeakPassword | undefined {
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
  if (commonPasswords.has(trimmed)) {
    return {
      reason: 'pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    };
  }
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (trimmed === address || (localPart.length > 0 && trimmed === localPart)) {
    return { reason: 'pwned', message: 'Password should not be your e-mail address.' };
  }
  return undefined;
}
