import type { SwapStatus } from '../contract';
import { mapStatus } from '../shared/status';

// Every value of Exchange.status in the StealthEX v4 reference. 'verifying' is their AML/KYC
// check: the funds are held until it clears, which is our on_hold.
export const STEALTHEX_STATUSES: Readonly<Record<string, SwapStatus>> = {
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  verifying: 'on_hold',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
};

export function stealthexStatus(value: string): SwapStatus {
  return mapStatus('stealthex', STEALTHEX_STATUSES, value);
}
