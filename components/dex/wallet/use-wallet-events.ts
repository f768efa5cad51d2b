'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useAccount, useAccountEffect } from 'wagmi';

/**
 * What the wallet did on its own: it disconnected the site (the visitor did it in the wallet, or
 * locked it) or moved to another account. `oursRef` tells apart the disconnects the page asked for.
 */
export function useWalletEvents({
  oursRef,
  onDisconnected,
  onAccountChanged,
}: {
  oursRef: RefObject<boolean>;
  onDisconnected: () => void;
  onAccountChanged: (address: string) => void;
}) {
  const { address, status } = useAccount();
  const previous = useRef<string | undefined>(undefined);

  useAccountEffect({
    onDisconnect() {
      if (oursRef.current) oursRef.current = false;
      else onDisconnected();
    },
  });

  useEffect(() => {
    if (status !== 'connected') {
      previous.current = undefined;
      return;
    }
    if (previous.current && address && previous.current !== address) onAccountChanged(address);
    previous.current = address;
  }, [address, status, onAccountChanged]);
}
