import { describe, expect, it } from 'vitest';
import { changePasswordRules, loginRules, signUpRules } from './account-validation.ts';

describe('change password validation (docs/product/accounts.md "Password and profile rules")', () => {
  it('requires both fields', () => {
    expect(changePasswordRules.validate({ password: '', passwordConfirm: '' }).errors).toEqual({
      password: 'This field is required',
      passwordConfirm: 'This field is required',
    });
  });

  it('needs at least 8 characters', () => {
    expect(changePasswordRules.validate({ password: 'short', passwordConfirm: 'short' }).errors).toEqual({
      password: 'Password must have a minimum of 8 characters',
    });
  });

  it('needs the confirmation to match', () => {
    expect(
      changePasswordRules.validate({ password: 'longenough', passwordConfirm: 'different' }).errors,
    ).toEqual({
      passwordConfirm: 'Passwords must match',
    });
  });

  it('accepts a valid, confirmed password', () => {
    expect(
      changePasswordRules.validate({ password: 'longenough', passwordConfirm: 'longenough' }).errors,
    ).toEqual({});
  });
});

describe('sign-up validation', () => {
  it('asks for e-mail, password and username', () => {
    expect(signUpRules.validate({ email: '', password: '', username: ' ' }).errors).toEqual({
      email: 'This field is required',
      password: 'This field is required',
      username: 'This field is required',
    });
    expect(signUpRules.validate({ email: 'a@b.de', password: '12345678', username: 'anna' }).errors).toEqual(
      {},
    );
  });

  it('trims the e-mail address and the username, never the password', () => {
    expect(
      signUpRules.validate({ email: ' a@b.de ', password: ' 12345678 ', username: ' anna ' }).values,
    ).toEqual({
      email: 'a@b.de',
      password: ' 12345678 ',
      username: 'anna',
    });
  });
});

describe('login validation', () => {
  it('wants a well-formed address and any password', () => {
    expect(loginRules.validate({ email: 'not an address', password: '' }).errors).toEqual({
      email: 'Please enter a valid e-mail address',
      password: 'This field is required',
    });
    expect(loginRules.validate({ email: 'a.b@c.de', password: 'x' }).errors).toEqual({});
  });
});
