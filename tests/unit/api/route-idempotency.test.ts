import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { hashRequest, type IdempotentRunner, type JsonAnswer } from '@/lib/api/idempotency';
import { route } from '@/lib/api/route';
import { errorOf, jsonPost } from '../../helpers/requests';

// An idempotent route: the kit reads the key, hashes the parsed body and runs the handler through
// the resource's store; a refusal is stored like a success.

/** A store in memory: the first answer per key is kept and replayed. */
function memoryStore() {
  const answers = new Map<string, { hash: string; answer: JsonAnswer }>();
  const calls: Array<{ key: string; hash: string }> = [];
  const run: IdempotentRunner = async (key, hash, work) => {
    calls.push({ key, hash });
    const kept = answers.get(key);
    if (kept) return { ...kept.answer, replayed: true };
    const answer = await work(`reserved-${key}`);
    answers.set(key, { hash, answer });
    return { ...answer, replayed: false };
  };
  return { run, calls, answers };
}

const body = z.object({ amount: z.string().trim() });

function idempotentRoute(handler: (input: { idempotencyId: string }) => Promise<JsonAnswer>) {
  const store = memoryStore();
  const POST = route(
    {
      method: 'POST',
      auth: 'public',
      rateLimit: 'none',
      origin: 'same-site',
      body,
      maxBytes: 256,
      idempotent: store.run,
    },
    handler,
  );
  return { POST, store };
}

const send = (
  handler: ReturnType<typeof idempotentRoute>['POST'],
  key: string | null,
  json: unknown,
) => handler(jsonPost('/kit', json, { headers: key ? { 'idempotency-key': key } : {} }), null);

describe('route: idempotent', () => {
  it('runs the handler with the id the store reserved and replays its answer', async () => {
    let runs = 0;
    const { POST, store } = idempotentRoute(async ({ idempotencyId }) => {
      runs += 1;
      return { status: 201, body: { id: idempotencyId } };
    });
    const first = await send(POST, 'k-1', { amount: ' 1 ' });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await first.json()).toEqual({ id: 'reserved-k-1' });

    const again = await send(POST, 'k-1', { amount: '1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ id: 'reserved-k-1' });
    expect(runs).toBe(1);
    // The hash is of the parsed body, so the same request laid out differently is the same.
    expect(store.calls.map((call) => call.hash)).toEqual([
      hashRequest({ amount: '1' }),
      hashRequest({ amount: '1' }),
    ]);
  });

  it('stores a refusal as the answer, with the status the error table gives its code', async () => {
    const { POST, store } = idempotentRoute(async () => {
      throw new ApiError('amount_too_low', {
        fields: { amount: 'amount_too_low' },
        details: { min: '0.5' },
      });
    });
    const response = await send(POST, 'k-2', { amount: '0.1' });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error).toMatchObject({
      code: 'amount_too_low',
      fields: { amount: 'amount_too_low', min: '0.5' },
    });
    expect(store.answers.get('k-2')?.answer).toEqual({ status: 422, body: { error } });
  });

  it('tells when to retry a refusal that waiting helps, first and on replays', async () => {
    const { POST } = idempotentRoute(async () => {
      throw new ApiError('provider_unavailable', { retryAfter: 30 });
    });
    const first = await send(POST, 'k-3', { amount: '1' });
    expect(first.status).toBe(503);
    // The first answer carries its own value and language; a replay only knows the code.
    expect(first.headers.get('retry-after')).toBe('30');
    expect(first.headers.get('content-language')).toBe('en');
    const replay = await send(POST, 'k-3', { amount: '1' });
    expect(replay.status).toBe(503);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('retry-after')).toBe('1');
  });

  it('sends no Retry-After with a refusal that no wait changes', async () => {
    const { POST } = idempotentRoute(async () => {
      throw new ApiError('quote_expired');
    });
    for (const response of [
      await send(POST, 'k-4', { amount: '1' }),
      await send(POST, 'k-4', { amount: '1' }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.headers.get('retry-after')).toBeNull();
    }
  });

  it('answers 400 idempotency_key_required without a valid key, before reading the body', async () => {
    const { POST, store } = idempotentRoute(async () => ({ status: 201, body: {} }));
    for (const key of [null, 'has space', 'x'.repeat(101)]) {
      const response = await send(POST, key, 'not json');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('idempotency_key_required');
    }
    expect(store.calls).toEqual([]);
  });
});

describe("route: idempotencyKey 'optional'", () => {
  const optionalRoute = () => {
    const store = memoryStore();
    let runs = 0;
    const POST = route(
      {
        method: 'POST',
        auth: 'public',
        rateLimit: 'none',
        origin: 'same-site',
        body,
        maxBytes: 256,
        idempotent: store.run,
        idempotencyKey: 'optional',
      },
      async () => {
        runs += 1;
        return { status: 200, body: { run: runs } };
      },
    );
    return { POST, store, runs: () => runs };
  };

  it('answers each request without a key anew, outside the store', async () => {
    const { POST, store, runs } = optionalRoute();
    const first = await send(POST, null, { amount: '1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ run: 1 });
    expect(await (await send(POST, null, { amount: '1' })).json()).toEqual({ run: 2 });
    expect(runs()).toBe(2);
    expect(store.calls).toHaveLength(0);
  });

  it('is idempotent with a key, and refuses a malformed one', async () => {
    const { POST, runs } = optionalRoute();
    await send(POST, 'k-1', { amount: '1' });
    const again = await send(POST, 'k-1', { amount: '1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(runs()).toBe(1);
    const bad = await send(POST, 'not a key!', { amount: '1' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('idempotency_key_required');
  });
});
