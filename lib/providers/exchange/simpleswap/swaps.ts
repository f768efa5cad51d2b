import { mapStatus } from '../shared/status';
import type { ProviderSwap } from '../types';
import type { SimpleswapExchange } from './schema';
import { SIMPLESWAP_STATUSES } from './statuses';

// SimpleSwap's exchange object in our shape: amountTo is filled once paid out, the expected
// amount before.

export function fromExchange(exchange: SimpleswapExchange): ProviderSwap {
  const expected = exchange.expectedAmount ?? exchange.expected_amount ?? null;
  return {
    providerSwapId: exchange.id,
    status: mapStatus('simpleswap', SIMPLESWAP_STATUSES, exchange.status),
    providerStatus: exchange.status,
    depositAddress: exchange.addressFrom,
    depositExtraId: exchange.extraIdFrom || null,
    amountFrom: exchange.amountFrom ?? '0',
    amountTo: exchange.amountTo ?? expected ?? '0',
    payoutAddress: exchange.addressTo,
    payoutExtraId: exchange.extraIdTo || null,
    refundAddress: exchange.userRefundAddress || null,
    depositHash: exchange.txFrom || null,
    payoutHash: exchange.txTo || null,
    expiresAt: exchange.validUntil || exchange.valid_until || null,
  };
}
