import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BaseClient } from '@/lib/http/base-client';
import { HttpError } from '@/lib/http/errors';
import { startVendorApi, type VendorApi } from '@/tests/helpers/vendor-api';

// The base every vendor client extends, over real HTTP: what callers see when a vendor is slow,
// redirects, answers garbage, or when our own configuration is wrong.

const SECRET = 'sk-live-7f3a9c1e5b2d';
const schema = z.object({ ok: z.boolean(), amount: z.string() });

let api: VendorApi;

beforeAll(async () => {
  api = await startVendorApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function client(options: { timeoutMs?: number; allowedHosts?: string[] } = {}) {
  return new BaseClient({
    name: 'vendor',
    baseUrl: `${api.origin}/v1`,
    allowedHosts: options.allowedHosts ?? [api.host],
    timeoutMs: options.timeoutMs ?? 5_000,
    headers: { 'x-api-key': SECRET },
    secrets: [SECRET],
  });
}

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as Error).message).not.toContain(SECRET);
  return error as HttpError;
}

describe('BaseClient', () => {
  it('sends its headers and query, and returns the checked answer', async () => {
    api.when('GET', '/v1/quote', { status: 200, body: { ok: true, amount: '1.5', extra: 1 } });
    const answer = await client().request('/quote', {
      query: { from: 'btc', skip: undefined },
      schema,
    });
    expect(answer).toEqual({ ok: true, amount: '1.5' });
    expect(api.requests[0]?.url).toBe('/v1/quote?from=btc');
    expect(api.requests[0]?.headers['x-api-key']).toBe(SECRET);
  });

  // The vendor holds these answers past the test's own timeout: any outcome at all proves the
  // client gave up first, with no wall-clock bound to drift on a loaded machine.
  const held = { status: 200, body: { ok: true, amount: '1' }, delayMs: 120_000 };

  it('gives up after its timeout', async () => {
    api.when('GET', '/v1/slow', held);
    const error = await httpError(client({ timeoutMs: 150 }).request('/slow', { schema }));
    expect(error.kind).toBe('timeout');
    expect(api.requests).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    // The caller gives up once the request is on the vendor's side.
    api.on((request) => {
      controller.abort();
      return request.url === '/v1/slow' ? held : undefined;
    });
    const error = await httpError(client().request('/slow', { schema, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });

  it('refuses a host that is not on the allowlist without sending anything', async () => {
    const error = await httpError(
      client({ allowedHosts: ['api.vendor.example'] }).request('/quote', { schema }),
    );
    expect(error.kind).toBe('host_not_allowed');
    expect(api.requests).toHaveLength(0);
  });

  it('does not follow a redirect: a 302 is an error', async () => {
    api.when('GET', '/v1/moved', {
      status: 302,
      body: '',
      headers: { location: 'http://169.254.169.254/latest/meta-data' },
    });
    api.when('GET', '/latest/meta-data', { status: 200, body: { ok: true, amount: '1' } });
    const error = await httpError(client().request('/moved', { schema }));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(302);
    expect(api.requests.map((r) => r.url)).toEqual(['/v1/moved']);
  });

  it('keeps the parsed body and headers of an error answer for the adapter', async () => {
    api.when('GET', '/v1/limited', {
      status: 429,
      body: { error: 'too_many_requests' },
      headers: { 'retry-after': '7' },
    });
    const error = await httpError(client().request('/limited', { schema }));
    expect(error).toMatchObject({
      kind: 'status',
      status: 429,
      body: { error: 'too_many_requests' },
    });
    expect(error.retryAfter).toBe(7);
  });

  it('reports an answer that is not JSON', async () => {
    api.when('GET', '/v1/html', { status: 200, body: '<html>maintenance</html>' });
    const error = await httpError(client().request('/html', { schema }));
    expect(error.kind).toBe('invalid_json');
  });

  it('reports JSON that does not match the schema, naming the field', async () => {
    api.when('GET', '/v1/odd', { status: 200, body: { ok: 'yes' } });
    const error = await httpError(client().request('/odd', { schema }));
    expect(error.kind).toBe('invalid_shape');
    expect(error.message).toMatch(/ok|amount/);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startVendorApi();
    const origin = closed.origin;
    await closed.close();
    const dead = new BaseClient({ name: 'vendor', baseUrl: origin, secrets: [SECRET] });
    const error = await httpError(dead.request('/x', { schema }));
    expect(error.kind).toBe('network');
  });

  it('keeps secrets out of messages and error bodies, in the path too', async () => {
    api.on(() => ({ status: 400, body: `bad key ${SECRET}` }));
    const vendor = client();
    const error = await httpError(vendor.request(`/keys/${SECRET}`, { schema }));
    expect(error.message).toContain('[redacted]');
    expect(String(error.body)).not.toContain(SECRET);
    expect(vendor.redact(`a ${SECRET} b ${SECRET}`)).toBe('a [redacted] b [redacted]');
  });

  it('keeps no piece of a secret that straddles the end of a cut error body', async () => {
    // The body is cut to 2,000 characters: cutting before redacting would leave the key's start.
    const body = `${'x'.repeat(1_995)}${SECRET} and more`;
    api.on(() => ({ status: 502, body }));
    const error = await httpError(client().request('/long', { schema }));
    expect(String(error.body)).not.toContain(SECRET.slice(0, 5));
    expect(String(error.body)).toMatch(/^x+\[reda/);
  });
});
