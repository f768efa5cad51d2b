import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idleWriteTimeout,
  isForeignActionPost,
  refuseBeforeNext,
  refusedMethod,
  setSecurityHeaders,
} from '@/server/request-policy.mjs';
import { securityHeaders } from '@/lib/security/headers';

// Security review 2026-12 L2/L3/L8a and M5's slow reader: what server/index.mjs answers before
// Next, with the same order of calls as there.
const SITE = 'https://swap.example';
let server: Server;
let port: number;
let handled = 0;
const big = Buffer.alloc(1024 * 1024, 'x');
/** Resolved when the large answer's connection closes, with whether the answer was complete. */
let bigClosed: Promise<boolean> = new Promise(() => undefined);

beforeAll(async () => {
  server = createServer((req, res) => {
    setSecurityHeaders(res);
    idleWriteTimeout(res, req.url === '/big' ? 200 : 60_000);
    if (refuseBeforeNext(req, res, SITE)) return;
    handled += 1;
    if (req.url === '/big') {
      // A large body written as fast as the socket takes it, as Next writes a sitemap part.
      res.setHeader('Content-Type', 'application/xml');
      bigClosed = new Promise((resolve) => res.on('close', () => resolve(res.writableFinished)));
      const write = () => {
        while (!res.destroyed && res.write(big));
      };
      res.on('drain', write);
      write();
      return;
    }
    // What Next does for `//` in a path, before proxy.ts.
    res.statusCode = 308;
    res.setHeader('Location', '/swap/');
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

function expectSecurityHeaders(headers: Headers) {
  for (const { key, value } of securityHeaders) expect(headers.get(key)).toBe(value);
}

describe('methods', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'TRACE', 'CONNECT'])(
    '%s on a page is not allowed',
    (method) => {
      expect(refusedMethod(method, '/fr/swap?x=1')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    },
  );

  it.each(['GET', 'HEAD', 'POST', 'OPTIONS'])('%s on a page goes to Next', (method) => {
    expect(refusedMethod(method, '/fr/swap')).toBeNull();
  });

  it('lets an API route decide on PUT, PATCH and DELETE, never on TRACE', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(refusedMethod(method, '/api/v1/swaps/X')).toBeNull();
      expect(refusedMethod(method, '/apiglobal/contact/message')).toBeNull();
    }
    expect(refusedMethod('TRACE', '/api/v1/swaps')).toContain('DELETE');
    // A page whose name starts like the API's is a page.
    expect(refusedMethod('PUT', '/apis')).not.toBeNull();
  });

  it.each(['PUT', 'DELETE', 'PROPFIND', 'TRACE'])(
    '%s /swap answers 405 with Allow and every security header, unseen by Next',
    async (method) => {
      const before = handled;
      const response = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.write(`${method} /swap HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      expect(response).toMatch(/^HTTP\/1\.1 405 /);
      expect(response).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
      for (const { key, value } of securityHeaders) expect(response).toContain(`${key}: ${value}`);
      expect(response).toContain("Content-Security-Policy: default-src 'none'");
      expect(response).toContain('X-Frame-Options: DENY');
      expect(handled).toBe(before);
    },
  );
});

describe('OPTIONS', () => {
  it('on a page is 204 with Allow and the security headers, no CORS, unseen by Next', async () => {
    const before = handled;
    const response = await fetch(url('/fr/swap'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expectSecurityHeaders(response.headers);
    expect(await response.text()).toBe('');
    expect(handled).toBe(before);
  });

  it('on an API path is left to the route (its CORS answer)', async () => {
    const before = handled;
    await fetch(url('/api/v1/currencies'), { method: 'OPTIONS', redirect: 'manual' });
    expect(handled).toBe(before + 1);
  });
});

describe('security headers on answers Next writes before proxy.ts', () => {
  it('are on the `//` redirect', async () => {
    const response = await fetch(url('/swap//'), { redirect: 'manual' });
    expect(response.status).toBe(308);
    expectSecurityHeaders(response.headers);
  });
});

describe('server actions from another origin', () => {
  const post = (headers: Record<string, string | undefined>, path = '/fr/custom') =>
    ({ method: 'POST', url: path, headers: { host: 'localhost:3000', ...headers } }) as never;

  it.each([
    { origin: 'https://evil.example', 'next-action': 'abc' },
    { origin: 'null', 'content-type': 'multipart/form-data; boundary=x' },
    { origin: 'not a url', 'next-action': 'abc' },
    { origin: 'http://localhost:3001', 'content-type': 'application/x-www-form-urlencoded' },
  ])('refuses %j', (headers) => {
    expect(isForeignActionPost(post(headers), SITE)).toBe(true);
  });

  it.each([
    // The request's own host, SITE_URL's (behind a proxy that rewrites Host), or no Origin.
    { origin: 'http://localhost:3000', 'next-action': 'abc' },
    { origin: 'https://swap.example', 'next-action': 'abc' },
    { 'next-action': 'abc' },
    // Not an action: Next answers a JSON POST to a page itself.
    { origin: 'https://evil.example', 'content-type': 'application/json' },
  ])('lets %j through', (headers) => {
    expect(isForeignActionPost(post(headers), SITE)).toBe(false);
  });

  it('leaves API routes to their own Origin check', () => {
    expect(
      isForeignActionPost(
        post({ origin: 'https://evil.example', 'next-action': 'a' }, '/api/x'),
        SITE,
      ),
    ).toBe(false);
  });

  it('answers 403 with the security headers', async () => {
    const response = await fetch(url('/fr/custom'), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'next-action': 'abc' },
      body: '[]',
    });
    expect(response.status).toBe(403);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('idle write timeout', () => {
  it('closes the connection of a client that stops reading a large answer', async () => {
    const before = handled;
    const socket = connect(port, '127.0.0.1');
    // Read the head, then stop reading: the socket buffers fill and no byte moves on.
    socket.once('data', () => socket.pause());
    socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => {
      const wait = () => (handled > before ? resolve() : setImmediate(wait));
      wait();
    });
    // The server gave up on the endless answer: its connection closed, the answer unfinished.
    expect(await bigClosed).toBe(false);
    socket.destroy();
  });
});
