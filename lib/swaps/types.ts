import type { QuoteDirection, RateType } from '@/lib/providers/exchange/contract';
import type { ProviderId } from '@/lib/providers/exchange/registry';
import type { SwapStatus } from './status';

// The public view of a swap: what POST /api/v1/swaps and GET /api/v1/swaps/{id} answer.

export interface SwapSide {
  /** Our currency code, e.g. 'usdttrc20'. */
  code: string;
  ticker: string;
  name: string;
  network: string;
  networkName: string;
  icon: string;
}

export interface SwapHistoryEntry {
  status: SwapStatus;
  at: string;
}

export interface SwapView {
  /** Public Swap ID: random, unguessable, short enough to read aloud. */
  id: string;
  sandbox: boolean;
  provider: { id: ProviderId; name: string; website: string };
  status: SwapStatus;
  rateType: RateType;
  direction: QuoteDirection;
  from: SwapSide;
  to: SwapSide;
  /** Expected until the provider reports the actual amounts. */
  amountFrom: string;
  amountTo: string;
  depositAddress: string;
  /** Memo/tag the deposit must carry; null when none. */
  depositExtraId: string | null;
  payoutAddress: string;
  payoutExtraId: string | null;
  /** Masked ('bc1qar…5mdq'): only the first 6 and last 4 characters are public. */
  refundAddress: string | null;
  refundExtraId: string | null;
  depositHash: string | null;
  payoutHash: string | null;
  explorer: {
    depositTx: string | null;
    payoutTx: string | null;
    payoutAddress: string | null;
  };
  history: SwapHistoryEntry[];
  createdAt: string;
  updatedAt: string;
  /** Fixed rate: when the deposit must have arrived. */
  expiresAt: string | null;
  /** Sandbox only: actions POST /api/v1/swaps/{id}/simulate accepts now. */
  simulate: Array<'deposit' | 'fail' | 'refund'>;
}
