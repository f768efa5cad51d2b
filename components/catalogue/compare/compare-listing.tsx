import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/asset/coin-icon';
import { Link } from '@/components/ui/link';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { PagedListing } from './paged-listing';
import styles from './catalogue.module.css';

/** One page of the comparisons: a link per pair, popular pairs first, and the page numbers. */
export async function CompareListing({
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
  /** Each side with its short label ("USDT (TRC20)" when the ticker lives on several networks). */
  rows: ReadonlyArray<{ a: Currency; b: Currency; labelA: string; labelB: string }>;
}) {
  const t = await getTranslations({ locale, namespace: 'CompareList' });
  return (
    <PagedListing
      locale={locale}
      namespace="CompareList"
      page={page}
      pages={pages}
      path={routes.compares}
      titleId="compare-list-title"
      lead={t('lead', { count: total })}
    >
      <p>
        <Link href={routes.customCompare()}>{t('choose')}</Link>
      </p>
      <ul className={styles.links}>
        {rows.map(({ a, b, labelA, labelB }) => (
          <li key={`${a.code}-${b.code}`}>
            <Link href={routes.compare(a.code, b.code)}>
              <span className={styles.icons} aria-hidden="true">
                <CoinIcon src={a.icon} alt="" size={20} />
                <CoinIcon src={b.icon} alt="" size={20} />
              </span>
              {t('pair', { a: labelA, b: labelB })}
            </Link>
          </li>
        ))}
      </ul>
    </PagedListing>
  );
}
