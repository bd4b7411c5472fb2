import * as z from 'zod/mini';

/** The validation messages of docs/product/accounts.md "Password and profile rules", verbatim. */
export const REQUIRED = 'This field is required';
export const PASSWORD_MINIMUM = 'Password must have a minimum of 8 characters';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const INVALID_EMAIL = 'Please enter a valid e-mail address';
export const PASSWORD_MINIMUM_LENGTH = 8;

// The account forms' schemas, for react-hook-form's zod resolver. A field shows the message of
// its first failed check, so "required" comes before the others. zod/mini (functions rather
// than methods) keeps what the login form downloads small: it is a new visitor's first page.

// The address pattern zod's `email()` uses.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A required text, trimmed (e-mail address, username). */
const requiredText = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));

const email = () => requiredText().check(z.regex(emailPattern, INVALID_EMAIL));

/** A password is never trimmed: its spaces count. */
const password = () => z.string().check(z.minLength(1, REQUIRED));

const newPassword = () => password().check(z.minLength(PASSWORD_MINIMUM_LENGTH, PASSWORD_MINIMUM));

/**
 * Login: a well-formed address and any password.
 *
 * @example loginSchema.safeParse({ email: ' a@b.de ', password: 'x' }).data // { email: 'a@b.de', password: 'x' }
 */
export const loginSchema = z.object({ email: email(), password: password() });
export type LoginValues = z.infer<typeof loginSchema>;

/** Sign-up: address, a password of at least 8 characters, a username. */
export const signUpSchema = z.object({ email: email(), password: newPassword(), username: requiredText() });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Change password: the new password twice; "must match" only once the first one is valid. */
export const changePasswordSchema = z
  .object({ password: newPassword(), passwordConfirm: password() })
  .check(
    z.refine(
      ({ password, passwordConfirm }) =>
        password.length < PASSWORD_MINIMUM_LENGTH || passwordConfirm === '' || password === passwordConfirm,
      { message: PASSWORDS_MUST_MATCH, path: ['passwordConfirm'] },
    ),
  );
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
