import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath } from '@/lib/pages/normalize';
import { isBlogPath } from '@/lib/routing/paths';
import { files, routes } from '@/lib/routing/routes';

type Builder = keyof typeof routes;

// Every builder with the path it must produce: the spec's route table (section 2).
const table: Array<[Builder, () => string, string]> = [
  ['home', () => routes.home(), '/'],
  ['swap', () => routes.swap(), '/swap'],
  [
    'swap',
    () => routes.swap({ from: 'btc', to: 'eth', amount: '0.1', rate: 'floating' }),
    '/swap?from=btc&to=eth&amount=0.1&rate=floating',
  ],
  ['swap', () => routes.swap({ swap: 'K7M2 Q9XD' }), '/swap?swap=K7M2%20Q9XD'],
  ['dex', () => routes.dex(), '/dex'],
  [
    'dex',
    () => routes.dex({ chain: 'polygon', from: 'usdc.e', to: 'usdc' }),
    '/dex?chain=polygon&from=usdc.e&to=usdc',
  ],
  ['dexNetwork', () => routes.dexNetwork('arbitrum'), '/dex/arbitrum'],
  ['coins', () => routes.coins(), '/coin'],
  ['coins', () => routes.coins(3), '/coin/page-3'],
  ['coin', () => routes.coin('BTC'), '/coin/btc'],
  ['compares', () => routes.compares(2), '/compare/page-2'],
  ['compare', () => routes.compare('btc', 'eth'), '/compare/btc-vs-eth'],
  ['crossChains', () => routes.crossChains(), '/cross-chain'],
  [
    'crossChain',
    () => routes.crossChain('usdterc20', 'usdttrc20'),
    '/cross-chain/usdterc20-to-usdttrc20',
  ],
  ['crossChainTokens', () => routes.crossChainTokens(4), '/cross-chain/tokens/page-4'],
  ['buy', () => routes.buy(), '/buy'],
  // Places by their slugs: the ISO forms are redirected to them (normalize.test.ts).
  [
    'buy',
    () => routes.buy({ coin: 'btc', country: 'united-states', region: 'new-york' }),
    '/buy/btc/united-states/new-york',
  ],
  ['buyPair', () => routes.buyPair('btc', 'usd'), '/buy-coin/btc-usd'],
  ['sell', () => routes.sell({ coin: 'eth' }), '/sell/eth'],
  ['sellPair', () => routes.sellPair('eth', 'eur'), '/sell-coin/eth-eur'],
  // Buying or selling by card: a fixed segment beside the country slugs.
  ['rampCard', () => routes.rampCard('buy', 'BTC'), '/buy/btc/credit-card'],
  ['exchangePairs', () => routes.exchangePairs(), '/exchange-pairs'],
  ['pair', () => routes.pair('BTC', 'USDT'), '/exchange/btc-to-usdt'],
  ['fiat', () => routes.fiat(), '/fiat'],
  ['fiatPairs', () => routes.fiatPairs(2), '/fiat/pairs/page-2'],
  ['fiatExchange', () => routes.fiatExchange('usd', 'btc'), '/fiat/exchange/usd-to-btc'],
  ['fiatSandboxCheckout', () => routes.fiatSandboxCheckout(), '/fiat/sandbox-checkout'],
  ['providers', () => routes.providers(), '/providers'],
  ['partners', () => routes.partners(), '/partners'],
  ['forPartners', () => routes.forPartners(), '/for-partners'],
  ['forPartners', () => routes.forPartners('api'), '/for-partners#api'],
  ['forPartnersApi', () => routes.forPartnersApi(), '/for-partners/api'],
  ['press', () => routes.press(), '/press'],
  ['customerFeedbacks', () => routes.customerFeedbacks(), '/customer-feedbacks'],
  ['customerFeedbacks', () => routes.customerFeedbacks(1), '/customer-feedbacks'],
  ['customerFeedbacks', () => routes.customerFeedbacks(3), '/customer-feedbacks/page-3'],
  ['aboutUs', () => routes.aboutUs(), '/about-us'],
  ['howItWorks', () => routes.howItWorks(), '/how-it-works'],
  ['howItWorks', () => routes.howItWorks('personal'), '/how-it-works'],
  ['howItWorks', () => routes.howItWorks('business'), '/how-it-works/business'],
  ['faq', () => routes.faq(), '/faq'],
  ['contact', () => routes.contact(), '/contact'],
  ['transactionStatus', () => routes.transactionStatus(), '/transaction-status'],
  [
    'transactionStatus',
    () => routes.transactionStatus('K7M2Q9XD3F8H'),
    '/transaction-status?id=K7M2Q9XD3F8H',
  ],
  ['congrats', () => routes.congrats(), '/congrats'],
  ['widget', () => routes.widget(), '/widget'],
  ['widget', () => routes.widget(2), '/v2/widget'],
  ['customExchangePairs', () => routes.customExchangePairs(), '/custom/exchange-pairs'],
  ['customCompare', () => routes.customCompare(), '/custom/compare'],
  ['cookiePolicy', () => routes.cookiePolicy(), '/cookie-policy'],
  ['privacyPolicy', () => routes.privacyPolicy(), '/privacy-policy'],
  ['termsOfUse', () => routes.termsOfUse(), '/terms-of-use'],
  ['termsForPartners', () => routes.termsForPartners(), '/terms-for-partners'],
  ['kycAml', () => routes.kycAml(), '/kyc-aml'],
  ['maintenance', () => routes.maintenance(), '/maintenance'],
  ['blog', () => routes.blog(), '/blog/'],
  ['blog', () => routes.blog(2), '/blog/page/2/'],
  ['blogSearch', () => routes.blogSearch(), '/blog/search/'],
  ['blogSearch', () => routes.blogSearch(3), '/blog/search/3/'],
  ['blogSearch', () => routes.blogSearch(2, 'fees & tags'), '/blog/search/2/?q=fees+%26+tags'],
  ['blogPost', () => routes.blogPost('How-To-Swap'), '/blog/how-to-swap/'],
  ['blogAuthors', () => routes.blogAuthors(), '/blog/authors/'],
  ['blogAuthor', () => routes.blogAuthor('ana', 2), '/blog/authors/ana/2/'],
  ['blogTags', () => routes.blogTags(), '/blog/tag/'],
  ['blogTag', () => routes.blogTag('defi'), '/blog/tag/defi/'],
  ['blogTag', () => routes.blogTag('defi', 5), '/blog/tag/defi/5/'],
];

