import { networkMap, SHORT_NETWORK_CODES } from '../../kit/networks';
import { mapStatus, type StatusTable } from '../../kit/status';
import type {
  CreateSwapRequest,
  CurrencyRef,
  ProviderSwap,
  RateType,
  SwapStatus,
} from '../contract';
import type { ChangenowCreated, ChangenowCurrency, ChangenowExchange } from './schema';

// ChangeNOW names an asset by lower-case ticker + its own network code (usdt/trx, btc/btc), the
// shared short codes except where its list differs: native AVAX is on 'cchain' (only tokens are
// on 'avaxc'), Linea is 'lna', Nano 'nano'. Whether an asset is really listed is checked against
// the live currency list.

export const CHANGENOW_NETWORKS = networkMap(SHORT_NETWORK_CODES, {
  avalanche: { native: 'cchain', tokens: 'avaxc' },
  linea: 'lna',
  nano: 'nano',
});

/** Every status ChangeNOW documents for GET /v2/exchange/by-id. */
const CHANGENOW_STATUSES = {
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
} as const satisfies StatusTable<SwapStatus>;

/**
 * Whether the live list has the asset on that side, and (for fixed rates) offers fixed rates on
 * it. Without a list (its endpoint down) every mapped asset counts: the quote itself answers.
 */
export function isListed(
  list: readonly ChangenowCurrency[] | undefined,
  ref: CurrencyRef,
  rateType: RateType,
  side: 'from' | 'to',
): boolean {
  const network = CHANGENOW_NETWORKS.of(ref);
  if (!network) return false;
  if (!list) return true;
  const ticker = ref.ticker.toLowerCase();
  return list.some(
    (item) =>
      item.ticker.toLowerCase() === ticker &&
      item.network.toLowerCase() === network &&
      (rateType === 'floating' || item.supportsFixedRate !== false) &&
      (side === 'from' ? item.sell !== false : item.buy !== false),
  );
}

/** A freshly created exchange has no status field yet: it is 'new', waiting for the deposit. */
export function fromCreated(created: ChangenowCreated, request: CreateSwapRequest): ProviderSwap {
  return {
    providerSwapId: created.id,
    status: 'waiting',
    providerStatus: 'new',
    depositAddress: created.payinAddress,
    depositExtraId: created.payinExtraId || null,
    amountFrom: created.fromAmount ?? (request.direction === 'direct' ? request.amount : '0'),
    amountTo: created.toAmount ?? (request.direction === 'reverse' ? request.amount : '0'),
    payoutAddress: created.payoutAddress,
    payoutExtraId: created.payoutExtraId || null,
    refundAddress: created.refundAddress || null,
    depositHash: null,
    payoutHash: null,
    expiresAt: created.validUntil || null,
  };
}

export function fromExchange(swap: ChangenowExchange): ProviderSwap {
  return {
    providerSwapId: swap.id,
    status: mapStatus('changenow', CHANGENOW_STATUSES, swap.status, 'waiting'),
    providerStatus: swap.status,
    depositAddress: swap.payinAddress,
    depositExtraId: swap.payinExtraId || null,
    // Actual amounts once known, the expected ones before.
    amountFrom: swap.amountFrom ?? swap.expectedAmountFrom ?? '0',
    amountTo: swap.amountTo ?? swap.expectedAmountTo ?? '0',
    payoutAddress: swap.payoutAddress,
    payoutExtraId: swap.payoutExtraId || null,
    refundAddress: swap.refundAddress || null,
    depositHash: swap.payinHash || null,
    payoutHash: swap.payoutHash || null,
    expiresAt: swap.validUntil || null,
  };
}
