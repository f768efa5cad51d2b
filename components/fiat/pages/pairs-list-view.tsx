import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import type { FiatPairsListing } from '@/lib/fiat/hub-page';
import { FIAT_PAIRS_PER_PAGE } from '@/lib/fiat/page-segments';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import tables from '@/components/ui/table.module.css';
import styles from './pages.module.css';

/**
 * /fiat/pairs and its pages: every served fiat-and-coin pair, linked to its
 * /fiat/exchange/{from}-to-{to} pages (the spec's links; those pages are canonical to the
 * /buy-coin and /sell-coin pages).
 */
export async function PairsListView({
  locale,
  listing,
}: {
  locale: Locale;
  listing: FiatPairsListing;
}) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const href = (path: string) => localizedPath(locale, path);
  const { page, total } = listing;
  const trail = [
    { name: t('home'), route: routes.home() },
    { name: t('fiatCrumb'), route: routes.fiat() },
    { name: t('fiatPairsCrumb'), route: routes.fiatPairs() },
    ...(page > 1 ? [{ name: t('pageCrumb', { page }), route: routes.fiatPairs(page) }] : []),
  ];
  const first = (page - 1) * FIAT_PAIRS_PER_PAGE + 1;
  return (
    <section aria-labelledby="fiat-title" data-testid="fiat-pairs">
      <JsonLd data={breadcrumbList(locale, trail)} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="fiat-title">{page > 1 ? t('pairsPageTitle', { page }) : t('pairsTitle')}</h1>
      <p className="lead">{t('pairsLead', { total })}</p>
      {listing.sandbox && (
        <p className={styles.notice} role="note" data-testid="fiat-sandbox">
          {t('sandboxNotice')}
        </p>
      )}
      <div className={styles.tableBox}>
        <table className={`${tables.plain} ${styles.table}`}>
          <caption>
            {t('pairsCaption', { first, last: first + listing.rows.length - 1, total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('currencyColumn')}</th>
              <th scope="col">{t('coinColumn')}</th>
              <th scope="col">{t('buyColumn')}</th>
              <th scope="col">{t('sellColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.rows.map(({ fiat, coin, buy, sell }) => {
              const names = { ticker: coin.ticker, fiat: fiat.code };
              return (
                <tr key={`${fiat.code}-${coin.code}`}>
                  <td>{t('fiatOption', fiat)}</td>
                  <th scope="row">{t('coinLink', { name: coin.name, ticker: coin.ticker })}</th>
                  <td>
                    {buy ? (
                      <a href={href(routes.fiatExchange(fiat.code, coin.code))}>
                        {t('buyLink', names)}
                      </a>
                    ) : (
                      t('notServed')
                    )}
                  </td>
                  <td>
                    {sell ? (
                      <a href={href(routes.fiatExchange(coin.code, fiat.code))}>
                        {t('sellLink', names)}
                      </a>
                    ) : (
                      t('notServed')
                    )}
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
        pageCount={listing.pageCount}
        href={(n) => routes.fiatPairs(n)}
        label={t('pairsPagesLabel')}
      />
    </section>
  );
}
