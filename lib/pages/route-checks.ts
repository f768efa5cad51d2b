import { articleExists, blogManifest, pageCount as blogPageCount } from '../blog/manifest';
import { lastShippedPage, isCrossChainPair, type Listing } from '../catalogue/listings';
import { shippedPairCode } from '../catalogue/pair-codes';
import { parsePageSegment, parsePairSlug } from '../catalogue/slugs';
import { shippedCurrency } from '../catalogue/static-index';
import {
  lastPossibleFiatPairsPage,
  parseBuyPair,
  parseFiatExchange,
  parseSellPair,
  resolvePlaceSegments,
} from '../fiat/page-segments';
import { dexChainBySlug } from '../dex/chains';
import { defaultLocale, type Locale } from '../i18n/locales';

// The spec's route middlewares (compare-pair, exchange-pair ...): checks proxy.ts runs on a
// known page path before anything renders, so that an unknown coin, a pair of a coin with
// itself, an unsupported pair or a page number that is 0, negative, not a number or past the
// end gets the prerendered 404 page at once, and never reaches a page's cache or its quotes.
// They read only the shipped catalogue (lib/catalogue/static-index.ts) and the ISO lists of
// lib/geo (lib/fiat/page-segments.ts). A page still answers 404
// itself for what only the database knows (a currency the operator switched off).

/** What a check knows besides the segments: the page's locale (a blog article is per locale). */
export interface RouteCheckContext {
  locale: Locale;
}

/** A check over the values of a page pattern's dynamic segments, in order. */
export type RouteCheck = (params: readonly string[], context?: RouteCheckContext) => boolean;

const isPage = (segment: string, listing: Listing): boolean => {
  const page = parsePageSegment(segment);
  return page !== null && page <= lastShippedPage(listing);
};

const isCode = (code: string): boolean => shippedCurrency(code) !== undefined;

/**
 * "<a>-to-<b>" of two different shipped currencies; a ticker that is no code ("usdt", as the
 * footer's popular pairs write it) names its most popular currency.
 */
const isExchangePair = (slug: string): boolean => {
  const pair = parsePairSlug(slug, 'to');
  const from = pair && shippedPairCode(pair.from);
  const to = pair && shippedPairCode(pair.to);
  return Boolean(from && to && from !== to);
};

/** "<a>-vs-<b>" of two different shipped currencies. */
const isComparePair = (slug: string): boolean => {
  const pair = parsePairSlug(slug, 'vs');
  return pair !== null && pair.from !== pair.to && isCode(pair.from) && isCode(pair.to);
};

/** "<a>-to-<b>": one asset on two networks. */
const isCrossChain = (slug: string): boolean => {
  const pair = parsePairSlug(slug, 'to');
  return pair !== null && isCrossChainPair(pair.from, pair.to);
};

/** "2", "3" ... up to `last`: page 1 of a listing is the listing itself, never "/page/1/". */
const isLaterPage = (segment: string, last: number): boolean => {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return false;
  const page = Number(segment);
  return page >= 2 && page <= last;
};

/** An author's or a tag's own listing, and its page when one is given ("/tag/fees/2/"). */
const isBlogListing = (counts: ReadonlyMap<string, number>, slug: string, page?: string) => {
  const count = counts.get(slug);
  if (!count) return false;
  return page === undefined || isLaterPage(page, blogPageCount(count));
};

const checks = {
  /** /blog/{slug}/: the article is written in the page's locale (the spec's blog-article). */
  'blog-article': ([slug = ''], context) => articleExists(slug, context?.locale ?? defaultLocale),
  /** /blog/page/{n}/: every locale lists every article, so the page count is the same in all. */
  'blog-page': ([page = '']) => isLaterPage(page, blogPageCount(blogManifest().articles.size)),
  /** /blog/search/{n}/: a later page of results; their count is checked next (data-checks). */
  'blog-search-page': ([page = '']) => isLaterPage(page, Number.MAX_SAFE_INTEGER),
  'blog-author': ([slug = '', page]) => isBlogListing(blogManifest().authors, slug, page),
  'blog-tag': ([slug = '', page]) => isBlogListing(blogManifest().tags, slug, page),
  /** /coin/[slug]: a listing page, a coin, or a coin's ticker (the footer's links: "usdt"). */
  coin: ([slug = '']) => isPage(slug, 'coins') || shippedPairCode(slug) !== null,
  /** /dex/{network}: one of the DEX chains' slugs, exactly (lib/dex/chains.ts). */
  'dex-network': ([slug = '']) => dexChainBySlug(slug) !== null,
  'exchange-pairs-page': ([slug = '']) => isPage(slug, 'exchangePairs'),
  'exchange-pair': ([slug = '']) => isExchangePair(slug),
  /** /compare/[slug]: a listing page or a comparison. */
  'compare-pair': ([slug = '']) => isPage(slug, 'compare') || isComparePair(slug),
  /** /cross-chain/[slug]: a listing page or a cross-chain pair. */
  'cross-chain-pair': ([slug = '']) => isPage(slug, 'crossChain') || isCrossChain(slug),
  'cross-chain-tokens-page': ([slug = '']) => isPage(slug, 'crossChainTokens'),
  /**
   * /buy and /sell by coin, country and region: a shipped coin, a country's slug, one of its
   * regions' slugs. The ISO forms never get here: proxy.ts has redirected them to the slugs.
   */
  'ramp-place': ([coin = '', country, region]) =>
    resolvePlaceSegments(coin, country, region)?.canonical === true,
  /** /buy/{coin}/credit-card and /sell/{coin}/credit-card: a shipped coin. */
  'ramp-card': ([coin = '']) => isCode(coin),
  'buy-coin-pair': ([slug = '']) => parseBuyPair(slug) !== null,
  'sell-coin-pair': ([slug = '']) => parseSellPair(slug) !== null,
  /** /fiat/exchange/{from}-to-{to}: a served fiat and a shipped coin, either way round. */
  'fiat-exchange-pair': ([slug = '']) => parseFiatExchange(slug) !== null,
  /**
   * /customer-feedbacks/page-{n}: "page-2" on. Whether the reviews reach that page only the
   * database knows: proxy.ts asks it next (lib/pages/data-checks.ts).
   */
  'reviews-page': ([slug = '']) => parsePageSegment(slug) !== null,
  'fiat-pairs-page': ([slug = '']) => {
    const page = parsePageSegment(slug);
    return page !== null && page <= lastPossibleFiatPairsPage();
  },
} as const satisfies Record<string, RouteCheck>;

export type RouteCheckName = keyof typeof checks;

/** The check of that name; an unknown name is a programming error (the spec's rule). */
export function routeCheck(name: string): RouteCheck {
  if (!Object.hasOwn(checks, name)) throw new Error(`unknown route check "${name}"`);
  return checks[name as RouteCheckName];
}
