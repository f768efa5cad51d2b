'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import { useAccount, usePublicClient, useWalletClient } from 'wagmi';
import {
  approve,
  classifyError,
  followSwap,
  needsResetToZero,
  readAllowance,
  sendSwap,
  simulateSwap,
} from '@/lib/dex/client/execution';
import { flowReducer, initialFlow, isBusy } from '@/lib/dex/client/flow';
import { isExpired } from '@/lib/dex/client/quote-view';
import { recordSwap } from '@/lib/dex/client/swap-records';
import { dexChain } from '@/lib/dex/chains';
import type { DexQuotesResponse, RankedDexQuote } from '@/lib/dex/contract';

// Runs the swap flow's effects (lib/dex/client/flow.ts decides every transition): reads the
// allowance, sends the approvals (a reset to zero first where the token needs it), simulates,
// sends, records and follows the swap. Only the chosen quote's own spender is ever approved.

export function useSwapFlow(
  chainId: number,
  answer: DexQuotesResponse | null,
  quote: RankedDexQuote | null,
) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { address } = useAccount();
  const client = usePublicClient({ chainId });
  const { data: wallet } = useWalletClient({ chainId });
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  // The swap as sent: its result is shown with these amounts, whatever the quotes do next.
  const [sent, setSent] = useState<{
    answer: DexQuotesResponse;
    quote: RankedDexQuote;
    /** What arrived of an ERC-20 output, read from the receipt. */
    received: bigint | null;
  } | null>(null);
  const account = address as Address | undefined;
  const from = answer?.from ?? null;
  const spender = quote?.spender ?? null;
  const sendable = quote !== null && quote.tx !== null && account !== undefined;
  const needsAllowance = sendable && from !== null && !from.native && spender !== null;
  const quoteKey = sendable ? `${quote.aggregator.id}|${spender}|${quote.amountIn}` : null;
  const live = useRef({ quote, from, account, client, wallet, spender });
  useEffect(() => {
    live.current = { quote, from, account, client, wallet, spender };
  });
  const idle = state.phase === 'idle';

  useEffect(() => {
    dispatch({ type: 'quote', quoteId: quoteKey, needsAllowance });
  }, [quoteKey, needsAllowance, idle]);

  // Fresh quotes lift the expiry; the chosen one's expiry blocks sending until then.
  useEffect(() => {
    if (!quote) return;
    const left = Date.parse(quote.expiresAt) - Date.now();
    if (left <= 0 || isExpired(quote, Date.now())) {
      dispatch({ type: 'expired' });
      return;
    }
    dispatch({ type: 'fresh' });
    const timer = setTimeout(() => dispatch({ type: 'expired' }), left);
    return () => clearTimeout(timer);
  }, [quote]);

  const checkAllowance = useCallback(async () => {
    const { quote, from, account, client, spender } = live.current;
    if (!quote || !from || !account || !client || !spender) return;
    try {
      const required = BigInt(quote.amountIn);
      const token = from.address as Address;
      const allowance = await readAllowance(client, token, account, spender as Address);
      const request = {
        chainId,
        token,
        owner: account,
        spender: spender as Address,
        amount: required,
      };
      const resetRequired = await needsResetToZero(client, request, allowance);
      dispatch({ type: 'allowance', allowance, required, resetRequired });
    } catch (error) {
      dispatch({ type: 'failed', error: classifyError(error) });
    }
  }, [chainId]);

  useEffect(() => {
    if (state.phase === 'checking') void checkAllowance();
  }, [state.phase, state.quoteId, state.unlimited, checkAllowance]);

  const runApproval = useCallback(async () => {
    const { from, account, client, wallet, spender } = live.current;
    const step = state.steps[0];
    if (!from || !account || !client || !wallet || !spender || !step) return;
    dispatch({ type: 'approve_start' });
    try {
      const approval = {
        token: from.address as Address,
        owner: account,
        spender: spender as Address,
        amount: step.amount,
      };
      await approve(wallet, client, approval, (hash) => dispatch({ type: 'approve_sent', hash }));
      dispatch({ type: 'approve_confirmed' });
    } catch (error) {
      dispatch({ type: 'failed', error: classifyError(error) });
    }
  }, [state.steps]);

  // After a reset to zero the approval itself follows without another click.
  useEffect(() => {
    if (state.phase === 'approve' && state.continueApproval) void runApproval();
  }, [state.phase, state.continueApproval, runApproval]);

  const runSwap = useCallback(async () => {
    const { quote, from, account, client, wallet } = live.current;
    const chain = dexChain(chainId);
    if (!quote?.tx || !from || !account || !client || !wallet || !chain || !answer) return;
    const tx = quote.tx;
    dispatch({ type: 'swap_start' });
    let hash: Hex;
    try {
      const gas = await simulateSwap(client, tx, account);
      dispatch({ type: 'simulated' });
      hash = await sendSwap(wallet, tx, account, gas);
    } catch (error) {
      dispatch({ type: 'failed', error: classifyError(error) });
      return;
    }
    setSent({ answer, quote, received: null });
    dispatch({ type: 'sent', hash });
    void recordSwap(
      {
        chainId,
        txHash: hash,
        aggregator: quote.aggregator.id,
        from: answer.from.address,
        to: answer.to.address,
        amountIn: quote.amountIn,
        amountOut: quote.amountOut,
        minOut: quote.minOut,
      },
      locale,
    );
    try {
      const outcome = await followSwap(client, hash, {
        blockSeconds: chain.blockSeconds,
        onReplaced: (reason, replacement) =>
          dispatch({ type: 'replaced', reason, hash: replacement }),
        onSlow: () => dispatch({ type: 'slow' }),
        receive: answer.to.native
          ? undefined
          : { token: answer.to.address as Address, recipient: account },
      });
      if (outcome?.kind === 'receipt') {
        const received = outcome.received;
        setSent((current) => current && { ...current, received });
        dispatch({ type: 'receipt', success: outcome.success });
      } else if (outcome?.kind === 'dropped') dispatch({ type: 'dropped' });
      else dispatch({ type: 'slow' });
    } catch {
      dispatch({ type: 'slow' });
    }
    void queryClient.invalidateQueries({ queryKey: ['dex', 'balance'] });
  }, [answer, chainId, locale, queryClient]);

  return {
    state,
    sent,
    busy: isBusy(state),
    approve: () => void runApproval(),
    swap: () => void runSwap(),
    setUnlimited: (on: boolean) => dispatch({ type: 'unlimited', on }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
