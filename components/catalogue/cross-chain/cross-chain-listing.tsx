import { getTranslations } from 'next-intl/server';
import { CoinIcon } from '@/components/asset/coin-icon';
import { PagedListing } from '@/components/catalogue/compare/paged-listing';
import styles from '@/components/catalogue/compare/catalogue.module.css';
import { Link } from '@/components/ui/link';
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
  return (
    <PagedListing
      locale={locale}
      namespace="CrossChainList"
      page={page}
      pages={pages}
      path={routes.crossChains}
      titleId="cross-chain-title"
      lead={t('lead', { count: total, tokens })}
    >
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
    </PagedListing>
  );
}
