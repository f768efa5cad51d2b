import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './reviews.module.css';

/** Previous and next page of reviews, and where the visitor is; nothing for a single page. */
export async function Pagination({
  locale,
  page,
  pageCount,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'ReviewsPage' });
  return (
    <nav className={styles.pagination} aria-label={t('pages')}>
      {page > 1 ? (
        <Link href={routes.customerFeedbacks(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pageOf', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link href={routes.customerFeedbacks(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
