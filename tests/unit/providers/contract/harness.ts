import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import type { AdapterConfig } from '@/lib/providers/kit/client';
import { ProviderError } from '@/lib/providers/kit/errors';
import {
  startVendorApi,
  type RecordedRequest,
  type VendorAnswer,
  type VendorApi,
} from '@/tests/helpers/vendor-api';

// One adapter (exchange or ramp) on the local fixture server (tests/helpers/vendor-api.ts): the server's
// lifecycle, the adapter built against it with test keys, the routes every case starts from, and
// the failure check every case shares (a typed error that quotes none of the keys).

export type Match = (request: RecordedRequest) => boolean;
export type Route = readonly [Match, VendorAnswer];

/** A REST call by method and path (query ignored); a path ending in '/' matches what follows. */
export const rest =
  (method: string, path: string): Match =>
  (request) => {
    const url = request.url.split('?')[0] ?? '';
    return request.method === method && (path.endsWith('/') ? url.startsWith(path) : url === path);
  };

/** What the harness needs of an adapter of any kind: its keys and how to build it. */
interface AnyAdapter<Provider> {
  readonly info: { readonly id: string; readonly name: string };
  readonly env: readonly string[];
  readonly optionalEnv: readonly string[];
  create(config: AdapterConfig<string, string>): Provider;
}

export interface HarnessSpec<Provider = ExchangeProvider> {
  adapter: AnyAdapter<Provider>;
  /** Where the adapter's base URL points on the fixture server ('/v2', '' ...). */
  basePath: string;
  /** Test values for env keys that must have a form (Changelly's RSA key); others are made up. */
  env?: Record<string, string>;
  /** Answered before every case, below the case's own routes (currency lists, ranges...). */
  baseline: readonly Route[];
}

export function testEnv<Provider>(spec: HarnessSpec<Provider>): Record<string, string> {
  const keys = [...spec.adapter.env, ...spec.adapter.optionalEnv];
  const made = keys.map((key) => [
    key,
    `test-${key.toLowerCase().replace(/_/g, '-')}-5f0c2a9e81b4`,
  ]);
  return { ...Object.fromEntries(made), ...spec.env };
}

export function useVendorApi<Provider = ExchangeProvider>(spec: HarnessSpec<Provider>) {
  let api: VendorApi;
  let provider: Provider;
  const env = testEnv(spec);

  const make = (options: { timeoutMs?: number; env?: Record<string, string> } = {}) =>
    spec.adapter.create({
      env: { ...env, ...options.env },
      http: {
        baseUrl: `${api.origin}${spec.basePath}`,
        allowedHosts: [api.host],
        timeoutMs: options.timeoutMs ?? 5_000,
      },
    });

  const routes = (list: readonly Route[]) => {
    for (const [match, answer] of list) api.on((request) => (match(request) ? answer : undefined));
  };

  beforeAll(async () => {
    api = await startVendorApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    routes(spec.baseline);
    provider = make();
  });

  return {
    env,
    api: () => api,
    provider: () => provider,
    /** Replaces the provider (a short timeout, another key). */
    remake(options: Parameters<typeof make>[0]) {
      provider = make(options);
      return provider;
    },
    routes,
    /** Requests that matched. */
    calls: (match: Match) => api.requests.filter(match),
    /** The typed error a call failed with; it must quote no key. */
    async failure(promise: Promise<unknown>): Promise<ProviderError> {
      const error = await promise.then(
        () => {
          throw new Error('expected a failure');
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ProviderError);
      for (const value of Object.values(env)) {
        expect((error as Error).message).not.toContain(value.slice(0, 40));
      }
      return error as ProviderError;
    },
  };
}

/** The vendor's answers every transport case needs: a refused key, a 429, a 5xx, a wrong shape. */
interface TransportAnswers {
  unauthorized: VendorAnswer;
  rateLimited: VendorAnswer;
  serverError: VendorAnswer;
  /** A 200 answer that parses but is not the documented shape. */
  wronglyShaped: unknown;
}

/**
 * The failure matrix every adapter of every kind meets on its quote call: the vendor refusing the
 * key, limiting, failing, answering nonsense or too late, and echoing a key (redacted).
 * `quoteFails` answers the quote call with `reply` and returns the typed error.
 */
export function itFailsLikeEveryVendor(
  vendor: { env: Record<string, string>; remake(options: { timeoutMs?: number }): unknown },
  spec: TransportAnswers,
  quoteFails: (reply: VendorAnswer) => Promise<ProviderError>,
): void {
  it('says unauthorized when the vendor refuses the key', async () => {
    expect((await quoteFails(spec.unauthorized)).kind).toBe('unauthorized');
  });

  it('says rate_limited and passes the Retry-After on', async () => {
    const error = await quoteFails({ ...spec.rateLimited, headers: { 'retry-after': '30' } });
    expect(error).toMatchObject({ kind: 'rate_limited', details: { retryAfter: 30 } });
  });

  it('says unavailable on a 5xx, JSON or HTML', async () => {
    expect((await quoteFails(spec.serverError)).kind).toBe('unavailable');
    expect((await quoteFails({ status: 502, body: '<html>Bad gateway</html>' })).kind).toBe(
      'unavailable',
    );
  });

  it('says bad_response for malformed JSON and for a wrongly shaped answer', async () => {
    expect((await quoteFails({ status: 200, body: '{"amount": 0.1, "to' })).kind).toBe(
      'bad_response',
    );
    expect((await quoteFails({ status: 200, body: spec.wronglyShaped })).kind).toBe('bad_response');
  });

  it('says timeout when the vendor answers later than the timeout', async () => {
    vendor.remake({ timeoutMs: 200 });
    expect((await quoteFails({ status: 200, body: {}, delayMs: 1_000 })).kind).toBe('timeout');
  });

  it('never quotes a key in an error message, even when the vendor echoes it', async () => {
    const echoed = Object.values(vendor.env).join(' ');
    const body = { error: `bad key ${echoed}`, message: `bad key ${echoed}` };
    const error = await quoteFails({ status: 400, body });
    expect(error.message).toContain('[redacted]');
  });
}
