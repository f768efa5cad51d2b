import { clearCatalogueCache } from '@/lib/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { idempotencyKeys, outbox, swapEvents, swaps } from '@/lib/db/schema';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { idempotentFlights, swapIdGenerator, withIdempotency } from '@/lib/swaps/idempotency';
import { newSwapId } from '@/lib/swaps/public-id';
import type { SwapView } from '@/lib/swaps/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// Ownership of an Idempotency-Key claim, and Swap IDs that never repeat (issue 8, item 17).

let keyCounter = 0;
const newKey = () => `owner-${process.pid}-${++keyCounter}`;
const create = (body: unknown, key = newKey()) =>
  POST(jsonPost('/api/v1/swaps', body, { headers: { 'idempotency-key': key } }), undefined);

/** Another instance has its own memory: forget this one's in-flight requests. */
function forgetInFlight(key: string) {
  idempotentFlights().delete(key);
}

describe.for(dbTargets())('idempotency claims on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let provider: FakeProvider;
  beforeAll(() => clearCatalogueCache());
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    provider = new FakeProvider();
    let deposits = 0;
    // Every swap gets its own deposit address, so showing the wrong one would be visible.
    provider.createImpl = async (request) => ({
      ...provider.answer(request),
      depositAddress: `deposit-${++deposits}`,
    });
    setProvidersForTests([provider]);
    await db().delete(outbox);
    await db().delete(idempotencyKeys);
    await db().delete(swapEvents);
    await db().delete(swaps);
  });
  afterEach(() => resetSingletonsForTests(swapIdGenerator));
  afterAll(() => setProvidersForTests(null));

  it("discards a late owner's answer: the attempt that took the key over stands", async () => {
    const key = newKey();
    let releaseA: (answer: { status: number; body: unknown }) => void = () => {};
    const ranWith: string[] = [];
    const a = withIdempotency(key, 'hash', (swapId) => {
      ranWith.push(swapId);
      return new Promise((resolve) => (releaseA = resolve));
    });
    await vi.waitFor(() => expect(ranWith).toHaveLength(1));

    // A outlives its lock; B (another instance) takes the key over and answers first.
    await db().execute(sql`update idempotency_keys set locked_until = now() - interval '1 second'`);
    forgetInFlight(key);
    const b = await withIdempotency(key, 'hash', async (swapId) => {
      ranWith.push(swapId);
      return { status: 201, body: { by: 'B' } };
    });
    expect(b).toEqual({ status: 201, body: { by: 'B' }, replayed: false });
    expect(ranWith[1]).toBe(ranWith[0]); // the same swap row is used again

    releaseA({ status: 409, body: { error: { code: 'idempotency_in_progress' } } });
    // A's client is told what everyone else is told.
    expect(await a).toEqual({ status: 201, body: { by: 'B' }, replayed: true });
    const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ responseStatus: 201, responseBody: '{"by":"B"}' });
    forgetInFlight(key);
    const later = await withIdempotency(key, 'hash', async () => ({ status: 500, body: null }));
    expect(later).toEqual({ status: 201, body: { by: 'B' }, replayed: true });
  });

  it('draws a fresh Swap ID when the new one belongs to a claim still in flight', async () => {
    // A claimed its key and has not written its swap row yet.
    let releaseA = () => {};
    const claimed: string[] = [];
    const a = withIdempotency(newKey(), 'hash-a', (swapId) => {
      claimed.push(swapId);
      return new Promise((resolve) => (releaseA = () => resolve({ status: 201, body: swapId })));
    });
    await vi.waitFor(() => expect(claimed).toHaveLength(1));
    const ids = [claimed[0]!];
    setSingletonForTests(swapIdGenerator, () => ids.shift() ?? newSwapId());

    const b = await withIdempotency(newKey(), 'hash-b', async (swapId) => {
      claimed.push(swapId);
      return { status: 201, body: swapId };
    });
    expect(ids).toEqual([]); // the colliding ID was drawn, and passed over
    expect(b.body).not.toBe(claimed[0]);
    releaseA();
    expect((await a).body).toBe(claimed[0]);
  });

  it('draws a fresh Swap ID when the new one is a created swap', async () => {
    const first = (await (await create(validBody)).json()) as SwapView;
    const ids = [first.id];
    setSingletonForTests(swapIdGenerator, () => ids.shift() ?? newSwapId());

    const response = await create(validBody);
    expect(response.status).toBe(201);
    const second = (await response.json()) as SwapView;
    expect(second.id).not.toBe(first.id);
    expect(second.depositAddress).toBe('deposit-2');
    expect(provider.createCalls).toHaveLength(2);
    expect(ids).toEqual([]);
  });

  it('draws a fresh Swap ID when an old swap (its key long deleted) has the new one', async () => {
    const first = (await (await create(validBody)).json()) as SwapView;
    await db().delete(idempotencyKeys);
    const ids = [first.id];
    setSingletonForTests(swapIdGenerator, () => ids.shift() ?? newSwapId());

    const second = (await (await create(validBody)).json()) as SwapView;
    expect(second.id).not.toBe(first.id);
    expect(second.depositAddress).toBe('deposit-2');
    const [old] = await db().select().from(swaps).where(eq(swaps.id, first.id));
    expect(old?.depositAddress).toBe('deposit-1');
  });
});
