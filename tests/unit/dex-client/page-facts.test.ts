import { afterEach, describe, expect, it, vi } from 'vitest';

// What /dex renders from the server: the sandbox label when no aggregator is configured, the
// aggregators quoting on each network otherwise, and WalletConnect's id when set.

async function facts(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { dexPageFacts } = await import('@/lib/dex/page');
  return dexPageFacts();
}

const NO_KEYS = {
  ZEROX_API_KEY: '',
  ONEINCH_API_KEY: '',
  VELORA_PARTNER: '',
  OPENOCEAN_API_KEY: '',
  KYBERSWAP_CLIENT_ID: '',
  WALLETCONNECT_PROJECT_ID: '',
};

afterEach(() => vi.unstubAllEnvs());

describe('the /dex page facts', () => {
  it('are the sandbox without any aggregator key, on all five networks', async () => {
    const page = await facts(NO_KEYS);
    expect(page.sandbox).toBe(true);
    expect(page.walletConnectProjectId).toBeNull();
    expect(page.networks.map((network) => [network.slug, network.nativeSymbol])).toEqual([
      ['ethereum', 'ETH'],
      ['bsc', 'BNB'],
      ['polygon', 'POL'],
      ['arbitrum', 'ETH'],
      ['optimism', 'ETH'],
    ]);
    for (const network of page.networks) expect(network.aggregators).toEqual([]);
  });

  it('name the configured aggregators on each network they quote on, and no sandbox label', async () => {
    const page = await facts({ ...NO_KEYS, ZEROX_API_KEY: 'key', VELORA_PARTNER: 'swaplens' });
    expect(page.sandbox).toBe(false);
    for (const network of page.networks) expect(network.aggregators).toEqual(['0x', 'Velora']);
  });

  it('pass the WalletConnect project id on when set', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect((await facts({ ...NO_KEYS, WALLETCONNECT_PROJECT_ID: id })).walletConnectProjectId).toBe(
      id,
    );
  });
});
