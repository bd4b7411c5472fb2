import { describe, expect, it } from 'vitest';
import { changePasswordSchema, signUpSchema } from './account-validation.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('change password validation (spec §5)', () => {
  it('requires both fields', () => {
    expect(messages(changePasswordSchema.safeParse({ password: '', passwordConfirm: '' }))).toEqual({
      password: 'This field is required',
      passwordConfirm: 'This field is required',
    });
  });

  it('needs at least 8 characters', () => {
    expect(messages(changePasswordSchema.safeParse({ password: 'short', passwordConfirm: 'short' }))).toEqual(
      {
        password: 'Password must have a minimum of 8 characters',
      },
    );
  });

  it('needs the confirmation to match', () => {
    expect(
      messages(changePasswordSchema.safeParse({ password: 'longenough', passwordConfirm: 'different' })),
    ).toEqual({ passwordConfirm: 'Passwords must match' });
  });

  it('accepts a valid, confirmed password', () => {
    expect(
      changePasswordSchema.safeParse({ password: 'longenough', passwordConfirm: 'longenough' }).success,
    ).toBe(true);
  });
});

describe('sign-up validation', () => {
  it('asks for e-mail, password and username', () => {
    expect(messages(signUpSchema.safeParse({ email: '', password: '', username: ' ' }))).toMatchObject({
      email: 'This field is required',
      password: 'This field is required',
      username: 'This field is required',
    });
    expect(signUpSchema.safeParse({ email: 'a@b.de', password: '12345678', username: 'anna' }).success).toBe(
      true,
    );
  });
});
