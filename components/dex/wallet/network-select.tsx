'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DEX_CHAINS, dexChain } from '@/lib/dex/chains';
import styles from '../dex.module.css';

/** The wallet's network: choosing another asks the wallet to switch (wallet_switchEthereumChain). */
export function NetworkSelect({
  chainId,
  disabled,
  onSwitch,
}: {
  chainId: number | undefined;
  disabled: boolean;
  onSwitch: (chainId: number) => void;
}) {
  const t = useTranslations('dexWallet');
  const id = useId();
  const supported = chainId !== undefined && dexChain(chainId) !== null;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('network')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={supported ? String(chainId) : ''}
        disabled={disabled}
        data-testid="dex-network"
        onChange={(event) => {
          const wanted = Number(event.target.value);
          if (wanted && wanted !== chainId) onSwitch(wanted);
        }}
      >
        {!supported && (
          <option value="" disabled>
            {t('unsupportedOption')}
          </option>
        )}
        {DEX_CHAINS.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.shortName}
          </option>
        ))}
      </select>
    </>
  );
}
