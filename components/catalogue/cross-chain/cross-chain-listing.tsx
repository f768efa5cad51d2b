import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/exchange/coin-icon';
import { Breadcrumbs } from '@/components/catalogue/compare/breadcrumbs';
import styles from '@/components/catalogue/compare/catalogue.module.css';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

/** One page of every cross-chain pair: the same asset from one network to another. */
export async function CrossChainListing({
  locale,
  page,
  pages,
  total,
  tokens,
  rows,
}: {
  locale: Locale;
  page: number;
  pages: number;
  total: number;
  tokens: number;
  rows: ReadonlyArray<{ from: Currency; to: Currency }>;
}) {
  const t = await getTranslations({ locale, namespace: 'CrossChainList' });
  const title = page === 1 ? t('title') : t('pageTitle', { page, pages });
  const steps = [
    { name: t('home'), route: routes.home() },
    { name: t('title'), route: routes.crossChains() },
    ...(page > 1 ? [{ name: t('pageCrumb', { page }), route: routes.crossChains(page) }] : []),
  ];
  return (
    <section className={styles.page} aria-labelledby="cross-chain-title">
      <Breadcrumbs locale={locale} label={t('breadcrumb')} steps={steps} />
      <h1 id="cross-chain-title">{title}</h1>
      <p className="lead">{t('lead', { count: total, tokens })}</p>
      <p>{t('engine')}</p>
      <p>
        <Link href={routes.crossChainTokens()}>{t('tokensLink')}</Link>
      </p>
      <ul className={styles.links}>
        {rows.map(({ from, to }) => (
          <li key={`${from.code}-${to.code}`}>
            <Link href={routes.crossChain(from.code, to.code)}>
              <span className={styles.icons} aria-hidden="true">
                <CoinIcon src={from.icon} alt="" size={20} />
              </span>
              {t('pair', { ticker: from.ticker, from: from.network.name, to: to.network.name })}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        locale={locale}
        page={page}
        pageCount={pages}
        href={routes.crossChains}
        label={t('pagesLabel')}
      />
    </section>
  );
}
