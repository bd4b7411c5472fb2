import { describe, expect, it } from 'vitest';
import { findMenuItemByCode } from '@grundlagen/content';
import type { User } from './supabase.ts';
import { earningCodes, KEPT_REVIEW_CODES, keptReviewCodes } from './review-codes.ts';

const account = (metadata: Record<string, unknown>) =>
  ({ id: 'anna', user_metadata: metadata }) as unknown as User;

describe('keptReviewCodes', () => {
  it('reads the codes kept in the account’s metadata', () => {
    expect(keptReviewCodes(account({ [KEPT_REVIEW_CODES]: ['1nv', '2nda'] }))).toEqual(['1nv', '2nda']);
    expect(KEPT_REVIEW_CODES).toBe('reviewCodes');
  });

  it('ignores anything in the key that is not a code, and an account without it', () => {
    expect(keptReviewCodes(account({ [KEPT_REVIEW_CODES]: ['1nv', 7, null, { code: '2nda' }] }))).toEqual([
      '1nv',
    ]);
    expect(keptReviewCodes(account({ [KEPT_REVIEW_CODES]: '1nv,2nda' }))).toEqual([]);
    expect(keptReviewCodes(account({}))).toEqual([]);
    expect(keptReviewCodes(null)).toEqual([]);
    expect(keptReviewCodes(undefined)).toEqual([]);
  });
});

describe('earningCodes', () => {
  it('keeps the codes of vocabulary trainers, memorisation and review units, once each, in order', () => {
    // 1nv vocabulary, 1nsp memorization, 2nda review; 1nq a lesson, 2dda a drill.
    expect(['1nv', '1nsp', '2nda', '1nq', '2dda'].map((code) => findMenuItemByCode(code)?.kind)).toEqual([
      'vocabulary',
      'memorization',
      'review',
      'lesson',
      'fill-in-drill',
    ]);
    expect(earningCodes(['2dda', '2nda', '1nq', '1nv', '2nda', '1nsp', '1nv'])).toEqual([
      '2nda',
      '1nv',
      '1nsp',
    ]);
  });

  it('drops a code the catalogue does not know', () => {
    expect(earningCodes(['99zz', '', '1nv'])).toEqual(['1nv']);
  });
});
