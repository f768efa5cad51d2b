import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { PairsListing, pairsMetadata } from './listing';

// /fiat/pairs: the first page, prerendered per locale and kept an hour.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/fiat/pairs'>) {
  return pairsMetadata((await params).locale as Locale, 1);
}

export default async function FiatPairsPage({ params }: PageProps<'/[locale]/fiat/pairs'>) {
  const locale = await pageLocale(params);
  return <PairsListing locale={locale} page={1} />;
}
