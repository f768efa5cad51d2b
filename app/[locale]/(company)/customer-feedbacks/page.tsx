import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReviewsView } from '@/components/reviews/reviews-view';
import type { Locale } from '@/lib/i18n/locales';
import { reviewsPage } from '@/lib/reviews/read';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteSettings } from '@/lib/site-settings';

// Rendered per request from cached reads (lib/reviews/read.ts, 60 s, dropped when the operator
// approves or rejects a review): an approved review shows on the next request, and the build
// needs no database (docs/feedback.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/customer-feedbacks'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.customerFeedbacks(),
    key: 'customerFeedbacks',
  });
}

export default async function CustomerFeedbacksPage({
  params,
}: PageProps<'/[locale]/customer-feedbacks'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const data = await reviewsPage(1);
  if (!data) notFound();
  return <ReviewsView locale={locale} data={data} siteKey={siteSettings().recaptchaSiteKey} />;
}
