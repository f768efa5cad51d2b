import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RecaptchaNotice } from '@/components/forms/recaptcha-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import type { ReviewsPage } from '@/lib/reviews/read';
import { ratedOrganization } from '@/lib/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { routes } from '@/lib/routing/routes';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { messages } from './review-form.messages';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

/**
 * One page of /customer-feedbacks: the aggregate, the approved reviews (or, with none yet, the
 * invitation to write the first) and the form. No review is invented; none is shown unapproved.
 */
export async function ReviewsView({
  locale,
  data,
  siteKey,
}: {
  locale: Locale;
  data: ReviewsPage;
  siteKey: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'ReviewsPage' });
  const { aggregate } = data;
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      {aggregate && <RatingSummary locale={locale} aggregate={aggregate} />}
      <div className={styles.layout}>
        <div>
          <h2 className={styles.sectionTitle}>{t('listTitle')}</h2>
          {data.reviews.length > 0 ? (
            <ReviewList locale={locale} reviews={data.reviews} />
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
              <p>{t('emptyText')}</p>
              <a href="#review-form-title">{t('emptyAction')}</a>
            </div>
          )}
          <Pagination
            locale={locale}
            page={data.page}
            pageCount={data.pageCount}
            href={routes.customerFeedbacks}
            label={t('pages')}
          />
        </div>
        <div className={styles.formPanel}>
          <h2 id="review-form-title" className={styles.sectionTitle}>
            {t('formTitle')}
          </h2>
          <p className={styles.moderation}>{t('moderation')}</p>
          <ClientMessages namespaces={messages}>
            <ReviewForm siteKey={siteKey} />
          </ClientMessages>
          {siteKey && <RecaptchaNotice locale={locale} />}
        </div>
      </div>
      {aggregate && <JsonLd data={ratedOrganization(locale, aggregate)} />}
    </section>
  );
}
