import { describe, expect, it } from 'vitest';
import { shippedPairCode } from '@/lib/catalogue/pair-codes';
import {
  lastPossibleFiatPairsPage,
  parseBuyPair,
  parseFiatExchange,
  parseSellPair,
  resolvePlaceSegments,
} from '@/lib/fiat/page-segments';
import { FIAT_CURRENCIES } from '@/lib/geo';

describe('buy and sell place segments', () => {
  it('reads a coin, a country slug and a region slug as codes, canonical', () => {
    expect(resolvePlaceSegments('btc')).toEqual({ coin: 'btc', canonical: true, path: ['btc'] });
    expect(resolvePlaceSegments('btc', 'germany')).toEqual({
      coin: 'btc',
      country: 'DE',
      canonical: true,
      path: ['btc', 'germany'],
    });
    expect(resolvePlaceSegments('eth', 'united-states', 'new-york')).toEqual({
      coin: 'eth',
      country: 'US',
      region: 'US-NY',
      canonical: true,
      path: ['eth', 'united-states', 'new-york'],
    });
  });

  it('accepts the ISO forms as not canonical, with the slug path to redirect to', () => {
    for (const [country, region] of [
      ['us', 'ny'],
      ['us', 'us-ny'],
      ['united-states', 'ny'],
      ['us', 'new-york'],
    ] as const) {
      expect(resolvePlaceSegments('btc', country, region), `${country}/${region}`).toMatchObject({
        canonical: false,
        path: ['btc', 'united-states', 'new-york'],
      });
    }
    expect(resolvePlaceSegments('btc', 'de')).toMatchObject({
      canonical: false,
      path: ['btc', 'germany'],
    });
  });

  it('refuses an unknown coin, country or region, and regions of a national country', () => {
    expect(resolvePlaceSegments('nope', 'germany')).toBeNull();
    expect(resolvePlaceSegments('btc', 'atlantis')).toBeNull();
    expect(resolvePlaceSegments('btc', 'xx')).toBeNull();
    expect(resolvePlaceSegments('btc', 'united-states', 'ontario')).toBeNull();
    expect(resolvePlaceSegments('btc', 'canada', 'ontario')).toMatchObject({ region: 'CA-ON' });
    // Germany's coverage is national: it has no region pages.
    expect(resolvePlaceSegments('btc', 'germany', 'bavaria')).toBeNull();
    expect(resolvePlaceSegments('btc', 'germany', 'by')).toBeNull();
  });
});

describe('fiat pair segments', () => {
  it('reads /buy-coin/{fiat}-{coin} and /sell-coin/{coin}-{fiat}', () => {
    expect(parseBuyPair('eur-btc')).toEqual({ side: 'buy', fiat: 'EUR', coin: 'btc' });
    expect(parseSellPair('btc-eur')).toEqual({ side: 'sell', fiat: 'EUR', coin: 'btc' });
    // A ticker that is no code names its most popular currency, as on the exchange pairs.
    expect(parseBuyPair('usd-usdt')?.coin).toBe(shippedPairCode('usdt'));
    for (const slug of ['btc-eur', 'eur-nope', 'xxx-btc', 'eur', 'eur-btc-x', 'EUR-btc'])
      expect(parseBuyPair(slug), slug).toBeNull();
    for (const slug of ['eur-btc', 'nope-eur', 'btc-xxx', 'btc-to-eur'])
      expect(parseSellPair(slug), slug).toBeNull();
  });

  it('reads /fiat/exchange/{from}-to-{to} as buying from a fiat and selling to one', () => {
    expect(parseFiatExchange('eur-to-btc')).toEqual({ side: 'buy', fiat: 'EUR', coin: 'btc' });
    expect(parseFiatExchange('btc-to-usd')).toEqual({ side: 'sell', fiat: 'USD', coin: 'btc' });
    expect(parseFiatExchange('eur-to-usdt')?.coin).toBe(shippedPairCode('usdt'));
    for (const slug of ['eur-to-usd', 'btc-to-eth', 'eur-to-nope', 'xxx-to-btc', 'eur-btc'])
      expect(parseFiatExchange(slug), slug).toBeNull();
  });

  it('no fiat code is also a coin code or ticker, so a pair reads one way only', () => {
    expect(FIAT_CURRENCIES.filter((fiat) => shippedPairCode(fiat.slug) !== null)).toEqual([]);
  });

  it('bounds /fiat/pairs by every fiat with every shipped coin', () => {
    expect(lastPossibleFiatPairsPage()).toBeGreaterThan(1);
  });
});
