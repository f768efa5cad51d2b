import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESPONSE_SLOT_HEADER,
  requestResponseStatus,
  responseSlots,
} from '@/lib/http/response-status.mjs';
import { openResponseSlot } from '@/server/response-slot.mjs';

// A page's own status (lib/http/response-status.mjs): the blog search's 429 and 503. The handler
// stands in for the page: it reads the slot header from the request, as the page does with
// headers(), and asks for a status before Next writes its 200.
let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    openResponseSlot(req, res);
    const token = String(req.headers[RESPONSE_SLOT_HEADER]);
    seen.push(token);
    if (req.url === '/refused') requestResponseStatus(token, 429, { 'Retry-After': '17' });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html');
    res.end('<p>page</p>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('page status slot', () => {
  it('gives the answer the status and headers the page asked for', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/refused`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('17');
    expect(await response.text()).toBe('<p>page</p>');
  });

  it('leaves other answers alone, and forgets each slot with its answer', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/fine`);
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    await response.text();
    expect(responseSlots().size).toBe(0);
  });

  it('ignores a slot named by the client', async () => {
    const forged = 'forged-slot';
    await (
      await fetch(`http://127.0.0.1:${port}/fine`, { headers: { [RESPONSE_SLOT_HEADER]: forged } })
    ).text();
    expect(seen.at(-1)).not.toBe(forged);
    expect(requestResponseStatus(forged, 503)).toBe(false);
  });
});
