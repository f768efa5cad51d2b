'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { COIN_SORTS, searchCoins, type CoinSort, type SearchCoin } from './coin-search-core';
import { formatDate, formatUsd } from './format';
import styles from './coins.module.css';

// The results' table loads with the results (the full list is fetched on the first touch too):
// the listing's own table is server HTML, so neither the listing nor a coin page, which shares
// its route, carries it in the first load.
const CoinTable = lazy(() =>
  import('./coin-table').then(({ CoinTable }) => ({ default: CoinTable })),
);

type ListState =
  | { kind: 'idle' | 'loading' | 'failed' }
  | { kind: 'ready'; coins: SearchCoin[]; snapshotDate: string | null };

/**
 * Search and sort over every coin, above the server-rendered page of the listing (children). The
 * whole list (GET /api/v1/currencies, with its contract) loads on the first touch of the field or
 * the sort, so the first load carries neither. While a search or another order is active its
 * results replace the page's table; clearing both shows the page again. Without JavaScript the
 * controls are hidden (see the listing) and the table and pagination are all there is.
 */
export function CoinSearch({ children }: { children: ReactNode }) {
  const t = useTranslations('CoinSearch');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CoinSort>('popular');
  const [list, setList] = useState<ListState>({ kind: 'idle' });
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    setList({ kind: 'loading' });
    import('@/components/exchange/load-currencies')
      .then(({ fetchCurrencies }) => fetchCurrencies(locale))
      .then((answer) =>
        setList({
          kind: 'ready',
          coins: answer.currencies,
          snapshotDate: answer.prices.source === 'snapshot' ? answer.prices.asOf : null,
        }),
      )
      .catch(() => {
        loading.current = false;
        setList({ kind: 'failed' });
      });
  };

  const active = query.trim() !== '' || sort !== 'popular';
  const results = list.kind === 'ready' ? searchCoins(list.coins, query, sort) : [];

  return (
    <>
      <form
        role="search"
        className={styles.search}
        data-coin-search=""
        onSubmit={(event) => event.preventDefault()}
      >
        <TextInput
          type="search"
          label={t('label')}
          placeholder={t('placeholder')}
          value={query}
          onFocus={load}
          onPointerDown={load}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <label className={styles.sort}>
          <span>{t('sort')}</span>
          <select
            value={sort}
            onFocus={load}
            onPointerDown={load}
            onChange={(event) => setSort(event.target.value as CoinSort)}
          >
            {COIN_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sorts.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div aria-live="polite" className={styles.note}>
        {active && list.kind === 'loading' && t('loading')}
        {active && list.kind === 'ready' && t('results', { count: results.length })}
      </div>
      {list.kind === 'failed' && (
        <p role="alert">
          {t('failed')}{' '}
          <Button type="button" variant="secondary" onClick={load}>
            {t('retry')}
          </Button>
        </p>
      )}
      {active && list.kind === 'ready' && results.length > 0 && (
        <Suspense fallback={null}>
          <CoinTable
            caption={t('caption')}
            labels={{ coin: t('coin'), network: t('network'), price: t('price') }}
            rows={results.map((coin) => ({
              code: coin.code,
              href: localizedPath(locale, routes.coin(coin.code)),
              icon: coin.icon,
              name: coin.name,
              ticker: coin.ticker,
              network: coin.network,
              price:
                coin.usd === null ? (
                  <span className={styles.note}>{t('noPrice')}</span>
                ) : (
                  <>
                    {formatUsd(locale, coin.usd)}
                    {list.snapshotDate && (
                      <>
                        <br />
                        <span className={styles.note}>
                          {t('snapshotPrice', { date: formatDate(locale, list.snapshotDate) })}
                        </span>
                      </>
                    )}
                  </>
                ),
            }))}
          />
        </Suspense>
      )}
      <div hidden={active && list.kind === 'ready'}>{children}</div>
    </>
  );
}
