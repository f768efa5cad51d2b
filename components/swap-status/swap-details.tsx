'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SwapView } from '@/lib/swaps/contract';
import { CopyButton } from './copy-button';
import { useSwapTime } from './date-format';
import { formatExactAmount } from './exact-amount';
import { ExternalLink } from './external-link';
import { groupSwapId } from '@/lib/swaps/contract';
import styles from './swap-status.module.css';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({
  address,
  extraId,
  memoLabel,
}: {
  address: string;
  extraId: string | null;
  memoLabel: string;
}) {
  return (
    <>
      <code className={styles.value}>{address}</code>
      {extraId && (
        <span className={styles.memo}>
          {memoLabel}: <code>{extraId}</code>
        </span>
      )}
    </>
  );
}

/** The facts of a swap: ID, provider, amounts, addresses, links to the chain. */
export function SwapDetails({ swap }: { swap: SwapView }) {
  const t = useTranslations('SwapStatus.details');
  const tCopy = useTranslations('SwapStatus.copy');
  const tExplorer = useTranslations('SwapStatus.explorer');
  const format = useFormatter();
  const locale = useLocale();
  const swapTime = useSwapTime();
  const headingId = useId();
  const amountFrom = formatExactAmount(swap.amountFrom, locale);
  const received = formatExactAmount(swap.amountTo, locale);
  // "≈" only where the figure can still move: a floating rate before the payout. A fixed rate's
  // amount is the one the provider committed to.
  const estimate = swap.rateType === 'floating' && swap.status !== 'finished';
  const amountTo = estimate ? t('expected', { amount: received }) : received;
  const links = (['depositTx', 'payoutTx', 'payoutAddress'] as const).filter(
    (key) => swap.explorer[key] !== null,
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('heading')}</h3>
      <dl className={styles.details}>
        <Row term={t('swapId')}>
          <span className={styles.swapId}>
            {groupSwapId(swap.id).map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </span>
          <CopyButton value={swap.id} label={tCopy('swapId')} />
        </Row>
        <Row term={t('provider')}>
          {swap.sandbox ? (
            swap.provider.name
          ) : (
            <ExternalLink href={swap.provider.website}>{swap.provider.name}</ExternalLink>
          )}
        </Row>
        <Row term={t('rate')}>{t(swap.rateType)}</Row>
        <Row term={t('youSend')}>
          <span className={styles.figure}>
            {amountFrom} {swap.from.ticker}
          </span>{' '}
          <span className={styles.muted}>{swap.from.networkName}</span>
        </Row>
        <Row term={t('youGet')}>
          <span className={styles.figure}>
            {amountTo} {swap.to.ticker}
          </span>{' '}
          <span className={styles.muted}>{swap.to.networkName}</span>
        </Row>
        <Row term={t('payoutAddress')}>
          <Address
            address={swap.payoutAddress}
            extraId={swap.payoutExtraId}
            memoLabel={t('memo')}
          />
        </Row>
        {swap.refundAddress && (
          <Row term={t('refundAddress')}>
            <Address
              address={swap.refundAddress}
              extraId={swap.refundExtraId}
              memoLabel={t('memo')}
            />
            {/* The API sends it masked (lib/swaps/view.ts); say why it is incomplete. */}
            <span className={styles.memo}>{t('refundMasked')}</span>
          </Row>
        )}
        <Row term={t('created')}>
          <time dateTime={swap.createdAt}>
            {format.dateTime(new Date(swap.createdAt), swapTime)}
          </time>
        </Row>
      </dl>
      {links.length > 0 && (
        <ul className={styles.links} aria-label={tExplorer('heading')}>
          {links.map((key) => (
            <li key={key}>
              <ExternalLink href={swap.explorer[key] ?? ''}>{tExplorer(key)}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
