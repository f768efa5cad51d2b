import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from '@/lib/security/csp';

const base = {
  nonce: 'abc123',
  dev: false,
  frameAncestors: ["'none'"],
  https: true,
  gtm: false,
  recaptcha: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('buildCsp', () => {
  it('allows scripts only by nonce with strict-dynamic, never unsafe-inline or eval', () => {
    const csp = directives(buildCsp(base));
    expect(csp.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends violation reports to our own endpoint', () => {
    expect(directives(buildCsp(base)).get('report-uri')).toEqual(['/api/csp-report']);
  });

  it('writes the frame-ancestors sources it is given, "*" included', () => {
    expect(directives(buildCsp({ ...base, frameAncestors: ['*'] })).get('frame-ancestors')).toEqual(
      ['*'],
    );
  });

  it('adds tag-manager and bot-check origins only when configured', () => {
    const plain = buildCsp(base);
    expect(plain).not.toContain('google');
    const full = directives(buildCsp({ ...base, gtm: true, recaptcha: true }));
    expect(full.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(full.get('frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('relaxes only what development needs', () => {
    const dev = directives(buildCsp({ ...base, dev: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('createNonce', () => {
  it('makes a fresh base64 value of 144 bits each time', () => {
    const values = new Set(Array.from({ length: 1000 }, createNonce));
    expect(values.size).toBe(1000);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
