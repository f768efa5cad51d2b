import { clearCatalogueCache } from '@/lib/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/v1/swaps/[id]/route';
import { POST as SIMULATE } from '@/app/api/v1/swaps/[id]/simulate/route';
import { POST } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { idempotentFlights } from '@/lib/swaps/idempotency';
import { idempotencyKeys, outbox, swapEvents, swaps } from '@/lib/db/schema';
import { ProviderError } from '@/lib/providers/kit/errors';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { cleanUpOldRows } from '@/lib/startup/jobs';
import { recoverInterruptedCreations } from '@/lib/swaps/recovery';
import { refreshDueSwaps } from '@/lib/swaps/refresh';
import type { SwapView } from '@/lib/swaps/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, get, jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

const sandbox = vi.hoisted(() => ({ simulate: vi.fn(async () => undefined) }));
vi.mock('@/lib/providers/exchange/sandbox', async (original) => ({
  ...(await original<object>()),
  simulateSandboxSwap: sandbox.simulate,
}));

let keyCounter = 0;
const newKey = () => `jobs-${process.pid}-${++keyCounter}`;
const create = (body: unknown, key = newKey()) =>
  POST(jsonPost('/api/v1/swaps', body, { headers: { 'idempotency-key': key } }), undefined);
const read = (id: string) => GET(get(`/api/v1/swaps/${id}`), { params: Promise.resolve({ id }) });

