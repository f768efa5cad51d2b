import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as SIMULATE } from '@/app/api/v1/swaps/[id]/simulate/route';
import { GET } from '@/app/api/v1/swaps/[id]/route';
import { POST } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { clearCatalogueCache } from '@/lib/catalogue';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { swapViewSchema, type SwapView } from '@/lib/swaps/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { get, jsonPost } from '../helpers/requests';
import { validBody } from '../helpers/swaps-fakes';

// The whole path with the sandbox providers the site runs without keys: create, simulate, read.

describe.for(dbTargets())('sandbox swaps end to end on $name', (target) => {
  useTestDatabase(target);
  beforeAll(() => {
    clearCatalogueCache();
    setProvidersForTests(null);
  });
  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));

  it('creates a labelled sandbox swap, plays the deposit and shows the new status', async () => {
    const created = await POST(
      jsonPost(
        '/api/v1/swaps',
        { ...validBody, provider: 'sandbox-swift' },
        { headers: { 'idempotency-key': `sandbox-${target.name}` } },
      ),
      undefined,
    );
    expect(created.status).toBe(201);
    const view = (await created.json()) as SwapView;
    expect(view).toMatchObject({
      sandbox: true,
      status: 'waiting',
      provider: { id: 'sandbox-swift' },
      simulate: ['deposit', 'fail', 'refund'],
    });
    expect(view.depositAddress).not.toBe('');

    const moved = await SIMULATE(
      jsonPost(`/api/v1/swaps/${view.id}/simulate`, { action: 'deposit' }),
      {
        params: Promise.resolve({ id: view.id }),
      },
    );
    expect(moved.status).toBe(200);
    const after = swapViewSchema.parse(await moved.json());
    expect(after.status).toBe('confirming');
    expect(after.history.map((entry) => entry.status)).toEqual(['waiting', 'confirming']);

    const late = await SIMULATE(
      jsonPost(`/api/v1/swaps/${view.id}/simulate`, { action: 'deposit' }),
      {
        params: Promise.resolve({ id: view.id }),
      },
    );
    expect(late.status).toBe(409);

    const read = await GET(get(`/api/v1/swaps/${view.id}`), {
      params: Promise.resolve({ id: view.id }),
    });
    expect(((await read.json()) as SwapView).status).toBe('confirming');
  });
});
