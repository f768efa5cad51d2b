'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { explorerAddressUrl, type DexChain } from '@/lib/dex/chains';
import type { DexQuotesResponse } from '@/lib/dex/contract';
import { quoteRows, type FailureRow, type QuoteRow } from '@/lib/dex/client/quote-view';
import {
  formatAmount,
  formatBps,
  formatPercent,
  formatUsd,
  shortAddress,
} from '@/lib/dex/client/units';
import styles from './swap.module.css';

// Every aggregator's answer, in the server's order (net after gas): a radio group, the best one
// chosen unless the visitor picks another, then the aggregators that gave no quote and why.

export interface QuoteListProps {
  chain: DexChain;
  answer: DexQuotesResponse;
  chosenId: string | null;
  onChoose: (id: string) => void;
}

export function QuoteList({ chain, answer, chosenId, onChoose }: QuoteListProps) {
  const t = useTranslations('dexSwap');
  const name = useId();
  const { quotes, failures } = quoteRows(answer);
  const chosen = quotes.find((row) => row.id === chosenId)?.id ?? quotes[0]?.id;
  return (
    <div className={styles.quotes}>
      {quotes.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('quotesLegend', { count: quotes.length })}</legend>
          {quotes.map((row) => (
            <QuoteItem
              key={row.id}
              row={row}
              name={name}
              chain={chain}
              answer={answer}
              checked={row.id === chosen}
              onChoose={onChoose}
            />
          ))}
        </fieldset>
      ) : (
        <p className={styles.notice}>{t('noQuotes')}</p>
      )}
      {failures.length > 0 ? (
        <div>
          <h3 className={styles.label}>{t('failuresTitle')}</h3>
          <ul className={styles.failures} data-testid="dex-failures">
            {failures.map((row) => (
              <FailureItem key={row.id} row={row} answer={answer} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function QuoteItem({
  row,
  name,
  chain,
  answer,
  checked,
  onChoose,
}: {
  row: QuoteRow;
  name: string;
  chain: DexChain;
  answer: DexQuotesResponse;
  checked: boolean;
  onChoose: (id: string) => void;
}) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const id = useId();
  const to = answer.to;
  const amount = (value: bigint) => `${formatAmount(value, to.decimals, locale)} ${to.symbol}`;
  const native = chain.native;
  return (
    <div
      className={checked ? `${styles.quote} ${styles.quoteChosen}` : styles.quote}
      data-testid="dex-quote"
      data-aggregator={row.id}
    >
      <input
        type="radio"
        id={id}
        name={name}
        checked={checked}
        onChange={() => onChoose(row.id)}
        className={styles.radio}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className={styles.quoteHead}>
        <span className={styles.quoteName}>
          {row.sandbox ? t('sandboxName', { name: row.name }) : row.name}
          {row.best ? <span className={styles.badge}>{t('best')}</span> : null}
        </span>
        <strong className={styles.quoteOut}>{amount(row.amountOut)}</strong>
      </label>
      <dl id={`${id}-details`} className={styles.details}>
        {row.amountOutUsd ? (
          <Detail term={t('valueUsd')} value={formatUsd(row.amountOutUsd, locale)} />
        ) : null}
        <Detail
          term={t('gasCost')}
          value={
            row.gasCostWei === null
              ? t('unknown')
              : `${formatAmount(row.gasCostWei, native.decimals, locale)} ${native.symbol}${
                  row.gasCostUsd ? ` (${formatUsd(row.gasCostUsd, locale)})` : ''
                }`
          }
        />
        <Detail
          term={t('netAfterGas')}
          value={
            row.netOut === null
              ? t('unknown')
              : `${amount(row.netOut)}${row.netOutUsd ? ` (${formatUsd(row.netOutUsd, locale)})` : ''}`
          }
        />
        <Detail
          term={t('minReceived', { slippage: formatBps(answer.slippageBps, locale) })}
          value={amount(row.minOut)}
        />
        <Detail
          term={t('priceImpact')}
          value={row.priceImpact === null ? t('unknown') : formatPercent(row.priceImpact, locale)}
          warn={row.highImpact}
        />
        {row.lossVsBest ? (
          <Detail term={t('lossVsBest')} value={formatPercent(row.lossVsBest, locale)} />
        ) : null}
        {row.route.length > 0 ? (
          <Detail
            term={t('route')}
            value={row.route
              .map((leg) => `${leg.name} ${formatPercent(String(leg.share), locale)}`)
              .join(' · ')}
          />
        ) : null}
        {row.spender ? (
          <div className={styles.detail}>
            <dt>{t('spender')}</dt>
            <dd>
              <a
                href={explorerAddressUrl(chain, row.spender)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {shortAddress(row.spender)}
                <span className="visually-hidden"> {t('opensExplorer')}</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {row.highImpact ? <p className={styles.warn}>{t('highImpact')}</p> : null}
    </div>
  );
}

function Detail({ term, value, warn = false }: { term: string; value: string; warn?: boolean }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd className={warn ? styles.warnText : undefined}>{value}</dd>
    </div>
  );
}

function FailureItem({ row, answer }: { row: FailureRow; answer: DexQuotesResponse }) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const limit =
    row.limit === null
      ? ''
      : `${formatAmount(row.limit, answer.from.decimals, locale)} ${answer.from.symbol}`;
  return (
    <li>
      <strong>{row.sandbox ? t('sandboxName', { name: row.name }) : row.name}</strong>
      {': '}
      {row.limit !== null && (row.code === 'amount_too_low' || row.code === 'amount_too_high')
        ? t(
            row.code === 'amount_too_low'
              ? 'failure.amount_too_low_limit'
              : 'failure.amount_too_high_limit',
            { limit },
          )
        : t(`failure.${row.code}`)}
    </li>
  );
}
