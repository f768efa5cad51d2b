import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/v1/dex/tokens/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { dexTokensResponseSchema } from '@/lib/dex/schema';
import { dexSandboxWorld } from '@/lib/dex/world';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import type { DexProvider } from '@/lib/providers/dex/contract';
import { DEX_ENV_KEYS, setDexesForTests } from '@/lib/providers/dex/registry';
import { createSandboxDexes } from '@/lib/providers/dex/sandbox';
import { SITE, uniqueIp } from '../../helpers/requests';

// GET /api/v1/dex/tokens says whether the chain's quotes are simulated from the running registry,
// so the /dex island labels a sandbox before any quote, whatever keys the page was built with.

const sandboxes = () => createSandboxDexes({ ...dexSandboxWorld, router: () => null });

/** A real aggregator as the registry lists it (its quotes are never asked here). */
const real = (chains: number[]): DexProvider => {
  const [inner] = sandboxes();
  return { ...inner!, info: { ...inner!.info, id: 'zerox', name: '0x', sandbox: false, chains } };
};

async function tokens(chainId: number) {
  const response = await GET(
    new Request(`${SITE}/api/v1/dex/tokens?chainId=${chainId}`, {
      headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
    }),
    undefined,
  );
  expect(response.status).toBe(200);
  return dexTokensResponseSchema.parse(await response.json());
}

beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));
afterAll(() => setDexesForTests(null));

describe('GET /api/v1/dex/tokens and the sandbox', () => {
  it('says sandbox when every aggregator that runs is simulated', async () => {
    setDexesForTests(sandboxes());
    const body = await tokens(1);
    expect(body.sandbox).toBe(true);
    expect(body.tokens[0]).toMatchObject({ symbol: 'ETH', native: true });
  });

  it('reads the registry this process runs: no DEX key here, so its sandbox', async () => {
    for (const key of DEX_ENV_KEYS) vi.stubEnv(key, '');
    setDexesForTests(null);
    expect((await tokens(56)).sandbox).toBe(true);
    vi.unstubAllEnvs();
  });

  it('says no sandbox where a real aggregator runs, even beside the simulated ones', async () => {
    setDexesForTests([real([1, 10]), ...sandboxes()]);
    expect((await tokens(1)).sandbox).toBe(false);
    setDexesForTests([real([1, 10])]);
    expect((await tokens(10)).sandbox).toBe(false);
  });

  it('answers per chain: a chain no aggregator serves is no sandbox', async () => {
    setDexesForTests([real([1])]);
    expect((await tokens(137)).sandbox).toBe(false);
    setDexesForTests([...sandboxes(), real([1])]);
    expect((await tokens(137)).sandbox).toBe(true);
    expect((await tokens(1)).sandbox).toBe(false);
  });
});
