import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
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
