import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Send from '@/lib/partner-webhooks/send';
import { importWithEnv } from '../../helpers/env';

// One webhook POST connects to the addresses the guard checked and to nothing else: DNS is asked
// once, the socket gets those answers as its lookup (no rebinding between check and connect), the
// host name stays the Host header, and a name that resolves privately is never connected to.

const dns = vi.hoisted(() => ({
  answers: new Map<string, { address: string; family: number }[]>(),
  calls: [] as string[],
}));
vi.mock('node:dns/promises', () => ({
  lookup: vi.fn(async (host: string) => {
    dns.calls.push(host);
    const answer = dns.answers.get(host);
    if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return answer;
  }),
}));

let server: Server;
let port: number;
let seen: { host: string | undefined; headers: IncomingHttpHeaders; body: string }[];
let send: typeof Send;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ host: request.headers.host, headers: request.headers, body });
      if (request.url === '/slow') return; // never answers
      response.writeHead(request.url === '/moved' ? 301 : 202, { location: '/elsewhere' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  send = await importWithEnv(
    { WEBHOOK_INSECURE_LOCAL: '1' },
    () => import('@/lib/partner-webhooks/send'),
  );
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});
beforeEach(() => {
  seen = [];
  dns.calls = [];
  dns.answers.clear();
});

const post = (url: string, signal?: AbortSignal) =>
  send.postWebhook({
    url,
    body: '{"a":1}',
    headers: { 'Content-Type': 'application/json' },
    signal,
  });

describe('postWebhook', () => {
  it('connects to the checked address, with the host name as Host, asking DNS once', async () => {
    dns.answers.set('hooks.partner.test', [{ address: '127.0.0.1', family: 4 }]);
    expect(await post(`http://hooks.partner.test:${port}/hook`)).toBe(202);
    expect(dns.calls).toEqual(['hooks.partner.test']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.host).toBe(`hooks.partner.test:${port}`);
    expect(seen[0]!.body).toBe('{"a":1}');
    expect(seen[0]!.headers['content-length']).toBe('7');
  });

  it('answers a redirect as it is, without following it', async () => {
    expect(await post(`http://127.0.0.1:${port}/moved`)).toBe(301);
    expect(seen).toHaveLength(1);
  });

  it('never connects when the name resolves to a private address', async () => {
    dns.answers.set('rebound.partner.test', [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    await expect(post(`http://rebound.partner.test:${port}/hook`)).rejects.toMatchObject({
      name: 'WebhookUrlError',
      problem: 'private_address',
    });
    expect(seen).toEqual([]);
  });

  it('gives up when aborted', async () => {
    await expect(post(`http://127.0.0.1:${port}/slow`, AbortSignal.timeout(300))).rejects.toThrow();
  });

  it('hands the socket only the checked addresses, of the family it asks for', () => {
    const lookup = send.pinnedLookup([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
    const answers: unknown[] = [];
    lookup('anything.example', { all: true }, (error, addresses) => answers.push(error, addresses));
    lookup('anything.example', { family: 6 }, (error, address, family) =>
      answers.push(error, address, family),
    );
    expect(answers).toEqual([
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      null,
      '2606:2800:220:1::1',
      6,
    ]);
  });
});
