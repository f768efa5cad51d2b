import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import cardList from '@/components/ui/card-list.module.css';
import styles from './home.module.css';

const STEPS = ['choose', 'compare', 'send'] as const;

/** How a swap works, in the three steps of /swap, with the way to the full guide. */
export async function SwapSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeSections.steps' });
  return (
    <section className={styles.section} aria-labelledby="home-steps">
      <h2 id="home-steps">{t('title')}</h2>
      <ol className={`${cardList.list} ${styles.cards}`}>
        {STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`${step}.title`)}</h3>
            <p>{t(`${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className={styles.more}>
        <Link href={routes.howItWorks()}>{t('more')}</Link>
      </p>
    </section>
  );
}
