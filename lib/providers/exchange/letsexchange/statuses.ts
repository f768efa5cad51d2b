import type { SwapStatus } from '../contract';
import { mapStatus } from '../shared/status';

// LetsExchange transaction statuses (api-doc.letsexchange.io/documentation/statuses).
// 'confirmed' means the deposit is final and the exchange is about to start; 'sending_confirmation'
// is the payout waiting for its network confirmations. 'overdue' is an unpaid swap past its
// 30 minutes. AML holds ('aml_check_failed', 'hold') keep the funds until support clears them.
export const LETSEXCHANGE_STATUSES: Readonly<Record<string, SwapStatus>> = {
  wait: 'waiting',
  confirmation: 'confirming',
  confirmed: 'exchanging',
  exchanging: 'exchanging',
  sending: 'sending',
  sending_confirmation: 'sending',
  success: 'finished',
  overdue: 'expired',
  error: 'failed',
  refund: 'refunded',
  refunded: 'refunded',
  aml_check_failed: 'on_hold',
  hold: 'on_hold',
};

export function letsexchangeStatus(value: string): SwapStatus {
  return mapStatus('letsexchange', LETSEXCHANGE_STATUSES, value);
}
