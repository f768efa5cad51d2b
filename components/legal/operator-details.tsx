import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './legal.module.css';

/** The operator's identity as lib/brand.ts configures it; each unset fact is left out. */
export interface OperatorFacts {
  name: string | undefined;
  address: string | undefined;
  registration: string | undefined;
  email: string | undefined;
}

/**
 * Who answers for the text: name, address, registration and e-mail when configured, and the
 * contact form always. Without a configured name it says "the operator of this website" and
 * shows no address line, rather than invent one.
 */
export async function OperatorDetails({ locale, facts }: { locale: Locale; facts: OperatorFacts }) {
  const t = await getTranslations({ locale, namespace: 'LegalPage.operator' });
  return (
    <section className={styles.operator} aria-labelledby="legal-operator">
      <h2 id="legal-operator" className={styles.boxTitle}>
        {t('title')}
      </h2>
      <dl>
        <dt>{t('name')}</dt>
        <dd>{facts.name ?? t('unnamed')}</dd>
        {facts.address && (
          <>
            <dt>{t('address')}</dt>
            <dd>{facts.address}</dd>
          </>
        )}
        {facts.registration && (
          <>
            <dt>{t('registration')}</dt>
            <dd>{facts.registration}</dd>
          </>
        )}
        {facts.email && (
          <>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${facts.email}`}>{facts.email}</a>
            </dd>
          </>
        )}
        <dt>{t('contact')}</dt>
        <dd>
          <Link href={routes.contact()} prefetch={false}>
            {t('contactForm')}
          </Link>
        </dd>
      </dl>
    </section>
  );
}
