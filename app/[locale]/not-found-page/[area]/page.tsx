import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/error/not-found-view';
import type { Locale } from '@/lib/i18n/locales';
import { NOT_FOUND_AREAS, type NotFoundArea } from '@/lib/routing/not-found-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The 404 page, prerendered per locale and area: proxy.ts rewrites every page path that no page
// serves here and answers it with status 404 (docs/decisions/0008-static-404.md). Its own
// address is not a page path either, so asking for it directly is a 404 like any other.

export function generateStaticParams() {
  return NOT_FOUND_AREAS.map((area) => ({ area }));
}

const isArea = (value: string): value is NotFoundArea =>
  (NOT_FOUND_AREAS as readonly string[]).includes(value);

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/not-found-page/[area]'>): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: null, key: 'notFound' });
}

export default async function NotFoundPage({
  params,
}: PageProps<'/[locale]/not-found-page/[area]'>) {
  const { locale, area } = await params;
  if (!isArea(area)) notFound();
  setRequestLocale(locale as Locale);
  return <NotFoundView locale={locale as Locale} area={area} />;
}
