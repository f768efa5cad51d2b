import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BaseClient } from '@/lib/http/base-client';
import { countCalls } from '@/lib/http/call-count';
import { HttpError } from '@/lib/http/errors';
import { MAX_RESPONSE_BYTES } from '@/lib/http/read-body';
import { changenow } from '@/lib/providers/exchange/changenow';
import { ProviderError } from '@/lib/providers/kit/errors';
import type { CurrencyRef } from '@/lib/providers/exchange/contract';

// Vendor answers are read with a 1 MB cap (issue 8, item 13): an API that sends megabytes gets an
// error as soon as the cap is passed, not after the server buffered the whole answer.

const CHUNK = Buffer.alloc(64 * 1024, 'x');

interface Held {
  /** Resolved once the server has written everything it was asked to. */
  finished: boolean;
  release: () => void;
}

let server: Server;
let origin: string;
let host: string;
const held: Held[] = [];

/** Writes `first` bytes, then waits for the test's release before writing `rest` and ending. */
function holdBack(response: ServerResponse, first: number, rest: number, headers = {}) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state: Held = { finished: false, release };
  held.push(state);
  response.writeHead(200, { 'content-type': 'application/json', ...headers });
  for (let sent = 0; sent < first; sent += CHUNK.length) response.write(CHUNK);
  void gate.then(() => {
    for (let sent = 0; sent < rest; sent += CHUNK.length) response.write(CHUNK);
    state.finished = true;
    response.end();
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path?.endsWith('/huge') || path?.endsWith('/estimated-amount')) {
      // 2 MB in all, but the second half only once the test says so.
      return holdBack(response, 1_250_000, 750_000);
    }
    if (path?.endsWith('/declared')) {
      return holdBack(response, 10, 2_000_000, { 'content-length': '2000010' });
    }
    if (path?.endsWith('/big-but-fine')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ ok: true, padding: 'y'.repeat(900_000) }));
    }
    if (path?.endsWith('/range')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ minAmount: 0.001, maxAmount: null }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;
});

afterAll(async () => {
  for (const state of held) state.release();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  new BaseClient({ name: 'vendor', baseUrl: `${origin}/v1`, allowedHosts: [host] });

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('vendor answer size cap', () => {
  it(`stops reading past ${MAX_RESPONSE_BYTES} bytes, before the vendor finished sending`, async () => {
    const error = await httpError(client().request('/huge', { schema: z.unknown() }));
    expect(error.kind).toBe('too_large');
    expect(held.at(-1)?.finished).toBe(false);
  });

  it('refuses at once an answer whose Content-Length is over the cap', async () => {
    const error = await httpError(client().request('/declared', { schema: z.unknown() }));
    expect(error.kind).toBe('too_large');
    expect(held.at(-1)?.finished).toBe(false);
  });

  it('still reads a large answer under the cap', async () => {
    const answer = await client().request('/big-but-fine', {
      schema: z.object({ ok: z.boolean() }),
    });
    expect(answer).toEqual({ ok: true });
  });

  it('makes an adapter answer bad_response for an oversized quote', async () => {
    const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
    const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
    const provider = changenow.create({
      env: { CHANGENOW_API_KEY: 'cn-test-key-5f0c2a9e81b4' },
      http: {
        baseUrl: `${origin}/v2`,
        allowedHosts: [host],
      },
    });
    const error: unknown = await provider
      .quote({ from: btc, to: eth, amount: '0.1', direction: 'direct', rateType: 'floating' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('bad_response');
    expect(held.at(-1)?.finished).toBe(false);
  });
});

describe('counting vendor calls', () => {
  it('counts every request a piece of work sends, failed ones too', async () => {
    const { outcome, calls } = await countCalls(async () => {
      await client().request('/big-but-fine', { schema: z.unknown() });
      await client().request('/missing', { schema: z.unknown() });
    });
    expect(outcome.status).toBe('rejected');
    expect(calls).toBe(2);
  });
});
