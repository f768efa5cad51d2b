import { log } from '@/lib/log';
import type { SwapStatus } from '@/lib/swaps/status';
import type { ProviderId } from '../types';

// Vendor status → ours. A status the vendor adds later must not break a visitor's status page:
// it reads as 'waiting' (the safest claim: nothing has happened yet) and is logged to be mapped.

export function mapStatus(
  provider: ProviderId,
  table: Readonly<Record<string, SwapStatus>>,
  value: string,
): SwapStatus {
  const key = value.toLowerCase();
  // hasOwn: a status named like an Object.prototype member must not match.
  if (Object.hasOwn(table, key)) return table[key] as SwapStatus;
  log.warn('provider: unknown swap status', { provider, status: value });
  return 'waiting';
}
