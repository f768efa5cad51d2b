'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { WagmiProvider } from 'wagmi';
import { QueryProvider } from '@/components/query-provider';
import { createDexWagmiConfig } from '@/lib/dex/wallet/config';
import { dexSelection } from '@/lib/dex/selection';
import { SwapPanel } from './swap/swap-panel';
import { ConnectDialog } from './wallet/connect-dialog';
import { ConnectDialogContext, type ConnectDialogControl } from './wallet/connect-dialog-context';
import { WalletBar } from './wallet/wallet-bar';
import styles from './dex.module.css';

// The /dex island: wagmi (a config made once per page, in the browser), React Query, the connect
// dialog every part of the island can open (useConnectDialog), the wallet bar and the swap panel.

export interface DexIslandProps {
  /** WALLETCONNECT_PROJECT_ID from the server, or null: WalletConnect is offered only with it. */
  walletConnectProjectId: string | null;
  /** How WalletConnect names the site in the visitor's wallet. */
  appName: string;
  appDescription: string;
  /** The page already shows its sandbox label (components/dex/swap/swap-panel.tsx). */
  sandboxLabelled: boolean;
}

export function DexIsland({
  walletConnectProjectId,
  appName,
  appDescription,
  sandboxLabelled,
}: DexIslandProps) {
  const [config] = useState(createDexWagmiConfig);
  const [walletConnect] = useState(() =>
    walletConnectProjectId
      ? {
          projectId: walletConnectProjectId,
          app: {
            name: appName,
            description: appDescription,
            url: window.location.origin,
            icon: new URL('/icon.svg', window.location.origin).href,
          },
        }
      : null,
  );
  const [selection] = useState(() => dexSelection(new URLSearchParams(window.location.search)));
  const [dialogOpen, setDialogOpen] = useState(false);
  // Focus goes back to whatever opened the dialog (the bar's button or one in the swap panel).
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setDialogOpen(true);
  }, []);
  const control = useMemo<ConnectDialogControl>(() => ({ open }), [open]);
  // After a connect the bar's Connect button is gone: focus goes to the network selector that
  // took its place instead of falling back to the page's start.
  const returnFocus = useMemo(
    () => ({
      get current(): HTMLElement | null {
        if (opener.current?.isConnected) return opener.current;
        return document.querySelector<HTMLElement>('[data-testid="dex-network"]');
      },
    }),
    [],
  );

  return (
    <WagmiProvider config={config}>
      <QueryProvider>
        <ConnectDialogContext.Provider value={control}>
          <div className={styles.island} data-testid="dex-island">
            <WalletBar preferredChainId={selection.chainId} />
            <SwapPanel
              initialChainId={selection.chainId}
              initialFrom={selection.from}
              initialTo={selection.to}
              sandboxLabelled={sandboxLabelled}
            />
          </div>
          <ConnectDialog
            isOpen={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusRef={returnFocus}
            walletConnect={walletConnect}
          />
        </ConnectDialogContext.Provider>
      </QueryProvider>
    </WagmiProvider>
  );
}
