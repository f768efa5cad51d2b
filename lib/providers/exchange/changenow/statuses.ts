import type { StatusTable } from '../shared/status';

// Every status ChangeNOW documents for GET /v2/exchange/by-id.
export const CHANGENOW_STATUSES: StatusTable = {
  new: 'waiting',
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  verifying: 'on_hold',
  expired: 'expired',
};
