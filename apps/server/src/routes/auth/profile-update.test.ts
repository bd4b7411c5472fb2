import { describe, expect, it } from 'vitest';
import { mergeMetadata, pickProfileChange } from './profile-update.ts';

describe('pickProfileChange (docs/product/accounts.md "Password and profile rules": one kind per request, the last wins)', () => {
  it('takes the single change supplied', () => {
    expect(pickProfileChange({ password: 'geheim123' })).toEqual({ kind: 'password', password: 'geheim123' });
    expect(pickProfileChange({ data: { darkMode: true } })).toEqual({ kind: 'darkMode', darkMode: true });
    expect(pickProfileChange({ data: { username: 'anna' } })).toEqual({ kind: 'username', username: 'anna' });
  });

  it('lets the last win in the order password, darkMode, username', () => {
    expect(pickProfileChange({ password: 'geheim123', data: { darkMode: false } })).toEqual({
      kind: 'darkMode',
      darkMode: false,
    });
    expect(pickProfileChange({ password: 'geheim123', data: { darkMode: true, username: 'b' } })).toEqual({
      kind: 'username',
      username: 'b',
    });
  });

  it('counts darkMode only when it is a real boolean', () => {
    expect(pickProfileChange({ password: 'geheim123', data: { darkMode: 'true' } })).toEqual({
      kind: 'password',
      password: 'geheim123',
    });
    expect(pickProfileChange({ data: { darkMode: 1 } })).toEqual({ kind: 'none' });
  });

  it('merges other metadata keys when no ruled change is present', () => {
    expect(pickProfileChange({ data: { theme: 'blue' } })).toEqual({
      kind: 'metadata',
      data: { theme: 'blue' },
    });
    expect(pickProfileChange({})).toEqual({ kind: 'none' });
  });
});

describe('mergeMetadata', () => {
  it('merges key by key and deletes keys set to null', () => {
    expect(mergeMetadata({ darkMode: false, username: 'a' }, { darkMode: true })).toEqual({
      darkMode: true,
      username: 'a',
    });
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null })).toEqual({ a: 1 });
  });
});
