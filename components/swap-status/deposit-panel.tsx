'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { AlertCircleIcon } from '@/components/icons/alert-circle-icon';
import type { SwapView } from '@/lib/swaps/contract';
import { CopyButton } from './copy-button';
import { Countdown } from './countdown';
import { formatExactAmount } from './exact-amount';
import { QrCode, qrPayload } from './qr-code';
import styles from './swap-status.module.css';

/**
 * What to send where, while the provider waits for the deposit. A fixed rate's time left is the
 * one countdown of the step, at the top of the card; the amount is shown in the visitor's locale
 * with every digit (and copied as the plain figure wallets read).
 */
export function DepositPanel({ swap }: { swap: SwapView }) {
  const t = useTranslations('SwapStatus.deposit');
  const tCopy = useTranslations('SwapStatus.copy');
  const locale = useLocale();
  const { from } = swap;
  const id = useId();
  const coin = { ticker: from.ticker, network: from.networkName };
  const amount = formatExactAmount(swap.amountFrom, locale);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      {swap.rateType === 'fixed' && swap.expiresAt && <Countdown until={swap.expiresAt} />}
      <h3 id={`${id}-heading`}>{t('sendExactly', { amount, ...coin })}</h3>
      {/* The sandbox banner comes after this card (the address first on a phone), so the card
          says it itself, right under "Send exactly". */}
      {swap.sandbox && <p className={styles.sandboxNote}>{t('sandbox')}</p>}
      <div className={styles.depositGrid}>
        <div className={styles.depositFields}>
          <div className={styles.field}>
            <span className={styles.label} id={`${id}-amount`}>
              {t('amount')}
            </span>
            <span className={`${styles.value} ${styles.figure}`} aria-labelledby={`${id}-amount`}>
              {amount} {from.ticker}
            </span>
            <CopyButton value={swap.amountFrom} label={tCopy('amount')} />
          </div>
          <div className={styles.field}>
            <span className={styles.label} id={`${id}-address`}>
              {t('address')}
            </span>
            <code
              className={styles.value}
              aria-labelledby={`${id}-address`}
              data-testid="deposit-address"
            >
              {swap.depositAddress}
            </code>
            <CopyButton value={swap.depositAddress} label={tCopy('address')} />
          </div>
          {swap.depositExtraId && (
            <div className={styles.field}>
              <span className={styles.label}>{t('memo')}</span>
              <code className={styles.value}>{swap.depositExtraId}</code>
              <CopyButton value={swap.depositExtraId} label={tCopy('memo')} />
              <p className={styles.warningStrong}>
                <AlertCircleIcon size={18} />
                {t('memoWarning')}
              </p>
            </div>
          )}
          <p className={styles.warning}>
            <AlertCircleIcon size={18} />
            {t('networkWarning', coin)}
          </p>
          {swap.rateType === 'floating' && <p className={styles.note}>{t('floating')}</p>}
        </div>
        <QrCode
          value={qrPayload(from.network, swap.depositAddress, swap.amountFrom)}
          label={t('qrLabel', coin)}
        />
      </div>
    </section>
  );
}
