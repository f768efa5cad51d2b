import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReviewsView } from '@/components/reviews/reviews-view';
import type { Locale } from '@/lib/i18n/locales';
import { reviewsPage } from '@/lib/reviews/read';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteSettings } from '@/lib/site-settings';

// Page 2 on of the reviews, /customer-feedbacks/page-{n}; rendered per request like page 1.
export const dynamic = 'force-dynamic';

/** "page-2" → 2; anything else (page-1 too: page 1 is /customer-feedbacks) → null. */
function pageNumber(segment: string): number | null {
  const match = /^page-([1-9]\d{0,8})$/.exec(segment);
  const page = match ? Number(match[1]) : null;
  return page !== null && page > 1 ? page : null;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/customer-feedbacks/[page]'>) {
  const { locale, page } = await params;
  const number = pageNumber(page);
  return pageMetadata({
    locale: locale as Locale,
    route: number === null ? null : routes.customerFeedbacks(number),
    key: 'customerFeedbacksPage',
    values: { page: number ?? 0 },
  });
}

export default async function CustomerFeedbacksMorePage({
  params,
}: PageProps<'/[locale]/customer-feedbacks/[page]'>) {
  const { locale, page } = await params;
  setRequestLocale(locale as Locale);
  const number = pageNumber(page);
  // Past the last page, or not a page at all: 404.
  const data = number === null ? null : await reviewsPage(number);
  if (!data) notFound();
  return (
    <ReviewsView locale={locale as Locale} data={data} siteKey={siteSettings().recaptchaSiteKey} />
  );
}
