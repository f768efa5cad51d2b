import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DexSwapRecord } from '@/lib/dex/contract';
import { flushSwapRecords, recordSwap } from '@/lib/dex/client/swap-records';

// A sent swap's record (lib/dex/client/swap-records.ts): kept in sessionStorage until POST
// /api/v1/dex/swaps accepts it, retried on network failures, dropped on a refusal.

const record: DexSwapRecord = {
  chainId: 1,
  txHash: `0x${'ab'.repeat(32)}`,
  aggregator: 'zerox',
  from: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  amountIn: '1000000000000000000',
  amountOut: '3000000000',
  minOut: '2985000000',
};
const KEY = 'dex:unrecorded-swaps';
let store: Map<string, string>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = () => new Response(JSON.stringify({ recorded: true }), { status: 201 });
const refused = () =>
  new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'no' } }), {
    status: 400,
  });

describe('recordSwap', () => {
  it('posts the record and forgets it once the server has it', async () => {
    fetchMock.mockResolvedValueOnce(created());
    expect(await recordSwap(record, 'en', [])).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/dex/swaps');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(record);
    expect(JSON.parse(store.get(KEY) ?? '[]')).toEqual([]);
  });

  it('retries a network failure and keeps the record when every try fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await recordSwap(record, 'en', [0, 0])).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(JSON.parse(store.get(KEY) ?? '[]')).toEqual([record]);
  });

  it('succeeds on a later try after a server error', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('oops', { status: 503 }))
      .mockResolvedValueOnce(created());
    expect(await recordSwap(record, 'en', [0])).toBe(true);
    expect(JSON.parse(store.get(KEY) ?? '[]')).toEqual([]);
  });

  it('does not retry a refusal (4xx): it will not change', async () => {
    fetchMock.mockResolvedValue(refused());
    expect(await recordSwap(record, 'en', [0, 0])).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('flushSwapRecords', () => {
  it('sends what an earlier page left unsent', async () => {
    store.set(KEY, JSON.stringify([record]));
    fetchMock.mockResolvedValueOnce(created());
    await flushSwapRecords('de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('de');
    expect(JSON.parse(store.get(KEY) ?? '[]')).toEqual([]);
  });
});
