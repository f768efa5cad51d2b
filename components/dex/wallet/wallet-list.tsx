'use client';

import { useTranslations } from 'next-intl';
import type { Connector } from 'wagmi';
import styles from '../dex.module.css';

/**
 * The browser's wallets to offer: every EIP-6963 wallet that announced itself, by its own name
 * and icon; window.ethereum ("browser wallet") only when none did.
 */
export function injectedWallets(connectors: readonly Connector[], hasWindowEthereum: boolean) {
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected');
  const generic = connectors.find((c) => c.id === 'injected');
  return announced.length > 0 || !generic || !hasWindowEthereum ? announced : [generic];
}

export interface WalletChoice {
  id: string;
  name: string;
  /** An EIP-6963 icon (a data: URI the wallet hands the page), or none. */
  icon: string | undefined;
  hint: string;
}

export function WalletList({
  choices,
  pending,
  onChoose,
}: {
  choices: readonly WalletChoice[];
  /** The choice being connected: every button waits meanwhile. */
  pending: string | null;
  onChoose: (id: string) => void;
}) {
  const t = useTranslations('dexWallet.dialog');
  return (
    <ul className={styles.wallets} data-testid="dex-wallets">
      {choices.map((choice) => (
        <li key={choice.id}>
          <button
            type="button"
            className={styles.wallet}
            disabled={pending !== null}
            aria-busy={pending === choice.id}
            onClick={() => onChoose(choice.id)}
          >
            {choice.icon ? (
              // next/image would only copy a data: URI; the name beside it says what it is.
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.walletIcon} src={choice.icon} alt="" width={32} height={32} />
            ) : (
              <span className={styles.walletIcon} aria-hidden="true" />
            )}
            <span>
              {choice.name}
              <span className={styles.walletHint}>
                {pending === choice.id ? t('waiting') : choice.hint}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
