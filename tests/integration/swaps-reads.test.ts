import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/v1/swaps/[id]/route';
import { POST } from '@/app/api/v1/swaps/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { RATE_LIMITS } from '@/lib/api/limits';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { createReadGate, processReadGate, type ReadGateSettings } from '@/lib/db/gate';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import type { SwapView } from '@/lib/swaps/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, get, jsonPost, uniqueIp } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// GET /api/v1/swaps/{id} under load: reads wait in a bounded queue in front of the database
// (lib/db/gate.ts); past it they are answered 503 with Retry-After at once, and a client past its
// read limit 429 with Retry-After. Nothing is left unanswered and nothing throws.

const read = (id: string, ip = uniqueIp()) =>
  GET(get(`/api/v1/swaps/${id}`, { [CLIENT_IP_HEADER]: ip }), {
    params: Promise.resolve({ id }),
  });

/** Puts a gate of this size in place of the process's one. */
const useGate = (settings: ReadGateSettings) =>
  setSingletonForTests(processReadGate, createReadGate(settings));

describe.for(dbTargets())('GET /api/v1/swaps/{id} under load on $name', (target) => {
  const database = useTestDatabase(target);
  let swapId: string;

  beforeAll(async () => {
    clearCatalogueCache();
    setProvidersForTests([new FakeProvider()]);
    const created = await POST(
      jsonPost('/api/v1/swaps', validBody, {
        headers: { 'idempotency-key': `reads-${target.name}` },
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    swapId = ((await created.json()) as SwapView).id;
  });
  afterAll(() => setProvidersForTests(null));
  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));
  afterEach(() => resetSingletonsForTests(processReadGate));

  /**
   * Holds the swaps table until `release` is called: an open transaction with an exclusive lock
   * on it (PGlite, which runs one query at a time, waits for the whole transaction).
   */
  async function blockSwaps() {
    let release = () => {};
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const done = database().db.transaction(async (tx) => {
      await tx.execute(sql`lock table swaps in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    return async () => {
      release();
      await done;
    };
  }

  it('answers 503 with Retry-After and the JSON error when the read queue is full', async () => {
    useGate({ concurrency: 1, queue: 1, deadlineMs: 600_000 });
    const unblock = await blockSwaps();
    const running = read(swapId);
    const waiting = read(swapId);
    await vi.waitFor(() => expect(processReadGate().load).toEqual({ running: 1, waiting: 1 }));

    const refused = await read(swapId);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const error = await errorOf(refused);
    expect(error.code).toBe('service_unavailable');
    expect(error.message).not.toBe('');

    // The queued reads are answered once the database is free again.
    await unblock();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(processReadGate().load).toEqual({ running: 0, waiting: 0 });
  });

  it('queues 200 concurrent reads without a refusal when the queue holds them', async () => {
    useGate({ concurrency: 1, queue: 200, deadlineMs: 600_000 });
    const responses = await Promise.all(Array.from({ length: 200 }, () => read(swapId)));
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([200]));
  });

  it('answers 200 concurrent reads 200 or 503 with Retry-After through the default gate', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => read(swapId)));
    for (const response of responses) {
      expect([200, 503]).toContain(response.status);
      if (response.status === 200) {
        expect(((await response.json()) as SwapView).id).toBe(swapId);
      } else {
        expect(response.headers.get('retry-after')).toBe('1');
        expect((await errorOf(response)).code).toBe('service_unavailable');
      }
    }
    expect(responses.some((response) => response.status === 200)).toBe(true);
  });

  it('answers a client past its read limit 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let index = 0; index < RATE_LIMITS.swapsRead.limit; index += 1) {
      expect((await read(swapId, ip)).status).toBe(200);
    }
    const limited = await read(swapId, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    // Another client is still served.
    expect((await read(swapId)).status).toBe(200);
  });
});
