import type { ProviderSwap } from '../types';
import { compareDecimal } from '../shared/decimal';
import { toIsoTime } from '../shared/time';
import type { LetsexchangeTransaction } from './schema';
import { letsexchangeStatus } from './statuses';

/** `real_*` amounts appear once the deposit arrived and may differ from what was agreed. */
function amount(real: string | null | undefined, agreed: string | null): string {
  if (real && compareDecimal(real, '0') > 0) return real;
  return agreed ?? '0';
}

export function toProviderSwap(tx: LetsexchangeTransaction): ProviderSwap {
  return {
    providerSwapId: tx.transaction_id,
    status: letsexchangeStatus(tx.status),
    providerStatus: tx.status,
    depositAddress: tx.deposit,
    depositExtraId: tx.deposit_extra_id ?? null,
    amountFrom: amount(tx.real_deposit_amount, tx.deposit_amount),
    amountTo: amount(tx.real_withdrawal_amount, tx.withdrawal_amount),
    payoutAddress: tx.withdrawal,
    payoutExtraId: tx.withdrawal_extra_id ?? null,
    refundAddress: tx.return ?? null,
    depositHash: tx.hash_in ?? null,
    payoutHash: tx.hash_out ?? null,
    expiresAt: toIsoTime(tx.expired_at),
  };
}
