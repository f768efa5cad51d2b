import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/exchange/coin-icon';
import { Breadcrumbs } from '@/components/catalogue/compare/breadcrumbs';
import styles from '@/components/catalogue/compare/catalogue.module.css';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
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
  const title = page === 1 ? t('title') : t('pageTitle', { page, pages });
  const steps = [
    { name: t('home'), route: routes.home() },
    { name: t('crossChain'), route: routes.crossChains() },
    { name: t('title'), route: routes.crossChainTokens() },
    ...(page > 1 ? [{ name: t('pageCrumb', { page }), route: routes.crossChainTokens(page) }] : []),
  ];
  return (
    <section className={styles.page} aria-labelledby="tokens-title">
      <Breadcrumbs locale={locale} label={t('breadcrumb')} steps={steps} />
      <h1 id="tokens-title">{title}</h1>
      <p className="lead">{t('lead', { count: total })}</p>
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
      <Pagination
        locale={locale}
        page={page}
        pageCount={pages}
        href={routes.crossChainTokens}
        label={t('pagesLabel')}
      />
    </section>
  );
}
