import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './company.module.css';

/**
 * Who runs the site, from brand configuration only: each fact that is not configured is left
 * out. Without an operator's name there is no sentence about who runs it (a line naming "the
 * operator of this website" reads as evasive), and with no fact at all no section.
 */
export async function OperatorDetails({ locale, brand }: { locale: Locale; brand: Brand }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.operator' });
  const email = brand.supportEmail;
  // Only what is configured: an unset fact has no row at all.
  const facts: Array<{ label: string; value: ReactNode }> = [
    { label: t('address'), value: brand.operatorAddress },
    { label: t('registration'), value: brand.operatorRegistration },
    { label: t('email'), value: email && <a href={`mailto:${email}`}>{email}</a> },
  ].filter((fact) => fact.value);
  if (!brand.operator && facts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="about-operator">
      <h2 id="about-operator">{t('heading', { brand: brand.name })}</h2>
      {brand.operator && <p>{t('named', { brand: brand.name, operator: brand.operator })}</p>}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        {t.rich('contact', {
          link: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
        })}
      </p>
    </section>
  );
}
