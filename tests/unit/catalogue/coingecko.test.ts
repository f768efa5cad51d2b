import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COINGECKO_IDS } from '@/lib/catalogue/data/coingecko';
import { HttpError } from '@/lib/http/errors';
import { createCoinGeckoSource } from '@/lib/providers/prices';
import { fixture, startVendorApi, type VendorApi } from '../../helpers/vendor-api';

const KEY = 'CG-test-key-123456';

describe('CoinGecko price source', () => {
  let api: VendorApi;
  beforeAll(async () => {
    api = await startVendorApi();
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  const source = (plan: 'demo' | 'pro' = 'demo') =>
    createCoinGeckoSource({
      apiKey: KEY,
      plan,
      baseUrl: `${api.origin}/api/v3`,
      allowedHosts: [api.host],
      timeoutMs: 2_000,
      ids: COINGECKO_IDS,
    });

  it('maps tickers to ids and back, with the demo key header', async () => {
    api.when('GET', '/api/v3/simple/price', {
      status: 200,
      body: fixture(import.meta.url, 'fixtures/coingecko-simple-price.json'),
    });
    const prices = await source().fetchUsd(['BTC', 'ETH', 'USDT', 'XRP', 'UNKNOWNCOIN']);
    expect(Object.fromEntries(prices)).toEqual({ BTC: 98234.12, ETH: 3120.55, USDT: 1.0002 });
    const [request] = api.requests;
    const url = new URL(request?.url ?? '', api.origin);
    expect(url.searchParams.get('vs_currencies')).toBe('usd');
    expect(url.searchParams.get('ids')?.split(',').sort()).toEqual(
      ['bitcoin', 'ethereum', 'ripple', 'tether'].sort(),
    );
    expect(request?.headers['x-cg-demo-api-key']).toBe(KEY);
  });

  it('sends the pro header on the pro plan', async () => {
    api.when('GET', '/api/v3/simple/price', { status: 200, body: {} });
    await source('pro').fetchUsd(['BTC']);
    expect(api.requests[0]?.headers['x-cg-pro-api-key']).toBe(KEY);
    expect(api.requests[0]?.headers['x-cg-demo-api-key']).toBeUndefined();
  });

  it('batches long lists', async () => {
    api.when('GET', '/api/v3/simple/price', { status: 200, body: {} });
    const ids = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`T${i}`, `id-${i}`]));
    const many = createCoinGeckoSource({
      apiKey: KEY,
      baseUrl: `${api.origin}/api/v3`,
      allowedHosts: [api.host],
      ids,
    });
    await many.fetchUsd(Object.keys(ids));
    expect(api.requests).toHaveLength(3);
  });

  it('throws typed errors on 429, 5xx and malformed answers, never leaking the key', async () => {
    const cases = [
      { status: 429, body: { status: { error_code: 429 } }, headers: { 'retry-after': '30' } },
      { status: 503, body: 'Service Unavailable' },
      { status: 200, body: '<html>oops' },
      { status: 200, body: { bitcoin: { usd: 'many' } } },
    ];
    const kinds = [];
    for (const answer of cases) {
      api.reset();
      api.when('GET', '/api/v3/simple/price', answer);
      const error = await source()
        .fetchUsd(['BTC'])
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(String((error as Error).message)).not.toContain(KEY);
      kinds.push([(error as HttpError).kind, (error as HttpError).status]);
    }
    expect(kinds).toEqual([
      ['status', 429],
      ['status', 503],
      ['invalid_json', 200],
      ['invalid_shape', 200],
    ]);
  });
});
