import { networkMap, TICKER_NETWORK_CODES } from '../../kit/networks';
import { mapStatus, type StatusTable } from '../../kit/status';
import type { CurrencyRef, ProviderSwap, SwapStatus } from '../contract';
import { OVERDUE_GRACE_MS } from '../kind';
import type { ExolixCurrency, ExolixTransaction } from './schema';

// Our network code → Exolix network code (GET /currencies?withNetworks=true lists each coin's
// networks as { network: 'TRX', name: 'Tron' }). Exolix uses one code per chain for the coin
// and its tokens (USDT on 'TRX', 'ETH', 'BSC'), and the coin code is the upper-case ticker;
// Polygon is 'MATIC' and zkSync 'ZKSYNCERA' (Edge's and Stargazer's Exolix mappings).
// supports() confirms each pair against the live list.

const EXOLIX_NETWORKS = networkMap(TICKER_NETWORK_CODES, {
  optimism: 'OPTIMISM',
  zksync: 'ZKSYNCERA',
});

export interface ExolixAsset {
  coin: string;
  network: string;
}

export function toExolixAsset(ref: CurrencyRef): ExolixAsset | undefined {
  const network = EXOLIX_NETWORKS.of(ref);
  return network ? { coin: ref.ticker.toUpperCase(), network } : undefined;
}

export function listed(list: readonly ExolixCurrency[], asset: ExolixAsset): boolean {
  const coin = list.find((c) => c.code.toUpperCase() === asset.coin);
  return !!coin?.networks.some((n) => n.network.toUpperCase() === asset.network);
}

/**
 * Exolix transaction statuses (API v2). 'confirmed' means the deposit is final and the exchange is
 * starting. 'overdue' is an unpaid transaction past its window; Exolix does not say whether a late
 * deposit is still exchanged, so it gets the same grace as LetsExchange's. 'refund' is the refund
 * being sent (Temple's enum): the swap did not go through, which is 'failed' to us until Exolix
 * says 'refunded', and it is kept polled meanwhile.
 */
const EXOLIX_STATUSES = {
  wait: 'waiting',
  confirmation: 'confirming',
  confirmed: 'exchanging',
  exchanging: 'exchanging',
  sending: 'sending',
  success: 'finished',
  overdue: 'expired',
  refund: 'failed',
  refunded: 'refunded',
} as const satisfies StatusTable<SwapStatus>;

/** How long a refund in progress is followed until Exolix reports it sent. */
export const REFUND_GRACE_MS = 24 * 3_600_000;

const GRACE: Readonly<Record<string, number>> = {
  overdue: OVERDUE_GRACE_MS,
  refund: REFUND_GRACE_MS,
};

export function toProviderSwap(tx: ExolixTransaction): ProviderSwap {
  const raw = tx.status.toLowerCase();
  return {
    providerSwapId: tx.id,
    status: mapStatus('exolix', EXOLIX_STATUSES, tx.status, 'waiting'),
    providerStatus: tx.status,
    depositAddress: tx.depositAddress,
    depositExtraId: tx.depositExtraId ?? null,
    amountFrom: tx.amount,
    amountTo: tx.amountTo,
    payoutAddress: tx.withdrawalAddress,
    payoutExtraId: tx.withdrawalExtraId ?? null,
    refundAddress: tx.refundAddress ?? null,
    depositHash: tx.hashIn?.hash || null,
    payoutHash: tx.hashOut?.hash || null,
    // Exolix names no deadline for an unpaid swap (it turns 'overdue' on its own).
    expiresAt: null,
    graceMs: Object.hasOwn(GRACE, raw) ? GRACE[raw] : undefined,
  };
}
