import { mapStatus } from '../shared/status';
import type { CreateSwapRequest, ProviderSwap } from '../types';
import type { ChangenowCreated, ChangenowExchange } from './schema';
import { CHANGENOW_STATUSES } from './statuses';

// ChangeNOW's swap answers in our shape. A freshly created exchange has no status field yet:
// it is 'new', i.e. waiting for the deposit.

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
    status: mapStatus('changenow', CHANGENOW_STATUSES, swap.status),
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
