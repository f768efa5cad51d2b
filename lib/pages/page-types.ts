import { SHELL_POLICY, type ResponsePolicy } from '../security/response-policy';
import { definePages } from './define';

// Every page type of app/[locale], one declaration each (lib/pages/define.ts). proxy.ts answers
// any other page path with the prerendered 404 page (docs/decisions/0008-static-404.md), so a
// new route is declared here in the same change that adds its page.tsx
// (tests/unit/routing/known-pages.test.ts compares the declarations with the app directory). A
// dynamic route whose item does not exist still calls notFound() when it renders.

/** The catalogue and its prices: the catalogue seed and the price refresh make them stale. */
const CATALOGUE = ['catalogue', 'prices'] as const;

/**
 * The widgets' policy (docs/widgets.md, "Framing and CSP", ADR 0023): framed by the partner's
 * allowed origins, or by anyone without a partner; popups (a provider's page, a wallet) keep
 * their opener; no third-party script.
 */
const WIDGET_POLICY = {
  frameAncestors: 'partnerOriginsOrAny',
  coop: 'same-origin-allow-popups',
  features: [],
} as const satisfies ResponsePolicy;

/**
 * /dex (docs/dex.md "Pages"): the shell's policy plus the wallet's origins in its CSP (the
 * chains' public RPC endpoints, WalletConnect's relay when configured, lib/security/csp.ts).
 */
const DEX_POLICY = {
  frameAncestors: 'none',
  coop: 'same-origin',
  features: ['gtm', 'recaptcha', 'wallet'],
} as const satisfies ResponsePolicy;

