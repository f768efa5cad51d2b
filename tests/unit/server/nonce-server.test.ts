import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_CSP, injectNonce, nonceFromCsp } from '@/server/nonce.mjs';

// injectNonce on a real HTTP server, behind compression as in server/index.mjs.
const P = '0123456789012345678901234567890123456789';
const POLICY = `default-src 'self'; script-src 'nonce-${P}' 'strict-dynamic'`;

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serve(handler: (res: ServerResponse) => void): Promise<string> {
  const compress = compression({ threshold: 0 });
  server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      injectNonce(res, P);
      handler(res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = await response.text();
  const nonce = nonceFromCsp(response.headers.get('content-security-policy'));
  return { response, body, nonce, headers: Object.fromEntries(response.headers) };
}

const page = `<p>日本語</p><script nonce="${P}" src="/_next/static/a.js"></script><script nonce="guess">x()</script>`;

describe('injectNonce', () => {
  it('swaps the placeholder for a fresh nonce in the CSP and the streamed, compressed HTML', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('content-length', '999');
      res.setHeader('etag', '"abc"');
      res.setHeader('last-modified', new Date(0).toUTCString());
      const body = Buffer.from(page);
      res.write(body.subarray(0, 5)); // splits the first multi-byte character
      res.write(body.subarray(5, 40)); // and the placeholder
      res.end(body.subarray(40));
    });
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const second = await get(url);
    expect(first.response.headers.get('content-encoding')).toBe('gzip');
    expect(first.nonce).toMatch(/^[0-9]{40}$/);
    expect(second.nonce).not.toBe(first.nonce);
    for (const { body, nonce, headers } of [first, second]) {
      expect(body).toBe(
        `<p>日本語</p><script nonce="${nonce}" src="/_next/static/a.js"></script><script >x()</script>`,
      );
      expect(JSON.stringify(headers) + body).not.toContain(P);
      expect(headers['etag']).toBeUndefined();
      expect(headers['last-modified']).toBeUndefined();
      expect(headers['cache-control']).toBe('private, no-cache');
    }
  });

  it("keeps Next's no-store (dynamic pages) instead of weakening it", async () => {
    const nextValue = 'private, no-cache, no-store, max-age=0, must-revalidate';
    const url = await serve((res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': POLICY,
        'cache-control': nextValue,
      });
      res.end(page);
    });
    expect((await get(url)).headers['cache-control']).toBe(nextValue);
  });

  it('rewrites RSC payloads (text/x-component) and headers given to writeHead as a list', async () => {
    const url = await serve((res) => {
      res.writeHead(200, ['Content-Type', 'text/x-component', 'Content-Security-Policy', POLICY]);
      res.end(`1:HL["/a.css","style",{"nonce":"${P}"}]\n`);
    });
    const { body, nonce } = await get(url);
    expect(body).toBe(`1:HL["/a.css","style",{"nonce":"${nonce}"}]\n`);
  });

  it('takes the placeholder out of the headers of every other answer, leaving the body', async () => {
    const url = await serve((res) => {
      res.writeHead(308, {
        location: '/swap',
        'content-type': 'application/json',
        'content-length': '13',
        'content-security-policy': POLICY,
      });
      res.end('{"a":"<link"}');
    });
    const init = { redirect: 'manual', headers: { 'accept-encoding': 'identity' } } as const;
    const { response, body, nonce } = await fetch(url, init).then(async (r) => ({
      response: r,
      body: await r.text(),
      nonce: nonceFromCsp(r.headers.get('content-security-policy')),
    }));
    expect(nonce).toMatch(/^[0-9]{40}$/);
    expect(body).toBe('{"a":"<link"}');
    expect(response.headers.get('content-length')).toBe('13');
  });

  it('gives HTML without any policy a fallback one, and the placeholder a throwaway nonce', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.end(page);
    });
    const { body, headers } = await get(url);
    expect(headers['content-security-policy']).toBe(FALLBACK_CSP);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(body).not.toContain(P);
    expect(body).not.toContain('guess');
  });

  it('leaves answers without HTML, RSC or placeholder untouched', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '13' });
      res.end('{"a":"<link"}');
    });
    const { body, headers } = await get(url);
    expect(body).toBe('{"a":"<link"}');
    expect(headers['content-length']).toBe('13');
    expect(headers['content-security-policy']).toBeUndefined();
  });
});
