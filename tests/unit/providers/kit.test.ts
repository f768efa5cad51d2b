import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@/lib/http/errors';
import { cached } from '@/lib/providers/kit/cache';
import { flattenText, limitIn, numberIn, toProviderError } from '@/lib/providers/kit/classify';
import { VendorClient } from '@/lib/providers/kit/client';
import { ProviderError } from '@/lib/providers/kit/errors';
import { addLimits, assertWithinLimits } from '@/lib/providers/kit/limits';
import { networkMap, SHORT_NETWORK_CODES } from '@/lib/providers/kit/networks';
import { mapStatus } from '@/lib/providers/kit/status';
import { toIsoTime } from '@/lib/providers/kit/time';
import { startVendorApi } from '@/tests/helpers/vendor-api';

// What lib/providers/kit gives every adapter of every kind: currency lists are cached without
// caching failures, vendor errors read the same way everywhere and leave the client typed,
// network codes come from one table with per-vendor overrides, unknown statuses do not crash.

describe('cached lists', () => {
  it('loads once, shares a load in flight, and does not cache a failure', async () => {
    let calls = 0;
    let fail = true;
    const list = cached(
      async () => {
        calls += 1;
        if (fail) throw new Error('down');
        return ['btc'];
      },
      60_000,
      0,
    );
    await expect(list.get()).rejects.toThrow('down');
    fail = false;
    const [a, b] = await Promise.all([list.get(), list.get()]);
    expect(a).toEqual(['btc']);
    expect(b).toBe(a);
    await list.get();
    expect(calls).toBe(2);
  });

  it('keeps serving the last list while the vendor is down', async () => {
    let fail = false;
    const list = cached(async () => {
      if (fail) throw new Error('down');
      return ['btc'];
    }, 0);
    await list.get();
    fail = true;
    await expect(list.get()).resolves.toEqual(['btc']);
    expect(list.peek()).toEqual(['btc']);
    await expect(list.getOrStale()).resolves.toEqual(['btc']);
    await expect(
      cached(() => Promise.reject(new Error('down'))).getOrStale(),
    ).resolves.toBeUndefined();
  });

  it('loads once per period on its own clock and retries after a failure', async () => {
    let now = 0;
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(1);
    const list = cached(load, 1000, 0, () => now);
    await expect(list.get()).rejects.toThrow('down');
    const [a, b] = await Promise.all([list.get(), list.get()]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    now = 999;
    await list.get();
    expect(load).toHaveBeenCalledTimes(2);
    now = 2000;
    await list.get();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits before asking a vendor that just failed again', async () => {
    let now = 0;
    const load = vi.fn<() => Promise<number>>().mockRejectedValue(new Error('down'));
    const list = cached(load, 1000, 30_000, () => now);
    await expect(list.get()).rejects.toThrow('down');
    now = 10_000;
    await expect(list.get()).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('limits', () => {
  it('names the limit the amount breaks', () => {
    expect(() => assertWithinLimits('exolix', '0.1', { min: '0.01', max: null })).not.toThrow();
    expect(() => assertWithinLimits('exolix', '0.001', { min: '0.01', max: '5' })).toThrow(
      expect.objectContaining({ kind: 'amount_too_low', details: { min: '0.01', max: '5' } }),
    );
    expect(() => assertWithinLimits('exolix', '6', { min: '0.01', max: '5' })).toThrow(
      expect.objectContaining({ kind: 'amount_too_high' }),
    );
  });

  it('adds the range to an amount error that came without it, and only to those', () => {
    const bare = new ProviderError('stealthex', 'amount_too_low', 'too small');
    const enriched = addLimits(bare, { min: '0.0005', max: '2' });
    expect(enriched.details).toMatchObject({ min: '0.0005', max: '2' });
    expect(enriched.message).toBe('stealthex: amount_too_low: too small');
    const stated = new ProviderError('changenow', 'amount_too_high', 'x', { max: '4' });
    expect(addLimits(stated, { min: '1', max: '9' }).details.max).toBe('4');
    const other = new ProviderError('changenow', 'not_found', 'x');
    expect(addLimits(other, { min: '1', max: null }).details.min).toBeUndefined();
  });
});

describe('HTTP errors → provider errors', () => {
  const redact = (text: string) => text.split('SECRET').join('[redacted]');
  const status = (code: number, body: unknown, headers?: Record<string, string>) =>
    new HttpError('status', `x: POST /rate: HTTP ${code}`, {
      status: code,
      body,
      headers: new Headers(headers),
    });

  it.each([
    [new HttpError('timeout', 'slow'), 'timeout'],
    [new HttpError('aborted', 'gone'), 'timeout'],
    [new HttpError('network', 'refused'), 'unavailable'],
    [new HttpError('invalid_json', 'nope'), 'bad_response'],
    [new HttpError('invalid_shape', 'nope'), 'bad_response'],
    [status(401, {}), 'unauthorized'],
    [status(403, {}), 'unauthorized'],
    [status(404, {}), 'not_found'],
    [status(500, {}), 'unavailable'],
    [status(400, {}), 'rejected'],
    [status(418, '<html>teapot</html>'), 'rejected'],
    [status(302, null), 'bad_response'],
    [new HttpError('too_large', 'huge', { status: 200 }), 'bad_response'],
  ])('maps %s to %s', (error, kind) => {
    expect(toProviderError(error, { provider: 'exolix', redact }).kind).toBe(kind);
  });

  it('calls an unrecognised 4xx a client error and a 5xx an outage, whatever the vendor', () => {
    const unknown4xx = toProviderError(status(400, { error: 'something_new' }), {
      provider: 'changenow',
      redact,
    });
    expect(unknown4xx).toMatchObject({ kind: 'rejected', isClientError: true });
    const fault = toProviderError(status(502, {}), { provider: 'changenow', redact });
    expect(fault).toMatchObject({ kind: 'unavailable', isClientError: false });
  });

  it('reads Retry-After and never lets a classifier override auth or server faults', () => {
    const classify = () => ({ kind: 'pair_unavailable' as const });
    const options = { provider: 'exolix', classify, redact } as const;
    const limited = toProviderError(status(429, {}, { 'retry-after': '7' }), options);
    expect(limited).toMatchObject({ kind: 'rate_limited', details: { retryAfter: 7 } });
    expect(toProviderError(status(503, {}), options).kind).toBe('unavailable');
    expect(toProviderError(status(401, {}), options).kind).toBe('unauthorized');
    expect(toProviderError(status(422, {}), options).kind).toBe('pair_unavailable');
  });

  it('keeps a classifier message and adds the status to its details', () => {
    const classify = () => ({
      kind: 'amount_too_low' as const,
      details: { min: '1' },
      message: 'm',
    });
    const error = toProviderError(status(400, {}), { provider: 'changenow', classify, redact });
    expect(error.message).toBe('changenow: amount_too_low: m');
    expect(error.details).toEqual({ status: 400, min: '1' });
  });

  it('redacts a long key before cutting the quoted body, so no piece of it is left', () => {
    const key = 'K'.repeat(400);
    const error = toProviderError(status(400, { error: `${'x'.repeat(250)} ${key}` }), {
      provider: 'changelly',
      redact: (text) => text.split(key).join('[redacted]'),
    });
    expect(error.message).not.toContain('KKKK');
  });

  it('redacts the key from vendor text quoted in the message', () => {
    const error = toProviderError(status(400, { error: 'bad key SECRET' }), {
      provider: 'exolix',
      redact,
    });
    expect(error.message).not.toContain('SECRET');
    expect(error.message).toContain('[redacted]');
  });
});

describe('vendor message text', () => {
  it('finds the limit after a word, within a gap the vendor chooses', () => {
    expect(limitIn('Minimal amount is 0.0012 BTC', 'min')).toBe('0.0012');
    expect(limitIn('maximal amount 1.5e-3', 'max')).toBe('0.0015');
    expect(limitIn('min: 0.0007 max: 1.5', 'max', '[a-z]*\\W{0,5}')).toBe('1.5');
    expect(limitIn('maximum amount is 5', 'max', '[a-z]*\\W{0,5}')).toBeUndefined();
    expect(numberIn('less than minimal 0.0012')).toBe('0.0012');
    expect(flattenText({ errors: { amount: ['too', 'small'] }, error: 'x' })).toBe('too small x');
  });
});

describe('vendor client', () => {
  const KEY = 'kit-test-key-7c1d';
  it('answers typed provider errors, keeps every env value out of them, and defaults its host', async () => {
    const api = await startVendorApi();
    try {
      const client = new VendorClient(
        { env: { A_KEY: KEY }, http: { baseUrl: api.origin, allowedHosts: [api.host] } },
        {
          provider: 'exolix',
          baseUrl: 'https://vendor.test',
          classify: () => ({ kind: 'invalid_address' }),
        },
      );
      api.when('GET', '/x', { status: 400, body: { error: `bad ${KEY}` } });
      const error = await client.request('/x', { schema: z.unknown() }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ provider: 'exolix', kind: 'invalid_address' });
      expect(client.fail('rejected', `echo ${KEY}`).message).toBe(
        'exolix: rejected: echo [redacted]',
      );
      const production = new VendorClient(
        { env: { A_KEY: KEY } },
        { provider: 'x', baseUrl: 'https://vendor.test/v2' },
      );
      expect(production.url('/rate').href).toBe('https://vendor.test/v2/rate');
    } finally {
      await api.close();
    }
  });
});

describe('network codes', () => {
  const usdt = { ticker: 'USDT', network: 'avalanche', contract: '0x9702' };
  const avax = { ticker: 'AVAX', network: 'avalanche' };
  it('reads the shared short codes, per-vendor overrides and separate coin and token codes', () => {
    const map = networkMap(SHORT_NETWORK_CODES, {
      avalanche: { native: 'cchain', tokens: 'avaxc' },
      linea: 'lna',
      osmosis: null,
    });
    expect(map.of({ ticker: 'BTC', network: 'bitcoin' })).toBe('btc');
    expect(map.of(avax)).toBe('cchain');
    expect(map.of(usdt)).toBe('avaxc');
    expect(map.of({ ticker: 'ETH', network: 'linea' })).toBe('lna');
    expect(map.of({ ticker: 'OSMO', network: 'osmosis' })).toBeUndefined();
    expect(map.of({ ticker: 'X', network: 'nowhere' })).toBeUndefined();
    expect(
      networkMap({ eos: { native: 'a', tokens: null } }).of({ ticker: 'USDT', network: 'eos' }),
    ).toBeUndefined();
  });
});

describe('status tables', () => {
  it('maps known statuses case-insensitively and unknown ones to waiting', () => {
    const table = { finished: 'finished', hold: 'on_hold' } as const;
    const read = (raw: string) => mapStatus<string>('changenow', table, raw, 'waiting');
    expect(read('FINISHED')).toBe('finished');
    expect(read('hold')).toBe('on_hold');
    expect(read('teleporting')).toBe('waiting');
    expect(read('constructor')).toBe('waiting');
  });
});

describe('toIsoTime', () => {
  it('reads ISO strings, unix seconds and milliseconds', () => {
    expect(toIsoTime('2026-11-22T03:20:00.000Z')).toBe('2026-11-22T03:20:00.000Z');
    expect(toIsoTime(1795360800)).toBe('2026-11-22T15:20:00.000Z');
    expect(toIsoTime('1795360800000')).toBe('2026-11-22T15:20:00.000Z');
    expect(toIsoTime('')).toBeNull();
    expect(toIsoTime('soon')).toBeNull();
  });
});
