import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/asset/coin-icon';
import { PagedListing } from '@/components/catalogue/compare/paged-listing';
import styles from '@/components/catalogue/compare/catalogue.module.css';
import { Link } from '@/components/ui/link';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

/**
 * Tokens that live on several networks, each with its networks (linking to the coin page of
 * each) and its cross-chain pairs from the most popular network.
 */
export async function TokenListing({
  locale,
  page,
  pages,
  total,
  rows,
}: {
  locale: Locale;
  page: number;
  pages: number;
  total: number;
  rows: ReadonlyArray<{ ticker: string; currencies: readonly Currency[] }>;
}) {
  const t = await getTranslations({ locale, namespace: 'CrossChainTokens' });
  return (
    <PagedListing
      locale={locale}
      namespace="CrossChainTokens"
      page={page}
      pages={pages}
      path={routes.crossChainTokens}
      parents={[{ name: t('crossChain'), route: routes.crossChains() }]}
      titleId="tokens-title"
      lead={t('lead', { count: total })}
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('token')}</th>
              <th scope="col">{t('networks')}</th>
              <th scope="col">{t('pairs')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ ticker, currencies }) => {
              const [first, ...others] = currencies;
              return (
                <tr key={ticker}>
                  <th scope="row">
                    <span className={styles.coin}>
                      <CoinIcon src={first!.icon} alt="" size={24} />
                      {t('tokenName', { name: first!.name, ticker })}
                    </span>
                  </th>
                  <td>
                    <ul className={styles.inline}>
                      {currencies.map((currency) => (
                        <li key={currency.code}>
                          <Link href={routes.coin(currency.code)} prefetch={false}>
                            {t('network', {
                              network: currency.network.name,
                              badge: currency.network.badge,
                            })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <p>{t('pairsCount', { count: currencies.length * (currencies.length - 1) })}</p>
                    <ul className={styles.inline}>
                      {others.map((to) => (
                        <li key={to.code}>
                          <Link href={routes.crossChain(first!.code, to.code)} prefetch={false}>
                            {t('pairLink', {
                              ticker,
                              from: first!.network.name,
                              to: to.network.name,
                            })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </PagedListing>
  );
}
