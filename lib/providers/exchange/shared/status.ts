import { log } from '@/lib/log';
import type { SwapStatus } from '@/lib/swaps/status';
import type { ProviderId } from '../types';

// Vendors add statuses without notice. An unknown one must not break the status page: it reads
// as 'waiting' (not terminal, so we keep polling) and leaves a warning to extend the table.

export type StatusTable = Readonly<Record<string, SwapStatus>>;

export function mapStatus(provider: ProviderId, table: StatusTable, raw: string): SwapStatus {
  const known = Object.hasOwn(table, raw.toLowerCase()) ? table[raw.toLowerCase()] : undefined;
  if (known) return known;
  log.warn('provider: unknown swap status', { provider, status: raw });
  return 'waiting';
}
