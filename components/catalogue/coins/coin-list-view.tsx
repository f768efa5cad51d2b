import { getTranslations } from 'next-intl/server';
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
import { CoinTable } from './coin-table';
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
          <CoinTable
            caption={t('caption', { page: data.page, pages: data.pageCount })}
            labels={{ coin: t('coin'), network: t('network'), price: t('price') }}
            rows={data.items.map((currency) => ({
              code: currency.code,
              href: href(routes.coin(currency.code)),
              icon: currency.icon,
              name: currency.name,
              ticker: currency.ticker,
              network: currency.network,
              price: <PriceCell locale={locale} price={prices.get(currency.ticker)} />,
            }))}
          />
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
