import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, parsePageSegment, parsePairSlug } from '@/lib/catalogue/slugs';
import { isCrossChainPair, lastShippedPage, SHIPPED_COUNTS } from '@/lib/catalogue/listings';
import { shippedCurrency, SHIPPED_CURRENCY_COUNT } from '@/lib/catalogue/static-index';

describe('parsePairSlug', () => {
  it('splits a pair of codes in its one possible way', () => {
    expect(parsePairSlug('btc-to-eth', 'to')).toEqual({ from: 'btc', to: 'eth' });
    expect(parsePairSlug('usdttrc20-to-usdterc20', 'to')).toEqual({
      from: 'usdttrc20',
      to: 'usdterc20',
    });
    expect(parsePairSlug('btc-vs-eth', 'vs')).toEqual({ from: 'btc', to: 'eth' });
  });

  it('refuses anything else', () => {
    for (const slug of [
      'btc-vs-eth',
      'btc-to-',
      '-to-eth',
      'btc_to_eth',
      'BTC-to-ETH',
      'btc-to-eth-to-ltc',
      'btc',
    ])
      expect(parsePairSlug(slug, 'to')).toBeNull();
    expect(parsePairSlug('btc-to-eth', 'vs')).toBeNull();
  });

  it('reads back any two codes it was given', () => {
    const code = fc.stringMatching(/^[a-z0-9]{1,32}$/);
    fc.assert(
      fc.property(code, code, (from, to) => {
        expect(parsePairSlug(`${from}-to-${to}`, 'to')).toEqual({ from, to });
      }),
    );
  });
});

describe('parsePageSegment', () => {
  it('reads page-2 and up', () => {
    expect(parsePageSegment('page-2')).toBe(2);
    expect(parsePageSegment('page-271')).toBe(271);
  });

  it('refuses page 1 (the listing itself), 0, negatives, leading zeros and words', () => {
    for (const segment of [
      'page-1',
      'page-0',
      'page--1',
      'page-01',
      'page-x',
      'page-',
      'page-2.5',
      'page-99999999',
      '2',
      'btc',
    ])
      expect(parsePageSegment(segment)).toBeNull();
  });

  it('counts pages, an empty listing having its first', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('the shipped catalogue', () => {
  it('indexes every code', () => {
    expect(shippedCurrency('btc')?.ticker).toBe('BTC');
    expect(shippedCurrency('usdttrc20')?.network).toBe('tron');
    expect(shippedCurrency('nope')).toBeUndefined();
  });

  it('knows a cross-chain pair: one ticker, two networks', () => {
    expect(isCrossChainPair('usdttrc20', 'usdterc20')).toBe(true);
    expect(isCrossChainPair('eth', 'etharb')).toBe(true);
    expect(isCrossChainPair('usdttrc20', 'usdttrc20')).toBe(false);
    expect(isCrossChainPair('btc', 'eth')).toBe(false);
    expect(isCrossChainPair('usdttrc20', 'nope')).toBe(false);
  });

  it('counts each listing', () => {
    const n = SHIPPED_CURRENCY_COUNT;
    expect(SHIPPED_COUNTS.coins).toBe(n);
    expect(SHIPPED_COUNTS.exchangePairs).toBe(n * (n - 1));
    expect(SHIPPED_COUNTS.compare).toBe((n * (n - 1)) / 2);
    expect(SHIPPED_COUNTS.crossChain).toBeGreaterThan(0);
    expect(lastShippedPage('coins')).toBe(Math.ceil(n / 50));
  });
});
