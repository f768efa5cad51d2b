import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CoinListView } from '@/components/catalogue/coins/coin-list-view';
import { CoinView } from '@/components/catalogue/coins/coin-view';
import { formatDate, formatUsd } from '@/components/catalogue/coins/format';
import { listCurrencies } from '@/lib/catalogue';
import { coinPageData } from '@/lib/pages/data/coin-page';
import { lastShippedPage } from '@/lib/catalogue/listings';
import { parsePageSegment } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { files, routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { coinListing, coinListingMetadata } from '../listing';

// One dynamic segment serves both a listing page ("page-2") and a coin ("btc"): Next allows one
// dynamic segment per level. Currency codes never start with "page-" followed by a number, and
// proxy.ts has already answered 404 for anything that is neither (lib/pages/route-checks.ts).
// The popular coins and the listing's pages are prerendered in every locale; any other coin
// renders on its first request and is then cached like them, rendered again at most every
// 5 minutes so the price follows the refresh.
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const currencies = await listCurrencies();
  const popular = currencies.filter((currency) => currency.popularRank !== null);
  const pages = Array.from({ length: lastShippedPage('coins') - 1 }, (_, index) => index + 2);
  return [
    ...popular.map((currency) => ({ slug: currency.code })),
    ...pages.map((page) => ({ slug: routes.coins(page).slice('/coin/'.length) })),
  ];
}

/** The coin code of the segment: lower-case [a-z0-9] only, as the URL rules write it. */
const coinCode = (slug: string): string | null => (/^[a-z0-9]{1,32}$/.test(slug) ? slug : null);

export async function generateMetadata({ params }: PageProps<'/[locale]/coin/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const page = parsePageSegment(slug);
  if (page !== null) return coinListingMetadata(locale, page);
  const code = coinCode(slug);
  const data = code === null ? null : await coinPageData(code);
  if (!data) return pageMetadata({ locale, route: null, key: 'notFound' });
  const { currency, price } = data;
  const metadata = await pageMetadata({
    locale,
    route: routes.coin(currency.code),
    key: price ? 'coin' : 'coinNoPrice',
    values: {
      name: currency.name,
      ticker: currency.ticker,
      network: currency.network.name,
      price: price ? formatUsd(locale, price.usd) : '',
      date: price ? formatDate(locale, price.asOf) : '',
    },
  });
  // The coin's own social image (name, ticker, price and date) instead of the shared one.
  const image = {
    url: files.coinImage(currency.code),
    width: 1200,
    height: 630,
    alt: `${currency.name} (${currency.ticker})`,
  };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [{ ...image, type: 'image/png' }] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

export default async function CoinSlugPage({ params }: PageProps<'/[locale]/coin/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const page = parsePageSegment(slug);
  if (page !== null) {
    const listing = await coinListing(page);
    if (!listing) notFound();
    return <CoinListView locale={locale} {...listing} />;
  }
  const code = coinCode(slug);
  const data = code === null ? null : await coinPageData(code);
  if (!data) notFound();
  return <CoinView locale={locale} data={data} />;
}
