import { mapStatus as mapAny, type StatusTable as Table } from '../../kit/status';
import type { SwapStatus } from '../contract';

export type StatusTable = Table<SwapStatus>;

export function mapStatus(provider: string, table: StatusTable, raw: string): SwapStatus {
  return mapAny(provider, table, raw, 'waiting');
}