describe.for(dbTargets())('swap jobs on $name', (target) => {
  const database = useTestDatabase(target);
  beforeAll(() => clearCatalogueCache());
  let provider: FakeProvider;
  const db = () => database().db;
  const rowOf = async (id: string) => (await db().select().from(swaps).where(eq(swaps.id, id)))[0];
  const makeDue = (id: string) =>
    db().execute(
      sql`update swaps set next_check_at = now() - interval '1 second', last_checked_at = now() - interval '11 seconds' where id = ${id}`,
    );

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    provider = new FakeProvider();
    setProvidersForTests([provider, new FakeProvider('sandbox-alpha', true)]);
    await db().delete(outbox);
    await db().delete(idempotencyKeys);
    await db().delete(swapEvents);
    await db().delete(swaps);
  });
  afterAll(() => setProvidersForTests(null));

  it('recovers a creation interrupted after its intent was written, and a retry finishes it', async () => {
    provider.createImpl = () => new Promise(() => {}); // the process "dies" mid-call
    const key = newKey();
    void create(validBody, key);
    await vi.waitFor(() => expect(provider.createCalls).toHaveLength(1));
    const [intent] = await db().select().from(swaps);
    expect(intent).toMatchObject({ phase: 'creating', payoutAddress: validBody.payoutAddress });

    // While the key's lock is held, the attempt counts as alive even when old.
    await db().execute(sql`update swaps set updated_at = now() - interval '3 minutes'`);
    expect(await recoverInterruptedCreations()).toBe(0);

    await db().execute(sql`update idempotency_keys set locked_until = now() - interval '1 second'`);
    expect(await recoverInterruptedCreations()).toBe(1);
    expect(await rowOf(intent!.id)).toMatchObject({
      phase: 'failed_to_create',
      lastError: 'interrupted',
    });
    expect((await read(intent!.id)).status).toBe(404);

    // Forget the dead attempt's in-process flight, as a restarted process would.
    idempotentFlights().clear();
    provider.createImpl = async (request) => provider.answer(request);
    const retry = await create(validBody, key);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as SwapView).id).toBe(intent!.id);
    expect(await db().select().from(swaps)).toHaveLength(1);
  });

  it('leaves a recent intent alone', async () => {
    provider.createImpl = () => new Promise(() => {});
    void create(validBody);
    await vi.waitFor(() => expect(provider.createCalls).toHaveLength(1));
    await db().execute(sql`update idempotency_keys set locked_until = now() - interval '1 second'`);
    expect(await recoverInterruptedCreations()).toBe(0);
  });

  it('polls due swaps, records each change and queues the final email once', async () => {
    const view = (await (await create({ ...validBody, email: 'a@b.co' })).json()) as SwapView;
    await db().delete(outbox);
    const providerSwapId = (await rowOf(view.id))!.providerSwapId!;

    expect(await refreshDueSwaps()).toBe(0); // not due yet
    await makeDue(view.id);
    provider.statuses.set(providerSwapId, 'confirming');
    expect(await refreshDueSwaps()).toBe(1);
    let row = await rowOf(view.id);
    expect(row).toMatchObject({ status: 'confirming', providerStatus: 'vendor-confirming' });
    expect(row!.nextCheckAt!.getTime() - row!.lastCheckedAt!.getTime()).toBe(10_000);

    await makeDue(view.id);
    expect(await refreshDueSwaps()).toBe(1); // unchanged: the interval doubles
    row = await rowOf(view.id);
    expect(row!.nextCheckAt!.getTime() - row!.lastCheckedAt!.getTime()).toBe(20_000);

    await makeDue(view.id);
    provider.statuses.set(providerSwapId, 'finished');
    await refreshDueSwaps();
    row = await rowOf(view.id);
    expect(row).toMatchObject({ status: 'finished', nextCheckAt: null, payoutHash: '0xfeed' });
    expect(view.settled).toBe(false);
    expect(await db().select().from(outbox)).toMatchObject([
      { kind: 'swap_status', payload: { swapId: view.id } },
    ]);
    const body = (await (await read(view.id)).json()) as SwapView;
    expect(body.history.map((entry) => entry.status)).toEqual([
      'waiting',
      'confirming',
      'finished',
    ]);
    expect(body.explorer.payoutTx).toBe('https://etherscan.io/tx/0xfeed');
  });

  it('keeps polling a final status the provider may still move, and mails only at the end', async () => {
    const view = (await (await create({ ...validBody, email: 'a@b.co' })).json()) as SwapView;
    await db().delete(outbox);
    const providerSwapId = (await rowOf(view.id))!.providerSwapId!;
    // 'overdue' at LetsExchange: expired on screen, but a deposit is taken for 1.5 h more.
    provider.statuses.set(providerSwapId, 'expired');
    provider.graceMs = 90 * 60_000;
    await makeDue(view.id);
    await refreshDueSwaps();
    let row = await rowOf(view.id);
    expect(row).toMatchObject({ status: 'expired' });
    expect(row!.nextCheckAt).not.toBeNull();
    expect(await db().select().from(outbox)).toEqual([]);
    // Clients are told to keep polling: the status is final-looking but not settled.
    expect((await (await read(view.id)).json()) as SwapView).toMatchObject({
      status: 'expired',
      settled: false,
    });

    // Still overdue once the grace is over: now it is final, and the e-mail goes out.
    await db().execute(
      sql`update swaps set updated_at = now() - interval '2 hours' where id = ${view.id}`,
    );
    await makeDue(view.id);
    await refreshDueSwaps();
    row = await rowOf(view.id);
    expect(row).toMatchObject({ status: 'expired', nextCheckAt: null });
    expect(await db().select().from(outbox)).toMatchObject([{ kind: 'swap_status' }]);
    expect(((await (await read(view.id)).json()) as SwapView).settled).toBe(true);
  });

  it('follows a late deposit after an overdue status', async () => {
    const view = (await (await create({ ...validBody, email: 'a@b.co' })).json()) as SwapView;
    await db().delete(outbox);
    const providerSwapId = (await rowOf(view.id))!.providerSwapId!;
    provider.statuses.set(providerSwapId, 'expired');
    provider.graceMs = 90 * 60_000;
    await makeDue(view.id);
    await refreshDueSwaps();
    provider.statuses.set(providerSwapId, 'confirming');
    provider.graceMs = undefined;
    await makeDue(view.id);
    await refreshDueSwaps();
    expect(await rowOf(view.id)).toMatchObject({ status: 'confirming' });
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it('backs off after a failed check and keeps the reason', async () => {
    const view = (await (await create(validBody)).json()) as SwapView;
    await makeDue(view.id);
    provider.failGetSwap = new Error('boom');
    await refreshDueSwaps();
    expect(await rowOf(view.id)).toMatchObject({
      checkFailures: 1,
      lastError: 'boom',
      status: 'waiting',
    });
  });

  it('claims each due swap once when instances poll together', async () => {
    for (let index = 0; index < 6; index += 1) {
      const view = (await (await create(validBody)).json()) as SwapView;
      await makeDue(view.id);
    }
    const counts = await Promise.all([refreshDueSwaps(), refreshDueSwaps(), refreshDueSwaps()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(provider.getSwapCalls).toBe(6);
  });

  it('refreshes a stale live swap when it is read', async () => {
    const view = (await (await create(validBody)).json()) as SwapView;
    const providerSwapId = (await rowOf(view.id))!.providerSwapId!;
    provider.statuses.set(providerSwapId, 'exchanging');
    expect(((await (await read(view.id)).json()) as SwapView).status).toBe('waiting'); // fresh
    await makeDue(view.id);
    expect(((await (await read(view.id)).json()) as SwapView).status).toBe('exchanging');
  });

  it('forgets answered Idempotency-Keys after a day and sent emails after a month', async () => {
    await create({ ...validBody, email: 'a@b.co' });
    await db().execute(sql`update outbox set delivered_at = now()`);
    await cleanUpOldRows();
    expect(await db().select().from(idempotencyKeys)).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(1);
    await cleanUpOldRows(Date.now() + 31 * 24 * 60 * 60_000);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it('deletes unanswered claims after a day and failed creations after a month', async () => {
    const created = (await (await create(validBody)).json()) as SwapView;
    provider.createImpl = async () => {
      throw new ProviderError('changenow', 'invalid_address', 'refused');
    };
    expect((await create(validBody)).status).toBe(400);
    // A claim whose owner died before answering; its lock ran out long ago.
    await db().insert(idempotencyKeys).values({
      key: 'orphan',
      requestHash: 'h',
      swapId: 'ORPHAN000000',
      lockedUntil: new Date(),
    });
    const day = 24 * 60 * 60_000;
    await cleanUpOldRows(Date.now() + 2 * day);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(0);
    expect(await db().select().from(swaps)).toHaveLength(2);
    await cleanUpOldRows(Date.now() + 31 * day);
    const left = await db().select().from(swaps);
    expect(left.map((row) => [row.id, row.phase])).toEqual([[created.id, 'created']]);
  });

  it('simulates sandbox swaps only', async () => {
    const simulate = (id: string, action: string) =>
      SIMULATE(jsonPost(`/api/v1/swaps/${id}/simulate`, { action }), {
        params: Promise.resolve({ id }),
      });
    const real = (await (await create(validBody)).json()) as SwapView;
    const refused = await simulate(real.id, 'deposit');
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('simulation_not_allowed');

    const made = (await (
      await create({ ...validBody, provider: 'sandbox-alpha' })
    ).json()) as SwapView;
    expect(made).toMatchObject({ sandbox: true, simulate: ['deposit', 'fail', 'refund'] });
    const sandboxProvider = new FakeProvider('sandbox-alpha', true);
    setProvidersForTests([provider, sandboxProvider]);
    const providerSwapId = (await rowOf(made.id))!.providerSwapId!;
    sandboxProvider.statuses.set(providerSwapId, 'confirming');
    const moved = await simulate(made.id.toLowerCase(), 'deposit');
    expect(moved.status).toBe(200);
    expect(sandbox.simulate).toHaveBeenCalledWith(expect.anything(), providerSwapId, 'deposit');
    expect((await moved.json()) as SwapView).toMatchObject({
      status: 'confirming',
      simulate: ['fail', 'refund'],
    });
    expect((await simulate('K7M2Q9XD3F8H', 'fail')).status).toBe(404);
    expect((await simulate(made.id, 'explode')).status).toBe(400);
  });
});
