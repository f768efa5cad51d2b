'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAccount, useChainId, useSwitchChain } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useConnectDialog } from '@/components/dex/wallet/connect-dialog-context';
import { explorerTxUrl, type DexChain } from '@/lib/dex/chains';
import type { DexQuotesResponse, RankedDexQuote } from '@/lib/dex/contract';
import type { FlowState } from '@/lib/dex/client/flow';
import { formatAmount } from '@/lib/dex/client/units';
import { routes } from '@/lib/routing/routes';
import { ApprovalStep } from './approval-step';
import type { useSwapFlow } from './use-swap-flow';
import styles from './swap.module.css';

// The panel's one action and what became of it: connect, switch network, approve, swap, then
// the transaction's progress and result, announced in a live region.

export interface SwapActionProps {
  chain: DexChain;
  answer: DexQuotesResponse | null;
  quote: RankedDexQuote | null;
  /** Why nothing can be quoted or sent yet (no amount, insufficient balance …), or null. */
  blocked: string | null;
  flow: ReturnType<typeof useSwapFlow>;
  onRefresh: () => void;
}

export function SwapAction({ chain, answer, quote, blocked, flow, onRefresh }: SwapActionProps) {
  const t = useTranslations('dexSwap');
  const id = useId();
  const { isConnected } = useAccount();
  const walletChainId = useChainId();
  const { switchChain, isPending: switching } = useSwitchChain();
  const connect = useConnectDialog();
  const { state } = flow;
  const status = statusText(t, state, chain);

  let action: React.ReactNode = null;
  if (!isConnected) {
    action = (
      <Button size="lg" onClick={() => connect.open()}>
        {t('connect')}
      </Button>
    );
  } else if (walletChainId !== chain.id && !flow.busy) {
    action = (
      <Button size="lg" disabled={switching} onClick={() => switchChain({ chainId: chain.id })}>
        {t('switchNetwork', { chain: chain.name })}
      </Button>
    );
  } else if (
    state.phase === 'confirmed' ||
    state.phase === 'reverted' ||
    state.phase === 'dropped' ||
    state.phase === 'replaced'
  ) {
    action = (
      <Button
        size="lg"
        onClick={() => {
          flow.reset();
          onRefresh();
        }}
      >
        {state.phase === 'confirmed' ? t('newSwap') : t('newQuote')}
      </Button>
    );
  } else if (blocked !== null && !flow.busy) {
    action = (
      <Button size="lg" disabled>
        {blocked}
      </Button>
    );
  } else if (quote && quote.tx === null) {
    action = (
      <Button size="lg" disabled>
        {answer?.sandbox ? t('sandboxNoSend') : t('indicativeOnly')}
      </Button>
    );
  } else if (state.expired && !flow.busy) {
    action = (
      <Button size="lg" onClick={onRefresh}>
        {t('refreshExpired')}
      </Button>
    );
  } else if (state.phase === 'approve' || state.phase === 'approving') {
    action =
      answer && quote ? (
        <ApprovalStep flow={flow} token={answer.from} quote={quote} chain={chain} />
      ) : null;
  } else if (state.phase === 'ready') {
    action = (
      <Button size="lg" onClick={flow.swap}>
        {t('swap')}
      </Button>
    );
  } else {
    action = (
      <Button size="lg" disabled>
        {t(`busy.${state.phase === 'idle' ? 'idle' : busyKey(state)}`)}
      </Button>
    );
  }

  return (
    <div className={styles.action} data-testid="dex-action">
      {action}
      <div
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={styles.status}
        data-testid="dex-tx-status"
      >
        {state.error ? <p className={styles.errorText}>{errorText(t, state.error)}</p> : null}
        {status ? <p>{status}</p> : null}
        {state.hash && state.phase !== 'approving' ? (
          <p className={styles.links}>
            <a href={explorerTxUrl(chain, state.hash)} target="_blank" rel="noopener noreferrer">
              {t('viewOnExplorer')}
            </a>
            <Link href={routes.transactionStatus(state.hash)}>{t('statusPage')}</Link>
          </p>
        ) : null}
        {state.phase === 'confirmed' && flow.sent ? (
          <Confirmed
            answer={flow.sent.answer}
            quote={flow.sent.quote}
            received={flow.sent.received}
          />
        ) : null}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslations<'dexSwap'>>;

function busyKey(state: FlowState): 'checking' | 'simulating' | 'signing' | 'pending' {
  if (state.phase === 'simulating' || state.phase === 'signing' || state.phase === 'pending')
    return state.phase;
  return 'checking';
}

function statusText(t: T, state: FlowState, chain: DexChain): string | null {
  switch (state.phase) {
    case 'simulating':
      return t('status.simulating');
    case 'signing':
      return t('status.signing');
    case 'pending':
      return [
        t('status.pending', { chain: chain.name }),
        state.replaced === 'repriced' ? t('status.repriced') : null,
        state.slow ? t('status.slow') : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'confirmed':
      return t('status.confirmed');
    case 'reverted':
      return t('status.reverted');
    case 'dropped':
      return t('status.dropped');
    case 'replaced':
      return state.replaced === 'cancelled' ? t('status.cancelled') : t('status.replaced');
    default:
      return null;
  }
}

function errorText(t: T, error: NonNullable<FlowState['error']>): string {
  if (error.kind === 'reverted') {
    return error.reason ? t('error.revertedReason', { reason: error.reason }) : t('error.reverted');
  }
  return t(`error.${error.kind}`);
}

function Confirmed({
  answer,
  quote,
  received,
}: {
  answer: DexQuotesResponse;
  quote: RankedDexQuote;
  received: bigint | null;
}) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const out = (value: bigint | string) =>
    `${formatAmount(value, answer.to.decimals, locale)} ${answer.to.symbol}`;
  return (
    <>
      <p>
        {t('confirmedAmounts', {
          amountIn: `${formatAmount(quote.amountIn, answer.from.decimals, locale)} ${answer.from.symbol}`,
          amountOut: out(quote.amountOut),
          minOut: out(quote.minOut),
        })}
      </p>
      {received === null ? null : <p>{t('received', { amount: out(received) })}</p>}
    </>
  );
}
