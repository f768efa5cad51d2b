import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import cardList from '@/components/ui/card-list.module.css';
import styles from './home.module.css';

const REASONS = ['fees', 'kyc', 'custody'] as const;

/** Why compare here: the brand's three promises, each said in full and nothing beyond them. */
export async function WhySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeSections.why' });
  return (
    <section className={styles.section} aria-labelledby="home-why">
      <h2 id="home-why">{t('title', { brand: brand().name })}</h2>
      <ul className={`${cardList.list} ${styles.cards}`}>
        {REASONS.map((reason) => (
          <li key={reason}>
            <h3>{t(`${reason}.title`)}</h3>
            <p>{t(`${reason}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
