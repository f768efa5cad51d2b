import type { StatusTable } from '../shared/status';

// Every status SimpleSwap documents for an exchange.
export const SIMPLESWAP_STATUSES: StatusTable = {
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
  verifying: 'on_hold',
};
