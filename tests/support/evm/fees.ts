import type { TypedTransaction } from '@ethereumjs/tx';
import { BASE_FEE_PER_GAS } from './constants';

// What a transaction pays per gas on the test chain, whose base fee never changes.

export function maxFeeOf(tx: TypedTransaction): bigint {
  return 'maxFeePerGas' in tx ? tx.maxFeePerGas : tx.gasPrice;
}

export function effectiveGasPrice(tx: TypedTransaction): bigint {
  if (!('maxFeePerGas' in tx)) return tx.gasPrice;
  const tipped = BASE_FEE_PER_GAS + tx.maxPriorityFeePerGas;
  return tipped < tx.maxFeePerGas ? tipped : tx.maxFeePerGas;
}
