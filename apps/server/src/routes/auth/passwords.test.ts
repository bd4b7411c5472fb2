import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Grundlagen-1', 10);
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(stored).not.toContain('Grundlagen-1');
    expect(await verifyPassword('Grundlagen-1', stored)).toBe(true);
    expect(await verifyPassword('grundlagen-1', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, and never matches a damaged one', async () => {
    expect(await hashPassword('same-password', 10)).not.toBe(await hashPassword('same-password', 10));
    expect(await verifyPassword('x', 'scrypt$10$8$1$$')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
