import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './how-it-works.module.css';

/** The swap journey in the order /swap walks it, then what happens when something goes wrong. */
const STEPS = ['choose', 'compare', 'rate', 'details', 'deposit', 'track', 'refunds'] as const;

export async function PersonalGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks.personal' });
  const links = {
    brand: brand().name,
    swap: (chunks: ReactNode) => <Link href={routes.swap()}>{chunks}</Link>,
    status: (chunks: ReactNode) => <Link href={routes.transactionStatus()}>{chunks}</Link>,
  };
  return (
    <section aria-labelledby="how-steps">
      <h2 id="how-steps">{t('stepsTitle')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} id={step}>
            <h3>{t(`steps.${step}.title`)}</h3>
            <p>{t.rich(`steps.${step}.text`, links)}</p>
          </li>
        ))}
      </ol>
      <p className={styles.actions}>
        <Link href={routes.swap()} className={buttonClassName()}>
          {t('compare')}
        </Link>
        <Link
          href={routes.transactionStatus()}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('check')}
        </Link>
      </p>
    </section>
  );
}
