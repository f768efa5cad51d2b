// Every path of the site (spec section 2, route table), built in one place so that no component,
// page, sitemap or metadata writes a path string itself. Paths are unprefixed: next-intl's Link
// and router add the locale, and localizedPath() does it for plain <a> and for lib/seo.
// Each builder returns a path the URL rules of lib/routing leave as it is (tests/unit/routing/
// routes.test.ts): lower case, no trailing slash except on blog paths, segments encoded.

export type Path = `/${string}`;
export type BlogPath = `/blog/${string}`;

// A lone surrogate cannot be encoded (encodeURIComponent throws); it becomes U+FFFD, as
// String.prototype.toWellFormed (ES2024, newer than this project's lib) would make it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const encode = (value: string): string =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** Lower-cases A-Z as the URL rules do (percent-escapes keep their case) and encodes the rest. */
function segment(value: string): string {
  const text = value.replace(/[A-Z]+/g, (part) => part.toLowerCase());
  // "", "." and ".." would vanish or climb a level once a browser resolves the URL.
  if (text === '' || text === '.' || text === '..') {
    throw new RangeError(`not a usable path segment: "${value}"`);
  }
  return encode(text);
}

/** Page 1 of a listing is the listing itself, so it has one address only. */
function pageNumber(page: number): number {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`not a page number: ${page}`);
  return page;
}

/** `${base}` for page 1, `${base}${separator}${n}` after it. */
function paged(base: Path, separator: string, page = 1): Path {
  return pageNumber(page) === 1 ? base : `${base}${separator}${page}`;
}

/** "?a=1&b=2" from the defined values (encoded as encodeURIComponent does), or "". */
function queryString(params: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(params).filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}

/** What /swap reads: a pair and amount to compare (steps 1-2) or a Swap ID to follow (step 3). */
export interface SwapQuery {
  from?: string;
  to?: string;
  amount?: string;
  /** 'reverse': `amount` is what the visitor wants to get (absent: what they send). */
  direction?: 'reverse' | undefined;
  rate?: 'fixed' | 'floating';
  swap?: string;
}

/** The query of /swap in its fixed order, e.g. "from=btc&to=eth&amount=0.1&rate=floating". */
export function swapQuery({ from, to, amount, direction, rate, swap }: SwapQuery = {}): string {
  return queryString({ from, to, amount, direction, rate, swap }).slice(1);
}

/** What /dex opens on: a network's slug and two tokens (curated symbols or addresses). */
export interface DexQuery {
  chain?: string;
  from?: string;
  to?: string;
}

/** The last segment of the card pages, /buy/{coin}/credit-card. */
export const RAMP_CARD_SEGMENT = 'credit-card';

/** Buy and sell pages narrow down from a coin to a country and a region. */
export interface RampPlace {
  coin?: string;
  country?: string;
  region?: string;
}

function ramp(base: '/buy' | '/sell', { coin, country, region }: RampPlace = {}): Path {
  if ((region !== undefined && country === undefined) || (country !== undefined && !coin)) {
    throw new RangeError(`${base}: a region needs a country and a country needs a coin`);
  }
  const parts = [coin, country, region].filter((part) => part !== undefined).map(segment);
  return parts.length === 0 ? base : `${base}/${parts.join('/')}`;
}

/** "/blog/" plus the given segments, always with the blog's trailing slash. */
function blogPath(...parts: string[]): BlogPath {
  return parts.length === 0 ? '/blog/' : `/blog/${parts.join('/')}/`;
}

