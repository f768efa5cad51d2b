import { once } from 'node:events';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { NodeNextRequest, NodeNextResponse } from 'next/dist/server/base-http/node';
import { sendResponse } from 'next/dist/server/send-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompression } from '@/server/compress.mjs';
import { injectNonce } from '@/server/nonce.mjs';

// Security review 2026-12 M5: no Route Handler answer was compressed. The chain of
// server/index.mjs (compression, then the nonce rewriter) in front of the code Next sends a
// Route Handler's answer with (send-response.js, through NodeNextResponse, which stores every
// header as an array), and of a page-like plain setHeader answer.
const PLACEHOLDER = 'PLACEHOLDERPLACEHOLDER';
const json = JSON.stringify({
  currencies: Array.from({ length: 400 }, (_, i) => ({ code: `c${i}` })),
});
const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://x.example/a</loc></url>'.repeat(300)}</urlset>`;

let server: Server;
let port: number;

beforeAll(async () => {
  const compress = createCompression();
  server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      injectNonce(res, PLACEHOLDER);
      const url = req.url ?? '/';
      if (url === '/page') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><p>${'x'.repeat(4000)}</p>`);
        return;
      }
      const [body, type] =
        url === '/sitemaps/coins-1.xml'
          ? [xml, 'application/xml; charset=utf-8']
          : url === '/stream'
            ? [json, 'application/x-ndjson']
            : [json, 'application/json'];
      void sendResponse(
        new NodeNextRequest(req as never),
        new NodeNextResponse(res),
        new Response(body, { headers: { 'content-type': type } }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function fetchRaw(path: string, encoding?: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('compression of Route Handler answers', () => {
  it.each([
    ['/api/v1/currencies', json],
    ['/sitemaps/coins-1.xml', xml],
  ])('compresses %s for a client that accepts gzip', async (path, body) => {
    const { headers, body: sent } = await fetchRaw(path, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(sent).toString('utf8')).toBe(body);
    expect(sent.length).toBeLessThan(body.length / 4);
  });

  it('prefers brotli when offered', async () => {
    const { headers } = await fetchRaw('/api/v1/currencies', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
  });

  it('sends it unchanged to a client that accepts nothing', async () => {
    const { headers, body } = await fetchRaw('/api/v1/currencies', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toBe(json);
    expect(headers['content-type']).toBe('application/json');
  });

  it('keeps streamed NDJSON uncompressed', async () => {
    const { headers } = await fetchRaw('/stream', 'gzip');
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('still compresses a page', async () => {
    const { headers } = await fetchRaw('/page', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
  });
});
