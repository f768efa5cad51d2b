import { getTranslations } from 'next-intl/server';
import styles from '@/components/company/company.module.css';
import { PartnerCard } from '@/components/company/partner-card';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { listPartners } from '@/lib/partners';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The exchange providers the site runs with (the registry, through lib/partners). Prerendered:
// the list is the build's, so build with the provider keys the server runs with.

export async function generateMetadata({ params }: PageProps<'/[locale]/partners'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.partners(), key: 'partners' });
}

export default async function PartnersPage({ params }: PageProps<'/[locale]/partners'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnersPage' });
  const name = brand().name;
  const partners = listPartners();
  const sandboxOnly = partners.every((partner) => partner.sandbox);

  return (
    <article className={styles.page} aria-labelledby="partners-title">
      <h1 id="partners-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand: name })}</p>
      {sandboxOnly && (
        <p className={styles.notice} role="note">
          {t('sandboxNotice')}
        </p>
      )}
      <p>{t('kycNote')}</p>
      {/* Never empty: with no provider keys the registry runs the sandbox. */}
      <ul className={styles.cards}>
        {partners.map((partner) => (
          <PartnerCard key={partner.id} locale={locale} brand={name} partner={partner} />
        ))}
      </ul>
    </article>
  );
}
