'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { formatExactAmount } from '@/components/swap-status/exact-amount';
import { QueryProvider } from '@/components/query-provider';
import { Button } from '@/components/ui/button';
import { dexChain } from '@/lib/dex/chains';
import type { DexSwapStatus, DexToken } from '@/lib/dex/contract';
import { fromBaseUnits } from '@/lib/decimal';
import { dexReadFailure, useDexStatus } from './use-dex-status';
import styles from './dex-status.module.css';

// The status of a DEX transaction looked up by hash on /transaction-status: its state in words
// (announced in a live region when it changes), the chain, what was swapped as recorded, the
// block, the gas paid and the explorer page. The aggregator is the one the site recorded, and
// when the chain shows the transaction sent elsewhere it says so, rather than claim that route.
// Loaded only once a hash is checked.

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-8)}`;

function Amount({ units, token }: { units: string; token: DexToken }) {
  const locale = useLocale();
  const t = useTranslations('dexStatus');
  return (
    <>
      {formatExactAmount(fromBaseUnits(units, token.decimals), locale)} {token.symbol}
      {!token.verified && <> ({t('unverified')})</>}
    </>
  );
}

function Facts({ status }: { status: DexSwapStatus }) {
  const t = useTranslations('dexStatus');
  const locale = useLocale();
  const chain = dexChain(status.chainId);
  const tServer = useTranslations('dexServer');
  const { swap } = status;
  // Recorded as this aggregator's, yet the chain shows the transaction sent to another contract
  // (a reverted or dropped one says so in its state already).
  const elsewhere =
    swap?.attribution === 'not_attributed' &&
    (status.state === 'confirmed' || status.state === 'pending');
  return (
    <dl className={styles.facts}>
      <dt>{t('network')}</dt>
      <dd>{chain?.name ?? status.chainId}</dd>
      {swap && (
        <>
          <dt>{t('sold')}</dt>
          <dd>
            <Amount units={swap.amountIn} token={swap.from} />
          </dd>
          <dt>{t('quoted')}</dt>
          <dd>
            <Amount units={swap.amountOut} token={swap.to} />
          </dd>
          <dt>{t('minimum')}</dt>
          <dd>
            <Amount units={swap.minOut} token={swap.to} />
          </dd>
          <dt>{t('aggregator')}</dt>
          <dd>
            {swap.aggregator.name}
            {elsewhere && (
              <> ({tServer('notViaAggregator', { aggregator: swap.aggregator.name })})</>
            )}
          </dd>
        </>
      )}
      {status.blockNumber && (
        <>
          <dt>{t('block')}</dt>
          <dd>{formatExactAmount(status.blockNumber, locale)}</dd>
        </>
      )}
      {status.gasCostWei && chain && (
        <>
          <dt>{t('gas')}</dt>
          <dd>
            {formatExactAmount(fromBaseUnits(status.gasCostWei, 18), locale)} {chain.native.symbol}
          </dd>
        </>
      )}
      <dt>{t('hash')}</dt>
      <dd>
        <code>{status.txHash}</code>
      </dd>
    </dl>
  );
}

function StatusPanel({ status }: { status: DexSwapStatus }) {
  const t = useTranslations('dexStatus');
  const tone =
    status.state === 'confirmed'
      ? styles.confirmed
      : status.state === 'reverted' || status.state === 'dropped'
        ? styles.failed
        : '';
  const sandbox = status.swap?.aggregator.id.startsWith('sandbox-') ?? false;
  return (
    <>
      {sandbox && <p className={styles.sandbox}>{t('sandbox')}</p>}
      <div className={styles.panel}>
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className={`${styles.state} ${tone}`}>
            <strong>{t(`state.${status.state}`)}</strong>
          </p>
          <p>{t(`help.${status.state}`)}</p>
        </div>
        <Facts status={status} />
        {!status.swap && <p className={styles.note}>{t('notRecorded')}</p>}
        <p>
          <a href={status.explorerUrl} target="_blank" rel="noopener noreferrer">
            {t('explorer')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
      </div>
    </>
  );
}

function DexStatusView({ txHash, focusHeading }: { txHash: string; focusHeading?: boolean }) {
  const t = useTranslations('dexStatus');
  const query = useDexStatus(txHash);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const failure = query.error ? dexReadFailure(query.error) : null;
  const final = failure === 'unknown' || failure === 'invalid';

  return (
    <section className={styles.view} aria-labelledby="dex-status-heading">
      <h2 id="dex-status-heading" className={styles.heading} ref={heading} tabIndex={-1}>
        {t('heading', { hash: short(txHash) })}
      </h2>
      {query.data && !final && <StatusPanel status={query.data} />}
      <div role="alert">
        {failure && (
          <div className={styles.panel}>
            <p>{t(`error.${failure}`)}</p>
            {!final && (
              <Button type="button" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            )}
          </div>
        )}
      </div>
      {query.isPending && <p role="status">{t('checking')}</p>}
    </section>
  );
}

/** The DEX status with React Query, which the lookup form loads only once a hash is checked. */
export function DexStatusResult(props: { txHash: string; focusHeading?: boolean }) {
  return (
    <QueryProvider>
      <DexStatusView {...props} />
    </QueryProvider>
  );
}
