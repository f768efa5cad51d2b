'use client';

import { createContext, useContext } from 'react';

// How any part of the /dex island opens the wallet's connect dialog (the island provides it).

export interface ConnectDialogControl {
  open(): void;
}

export const ConnectDialogContext = createContext<ConnectDialogControl | null>(null);

export function useConnectDialog(): ConnectDialogControl {
  const control = useContext(ConnectDialogContext);
  if (!control)
    throw new Error('useConnectDialog needs the /dex island (components/dex/island.tsx)');
  return control;
}
