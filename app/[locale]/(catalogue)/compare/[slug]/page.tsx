import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CompareListing } from '@/components/catalogue/compare/compare-listing';
import { ComparisonView } from '@/components/catalogue/compare/comparison-view';
import { formatUsd } from '@/components/catalogue/compare/format';
import { compareHead, comparePageOf } from '@/lib/catalogue/compare';
import {
  COMPARE_HEAD_SIZE,
  compareListing,
  comparison,
  enabledCodes,
} from '@/lib/pages/data/compare-data';
import { PER_PAGE } from '@/lib/catalogue/listings';
import { parsePageSegment, parsePairSlug } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// /compare/page-{n} (a page of the listing) and /compare/{a}-vs-{b} (one comparison): one
// dynamic segment, checked before rendering by the compare-pair route check (proxy.ts). The
// comparisons among the most popular coins are prerendered in every locale; any other renders
// on its first request and is kept for 5 minutes (revalidate), never reading the query.
export const revalidate = 300;

export async function generateStaticParams() {
  const codes = await enabledCodes();
  return compareHead(codes, COMPARE_HEAD_SIZE).map(({ a, b }) => ({ slug: `${a}-vs-${b}` }));
}

type Resolved =
  | { kind: 'page'; listing: NonNullable<Awaited<ReturnType<typeof compareListing>>> }
  | {
      kind: 'pair';
      data: NonNullable<Awaited<ReturnType<typeof comparison>>>;
      listingPage: number;
    };

// Metadata and page read the same data once per request.
const resolve = cache(async (slug: string): Promise<Resolved | null> => {
  const page = parsePageSegment(slug);
  if (page !== null) {
    const listing = await compareListing(page);
    return listing ? { kind: 'page', listing } : null;
  }
  const pair = parsePairSlug(slug, 'vs');
  const data = pair && (await comparison(pair.from, pair.to));
  if (!data) return null;
  const listingPage = comparePageOf(await enabledCodes(), data.pair, PER_PAGE.compare);
  return { kind: 'pair', data, listingPage };
});

export async function generateMetadata({ params }: PageProps<'/[locale]/compare/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const resolved = await resolve(slug);
  if (!resolved) return pageMetadata({ locale, route: null, key: 'compare', values: { count: 0 } });
  if (resolved.kind === 'page') {
    const { page, pages } = resolved.listing;
    return pageMetadata({
      locale,
      route: routes.compares(page),
      key: 'comparePage',
      values: { page, pages },
    });
  }
  const { pair, a, b } = resolved.data;
  const price = (side: typeof a) => (side.price ? formatUsd(locale, side.price.usd) : '');
  return pageMetadata({
    locale,
    // b-vs-a is the same comparison: its canonical is the listing's spelling.
    route: routes.compare(pair.a, pair.b),
    key: 'comparePair',
    values: {
      a: a.currency.ticker,
      b: b.currency.ticker,
      nameA: a.currency.name,
      nameB: b.currency.name,
      networkA: a.currency.network.name,
      networkB: b.currency.network.name,
      priceA: price(a),
      priceB: price(b),
      prices: a.price && b.price ? 'yes' : 'no',
      providers: new Set([...a.providers, ...b.providers].map((provider) => provider.id)).size,
    },
  });
}

export default async function CompareSlugPage({ params }: PageProps<'/[locale]/compare/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const resolved = await resolve(slug);
  if (!resolved) notFound();
  if (resolved.kind === 'page') return <CompareListing locale={locale} {...resolved.listing} />;
  const { a, b } = resolved.data;
  return <ComparisonView locale={locale} a={a} b={b} listingPage={resolved.listingPage} />;
}
