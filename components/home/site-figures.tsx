import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteFigures as Figures } from '@/lib/site-figures';
import styles from './figures.module.css';

type FigureKey = 'providers' | 'coins' | 'networks' | 'dexNetworks' | 'languages' | 'years';

/**
 * What the site can count about itself, and the operator's claims only when configured
 * (lib/site-figures). A figure that is not known is left out rather than shown as zero. Each
 * message places its number (<n>#</n>) where the language wants it; the number is set in bold.
 */
export async function SiteFigures({ locale, figures }: { locale: Locale; figures: Figures }) {
  const t = await getTranslations({ locale, namespace: 'HomeSections.figures' });
  const { providers, coins, networks, dexNetworks, languages, yearsOfExpertise, support24x7 } =
    figures;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(dexNetworks);
  const shown: Array<[FigureKey, number]> = [];
  // Simulated providers are no headline figure: in sandbox the home page counts none, so the
  // figures a visitor reads as social proof are never the simulation's (About still lists them,
  // labelled sandbox, among the site's own facts).
  if (providers.count > 0 && !providers.sandbox) shown.push(['providers', providers.count]);
  shown.push(['coins', coins], ['networks', networks]);
  if (dexNetworks.length > 0) shown.push(['dexNetworks', dexNetworks.length]);
  shown.push(['languages', languages]);
  if (yearsOfExpertise !== undefined) shown.push(['years', yearsOfExpertise]);
  const n = (chunks: ReactNode) => <strong>{chunks}</strong>;

  return (
    <section className={styles.figures} aria-labelledby="home-figures">
      <h2 id="home-figures">{t('title', { brand: brand().name })}</h2>
      <ul>
        {shown.map(([key, count]) => (
          <li key={key}>{t.rich(key, { count, n, names })}</li>
        ))}
        {support24x7 && <li>{t.rich('support', { n })}</li>}
      </ul>
    </section>
  );
}
