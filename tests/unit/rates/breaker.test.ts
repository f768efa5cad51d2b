import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changenow } from '@/lib/providers/exchange/changenow';
import { ProviderError } from '@/lib/providers/kit/errors';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { isOutage } from '@/lib/providers/kit/errors';
import { FAILURE_THRESHOLD, OPEN_MS } from '@/lib/upstream/breaker';
import { collectOffers } from '@/lib/rates/offers';
import type { OffersResponse } from '@/lib/rates/contract';
import { upstreamIdle } from '@/lib/upstream/guard';
import { fixture, startVendorApi, type VendorApi } from '@/tests/helpers/vendor-api';
import { deferred, fakeProvider, plan, resetOffersState, type Behaviour } from './fakes';

// The circuit breaker (issue 8, item 12): outages open it (5 in a row skip a provider for 30 s),
// nothing a visitor's request can provoke does.

vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()));
vi.mock('@/lib/rates/quote-store', () => import('./module-mocks').then((m) => m.quoteStore()));

/** One visitor's request for `amount`, once the breaker has seen how the call ended. */
async function ask(provider: ExchangeProvider, amount: string, timeoutMs = 5_000) {
  const timing = { providerTimeoutMs: timeoutMs, deadlineMs: 10_000 };
  const result = await collectOffers(plan([provider], amount), undefined, timing);
  await upstreamIdle();
  return result;
}

const reason = (result: OffersResponse) => result.failures[0]?.reason;

/** Fails with `error` the first `times` quotes, then answers. */
function failing(times: number, error: () => Error): Behaviour {
  let count = 0;
  return async () => {
    count += 1;
    if (count <= times) throw error();
    return '2';
  };
}

beforeEach(() => {
  resetOffersState();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what opens the breaker', () => {
  it('ten vendor 429s caused by our traffic do not open it', async () => {
    const limited = () =>
      new ProviderError('sandbox-a', 'rate_limited', 'HTTP 429', { status: 429, retryAfter: 5 });
    const provider = fakeProvider('a', failing(10, limited));
    for (let i = 1; i <= 10; i += 1)
      expect(reason(await ask(provider, `${i}`))).toBe('rate_limited');
    expect((await ask(provider, '11')).offers).toHaveLength(1);
    expect(provider.quotes).toHaveLength(11);
  });

  it('five 5xx answers in a row open it: the provider is skipped', async () => {
    const down = () => new ProviderError('sandbox-a', 'unavailable', 'HTTP 502', { status: 502 });
    const provider = fakeProvider('a', failing(100, down));
    for (let i = 1; i <= FAILURE_THRESHOLD; i += 1) await ask(provider, `${i}`);
    const skipped = await ask(provider, '99');
    expect(reason(skipped)).toBe('unavailable');
    expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD);
  });

  it('five timeouts in a row open it, even when the adapter ignores its abort signal', async () => {
    const deaf: Behaviour = () => new Promise(() => {});
    const provider = fakeProvider('a', deaf);
    for (let i = 1; i <= FAILURE_THRESHOLD; i += 1) {
      expect(reason(await ask(provider, `${i}`, 20))).toBe('timeout');
    }
    expect(reason(await ask(provider, '99', 20))).toBe('unavailable');
    expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD);
  });

  it('a refusal between outages resets the count', async () => {
    let count = 0;
    const provider = fakeProvider('a', async () => {
      count += 1;
      if (count === 4) throw new ProviderError('sandbox-a', 'amount_too_low', 'min', { min: '1' });
      throw new ProviderError('sandbox-a', 'unavailable', 'HTTP 500', { status: 500 });
    });
    for (let i = 1; i <= 8; i += 1) await ask(provider, `${i}`);
    expect(provider.quotes).toHaveLength(8);
  });

  it('lets one probe through after the cool-down, answers the rest at once, closes on success', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const probe = deferred<string>();
    let broken = true;
    const provider = fakeProvider('a', () => {
      if (broken) {
        return Promise.reject(
          new ProviderError('sandbox-a', 'unavailable', 'HTTP 503', { status: 503 }),
        );
      }
      return probe.promise;
    });
    for (let i = 1; i <= FAILURE_THRESHOLD; i += 1) await ask(provider, `${i}`);
    expect(reason(await ask(provider, '10'))).toBe('unavailable');
    expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD);

    vi.setSystemTime(Date.now() + OPEN_MS);
    broken = false;
    const first = ask(provider, '20');
    await vi.waitFor(() => expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD + 1));
    // While the probe runs, another visitor is told "unavailable" at once, not held behind it.
    const during = await collectOffers(plan([provider], '21'));
    expect(reason(during)).toBe('unavailable');
    expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD + 1);

    probe.resolve('2');
    expect((await first).offers).toHaveLength(1);
    expect((await ask(provider, '22')).offers).toHaveLength(1);
    expect(provider.quotes).toHaveLength(FAILURE_THRESHOLD + 2);
  });
});

describe('through a real adapter (ChangeNOW over HTTP)', () => {
  let api: VendorApi;
  let provider: ExchangeProvider;
  const load = (name: string) =>
    fixture(import.meta.url, `../../../lib/providers/exchange/changenow/fixtures/${name}.json`);
  const estimates = () =>
    api.requests.filter((r) => r.url.startsWith('/v2/exchange/estimated-amount')).length;

  beforeAll(async () => {
    api = await startVendorApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    api.when('GET', '/v2/exchange/currencies', { status: 200, body: load('currencies') });
    api.when('GET', '/v2/exchange/range', { status: 200, body: load('range-floating') });
    provider = changenow.create({
      env: { CHANGENOW_API_KEY: 'cn-test-key-5f0c2a9e81b4' },
      http: {
        baseUrl: `${api.origin}/v2`,
        allowedHosts: [api.host],
        timeoutMs: 5_000,
      },
    });
  });

  it('ten unrecognised 4xx answers do not open it', async () => {
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 400,
      body: { error: 'brand_new_code', message: 'Something we never saw' },
    });
    for (let i = 1; i <= 10; i += 1) expect(reason(await ask(provider, `${i}`))).toBe('rejected');
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 200,
      body: load('estimate-floating'),
    });
    expect((await ask(provider, '0.1')).offers).toHaveLength(1);
    expect(estimates()).toBe(11);
  });

  it('five 502 answers open it: the sixth visitor costs no vendor call', async () => {
    api.when('GET', '/v2/exchange/estimated-amount', { status: 502, body: '<html>Bad gateway' });
    for (let i = 1; i <= FAILURE_THRESHOLD; i += 1) await ask(provider, `${i}`);
    const before = api.requests.length;
    expect(reason(await ask(provider, '99'))).toBe('unavailable');
    expect(api.requests.length).toBe(before);
  });
});

describe('isOutage', () => {
  it('reads ProviderErrors from any copy of the module, by kind and HTTP status', async () => {
    vi.resetModules();
    const other = await import('@/lib/providers/kit/errors');
    expect(other.ProviderError).not.toBe(ProviderError);
    const make = (kind: 'timeout' | 'unavailable' | 'rejected', status?: number) =>
      new other.ProviderError('sandbox-a', kind, 'x', { status });
    expect(make('timeout') instanceof ProviderError).toBe(true);
    expect(isOutage(make('timeout'))).toBe(true);
    expect(isOutage(make('unavailable', 503))).toBe(true);
    expect(isOutage(make('unavailable', 422))).toBe(false);
    expect(isOutage(make('rejected', 400))).toBe(false);
    expect(isOutage(new other.ProviderError('sandbox-a', 'amount_too_low', 'x'))).toBe(false);
  });
});
