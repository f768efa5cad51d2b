import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PairsListing, pairsMetadata } from './listing';

// /fiat/pairs: the first page, prerendered per locale and kept an hour.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/fiat/pairs'>) {
  return pairsMetadata((await params).locale as Locale, 1);
}

export default async function FiatPairsPage({ params }: PageProps<'/[locale]/fiat/pairs'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <PairsListing locale={locale} page={1} />;
}
