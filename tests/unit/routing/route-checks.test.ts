import { describe, expect, it } from 'vitest';
import { lastShippedPage } from '@/lib/catalogue/listings';
import { lastPossibleFiatPairsPage } from '@/lib/fiat/page-segments';
import { routeCheck } from '@/lib/pages/route-checks';
import { resolveCountrySegment } from '@/lib/geo/slugs';
import { isKnownPagePath, pageRouteChecks } from '@/lib/pages/known-pages';
import { normalizePath } from '@/lib/pages/normalize';
import { pages } from '@/lib/pages/page-types';
import { RAMP_CARD_SEGMENT } from '@/lib/routing/routes';

describe('route checks', () => {
  it('an unknown check name is an error', () => {
    expect(() => routeCheck('exchange-pairs')).toThrow(/unknown route check/);
    expect(() => routeCheck('toString')).toThrow(/unknown route check/);
  });

  it('every checked pattern is a page', () => {
    for (const pattern of Object.keys(pageRouteChecks))
      expect(pages as readonly string[]).toContain(pattern);
  });

  it('coin: a shipped code or ticker, or a page of the listing', () => {
    const coin = routeCheck('coin');
    expect(coin(['btc'])).toBe(true);
    expect(coin(['usdttrc20'])).toBe(true);
    expect(coin(['page-2'])).toBe(true);
    // Tickers, as the footer's coin links name them.
    expect(coin(['usdt'])).toBe(true);
    expect(coin(['bnb'])).toBe(true);
    expect(coin([`page-${lastShippedPage('coins')}`])).toBe(true);
    for (const slug of [
      'nope',
      'BTC',
      'page-1',
      'page-0',
      'page--1',
      'page-x',
      `page-${lastShippedPage('coins') + 1}`,
    ])
      expect(coin([slug]), slug).toBe(false);
  });

  it('dex-network: exactly one of the five DEX networks, whose slug the path names', () => {
    const network = routeCheck('dex-network');
    for (const slug of ['ethereum', 'bsc', 'polygon', 'arbitrum', 'optimism']) {
      expect(network([slug]), slug).toBe(true);
      expect(isKnownPagePath(`/dex/${slug}`), slug).toBe(true);
    }
    // A catalogue network the DEX does not serve, a chain id, another spelling, nothing.
    for (const slug of ['tron', 'solana', '1', 'Ethereum', 'bnb-chain', 'eth', '']) {
      expect(network([slug]), slug).toBe(false);
    }
    expect(isKnownPagePath('/dex/tron')).toBe(false);
    expect(isKnownPagePath('/dex/ethereum/usdc')).toBe(false);
    expect(isKnownPagePath('/dex')).toBe(true);
  });

  it('exchange-pair: two different shipped codes', () => {
    const pair = routeCheck('exchange-pair');
    expect(pair(['btc-to-eth'])).toBe(true);
    // The footer's popular pairs name USDT by its ticker: its most popular currency.
    expect(pair(['btc-to-usdt'])).toBe(true);
    expect(pair(['usdt-to-usdterc20'])).toBe(true);
    for (const slug of [
      'btc-to-btc',
      'btc-to-nope',
      'nope-to-btc',
      'btc-vs-eth',
      'btc',
      'usdt-to-usdttrc20',
    ])
      expect(pair([slug]), slug).toBe(false);
  });

  it('compare-pair: two different shipped codes, or a page', () => {
    const compare = routeCheck('compare-pair');
    expect(compare(['btc-vs-eth'])).toBe(true);
    expect(compare(['page-2'])).toBe(true);
    for (const slug of ['btc-vs-btc', 'btc-to-eth', 'btc-vs-nope', 'page-0'])
      expect(compare([slug]), slug).toBe(false);
  });

  it('cross-chain-pair: one asset on two networks, or a page', () => {
    const crossChain = routeCheck('cross-chain-pair');
    expect(crossChain(['usdttrc20-to-usdterc20'])).toBe(true);
    for (const slug of ['btc-to-eth', 'usdttrc20-to-usdttrc20', 'page-0', 'page-99999'])
      expect(crossChain([slug]), slug).toBe(false);
  });

  it('listing pages end where the listing does', () => {
    expect(routeCheck('exchange-pairs-page')([`page-${lastShippedPage('exchangePairs')}`])).toBe(
      true,
    );
    expect(
      routeCheck('exchange-pairs-page')([`page-${lastShippedPage('exchangePairs') + 1}`]),
    ).toBe(false);
    expect(routeCheck('cross-chain-tokens-page')(['page-1'])).toBe(false);
  });
  it('reviews-page: "page-2" on, nothing else (the database checks the count next)', () => {
    const reviews = routeCheck('reviews-page');
    expect(reviews(['page-2'])).toBe(true);
    expect(reviews(['page-99'])).toBe(true);
    for (const slug of ['page-1', 'page-0', 'page-x', '%00', '', '2', 'Page-2'])
      expect(reviews([slug]), slug).toBe(false);
    expect(isKnownPagePath('/customer-feedbacks/%00')).toBe(false);
    expect(isKnownPagePath('/customer-feedbacks/page-3')).toBe(true);
  });

  it('ramp-card: a shipped coin, on a segment no country or region slug takes', () => {
    const card = routeCheck('ramp-card');
    expect(card(['btc'])).toBe(true);
    expect(card(['eth'])).toBe(true);
    expect(card(['nope'])).toBe(false);
    expect(card([''])).toBe(false);
    // The card pages' fixed segment can never be read as a country (nor as its ISO form).
    expect(resolveCountrySegment(RAMP_CARD_SEGMENT)).toBeNull();
    for (const side of ['buy', 'sell']) {
      expect(isKnownPagePath(`/${side}/btc/credit-card`)).toBe(true);
      expect(isKnownPagePath(`/${side}/nope/credit-card`)).toBe(false);
      expect(isKnownPagePath(`/${side}/btc/credit-card/texas`)).toBe(false);
    }
    expect(normalizePath('/buy/btc/credit-card')).toBe('/buy/btc/credit-card');
  });

  it('ramp-place: a shipped coin, a country slug, one of its regions’ slugs', () => {
    const place = routeCheck('ramp-place');
    expect(place(['btc'])).toBe(true);
    expect(place(['btc', 'germany'])).toBe(true);
    expect(place(['btc', 'brazil'])).toBe(true);
    expect(place(['usdttrc20', 'united-states', 'california'])).toBe(true);
    expect(place(['btc', 'canada', 'quebec'])).toBe(true);
    for (const params of [
      ['nope'],
      ['nope', 'germany'],
      ['btc', 'atlantis'],
      // The ISO forms were redirected before the check runs; were they here, they would not pass.
      ['btc', 'de'],
      ['btc', 'united-states', 'ca'],
      ['btc', 'germany', 'bavaria'],
      ['btc', 'united-states', 'ontario'],
    ])
      expect(place(params), params.join('/')).toBe(false);
  });

  it('buy-coin-pair, sell-coin-pair and fiat-exchange-pair: a served fiat and a shipped coin', () => {
    expect(routeCheck('buy-coin-pair')(['eur-btc'])).toBe(true);
    expect(routeCheck('buy-coin-pair')(['btc-eur'])).toBe(false);
    expect(routeCheck('buy-coin-pair')(['eur-nope'])).toBe(false);
    expect(routeCheck('sell-coin-pair')(['btc-eur'])).toBe(true);
    expect(routeCheck('sell-coin-pair')(['btc-xyz'])).toBe(false);
    const exchange = routeCheck('fiat-exchange-pair');
    expect(exchange(['usd-to-btc'])).toBe(true);
    expect(exchange(['btc-to-usd'])).toBe(true);
    for (const slug of ['usd-to-eur', 'btc-to-eth', 'usd-to-nope', 'xyz-to-btc', 'usd-btc'])
      expect(exchange([slug]), slug).toBe(false);
  });

  it('fiat-pairs-page: page 2 up to the last possible page', () => {
    const page = routeCheck('fiat-pairs-page');
    expect(page(['page-2'])).toBe(true);
    expect(page([`page-${lastPossibleFiatPairsPage()}`])).toBe(true);
    for (const slug of [
      'page-1',
      'page-0',
      'page--1',
      'page-x',
      `page-${lastPossibleFiatPairsPage() + 1}`,
    ])
      expect(page([slug]), slug).toBe(false);
  });
});
