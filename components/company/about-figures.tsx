import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteFigures } from '@/lib/site-figures';
import styles from './company.module.css';

/**
 * The figures the site counts itself (providers, coins, networks, languages), then the operator's
 * claims only when they are configured (years of expertise, round-the-clock support). Each
 * message places and inflects its own number (`<n>#</n>`), as word order differs by language.
 */
export async function AboutFigures({
  locale,
  brand,
  figures,
}: {
  locale: Locale;
  brand: string;
  figures: SiteFigures;
}) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.figures' });
  const n = (chunks: ReactNode) => <strong className={styles.figure}>{chunks}</strong>;
  const { providers, yearsOfExpertise: years } = figures;
  const items: Array<[key: string, label: ReactNode]> = [
    [
      'providers',
      t.rich(providers.sandbox ? 'sandboxProviders' : 'providers', { count: providers.count, n }),
    ],
    ['coins', t.rich('coins', { count: figures.coins, n })],
    ['networks', t.rich('networks', { count: figures.networks, n })],
    ...(figures.dexNetworks.length > 0
      ? [
          [
            'dexNetworks',
            t.rich('dexNetworks', {
              count: figures.dexNetworks.length,
              names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                figures.dexNetworks,
              ),
              n,
            }),
          ] as [string, ReactNode],
        ]
      : []),
    ['languages', t.rich('languages', { count: figures.languages, n })],
  ];
  if (years !== undefined) items.push(['years', t.rich('years', { count: years, n })]);
  if (figures.support24x7) items.push(['support', t.rich('support', { n })]);
  return (
    <section className={styles.section} aria-labelledby="about-figures">
      <h2 id="about-figures">{t('heading', { brand })}</h2>
      <ul className={styles.figures}>
        {items.map(([key, label]) => (
          <li key={key}>{label}</li>
        ))}
      </ul>
    </section>
  );
}
