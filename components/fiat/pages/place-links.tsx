import { getTranslations } from 'next-intl/server';
import type { RampPlaceView } from '@/lib/fiat/place-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import styles from './pages.module.css';

/**
 * The links around a buy or sell page: the other side of the same place, the fiat pair, the
 * coin's own page, the coin in other countries (every one on a coin page; those paying in the
 * same currency first below it) and other coins in the same place. On a place nobody serves these
 * are the suggestions of what is served nearby.
 */
export async function PlaceLinks({
  locale,
  view,
  place,
}: {
  locale: Locale;
  view: RampPlaceView;
  place: string;
}) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, country, region, fiat } = view;
  const other = side === 'buy' ? 'sell' : 'buy';
  const href = (path: string) => localizedPath(locale, path);
  const at = { country: country?.slug, region: region?.slug };
  const ticker = coin?.ticker ?? '';
  return (
    <section aria-labelledby="fiat-related" className={styles.section}>
      <h2 id="fiat-related">{t('relatedTitle')}</h2>
      <ul className={styles.links}>
        {view.otherSide && (
          <li>
            <a href={href(routes[other](coin ? { coin: coin.code, ...at } : undefined))}>
              {!coin
                ? t('sideCrumb', { side: other })
                : country
                  ? t('otherSide', { side, ticker, place })
                  : t('otherSideCoin', { side, ticker })}
            </a>
          </li>
        )}
        {coin && fiat && view.ramps.length > 0 && (
          <li>
            <a
              href={href(
                side === 'buy' ? routes.buyPair(fiat, coin.code) : routes.sellPair(coin.code, fiat),
              )}
            >
              {t('pairLink', { side, ticker, fiat })}
            </a>
          </li>
        )}
        {coin && view.methods.includes('card') && (
          <li>
            <a href={href(routes.rampCard(side, coin.code))} data-testid="fiat-card-link">
              {t('cardLink', { side, ticker })}
            </a>
          </li>
        )}
        {coin && (
          <li>
            <a href={href(routes.coin(coin.code))}>{t('coinPage', { name: coin.name })}</a>
          </li>
        )}
      </ul>

      {coin && view.countries.length > 0 && (
        <>
          <h3 id="fiat-countries">
            {t(country ? 'nearbyCountriesTitle' : 'countriesTitle', { side, ticker })}
          </h3>
          <ul className={styles.links} aria-labelledby="fiat-countries">
            {view.countries.map((c) => (
              <li key={c.code}>
                <a href={href(routes[side]({ coin: coin.code, country: c.slug }))}>{c.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}

      {view.coins.length > 0 && (
        <>
          <h3 id="fiat-coins">
            {country ? t('coinsTitle', { side, place }) : t('popularTitle', { side })}
          </h3>
          <ul className={styles.links} aria-labelledby="fiat-coins">
            {view.coins.map((c) => (
              <li key={c.code}>
                <a href={href(routes[side]({ coin: c.code, ...(country ? at : {}) }))}>
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
