'use client';

import { useTranslations } from 'next-intl';
import type { Connector } from 'wagmi';
import styles from '../dex.module.css';

/**
 * The wallets to offer: every EIP-6963 wallet the browser announced, by its own name and icon;
 * window.ethereum ("browser wallet") only when none announced itself; WalletConnect when set up.
 */
export function offeredConnectors(
  connectors: readonly Connector[],
  hasWindowEthereum: boolean,
): { injected: Connector[]; walletConnect: Connector | null } {
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected');
  const generic = connectors.find((c) => c.id === 'injected');
  const injected = announced.length > 0 || !generic || !hasWindowEthereum ? announced : [generic];
  return {
    injected,
    walletConnect: connectors.find((c) => c.type === 'walletConnect') ?? null,
  };
}

export function WalletList({
  connectors,
  pending,
  onChoose,
}: {
  connectors: readonly Connector[];
  /** The connector being connected: every button waits meanwhile. */
  pending: string | null;
  onChoose: (connector: Connector) => void;
}) {
  const t = useTranslations('dexWallet.dialog');
  return (
    <ul className={styles.wallets} data-testid="dex-wallets">
      {connectors.map((connector) => {
        const name = connector.id === 'injected' ? t('browserWallet') : connector.name;
        const hint =
          connector.type === 'walletConnect'
            ? t('walletConnectHint')
            : pending === connector.uid
              ? t('waiting')
              : t('installed');
        return (
          <li key={connector.uid}>
            <button
              type="button"
              className={styles.wallet}
              disabled={pending !== null}
              aria-busy={pending === connector.uid}
              onClick={() => onChoose(connector)}
            >
              {connector.icon ? (
                // An EIP-6963 icon is a data: URI the wallet hands the page; next/image would
                // only copy it. The name next to it says what it is.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className={styles.walletIcon}
                  src={connector.icon}
                  alt=""
                  width={32}
                  height={32}
                />
              ) : (
                <span className={styles.walletIcon} aria-hidden="true" />
              )}
              <span>
                {name}
                <span className={styles.walletHint}>{hint}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
