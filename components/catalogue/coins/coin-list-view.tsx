import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/exchange/coin-icon';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { brand } from '@/lib/brand';
import type { ReferencePrice } from '@/lib/catalogue';
import type { CoinsPage } from '@/lib/catalogue/coin-listing';
import type { CatalogueCounts } from '@/lib/catalogue/counts';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Breadcrumb } from './breadcrumb';
import { CoinSearch } from './coin-search';
import { messages } from './coin-search.messages';
import { PriceSource } from './price-source';
import { PriceCell } from './price-cell';
import styles from './coins.module.css';

// Without JavaScript the search could not filter anything, so its controls are not shown; the
// table and the pagination are complete either way.
const HIDE_SEARCH_WITHOUT_SCRIPT = '<style>[data-coin-search]{display:none}</style>';

/**
 * One page of /coin: every currency of the page in a table (icon, name, ticker, network, price,
 * link), the pagination, and the search over all coins, which loads the whole compact list only
 * when the visitor uses it. The table is complete HTML for crawlers and visitors without script.
 */
export async function CoinListView({
  locale,
  data,
  prices,
  counts,
}: {
  locale: Locale;
  data: CoinsPage;
  prices: ReadonlyMap<string, ReferencePrice>;
  counts: CatalogueCounts;
}) {
  const [t, tPage] = await Promise.all([
    getTranslations({ locale, namespace: 'CoinList' }),
    getTranslations({ locale, namespace: 'CoinPage' }),
  ]);
  const href = (path: string) => localizedPath(locale, path);
  const steps = [
    { name: tPage('breadcrumbHome'), route: routes.home() },
    { name: tPage('breadcrumbCoins'), route: routes.coins() },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbList(locale, steps)} />
      <Breadcrumb locale={locale} steps={steps} />
      <h1>{t('title')}</h1>
      <p className="lead">
        {t('lead', {
          brand: brand().name,
          coins: counts.coins,
          networks: counts.networks,
          count: counts.lines,
        })}
      </p>
      <noscript dangerouslySetInnerHTML={{ __html: HIDE_SEARCH_WITHOUT_SCRIPT }} />
      <ClientMessages namespaces={messages}>
        <CoinSearch>
          <div className={styles.tableBox}>
            <table className={`${styles.table} ${styles.coinTable}`}>
              <caption>{t('caption', { page: data.page, pages: data.pageCount })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('coin')}</th>
                  <th scope="col">{t('network')}</th>
                  <th scope="col" className={styles.number}>
                    {t('price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((currency) => (
                  <tr key={currency.code}>
                    <th scope="row">
                      <a className={styles.coin} href={href(routes.coin(currency.code))}>
                        <CoinIcon src={currency.icon} alt="" size={24} />
                        <span>
                          {currency.name} <span className={styles.ticker}>{currency.ticker}</span>
                        </span>
                      </a>
                    </th>
                    <td>
                      {currency.network.name}{' '}
                      <span className={styles.badge}>{currency.network.badge}</span>
                    </td>
                    <td className={styles.number}>
                      <PriceCell locale={locale} price={prices.get(currency.ticker)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PriceSource locale={locale} prices={prices} />
          <Pagination
            locale={locale}
            page={data.page}
            pageCount={data.pageCount}
            href={routes.coins}
            label={t('pages')}
          />
        </CoinSearch>
      </ClientMessages>
    </div>
  );
}
