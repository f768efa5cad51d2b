'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import { useConnect, useConnectors, type Connector } from 'wagmi';
import { Drawer } from '@/components/ui/drawer';
import { walletAppLinks } from '@/lib/dex/wallet/deep-links';
import {
  connectErrorNotice,
  isMobileUserAgent,
  type WalletNotice as Notice,
} from '@/lib/dex/wallet/notices';
import { offeredConnectors, WalletList } from './wallet-list';
import { WalletConnectView } from './walletconnect-view';
import { WalletNotice } from './wallet-notice';
import styles from '../dex.module.css';

// The connect dialog (a modal Drawer: focus trapped inside, Escape closes, focus back on the
// element that opened it). It lists the wallets the browser announced and WalletConnect when
// configured; with none, it says why and what to do, on a phone with links into wallet apps.

interface ConnectDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  walletConnect: boolean;
}

export function ConnectDialog({
  isOpen,
  onOpenChange,
  returnFocusRef,
  walletConnect,
}: ConnectDialogProps) {
  const t = useTranslations('dexWallet.dialog');
  const connectors = useConnectors();
  const { connect } = useConnect();
  const [pending, setPending] = useState<Connector | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pairing, setPairing] = useState<{ uri: string | null } | null>(null);
  const [env] = useState(() => ({
    mobile: isMobileUserAgent(navigator.userAgent),
    hasWindowEthereum: Boolean((window as { ethereum?: unknown }).ethereum),
    pageUrl: window.location.href,
  }));
  const offered = offeredConnectors(connectors, env.hasWindowEthereum);
  const context = { mobile: env.mobile, walletConnect };

  // WalletConnect hands its pairing URI over as a connector message; the QR code shows it.
  useEffect(() => {
    if (!pairing || !offered.walletConnect) return;
    const emitter = offered.walletConnect.emitter;
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === 'display_uri' && typeof data === 'string') setPairing({ uri: data });
    };
    emitter.on('message', onMessage);
    return () => emitter.off('message', onMessage);
  }, [pairing, offered.walletConnect]);

  const close = (open: boolean) => {
    if (!open) {
      setPending(null);
      setPairing(null);
      setNotice(null);
    }
    onOpenChange(open);
  };

  const choose = (connector: Connector) => {
    setPending(connector);
    setNotice({ kind: 'connecting', wallet: connector.name });
    if (connector.type === 'walletConnect') setPairing({ uri: null });
    connect(
      { connector },
      {
        onSuccess: () => close(false),
        onError: (error) => {
          setPending(null);
          setPairing(null);
          const failure = connectErrorNotice(error, context);
          if (failure) setNotice(failure);
          else close(false);
        },
      },
    );
  };

  const list = [...offered.injected, ...(offered.walletConnect ? [offered.walletConnect] : [])];
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={close}
      title={t('title')}
      description={t('description')}
      returnFocusRef={returnFocusRef}
      onBack={pairing ? () => setPairing(null) : undefined}
    >
      <div className={styles.notices} role="status" aria-live="polite">
        {notice && notice.kind !== 'connecting' && <WalletNotice notice={notice} />}
        {notice?.kind === 'connecting' && !pairing && <WalletNotice notice={notice} />}
      </div>
      {pairing ? (
        <WalletConnectView uri={pairing.uri} mobile={env.mobile} />
      ) : (
        <>
          {offered.injected.length === 0 && (
            <WalletNotice notice={{ kind: 'noWallet', ...context }} />
          )}
          {list.length > 0 && (
            <WalletList connectors={list} pending={pending?.uid ?? null} onChoose={choose} />
          )}
          {offered.injected.length === 0 && env.mobile && (
            <>
              <p>{t('openInApp')}</p>
              <ul className={styles.links}>
                {walletAppLinks(env.pageUrl).map((link) => (
                  <li key={link.wallet}>
                    <a href={link.href} rel="noopener noreferrer">
                      {t('openIn', { wallet: link.wallet })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
