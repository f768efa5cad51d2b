import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_ENV_KEYS } from '@/lib/providers/exchange/registry';
import type { SandboxStore } from '@/lib/providers/exchange/sandbox';
import { importWithEnv } from '../../helpers/env';

const NO_KEYS = {
  ...Object.fromEntries(EXCHANGE_ENV_KEYS.map((key) => [key, ''])),
  SANDBOX: '',
};

// The sandbox's store is never reached by these tests: they only look at which providers run.
const deps = { sandbox: {} as SandboxStore };

async function registry(variables: Record<string, string>) {
  const loaded = await importWithEnv(
    { ...NO_KEYS, ...variables },
    () => import('@/lib/providers/exchange/registry'),
  );
  loaded.setProvidersForTests(null);
  return {
    listProviders: () => loaded.listProviders(deps),
    getProvider: (id: string) => loaded.getProvider(deps, id),
    isSandboxOnly: () => loaded.isSandboxOnly(deps),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('provider registry', () => {
  it('runs the labelled sandbox when no provider key is set', async () => {
    const { listProviders, isSandboxOnly } = await registry({});
    expect(listProviders().map((p) => p.info.id)).toEqual([
      'sandbox-swift',
      'sandbox-harbor',
      'sandbox-meridian',
    ]);
    expect(listProviders().every((p) => p.info.sandbox && p.info.name.startsWith('Sandbox'))).toBe(
      true,
    );
    expect(isSandboxOnly()).toBe(true);
  });

  it('enables each real adapter by its key, without the sandbox', async () => {
    const { listProviders, isSandboxOnly, getProvider } = await registry({
      CHANGENOW_API_KEY: 'k1',
      STEALTHEX_API_KEY: 'k2',
      EXOLIX_API_KEY: 'k3',
      // Changelly without its private key stays off: it could not sign a request.
      CHANGELLY_API_KEY: 'k4',
      // An optional key enables nothing by itself.
      LETSEXCHANGE_AFFILIATE_ID: 'aff',
    });
    expect(listProviders().map((p) => p.info.id)).toEqual(['changenow', 'stealthex', 'exolix']);
    expect(isSandboxOnly()).toBe(false);
    expect(getProvider('changelly')).toBeNull();
    expect(getProvider('letsexchange')).toBeNull();
    expect(getProvider('sandbox-swift')).toBeNull();
  });

  it('adds the sandbox next to real providers with SANDBOX=true', async () => {
    const { listProviders } = await registry({ SIMPLESWAP_API_KEY: 'k', SANDBOX: 'true' });
    expect(listProviders().map((p) => p.info.id)).toEqual([
      'simpleswap',
      'sandbox-swift',
      'sandbox-harbor',
      'sandbox-meridian',
    ]);
  });
});
