'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { explorerAddressUrl, explorerTxUrl, type DexChain } from '@/lib/dex/chains';
import type { DexToken, RankedDexQuote } from '@/lib/dex/contract';
import { formatAmount, shortAddress } from '@/lib/dex/client/units';
import type { useSwapFlow } from './use-swap-flow';
import styles from './swap.module.css';

// The approval before an ERC-20 sell: exactly the amount by default, "unlimited" only when the
// visitor ticks it past a warning; for a USDT-style token with an allowance left, a reset to zero
// comes first (two transactions). The spender is always the chosen quote's.

export function ApprovalStep({
  flow,
  token,
  quote,
  chain,
}: {
  flow: ReturnType<typeof useSwapFlow>;
  token: DexToken;
  quote: RankedDexQuote;
  chain: DexChain;
}) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const id = useId();
  const { state } = flow;
  const step = state.steps[0];
  const amount = `${formatAmount(quote.amountIn, token.decimals, locale)} ${token.symbol}`;
  const spender = quote.spender ?? '';
  const reset = step?.amount === 0n;
  const approving = state.phase === 'approving';
  return (
    <div className={styles.approval} data-testid="dex-approval">
      <p>
        {t.rich('approveExplain', {
          amount,
          spender: () => (
            <a href={explorerAddressUrl(chain, spender)} target="_blank" rel="noopener noreferrer">
              {shortAddress(spender)}
            </a>
          ),
        })}
      </p>
      {state.steps.length > 1 || reset ? (
        <p className={styles.notice}>{t('resetExplain', { symbol: token.symbol })}</p>
      ) : null}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={state.unlimited}
          disabled={approving}
          onChange={(event) => flow.setUnlimited(event.target.checked)}
          aria-describedby={`${id}-unlimited`}
        />
        {t('unlimited')}
      </label>
      <p id={`${id}-unlimited`} className={state.unlimited ? styles.warn : styles.muted}>
        {t('unlimitedWarning')}
      </p>
      <Button size="lg" disabled={approving} onClick={flow.approve}>
        {approving
          ? state.hash
            ? t('approvalPending')
            : t('status.signing')
          : reset
            ? t('approveReset', { symbol: token.symbol })
            : state.unlimited
              ? t('approveUnlimited', { symbol: token.symbol })
              : t('approveExact', { amount })}
      </Button>
      {approving && state.hash ? (
        <a href={explorerTxUrl(chain, state.hash)} target="_blank" rel="noopener noreferrer">
          {t('viewOnExplorer')}
        </a>
      ) : null}
    </div>
  );
}
