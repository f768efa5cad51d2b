'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useAccount, useChainId } from 'wagmi';
import { dexChain, DEX_CHAINS } from '@/lib/dex/chains';
import { DEFAULT_SLIPPAGE_BPS, type DexQuotesQuery } from '@/lib/dex/contract';
import { chosenQuote, refreshDelay, showsSandbox } from '@/lib/dex/client/quote-view';
import { flushSwapRecords } from '@/lib/dex/client/swap-records';
import { checkAmount } from '@/lib/dex/client/units';
import { AmountField } from './amount-field';
import { QuoteList } from './quote-list';
import { QuoteStatus } from './quote-status';
import { SlippageField } from './slippage-field';
import { SwapAction } from './swap-action';
import { UnverifiedWarning } from './unverified-warning';
import { useDexQuotes, useTokenBalance } from './use-dex-data';
import { useSwapFlow } from './use-swap-flow';
import { useSwapTokens } from './use-swap-tokens';
import notice from '@/components/ui/notice.module.css';
import styles from './swap.module.css';

// The swap panel of /dex (tokens, amount, ranked quotes, approval, execution). Rendered by the
// island (components/dex/island.tsx) inside the wallet providers; it reads the wallet through
// wagmi's hooks and opens the connect dialog through useConnectDialog.

export interface SwapPanelProps {
  /** The chain the page opens on (a /dex?chain= parameter or Ethereum). */
  initialChainId: number;
  /** Token addresses from the URL (?from=&to=), else the chain's defaults. */
  initialFrom?: string | undefined;
  initialTo?: string | undefined;
  /**
   * The chain the island's network selector shows, when it keeps one itself; without it the
   * panel follows the connected wallet's chain (a DEX chain), else `initialChainId`.
   */
  chainId?: number | undefined;
  /**
   * The page around the panel already says the site runs its sandbox (its prerendered label,
   * from the build's keys): the panel then adds no banner of its own, so a visitor reads it once
   * and nothing moves when the token list answers. The banner is for a server whose keys differ
   * from its build's (the e2e fixture build), or a quote that says otherwise.
   */
  sandboxLabelled?: boolean;
}

export function SwapPanel({
  initialChainId,
  initialFrom,
  initialTo,
  chainId: shown,
  sandboxLabelled = false,
}: SwapPanelProps) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const id = useId();
  const { address, isConnected } = useAccount();
  const walletChainId = useChainId();
  const chain =
    dexChain(shown ?? (isConnected && dexChain(walletChainId) ? walletChainId : initialChainId)) ??
    DEX_CHAINS[0]!;
  const pair = useSwapTokens(chain.id, initialFrom, initialTo);
  const { from, to } = pair;
  const [amountText, setAmountText] = useState('');
  const [slippageBps, setSlippageBps] = useState(DEFAULT_SLIPPAGE_BPS);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const fromBalance = useTokenBalance(chain.id, from);
  const toBalance = useTokenBalance(chain.id, to);

  useEffect(() => void flushSwapRecords(locale), [locale]);

  const amount = from ? checkAmount(amountText, from.decimals, locale) : null;
  const balance = fromBalance.data;
  const insufficient = amount?.kind === 'ok' && balance !== undefined && amount.base > balance;
  const unverified = [from, to].filter(
    (token): token is NonNullable<typeof token> => token !== null && !token.verified,
  );
  const pendingAck = unverified.filter((token) => !acknowledged.has(token.address.toLowerCase()));

  const request: DexQuotesQuery | null =
    !from || !to || amount?.kind !== 'ok' || pendingAck.length > 0
      ? null
      : {
          chainId: chain.id,
          from: from.address,
          to: to.address,
          amount: amount.human,
          slippageBps,
          // A quote for more than the wallet holds is only indicative: no aggregator builds it.
          taker: isConnected && !insufficient ? address : undefined,
        };

  const quotes = useDexQuotes(request);
  const answer = request && quotes.data && quotes.data.chainId === chain.id ? quotes.data : null;
  const quote = chosenQuote(answer, chosenId);
  const flow = useSwapFlow(chain.id, answer, quote);
  const locked = flow.busy || flow.state.phase === 'confirmed';
  // Fresh quotes a little before the earliest expiry; none while a transaction is under way
  // or its result is shown (the flow follows the quote it sent).
  const { refetch, dataUpdatedAt } = quotes;
  useEffect(() => {
    if (!answer || locked) return;
    const delay = refreshDelay(answer, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [answer, locked, refetch, dataUpdatedAt]);

  const blocked =
    !from || !to
      ? t('blocked.chooseTokens')
      : amount?.kind === 'empty'
        ? t('blocked.enterAmount')
        : amount?.kind === 'invalid' || amount?.kind === 'zero'
          ? t('blocked.invalidAmount')
          : amount?.kind === 'too_precise'
            ? t('blocked.tooPrecise', { decimals: amount.decimals })
            : insufficient
              ? t('blocked.insufficient', { symbol: from.symbol })
              : pendingAck.length > 0
                ? t('blocked.acknowledge')
                : !quote
                  ? quotes.isFetching
                    ? t('blocked.quoting')
                    : t('blocked.noQuote')
                  : null;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="dex-swap">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title', { chain: chain.name })}
      </h2>
      {!sandboxLabelled && showsSandbox(pair.sandbox, answer) ? (
        <p className={notice.sandbox} data-testid="dex-panel-sandbox">
          {t('sandboxBanner')}
        </p>
      ) : null}
      <AmountField
        side="sell"
        chain={chain}
        tokens={pair.tokens}
        token={from}
        onToken={pair.setFrom}
        balance={fromBalance.data}
        gasPriceWei={answer?.gasPriceWei ?? null}
        amountText={amountText}
        onAmount={setAmountText}
        amount={amount}
        insufficient={insufficient}
        disabled={locked}
      />
      <button
        type="button"
        className={styles.flip}
        onClick={pair.flip}
        disabled={locked}
        aria-label={t('flip')}
      >
        ⇅
      </button>
      <AmountField
        side="buy"
        chain={chain}
        tokens={pair.tokens}
        token={to}
        onToken={pair.setTo}
        balance={toBalance.data}
        gasPriceWei={null}
        quoted={quote ? { amountOut: quote.amountOut } : null}
        disabled={locked}
      />
      {pair.failed ? <p className={styles.errorText}>{t('tokensFailed')}</p> : null}
      {pendingAck.map((token) => (
        <UnverifiedWarning
          key={token.address}
          chain={chain}
          token={token}
          onAcknowledge={() =>
            setAcknowledged((set) => new Set([...set, token.address.toLowerCase()]))
          }
        />
      ))}
      <SlippageField bps={slippageBps} onChange={setSlippageBps} />
      {request ? (
        <QuoteStatus
          answer={answer}
          fetching={quotes.isFetching}
          error={quotes.error}
          connected={isConnected}
          onRefresh={() => void quotes.refetch()}
        />
      ) : null}
      {answer ? (
        <QuoteList
          chain={chain}
          answer={answer}
          chosenId={quote?.aggregator.id ?? null}
          onChoose={locked ? () => {} : setChosenId}
        />
      ) : null}
      <SwapAction
        chain={chain}
        answer={answer}
        quote={quote}
        blocked={blocked}
        flow={flow}
        onRefresh={() => void quotes.refetch()}
      />
    </section>
  );
}
