import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import type { Locale } from '@/lib/i18n/locales';
import type { PublicReview } from '@/lib/reviews/read';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** Approved reviews as their authors wrote them, each in its own language (`lang`). */
export async function ReviewList({ locale, reviews }: { locale: Locale; reviews: PublicReview[] }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ReviewsPage' }),
    getFormatter({ locale }),
  ]);
  return (
    <ol className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id}>
          <article className={styles.review} aria-labelledby={`review-${review.id}`}>
            <header className={styles.reviewHeader}>
              <h3 id={`review-${review.id}`} className={styles.reviewName} lang={review.locale}>
                {review.name}
              </h3>
              <Stars value={review.rating} label={t('rated', { rating: review.rating })} />
              <time dateTime={review.date} className={styles.reviewDate}>
                {format.dateTime(new Date(review.date), { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
              {review.verifiedSwap && (
                <span className={styles.verified}>
                  <CheckCircleIcon size={16} />
                  {t('verified')}
                </span>
              )}
            </header>
            <p className={styles.reviewText} lang={review.locale}>
              {review.text}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
