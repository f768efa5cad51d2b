import { describe, expect, it } from 'vitest';
import { normalizePath } from '@/lib/pages/normalize';
import { customRedirectPath, lowercasePath } from '@/lib/routing/normalize';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/Swap', '/swap'],
    ['/FR/Coin/BTC', '/fr/coin/btc'],
    ['/swap/', '/swap'],
    ['/fr/', '/fr'],
    ['/coin///btc//', '/coin/btc'],
    ['/blog', '/blog/'],
    ['/Blog/Some-Article', '/blog/some-article/'],
    ['/fr/blog/tag/defi', '/fr/blog/tag/defi/'],
    ['/blog/', '/blog/'],
    ['/blog//', '/blog/'],
    ['/en/Swap/', '/en/swap'],
    ['/custom/compare/BTC/ETH/info', '/compare/btc-vs-eth'],
    ['/custom/compare/btc-vs-eth/info/', '/compare/btc-vs-eth'],
    ['/de/custom/compare/btc/eth/info', '/de/compare/btc-vs-eth'],
    ['/custom/exchange-pairs/usd/btc/info', '/fiat/exchange/usd-to-btc'],
    ['/custom/exchange-pairs/eur-to-usdt/info', '/fiat/exchange/eur-to-usdt'],
    ['/ja/custom/exchange-pairs/jpy/eth/info', '/ja/fiat/exchange/jpy-to-eth'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('never produces a protocol-relative path that a browser would treat as another host', () => {
    expect(normalizePath('//evil.example/')).toBe('/evil.example');
    expect(normalizePath('///evil.example//x')).toBe('/evil.example/x');
  });

  it('keeps /custom paths that are not the /info form for the shared custom page', () => {
    expect(normalizePath('/custom/compare')).toBe('/custom/compare');
    expect(normalizePath('/custom/compare/btc/info')).toBe('/custom/compare/btc/info');
    expect(normalizePath('/custom/exchange-pairs/a/b/c/info')).toBe(
      '/custom/exchange-pairs/a/b/c/info',
    );
  });

  it('is idempotent, so a redirect target never redirects again', () => {
    const samples = [
      '/',
      '/Swap/',
      '//A//B//',
      '/BLOG',
      '/fr/BLOG/x',
      '/custom/compare/A/B/info/',
      '/caf%C3%A9/',
      '/EN/',
      '/x/%2F/',
      '/blog/%E7%B4%84',
    ];
    // Plus a deterministic pseudo-random sweep over path-like strings.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = [
      '/',
      '/',
      'a',
      'B',
      'blog',
      'EN',
      'fr',
      '-',
      '%41',
      'custom',
      'compare',
      'info',
      '.',
    ];
    for (let i = 0; i < 2000; i++) {
      let path = '/';
      const length = next() % 8;
      for (let j = 0; j < length; j++) path += alphabet[next() % alphabet.length];
      samples.push(path);
    }
    for (const sample of samples) {
      const once = normalizePath(sample);
      expect(normalizePath(once), sample).toBe(once);
    }
  });
});

describe('lowercasePath', () => {
  it('lower-cases letters but leaves percent-escapes alone', () => {
    expect(lowercasePath('/Caf%C3%A9/ABC')).toBe('/caf%C3%A9/abc');
  });
});

describe('customRedirectPath', () => {
  it('returns null for other paths', () => {
    expect(customRedirectPath('/compare/btc-vs-eth')).toBeNull();
  });
});

describe('buy and sell places: ISO forms lead to the slugs', () => {
  it.each([
    ['/buy/btc/us', '/buy/btc/united-states'],
    ['/buy/BTC/US', '/buy/btc/united-states'],
    ['/de/sell/eth/DE', '/de/sell/eth/germany'],
    ['/sell/btc/us/ca', '/sell/btc/united-states/california'],
    ['/buy/btc/us/us-tx', '/buy/btc/united-states/texas'],
    ['/buy/btc/united-states/TX', '/buy/btc/united-states/texas'],
    ['/fr/buy/btc/ca/qc/', '/fr/buy/btc/canada/quebec'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each([
    '/buy/btc/united-states',
    '/buy/btc/united-states/texas',
    // Not a place: the route check answers these with the 404 page, never a redirect.
    '/buy/nope/us',
    '/buy/btc/xx',
    '/buy/btc/de/by',
    '/buy/btc',
  ])('leaves %s as it is', (path) => {
    expect(normalizePath(path)).toBe(path);
  });
});
