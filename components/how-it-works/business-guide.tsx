import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import { programFigureValues } from '@/lib/partner-applications/figures';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import cardList from '@/components/ui/card-list.module.css';
import styles from './how-it-works.module.css';

/**
 * The partner toolkit (spec section 1). Its only figures are the program's configured ones, the
 * basic affiliate fee and the API's revenue share (lib/partner-applications/figures.ts), as
 * /for-partners shows them; everything else is said without numbers.
 */
const TOOLS = ['affiliate', 'api', 'widgets', 'whiteLabel'] as const;

export async function BusinessGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks.business' });
  const values = { brand: brand().name, ...programFigureValues(locale) };
  const partners = (chunks: ReactNode) => <Link href={routes.forPartners()}>{chunks}</Link>;
  return (
    <>
      <section aria-labelledby="how-tools">
        <h2 id="how-tools">{t('toolsTitle')}</h2>
        <ul className={`${cardList.list} ${styles.tools}`}>
          {TOOLS.map((tool) => (
            <li key={tool} id={tool}>
              <h3>{t(`tools.${tool}.title`)}</h3>
              <p>{t(`tools.${tool}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-start">
        <h2 id="how-start">{t('startTitle')}</h2>
        <p>
          {t.rich('start', {
            partners,
            terms: (chunks) => <Link href={routes.termsForPartners()}>{chunks}</Link>,
            contact: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
          })}
        </p>
        <p className={styles.actions}>
          <Link href={routes.forPartners()} className={buttonClassName()}>
            {t('cta')}
          </Link>
        </p>
      </section>
    </>
  );
}
