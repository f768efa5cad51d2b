import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { reviewsSummary } from '@/lib/reviews/read';
import { routes } from '@/lib/routing/routes';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * The home page's line about the reviews: average, count and a link to them. Nothing at all
 * while no review is approved: no rating is shown for reviews that do not exist.
 */
export async function ReviewsSummary({ locale }: { locale: Locale }) {
  const aggregate = await reviewsSummary();
  if (!aggregate) return null;
  const t = await getTranslations({ locale, namespace: 'ReviewsSummary' });
  const values = { average: aggregate.average, count: aggregate.count };
  return (
    <section className={styles.summaryLine} aria-labelledby="reviews-summary-title">
      <h2 id="reviews-summary-title" className={styles.summaryLineTitle}>
        {t('title')}
      </h2>
      <p className={styles.summaryLineFigures}>
        <Stars value={aggregate.average} label={t('stars', values)} />
        <span>{t('figures', values)}</span>
      </p>
      <Link href={routes.customerFeedbacks()}>{t('link')}</Link>
    </section>
  );
}
