import { getTranslations } from 'next-intl/server';
import { HeroSwap } from '@/components/exchange/hero-swap';
import { brand } from '@/lib/brand';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import type { Locale } from '@/lib/i18n/locales';
import styles from './home.module.css';

/**
 * The pitch and the swap form. The grid places them side by side on wide screens and stacks them
 * on narrow ones (home.module.css); the form is a direct child so no wrapper is needed.
 */
export async function HomeHero({
  locale,
  popular,
}: {
  locale: Locale;
  popular: readonly CompactCurrency[];
}) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="hero-title">{t('heading')}</h1>
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      <HeroSwap popular={popular} />
      <ul>
        <li>{t('points.fees')}</li>
        <li>{t('points.kyc')}</li>
        <li>{t('points.custody')}</li>
      </ul>
    </section>
  );
}
