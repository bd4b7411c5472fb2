import { z } from 'zod';

/** The validation messages of spec §5, verbatim. */
export const REQUIRED = 'This field is required';
export const PASSWORD_MINIMUM = 'Password must have a minimum of 8 characters';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const PASSWORD_MINIMUM_LENGTH = 8;

const required = z.string().trim().min(1, { message: REQUIRED, abort: true });
const password = z
  .string()
  .min(1, { message: REQUIRED, abort: true })
  .min(PASSWORD_MINIMUM_LENGTH, PASSWORD_MINIMUM);
const email = required.pipe(z.email('Please enter a valid e-mail address'));

export const loginSchema = z.object({ email, password: z.string().min(1, REQUIRED) });
export type LoginValues = z.infer<typeof loginSchema>;

export const signUpSchema = z.object({ email, password, username: required });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const changePasswordSchema = z
  .object({ password, passwordConfirm: z.string().min(1, REQUIRED) })
  .refine((values) => values.password === values.passwordConfirm, {
    message: PASSWORDS_MUST_MATCH,
    path: ['passwordConfirm'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
