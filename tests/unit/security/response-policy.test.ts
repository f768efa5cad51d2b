import { describe, expect, it } from 'vitest';
import { API_CSP, buildCsp } from '@/lib/security/csp';
import { securityHeaders } from '@/lib/security/headers';
import { partnerOrigins, registerPartnerOrigins } from '@/lib/security/partner-origins';
import {
  API_POLICY,
  cspFeatureSwitches,
  frameAncestorSources,
  isFramingOrigin,
  resolveFrameAncestors,
  SHELL_POLICY,
  xFrameOptions,
  type ResolvedFrameAncestors,
} from '@/lib/security/response-policy';

const frameAncestorsOf = (frameAncestors: ResolvedFrameAncestors) =>
  /frame-ancestors ([^;]+)/.exec(
    buildCsp({
      nonce: 'n',
      dev: false,
      https: true,
      gtm: false,
      recaptcha: false,
      frameAncestors: frameAncestorSources(frameAncestors),
    }),
  )?.[1];

describe('a response policy as headers', () => {
  it("frames nowhere for 'none': frame-ancestors 'none' and X-Frame-Options DENY", () => {
    expect(frameAncestorsOf('none')).toBe("'none'");
    expect(xFrameOptions('none')).toBe('DENY');
  });

  it("frames only on the site itself for 'self': SAMEORIGIN", () => {
    expect(frameAncestorsOf('self')).toBe("'self'");
    expect(xFrameOptions('self')).toBe('SAMEORIGIN');
  });

  it('names a list of origins in frame-ancestors and leaves X-Frame-Options out', () => {
    const list = ['https://partner.example', 'https://shop.example:8443'] as const;
    expect(frameAncestorsOf(list)).toBe('https://partner.example https://shop.example:8443');
    expect(xFrameOptions(list)).toBeNull();
  });

  it('treats an empty list as no one', () => {
    expect(frameAncestorsOf([])).toBe("'none'");
    expect(xFrameOptions([])).toBe('DENY');
  });

  it("keeps today's headers for the shell and the API", () => {
    expect(SHELL_POLICY.frameAncestors).toBe('none');
    // server/*.mjs write the opener policy from securityHeaders: it is the shell's.
    const coop = securityHeaders.find(({ key }) => key === 'Cross-Origin-Opener-Policy');
    expect(coop?.value).toBe(SHELL_POLICY.coop);
    expect(API_POLICY.coop).toBe('same-origin');
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });
});

describe("the partner's origins", () => {
  const search = new URLSearchParams('partner=p1');

  it('resolve to no one until the partner lookup is registered', async () => {
    expect(await partnerOrigins({ unprefixedPath: '/widget', search })).toBeNull();
    const resolved = await resolveFrameAncestors('partnerOrigins', () =>
      partnerOrigins({ unprefixedPath: '/widget', search }),
    );
    expect(resolved).toBe('none');
    expect(xFrameOptions(resolved)).toBe('DENY');
  });

  it('resolve to the origins the lookup answers, dropping any that is no origin', async () => {
    const resolved = await resolveFrameAncestors('partnerOrigins', async () => [
      'https://partner.example',
      "https://evil.example; script-src 'unsafe-inline'",
      'https://*.example',
      'http://plain.example',
      'https://partner.example/path',
      '*',
    ]);
    expect(resolved).toEqual(['https://partner.example']);
  });

  it('is not asked for a policy that does not name it', async () => {
    let asked = false;
    const lookup = async () => {
      asked = true;
      return ['https://partner.example'];
    };
    expect(await resolveFrameAncestors('self', lookup)).toBe('self');
    expect(asked).toBe(false);
  });

  it('resolve partnerOriginsOrAny to anyone without a partner, else to its origins', async () => {
    const none = await resolveFrameAncestors('partnerOriginsOrAny', async () => null);
    expect(none).toBe('any');
    expect(frameAncestorSources(none)).toEqual(['*']);
    expect(xFrameOptions(none)).toBeNull();
    const listed = await resolveFrameAncestors('partnerOriginsOrAny', async () => [
      'https://partner.example',
      'https://bad.example; frame-ancestors *',
    ]);
    expect(listed).toEqual(['https://partner.example']);
    // An active partner that lists no origin (or none that is one) is framed by no one.
    expect(await resolveFrameAncestors('partnerOriginsOrAny', async () => [])).toBe('none');
    expect(await resolveFrameAncestors('partnerOriginsOrAny', async () => ['*'])).toBe('none');
    // The strict kind never opens to anyone.
    expect(await resolveFrameAncestors('partnerOrigins', async () => null)).toBe('none');
  });

  it('asks the registered lookup, and answers no partner when it fails', async () => {
    registerPartnerOrigins(async ({ search: query }) =>
      query.get('ref') === 'p1' ? ['https://p1.example'] : null,
    );
    try {
      const ask = (ref: string) =>
        partnerOrigins({ unprefixedPath: '/v2/widget', search: new URLSearchParams({ ref }) });
      expect(await ask('p1')).toEqual(['https://p1.example']);
      expect(await ask('p2')).toBeNull();
      registerPartnerOrigins(async () => {
        throw new Error('database down');
      });
      expect(await ask('p1')).toBeNull();
    } finally {
      registerPartnerOrigins(async () => null);
    }
  });

  it('accepts only serialised https origins, and http://localhost', () => {
    expect(isFramingOrigin('https://a.example')).toBe(true);
    expect(isFramingOrigin('https://a.example:444')).toBe(true);
    expect(isFramingOrigin('http://localhost:3000')).toBe(true);
    expect(isFramingOrigin('http://localhost')).toBe(true);
    for (const bad of [
      'https://A.example',
      'https://a.example/',
      'https://u@a.example',
      '',
      'http://a.example',
      'http://localhost.evil.example',
      'http://localhost:3000/x',
    ]) {
      expect(isFramingOrigin(bad), bad).toBe(false);
    }
  });
});

describe('CSP features', () => {
  const all = { gtm: true, recaptcha: true, wallet: true };

  it('are on only when the policy names them and the deployment configures them', () => {
    expect(cspFeatureSwitches(['gtm'], all)).toEqual({
      gtm: true,
      recaptcha: false,
      wallet: false,
    });
    expect(cspFeatureSwitches(['gtm', 'recaptcha'], { ...all, gtm: false })).toEqual({
      gtm: false,
      recaptcha: true,
      wallet: false,
    });
  });

  it('add their origins to the CSP', () => {
    const csp = buildCsp({
      nonce: 'n',
      dev: false,
      https: true,
      frameAncestors: ["'none'"],
      ...cspFeatureSwitches(['recaptcha'], all),
    });
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).not.toContain('googletagmanager');
  });

  it('give the wallet feature the RPC origins only, and WalletConnect only with it', () => {
    const base = { nonce: 'n', dev: false, https: true, gtm: false, recaptcha: false };
    const plain = buildCsp({ ...base, frameAncestors: ["'none'"] });
    const wallet = buildCsp({ ...base, frameAncestors: ["'none'"], wallet: true });
    expect(wallet).not.toBe(plain);
    expect(wallet).not.toContain('walletconnect');
    // WalletConnect's origins need the wallet feature: a page without it never gets them.
    expect(buildCsp({ ...base, frameAncestors: ["'none'"], walletConnect: true })).toBe(plain);
  });
});
