import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, isStorableJson, isStorableText } from './json-checks.ts';

describe('JSON checks', () => {
  it('finds nesting deeper than the limit without recursing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(exceedsJsonDepth(deep)).toBe(true);
    expect(exceedsJsonDepth({ username: 'anna', darkMode: true })).toBe(false);
    expect(exceedsJsonDepth({ a: { b: 1 } }, 1)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates in text, keys included, and keeps real Unicode', () => {
    expect(isStorableText('Straße 💥')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\ud800')).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
    expect(isStorableJson({ list: ['ok', { nested: 'fine' }] })).toBe(true);
    expect(isStorableJson({ list: ['ok', { nested: '\ud83d' }] })).toBe(false);
    expect(isStorableJson({ 'k\u0000': 1 })).toBe(false);
  });
});
