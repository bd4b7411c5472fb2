/** The validation messages of docs/product/accounts.md "Password and profile rules", verbatim. */
export const REQUIRED = 'This field is required';
export const PASSWORD_MINIMUM = 'Password must have a minimum of 8 characters';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const INVALID_EMAIL = 'Please enter a valid e-mail address';
export const PASSWORD_MINIMUM_LENGTH = 8;

/** A form's message per field; a field without one is valid. */
export type FieldMessages<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * The rules of one account form: checks the typed values and gives them back cleaned (e-mail
 * and username trimmed) with a message for each field that is not valid. Plain functions, no
 * schema library: the login form is the first thing a new visitor downloads.
 *
 * @example loginRules.validate({ email: '', password: '' }).errors // { email: 'This field is required', password: … }
 */
export interface FormRules<Values> {
  validate(values: Values): { values: Values; errors: FieldMessages<Values> };
}

// The address pattern zod's `email()` uses, so that the check is what it was.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function requiredText(value: string): string | undefined {
  return value.trim() === '' ? REQUIRED : undefined;
}

function emailMessage(value: string): string | undefined {
  return requiredText(value) ?? (emailPattern.test(value.trim()) ? undefined : INVALID_EMAIL);
}

function newPasswordMessage(value: string): string | undefined {
  if (value === '') return REQUIRED;
  return value.length < PASSWORD_MINIMUM_LENGTH ? PASSWORD_MINIMUM : undefined;
}

function only<Values>(messages: Record<keyof Values & string, string | undefined>): FieldMessages<Values> {
  return Object.fromEntries(
    Object.entries(messages).filter(([, message]) => message !== undefined),
  ) as FieldMessages<Values>;
}

export interface LoginValues {
  email: string;
  password: string;
}

export const loginRules: FormRules<LoginValues> = {
  validate: ({ email, password }) => ({
    values: { email: email.trim(), password },
    errors: only<LoginValues>({
      email: emailMessage(email),
      password: password === '' ? REQUIRED : undefined,
    }),
  }),
};

export interface SignUpValues {
  email: string;
  password: string;
  username: string;
}

export const signUpRules: FormRules<SignUpValues> = {
  validate: ({ email, password, username }) => ({
    values: { email: email.trim(), password, username: username.trim() },
    errors: only<SignUpValues>({
      email: emailMessage(email),
      password: newPasswordMessage(password),
      username: requiredText(username),
    }),
  }),
};

export interface ChangePasswordValues {
  password: string;
  passwordConfirm: string;
}

export const changePasswordRules: FormRules<ChangePasswordValues> = {
  validate: ({ password, passwordConfirm }) => {
    const passwordError = newPasswordMessage(password);
    const confirmError =
      passwordConfirm === ''
        ? REQUIRED
        : passwordError === undefined && password !== passwordConfirm
          ? PASSWORDS_MUST_MATCH
          : undefined;
    return {
      values: { password, passwordConfirm },
      errors: only<ChangePasswordValues>({ password: passwordError, passwordConfirm: confirmError }),
    };
  },
};
