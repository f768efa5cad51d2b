import { mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDigitNonce,
  loadNoncePlaceholder,
  PLACEHOLDER_FILE,
} from '@/server/nonce-placeholder.mjs';
import { importWithEnv } from '../../helpers/env';

// How the placeholder travels: made by the build, loaded by the server, named by proxy.ts and
// rendered by our own inline script; and the e2e fixture pages exist only in an e2e build.
const P = '0123456789012345678901234567890123456789';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('next/headers');
});

describe('createDigitNonce', () => {
  it('makes 40 random digits', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createDigitNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9]{40}$/);
  });
});

describe('loadNoncePlaceholder', () => {
  function dist(content: string | null, buildId = 'build-1'): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'nonce-dist-'));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
    if (content !== null) writeFileSync(path.join(dir, PLACEHOLDER_FILE), content);
    return dir;
  }

  it('reads the placeholder of this build', () => {
    expect(loadNoncePlaceholder(dist(JSON.stringify({ placeholder: P, buildId: 'build-1' })))).toBe(
      P,
    );
  });

  it.for([
    ['no placeholder file (a bare `next build`)', null, /npm run build/],
    ['another build', JSON.stringify({ placeholder: P, buildId: 'old' }), /another build/],
    ['a bad placeholder', JSON.stringify({ placeholder: 'abc', buildId: 'build-1' }), /no valid/],
  ] as const)('refuses to start with %s', ([, content, message]) => {
    expect(() => loadNoncePlaceholder(dist(content))).toThrow(message);
  });
});

describe('proxy.ts', () => {
  async function policies(env: Record<string, string>) {
    const { proxy } = await importWithEnv(env, () => import('@/proxy'));
    const response = await proxy(new NextRequest('http://localhost:3000/fr'));
    return {
      response: response.headers.get('content-security-policy') ?? '',
      request: response.headers.get('x-middleware-request-content-security-policy'),
    };
  }

  it('names the placeholder for Next to render, behind the production server', async () => {
    const { response, request } = await policies({ CSP_NONCE_PLACEHOLDER: P });
    expect(response).toContain(`'nonce-${P}'`);
    // Next copies response headers onto the request: both must name the same nonce.
    expect(request).toBe(response);
  });

  it('makes a fresh nonce per request without it (next dev)', async () => {
    const first = await policies({});
    const second = await policies({});
    expect(first.response).not.toContain(P);
    expect(first.response).not.toBe(second.response);
  });
});

describe('the nonce of our own inline scripts', () => {
  async function nonce(env: Record<string, string>, policy = "script-src 'nonce-Dev123=='") {
    vi.doMock('next/headers', () => ({
      headers: async () => new Headers({ 'content-security-policy': policy }),
    }));
    const { inlineScriptNonce } = await importWithEnv(
      env,
      () => import('@/lib/security/script-nonce'),
    );
    return inlineScriptNonce();
  }

  it('is the placeholder whenever the build or server has one', async () => {
    expect(await nonce({ CSP_NONCE_PLACEHOLDER: P, NODE_ENV: 'production' })).toBe(P);
  });

  it("is the request's nonce under next dev, and none in a production build without one", async () => {
    expect(await nonce({ NODE_ENV: 'development' })).toBe('Dev123==');
    expect(await nonce({ NODE_ENV: 'production' })).toBeUndefined();
  });
});

describe('the e2e fixture pages', () => {
  it('are routes only in a build made with SWAPLENS_E2E_FIXTURES=1', async () => {
    const production = await importWithEnv(
      { SWAPLENS_E2E_FIXTURES: '' },
      () => import('@/next.config'),
    );
    expect(production.default.pageExtensions).toEqual(['tsx', 'ts', 'jsx', 'js']);
    const e2e = await importWithEnv({ SWAPLENS_E2E_FIXTURES: '1' }, () => import('@/next.config'));
    expect(e2e.default.pageExtensions).toContain('e2e.tsx');
  });

  it('have no file a production build would take for a route', () => {
    const dir = path.join(process.cwd(), 'app/(e2e)');
    const files = readdirSync(dir, { recursive: true }).map(String);
    expect(files.some((file) => file.endsWith('.e2e.tsx'))).toBe(true);
    const routeFile =
      /(^|\/)(page|layout|route|template|default|loading|error|not-found)\.(tsx|ts|jsx|js)$/;
    expect(files.filter((file) => routeFile.test(file))).toEqual([]);
  });
});
