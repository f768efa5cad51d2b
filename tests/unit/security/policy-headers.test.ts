import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponsePolicy } from '@/lib/security/response-policy';

// The headers proxy.ts writes for a policy, with a deployment's configuration.

async function headersOf(policy: ResponsePolicy, env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { policyHeaders } = await import('@/lib/security/policy-headers');
  return policyHeaders(policy, 'abc', { unprefixedPath: '/', search: new URLSearchParams() });
}

afterEach(() => vi.unstubAllEnvs());

const configured = { GTM_ID: 'GTM-TEST123', RECAPTCHA_SITE_KEY: 'site-key' };

describe('policyHeaders', () => {
  it("writes the shell's policy as the CSP every page had, with both features configured", async () => {
    const { SHELL_POLICY } = await import('@/lib/security/response-policy');
    const { buildCsp } = await import('@/lib/security/csp');
    const shell = await headersOf(SHELL_POLICY, configured);
    expect(shell.csp).toBe(
      buildCsp({
        nonce: 'abc',
        dev: false,
        frameAncestors: ["'none'"],
        https: false,
        gtm: true,
        recaptcha: true,
      }),
    );
    expect(shell).toMatchObject({ xFrameOptions: 'DENY', coop: 'same-origin' });
  });

  it('adds only the features the policy names, and only when configured', async () => {
    const gtmOnly: ResponsePolicy = {
      frameAncestors: 'self',
      coop: 'same-origin',
      features: ['gtm'],
    };
    const page = await headersOf(gtmOnly, configured);
    expect(page.csp).toContain('googletagmanager');
    expect(page.csp).not.toContain('recaptcha');
    expect(page.csp).toContain("frame-ancestors 'self';");
    expect(page.xFrameOptions).toBe('SAMEORIGIN');
    const unconfigured = await headersOf(gtmOnly, { GTM_ID: '', RECAPTCHA_SITE_KEY: '' });
    expect(unconfigured.csp).not.toContain('google');
  });

  it('frames a list of origins by frame-ancestors alone, and opens popups for wallets', async () => {
    const wallet: ResponsePolicy = {
      frameAncestors: ['https://partner.example'],
      coop: 'same-origin-allow-popups',
      features: ['wallet'],
    };
    const page = await headersOf(wallet);
    expect(page.csp).toContain('frame-ancestors https://partner.example;');
    expect(page.xFrameOptions).toBeNull();
    expect(page.coop).toBe('same-origin-allow-popups');
  });

  it("frames a partner's page nowhere until the partner lookup exists", async () => {
    const widget: ResponsePolicy = {
      frameAncestors: 'partnerOrigins',
      coop: 'same-origin',
      features: [],
    };
    const page = await headersOf(widget);
    expect(page.csp).toContain("frame-ancestors 'none';");
    expect(page.xFrameOptions).toBe('DENY');
  });

  it("admits a widget partner's logo origin in img-src, only on a partner's page", async () => {
    const { registerPartnerImageOrigin } = await import('@/lib/security/partner-origins');
    const img = (csp: string) => csp.split('; ').find((part) => part.startsWith('img-src'));
    const widget: ResponsePolicy = {
      frameAncestors: 'partnerOriginsOrAny',
      coop: 'same-origin-allow-popups',
      features: [],
    };
    const { SHELL_POLICY } = await import('@/lib/security/response-policy');
    const { policyHeaders } = await import('@/lib/security/policy-headers');
    const ask = (policy: ResponsePolicy) =>
      policyHeaders(policy, 'abc', { unprefixedPath: '/widget', search: new URLSearchParams() });
    try {
      registerPartnerImageOrigin(async () => 'https://cdn.partner.example');
      expect(img((await ask(widget)).csp)).toBe(
        "img-src 'self' data: blob: https://cdn.partner.example",
      );
      expect(img((await ask(SHELL_POLICY)).csp)).toBe("img-src 'self' data: blob:");
      // A stored value that is no https origin adds nothing, whatever it holds.
      registerPartnerImageOrigin(async () => 'https://x.example; script-src *');
      expect(img((await ask(widget)).csp)).toBe("img-src 'self' data: blob:");
      registerPartnerImageOrigin(async () => {
        throw new Error('database down');
      });
      expect(img((await ask(widget)).csp)).toBe("img-src 'self' data: blob:");
    } finally {
      registerPartnerImageOrigin(async () => null);
    }
  });
});
