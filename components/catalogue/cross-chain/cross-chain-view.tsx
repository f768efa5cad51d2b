import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalogue/compare/breadcrumbs';
import styles from '@/components/catalogue/compare/catalogue.module.css';
import { NetworkRows } from '@/components/catalogue/compare/network-rows';
import { PriceText } from '@/components/catalogue/compare/price-text';
import { ProviderNames, type ListedProvider } from '@/components/catalogue/compare/provider-names';
import { PairFigures } from '@/components/catalogue/pairs/pair-figures';
import { PairLiveOffers } from '@/components/catalogue/pairs/pair-live-offers';
import { CoinIcon } from '@/components/asset/coin-icon';
import { Link } from '@/components/ui/link';
import type { PairFigures as Figures } from '@/lib/pages/data/pair-data';
import type { Currency, ReferencePrice } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

export interface CrossChainViewData {
  from: Currency;
  to: Currency;
  price: ReferencePrice | null;
  providers: readonly ListedProvider[];
  eta: { min: number; max: number } | null;
  /** Other pairs of the same token, as currencies. */
  related: ReadonlyArray<{ from: Currency; to: Currency }>;
  /** The move's last offers round or reference estimate, as the exchange-pair page shows it. */
  figures: Figures;
}

/**
 * One asset moved between two networks: what leaves where and arrives where, the move's first
 * figures and its live offers (the exchange-pair page's own), both networks side by side, who
 * lists the move and how long they say it takes. The offers come from the instant-exchange
 * providers the site compares; the page says so.
 */
export async function CrossChainView({
  locale,
  data,
}: {
  locale: Locale;
  data: CrossChainViewData;
}) {
  const t = await getTranslations({ locale, namespace: 'CrossChainPage' });
  const { from, to, providers, eta, related, figures } = data;
  const names = { ticker: from.ticker, from: from.network.name, to: to.network.name };
  const title = t('title', names);
  const sandbox = providers.some((provider) => provider.sandbox);

  return (
    <section className={styles.page} aria-labelledby="cross-chain-pair-title">
      <Breadcrumbs
        locale={locale}
        label={t('breadcrumb')}
        steps={[
          { name: t('home'), route: routes.home() },
          { name: t('listing'), route: routes.crossChains() },
          { name: title, route: routes.crossChain(from.code, to.code) },
        ]}
      />
      <h1 id="cross-chain-pair-title">
        <span className={styles.coin}>
          <CoinIcon src={from.icon} alt="" size={32} />
          {title}
        </span>
      </h1>
      <p className="lead">
        {t('lead', {
          ...names,
          name: from.name,
          fromBadge: from.network.badge,
          toBadge: to.network.badge,
        })}
      </p>
      <p className={styles.actions}>
        <Link className={styles.secondary} href={routes.crossChain(to.code, from.code)}>
          {t('reverseLink', { ticker: from.ticker, from: to.network.name, to: from.network.name })}
        </Link>
      </p>
      <p className={styles.note}>{t('engine')}</p>
      <PairFigures
        locale={locale}
        figures={figures}
        names={{
          from: `${from.ticker} (${from.network.badge})`,
          to: `${to.ticker} (${to.network.badge})`,
        }}
      />
      <PairLiveOffers locale={locale} from={from.code} to={to.code} amount={figures.amount} />

      <div className={`${styles.tableWrap} ${styles.sideBySideWrap}`}>
        <table className={`${styles.table} ${styles.sideBySide}`}>
          <caption>{t('caption', names)}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('sendSide', { network: from.network.name })}</th>
              <th scope="col">{t('receiveSide', { network: to.network.name })}</th>
            </tr>
          </thead>
          <tbody>
            <NetworkRows locale={locale} sides={[from, to]} />
          </tbody>
        </table>
      </div>
      <p>
        {t('price', { ticker: from.ticker })} <PriceText locale={locale} price={data.price} />
      </p>

      <section className={styles.section} aria-labelledby="cross-chain-providers">
        <h2 id="cross-chain-providers">{t('providersTitle')}</h2>
        <ProviderNames locale={locale} providers={providers} />
        {providers.length === 0 ? <p>{t('noProviders')}</p> : null}
        {sandbox ? <p className={styles.note}>{t('sandboxNote')}</p> : null}
      </section>

      {eta ? (
        <section className={styles.section} aria-labelledby="cross-chain-time">
          <h2 id="cross-chain-time">{t('timeTitle')}</h2>
          <p>{t('timeText', eta)}</p>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="cross-chain-related">
          <h2 id="cross-chain-related">{t('relatedTitle', { ticker: from.ticker })}</h2>
          <ul className={styles.links}>
            {related.map((pair) => (
              <li key={`${pair.from.code}-${pair.to.code}`}>
                <Link href={routes.crossChain(pair.from.code, pair.to.code)}>
                  {t('relatedLink', {
                    ticker: pair.from.ticker,
                    from: pair.from.network.name,
                    to: pair.to.network.name,
                  })}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link href={routes.crossChainTokens()}>{t('tokensLink')}</Link>
          </p>
        </section>
      ) : null}
    </section>
  );
}
