'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useConfig, useConnect, useConnectors, type Connector } from 'wagmi';
import { Drawer } from '@/components/ui/drawer';
import { walletConnectConnector, type WalletConnectApp } from '@/lib/dex/wallet/config';
import { walletAppLinks } from '@/lib/dex/wallet/deep-links';
import {
  connectErrorNotice,
  isMobileUserAgent,
  type WalletNotice as Notice,
} from '@/lib/dex/wallet/notices';
import { injectedWallets, WalletList, type WalletChoice } from './wallet-list';
import { WalletConnectView } from './walletconnect-view';
import { WalletNotice } from './wallet-notice';
import styles from '../dex.module.css';

// The connect dialog (a modal Drawer: focus trapped inside, Escape closes, focus back on the
// element that opened it). It lists the wallets the browser announced and WalletConnect when
// configured; with none, it says why and what to do, on a phone with links into wallet apps.

const WALLET_CONNECT = 'walletConnect';
/** A product's name, the same in every language (as the wallets' own names are). */
const WALLET_CONNECT_NAME = 'WalletConnect';

interface ConnectDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  /** WALLETCONNECT_PROJECT_ID and how to name the site, or null: no WalletConnect. */
  walletConnect: { projectId: string; app: WalletConnectApp } | null;
}

export function ConnectDialog({
  isOpen,
  onOpenChange,
  returnFocusRef,
  walletConnect,
}: ConnectDialogProps) {
  const t = useTranslations('dexWallet.dialog');
  const config = useConfig();
  const connectors = useConnectors();
  const { connect } = useConnect();
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pairing, setPairing] = useState<{ uri: string | null } | null>(null);
  const walletConnectRef = useRef<Connector | null>(null);
  const [env] = useState(() => ({
    mobile: isMobileUserAgent(navigator.userAgent),
    hasWindowEthereum: Boolean((window as { ethereum?: unknown }).ethereum),
    pageUrl: window.location.href,
  }));
  const injected = injectedWallets(connectors, env.hasWindowEthereum);
  const context = { mobile: env.mobile, walletConnect: walletConnect !== null };

  // WalletConnect hands its pairing URI over as a connector message; the QR code shows it.
  useEffect(() => {
    const connector = walletConnectRef.current;
    if (!pairing || !connector) return;
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === 'display_uri' && typeof data === 'string') setPairing({ uri: data });
    };
    connector.emitter.on('message', onMessage);
    return () => connector.emitter.off('message', onMessage);
  }, [pairing]);

  const close = (open: boolean) => {
    if (!open) {
      setPending(null);
      setPairing(null);
      setNotice(null);
    }
    onOpenChange(open);
  };

  /** The WalletConnect connector, made the first time the visitor chooses it (config.ts says why). */
  const walletConnectInstance = (settings: NonNullable<typeof walletConnect>) => {
    // wagmi's connect() does the same with a connector function; we keep the instance to hear
    // its display_uri message.
    walletConnectRef.current ??= config._internal.connectors.setup(
      walletConnectConnector(settings.projectId, settings.app),
    );
    return walletConnectRef.current;
  };

  const choose = (id: string) => {
    const connector =
      id === WALLET_CONNECT && walletConnect
        ? walletConnectInstance(walletConnect)
        : injected.find((candidate) => candidate.uid === id);
    if (!connector) return;
    setPending(id);
    setNotice({ kind: 'connecting', wallet: connector.name });
    if (id === WALLET_CONNECT) setPairing({ uri: null });
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

  const choices: WalletChoice[] = injected.map((connector) => ({
    id: connector.uid,
    name: connector.id === 'injected' ? t('browserWallet') : connector.name,
    icon: connector.icon,
    hint: t('installed'),
  }));
  if (walletConnect) {
    choices.push({
      id: WALLET_CONNECT,
      name: WALLET_CONNECT_NAME,
      icon: undefined,
      hint: t('walletConnectHint'),
    });
  }

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
        {notice && !(notice.kind === 'connecting' && pairing) && <WalletNotice notice={notice} />}
      </div>
      {pairing ? (
        <WalletConnectView uri={pairing.uri} mobile={env.mobile} />
      ) : (
        <>
          {injected.length === 0 && <WalletNotice notice={{ kind: 'noWallet', ...context }} />}
          {choices.length > 0 && (
            <WalletList choices={choices} pending={pending} onChoose={choose} />
          )}
          {injected.length === 0 && env.mobile && (
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
