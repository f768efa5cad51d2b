import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TokenListing } from '@/components/catalogue/cross-chain/token-listing';
import { tokenListing } from '@/lib/pages/data/cross-chain-data';
import { parsePageSegment } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Page 2 on of the tokens on several networks, checked before rendering by the
// cross-chain-tokens-page route check; rendered on the first request and kept for 5 minutes.
export const revalidate = 300;

async function load(segment: string) {
  const page = parsePageSegment(segment);
  return page === null ? null : tokenListing(page);
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cross-chain/tokens/[page]'>) {
  const { locale, page } = await params;
  const listing = await load(page);
  return pageMetadata({
    locale: locale as Locale,
    route: listing ? routes.crossChainTokens(listing.page) : null,
    key: 'crossChainTokensPage',
    values: { page: listing?.page ?? 0, pages: listing?.pages ?? 0 },
  });
}

export default async function CrossChainTokensMorePage({
  params,
}: PageProps<'/[locale]/cross-chain/tokens/[page]'>) {
  const { locale, page } = await params;
  setRequestLocale(locale as Locale);
  const listing = await load(page);
  if (!listing) notFound();
  return <TokenListing locale={locale as Locale} {...listing} />;
}
