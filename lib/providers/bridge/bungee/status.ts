import { mapStatus, type StatusTable } from '../../kit/status';
import { EEEE_NATIVE } from '../../dex/vendor';
import type { BridgeStage, BridgeStatus, BridgeTransfer } from '../contract';
import type { SocketStatus, SocketToken } from './schema';

// Socket Swap V3's /v3/swap/status in our words. Its status codes are strings; the migration
// guide maps Bungee's numeric request states onto them (3/4 → COMPLETED, ...), and the names of
// Bungee's RequestStatusEnum (PENDING, ASSIGNED, EXTRACTED, FULFILLED, SETTLED, EXPIRED,
// CANCELLED, REFUND_PENDING, REFUNDED) are read as well, in either letter case:
//
// | Socket status                          | ours     | stage                                 |
// | -------------------------------------- | -------- | ------------------------------------- |
// | PENDING, ASSIGNED, EXTRACTED           | pending  | source / bridging / destination ¹     |
// | REFUND_PENDING                         | pending  | bridging (the refund is on its way)   |
// | COMPLETED, FULFILLED, SETTLED          | done     | null                                  |
// | REFUNDED                               | refunded | null                                  |
// | FAILED, EXPIRED, CANCELLED             | failed   | null (support looks; no refund named) |
// | other                                  | pending  | null, with a warning (kit)            |
//
// ¹ From its legs: no source hash yet is `source`, a source hash without a destination one
// `bridging`, a destination hash `destination`. Socket documents no partial outcome and no
// needs_gas state; a 404 for the quote id is the kit's not_found error.

const STATUSES = {
  pending: 'pending',
  assigned: 'pending',
  extracted: 'pending',
  refund_pending: 'pending',
  completed: 'done',
  fulfilled: 'done',
  settled: 'done',
  refunded: 'refunded',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'failed',
} as const satisfies StatusTable<BridgeStatus>;

function stageOf(answer: SocketStatus): BridgeStage {
  if (answer.statusCode?.toUpperCase() === 'REFUND_PENDING') return 'bridging';
  if (answer.status.toUpperCase() === 'REFUND_PENDING') return 'bridging';
  if (answer.destination?.txHash) return 'destination';
  if (answer.origin?.txHash) return 'bridging';
  return 'source';
}

const tokenRef = (token: SocketToken) => {
  const native = token.address.toLowerCase() === EEEE_NATIVE.toLowerCase();
  return { chainId: token.chainId, address: token.address, decimals: token.decimals, native };
};

export function fromSocketStatus(answer: SocketStatus, trackingUrl: string | null): BridgeTransfer {
  const raw = answer.statusCode ?? answer.status;
  const status = mapStatus('bungee', STATUSES, raw, 'pending');
  const output = answer.destination?.output?.[0];
  const refund = answer.refund;
  if (status === 'refunded') {
    return {
      status,
      providerStatus: raw,
      stage: null,
      receivingTxHash: refund?.txHash ?? null,
      amountOut: refund?.amount ?? null,
      receivedToken: refund?.token ? tokenRef(refund.token) : null,
      trackingUrl,
    };
  }
  const done = status === 'done';
  return {
    status,
    providerStatus: raw,
    stage: status === 'pending' ? stageOf(answer) : null,
    receivingTxHash: answer.destination?.txHash ?? null,
    // Before completion `amount` is still the quoted figure, not what arrived.
    amountOut: done ? (output?.amount ?? null) : null,
    receivedToken: null,
    trackingUrl,
  };
}
