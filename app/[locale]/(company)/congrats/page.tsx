import { getTranslations } from 'next-intl/server';
import styles from '@/components/company/company.module.css';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';

// The promo landing a visitor reaches after a swap or from a campaign: thanks and next steps.
// Not for search engines (noindex, and not in the sitemap): it means nothing to a new visitor.

export const generateMetadata = staticMetadata(routes.congrats(), 'congrats', { noIndex: true });

/** The footer's newsletter block, on every page (components/newsletter/newsletter.tsx). */
const NEWSLETTER_ANCHOR = '#newsletter-title';

export default async function CongratsPage({ params }: PageProps<'/[locale]/congrats'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CongratsPage' });
  const values = { brand: brand().name };
  const steps = [
    { key: 'track', link: <Link href={routes.transactionStatus()}>{t('track.link')}</Link> },
    { key: 'compare', link: <Link href={routes.swap()}>{t('compare.link')}</Link> },
    { key: 'review', link: <Link href={routes.customerFeedbacks()}>{t('review.link')}</Link> },
    { key: 'newsletter', link: <a href={NEWSLETTER_ANCHOR}>{t('newsletter.link')}</a> },
  ] as const;

  return (
    <article className={styles.page} aria-labelledby="congrats-title">
      <h1 id="congrats-title">{t('title', values)}</h1>
      <p className="lead">{t('lead')}</p>
      <section aria-labelledby="congrats-steps">
        <h2 id="congrats-steps" className="visually-hidden">
          {t('stepsHeading')}
        </h2>
        <ul className={styles.steps}>
          {steps.map(({ key, link }) => (
            <li key={key} className={styles.card}>
              <h3>{t(`${key}.title`)}</h3>
              <p>{t(`${key}.body`, values)}</p>
              <p>{link}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
