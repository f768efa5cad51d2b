import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Partner } from '@/lib/partners';
import { ExternalLink } from './external-link';
import styles from './company.module.css';

/** One provider: its wordmark, website, verification policy, rate types, time and integrations. */
export async function PartnerCard({
  locale,
  brand,
  partner,
}: {
  locale: Locale;
  brand: string;
  partner: Partner;
}) {
  const t = await getTranslations({ locale, namespace: 'PartnersPage' });
  const rates = partner.rateTypes;
  const rateKey = rates.length > 1 ? 'both' : rates[0] === 'fixed' ? 'fixed' : 'floating';
  return (
    <li className={styles.card} data-testid="partner" data-sandbox={partner.sandbox || undefined}>
      <div className={styles.cardHead}>
        <h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 200x32 SVG wordmark from
              public/icons/providers, served as it is: next/image would only add client code. */}
          <img
            className={styles.logo}
            src={partner.logo}
            alt={partner.name}
            width={200}
            height={32}
          />
        </h2>
        {partner.sandbox && <span className={styles.badge}>{t('sandbox')}</span>}
      </div>
      {partner.sandbox && <p className={styles.muted}>{t('sandboxNote')}</p>}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('kycLabel')}</dt>
          <dd>{t(`kyc.${partner.kyc}`)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('rateTypesLabel')}</dt>
          <dd>{t(`rateTypes.${rateKey}`)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('etaLabel')}</dt>
          <dd>{t('eta', { min: partner.eta.min, max: partner.eta.max })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('integrationsLabel', { brand })}</dt>
          <dd>
            <ul>
              {partner.integrations.map((integration) => (
                <li key={integration}>{t(`integrations.${integration}`)}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {partner.website && (
        <p>
          <ExternalLink href={partner.website} newTab={t('newTab')}>
            {t('website', { name: partner.name })}
          </ExternalLink>
        </p>
      )}
    </li>
  );
}
