'use client';

// The swap panel of /dex (tokens, amount, ranked quotes, approval, execution). Rendered by the
// island (components/dex/island.tsx) inside the wallet providers; it reads the wallet through
// wagmi's hooks and opens the connect dialog through useConnectDialog.

export interface SwapPanelProps {
  /** The chain the page opens on (a /dex?chain= parameter or Ethereum). */
  initialChainId: number;
  /** Token addresses from the URL (?from=&to=), else the chain's defaults. */
  initialFrom?: string | undefined;
  initialTo?: string | undefined;
}

export function SwapPanel(_props: SwapPanelProps) {
  return null;
}