const BASE = 'https://swap.example';

/** The text with each lone surrogate replaced by U+FFFD (what a URL can carry). */
const wellFormed = (value: string) =>
  Array.from(value, (char) => (/^[\uD800-\uDFFF]$/.test(char) ? '\uFFFD' : char)).join('');

/** What a browser and proxy.ts would make of the path: both must leave it exactly as it is. */
function expectCanonical(path: string) {
  const url = new URL(path, BASE);
  expect(url.origin, path).toBe(BASE);
  expect(url.pathname + url.search + url.hash, path).toBe(path);
  expect(normalizePath(url.pathname), path).toBe(url.pathname);
  expect(url.pathname.endsWith('/') && url.pathname !== '/', path).toBe(isBlogPath(url.pathname));
}

describe('routes', () => {
  it.each(table)('%s builds %s', (_name, build, expected) => {
    expect(build()).toBe(expected);
    expectCanonical(expected);
  });

  it('has a case in the table for every builder', () => {
    const covered = new Set(table.map(([name]) => name));
    expect(Object.keys(routes).filter((name) => !covered.has(name as Builder))).toEqual([]);
  });

  it('builds the file paths the sitemap index and the head link to', () => {
    expect(files.sitemapIndex()).toBe('/sitemap.xml');
    expect(files.sitemap('coins', 3)).toBe('/sitemaps/coins-3.xml');
    expect(files.sharedImage()).toBe('/og-image.png');
    expect(files.coinImage('BTC')).toBe('/social/coin/btc.png');
    expect(files.pairImage('BTC', 'eth')).toBe('/social/pair/btc-to-eth.png');
    expect(files.blogImage('How-To')).toBe('/social/blog/how-to.png');
    expect(files.blogFeed('de')).toBe('/feeds/blog-de.xml');
  });

  it('refuses segments and page numbers that cannot make one stable address', () => {
    for (const bad of ['', '.', '..']) expect(() => routes.coin(bad)).toThrow(RangeError);
    for (const page of [0, -1, 1.5, Number.NaN])
      expect(() => routes.coins(page)).toThrow(RangeError);
    expect(() => routes.buy({ country: 'us' })).toThrow(RangeError);
    expect(() => routes.sell({ coin: 'btc', region: 'ny' })).toThrow(RangeError);
  });
});

