import type { SwapStatus } from '../contract';
import { mapStatus } from '../shared/status';

// Exolix transaction statuses (API v2). 'confirmed' means the deposit is final and the exchange
// is starting; 'overdue' is an unpaid transaction past its window. Exolix documents 'refunded';
// 'refund' (the refund being sent) is mapped too since it shows in some answers.
export const EXOLIX_STATUSES: Readonly<Record<string, SwapStatus>> = {
  wait: 'waiting',
  confirmation: 'confirming',
  confirmed: 'exchanging',
  exchanging: 'exchanging',
  sending: 'sending',
  success: 'finished',
  overdue: 'expired',
  refund: 'refunded',
  refunded: 'refunded',
};

export function exolixStatus(value: string): SwapStatus {
  return mapStatus('exolix', EXOLIX_STATUSES, value);
}
