'use client';

import { SwapFlow } from '@/components/exchange/swap-flow';
import type { SwapSelection } from '@/components/exchange/types';

/**
 * The live offers of an exchange-pair page: /swap's steps 1 and 2, preset to the page's pair
 * from its props (no query string: the page is rendered on the server and cached, and its path
 * names the pair), so the offers start streaming as soon as the island hydrates.
 */
export function PairSwap({ initial }: { initial: SwapSelection }) {
  return <SwapFlow initial={initial} syncUrl={false} />;
}
