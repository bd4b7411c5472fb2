import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { changePasswordSchema, loginSchema, signUpSchema } from './account-validation.ts';

/** What a form sees when it checks these values: the cleaned values, and each field's message. */
async function check<Values extends FieldValues>(schema: z.ZodMiniType<Values, Values>, values: Values) {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return {
    values: result.values,
    errors: Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message])),
  };
}

describe('change password validation (docs/product/accounts.md "Password and profile rules")', () => {
  it('requires both fields', async () => {
    expect((await check(changePasswordSchema, { password: '', passwordConfirm: '' })).errors).toEqual({
      password: 'This field is required',
      passwordConfirm: 'This field is required',
    });
  });

  it('needs at least 8 characters', async () => {
    expect(
      (await check(changePasswordSchema, { password: 'short', passwordConfirm: 'short' })).errors,
    ).toEqual({
      password: 'Password must have a minimum of 8 characters',
    });
  });

  it('needs the confirmation to match', async () => {
    expect(
      (await check(changePasswordSchema, { password: 'longenough', passwordConfirm: 'different' })).errors,
    ).toEqual({
      passwordConfirm: 'Passwords must match',
    });
  });

  it('accepts a valid, confirmed password', async () => {
    expect(
      (await check(changePasswordSchema, { password: 'longenough', passwordConfirm: 'longenough' })).errors,
    ).toEqual({});
  });
});

describe('sign-up validation', () => {
  it('asks for e-mail, password and username', async () => {
    expect((await check(signUpSchema, { email: '', password: '', username: ' ' })).errors).toEqual({
      email: 'This field is required',
      password: 'This field is required',
      username: 'This field is required',
    });
    expect(
      (await check(signUpSchema, { email: 'a@b.de', password: '12345678', username: 'anna' })).errors,
    ).toEqual({});
  });

  it('trims the e-mail address and the username, never the password', async () => {
    expect(
      (await check(signUpSchema, { email: ' a@b.de ', password: ' 12345678 ', username: ' anna ' })).values,
    ).toEqual({
      email: 'a@b.de',
      password: ' 12345678 ',
      username: 'anna',
    });
  });
});

describe('login validation', () => {
  it('wants a well-formed address and any password', async () => {
    expect((await check(loginSchema, { email: 'not an address', password: '' })).errors).toEqual({
      email: 'Please enter a valid e-mail address',
      password: 'This field is required',
    });
    expect((await check(loginSchema, { email: 'a.b@c.de', password: 'x' })).errors).toEqual({});
  });
});
