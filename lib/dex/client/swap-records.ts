import { ApiClientError } from '@/lib/api/client-error';
import { DEX_UNRECORDED_SWAPS } from '@/lib/consent/storage-inventory';
import type { DexSwapRecord } from '../contract';
import { postSwapRecord } from './api';

// A sent swap is recorded on our server (its status page, attribution). The wallet has already
// sent it, so the record must not be lost to a network failure or a closed tab: it is kept in
// sessionStorage until the server has it, retried a few times now and again on the next visit.

const KEY = DEX_UNRECORDED_SWAPS.name;
const RETRY_DELAYS_MS = [1000, 3000, 9000];

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage may be refused (privacy settings): the record is then only retried in memory.
    return null;
  }
}

function read(storage: Store | null): DexSwapRecord[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as DexSwapRecord[]) : [];
  } catch {
    return [];
  }
}

function write(storage: Store | null, records: DexSwapRecord[]) {
  try {
    storage?.setItem(KEY, JSON.stringify(records));
  } catch {
    // Full or refused: nothing more can be done than the retries in memory.
  }
}

const same = (a: DexSwapRecord, b: DexSwapRecord) =>
  a.chainId === b.chainId && a.txHash.toLowerCase() === b.txHash.toLowerCase();

/** A network failure or a server error may pass; a 4xx answer will not change on retry. */
const retryable = (error: unknown) =>
  !(error instanceof ApiClientError) ||
  error.kind !== 'api' ||
  error.status === null ||
  error.status === 429 ||
  error.status >= 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records a sent swap: kept until the server accepts it (or refuses it for good). */
export async function recordSwap(
  record: DexSwapRecord,
  locale: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<boolean> {
  const storage = store();
  write(storage, [...read(storage).filter((other) => !same(other, record)), record]);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await postSwapRecord(record, locale);
      break;
    } catch (error) {
      const delay = delays[attempt];
      if (!retryable(error)) break;
      if (delay === undefined) return false;
      await wait(delay);
    }
  }
  write(
    storage,
    read(storage).filter((other) => !same(other, record)),
  );
  return true;
}

/** Sends the records a previous page left unsent (on the panel's first render). */
export async function flushSwapRecords(locale: string): Promise<void> {
  for (const record of read(store())) await recordSwap(record, locale, []);
}
