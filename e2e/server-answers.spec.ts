import { rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { PORTS } from './support/ports';
import { ServerProcess } from './support/server-process';

// Security review 2026-12 (M1, M2, M5, L2, L3, L8a) against the production build: what
// server/index.mjs answers itself, compression of Route Handler answers, social image 404s and
// the blog search's refusal. Raw node:http, so no client decodes or adds anything.

const OWN_PORT = PORTS.main + 50;
const SECURITY = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port ?? PORTS.main,
        path,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${options.port ?? PORTS.main}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const name of SECURITY) expect(answer.headers[name], `${name} on ${what}`).toBeTruthy();
}

test.describe('compression of Route Handler answers', () => {
  for (const path of [
    '/sitemaps/pages-1.xml',
    '/sitemap.xml',
    '/api/v1/currencies',
    '/apiglobal/locale/fr',
    '/feeds/blog-en.xml',
  ]) {
    test(`${path} is compressed for a client that accepts it`, async () => {
      const answer = await send(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const plain = await send(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });
  }
});

test.describe('answers the server writes itself', () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
    test(`${method} on a page is 405 with Allow and the security headers`, async () => {
      const answer = await send('/swap', { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expectSecurityHeaders(answer, `${method} /swap`);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    });
  }

  test('OPTIONS on a page is 204 with Allow and the security headers, no CORS', async () => {
    const answer = await send('/swap', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expectSecurityHeaders(answer, 'OPTIONS /swap');
  });

  test('TRACE on the API is 405, not 500', async () => {
    const answer = await send('/api/v1/currencies', { method: 'TRACE' });
    expect(answer.status).toBe(405);
    expectSecurityHeaders(answer, 'TRACE /api');
  });

  test('Next’s redirect for `//` carries the security headers', async () => {
    const answer = await send('/swap//');
    expect(answer.status).toBe(308);
    expectSecurityHeaders(answer, '/swap//');
  });

  test('the body guard’s 413 carries the security headers', async () => {
    const socket = connect(PORTS.main, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /apiglobal/contact/message HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{',
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    for (const name of SECURITY) expect(received.toLowerCase()).toContain(`\r\n${name}: `);
  });

  test('a server action from another origin is 403, not 500', async () => {
    const answer = await send('/custom', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'next-action': '0'.repeat(42),
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[]',
    });
    expect(answer.status).toBe(403);
    expectSecurityHeaders(answer, 'foreign action');
  });
});

test.describe('social images', () => {
  for (const path of [
    '/social/coin/zzqq1.png',
    '/social/pair/qq7-to-zz7.png',
    `/social/pair/${'j'.repeat(3000)}.txt`,
  ]) {
    test(`${path.slice(0, 40)} is a 404 no cache keeps`, async () => {
      for (let i = 0; i < 2; i += 1) {
        const answer = await send(path);
        expect(answer.status).toBe(404);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['x-nextjs-cache']).toBeUndefined();
      }
    });
  }

  test('a known coin’s image is a PNG', async () => {
    const answer = await send('/social/coin/btc.png');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-nextjs-cache']).toBeUndefined();
  });
});

test.describe('blog search past its limit, on a server of our own', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ServerProcess;

  test.beforeAll(async () => {
    const dataDir = '.data/e2e-server-answers';
    rmSync(dataDir, { recursive: true, force: true });
    server = ServerProcess.start(OWN_PORT, dataDir, { TRUSTED_PROXIES: '' });
    await server.ready();
  });
  test.afterAll(async () => server?.stop());

  test('a reader past the limit gets 429, Retry-After and the reason in their language', async () => {
    test.setTimeout(120_000);
    const search = (q: string) =>
      send(`/de/blog/search/?q=${encodeURIComponent(q)}`, { port: OWN_PORT });
    // 30 searches a minute (lib/api/limits.ts blogSearch); each is a new query, so none is cached.
    let refused: Answer | undefined;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const answer = await search(`swap ${i}`);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused, 'no search was refused').toBeDefined();
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.headers['content-type']).toContain('text/html');
    expect(Buffer.from(refused!.body, 'latin1').toString('utf8')).toContain(
      'Zu viele Suchanfragen',
    );
    // A search seen before is answered from the cache, limit or not.
    expect((await search('swap 0')).status).toBe(200);
  });
});
