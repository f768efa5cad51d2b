import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatAmount } from '@/components/asset/amount';
import { formatDay } from '@/components/catalogue/pairs/format';
import { PairPageView } from '@/components/catalogue/pairs/pair-page-view';
import { JsonLd } from '@/components/seo/json-ld';
import { pairView, type PairView } from '@/lib/pages/data/pair-data';
import { parsePairSlug } from '@/lib/catalogue/slugs';
import { getGlobalData } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import { files, routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteUrl } from '@/lib/seo/urls';

// /exchange/{from}-to-{to}. The footer's popular pairs are prerendered in every locale; every
// other pair renders on the first request and is kept 5 minutes (ISR), so 27,000 pairs × 14
// locales never go through a build. proxy.ts has already answered unknown codes, a coin with
// itself and malformed slugs with the 404 page; what only the database knows (a currency the
// operator switched off) is a 404 here. No searchParams: the live offers read nothing from the
// query, their island is preset from the page's props.
export const revalidate = 300;

// The footer's popular pairs, as global data writes them (the footer's links); the locale comes
// from the layout's own params.
export async function generateStaticParams() {
  const { popularPairs } = await getGlobalData();
  return popularPairs.map(({ pairInfo: { from, to } }) => ({
    pair: `${from.code.toLowerCase()}-to-${to.code.toLowerCase()}`,
  }));
}

async function load(slug: string): Promise<PairView> {
  const pair = parsePairSlug(slug, 'to');
  const view = pair && (await pairView(pair.from, pair.to));
  if (!view) notFound();
  return view;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/exchange/[pair]'>): Promise<Metadata> {
  const { locale: raw, pair } = await params;
  const locale = raw as Locale;
  const view = await load(pair);
  const { from, to, snapshot, reference } = view;
  const route = routes.pair(view.canonical.from, view.canonical.to);
  const names = { from: from.ticker, to: to.ticker, fromName: from.name, toName: to.name };
  const amount = (value: string) => formatAmount(value, locale);
  const best = snapshot?.offers[0];
  // A pair no provider lists is thin: it still answers (the swap can be tried) but is not
  // indexed, and the sitemap leaves it out (lib/pages/sitemaps/pairs.ts).
  const noIndex = view.providers !== null && view.providers.length === 0;
  const metadata =
    snapshot && best
      ? await pageMetadata({
          locale,
          route,
          key: 'pairOffer',
          noIndex,
          values: {
            ...names,
            rate: amount(best.rate),
            amount: amount(snapshot.amountFrom),
            amountTo: amount(best.amountTo),
            provider: best.providerName,
            sandbox: String(best.sandbox),
            date: formatDay(snapshot.observedAt, locale, 'medium'),
          },
        })
      : reference
        ? await pageMetadata({
            locale,
            route,
            key: 'pairEstimate',
            noIndex,
            values: {
              ...names,
              rate: amount(reference.rate),
              date: formatDay(reference.asOf, locale, 'medium'),
            },
          })
        : await pageMetadata({ locale, route, key: 'pairPlain', noIndex, values: names });
  // The pair's own social image in place of the shared one.
  const image = {
    url: siteUrl(files.pairImage(view.canonical.from, view.canonical.to)),
    width: 1200,
    height: 630,
    alt: `${from.ticker} → ${to.ticker}`,
  };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [{ ...image, type: 'image/png' }] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

export default async function ExchangePairPage({ params }: PageProps<'/[locale]/exchange/[pair]'>) {
  const { locale: raw, pair } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const view = await load(pair);
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const trail = breadcrumbList(locale, [
    { name: t('home'), route: routes.home() },
    { name: t('pairs'), route: routes.exchangePairs() },
    {
      name: t('pairName', { from: view.from.ticker, to: view.to.ticker }),
      route: routes.pair(view.canonical.from, view.canonical.to),
    },
  ]);
  return (
    <>
      <JsonLd data={trail} />
      <PairPageView locale={locale} view={view} />
    </>
  );
}
