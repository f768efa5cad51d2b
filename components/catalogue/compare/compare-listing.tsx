import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/exchange/coin-icon';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { Breadcrumbs } from './breadcrumbs';
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
  const title = page === 1 ? t('title') : t('pageTitle', { page, pages });
  const steps = [
    { name: t('home'), route: routes.home() },
    { name: t('title'), route: routes.compares() },
    ...(page > 1 ? [{ name: t('pageCrumb', { page }), route: routes.compares(page) }] : []),
  ];
  return (
    <section className={styles.page} aria-labelledby="compare-list-title">
      <Breadcrumbs locale={locale} label={t('breadcrumb')} steps={steps} />
      <h1 id="compare-list-title">{title}</h1>
      <p className="lead">{t('lead', { count: total })}</p>
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
      <Pagination
        locale={locale}
        page={page}
        pageCount={pages}
        href={routes.compares}
        label={t('pagesLabel')}
      />
    </section>
  );
}
