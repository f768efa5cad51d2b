'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useAccount, useDisconnect, useSwitchChain } from 'wagmi';
import { Button } from '@/components/ui/button';
import { dexChain } from '@/lib/dex/chains';
import {
  networkNotice,
  shortAddress,
  switchErrorNotice,
  type WalletNotice as Notice,
} from '@/lib/dex/wallet/notices';
import { useConnectDialog } from './connect-dialog-context';
import { NetworkSelect } from './network-select';
import { useWalletEvents } from './use-wallet-events';
import { WalletNotice } from './wallet-notice';
import styles from '../dex.module.css';

/**
 * The wallet bar: a connect button, or the connected account with its network and a disconnect
 * button; below it what the wallet's state calls for (an unsupported network with a switch, a
 * refused switch, a disconnect or an account change made in the wallet).
 */
export function WalletBar({
  preferredChainId,
}: {
  /** The network a switch away from an unsupported one goes to (the page's ?chain=). */
  preferredChainId: number;
}) {
  const t = useTranslations('dexWallet');
  const account = useAccount();
  const dialog = useConnectDialog();
  const { disconnect } = useDisconnect();
  const { switchChain, isPending: switching } = useSwitchChain();
  const [notice, setNotice] = useState<Notice | null>(null);
  const oursRef = useRef(false);

  const onDisconnected = useCallback(() => setNotice({ kind: 'disconnectedByWallet' }), []);
  const onAccountChanged = useCallback(
    (address: string) => setNotice({ kind: 'accountChanged', address }),
    [],
  );
  useWalletEvents({ oursRef, onDisconnected, onAccountChanged });

  const requestSwitch = (chainId: number) => {
    setNotice({ kind: 'switching', chainId });
    switchChain(
      { chainId },
      {
        onSuccess: () => setNotice(null),
        onError: (error) => setNotice(switchErrorNotice(error, chainId)),
      },
    );
  };
  const network = account.status === 'connected' ? networkNotice(account.chainId) : null;
  const target = dexChain(preferredChainId) ?? dexChain(1);

  return (
    <section className={styles.island} aria-label={t('barLabel')} data-testid="dex-wallet">
      <div className={styles.bar}>
        {account.status === 'connected' ? (
          <>
            <span className={styles.account} title={account.address} data-testid="dex-account">
              <span className="visually-hidden">{t('account')} </span>
              {shortAddress(account.address)}
            </span>
            {account.connector.name && <span>{account.connector.name}</span>}
            <span className={styles.spacer} />
            <NetworkSelect
              chainId={account.chainId}
              disabled={switching}
              onSwitch={requestSwitch}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                oursRef.current = true;
                setNotice(null);
                disconnect();
              }}
            >
              {t('disconnect')}
            </Button>
          </>
        ) : (
          <>
            <span>{account.status === 'reconnecting' ? t('reconnecting') : t('notConnected')}</span>
            <span className={styles.spacer} />
            <Button
              onClick={() => {
                setNotice(null);
                dialog.open();
              }}
              aria-haspopup="dialog"
              data-testid="dex-connect"
            >
              {t('connect')}
            </Button>
          </>
        )}
      </div>
      <div className={styles.notices} role="status" aria-live="polite">
        {network && target && (
          <WalletNotice
            notice={network}
            action={
              <Button size="sm" disabled={switching} onClick={() => requestSwitch(target.id)}>
                {t('switchTo', { network: target.name })}
              </Button>
            }
          />
        )}
        {notice && (
          <WalletNotice
            notice={notice}
            onDismiss={notice.kind === 'switching' ? undefined : () => setNotice(null)}
          />
        )}
      </div>
    </section>
  );
}
