'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { explorerAddressUrl, type DexChain } from '@/lib/dex/chains';
import type { DexToken } from '@/lib/dex/contract';
import styles from './swap.module.css';

// A token read on chain by address is in no curated list: anyone can deploy a contract named
// "USDC". No quote is asked for it until the visitor says they checked the address.

export function UnverifiedWarning({
  chain,
  token,
  onAcknowledge,
}: {
  chain: DexChain;
  token: DexToken;
  onAcknowledge: () => void;
}) {
  const t = useTranslations('dexSwap');
  const id = useId();
  return (
    <div
      className={styles.unverified}
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="dex-unverified"
    >
      <p id={`${id}-title`}>
        <strong>{t('unverifiedTitle', { symbol: token.symbol })}</strong>
      </p>
      <p>
        {t('unverifiedText', { name: token.name })}{' '}
        <a
          href={explorerAddressUrl(chain, token.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {token.address}
        </a>
      </p>
      <label className={styles.checkbox}>
        <input type="checkbox" onChange={(event) => event.target.checked && onAcknowledge()} />
        {t('unverifiedAcknowledge', { symbol: token.symbol })}
      </label>
    </div>
  );
}
