'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { MessagingBot } from '@/lib/brand-links';
import { useLeaveFrameTarget } from '@/components/embed/embed-mode';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import type { SwapView } from '@/lib/swaps/contract';
import { DepositPanel } from './deposit-panel';
import { Outcome } from './outcome';
import { SandboxBanner } from './sandbox-banner';
import { StatusTimeline } from './status-timeline';
import { SupportNotice } from './support-notice';
import { SwapDetails } from './swap-details';
import { groupSwapId } from '@/lib/swaps/contract';
import { swapReadFailure, useSwap } from './use-swap';
import styles from './swap-status.module.css';

export interface SwapStatusViewProps {
  swapId: string;
  /** Moves focus to the view's heading when it appears (after a lookup). */
  focusHeading?: boolean;
  /** The /transaction-status link; pointless on that page itself. */
  statusPageLink?: boolean;
  /** The operator's messaging bot (LINK_MESSAGING_BOT), listed as a support channel when set. */
  supportBot?: MessagingBot | undefined;
}

function Skeleton() {
  const t = useTranslations('SwapStatus');
  return (
    <div className={styles.skeleton} aria-busy="true" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <span className={styles.bone} />
      <span className={styles.bone} />
      <span className={styles.bone} />
    </div>
  );
}

function SwapBody({ swap, statusPageLink }: { swap: SwapView; statusPageLink: boolean }) {
  const t = useTranslations('SwapStatus');
  const progressId = useId();
  const waiting = swap.status === 'waiting';
  const banner = swap.sandbox && <SandboxBanner swap={swap} />;
  const target = useLeaveFrameTarget();
  return (
    <>
      {!waiting && banner}
      <p className={styles.current} role="status" aria-live="polite">
        {t('current')} <strong data-status={swap.status}>{t(`statuses.${swap.status}`)}</strong>
      </p>
      {/* While waiting, what to send comes first: the address high on a phone. A sandbox swap's
          banner (with its simulate buttons) follows the deposit card, beside it on a wide
          screen; the card itself says that the address is simulated. */}
      {waiting &&
        (banner ? (
          <div className={styles.depositRow}>
            <DepositPanel swap={swap} />
            {banner}
          </div>
        ) : (
          <DepositPanel swap={swap} />
        ))}
      <Outcome swap={swap} />
      <section className={styles.panel} aria-labelledby={progressId}>
        <h3 id={progressId}>{t('timeline.heading')}</h3>
        <StatusTimeline status={swap.status} history={swap.history} headingId={progressId} />
      </section>
      <SwapDetails swap={swap} />
      {statusPageLink && (
        <p className={styles.note}>
          <Link href={routes.transactionStatus(swap.id)} target={target}>
            {t('statusPage.link')}
          </Link>{' '}
          {t('statusPage.hint')}
        </p>
      )}
    </>
  );
}

/** A swap's live status: deposit instructions, timeline, details and where to get help. */
export function SwapStatusView({
  swapId,
  focusHeading = false,
  statusPageLink = true,
  supportBot,
}: SwapStatusViewProps) {
  const t = useTranslations('SwapStatus');
  const query = useSwap(swapId);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const swap = query.data;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, swapId]);

  const failure = query.error ? swapReadFailure(query.error) : null;
  let body;
  if (swap) {
    body = <SwapBody swap={swap} statusPageLink={statusPageLink} />;
  } else if (failure === 'unknown') {
    body = (
      <p className={styles.error} role="alert" data-testid="swap-not-found">
        {query.error?.message}
      </p>
    );
  } else if (failure) {
    // A rate limit or a busy server is not the visitor's connection: the swap is there, the next
    // poll (every few seconds, see use-swap.ts) will show it.
    body = (
      <div className={failure === 'busy' ? styles.pending : styles.error} role="alert">
        <p>{t(failure === 'busy' ? 'error.busy' : 'error.body')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Skeleton />;
  }

  return (
    <section className={styles.view} aria-labelledby={headingId} data-testid="swap-status">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {/* An ID no swap has gets no "Swap XXXX" heading, as if one had been found. */}
        {failure === 'unknown' && !swap
          ? t('headingUnknown')
          : t('heading', { id: groupSwapId(swap?.id ?? swapId).join(' ') })}
      </h2>
      {body}
      {swap && query.isError && (
        <p className={styles.note} role="status">
          {t('error.stale')}
        </p>
      )}
      {/* With the answer, not before: appearing under the skeleton, it would be pushed down. */}
      {(swap || query.error) && <SupportNotice bot={supportBot} />}
    </section>
  );
}
