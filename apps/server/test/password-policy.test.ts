// New passwords: the most common ones, German words and phrases, keyboard walks on German
// layouts, the product's name, white space only and the learner's own e-mail are refused with GoTrue's 422 weak_password and its reasons, at sign-up and at a password
// change; supabase-js surfaces them as AuthWeakPasswordError. On PGlite and on PostgreSQL.
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, uniqueEmail, type TestServer } from './support/test-server.ts';

describe.each(backends)('password policy on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses common passwords, blank ones and the e-mail itself at sign-up', async () => {
    const email = uniqueEmail('weak');
    const cases: [string, string, RegExp][] = [
      ['password', 'pwned', /easy to guess/],
      ['12345678', 'pwned', /easy to guess/],
      ['PassWord1', 'pwned', /easy to guess/],
      ['iloveyou', 'pwned', /easy to guess/],
      ['        ', 'characters', /only spaces/],
      ['aaaaaaaaaa', 'characters', /repeated/],
      [email.toUpperCase(), 'pwned', /e-mail/],
      [email.split('@')[0] as string, 'pwned', /e-mail/],
      ['kurz', 'length', /at least 8 characters/],
    ];
    for (const [password, reason, message] of cases) {
      const { data, error } = await server.client().auth.signUp({ email, password });
      expect(data.session, password).toBeNull();
      expect(error?.status, password).toBe(422);
      expect(error?.code, password).toBe('weak_password');
      expect(error?.message, password).toMatch(message);
      expect(isAuthWeakPasswordError(error) && error.reasons, password).toEqual([reason]);
    }
    const ok = await server.client().auth.signUp({ email, password: 'Kaffee-mit-Milch-7' });
    expect(ok.error).toBeNull();
  });

  it('refuses common German and keyboard passwords and the product’s name', async () => {
    const email = uniqueEmail('german');
    for (const password of [
      'grundlagen',
      'Grundlagen1',
      'qwertzuiop',
      'Passwort123',
      'ichliebedich',
      '12121212',
      'abcdefgh',
      'hallo123',
      'schatz123',
      'yxcvbnm,',
      'ü+#äölkjh',
      'qwertz123',
      'fussball',
      'sonnenschein',
      // Only the first 20 characters are estimated: a weak start is weak however it goes on.
      'qwertzuiopasdfghjklyX-9$kT!m',
    ]) {
      const { data, error } = await server.client().auth.signUp({ email, password });
      expect(data.session, password).toBeNull();
      expect(error?.code, password).toBe('weak_password');
      expect(isAuthWeakPasswordError(error) && error.reasons, password).toEqual(['pwned']);
    }
    const ok = await server.client().auth.signUp({ email, password: 'richtig-gut-8' });
    expect(ok.error).toBeNull();
  });

  it('refuses the same at a password change, and keeps the old password', async () => {
    const learner = await server.signUp();
    for (const password of [
      'qwertyuiop',
      'qwertzuiop',
      'Grundlagen2026',
      '\t\t\t\t\t\t\t\t',
      learner.email,
    ]) {
      const { error } = await learner.client.auth.updateUser({ password });
      expect(error?.code, password).toBe('weak_password');
      expect(error?.status).toBe(422);
    }
    const login = await server
      .client()
      .auth.signInWithPassword({ email: learner.email, password: learner.password });
    expect(login.error).toBeNull();
  });
});
