import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { parsePageSegment } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { listingMetadata, PairListing } from '../listing';

// /exchange-pairs/page-{n}: rendered on demand (proxy.ts has already refused page 0, page 1,
// malformed numbers and pages past the shipped catalogue's end) and cached for 5 minutes.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/exchange-pairs/[page]'>) {
  const { locale, page } = await params;
  const number = parsePageSegment(page);
  if (number === null) notFound();
  return listingMetadata(locale as Locale, number);
}

export default async function ExchangePairsMorePage({
  params,
}: PageProps<'/[locale]/exchange-pairs/[page]'>) {
  const { locale, page } = await params;
  setRequestLocale(locale as Locale);
  const number = parsePageSegment(page);
  if (number === null) notFound();
  return <PairListing locale={locale as Locale} page={number} />;
}
