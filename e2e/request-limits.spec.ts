import { readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { PORTS } from './support/ports';
import { ServerProcess } from './support/server-process';

// Limits that hold before Next reads a request body (server/request-guard.mjs) and per client
// connection (server/connection-cap.mjs), checked with raw sockets against production servers.

const OWN_PORT = PORTS.main + 30;

interface Exchange {
  socket: Socket;
  /** The first bytes the server sends. */
  first: Promise<string>;
  /** Everything the server sent, once the connection is closed. */
  closed: Promise<string>;
}

function exchange(port: number, head: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const first = new Promise<string>((resolve) =>
    socket.once('data', (chunk) => resolve(chunk.toString('utf8'))),
  );
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(head);
  return { socket, first, closed };
}

const oversized = (path: string) =>
  'POST ' +
  path +
  ' HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Origin: http://localhost\r\nContent-Length: 50000000\r\n\r\n' +
  '{'.padEnd(1024, ' ');

test.describe('oversized request bodies', () => {
  for (const path of ['/api/health/live', '/api/v1/swaps', '/fr/swap']) {
    test(`POST ${path} declaring 50 MB gets 413 and a closed connection before the body is sent`, async () => {
      const { first, closed, socket } = exchange(PORTS.main, oversized(path));
      // Only 1 KB of the declared 50 MB was written, and nothing more will be: the answer comes
      // anyway.
      const head = await first;
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(await closed).toContain('"code":"payload_too_large"');
      expect(socket.destroyed).toBe(true);
    });
  }

  test('a chunked upload is cut off with 413 once it passes 32 KiB', async () => {
    const part = `1000\r\n${'x'.repeat(4096)}\r\n`;
    const { closed } = exchange(
      PORTS.main,
      'POST /api/v1/swaps HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n' +
        part.repeat(9),
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 413 /);
  });

  test('a small chunked body still reaches the route whole', async () => {
    const body = JSON.stringify({ email: 'not-an-email', googleReCaptchaToken: 'x' });
    const response = await fetch(`http://localhost:${PORTS.main}/apiglobal/contact/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${PORTS.main}` },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    // The route read and judged the body: it names the e-mail it found in it.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_email',
    );
  });
});

test.describe('one server of our own', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ServerProcess;

  test.beforeAll(async () => {
    const dataDir = '.data/e2e-request-limits';
    rmSync(dataDir, { recursive: true, force: true });
    // No trusted proxies: every socket counts against the loopback address.
    server = ServerProcess.start(OWN_PORT, dataDir, {
      MAX_CONNECTIONS_PER_IP: '5',
      TRUSTED_PROXIES: '',
    });
    await server.ready();
  });
  test.afterAll(async () => server?.stop());

  const rssKb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN);

  test('200 slow 50 MB uploads at once hold no memory: each is refused or answered 413', async () => {
    const before = rssKb();
    const exchanges = Array.from({ length: 200 }, () =>
      exchange(OWN_PORT, oversized('/api/v1/swaps')),
    );
    const answers = await Promise.all(exchanges.map((one) => one.closed));
    const after = rssKb();
    // Past the per-address cap a socket is closed unanswered; the others get 413. Nobody waits for
    // a body, and nobody gets anything else.
    for (const answer of answers)
      expect(answer === '' || /^HTTP\/1\.1 413 /.test(answer)).toBe(true);
    expect(answers.filter((answer) => answer !== '').length).toBeGreaterThanOrEqual(5);
    expect(after - before).toBeLessThan(64 * 1024);
  });

  test('a client past MAX_CONNECTIONS_PER_IP has its extra connections closed', async () => {
    const idle = Array.from({ length: 5 }, () => connect(OWN_PORT, '127.0.0.1'));
    await Promise.all(
      idle.map((socket) => new Promise((resolve) => socket.on('connect', resolve))),
    );
    const extra = exchange(OWN_PORT, 'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await extra.closed).toBe('');
    for (const socket of idle) socket.destroy();
    // Once they are gone, the same client is served again.
    await expect
      .poll(async () => (await fetch(`http://localhost:${OWN_PORT}/api/health/live`)).status)
      .toBe(200);
  });
});
