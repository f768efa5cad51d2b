import type { StatusTable } from '../shared/status';

// Every status Changelly documents for getStatus/getTransactions.
export const CHANGELLY_STATUSES: StatusTable = {
  new: 'waiting',
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  hold: 'on_hold',
  overdue: 'expired',
  expired: 'expired',
};
