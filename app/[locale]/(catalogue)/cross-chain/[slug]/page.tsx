import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CrossChainListing } from '@/components/catalogue/cross-chain/cross-chain-listing';
import { CrossChainView } from '@/components/catalogue/cross-chain/cross-chain-view';
import { formatUsd } from '@/components/catalogue/compare/format';
import {
  CROSS_CHAIN_HEAD_NETWORKS,
  CROSS_CHAIN_HEAD_TICKER,
  crossChainDetail,
  crossChainListing,
  tokens,
} from '@/lib/pages/data/cross-chain-data';
import { crossChainPairs } from '@/lib/catalogue/cross-chain';
import { parsePageSegment, parsePairSlug } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// /cross-chain/page-{n} (a page of the listing) and /cross-chain/{from}-to-{to} (one asset
// between two networks): one dynamic segment, checked before rendering by the cross-chain-pair
// route check (proxy.ts). USDT between its most popular networks is prerendered in every
// locale; any other pair renders on its first request and is kept for 5 minutes.
export const revalidate = 300;

export async function generateStaticParams() {
  const usdt = (await tokens()).find((token) => token.ticker === CROSS_CHAIN_HEAD_TICKER);
  if (!usdt) return [];
  const head = { ...usdt, currencies: usdt.currencies.slice(0, CROSS_CHAIN_HEAD_NETWORKS) };
  return crossChainPairs([head]).map(({ from, to }) => ({ slug: `${from}-to-${to}` }));
}

const resolve = cache(async (slug: string) => {
  const page = parsePageSegment(slug);
  if (page !== null) {
    const [listing, all] = await Promise.all([crossChainListing(page), tokens()]);
    return listing ? ({ kind: 'page', listing, tokens: all.length } as const) : null;
  }
  const pair = parsePairSlug(slug, 'to');
  const detail = pair && (await crossChainDetail(pair.from, pair.to));
  return detail ? ({ kind: 'pair', detail } as const) : null;
});

export async function generateMetadata({ params }: PageProps<'/[locale]/cross-chain/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const resolved = await resolve(slug);
  if (!resolved) {
    return pageMetadata({
      locale,
      route: null,
      key: 'crossChain',
      values: { count: 0, tokens: 0 },
    });
  }
  if (resolved.kind === 'page') {
    const { page, pages } = resolved.listing;
    return pageMetadata({
      locale,
      route: routes.crossChains(page),
      key: 'crossChainPage',
      values: { page, pages },
    });
  }
  const { from, to, providers, price } = resolved.detail;
  return pageMetadata({
    locale,
    route: routes.crossChain(from.code, to.code),
    key: 'crossChainPair',
    values: {
      ticker: from.ticker,
      from: from.network.name,
      to: to.network.name,
      providers: providers.length,
      price: price ? formatUsd(locale, price.usd) : '',
      hasPrice: price ? 'yes' : 'no',
    },
    // No provider lists the move: the page answers, but there is nothing to rank.
    noIndex: providers.length === 0,
  });
}

export default async function CrossChainSlugPage({
  params,
}: PageProps<'/[locale]/cross-chain/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const resolved = await resolve(slug);
  if (!resolved) notFound();
  if (resolved.kind === 'page') {
    return <CrossChainListing locale={locale} tokens={resolved.tokens} {...resolved.listing} />;
  }
  const { detail } = resolved;
  const byCode = new Map(detail.token.currencies.map((c) => [c.code, c]));
  return (
    <CrossChainView
      locale={locale}
      data={{
        ...detail,
        related: detail.related.map((pair) => ({
          from: byCode.get(pair.from)!,
          to: byCode.get(pair.to)!,
        })),
      }}
    />
  );
}
