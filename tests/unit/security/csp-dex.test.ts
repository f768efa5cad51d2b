import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEX_CHAINS } from '@/lib/dex/chains';
import { pagePolicies, responsePolicyOf } from '@/lib/pages/response-policies';
import { buildCsp } from '@/lib/security/csp';

// The CSP of /dex (docs/dex.md "Wallets"): the chains' public RPC endpoints for the wallet's
// fallback reads, WalletConnect's relay and Verify frame only when a project id is configured,
// data: images for the wallets' icons; and no other page's CSP gains any of it.

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

async function cspOf(path: string, env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { policyHeaders } = await import('@/lib/security/policy-headers');
  const { csp } = await policyHeaders(responsePolicyOf(path), 'abc', {
    unprefixedPath: path,
    search: new URLSearchParams(),
  });
  return directives(csp);
}

afterEach(() => vi.unstubAllEnvs());

const PROJECT_ID = '0123456789abcdef0123456789abcdef';
const rpcOrigins = DEX_CHAINS.map((chain) => new URL(chain.publicRpc).origin);

describe('the /dex CSP', () => {
  it("lets the browser read every DEX chain's public RPC endpoint, and no other origin", async () => {
    const csp = await cspOf('/dex', {
      GTM_ID: '',
      RECAPTCHA_SITE_KEY: '',
      WALLETCONNECT_PROJECT_ID: '',
    });
    expect(csp.get('connect-src')).toEqual(["'self'", ...rpcOrigins]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
  });

  it('shows wallet icons, which wallets announce as data: URIs', async () => {
    expect((await cspOf('/dex')).get('img-src')).toContain('data:');
  });

  it("adds WalletConnect's relay (WebSocket) and Verify frame only when a project id is set", async () => {
    const without = await cspOf('/dex', { WALLETCONNECT_PROJECT_ID: '' });
    expect(without.get('connect-src')?.join(' ')).not.toContain('walletconnect');
    const withId = await cspOf('/dex', { WALLETCONNECT_PROJECT_ID: PROJECT_ID });
    expect(withId.get('connect-src')).toEqual(
      expect.arrayContaining([
        'wss://relay.walletconnect.org',
        'wss://relay.walletconnect.com',
        'https://rpc.walletconnect.org',
        ...rpcOrigins,
      ]),
    );
    expect(withId.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://verify.walletconnect.org',
        'https://verify.walletconnect.com',
      ]),
    );
  });

  it('keeps the shell policy otherwise: framed by no one, the tag manager and bot check as configured', async () => {
    const csp = await cspOf('/dex', { GTM_ID: 'GTM-TEST123', RECAPTCHA_SITE_KEY: 'site-key' });
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(csp.get('script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
  });
});

describe('every other page', () => {
  it('names no wallet feature, so its CSP is what it was', () => {
    const walletPages = Object.entries(pagePolicies)
      .filter(([, policy]) => policy.features.includes('wallet'))
      .map(([pattern]) => pattern);
    expect(walletPages).toEqual(['/dex']);
  });

  it('gets none of the wallet origins, even with WalletConnect configured', async () => {
    for (const path of ['/', '/swap', '/faq', '/coin/btc', '/dex-something']) {
      const connect = (await cspOf(path, { WALLETCONNECT_PROJECT_ID: PROJECT_ID })).get(
        'connect-src',
      );
      expect(connect?.join(' '), path).not.toMatch(/publicnode|walletconnect/);
    }
  });

  it('matches the CSP built without the wallet at all', async () => {
    const csp = await cspOf('/swap', {
      GTM_ID: '',
      RECAPTCHA_SITE_KEY: '',
      WALLETCONNECT_PROJECT_ID: PROJECT_ID,
    });
    const plain = directives(
      buildCsp({
        nonce: 'abc',
        dev: false,
        frameAncestors: ["'none'"],
        https: false,
        gtm: false,
        recaptcha: false,
      }),
    );
    expect(csp).toEqual(plain);
  });
});