export const pageTypes = definePages({
  home: { routes: { '/': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  swap: { routes: { '/swap': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  dex: { routes: { '/dex': null }, response: DEX_POLICY, sitemaps: ['pages'] },
  // A DEX network's landing (docs/dex.md "Pages"): server-rendered text and live indicative
  // quotes, no wallet and no island, so the shell's policy: its CSP need not reach any RPC.
  'dex-network': {
    routes: { '/dex/[network]': 'dex-network' },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  'transaction-status': {
    routes: { '/transaction-status': null },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  faq: { routes: { '/faq': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  maintenance: { routes: { '/maintenance': null }, response: SHELL_POLICY },
  'how-it-works': {
    routes: { '/how-it-works': null, '/how-it-works/business': null },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  'about-us': { routes: { '/about-us': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  partners: { routes: { '/partners': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  // The API reference, generated from the OpenAPI document (lib/openapi/reference-model.ts).
  'for-partners-api': {
    routes: { '/for-partners/api': null },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  press: { routes: { '/press': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  'for-partners': {
    routes: { '/for-partners': null },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  // A thank-you page after a swap or a campaign, marked noindex: in no sitemap.
  congrats: { routes: { '/congrats': null }, response: SHELL_POLICY },
  contact: { routes: { '/contact': null }, response: SHELL_POLICY, sitemaps: ['pages'] },
  // A partner's payout confirmation (the e-mailed link) and what follows it: noindex, in no
  // sitemap; the confirm page's token keeps it out of caches and Referers (proxy.ts).
  'partner-payouts': {
    routes: { '/for-partners/payouts/confirm': null, '/for-partners/payouts/processing': null },
    response: SHELL_POLICY,
  },
  reviews: {
    // Page 2 on ("page-2"): whether the reviews reach it only the database knows, so proxy.ts
    // asks it next (lib/pages/data-checks.ts).
    routes: { '/customer-feedbacks': null, '/customer-feedbacks/[page]': 'reviews-page' },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  legal: {
    routes: {
      '/terms-of-use': null,
      '/privacy-policy': null,
      '/cookie-policy': null,
      '/terms-for-partners': null,
      '/kyc-aml': null,
    },
    response: SHELL_POLICY,
    sitemaps: ['pages'],
  },
  coins: {
    // A listing page ("page-2") or a coin ("btc"): one dynamic segment serves both.
    routes: { '/coin': null, '/coin/[slug]': 'coin' },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
    sitemaps: ['coins'],
  },
  providers: {
    routes: { '/providers': null },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
    sitemaps: ['pages'],
  },
  'exchange-pairs': {
    routes: {
      '/exchange-pairs': null,
      '/exchange-pairs/[page]': 'exchange-pairs-page',
      '/exchange/[pair]': 'exchange-pair',
    },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
    sitemaps: ['pairs'],
  },
  compare: {
    // A listing page ("page-2") or a comparison ("btc-vs-eth"): the compare-pair check decides.
    routes: { '/compare': null, '/compare/[slug]': 'compare-pair' },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
    sitemaps: ['compare'],
  },
  'cross-chain': {
    routes: {
      '/cross-chain': null,
      // Before '/cross-chain/[slug]': the first matching pattern decides.
      '/cross-chain/tokens': null,
      '/cross-chain/tokens/[page]': 'cross-chain-tokens-page',
      // A listing page or a cross-chain pair ("usdttrc20-to-usdterc20").
      '/cross-chain/[slug]': 'cross-chain-pair',
    },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
    sitemaps: ['cross-chain', 'cross-chain-tokens'],
  },
  custom: {
    routes: { '/custom/compare': null, '/custom/exchange-pairs': null },
    response: SHELL_POLICY,
    cacheTags: CATALOGUE,
  },
  'fiat-sandbox-checkout': { routes: { '/fiat/sandbox-checkout': null }, response: SHELL_POLICY },
  ramps: {
    // A coin, a country, a region: the ISO forms of a country or region are redirected to their
    // slugs first (lib/pages/normalize.ts). The card pages come before '/[coin]/[country]'.
    routes: {
      '/buy': null,
      '/buy/[coin]': 'ramp-place',
      '/buy/[coin]/credit-card': 'ramp-card',
      '/buy/[coin]/[country]': 'ramp-place',
      '/buy/[coin]/[country]/[region]': 'ramp-place',
      '/sell': null,
      '/sell/[coin]': 'ramp-place',
      '/sell/[coin]/credit-card': 'ramp-card',
      '/sell/[coin]/[country]': 'ramp-place',
      '/sell/[coin]/[country]/[region]': 'ramp-place',
    },
    response: SHELL_POLICY,
    sitemaps: ['fiat', 'fiat-places', 'fiat-cards'],
  },
  'fiat-pairs': {
    routes: {
      '/buy-coin/[pair]': 'buy-coin-pair',
      '/sell-coin/[pair]': 'sell-coin-pair',
      '/fiat': null,
      '/fiat/pairs': null,
      '/fiat/pairs/[page]': 'fiat-pairs-page',
      '/fiat/exchange/[pair]': 'fiat-exchange-pair',
    },
    response: SHELL_POLICY,
    sitemaps: ['fiat', 'fiat-pairs'],
  },
  blog: {
    // In the app directory's notation (no trailing slash; the blog's URLs have one). The
    // listings come before '/blog/[slug]', which would match "/blog/search" too.
    routes: {
      '/blog': null,
      '/blog/page/[page]': 'blog-page',
      '/blog/search': null,
      // A later page of results; their count is checked next (lib/pages/data-checks.ts).
      '/blog/search/[page]': 'blog-search-page',
      '/blog/authors': null,
      '/blog/authors/[slug]': 'blog-author',
      '/blog/authors/[slug]/[page]': 'blog-author',
      '/blog/tag': null,
      '/blog/tag/[slug]': 'blog-tag',
      '/blog/tag/[slug]/[page]': 'blog-tag',
      '/blog/[slug]': 'blog-article',
    },
    response: SHELL_POLICY,
    sitemaps: ['blog'],
  },
  // The compact widget (app/(embed)/[locale]/widget, docs/widgets.md): framed as the v2 widget
  // is (ADR 0023); noindex and in no sitemap; legacy and v2-style parameters go to /v2/widget.
  'widget-v1': {
    routes: { '/widget': null },
    response: WIDGET_POLICY,
    redirect: 'widget-redirect',
  },
  // The embeddable swap (app/(embed)/[locale]/v2/widget, docs/widgets.md): framed by its
  // partner's allowed origins, or by anyone without a partner (ADR 0023); popups of wallets and
  // providers keep their opener; no third-party script. noindex, in no sitemap. Its own aliases
  // are renamed by the same widget-redirect.
  'widget-v2': {
    routes: { '/v2/widget': null },
    response: WIDGET_POLICY,
    redirect: 'widget-redirect',
  },
});

/** e2e-only pages (app/(e2e), app/(embed)), served only by a build with SWAPLENS_E2E_FIXTURES=1. */
export const fixturePageTypes = definePages({
  // The embed shell's fixture (app/(embed)/[locale]/e2e-fixtures/embed-shell), before the
  // catch-all of the app/(e2e) fixtures: framable by the site itself, so that its test can
  // frame it; the tag manager and no bot-checked form.
  'embed-shell': {
    routes: { '/e2e-fixtures/embed-shell': null },
    response: { frameAncestors: 'self', coop: 'same-origin', features: ['gtm'] },
  },
  fixtures: { routes: { '/e2e-fixtures/[...fixture]': null }, response: SHELL_POLICY },
});

type Types = typeof pageTypes;
type FixtureTypes = typeof fixturePageTypes;
/** Every page pattern, each a type. */
export type PagePattern = { [K in keyof Types]: keyof Types[K]['routes'] & string }[keyof Types];
export type FixturePattern = {
  [K in keyof FixtureTypes]: keyof FixtureTypes[K]['routes'] & string;
}[keyof FixtureTypes];

const patternsOf = (types: Readonly<Record<string, { routes: object }>>) =>
  Object.values(types).flatMap((type) => Object.keys(type.routes));

/** The page patterns in matching order (the first that matches a path decides). */
export const pages = patternsOf(pageTypes) as readonly PagePattern[];
export const e2eFixturePages = patternsOf(fixturePageTypes) as readonly FixturePattern[];
