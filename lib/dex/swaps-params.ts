import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { dexChainIdSchema, txHashSchema } from './swaps-contract';

// The path segments of the DEX status routes. A malformed hash or a chain the DEX does not
// serve is the caller's mistake (400), not a missing resource (the route kit's default 404).

export function dexTxHashParam(raw: string): string {
  const parsed = txHashSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError('validation_failed', { fields: { txHash: 'invalid' } });
  return parsed.data;
}

export function dexSwapParams(raw: { chainId: string; txHash: string }) {
  const chainId = dexChainIdSchema.safeParse(raw.chainId);
  if (!chainId.success || !/^[0-9]+$/.test(raw.chainId)) {
    throw new ApiError('validation_failed', { fields: { chainId: 'invalid' } });
  }
  return { chainId: chainId.data, txHash: dexTxHashParam(raw.txHash) };
}
