import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import type { JsonAnswer } from '@/lib/api/idempotency';
import { createCheckoutIdempotency } from '@/lib/fiat/checkout-idempotency';

// The fiat checkout's Idempotency-Key store (L8d): one vendor order per key and body, duplicates
// (at the same time or later) get the first answer, a failure worth retrying is not kept, and
// keys last only as long as a vendor's checkout URL.

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, move: (ms: number) => void (at += ms) };
}

function counted(answer: JsonAnswer) {
  let runs = 0;
  const work = async () => {
    runs += 1;
    return answer;
  };
  return { work, runs: () => runs };
}

const OK: JsonAnswer = { status: 200, body: { url: 'https://checkout.banxa.com/?id=1' } };

describe('fiat checkout idempotency', () => {
  it('creates one order per key: a repeated click, even at the same time, gets the first answer', async () => {
    const { runner } = createCheckoutIdempotency();
    const order = counted(OK);
    const [first, second] = await Promise.all([
      runner('k-1', 'h', order.work),
      runner('k-1', 'h', order.work),
    ]);
    const third = await runner('k-1', 'h', order.work);
    expect(order.runs()).toBe(1);
    expect(first).toEqual({ ...OK, replayed: false });
    expect(second).toEqual({ ...OK, replayed: true });
    expect(third).toEqual({ ...OK, replayed: true });
    // Another key is another checkout.
    await runner('k-2', 'h', order.work);
    expect(order.runs()).toBe(2);
  });

  it('refuses another body under a used key', async () => {
    const { runner } = createCheckoutIdempotency();
    await runner('k-1', 'h', counted(OK).work);
    await expect(runner('k-1', 'other', counted(OK).work)).rejects.toMatchObject({
      code: 'idempotency_conflict',
    } satisfies Partial<ApiError>);
  });

  it('keeps a refusal but asks again after an outage or a thrown error', async () => {
    const { runner } = createCheckoutIdempotency();
    const refused = counted({ status: 400, body: { error: { code: 'invalid_address' } } });
    await runner('k-1', 'h', refused.work);
    await runner('k-1', 'h', refused.work);
    expect(refused.runs()).toBe(1);
    const down = counted({ status: 503, body: { error: { code: 'provider_unavailable' } } });
    await runner('k-2', 'h', down.work);
    await runner('k-2', 'h', down.work);
    expect(down.runs()).toBe(2);
    await expect(runner('k-3', 'h', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    await expect(runner('k-3', 'h', counted(OK).work)).resolves.toMatchObject({ replayed: false });
  });

  it('forgets a key after its time, and the oldest keys past its limit', async () => {
    const time = clock();
    const { runner, size } = createCheckoutIdempotency({ ttlMs: 1_000, limit: 2, now: time.now });
    const order = counted(OK);
    await runner('k-1', 'h', order.work);
    time.move(999);
    await runner('k-1', 'h', order.work);
    expect(order.runs()).toBe(1);
    time.move(1);
    await runner('k-1', 'h', order.work);
    expect(order.runs()).toBe(2);
    await runner('k-2', 'h', order.work);
    await runner('k-3', 'h', order.work);
    expect(size()).toBe(2);
    // k-1 was the oldest: asked again.
    await runner('k-1', 'h', order.work);
    expect(order.runs()).toBe(5);
  });
});
