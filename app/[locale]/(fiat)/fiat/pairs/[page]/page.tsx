import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { parsePageSegment } from '@/lib/catalogue/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { PairsListing, pairsMetadata } from '../listing';

// /fiat/pairs/page-{n}: rendered on demand (proxy.ts has already refused page 0, page 1,
// malformed numbers and pages past every fiat with every shipped coin) and kept an hour.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fiat/pairs/[page]'>) {
  const { locale, page } = await params;
  const number = parsePageSegment(page);
  if (number === null) notFound();
  return pairsMetadata(locale as Locale, number);
}

export default async function FiatPairsMorePage({
  params,
}: PageProps<'/[locale]/fiat/pairs/[page]'>) {
  const { locale, page } = await params;
  setRequestLocale(locale as Locale);
  const number = parsePageSegment(page);
  if (number === null) notFound();
  return <PairsListing locale={locale as Locale} page={number} />;
}
