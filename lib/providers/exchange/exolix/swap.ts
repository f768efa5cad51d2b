import type { ProviderSwap } from '../types';
import type { ExolixTransaction } from './schema';
import { exolixStatus } from './statuses';

export function toProviderSwap(tx: ExolixTransaction): ProviderSwap {
  return {
    providerSwapId: tx.id,
    status: exolixStatus(tx.status),
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
  };
}
