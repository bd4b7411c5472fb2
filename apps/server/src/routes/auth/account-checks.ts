// Checks of what a learner sets on their account: a new password and user metadata.
import { AuthError } from '../../lib/errors.ts';
import { isStorableJson, isStorableText } from '../../lib/json-checks.ts';
import { weakPasswordReason } from './password-policy.ts';
import { maxMetadataBytes, maxPasswordLength } from './schemas.ts';

/**
 * Refuses a new password that cannot be stored faithfully, is too long, or is weak (422
 * `weak_password` with GoTrue's reason).
 */
export async function checkNewPassword(password: string, email: string): Promise<void> {
  if (!isStorableText(password)) {
    // Two such passwords could hash alike once encoded as UTF-8; no keyboard types them.
    throw new AuthError(
      400,
      'validation_failed',
      'Password cannot contain NUL characters or unpaired surrogates.',
    );
  }
  if (password.length > maxPasswordLength) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maxPasswordLength} characters.`,
    );
  }
  const weak = await weakPasswordReason(password, email);
  if (weak) {
    throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: [weak.reason] } });
  }
}

/** Refuses user metadata that cannot be stored or is larger than 8 KB serialised. */
export function checkMetadata(metadata: Record<string, unknown>): void {
  if (!isStorableJson(metadata)) {
    throw new AuthError(
      400,
      'validation_failed',
      'User metadata cannot contain NUL characters or unpaired surrogates.',
    );
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > maxMetadataBytes) {
    throw new AuthError(400, 'validation_failed', `User metadata is larger than ${maxMetadataBytes} bytes.`);
  }
}
