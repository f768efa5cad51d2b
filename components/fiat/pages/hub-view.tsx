import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { FiatHubView as Hub } from '@/lib/fiat/hub-page';
import { fiatPairRoute } from '@/lib/fiat/pair-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { RampTable } from './ramp-table';
import styles from './pages.module.css';

/**
 * /fiat: where buying and selling start. Every ramp with what it does, the popular pairs, every
 * currency offered (each to its Bitcoin pair) and the way into the listing and the side pages.
 */
export async function HubView({ locale, hub }: { locale: Locale; hub: Hub }) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const href = (path: string) => localizedPath(locale, path);
  const trail = [
    { name: t('home'), route: routes.home() },
    { name: t('fiatCrumb'), route: routes.fiat() },
  ];
  return (
    <article aria-labelledby="fiat-title" data-testid="fiat-hub">
      <JsonLd data={breadcrumbList(locale, trail)} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="fiat-title">{t('hubTitle')}</h1>
      <p className="lead">
        {t('hubLead', {
          buyCountries: hub.countries.buy,
          sellCountries: hub.countries.sell,
          fiats: hub.fiats.length,
          pairs: hub.pairCount,
          brand: brand().name,
        })}
      </p>
      {hub.sandbox && (
        <p className={styles.notice} role="note" data-testid="fiat-sandbox">
          {t('sandboxNotice')}
        </p>
      )}

      <section aria-labelledby="fiat-start" className={styles.section}>
        <h2 id="fiat-start">{t('hubStart')}</h2>
        <ul className={styles.links}>
          <li>
            <a href={href(routes.buy())}>{t('indexTitle', { side: 'buy' })}</a>
          </li>
          <li>
            <a href={href(routes.sell())}>{t('indexTitle', { side: 'sell' })}</a>
          </li>
          <li>
            <a href={href(routes.fiatPairs())}>{t('allPairs')}</a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="fiat-providers" className={styles.section}>
        <h2 id="fiat-providers">{t('providersTitle')}</h2>
        <RampTable
          locale={locale}
          ramps={hub.ramps}
          fiat={null}
          caption={t('providersCaption', { count: hub.ramps.length })}
          sides
        />
      </section>

      <section aria-labelledby="fiat-popular" className={styles.section}>
        <h2 id="fiat-popular">{t('popularPairsTitle')}</h2>
        <ul className={styles.links}>
          {hub.popular.map(({ fiat, coin }) => (
            <li key={`${fiat}-${coin.code}`}>
              <a href={href(fiatPairRoute({ side: 'buy', fiat, coin: coin.code }))}>
                {t('buyLink', { ticker: coin.ticker, fiat })}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fiat-currencies" className={styles.section}>
        <h2 id="fiat-currencies">{t('fiatsListTitle')}</h2>
        <ul className={styles.links}>
          {hub.fiats.map((fiat) => (
            <li key={fiat.code}>
              <a href={href(fiatPairRoute({ side: 'buy', fiat: fiat.code, coin: 'btc' }))}>
                {t('fiatOption', fiat)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
