import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEX_CHAIN_IDS } from '@/lib/dex/chains';
import { importWithEnv } from '../../helpers/env';

// Which contract a recorded swap must have been sent to for it to count for its aggregator: the
// documented router of that aggregator on that chain, in any letter case; the sandbox's router
// is the configured SandboxRouter. The check keeps what it knew while the node shows nothing,
// and a swap counts from the first reading that shows it confirmed there.

const ROUTER = '0x5a9d000000000000000000000000000000005a9d';
const load = (router?: string) =>
  importWithEnv({ DEX_SANDBOX_ROUTER: router }, () => import('@/lib/dex/routers'));

afterEach(() => vi.unstubAllEnvs());

describe('routersOf', () => {
  it.for([
    ['zerox', '0x0000000000001fF3684f28c67538d4D072C22734'],
    ['oneinch', '0x111111125421cA6dc452d289314280a0f8842A65'],
    ['velora', '0x6A000F20005980200259B80c5102003040001068'],
    ['openocean', '0x6352a56caadC4F1E25CD6c75970Fa768A3304e64'],
    ['kyberswap', '0x6131B5fae19EA4f9D964eAc0408E4408b66337b5'],
  ] as const)('names %s’s documented router on every DEX chain', async ([id, router]) => {
    const { routersOf, sentToRouter } = await load();
    for (const chainId of DEX_CHAIN_IDS) {
      expect(routersOf(id, chainId)).toEqual([router.toLowerCase()]);
      expect(sentToRouter(id, chainId, router.toUpperCase().replace('0X', '0x'))).toBe(true);
    }
    expect(sentToRouter(id, 1, ROUTER)).toBe(false);
    expect(sentToRouter(id, 1, null)).toBe(false);
    expect(routersOf(id, 8453)).toEqual([]);
  });

  it('names the configured SandboxRouter for every sandbox aggregator, and none without it', async () => {
    const configured = await load(ROUTER);
    expect(configured.routersOf('sandbox-delta', 1)).toEqual([ROUTER]);
    expect(configured.sentToRouter('sandbox-lagoon', 10, ROUTER)).toBe(true);
    const unconfigured = await load();
    expect(unconfigured.routersOf('sandbox-delta', 1)).toEqual([]);
    expect(unconfigured.routersOf('acme', 1)).toEqual([]);
  });
});

describe('checkRouter', () => {
  const swap = { aggregator: 'oneinch', chainId: 1 };
  const router = '0x111111125421ca6dc452d289314280a0f8842a65';
  const unchecked = { txTo: null, routerVerified: null, verifiedAt: null };
  const at = new Date('2026-12-08T01:00:00Z');

  it('keeps what it knew while the node shows nothing', async () => {
    const { checkRouter } = await load();
    expect(checkRouter(swap, { state: 'pending', to: undefined }, unchecked, at)).toBe(unchecked);
  });

  it('verifies the router while pending and counts from the first confirmed reading', async () => {
    const { checkRouter } = await load();
    const pending = checkRouter(swap, { state: 'pending', to: router }, unchecked, at);
    expect(pending).toEqual({ txTo: router, routerVerified: true, verifiedAt: null });
    const confirmed = checkRouter(swap, { state: 'confirmed', to: router }, pending, at);
    expect(confirmed).toEqual({ txTo: router, routerVerified: true, verifiedAt: at });
    const later = new Date(at.getTime() + 60_000);
    expect(checkRouter(swap, { state: 'confirmed', to: router }, confirmed, later).verifiedAt).toBe(
      at,
    );
  });

  it('never counts a swap sent elsewhere, nor a reverted one at the router', async () => {
    const { checkRouter } = await load();
    expect(checkRouter(swap, { state: 'confirmed', to: ROUTER }, unchecked, at)).toEqual({
      txTo: ROUTER,
      routerVerified: false,
      verifiedAt: null,
    });
    expect(checkRouter(swap, { state: 'confirmed', to: null }, unchecked, at).verifiedAt).toBe(
      null,
    );
    expect(checkRouter(swap, { state: 'reverted', to: router }, unchecked, at).verifiedAt).toBe(
      null,
    );
  });
});
