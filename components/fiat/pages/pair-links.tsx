import { getTranslations } from 'next-intl/server';
import { fiatPairRoute, type FiatPairView } from '@/lib/fiat/pair-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import styles from './pages.module.css';

/**
 * The links around a fiat pair: the other side, the coin's page for the side, the countries
 * paying in this fiat, the coin with other fiats, other coins with this fiat, and the listing.
 * On a pair nobody serves these are what is served instead.
 */
export async function PairLinks({ locale, view }: { locale: Locale; view: FiatPairView }) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, fiat } = view;
  const other = side === 'buy' ? 'sell' : 'buy';
  const href = (path: string) => localizedPath(locale, path);
  const names = {
    side,
    ticker: coin.ticker,
    name: coin.name,
    fiat: fiat.code,
    fiatName: fiat.name,
  };
  return (
    <section aria-labelledby="fiat-related" className={styles.section}>
      <h2 id="fiat-related">{t('relatedTitle')}</h2>
      <ul className={styles.links}>
        {view.otherSide && (
          <li>
            <a href={href(fiatPairRoute({ side: other, fiat: fiat.code, coin: coin.code }))}>
              {t('otherSidePair', names)}
            </a>
          </li>
        )}
        <li>
          <a href={href(routes[side]({ coin: coin.code }))}>{t('coinTitle', names)}</a>
        </li>
        <li>
          <a href={href(routes.coin(coin.code))}>{t('coinPage', names)}</a>
        </li>
        <li>
          <a href={href(routes.fiatPairs())}>{t('allPairs')}</a>
        </li>
      </ul>

      {view.countries.length > 0 && (
        <>
          <h3 id="fiat-countries">{t('countriesFiatTitle', names)}</h3>
          <ul className={styles.links} aria-labelledby="fiat-countries">
            {view.countries.map((c) => (
              <li key={c.code}>
                <a href={href(routes[side]({ coin: coin.code, country: c.slug }))}>{c.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}

      {view.fiats.length > 0 && (
        <>
          <h3 id="fiat-fiats">{t('fiatsTitle', names)}</h3>
          <ul className={styles.links} aria-labelledby="fiat-fiats">
            {view.fiats.map((f) => (
              <li key={f.code}>
                <a href={href(fiatPairRoute({ side, fiat: f.code, coin: coin.code }))}>
                  {t('fiatOption', f)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}

      {view.coins.length > 0 && (
        <>
          <h3 id="fiat-coins">{t('fiatCoinsTitle', names)}</h3>
          <ul className={styles.links} aria-labelledby="fiat-coins">
            {view.coins.map((c) => (
              <li key={c.code}>
                <a href={href(fiatPairRoute({ side, fiat: fiat.code, coin: c.code }))}>
                  {t('coinLink', { name: c.name, ticker: c.ticker })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
