'use client';

import { useTranslations } from 'next-intl';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import styles from './exchange.module.css';

/** Said whenever the answer comes from simulated providers: nothing here is real. */
export function SandboxBanner() {
  const t = useTranslations('Swap');
  return (
    <p className={styles.sandboxBanner} role="note">
      <strong>{t('sandboxTitle')}</strong> {t('sandboxText')}
    </p>
  );
}

/** "Send only USDT on Tron (TRC20)": the network is part of the coin. */
export function NetworkNotice({ currency }: { currency: CurrencyListItem }) {
  const t = useTranslations('SwapForm');
  return (
    <p className={styles.notice}>
      {t('networkWarning', {
        ticker: currency.ticker,
        network: currency.network.name,
        badge: currency.network.badge,
      })}
    </p>
  );
}
