import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import { guardRequestBody, MAX_REQUEST_BODY_BYTES } from '@/server/request-guard.mjs';

// A plain Node server with the guard in front of a handler that echoes what it was handed, the
// way server/index.mjs puts it in front of Next.
let server: Server;
let port: number;
let handled = 0;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    guardRequestBody(req, res, (request) => {
      handled += 1;
      void readBody(request).then((body) => {
        res.setHeader('x-content-length', String(request.headers['content-length']));
        res.end(body);
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends `head` (and nothing else yet); resolves with everything the server sends before closing. */
function rawExchange(head: string, socket: Socket = connect(port, '127.0.0.1')) {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const firstData = new Promise<string>((resolve) =>
    socket.once('data', (chunk) => resolve(chunk.toString('utf8'))),
  );
  socket.write(head);
  return { socket, closed, firstData };
}

describe('request body guard', () => {
  it('answers 413 and closes as soon as an oversized Content-Length is read, body unsent', async () => {
    const before = handled;
    const { closed, firstData, socket } = rawExchange(
      'POST /api/v1/swaps HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 50000000\r\n\r\n' +
        'x'.repeat(1024),
    );
    // The answer comes although 49,998,976 bytes were never sent.
    const first = await firstData;
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(first.toLowerCase()).toContain('connection: close');
    const all = await closed;
    expect(all).toContain('"code":"payload_too_large"');
    expect(socket.destroyed).toBe(true);
    expect(handled).toBe(before);
  });

  it('refuses a chunked body the moment it passes the limit', async () => {
    const before = handled;
    const chunk = 'y'.repeat(4096);
    const part = `${(4096).toString(16)}\r\n${chunk}\r\n`;
    const { closed } = rawExchange(
      'POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n' +
        part.repeat(MAX_REQUEST_BODY_BYTES / 4096 + 1),
    );
    const all = await closed;
    expect(all).toMatch(/^HTTP\/1\.1 413 /);
    expect(handled).toBe(before);
  });

  it('hands a small chunked body over whole, with its length declared', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/x`, {
      method: 'POST',
      body: new Blob(['{"a":1}']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"a":1}');
    expect(response.headers.get('x-content-length')).toBe('7');
  });

  it('lets a body within the limit through untouched', async () => {
    const body = 'z'.repeat(MAX_REQUEST_BODY_BYTES);
    const response = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it('says so in the caller’s language', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/x`, {
      method: 'POST',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: 'z'.repeat(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'payload_too_large', message: fr.Api.errors.payload_too_large });
  });
});
