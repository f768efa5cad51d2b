import { describe, expect, it } from 'vitest';
import { createSwapSchema, formatSwapId, normaliseSwapId } from '@/lib/swaps/contract';
import { newSwapId } from '@/lib/swaps/public-id';

describe('public Swap ID', () => {
  it('is 12 Crockford base32 characters without I, L, O or U, and random', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newSwapId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('normalises what a visitor types', () => {
    expect(normaliseSwapId('k7m2-q9xd 3f8h')).toBe('K7M2Q9XD3F8H');
    expect(normaliseSwapId('K7M2Q9XDOF8I')).toBe('K7M2Q9XD0F81');
    expect(normaliseSwapId('l7m2q9xd3f8h')).toBe('17M2Q9XD3F8H');
    expect(normaliseSwapId('K7M2Q9XD3F8')).toBeNull();
    expect(normaliseSwapId('K7M2Q9XD3F8U')).toBeNull();
    expect(normaliseSwapId('')).toBeNull();
    expect(formatSwapId('K7M2Q9XD3F8H')).toBe('K7M2-Q9XD-3F8H');
  });
});

describe('create-swap request schema', () => {
  const valid = {
    provider: 'sandbox-alpha',
    from: 'BTC',
    to: 'eth',
    amount: '0.015',
    direction: 'direct',
    rateType: 'floating',
    payoutAddress: ' 0xabc ',
    acceptTerms: true,
  };

  it('accepts a valid request and trims and lower-cases it', () => {
    const parsed = createSwapSchema.parse({ ...valid, email: '', refundAddress: '' });
    expect(parsed).toMatchObject({ from: 'btc', payoutAddress: '0xabc' });
    expect(parsed.email).toBeUndefined();
    expect(parsed.refundAddress).toBeUndefined();
  });

  it.each(['0', '-1', '1e5', '0.0000000000000000001', 'abc', '01', ''])(
    'refuses the amount %j',
    (amount) => {
      expect(createSwapSchema.safeParse({ ...valid, amount }).success).toBe(false);
    },
  );

  it('needs the terms accepted and a valid email', () => {
    expect(createSwapSchema.safeParse({ ...valid, acceptTerms: false }).success).toBe(false);
    expect(createSwapSchema.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
    expect(createSwapSchema.safeParse({ ...valid, email: 'a@b.co' }).success).toBe(true);
  });
});
