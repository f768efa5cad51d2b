import { compareDecimal, deductFee } from '../shared/decimal';
import { mapStatus } from '../shared/status';
import type { ProviderSwap } from '../types';
import type { ChangellyTransaction } from './schema';
import { CHANGELLY_STATUSES } from './statuses';

// Changelly's transactions in our shape. amountExpectedTo is before the network fee (Changelly's
// docs: "deduct the networkFee value from amountExpectedTo"), so we deduct it; amountFrom and
// amountTo are the real amounts once the swap moved, "0" or empty before.

const real = (value: string | null | undefined) =>
  value && compareDecimal(value, '0') > 0 ? value : undefined;

export function fromTransaction(tx: ChangellyTransaction): ProviderSwap {
  const providerStatus = tx.status ?? 'new';
  const expectedTo = tx.amountExpectedTo
    ? deductFee(tx.amountExpectedTo, tx.networkFee ?? null)
    : '0';
  return {
    providerSwapId: tx.id,
    status: mapStatus('changelly', CHANGELLY_STATUSES, providerStatus),
    providerStatus,
    depositAddress: tx.payinAddress,
    depositExtraId: tx.payinExtraId || null,
    amountFrom: real(tx.amountFrom) ?? tx.amountExpectedFrom ?? '0',
    amountTo: real(tx.amountTo) ?? expectedTo,
    payoutAddress: tx.payoutAddress,
    payoutExtraId: tx.payoutExtraId || null,
    refundAddress: tx.refundAddress || null,
    depositHash: tx.payinHash || null,
    payoutHash: tx.payoutHash || null,
    expiresAt: tx.payTill || null,
  };
}
