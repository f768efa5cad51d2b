import { notFound } from 'next/navigation';
import { CrossChainListing } from '@/components/catalogue/cross-chain/cross-chain-listing';
import { crossChainListing, tokens } from '@/lib/pages/data/cross-chain-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Page 1 of every cross-chain pair; page 2 on is /cross-chain/page-{n} ([slug]). Prerendered per
// locale and regenerated every 5 minutes.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/cross-chain'>) {
  const { locale } = await params;
  const [listing, all] = await Promise.all([crossChainListing(1), tokens()]);
  return pageMetadata({
    locale: locale as Locale,
    route: routes.crossChains(),
    key: 'crossChain',
    values: { count: listing?.total ?? 0, tokens: all.length },
  });
}

export default async function CrossChainPage({ params }: PageProps<'/[locale]/cross-chain'>) {
  const locale = await pageLocale(params);
  const [listing, all] = await Promise.all([crossChainListing(1), tokens()]);
  if (!listing) notFound();
  return <CrossChainListing locale={locale} tokens={all.length} {...listing} />;
}
