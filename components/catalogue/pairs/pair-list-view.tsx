import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/components/asset/amount';
import { Pagination } from '@/components/ui/pagination';
import type { PairListingPage } from '@/lib/pages/data/pair-data';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { formatDay } from './format';
import { PairSideLabel } from './pair-side';
import styles from './pairs.module.css';

/**
 * /exchange-pairs and its pages: a table of pairs, each linked to its page with its reference
 * rate (an indication computed from USD prices, said so under the table, dated when a price is
 * the shipped snapshot), and the numbered pages. Plain links: a page of 100 rows is never
 * preloaded, and a plain <a> keeps the HTML small (docs/page-kit.md).
 */
export async function PairListView({
  locale,
  listing,
  coins,
}: {
  locale: Locale;
  listing: PairListingPage;
  coins: number;
}) {
  const t = await getTranslations({ locale, namespace: 'PairList' });
  const snapshotDates = listing.rows
    .flatMap((row) => (row.reference?.fromSnapshot ? [row.reference.asOf] : []))
    .sort();
  const oldest = snapshotDates[0];
  return (
    <section aria-labelledby="pairs-title">
      <h1 id="pairs-title">{t('title')}</h1>
      <p className="lead">{t('lead', { coins, pairs: listing.total })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('caption', { page: listing.page, pages: listing.pageCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pair')}</th>
              <th scope="col">{t('rate')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.rows.map(({ from, to, reference }) => (
              <tr key={`${from.code}-${to.code}`}>
                <th scope="row">
                  <a
                    href={localizedPath(locale, routes.pair(from.code, to.code))}
                    aria-label={t('pairLink', {
                      from: `${from.ticker} (${from.network.name})`,
                      to: `${to.ticker} (${to.network.name})`,
                    })}
                  >
                    <PairSideLabel side={from} />
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                    <PairSideLabel side={to} />
                  </a>
                </th>
                <td>
                  {reference
                    ? t('rateValue', {
                        from: from.ticker,
                        to: to.ticker,
                        rate: formatAmount(reference.rate, locale),
                      })
                    : t('noRate')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t('referenceNote')} {oldest && t('referenceDated', { date: formatDay(oldest, locale) })}
      </p>
      <Pagination
        locale={locale}
        page={listing.page}
        pageCount={listing.pageCount}
        href={(page) => routes.exchangePairs(page)}
        label={t('pagesLabel')}
      />
    </section>
  );
}
