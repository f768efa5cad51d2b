import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/asset/coin-icon';
import { Link } from '@/components/ui/link';
import type { Currency, ReferencePrice } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { PAYOUT_FEES_DAYS } from '@/lib/rates/payout-fees';
import { routes } from '@/lib/routing/routes';
import { Breadcrumbs } from './breadcrumbs';
import styles from './catalogue.module.css';
import { NetworkRows } from './network-rows';
import { OfferFactRows, type OfferFactSide } from './offer-fact-rows';
import { PriceText } from './price-text';
import { ProviderNames, type ListedProvider } from './provider-names';

export interface ComparisonSide extends OfferFactSide {
  currency: Currency;
  price: ReferencePrice | null;
  otherNetworks: readonly Currency[];
  providers: readonly ListedProvider[];
}

/**
 * "Bitcoin (BTC)" for headings and links; "Tether (USDT, TRC20)" when the ticker lives on several
 * networks, so USDT on TRON against USDT on Ethereum does not read "Tether vs Tether".
 */
const sideLabel = ({ currency, otherNetworks }: ComparisonSide): string =>
  otherNetworks.length > 0
    ? `${currency.name} (${currency.ticker}, ${currency.network.badge})`
    : `${currency.name} (${currency.ticker})`;

/**
 * Two currencies side by side in one table (price, where each lives, what offers charged to pay
 * it out and how long providers say a swap takes, who lists it), then a swap in both directions.
 * Everything is in the HTML: no script reads or changes it.
 */
export async function ComparisonView({
  locale,
  a,
  b,
  listingPage,
}: {
  locale: Locale;
  a: ComparisonSide;
  b: ComparisonSide;
  /** The listing page this comparison is on, for the trail back. */
  listingPage: number;
}) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  const sides = [a, b] as const;
  const [labelA, labelB] = [sideLabel(a), sideLabel(b)];
  const title = t('title', { a: labelA, b: labelB });
  const sandbox = sides.some((side) => side.providers.some((provider) => provider.sandbox));
  const cells = (render: (side: ComparisonSide) => React.ReactNode) =>
    sides.map((side) => <td key={side.currency.code}>{render(side)}</td>);
  const [x, y] = [a.currency, b.currency];

  return (
    <section className={styles.page} aria-labelledby="compare-title">
      <Breadcrumbs
        locale={locale}
        label={t('breadcrumb')}
        steps={[
          { name: t('home'), route: routes.home() },
          { name: t('listing'), route: routes.compares(listingPage) },
          { name: title, route: routes.compare(x.code, y.code) },
        ]}
      />
      <h1 id="compare-title">{title}</h1>
      <p className="lead">
        {t('lead', { a: labelA, b: labelB, networkA: x.network.name, networkB: y.network.name })}
      </p>
      <div className={`${styles.tableWrap} ${styles.sideBySideWrap}`}>
        <table className={`${styles.table} ${styles.sideBySide}`}>
          <caption>{t('caption', { a: x.ticker, b: y.ticker })}</caption>
          <thead>
            <tr>
              <td />
              {sides.map((side) => (
                <th key={side.currency.code} scope="col">
                  <span className={styles.coin}>
                    <CoinIcon src={side.currency.icon} alt="" size={24} />
                    {sideLabel(side)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('price')}</th>
              {cells(({ price }) => (
                <PriceText locale={locale} price={price} />
              ))}
            </tr>
            <NetworkRows locale={locale} sides={[x, y]} />
            <OfferFactRows locale={locale} sides={sides} />
            <tr>
              <th scope="row">{t('otherNetworks')}</th>
              {cells(({ otherNetworks }) =>
                otherNetworks.length === 0 ? (
                  t('otherNetworksNone')
                ) : (
                  <ul className={styles.inline}>
                    {otherNetworks.map((other) => (
                      <li key={other.code}>
                        {t('networkBadge', {
                          network: other.network.name,
                          badge: other.network.badge,
                        })}
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </tr>
            <tr>
              <th scope="row">{t('providers')}</th>
              {cells(({ providers }) => (
                <ProviderNames locale={locale} providers={providers} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('pricesNote')}</p>
      <p className={styles.note}>{t('offersNote', { days: PAYOUT_FEES_DAYS })}</p>
      {sandbox ? <p className={styles.note}>{t('sandboxNote')}</p> : null}

      <section className={styles.section} aria-labelledby="compare-swap">
        <h2 id="compare-swap">{t('swapTitle')}</h2>
        <p>{t('swapLead')}</p>
        <div className={styles.actions}>
          <Link className="button" href={routes.swap({ from: x.code, to: y.code })}>
            {t('swapLink', { from: x.ticker, to: y.ticker })}
          </Link>
          <Link className="button" href={routes.swap({ from: y.code, to: x.code })}>
            {t('swapLink', { from: y.ticker, to: x.ticker })}
          </Link>
        </div>
        <ul>
          <li>
            <Link href={routes.pair(x.code, y.code)}>
              {t('pairLink', { from: labelA, to: labelB })}
            </Link>
          </li>
          <li>
            <Link href={routes.pair(y.code, x.code)}>
              {t('pairLink', { from: labelB, to: labelA })}
            </Link>
          </li>
          <li>
            <Link href={routes.customCompare()}>{t('chooseOther')}</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
