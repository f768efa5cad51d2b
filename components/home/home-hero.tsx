import { getTranslations } from 'next-intl/server';
import { HeroSwap } from '@/components/exchange/hero-swap';
import type { SeenEstimateSeed } from '@/components/exchange/seen-estimate';
import { brand } from '@/lib/brand';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import type { Locale } from '@/lib/i18n/locales';
import styles from './home.module.css';

/**
 * The pitch and the swap form. The grid places them side by side on wide screens and stacks them
 * on narrow ones (home.module.css); the form is a direct child so no wrapper is needed. In the
 * document the form follows the heading, before the lead and the points: on a phone the
 * calculator is on the first screen, the pitch under it.
 */
export async function HomeHero({
  locale,
  popular,
  seen = null,
}: {
  locale: Locale;
  popular: readonly CompactCurrency[];
  /** The estimate from the last offers round for the default pair (lib/rates), if any. */
  seen?: SeenEstimateSeed | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="hero-title">{t('heading')}</h1>
      <HeroSwap popular={popular} seen={seen} />
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      <ul>
        <li>{t('points.fees')}</li>
        <li>{t('points.kyc')}</li>
        <li>{t('points.custody')}</li>
      </ul>
    </section>
  );
}
