import { notFound } from 'next/navigation';
import { ReviewsView } from '@/components/reviews/reviews-view';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { reviewsPage } from '@/lib/reviews/read';
import { routes } from '@/lib/routing/routes';
import { siteSettings } from '@/lib/site-settings';

// Rendered per request from cached reads (lib/reviews/read.ts, 60 s, dropped when the operator
// approves or rejects a review): an approved review shows on the next request, and the build
// needs no database (docs/feedback.md).
export const dynamic = 'force-dynamic';

export const generateMetadata = staticMetadata(routes.customerFeedbacks(), 'customerFeedbacks');

export default async function CustomerFeedbacksPage({
  params,
}: PageProps<'/[locale]/customer-feedbacks'>) {
  const locale = await pageLocale(params);
  const data = await reviewsPage(1);
  if (!data) notFound();
  return <ReviewsView locale={locale} data={data} siteKey={siteSettings().recaptchaSiteKey} />;
}
