import { notFound } from 'next/navigation';
import { TokenListing } from '@/components/catalogue/cross-chain/token-listing';
import { tokenListing } from '@/lib/pages/data/cross-chain-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Tokens available on several networks, page 1; page 2 on is /cross-chain/tokens/page-{n}.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/cross-chain/tokens'>) {
  const { locale } = await params;
  const listing = await tokenListing(1);
  return pageMetadata({
    locale: locale as Locale,
    route: routes.crossChainTokens(),
    key: 'crossChainTokens',
    values: { count: listing?.total ?? 0 },
  });
}

export default async function CrossChainTokensPage({
  params,
}: PageProps<'/[locale]/cross-chain/tokens'>) {
  const locale = await pageLocale(params);
  const listing = await tokenListing(1);
  if (!listing) notFound();
  return <TokenListing locale={locale} {...listing} />;
}
