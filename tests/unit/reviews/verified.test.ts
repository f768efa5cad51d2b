import { describe, expect, it } from 'vitest';
import { isVerifiedSwap } from '@/lib/reviews/verified';

// The "verified swap" badge: the review's Swap ID names a real swap of this site that finished.

describe('isVerifiedSwap', () => {
  it('is true only for a finished swap through a real provider', () => {
    expect(isVerifiedSwap({ status: 'finished', sandbox: false })).toBe(true);
  });

  it('is false without a swap (no Swap ID, or one no swap has)', () => {
    expect(isVerifiedSwap(null)).toBe(false);
    expect(isVerifiedSwap(undefined)).toBe(false);
  });

  it('is false for a sandbox swap: no real coins moved', () => {
    expect(isVerifiedSwap({ status: 'finished', sandbox: true })).toBe(false);
  });

  it.for(['waiting', 'exchanging', 'sending', 'failed', 'refunded', 'expired', null])(
    'is false for a swap whose status is %s',
    (status) => {
      expect(isVerifiedSwap({ status, sandbox: false })).toBe(false);
    },
  );
});