describe('routes with any input', () => {
  // Every UTF-16 unit, lone surrogates included, plus the characters URLs treat specially.
  const text = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1 }),
    fc.string({
      unit: fc.constantFrom('/', '.', '%', '?', '#', ' ', 'A', 'z', '-', '\\'),
      minLength: 1,
    }),
  );
  const usable = text.filter((value) => !['', '.', '..'].includes(value));
  const page = fc.integer({ min: 1, max: 1_000_000 });

  const builders: Array<[string, fc.Arbitrary<string>]> = [
    ['coin', usable.map((a) => routes.coin(a))],
    ['compare', fc.tuple(usable, usable).map(([a, b]) => routes.compare(a, b))],
    ['pair', fc.tuple(usable, usable).map(([a, b]) => routes.pair(a, b))],
    ['crossChain', fc.tuple(usable, usable).map(([a, b]) => routes.crossChain(a, b))],
    ['fiatExchange', fc.tuple(usable, usable).map(([a, b]) => routes.fiatExchange(a, b))],
    ['buyPair', fc.tuple(usable, usable).map(([a, b]) => routes.buyPair(a, b))],
    ['rampCard', usable.map((coin) => routes.rampCard('sell', coin))],
    [
      'sell',
      fc
        .tuple(usable, usable, usable)
        .map(([coin, country, region]) => routes.sell({ coin, country, region })),
    ],
    ['blogPost', usable.map((slug) => routes.blogPost(slug))],
    ['blogTag', fc.tuple(usable, page).map(([slug, n]) => routes.blogTag(slug, n))],
    ['blogAuthor', fc.tuple(usable, page).map(([slug, n]) => routes.blogAuthor(slug, n))],
    ['coins', page.map((n) => routes.coins(n))],
    ['blog', page.map((n) => routes.blog(n))],
    [
      'swap',
      fc
        .record({ from: text, to: text, amount: text, swap: text }, { requiredKeys: [] })
        .map((query) => routes.swap(query)),
    ],
    ['transactionStatus', text.map((id) => routes.transactionStatus(id))],
  ];

  it.each(builders)('%s gives a path no URL rule changes', (_name, paths) => {
    fc.assert(
      fc.property(paths, (path) => expectCanonical(path)),
      { numRuns: 300 },
    );
  });

  it('keeps a segment readable back: decoding it gives the input, A-Z in lower case', () => {
    fc.assert(
      fc.property(usable, (value) => {
        const encoded = routes.coin(value).slice('/coin/'.length);
        const lowered = wellFormed(value).replace(/[A-Z]/g, (c) => c.toLowerCase());
        expect(decodeURIComponent(encoded)).toBe(lowered);
      }),
      { numRuns: 300 },
    );
  });

  it('writes queries the pages read back as they were given', () => {
    fc.assert(
      fc.property(text, text, text, (from, amount, id) => {
        const swap = new URL(routes.swap({ from, amount }), BASE).searchParams;
        expect([swap.get('from'), swap.get('amount')]).toEqual([
          wellFormed(from),
          wellFormed(amount),
        ]);
        const status = new URL(routes.transactionStatus(id), BASE).searchParams;
        expect(status.get('id')).toBe(wellFormed(id));
      }),
      { numRuns: 300 },
    );
  });
});
