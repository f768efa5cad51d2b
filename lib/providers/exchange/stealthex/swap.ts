import type { ProviderSwap } from '../types';
import { compareDecimal } from '../shared/decimal';
import type { StealthexExchange } from './schema';
import { stealthexStatus } from './statuses';

/** `amount` is what actually moved (0 until then), `expected_amount` what was agreed. */
function actualOrExpected(side: StealthexExchange['deposit']): string {
  if (side.amount && compareDecimal(side.amount, '0') > 0) return side.amount;
  return side.expected_amount ?? side.amount ?? '0';
}

export function toProviderSwap(exchange: StealthexExchange): ProviderSwap {
  return {
    providerSwapId: exchange.id,
    status: stealthexStatus(exchange.status),
    providerStatus: exchange.status,
    depositAddress: exchange.deposit.address,
    depositExtraId: exchange.deposit.extra_id,
    amountFrom: actualOrExpected(exchange.deposit),
    amountTo: actualOrExpected(exchange.withdrawal),
    payoutAddress: exchange.withdrawal.address,
    payoutExtraId: exchange.withdrawal.extra_id,
    refundAddress: exchange.refund_address ?? exchange.refund?.address ?? null,
    depositHash: exchange.deposit.tx_hash ?? null,
    payoutHash: exchange.withdrawal.tx_hash ?? null,
    expiresAt: exchange.expires_at ?? null,
  };
}