export const routes = {
  home: (): Path => '/',
  swap: (query: SwapQuery = {}): Path => {
    const search = swapQuery(query);
    return search ? `/swap?${search}` : '/swap';
  },
  /** The DEX swap; a query opens it on a network and tokens (lib/dex/selection.ts reads it). */
  dex: ({ chain, from, to }: DexQuery = {}): Path => `/dex${queryString({ chain, from, to })}`,
  /** A DEX network's landing page, /dex/{slug} (lib/dex/chains.ts slugs). */
  dexNetwork: (slug: string): Path => `/dex/${segment(slug)}`,
  coins: (page?: number): Path => paged('/coin', '/page-', page),
  coin: (code: string): Path => `/coin/${segment(code)}`,
  compares: (page?: number): Path => paged('/compare', '/page-', page),
  compare: (a: string, b: string): Path => `/compare/${segment(a)}-vs-${segment(b)}`,
  crossChains: (page?: number): Path => paged('/cross-chain', '/page-', page),
  crossChain: (from: string, to: string): Path => `/cross-chain/${segment(from)}-to-${segment(to)}`,
  crossChainTokens: (page?: number): Path => paged('/cross-chain/tokens', '/page-', page),
  buy: (place?: RampPlace): Path => ramp('/buy', place),
  buyPair: (from: string, to: string): Path => `/buy-coin/${segment(from)}-${segment(to)}`,
  sell: (place?: RampPlace): Path => ramp('/sell', place),
  /** Buying or selling a coin by card: a fixed segment no country slug can take (page-segments). */
  rampCard: (side: 'buy' | 'sell', coin: string): Path =>
    `/${side}/${segment(coin)}/${RAMP_CARD_SEGMENT}`,
  sellPair: (from: string, to: string): Path => `/sell-coin/${segment(from)}-${segment(to)}`,
  exchangePairs: (page?: number): Path => paged('/exchange-pairs', '/page-', page),
  /** The page of one exchange pair, /exchange/{from}-to-{to}. */
  pair: (from: string, to: string): Path => `/exchange/${segment(from)}-to-${segment(to)}`,
  fiat: (): Path => '/fiat',
  fiatPairs: (page?: number): Path => paged('/fiat/pairs', '/page-', page),
  fiatExchange: (from: string, to: string): Path =>
    `/fiat/exchange/${segment(from)}-to-${segment(to)}`,
  /** Where a sandbox ramp's checkout lands: says that nothing was charged. */
  fiatSandboxCheckout: (): Path => '/fiat/sandbox-checkout',
  providers: (): Path => '/providers',
  partners: (): Path => '/partners',
  /** The affiliate and partner programme; `section` names an anchor on it ("api"). */
  forPartners: (section?: 'api'): Path => (section ? `/for-partners#${section}` : '/for-partners'),
  /** The API reference, rendered from the OpenAPI document. */
  forPartnersApi: (): Path => '/for-partners/api',
  press: (): Path => '/press',
  /** The reviews; page 2 on are /customer-feedbacks/page-{n}. */
  customerFeedbacks: (page?: number): Path => paged('/customer-feedbacks', '/page-', page),
  aboutUs: (): Path => '/about-us',
  /** The guide: the Personal tab at /how-it-works, the Business tab at /how-it-works/business. */
  howItWorks: (tab: 'personal' | 'business' = 'personal'): Path =>
    tab === 'business' ? '/how-it-works/business' : '/how-it-works',
  faq: (): Path => '/faq',
  contact: (): Path => '/contact',
  /** The status check; with a Swap ID it opens on that swap. */
  transactionStatus: (id?: string): Path => `/transaction-status${queryString({ id })}`,
  congrats: (): Path => '/congrats',
  widget: (version: 1 | 2 = 1): Path => (version === 2 ? '/v2/widget' : '/widget'),
  customExchangePairs: (): Path => '/custom/exchange-pairs',
  customCompare: (): Path => '/custom/compare',
  cookiePolicy: (): Path => '/cookie-policy',
  privacyPolicy: (): Path => '/privacy-policy',
  termsOfUse: (): Path => '/terms-of-use',
  termsForPartners: (): Path => '/terms-for-partners',
  kycAml: (): Path => '/kyc-aml',
  maintenance: (): Path => '/maintenance',
  blog: (page = 1): BlogPath =>
    pageNumber(page) === 1 ? blogPath() : blogPath('page', String(page)),
  /** The blog's search, with the visitor's words as ?q= when given. */
  blogSearch: (page = 1, query?: string): BlogPath => {
    const path = pageNumber(page) === 1 ? blogPath('search') : blogPath('search', String(page));
    return query ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path;
  },
  blogPost: (slug: string): BlogPath => blogPath(segment(slug)),
  blogAuthors: (): BlogPath => blogPath('authors'),
  blogAuthor: (slug: string, page = 1): BlogPath =>
    pageNumber(page) === 1
      ? blogPath('authors', segment(slug))
      : blogPath('authors', segment(slug), String(page)),
  blogTags: (): BlogPath => blogPath('tag'),
  blogTag: (slug: string, page = 1): BlogPath =>
    pageNumber(page) === 1
      ? blogPath('tag', segment(slug))
      : blogPath('tag', segment(slug), String(page)),
} as const;

/** Files served next to the pages; the page URL rules do not apply to them. */
export const files = {
  sitemapIndex: (): Path => '/sitemap.xml',
  /** One part of a source's sitemap, /sitemaps/<name>-<part>.xml (parts count from 1). */
  sitemap: (name: string, part: number): Path =>
    `/sitemaps/${segment(name)}-${pageNumber(part)}.xml`,
  sharedImage: (): Path => '/og-image.png',
  /** A coin page's social image, /social/coin/<code>.png (outside the proxy, like public/social). */
  coinImage: (code: string): Path => `/social/coin/${segment(code)}.png`,
  /** An exchange pair's social image, rendered on demand (app/social/pair/[file]/route.tsx). */
  pairImage: (from: string, to: string): Path =>
    `/social/pair/${segment(from)}-to-${segment(to)}.png`,
  /** A blog article's social image: its cover, the brand and its English title. */
  blogImage: (slug: string): Path => `/social/blog/${segment(slug)}.png`,
  /** The blog's Atom feed in one locale (app/feeds/[file]/route.ts). */
  blogFeed: (locale: string): Path => `/feeds/blog-${segment(locale)}.xml`,
  /** The social image of one catalogue item, /social/<kind>/<slug>.png (lib/seo/entity-image.tsx). */
  socialImage: (kind: string, slug: string): Path =>
    `/social/${segment(kind)}/${segment(slug)}.png`,
} as const;
